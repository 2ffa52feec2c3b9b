import { useState, type ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { TriangleAlert } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../hooks/use-controllable-state.ts';
import { Button } from './button.tsx';

interface ConfirmDialogProps {
  /** The question, e.g. 'confirm the deletion?', 'close all?' or 'Do you confirm?'. */
  title: ReactNode;
  /** The item the action concerns, e.g. the client's name; shown prominently. */
  itemName?: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs on yes; a returned promise keeps the dialog open with a spinner until it settles. */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
  variant?: 'default' | 'destructive';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (e.g. a delete button). */
  trigger?: ReactNode;
  className?: string;
}

function ConfirmDialog({
  title,
  itemName,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  variant = 'default',
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  className,
}: ConfirmDialogProps) {
  const [isOpen, setIsOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const [isBusy, setIsBusy] = useState(false);

  const confirm = async () => {
    const result = onConfirm();
    if (result instanceof Promise) {
      setIsBusy(true);
      try {
        await result;
        setIsOpen(false);
      } finally {
        setIsBusy(false);
      }
    } else {
      setIsOpen(false);
    }
  };

  return (
    <DialogPrimitive.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (!next && !isBusy) onCancel?.();
        if (!isBusy) setIsOpen(next);
      }}
    >
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-overlay" />
        <DialogPrimitive.Content
          role="alertdialog"
          data-slot="confirm-dialog"
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 animate-fade-in flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-lg outline-none',
            className,
          )}
          onEscapeKeyDown={(event) => isBusy && event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex gap-3">
            {variant === 'destructive' ? (
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-danger-subtle text-danger">
                <TriangleAlert aria-hidden="true" className="size-4" />
              </span>
            ) : null}
            <div className="grid gap-1">
              <DialogPrimitive.Title className="text-lg leading-tight font-semibold first-letter:uppercase">
                {title}
              </DialogPrimitive.Title>
              {itemName ? <p className="text-base font-medium break-words">{itemName}</p> : null}
              {description ? (
                <DialogPrimitive.Description className="text-sm text-muted-foreground">
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogPrimitive.Close asChild>
              <Button variant="outline" disabled={isBusy} autoFocus>
                {cancelLabel}
              </Button>
            </DialogPrimitive.Close>
            <Button
              variant={variant === 'destructive' ? 'destructive' : 'default'}
              isLoading={isBusy}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export { ConfirmDialog };
export type { ConfirmDialogProps };
