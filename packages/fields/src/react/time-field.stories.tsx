import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimeField } from './entry-fields.tsx';
import { expectInvalidEntry, expectValidEntry } from './story-play.ts';

const meta = {
  title: 'Fields/TimeField',
  component: TimeField,
  args: { id: 'time-field', locale: 'sr', validated: true },
  render: (args) => (
    <div className="grid max-w-xs gap-1">
      <label htmlFor={args.id} className="text-sm font-medium">
        {args.locale === 'en' ? 'Time' : 'Vreme'}
      </label>
      <TimeField {...args} />
    </div>
  ),
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'Vreme', '08:30');
    await expectInvalidEntry(canvasElement, 'Vreme', '8:75');
    await expectValidEntry(canvasElement, 'Vreme', '08:30');
  },
};

export const English: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'Time', '1.5');
    await expectInvalidEntry(canvasElement, 'Time', 'abc');
  },
};

export const WithServerError: Story = {
  args: { error: 'Već postoji' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '08:30' },
};
