import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker } from './date-picker.tsx';
import { FormField } from './form-field.tsx';

const TODAY = new Date(2026, 2, 12);

const labelsSr = {
  openCalendar: 'Otvori kalendar',
  previousMonth: 'Prethodni mesec',
  nextMonth: 'Sledeći mesec',
  invalid: 'The data inserted are invalid for the field format.',
  weekend: 'Vikend se ne može izabrati.',
};

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { today: TODAY, labels: labelsSr, onValueChange: fn(), locale: 'sr' },
  render: (args) => (
    <FormField label="Datum inspekcije" className="max-w-60">
      <DatePicker {...args} />
    </FormField>
  ),
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Otvori kalendar' }));
    const body = within(canvasElement.ownerDocument.body);
    const grid = await body.findByRole('grid');
    // Monday first, no week numbers: seven columns.
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    await expect(within(grid).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'ponedeljak');
    await userEvent.click(within(grid).getByRole('button', { name: /18\. mart 2026/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith(new Date(2026, 2, 18));
    await expect(canvas.getByLabelText('Datum inspekcije')).toHaveValue('18/03/2026');
  },
};

export const TypedDate: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Datum inspekcije');
    await userEvent.type(input, '5/4/2026{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(new Date(2026, 3, 5));
    await expect(input).toHaveValue('05/04/2026');
  },
};

export const Shortcut: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Datum inspekcije');
    await userEvent.type(input, '+3d');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenCalled();
    await expect(input).toHaveValue('15/03/2026');
  },
};

export const InvalidText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Datum inspekcije'), '45/45/20x{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The data inserted are invalid for the field format.');
    await expect(canvas.getByLabelText('Datum inspekcije')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WeekendsExcluded: Story = {
  args: { excludeWeekends: true, defaultValue: new Date(2026, 2, 12) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Otvori kalendar' }));
    const grid = await within(canvasElement.ownerDocument.body).findByRole('grid');
    await expect(within(grid).getByRole('button', { name: /14\. mart 2026/ })).toBeDisabled();
    await expect(within(grid).getByRole('button', { name: /13\. mart 2026/ })).toBeEnabled();
  },
};

export const KeyboardNavigation: Story = {
  args: { defaultValue: new Date(2026, 2, 12) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Otvori kalendar' }));
    const grid = await within(canvasElement.ownerDocument.body).findByRole('grid');
    within(grid)
      .getByRole('button', { name: /12\. mart 2026/ })
      .focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(new Date(2026, 2, 20));
  },
};

export const WithValue: Story = { args: { defaultValue: new Date(2026, 0, 31) } };
export const Disabled: Story = { args: { defaultValue: new Date(2026, 0, 31), disabled: true } };

/** Read-only (a field the user may not change): the date shows, and no calendar is offered, by click or by key. */
export const ReadOnly: Story = {
  args: { defaultValue: new Date(2026, 0, 31), readOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Datum inspekcije');
    await expect(input).toHaveValue('31/01/2026');
    await expect(canvas.queryByRole('button', { name: 'Otvori kalendar' })).toBeNull();
    await userEvent.click(input);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('grid')).toBeNull();
    await userEvent.type(input, '1');
    await userEvent.tab();
    await expect(input).toHaveValue('31/01/2026');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Serbian: Story = { args: { defaultValue: new Date(2026, 2, 12) } };

export const English: Story = {
  args: {
    locale: 'en',
    defaultValue: new Date(2026, 2, 12),
    labels: {
      openCalendar: 'Open calendar',
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
      invalid: 'The data inserted are invalid for the field format.',
      weekend: 'Weekend days cannot be chosen.',
    },
  },
  render: (args) => (
    <FormField label="Inspection date" className="max-w-60">
      <DatePicker {...args} />
    </FormField>
  ),
};
