import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@rp/ui';

interface StaleRecordAlertProps {
  /** Someone else saved the record since it was opened: what that means for the user's changes. */
  message: string;
  reloadLabel: string;
  /** Reads the record again (the user's unsaved changes are lost); without it no button is offered. */
  onReload?: () => void;
}

/** The warning over a record's form when the server refused a save for a stale `verzija`, with the reload. */
export function StaleRecordAlert({ message, reloadLabel, onReload }: StaleRecordAlertProps) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
    >
      <TriangleAlert aria-hidden className="size-4 shrink-0 text-warning" />
      <p className="min-w-0 flex-1">{message}</p>
      {onReload ? (
        <Button type="button" variant="outline" size="sm" onClick={onReload}>
          <RefreshCw aria-hidden className="size-4" />
          {reloadLabel}
        </Button>
      ) : null}
    </div>
  );
}
