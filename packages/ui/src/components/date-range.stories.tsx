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

/** A corrected start or end never lands on a day the fields refuse: Sunday becomes Friday, Saturday Monday. */
export const CorrectionSkipsWeekends: Story = {
  args: { excludeWeekends: true, defaultValue: { start: new Date(2026, 0, 12), end: new Date(2026, 0, 13) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const end = canvas.getByLabelText('Do');
    await userEvent.clear(end);
    await userEvent.type(end, '05/01/2026{Enter}');
    // Monday 5 January minus one day is Sunday: the start moves back to Friday 2 January.
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      start: new Date(2026, 0, 2),
      end: new Date(2026, 0, 5),
    });
    await expect(canvas.getByLabelText('Od')).toHaveValue('02/01/2026');
    const start = canvas.getByLabelText('Od');
    await userEvent.clear(start);
    await userEvent.type(start, '09/01/2026{Enter}');
    // Friday 9 January plus one day is Saturday: the end moves on to Monday 12 January.
    await expect(canvas.getByLabelText('Do')).toHaveValue('12/01/2026');
  },
};

const onEntryChange = fn();
const onEntryError = fn();

/**
 * A form's range (allowEmpty): an emptied field and a field whose text is not an allowed date hold no date: the
 * value is what the fields show, never the previous date, and the text stays as typed with its error.
 */
export const FormRangeHoldsWhatIsShown: Story = {
  render: () => (
    <DateRange
      allowEmpty
      defaultValue={{ start: new Date(2026, 2, 16), end: new Date(2026, 2, 17) }}
      onValueChange={onEntryChange}
      onErrorChange={onEntryError}
      excludeWeekends
      today={TODAY}
      labels={{ start: 'Od', end: 'Do' }}
      pickerLabels={{ invalid: 'Neispravan datum.', weekend: 'Vikend nije dozvoljen.' }}
      errors={{ end: 'Unesite datum kraja.' }}
      className="max-w-lg"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByLabelText('Od');
    const end = canvas.getByLabelText('Do');
    await userEvent.clear(start);
    await userEvent.type(start, '31/02/2026{Enter}');
    await expect(onEntryChange).toHaveBeenLastCalledWith({ start: null, end: new Date(2026, 2, 17) });
    await expect(start).toHaveValue('31/02/2026');
    await expect(start).toHaveAccessibleDescription('Neispravan datum.');
    await expect(onEntryError).toHaveBeenLastCalledWith('start', 'Neispravan datum.');
    await userEvent.clear(start);
    await userEvent.type(start, '21/03/2026{Enter}');
    await expect(start).toHaveValue('21/03/2026');
    await expect(start).toHaveAccessibleDescription('Vikend nije dozvoljen.');
    await expect(onEntryChange).toHaveBeenLastCalledWith({ start: null, end: new Date(2026, 2, 17) });
    await userEvent.clear(end);
    await userEvent.tab();
    await expect(onEntryChange).toHaveBeenLastCalledWith({ start: null, end: null });
    await expect(end).toHaveValue('');
    // The host's error shows on a field without an error of its own.
    await expect(end).toHaveAccessibleDescription('Unesite datum kraja.');
    await userEvent.clear(start);
    await userEvent.type(start, '18/03/2026{Enter}');
    await expect(onEntryError).toHaveBeenLastCalledWith('start', null);
    await expect(onEntryChange).toHaveBeenLastCalledWith({ start: new Date(2026, 2, 18), end: null });
  },
};
