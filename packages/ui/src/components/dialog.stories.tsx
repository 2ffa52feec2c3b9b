import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Nova beleška</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Zatvori">
        <DialogHeader>
          <DialogTitle>Nova beleška</DialogTitle>
          <DialogDescription>Beleška je vidljiva radniku na početnoj strani.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <FormField label="Tekst">
            <Input />
          </FormField>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Otkaži</Button>
          </DialogClose>
          <Button>Sačuvaj</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nova beleška' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Nova beleška' });
    await expect(within(dialog).getByLabelText('Tekst')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zatvori' }));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const Open: Story = { args: { defaultOpen: true } };
export const Serbian: Story = { args: { defaultOpen: true } };
export const English: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent closeLabel="Close">
        <DialogHeader>
          <DialogTitle>New note</DialogTitle>
          <DialogDescription>The worker sees the note on the home page.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};
