import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from './form-field.tsx';
import { Input, Textarea } from './input.tsx';

const meta = {
  title: 'UI/FormField',
  component: FormField,
  args: { label: 'Naziv', children: <Input placeholder="npr. Stan u Novom Sadu" /> },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Naziv');
    await userEvent.type(input, 'Stan');
    await expect(input).toHaveValue('Stan');
  },
};

export const Required: Story = {
  args: { isRequired: true, requiredLabel: 'obavezno', label: 'Korisničko ime' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Korisničko ime/ });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const WithHint: Story = {
  args: { label: 'Matični broj', hint: 'Samo cifre: najviše 8 za pravno lice.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Matični broj');
    await expect(input).toHaveAccessibleDescription('Samo cifre: najviše 8 za pravno lice.');
  },
};

export const WithError: Story = {
  args: {
    label: 'Kvadratura',
    isRequired: true,
    hint: 'U m².',
    error: 'Neispravan podatak',
    children: <Input defaultValue="abc" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Kvadratura/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Neispravan podatak');
    await expect(input).toHaveAccessibleDescription('U m². Neispravan podatak');
  },
};

export const DisabledInput: Story = { args: { label: 'Id', children: <Input defaultValue="1024" disabled /> } };

export const TextareaField: Story = {
  args: { label: 'Opis', hint: 'Kratak opis procene.', children: <Textarea /> },
};

export const RenderFunction: Story = {
  args: {
    label: 'Email',
    error: 'invalid data',
    children: (control) => <Input type="email" {...control} defaultValue="x@" />,
  },
};

export const Serbian: Story = {
  args: { label: 'Lozinka', isRequired: true, requiredLabel: 'obavezno', hint: 'Najmanje 8 znakova.' },
};

export const English: Story = {
  args: { label: 'Password', isRequired: true, requiredLabel: 'required', hint: 'At least 8 characters.' },
};
