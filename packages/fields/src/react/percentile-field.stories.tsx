import type { Meta, StoryObj } from '@storybook/react-vite';
import { PercentileField } from './entry-fields.tsx';
import { expectInvalidEntry, expectValidEntry } from './story-play.ts';

const meta = {
  title: 'Fields/PercentileField',
  component: PercentileField,
  args: { id: 'percentile-field', locale: 'sr', validated: true },
  render: (args) => (
    <div className="grid max-w-xs gap-1">
      <label htmlFor={args.id} className="text-sm font-medium">
        {args.locale === 'en' ? 'Reduction (%)' : 'Umanjenje (%)'}
      </label>
      <PercentileField {...args} />
    </div>
  ),
} satisfies Meta<typeof PercentileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'Umanjenje (%)', '12,5');
    await expectInvalidEntry(canvasElement, 'Umanjenje (%)', 'abc');
    await expectValidEntry(canvasElement, 'Umanjenje (%)', '12,5');
  },
};

export const English: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'Reduction (%)', '12.5');
    await expectInvalidEntry(canvasElement, 'Reduction (%)', '12,5');
  },
};

export const WithServerError: Story = {
  args: { error: 'Već postoji' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '12,5' },
};
