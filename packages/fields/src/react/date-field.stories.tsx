import type { Meta, StoryObj } from '@storybook/react-vite';
import { INVALID_DATE_MESSAGE } from '../core/messages.ts';
import { DateField } from './entry-fields.tsx';
import { expectInvalidEntry, expectValidEntry } from './story-play.ts';

// A fixed "now" (Saturday 21 November 2026) keeps the shortcut results stable.
const now = new Date(2026, 10, 21, 10, 0);

const meta = {
  title: 'Fields/DateField',
  component: DateField,
  args: { id: 'date-field', locale: 'sr', now, validated: true },
  render: (args) => (
    <div className="grid max-w-xs gap-1">
      <label htmlFor={args.id} className="text-sm font-medium">
        {args.locale === 'en' ? 'Start date' : 'Datum početka'}
      </label>
      <DateField {...args} />
    </div>
  ),
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'Datum početka', '21.11.2026', '21/11/2026');
    await expectInvalidEntry(canvasElement, 'Datum početka', '31/02/2026', INVALID_DATE_MESSAGE);
    await expectValidEntry(canvasElement, 'Datum početka', 't', '21/11/2026');
    await expectValidEntry(canvasElement, 'Datum početka', 'lw', '09/11/2026');
    await expectValidEntry(canvasElement, 'Datum početka', '+3d', '24/11/2026');
  },
};

export const English: Story = {
  args: { locale: 'en', format: 'MM/dd/yyyy' },
  play: async ({ canvasElement }) => {
    await expectValidEntry(canvasElement, 'Start date', 'tomorrow', '11/22/2026');
    await expectValidEntry(canvasElement, 'Start date', '-2w', '11/07/2026');
    await expectInvalidEntry(canvasElement, 'Start date', '13/45/2026', INVALID_DATE_MESSAGE);
  },
};

export const NextMonth: Story = {
  args: { defaultValue: 'nm' },
};

export const WithTime: Story = {
  args: { format: 'dd/MM/yyyy HH:mm', defaultValue: '21/11/2026 08:30' },
};
