import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { TaskStatus } from '../model/types.ts';
import { cn } from './cn.ts';
import { PLANNER_LABELS_SR, usePlannerLabels } from './labels.ts';
import { statusOptions } from './status-choices.ts';
import { STATUS_PICKER_CLOSE_MS } from './time-scale.ts';

/** The Serbian status names; the editor's parts read the names of its locale (`PlannerLabels.statuses`). */
export const STATUS_LABELS: Readonly<Record<TaskStatus, string>> = PLANNER_LABELS_SR.statuses;

/** The design-token colour of each status (`--color-…`). */
export const STATUS_COLOR: Readonly<Record<TaskStatus, string>> = {
  STATUS_ACTIVE: 'primary',
  STATUS_DONE: 'success',
  STATUS_FAILED: 'danger',
  STATUS_SUSPENDED: 'warning',
  STATUS_UNDEFINED: 'muted-foreground',
};

export const STATUS_DOT: Readonly<Record<TaskStatus, string>> = {
  STATUS_ACTIVE: 'bg-primary',
  STATUS_DONE: 'bg-success',
  STATUS_FAILED: 'bg-danger',
  STATUS_SUSPENDED: 'bg-warning',
  STATUS_UNDEFINED: 'bg-muted-foreground',
};

export interface StatusPickerProps {
  anchor: DOMRect;
  value: TaskStatus;
  taskName: string;
  onSelect: (status: TaskStatus) => void;
  onClose: () => void;
  /** The statuses offered (the current one is always listed); all five when not given. */
  choices?: readonly TaskStatus[];
  /** Closes by itself after this long without a pick (§9: 3 s). */
  closeAfterMs?: number;
}

/** The status menu of a grid row: a small listbox that closes after 3 seconds. */
export function StatusPicker({
  anchor,
  value,
  taskName,
  onSelect,
  onClose,
  choices,
  closeAfterMs = STATUS_PICKER_CLOSE_MS,
}: StatusPickerProps) {
  const text = usePlannerLabels();
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = window.setTimeout(onClose, closeAfterMs);
    const onPointerDown = (event: PointerEvent): void => {
      if (!listRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [onClose, closeAfterMs]);

  const move = (from: number, step: number): void => {
    const options = listRef.current?.querySelectorAll<HTMLElement>('[role="option"]');
    if (!options || options.length === 0) return;
    options[(from + step + options.length) % options.length]?.focus();
  };

  return createPortal(
    <div
      ref={listRef}
      role="listbox"
      aria-label={text.statusMenu(taskName)}
      data-slot="gantt-status-picker"
      className="fixed z-50 w-40 rounded-md border border-border bg-popover p-1 text-sm text-popover-foreground shadow-md"
      style={{ left: anchor.left, top: anchor.bottom + 2 }}
    >
      {statusOptions(value, choices).map((status, index) => (
        <div
          key={status}
          role="option"
          tabIndex={-1}
          aria-selected={status === value}
          className={cn(
            'flex cursor-pointer items-center gap-2 rounded px-2 py-1 outline-none hover:bg-accent focus:bg-accent',
            status === value && 'font-medium',
          )}
          onClick={() => onSelect(status)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onSelect(status);
            } else if (event.key === 'Escape') onClose();
            else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              event.stopPropagation();
              move(index, event.key === 'ArrowDown' ? 1 : -1);
            }
          }}
        >
          <span aria-hidden="true" className={cn('size-2.5 rounded-full', STATUS_DOT[status])} />
          {text.statuses[status]}
        </div>
      ))}
    </div>,
    document.body,
  );
}
