import { memo } from 'react';
import type { ComponentProps } from 'react';
import type { PlannerError } from '../model/types.ts';
import { cn } from './cn.ts';

export interface PlannerErrorAlertProps extends ComponentProps<'div'> {
  errors: readonly PlannerError[];
  onDismiss?: () => void;
}

/** One line per error: the raw message code (§8 shows it untranslated) and the task's name. */
export function formatPlannerError(error: PlannerError): string {
  const parts: string[] = [error.code];
  if (error.taskName) parts.push(error.taskName);
  if (error.detail && error.detail !== error.taskName) parts.push(`(${error.detail})`);
  return parts.join(' ');
}

/** The in-page alert region of the planning editor; empty (and silent) when there is nothing to say. */
export const PlannerErrorAlert = memo(function PlannerErrorAlert({
  errors,
  onDismiss,
  className,
  ...props
}: PlannerErrorAlertProps) {
  return (
    <div
      role="alert"
      data-slot="planner-error-alert"
      className={cn(
        errors.length > 0 &&
          'flex items-start gap-3 rounded-md border border-danger bg-danger-subtle px-3 py-2 text-sm text-danger',
        className,
      )}
      {...props}
    >
      {errors.length > 0 && (
        <>
          <ul className="flex-1 font-mono text-xs">
            {errors.map((error, i) => (
              <li key={`${error.code}-${error.taskId ?? ''}-${i}`}>{formatPlannerError(error)}</li>
            ))}
          </ul>
          {onDismiss && (
            <button
              type="button"
              onClick={onDismiss}
              className="rounded px-2 py-0.5 text-xs font-medium text-danger hover:bg-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              Zatvori
            </button>
          )}
        </>
      )}
    </div>
  );
});
