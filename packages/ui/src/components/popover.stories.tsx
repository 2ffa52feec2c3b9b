import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="outline">Detalji</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Detalji" className="w-64 text-sm">
        Procena je u fazi 2: snimanje završeno, izveštaj u izradi.
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Detalji' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Detalji' });
    await expect(dialog).toHaveTextContent('faza 2'.replace('faza', 'fazi'));
    await userEvent.keyboard('{Escape}');
  },
};

export const Open: Story = { args: { defaultOpen: true } };
