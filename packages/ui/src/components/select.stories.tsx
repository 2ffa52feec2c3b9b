import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from './form-field.tsx';
import { Select } from './select.tsx';

const priorities = [
  { value: '1', label: 'Visok' },
  { value: '2', label: 'Srednji' },
  { value: '3', label: 'Nizak' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { options: priorities, placeholder: 'Izaberite…', clearLabel: 'Obriši izbor', onValueChange: fn() },
  render: (args) => (
    <FormField label="Prioritet" isRequired={args.isRequired} className="max-w-xs">
      <Select {...args} />
    </FormField>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Prioritet' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Srednji' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
    await expect(trigger).toHaveTextContent('Srednji');
    // The rest of the page stays aria-hidden until the listbox has finished closing.
    await userEvent.click(await canvas.findByRole('button', { name: 'Obriši izbor' }, { timeout: 5000 }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(trigger).toHaveTextContent('Izaberite…');
  },
};

export const WithValue: Story = { args: { defaultValue: '2' } };

export const RequiredHasNoClear: Story = {
  args: { defaultValue: '2', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Obriši izbor' })).toBeNull();
  },
};

export const Disabled: Story = { args: { defaultValue: '1', disabled: true } };

export const Serbian: Story = { args: { defaultValue: '3' } };

export const English: Story = {
  args: {
    placeholder: 'Choose…',
    clearLabel: 'Clear selection',
    options: [
      { value: '1', label: 'High' },
      { value: '2', label: 'Medium' },
      { value: '3', label: 'Low' },
    ],
    defaultValue: '1',
  },
  render: (args) => (
    <FormField label="Priority" className="max-w-xs">
      <Select {...args} />
    </FormField>
  ),
};

/** A letter typed on the closed box chooses the first option it starts (the options mount when the box takes focus). */
export const TypingALetter: Story = {
  args: { defaultValue: '1' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Prioritet' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('n');
    await expect(args.onValueChange).toHaveBeenCalledWith('3');
    await expect(trigger).toHaveTextContent('Nizak');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
