import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from './form-field.tsx';
import { MultiSelect } from './multi-select.tsx';

const grejanje = [
  { value: 'nema', label: 'Nema' },
  { value: 'cg', label: 'Centralno gradsko' },
  { value: 'et', label: 'Etažno' },
  { value: 'ta', label: 'TA peć' },
  { value: 'gas', label: 'Gas' },
];

const meta = {
  title: 'UI/MultiSelect',
  component: MultiSelect,
  args: {
    options: grejanje,
    noneValue: 'nema',
    placeholder: 'Izaberite…',
    labels: { clear: 'Obriši izbor', search: 'Pretraga', list: 'Opcije', selected: (n: number) => `Izabrano: ${n}` },
    onValueChange: fn(),
  },
  render: (args) => (
    <FormField label="Grejanje" className="max-w-sm">
      <MultiSelect {...args} />
    </FormField>
  ),
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Grejanje' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('checkbox', { name: 'Etažno' }));
    await userEvent.click(body.getByRole('checkbox', { name: 'Gas' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['et', 'gas']);
  },
};

export const NoneRule: Story = {
  args: { defaultValue: ['cg', 'gas'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Grejanje/ }));
    const body = within(canvasElement.ownerDocument.body);
    // None added to others: the selection becomes only none.
    await userEvent.click(await body.findByRole('checkbox', { name: 'Nema' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['nema']);
    await expect(body.getByRole('checkbox', { name: 'Gas' })).not.toBeChecked();
    // None alone and another added: none is removed.
    await userEvent.click(body.getByRole('checkbox', { name: 'TA peć' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['ta']);
    await expect(body.getByRole('checkbox', { name: 'Nema' })).not.toBeChecked();
  },
};

export const ManySelected: Story = { args: { defaultValue: ['cg', 'et', 'ta', 'gas'] } };

export const Searchable: Story = {
  args: { isSearchable: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Grejanje' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('textbox', { name: 'Pretraga' }), 'ga');
    await expect(body.getAllByRole('checkbox')).toHaveLength(1);
  },
};

export const RequiredHasNoClear: Story = {
  args: { defaultValue: ['cg'], isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Obriši izbor' })).toBeNull();
  },
};

export const Clearable: Story = {
  args: { defaultValue: ['cg'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Obriši izbor' }));
    await expect(args.onValueChange).toHaveBeenCalledWith([]);
  },
};

export const Disabled: Story = { args: { defaultValue: ['cg'], disabled: true } };

export const Serbian: Story = { args: { defaultValue: ['et'] } };

export const English: Story = {
  args: {
    placeholder: 'Choose…',
    labels: { clear: 'Clear selection', search: 'Search', list: 'Options', selected: (n: number) => `${n} selected` },
    options: [
      { value: 'nema', label: 'None' },
      { value: 'cg', label: 'District heating' },
      { value: 'et', label: 'Central (own boiler)' },
      { value: 'gas', label: 'Gas' },
    ],
  },
  render: (args) => (
    <FormField label="Heating" className="max-w-sm">
      <MultiSelect {...args} />
    </FormField>
  ),
};
