import { memo } from 'react';
import type { ComponentProps } from 'react';
import type { PlannerError, PlannerErrorCode } from '../model/types.ts';
import { cn } from './cn.ts';
import { PLANNER_LABELS_SR, usePlannerLabels } from './labels.ts';
import type { PlannerLabels } from './labels.ts';

export interface PlannerErrorAlertProps extends ComponentProps<'div'> {
  errors: readonly PlannerError[];
  onDismiss?: () => void;
}

/** The lines the alert shows; a load of a bad plan can hold thousands of errors, the rest are counted. */
export const PLANNER_ALERT_MAX_LINES = 5;

/** The codes whose `detail` is another task's name (the superior, the parent) or the text the user typed. */
const DETAIL_FOR_USER: ReadonlySet<PlannerErrorCode> = new Set<PlannerErrorCode>([
  'CIRCULAR_REFERENCE',
  'CANNOT_DEPENDS_ON_ANCESTORS',
  'CANNOT_DEPENDS_ON_DESCENDANTS',
  'GANTT_ERROR_DEPENDS_ON_OPEN_TASK',
  'GANTT_ERROR_DESCENDANT_OF_CLOSED_TASK',
  'INVALID_DEPENDENCY',
]);

/**
 * One error as a sentence in the editor's language: the task's name, what is wrong and, where it helps, the other
 * task's name. The §8 code is not shown (it is developer text): the alert keeps it in each line's `data-code`.
 */
export function formatPlannerError(error: PlannerError, labels: PlannerLabels = PLANNER_LABELS_SR): string {
  const parts: string[] = [];
  if (error.taskName) parts.push(`${error.taskName}:`);
  parts.push(labels.errors[error.code] ?? error.code);
  if (error.detail && error.detail !== error.taskName && DETAIL_FOR_USER.has(error.code))
    parts.push(`(${error.detail})`);
  return parts.join(' ');
}

/** The in-page alert region of the planning editor; empty (and silent) when there is nothing to say. */
export const PlannerErrorAlert = memo(function PlannerErrorAlert({
  errors,
  onDismiss,
  className,
  ...props
}: PlannerErrorAlertProps) {
  const labels = usePlannerLabels();
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
          <ul className="flex-1">
            {errors.slice(0, PLANNER_ALERT_MAX_LINES).map((error, i) => (
              <li key={`${error.code}-${error.taskId ?? ''}-${i}`} data-code={error.code}>
                {formatPlannerError(error, labels)}
              </li>
            ))}
            {errors.length > PLANNER_ALERT_MAX_LINES && (
              <li>{labels.moreErrors(errors.length - PLANNER_ALERT_MAX_LINES)}</li>
            )}
          </ul>
          {onDismiss && (
            <button
              type="button"
              onClick={onDismiss}
              className="rounded px-2 py-0.5 text-xs font-medium text-danger hover:bg-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {labels.close}
            </button>
          )}
        </>
      )}
    </div>
  );
});
