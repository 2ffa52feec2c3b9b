import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Trash2 } from 'lucide-react';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Potvrdite brisanje?',
    itemName: 'Klijent: Vojvodina Invest a.d.',
    confirmLabel: 'Da',
    cancelLabel: 'Ne',
    variant: 'destructive',
    onConfirm: fn(),
    onCancel: fn(),
    trigger: (
      <Button variant="destructive">
        <Trash2 aria-hidden="true" /> Obriši
      </Button>
    ),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Obriši' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Potvrdite brisanje?' });
    await expect(within(dialog).getByText('Klijent: Vojvodina Invest a.d.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Ne' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Da' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Obriši' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Ne' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const AsyncConfirm: Story = {
  args: { onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Obriši' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Da' }));
    await expect(body.getByRole('button', { name: /Da/ })).toBeDisabled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const CloseAll: Story = {
  args: { title: 'Zatvori sve?', itemName: undefined, variant: 'default', defaultOpen: true, trigger: undefined },
};

export const DoYouConfirm: Story = {
  args: {
    title: 'Da li potvrđujete?',
    itemName: undefined,
    description: 'Zadatak je već započet na drugom mestu.',
    variant: 'default',
    defaultOpen: true,
    trigger: undefined,
  },
};

export const Serbian: Story = { args: { defaultOpen: true } };

export const English: Story = {
  args: {
    title: 'confirm the deletion?',
    itemName: 'Client: Vojvodina Invest a.d.',
    confirmLabel: 'yes',
    cancelLabel: 'no',
    defaultOpen: true,
  },
};
