import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Calendar } from './calendar.tsx';

const meta = {
  title: 'UI/Calendar',
  component: Calendar,
  args: {
    today: new Date(2026, 2, 12),
    defaultMonth: new Date(2026, 2, 1),
    onSelect: fn(),
    labels: { previousMonth: 'Prethodni mesec', nextMonth: 'Sledeći mesec' },
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sledeći mesec' }));
    await expect(canvas.getByRole('grid', { name: 'april 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'sreda, 1. april 2026.' }));
    await expect(args.onSelect).toHaveBeenCalledWith(new Date(2026, 3, 1));
  },
};

export const WithSelection: Story = { args: { selected: new Date(2026, 2, 18) } };
export const WeekendsExcluded: Story = { args: { excludeWeekends: true } };
export const MinAndMax: Story = { args: { minDate: new Date(2026, 2, 5), maxDate: new Date(2026, 2, 25) } };
export const Serbian: Story = {};
export const English: Story = {
  args: { locale: 'en', labels: { previousMonth: 'Previous month', nextMonth: 'Next month' } },
};
