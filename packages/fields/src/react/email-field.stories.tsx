import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailField } from './entry-fields.tsx';
import { expectInvalidEntry, expectValidEntry } from './story-play.ts';

const meta = {
  title: 'Fields/EmailField',
  component: EmailField,
  args: { id: 'email-field', locale: 'sr', validated: true },
  render: (args) => (
    <div className="grid max-w-xs gap-1">
      <label htmlFor={args.id} className="text-sm font-medium">
        {args.locale === 'en' ? 'E-mail' : 'E-pošta'}
      </label>
      <EmailField {...args} />
    </div>
  ),
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'E-pošta', 'ana.petrovic@example.rs');
    await expectInvalidEntry(canvasElement, 'E-pošta', 'ana@');
    await expectValidEntry(canvasElement, 'E-pošta', 'ana.petrovic@example.rs');
  },
};

export const English: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'E-mail', 'john.smith@example.com');
    await expectInvalidEntry(canvasElement, 'E-mail', 'john@@example.com');
  },
};

export const WithServerError: Story = {
  args: { error: 'Već postoji' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ana.petrovic@example.rs' },
};
