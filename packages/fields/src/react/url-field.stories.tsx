import type { Meta, StoryObj } from '@storybook/react-vite';
import { UrlField } from './entry-fields.tsx';
import { expectInvalidEntry, expectValidEntry } from './story-play.ts';

const meta = {
  title: 'Fields/UrlField',
  component: UrlField,
  args: { id: 'url-field', locale: 'sr', validated: true },
  render: (args) => (
    <div className="grid max-w-xs gap-1">
      <label htmlFor={args.id} className="text-sm font-medium">
        {args.locale === 'en' ? 'Web address' : 'Veb adresa'}
      </label>
      <UrlField {...args} />
    </div>
  ),
} satisfies Meta<typeof UrlField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'Veb adresa', 'https://rp.example.rs/procene?id=7');
    await expectInvalidEntry(canvasElement, 'Veb adresa', 'http://localhost');
    await expectValidEntry(canvasElement, 'Veb adresa', 'https://rp.example.rs/procene?id=7');
  },
};

export const English: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'Web address', 'www.example.com/path');
    await expectInvalidEntry(canvasElement, 'Web address', 'example');
  },
};

export const WithServerError: Story = {
  args: { error: 'Već postoji' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'https://rp.example.rs/procene?id=7' },
};
