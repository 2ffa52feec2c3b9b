import type { Meta, StoryObj } from '@storybook/react-vite';
import { DurationMillisField } from './entry-fields.tsx';
import { expectInvalidEntry, expectValidEntry } from './story-play.ts';

const meta = {
  title: 'Fields/DurationMillisField',
  component: DurationMillisField,
  args: { id: 'duration-millis-field', locale: 'sr', validated: true, mode: 'working' },
  render: (args) => (
    <div className="grid max-w-xs gap-1">
      <label htmlFor={args.id} className="text-sm font-medium">
        {args.locale === 'en' ? 'Duration' : 'Trajanje'}
      </label>
      <DurationMillisField {...args} />
    </div>
  ),
} satisfies Meta<typeof DurationMillisField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'Trajanje', '1D 2H 30m');
    await expectInvalidEntry(canvasElement, 'Trajanje', '1X');
    await expectValidEntry(canvasElement, 'Trajanje', '1D 2H 30m');
  },
};

export const English: Story = {
  args: { locale: 'en', mode: 'working' },
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'Duration', '2:30');
    await expectInvalidEntry(canvasElement, 'Duration', '1:75');
  },
};

export const WithServerError: Story = {
  args: { error: 'Već postoji' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1D 2H 30m' },
};
