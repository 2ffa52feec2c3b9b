import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Label } from './label.tsx';
import { RadioGroup, RadioGroupItem } from './radio-group.tsx';

const options = (labels: [string, string]) =>
  labels.map((label, index) => (
    <div key={label} className="flex items-center gap-2">
      <RadioGroupItem value={String(index + 1)} id={`lice-${index + 1}`} />
      <Label htmlFor={`lice-${index + 1}`}>{label}</Label>
    </div>
  ));

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { defaultValue: '1', onValueChange: fn(), 'aria-label': 'Lice' },
  render: (args) => <RadioGroup {...args}>{options(['Pravno lice', 'Fizičko lice'])}</RadioGroup>,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Pravno lice' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Fizičko lice' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
    await userEvent.click(canvas.getByText('Pravno lice'));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Pravno lice' })).toBeChecked());
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal', className: 'flex gap-4' } };
export const Disabled: Story = { args: { disabled: true } };
export const Serbian: Story = {};
export const English: Story = {
  args: { 'aria-label': 'Person' },
  render: (args) => <RadioGroup {...args}>{options(['Legal person', 'Natural person'])}</RadioGroup>,
};

/** One Tab stop for the group; the arrow keys move the choice (the browser's own radio buttons). */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Pravno lice' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Fizičko lice' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Fizičko lice' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Pravno lice' })).not.toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Fizičko lice' })).not.toHaveFocus();
  },
};
