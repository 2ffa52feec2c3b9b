import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from './button.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Sačuvaj', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sačuvaj' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('data-slot', 'button');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-2">
          {(['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const).map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant}
            </Button>
          ))}
          <Button {...args} size="icon" variant="outline" aria-label="Dodaj">
            <Plus aria-hidden="true" />
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    variant: 'destructive',
    children: (
      <>
        <Trash2 aria-hidden="true" /> Obriši
      </>
    ),
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sačuvaj' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isLoading: true, loadingLabel: 'Čuvanje…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Sačuvaj/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Čuvanje…');
  },
};

export const AsChild: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="#procene">Procene</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Procene' });
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};

export const Serbian: Story = {
  render: (args) => (
    <div className="flex gap-2">
      <Button {...args}>Sačuvaj</Button>
      <Button {...args} variant="outline">
        Otkaži
      </Button>
      <Button {...args} variant="destructive">
        Obriši
      </Button>
    </div>
  ),
};

export const English: Story = {
  render: (args) => (
    <div className="flex gap-2">
      <Button {...args}>Save</Button>
      <Button {...args} variant="outline">
        Cancel
      </Button>
      <Button {...args} variant="destructive">
        Delete
      </Button>
    </div>
  ),
};
