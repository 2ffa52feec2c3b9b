import type { Meta, StoryObj } from '@storybook/react-vite';
import { DurationDaysField } from './entry-fields.tsx';
import { expectInvalidEntry, expectValidEntry } from './story-play.ts';

const meta = {
  title: 'Fields/DurationDaysField',
  component: DurationDaysField,
  args: { id: 'duration-days-field', locale: 'sr', validated: true, mode: 'working' },
  render: (args) => (
    <div className="grid max-w-xs gap-1">
      <label htmlFor={args.id} className="text-sm font-medium">
        {args.locale === 'en' ? 'Duration (days)' : 'Trajanje (dani)'}
      </label>
      <DurationDaysField {...args} />
    </div>
  ),
} satisfies Meta<typeof DurationDaysField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'Trajanje (dani)', '2W 3D');
    await expectInvalidEntry(canvasElement, 'Trajanje (dani)', '3H');
    await expectValidEntry(canvasElement, 'Trajanje (dani)', '2W 3D');
  },
};

export const English: Story = {
  args: { locale: 'en', mode: 'working' },
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'Duration (days)', '10');
    await expectInvalidEntry(canvasElement, 'Duration (days)', 'ten');
  },
};

export const WithServerError: Story = {
  args: { error: 'Već postoji' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2W 3D' },
};
