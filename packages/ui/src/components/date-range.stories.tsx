import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRange } from './date-range.tsx';

const TODAY = new Date(2026, 2, 12);

const meta = {
  title: 'UI/DateRange',
  component: DateRange,
  args: {
    defaultValue: { start: new Date(2026, 1, 10), end: new Date(2026, 2, 12) },
    onValueChange: fn(),
    today: TODAY,
    labels: { start: 'Od', end: 'Do' },
    pickerLabels: { openCalendar: 'Otvori kalendar', previousMonth: 'Prethodni mesec', nextMonth: 'Sledeći mesec' },
    className: 'max-w-lg',
  },
} satisfies Meta<typeof DateRange>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const StartAfterEndMovesEnd: Story = {
  play: async ({ canvasElement, args }) => {
    const start = within(canvasElement).getByLabelText('Od');
    await userEvent.clear(start);
    await userEvent.type(start, '20/03/2026{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      start: new Date(2026, 2, 20),
      end: new Date(2026, 2, 21),
    });
    await expect(within(canvasElement).getByLabelText('Do')).toHaveValue('21/03/2026');
  },
};

export const EndBeforeStartMovesStart: Story = {
  play: async ({ canvasElement, args }) => {
    const end = within(canvasElement).getByLabelText('Do');
    await userEvent.clear(end);
    await userEvent.type(end, '01/02/2026{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      start: new Date(2026, 0, 31),
      end: new Date(2026, 1, 1),
    });
  },
};

export const MonthLevel: Story = {
  args: {
    granularity: 'month',
    defaultValue: { start: new Date(2025, 2, 1), end: new Date(2026, 2, 31, 23, 59, 59, 999) },
    pickerLabels: { previousYear: 'Prethodna godina', nextYear: 'Sledeća godina', placeholder: 'Mesec' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Od' })).toHaveTextContent('mart 2025');
  },
};

export const WeekendsExcluded: Story = { args: { excludeWeekends: true } };
export const Serbian: Story = {};
export const English: Story = {
  args: {
    locale: 'en',
    labels: { start: 'From', end: 'To' },
    pickerLabels: { openCalendar: 'Open calendar', previousMonth: 'Previous month', nextMonth: 'Next month' },
  },
};
