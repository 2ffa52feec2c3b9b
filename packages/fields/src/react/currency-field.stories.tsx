import type { Meta, StoryObj } from '@storybook/react-vite';
import { CurrencyField } from './entry-fields.tsx';
import { expectInvalidEntry, expectValidEntry } from './story-play.ts';

const meta = {
  title: 'Fields/CurrencyField',
  component: CurrencyField,
  args: { id: 'currency-field', locale: 'sr', validated: true },
  render: (args) => (
    <div className="grid max-w-xs gap-1">
      <label htmlFor={args.id} className="text-sm font-medium">
        {args.locale === 'en' ? 'Agreed price' : 'Dogovorena cena'}
      </label>
      <CurrencyField {...args} />
    </div>
  ),
} satisfies Meta<typeof CurrencyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'Dogovorena cena', '1.234,56 €');
    await expectInvalidEntry(canvasElement, 'Dogovorena cena', '1,234.56 €');
    await expectValidEntry(canvasElement, 'Dogovorena cena', '1.234,56 €');
  },
};

export const English: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'Agreed price', '€1,234.56');
    await expectInvalidEntry(canvasElement, 'Agreed price', '€1.234,56');
  },
};

export const WithServerError: Story = {
  args: { error: 'Već postoji' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1.234,56 €' },
};
