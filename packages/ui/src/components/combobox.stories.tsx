import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Combobox, EntityPicker, type ComboboxItem } from './combobox.tsx';
import { FormField } from './form-field.tsx';

const clients: ComboboxItem[] = [
  { value: '1', label: 'Intesa Leasing d.o.o.', description: 'Novi Sad', group: 'Pravna lica' },
  { value: '2', label: 'Vojvodina Invest a.d.', description: 'Novi Sad', group: 'Pravna lica' },
  { value: '3', label: 'Gradnja Petrović', description: 'Beograd', group: 'Pravna lica' },
  { value: '4', label: 'Jovana Jovanović', description: 'Sremska Kamenica', group: 'Fizička lica' },
  { value: '5', label: 'Đorđe Šćepanović', description: 'Futog', group: 'Fizička lica' },
];

const meta = {
  title: 'UI/Combobox',
  component: Combobox,
  args: {
    items: clients,
    placeholder: 'Izaberite klijenta',
    labels: { search: 'Pretraga…', empty: 'Nema rezultata.', clear: 'Obriši izbor', loading: 'Učitavanje' },
    onValueChange: fn(),
  },
  render: (args) => (
    <FormField label="Klijent" className="max-w-sm">
      <Combobox {...args} />
    </FormField>
  ),
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Klijent' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('combobox', { name: 'Pretraga…' }), 'futog');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('5');
    await expect(trigger).toHaveTextContent('Đorđe Šćepanović');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Klijent' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('combobox', { name: 'Pretraga…' }), 'zzzz');
    await expect(await body.findByText('Nema rezultata.')).toBeVisible();
  },
};

export const WithValue: Story = { args: { defaultValue: '2' } };
export const Required: Story = { args: { defaultValue: '2', isRequired: true } };
export const Disabled: Story = { args: { defaultValue: '2', disabled: true } };

export const ServerSearch: Story = {
  render: function Render(args) {
    const [items, setItems] = useState<ComboboxItem[]>([]);
    const [isLoading, setIsLoading] = useState(false);
    return (
      <FormField label="Klijent" className="max-w-sm">
        <Combobox
          {...args}
          items={items}
          isLoading={isLoading}
          onSearchChange={(query) => {
            setIsLoading(true);
            window.setTimeout(() => {
              setItems(clients.filter((c) => c.label.toLowerCase().includes(query.toLowerCase())));
              setIsLoading(false);
            }, 150);
          }}
        />
      </FormField>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Klijent' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('combobox', { name: 'Pretraga…' }), 'gradnja');
    await waitFor(() => expect(body.getByRole('option', { name: /Gradnja Petrović/ })).toBeVisible());
  },
};

export const Entities: Story = {
  render: (args) => (
    <div className="grid max-w-sm gap-3">
      <FormField label="Banka">
        <EntityPicker
          {...args}
          entity="bank"
          placeholder="Izaberite banku"
          items={[{ value: 'b1', label: 'Banca Intesa' }]}
        />
      </FormField>
      <FormField label="Bankar">
        <EntityPicker
          {...args}
          entity="banker"
          placeholder="Izaberite bankara"
          items={[{ value: 'k1', label: 'Milan Ilić' }]}
        />
      </FormField>
      <FormField label="Klijent">
        <EntityPicker {...args} entity="client" placeholder="Izaberite klijenta" />
      </FormField>
      <FormField label="Radnik">
        <EntityPicker
          {...args}
          entity="worker"
          placeholder="Izaberite radnika"
          items={[{ value: 'r1', label: 'Ana Kovač' }]}
        />
      </FormField>
    </div>
  ),
};

export const Serbian: Story = {};

export const English: Story = {
  args: {
    placeholder: 'Choose a client',
    labels: { search: 'Search…', empty: 'No results.', clear: 'Clear selection', loading: 'Loading' },
  },
  render: (args) => (
    <FormField label="Client" className="max-w-sm">
      <Combobox {...args} />
    </FormField>
  ),
};
