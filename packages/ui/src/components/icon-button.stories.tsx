import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Download, Pencil, Trash2 } from 'lucide-react';
import { IconButton } from './icon-button.tsx';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Izmeni', icon: <Pencil aria-hidden="true" />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Izmeni' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const Variants: Story = {
  render: (args) => (
    <div className="flex gap-2">
      <IconButton {...args} />
      <IconButton {...args} variant="outline" label="Preuzmi" icon={<Download aria-hidden="true" />} />
      <IconButton {...args} variant="destructive" label="Obriši" icon={<Trash2 aria-hidden="true" />} />
      <IconButton {...args} size="sm" label="Mala" />
      <IconButton {...args} size="lg" label="Velika" />
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { isLoading: true, hasTooltip: false } };
export const Serbian: Story = {};
export const English: Story = { args: { label: 'Edit' } };
