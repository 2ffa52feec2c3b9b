import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner.tsx';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { label: 'Učitavanje…' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Učitavanje…');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-4 text-primary">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
      <Spinner {...args} size="xl" />
    </div>
  ),
};

export const Serbian: Story = { args: { label: 'Učitavanje…' } };
export const English: Story = { args: { label: 'Loading…' } };
