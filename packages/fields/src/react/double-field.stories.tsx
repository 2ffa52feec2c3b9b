import type { Meta, StoryObj } from '@storybook/react-vite';
import { DoubleField } from './entry-fields.tsx';
import { expectInvalidEntry, expectValidEntry } from './story-play.ts';

const meta = {
  title: 'Fields/DoubleField',
  component: DoubleField,
  args: { id: 'double-field', locale: 'sr', validated: true },
  render: (args) => (
    <div className="grid max-w-xs gap-1">
      <label htmlFor={args.id} className="text-sm font-medium">
        {args.locale === 'en' ? 'Amount' : 'Iznos'}
      </label>
      <DoubleField {...args} />
    </div>
  ),
} satisfies Meta<typeof DoubleField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'Iznos', '12,5');
    await expectInvalidEntry(canvasElement, 'Iznos', '12.5');
    await expectValidEntry(canvasElement, 'Iznos', '12,5');
  },
};

export const English: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'Amount', '12.5');
    await expectInvalidEntry(canvasElement, 'Amount', '12,5');
  },
};

export const WithServerError: Story = {
  args: { error: 'Već postoji' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '12,5' },
};
