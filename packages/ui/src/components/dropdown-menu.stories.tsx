import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Download, FileSpreadsheet, Trash2 } from 'lucide-react';
import { Button } from './button.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenu,
  args: { onOpenChange: fn() },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Akcije</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Procena</DropdownMenuLabel>
        <DropdownMenuItem>
          <FileSpreadsheet aria-hidden="true" /> Izvoz u Excel
        </DropdownMenuItem>
        <DropdownMenuItem>
          <Download aria-hidden="true" /> Preuzmi izveštaj
        </DropdownMenuItem>
        <DropdownMenuCheckboxItem checked>Samo moje inspekcije</DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem className="text-danger">
          <Trash2 aria-hidden="true" /> Obriši
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Akcije' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Izvoz u Excel' })).toBeVisible();
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Samo moje inspekcije' })).toBeChecked();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const Serbian: Story = { args: { defaultOpen: true } };
