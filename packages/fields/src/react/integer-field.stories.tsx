import type { Meta, StoryObj } from '@storybook/react-vite';
import { IntegerField } from './entry-fields.tsx';
import { expectInvalidEntry, expectValidEntry } from './story-play.ts';

const meta = {
  title: 'Fields/IntegerField',
  component: IntegerField,
  args: { id: 'integer-field', locale: 'sr', validated: true },
  render: (args) => (
    <div className="grid max-w-xs gap-1">
      <label htmlFor={args.id} className="text-sm font-medium">
        {args.locale === 'en' ? 'Number' : 'Broj'}
      </label>
      <IntegerField {...args} />
    </div>
  ),
} satisfies Meta<typeof IntegerField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'Broj', '-1234');
    await expectInvalidEntry(canvasElement, 'Broj', '12,5');
    await expectValidEntry(canvasElement, 'Broj', '-1234');
  },
};

export const English: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'Number', '1234');
    await expectInvalidEntry(canvasElement, 'Number', '12.5');
  },
};

export const WithServerError: Story = {
  args: { error: 'Već postoji' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '-1234' },
};
