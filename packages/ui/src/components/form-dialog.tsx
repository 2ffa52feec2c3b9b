import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../hooks/use-controllable-state.ts';
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
  /** Runs on submit (the browser's own submit is prevented); the form stays open until the host closes it. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** While true the submit button spins and the dialog cannot be closed, so nothing is sent twice or lost. */
  isSubmitting?: boolean;
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
  isSubmitting = false,
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
            onSubmit(event);
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
            <Button type="submit" isLoading={isSubmitting}>
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
