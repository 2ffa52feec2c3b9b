import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Pencil } from 'lucide-react';
import { IconButton } from './icon-button.tsx';
import { Tooltip } from './tooltip.tsx';
import { Button } from './button.tsx';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: { content: 'Izmeni procenu', children: <Button variant="outline">Izmeni</Button> },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Izmeni' })).toHaveFocus();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Izmeni procenu');
  },
};
export const OnIconButton: Story = {
  render: () => <IconButton label="Izmeni" icon={<Pencil aria-hidden="true" />} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Izmeni' })).toBeVisible();
  },
};
export const Serbian: Story = {};
export const English: Story = {
  args: { content: 'Edit valuation', children: <Button variant="outline">Edit</Button> },
};
