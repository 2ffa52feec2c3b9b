import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from './form-field.tsx';
import { MonthPicker } from './month-picker.tsx';

const meta = {
  title: 'UI/MonthPicker',
  component: MonthPicker,
  args: {
    defaultValue: new Date(2026, 2, 1),
    onValueChange: fn(),
    labels: { previousYear: 'Prethodna godina', nextYear: 'Sledeća godina', placeholder: 'Mesec' },
  },
  render: (args) => (
    <FormField label="Početak" className="max-w-60">
      <MonthPicker {...args} />
    </FormField>
  ),
} satisfies Meta<typeof MonthPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Početak' });
    await expect(trigger).toHaveTextContent('mart 2026');
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Prethodna godina' }));
    await userEvent.click(body.getByRole('button', { name: 'jun' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(new Date(2025, 5, 1));
  },
};

export const EndOfMonth: Story = {
  args: { boundary: 'end' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Početak' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'februar' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(new Date(2026, 1, 28, 23, 59, 59, 999));
  },
};

export const Empty: Story = { args: { defaultValue: null } };
export const Serbian: Story = {};
export const English: Story = {
  args: { locale: 'en', labels: { previousYear: 'Previous year', nextYear: 'Next year', placeholder: 'Month' } },
  render: (args) => (
    <FormField label="Start" className="max-w-60">
      <MonthPicker {...args} />
    </FormField>
  ),
};

/** Without a field label, its own name keeps the month it shows (label in name, WCAG 2.5.3). */
export const OwnName: Story = {
  args: { 'aria-label': 'Mesec' },
  render: (args) => <MonthPicker {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mesec: mart 2026' })).toHaveTextContent(
      'mart 2026',
    );
  },
};
