import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../hooks/use-controllable-state.ts';
import { useSubmitGuard } from '../hooks/use-submit-guard.ts';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './dialog.tsx';

interface FormDialogProps extends Omit<ComponentProps<'form'>, 'title' | 'onSubmit'> {
  title: ReactNode;
  description?: ReactNode;
  submitLabel: string;
  cancelLabel: string;
  /** The close button's accessible name; without it the dialog has no close button (Escape and Cancel close it). */
  closeLabel?: string;
  /**
   * Runs on submit (the browser's own submit is prevented); the form stays open until the host closes it. Return
   * the save's promise: until it settles a second submit is ignored (useSubmitGuard), however the button renders.
   * A rejection is the host's to report (the portal's mutation cache reports every failed save).
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** While true the submit button spins and the dialog cannot be closed, so nothing is sent twice or lost. */
  isSubmitting?: boolean;
  /** False while the fields show errors: the submit button is disabled and a submit (Enter) is ignored. */
  canSubmit?: boolean;
  size?: DialogContentProps['size'];
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog. */
  trigger?: ReactNode;
}

/** A dialog holding one form: title, description, the fields, and Cancel / Submit in the footer. */
function FormDialog({
  title,
  description,
  submitLabel,
  cancelLabel,
  closeLabel,
  onSubmit,
  isSubmitting: isHostSubmitting = false,
  canSubmit = true,
  size,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  className,
  children,
  ...props
}: FormDialogProps) {
  const [isOpen, setIsOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const submitGuard = useSubmitGuard();
  const isSubmitting = isHostSubmitting || submitGuard.isSubmitting;
  const submit = submitGuard.guard(async (event: FormEvent<HTMLFormElement>) => {
    if (!canSubmit) return;
    await onSubmit(event);
  });
  const setOpen = (next: boolean) => {
    if (!isSubmitting) setIsOpen(next);
  };
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent size={size} closeLabel={closeLabel} {...(!description && { 'aria-describedby': undefined })}>
        <form
          data-slot="form-dialog"
          noValidate
          className={cn('space-y-4', className)}
          onSubmit={(event) => {
            event.preventDefault();
            submit(event).catch(() => undefined);
          }}
          {...props}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => setOpen(false)}>
              {cancelLabel}
            </Button>
            <Button type="submit" isLoading={isSubmitting} disabled={!canSubmit}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export { FormDialog };
export type { FormDialogProps };
