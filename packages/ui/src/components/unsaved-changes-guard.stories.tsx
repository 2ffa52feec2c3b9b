import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useUnsavedChangesGuard, type NavigationBlocker } from '../hooks/use-unsaved-changes-guard.ts';
import { Button } from './button.tsx';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';

interface DemoProps {
  message: string;
  confirm: (message: string) => boolean;
  onNavigate: () => void;
}

function GuardDemo({ message, confirm, onNavigate }: DemoProps) {
  const [value, setValue] = useState('');
  const [blocker, setBlocker] = useState<NavigationBlocker>({ state: 'unblocked' });
  const isDirty = value !== '';
  useUnsavedChangesGuard(isDirty, message, { blocker, confirm });
  const navigate = () =>
    isDirty
      ? setBlocker({
          state: 'blocked',
          proceed: () => {
            setBlocker({ state: 'unblocked' });
            onNavigate();
          },
          reset: () => setBlocker({ state: 'unblocked' }),
        })
      : onNavigate();
  return (
    <div className="grid max-w-sm gap-3">
      <FormField label="Naziv slike">
        <Input value={value} onChange={(event) => setValue(event.target.value)} />
      </FormField>
      <p className="text-sm text-muted-foreground" data-testid="state">
        {isDirty ? 'Ima nesačuvanih izmena' : 'Sve je sačuvano'}
      </p>
      <Button variant="outline" onClick={navigate}>
        Idi na listu
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/useUnsavedChangesGuard',
  component: GuardDemo,
  args: { message: 'You have some unsaved data on the page!', confirm: fn(() => false), onNavigate: fn() },
} satisfies Meta<typeof GuardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StaysWhenDeclined: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Naziv slike'), 'fasada');
    await userEvent.click(canvas.getByRole('button', { name: 'Idi na listu' }));
    await waitFor(() => expect(args.confirm).toHaveBeenCalledWith('You have some unsaved data on the page!'));
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const LeavesWhenConfirmed: Story = {
  args: { confirm: fn(() => true) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Naziv slike'), 'fasada');
    await userEvent.click(canvas.getByRole('button', { name: 'Idi na listu' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalled());
  },
};

export const CleanPageLeavesFreely: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Idi na listu' }));
    await expect(args.confirm).not.toHaveBeenCalled();
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};

export const BeforeUnload: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByLabelText('Naziv slike'), 'x');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    await expect(event.defaultPrevented).toBe(true);
  },
};
