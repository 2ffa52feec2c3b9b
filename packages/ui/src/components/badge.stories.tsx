import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge.tsx';

const meta = { title: 'UI/Badge', component: Badge, args: { children: 'Aktivna' } } satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aktivna')).toHaveAttribute('data-slot', 'badge');
  },
};
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {(['default', 'secondary', 'outline', 'success', 'info', 'warning', 'danger'] as const).map((variant) => (
        <Badge key={variant} {...args} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
};
export const Serbian: Story = {
  render: () => (
    <div className="flex gap-2">
      <Badge variant="success">Završena</Badge>
      <Badge variant="warning">Na čekanju</Badge>
      <Badge variant="danger">Kasni</Badge>
    </div>
  ),
};
export const English: Story = {
  render: () => (
    <div className="flex gap-2">
      <Badge variant="success">Done</Badge>
      <Badge variant="warning">Pending</Badge>
      <Badge variant="danger">Late</Badge>
    </div>
  ),
};
