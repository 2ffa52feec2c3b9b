import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from './input.tsx';

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { 'aria-label': 'Pretraga', placeholder: 'Pretraga…' },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Pretraga' });
    await userEvent.type(input, 'Novi Sad');
    await expect(input).toHaveValue('Novi Sad');
  },
};
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: '12a' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Zaključano' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Samo za čitanje' } };
export const Number: Story = { args: { type: 'number', 'aria-label': 'Kvadratura', defaultValue: 54 } };
export const Serbian: Story = {};
export const English: Story = { args: { 'aria-label': 'Search', placeholder: 'Search…' } };
