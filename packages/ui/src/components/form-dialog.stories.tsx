import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { FormDialog } from './form-dialog.tsx';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';

const meta = {
  title: 'UI/FormDialog',
  component: FormDialog,
  args: {
    title: 'Nova beleška',
    description: 'Beleška se prikazuje radniku na početnoj strani.',
    submitLabel: 'Sačuvaj',
    cancelLabel: 'Otkaži',
    closeLabel: 'Zatvori',
    onSubmit: fn(),
    trigger: <Button>Dodaj belešku</Button>,
    children: (
      <FormField label="Tekst" htmlFor="form-dialog-text" isRequired>
        <Input id="form-dialog-text" />
      </FormField>
    ),
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dodaj belešku' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Nova beleška' });
    await expect(dialog).toHaveAccessibleDescription('Beleška se prikazuje radniku na početnoj strani.');
    await userEvent.type(within(dialog).getByLabelText(/Tekst/), 'Poziv banci{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // The host closes it when the save succeeds; Cancel closes it at once.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Otkaži' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** While the save runs, the dialog keeps its data: it cannot be closed and the button spins. */
export const Submitting: Story = {
  args: { defaultOpen: true, isSubmitting: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Nova beleška' });
    await expect(within(dialog).getByRole('button', { name: 'Otkaži' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'Nova beleška' })).toBeVisible();
  },
};

function ControlledDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const [saved, setSaved] = useState('');
  const [text, setText] = useState('');
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Open</Button>
      <p>Saved: {saved}</p>
      <FormDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Rename"
        submitLabel="Save"
        cancelLabel="Cancel"
        onSubmit={() => {
          setSaved(text);
          setIsOpen(false);
        }}
      >
        <FormField label="Name" htmlFor="form-dialog-name">
          <Input id="form-dialog-name" value={text} onChange={(event) => setText(event.target.value)} />
        </FormField>
      </FormDialog>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDialog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Rename' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Bušilica');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saved: Bušilica')).toBeVisible();
  },
};

/** A double click, and a second submit while the save runs, send it once (useSubmitGuard). */
export const DoubleClickSavesOnce: Story = {
  args: {
    defaultOpen: true,
    onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Nova beleška' });
    const save = within(dialog).getByRole('button', { name: 'Sačuvaj' });
    await userEvent.dblClick(save);
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    // A submit that bypasses the disabled button (a re-render that re-enabled it, a script) is ignored too.
    dialog.querySelector('form')!.requestSubmit();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** While the fields show errors the form cannot be sent: the button is disabled and Enter sends nothing. */
export const InvalidCannotSubmit: Story = {
  args: { defaultOpen: true, canSubmit: false },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Nova beleška' });
    await expect(within(dialog).getByRole('button', { name: 'Sačuvaj' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Tekst/), 'x{Enter}');
    dialog.querySelector('form')!.requestSubmit();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
