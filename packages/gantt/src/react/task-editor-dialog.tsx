import * as Dialog from '@radix-ui/react-dialog';
import { formatTime, parseDate, parseTime } from '@rp/fields';
import { DateField, DurationDaysField, IntegerField, TimeField } from '@rp/fields/react';
import { memo, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { fromEditorEndDate } from '../model/calendar.ts';
import type { Planner } from '../model/planner.ts';
import type { EditResult, PlannerSnapshot, PlannerTask, TaskStatus, TaskUpdate } from '../model/types.ts';
import { cn } from './cn.ts';
import { formatDay } from './format.ts';
import { usePlannerLabels } from './labels.ts';
import { useStatusOptions } from './status-choices.ts';

export const TASK_EDITOR_WIDTH = 800;
export const TASK_EDITOR_HEIGHT = 500;

const inputClass =
  'h-8 w-full rounded-md border border-input bg-card px-2 text-sm text-foreground outline-none focus:ring-2 focus:ring-ring read-only:bg-muted';
const buttonClass =
  'inline-flex h-8 items-center rounded-md px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring';

interface AssignmentDraft {
  key: string;
  id?: string;
  resourceId: string;
  roleId: string;
  effort: string;
}

export interface TaskEditorDialogProps {
  planner: Planner;
  snapshot: PlannerSnapshot;
  taskId: string | undefined;
  onOpenChange: (open: boolean) => void;
  onResult: (result: EditResult) => void;
}

function Field({
  label,
  htmlFor,
  children,
  className,
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={htmlFor} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
    </div>
  );
}

function TaskEditorForm({
  planner,
  snapshot,
  task,
  onClose,
  onResult,
}: {
  planner: Planner;
  snapshot: PlannerSnapshot;
  task: PlannerTask;
  onClose: () => void;
  onResult: (result: EditResult) => void;
}) {
  const text = usePlannerLabels();
  const id = useId();
  const canWrite = snapshot.canWrite && planner.canEdit(task.id);
  const canEditStart = canWrite && planner.canEditStart(task.id);
  const [name, setName] = useState(task.name);
  const [description, setDescription] = useState(task.description);
  const [code, setCode] = useState(task.code);
  const [progress, setProgress] = useState(String(task.progress));
  const [status, setStatus] = useState<TaskStatus>(task.status);
  const statuses = useStatusOptions(task);
  const [startIsMilestone, setStartIsMilestone] = useState(task.startIsMilestone);
  const [endIsMilestone, setEndIsMilestone] = useState(task.endIsMilestone);
  const [duration, setDuration] = useState(String(task.duration));
  const [start, setStart] = useState(formatDay(task.start));
  const [end, setEnd] = useState(formatDay(task.end));
  const [assigs, setAssigs] = useState<AssignmentDraft[]>(() =>
    task.assigs.map((a) => ({
      key: a.id,
      id: a.id,
      resourceId: a.resourceId,
      roleId: a.roleId,
      effort: formatTime(a.effort),
    })),
  );
  const [nextKey, setNextKey] = useState(0);

  const save = (): void => {
    const update: TaskUpdate = {};
    if (name !== task.name) update.name = name;
    if (description !== task.description) update.description = description;
    if (code !== task.code) update.code = code;
    if (progress !== String(task.progress)) update.progress = progress;
    if (status !== task.status) update.status = status;
    if (startIsMilestone !== task.startIsMilestone) update.startIsMilestone = startIsMilestone;
    if (endIsMilestone !== task.endIsMilestone) update.endIsMilestone = endIsMilestone;
    const readDay = (text: string): number | undefined => {
      const parsed = parseDate(text, { timeZone: 'UTC' });
      return parsed.ok ? parsed.value.getTime() : undefined;
    };
    if (start !== formatDay(task.start)) {
      const day = readDay(start);
      if (day === undefined) {
        onResult({ ok: false, errors: [{ code: 'INVALID_DATE_FORMAT', taskId: task.id, taskName: task.name }] });
        return;
      }
      update.start = day;
    }
    if (end !== formatDay(task.end)) {
      const day = readDay(end);
      if (day === undefined) {
        onResult({ ok: false, errors: [{ code: 'INVALID_DATE_FORMAT', taskId: task.id, taskName: task.name }] });
        return;
      }
      update.end = fromEditorEndDate(day);
    } else if (duration !== String(task.duration)) update.duration = duration;
    const nextAssigs = assigs.map((a) => {
      const effort = parseTime(a.effort);
      return {
        ...(a.id ? { id: a.id } : {}),
        resourceId: a.resourceId,
        roleId: a.roleId,
        effort: effort.ok ? effort.value : 0,
      };
    });
    const sameAssigs =
      nextAssigs.length === task.assigs.length &&
      nextAssigs.every((a, i) => {
        const old = task.assigs[i];
        return old && old.resourceId === a.resourceId && old.roleId === a.roleId && old.effort === a.effort;
      });
    if (!sameAssigs) update.assigs = nextAssigs as TaskUpdate['assigs'];
    const result = Object.keys(update).length > 0 ? planner.updateTask(task.id, update) : ({ ok: true } as EditResult);
    onResult(result);
    if (result.ok) onClose();
  };

  const firstResource = snapshot.resources[0]?.id ?? '';
  const firstRole = snapshot.roles[0]?.id ?? '';

  return (
    <form
      className="@container flex min-h-0 flex-1 flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (canWrite) save();
      }}
    >
      {/* Two columns in a dialog narrower than 32rem (a phone): four left the status select and the milestones cut. */}
      <div className="grid min-h-0 flex-1 grid-cols-4 gap-x-3 gap-y-2 overflow-y-auto pr-1 @max-lg:grid-cols-2">
        <Field label={text.columns.name} htmlFor={`${id}-name`} className="col-span-3 @max-lg:col-span-2">
          <input
            id={`${id}-name`}
            className={inputClass}
            value={name}
            readOnly={!canWrite}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Field label={text.columns.code} htmlFor={`${id}-code`}>
          <input
            id={`${id}-code`}
            className={inputClass}
            value={code}
            readOnly={!canWrite}
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
        <Field label={text.description} htmlFor={`${id}-description`} className="col-span-4 @max-lg:col-span-2">
          <textarea
            id={`${id}-description`}
            rows={2}
            className={cn(inputClass, 'h-auto py-1')}
            value={description}
            readOnly={!canWrite}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        <Field label={text.columns.status} htmlFor={`${id}-status`}>
          <select
            id={`${id}-status`}
            className={inputClass}
            value={status}
            disabled={!canWrite}
            onChange={(e) => setStatus(e.target.value as TaskStatus)}
          >
            {statuses.map((s) => (
              <option key={s} value={s}>
                {text.statuses[s]}
              </option>
            ))}
          </select>
        </Field>
        <Field label={text.progress} htmlFor={`${id}-progress`}>
          <IntegerField
            id={`${id}-progress`}
            inputClassName={inputClass}
            value={progress}
            onValueChange={setProgress}
            readOnly={!canWrite}
          />
        </Field>
        <Field label={text.durationDays} htmlFor={`${id}-duration`}>
          <DurationDaysField
            id={`${id}-duration`}
            mode="working"
            inputClassName={inputClass}
            value={duration}
            onValueChange={setDuration}
            readOnly={!canWrite}
          />
        </Field>
        <div className="flex flex-col justify-end gap-1 text-sm @max-lg:col-span-2">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={startIsMilestone}
              disabled={!canWrite}
              onChange={(e) => setStartIsMilestone(e.target.checked)}
            />
            {text.startIsMilestone}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={endIsMilestone}
              disabled={!canWrite}
              onChange={(e) => setEndIsMilestone(e.target.checked)}
            />
            {text.endIsMilestone}
          </label>
        </div>
        <Field label={text.columns.start} htmlFor={`${id}-start`} className="col-span-2 @max-lg:col-span-1">
          <DateField
            id={`${id}-start`}
            timeZone="UTC"
            inputClassName={inputClass}
            value={start}
            onValueChange={setStart}
            readOnly={!canEditStart}
          />
        </Field>
        <Field label={text.columns.end} htmlFor={`${id}-end`} className="col-span-2 @max-lg:col-span-1">
          <DateField
            id={`${id}-end`}
            timeZone="UTC"
            inputClassName={inputClass}
            value={end}
            onValueChange={setEnd}
            readOnly={!canWrite}
          />
        </Field>
        <div className="@container col-span-4 flex flex-col gap-1 @max-lg:col-span-2">
          <div className="flex items-center justify-between">
            <span id={`${id}-assigs`} className="text-xs font-medium text-muted-foreground">
              {text.assignments}
            </span>
            {canWrite && (
              <button
                type="button"
                className={cn(buttonClass, 'h-7 border border-border text-foreground hover:bg-muted')}
                onClick={() => {
                  setAssigs((list) => [
                    ...list,
                    { key: `new-${nextKey}`, resourceId: firstResource, roleId: firstRole, effort: '0:00' },
                  ]);
                  setNextKey((k) => k + 1);
                }}
              >
                {text.addAssignment}
              </button>
            )}
          </div>
          {/* Fixed columns: a long worker's name no longer widens the resource select until the role's is unreadable. In a
              narrow dialog (a phone) each assignment takes two lines: the resource, then the role, effort and remove. */}
          <table aria-labelledby={`${id}-assigs`} className="w-full table-fixed text-sm @max-lg:block">
            <colgroup>
              <col />
              <col className="w-[38%]" />
              <col className="w-30" />
              <col className="w-10" />
            </colgroup>
            <thead className="@max-lg:sr-only">
              <tr className="text-left text-xs text-muted-foreground">
                <th className="truncate font-medium">{text.resource}</th>
                <th className="truncate font-medium">{text.role}</th>
                <th className="truncate font-medium">{text.effort}</th>
                <th className="font-medium">
                  <span className="sr-only">{text.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody className="@max-lg:block">
              {assigs.length === 0 && (
                <tr>
                  <td colSpan={4} className="py-1 text-muted-foreground @max-lg:block">
                    {text.noAssignments}
                  </td>
                </tr>
              )}
              {assigs.map((assig, index) => {
                const patch = (change: Partial<AssignmentDraft>): void =>
                  setAssigs((list) => list.map((a) => (a.key === assig.key ? { ...a, ...change } : a)));
                return (
                  <tr
                    key={assig.key}
                    className="@max-lg:mb-2 @max-lg:grid @max-lg:grid-cols-[minmax(0,1fr)_6rem_2.5rem] @max-lg:gap-y-1"
                  >
                    <td className="pr-2 pb-1 @max-lg:col-span-3 @max-lg:pr-0 @max-lg:pb-0">
                      <select
                        aria-label={`${text.resource} ${index + 1}`}
                        title={snapshot.resources.find((r) => r.id === assig.resourceId)?.name}
                        className={inputClass}
                        value={assig.resourceId}
                        disabled={!canWrite}
                        onChange={(e) => patch({ resourceId: e.target.value })}
                      >
                        {snapshot.resources.map((r) => (
                          <option key={r.id} value={r.id}>
                            {r.name}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="pr-2 pb-1 @max-lg:pb-0">
                      <select
                        aria-label={`${text.role} ${index + 1}`}
                        title={snapshot.roles.find((r) => r.id === assig.roleId)?.name}
                        className={inputClass}
                        value={assig.roleId}
                        disabled={!canWrite}
                        onChange={(e) => patch({ roleId: e.target.value })}
                      >
                        {snapshot.roles.map((r) => (
                          <option key={r.id} value={r.id}>
                            {r.name}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="pr-2 pb-1 @max-lg:pb-0">
                      <TimeField
                        aria-label={`${text.effort} ${index + 1}`}
                        inputClassName={inputClass}
                        value={assig.effort}
                        onValueChange={(effort) => patch({ effort })}
                        readOnly={!canWrite}
                      />
                    </td>
                    <td className="pb-1 @max-lg:pb-0">
                      {canWrite && (
                        <button
                          type="button"
                          aria-label={text.removeAssignment(index + 1)}
                          className={cn(buttonClass, 'h-7 px-2 text-danger hover:bg-danger-subtle')}
                          onClick={() => setAssigs((list) => list.filter((a) => a.key !== assig.key))}
                        >
                          ×
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
      <div className="flex justify-end gap-2 border-t border-border pt-3">
        <Dialog.Close asChild>
          <button type="button" className={cn(buttonClass, 'border border-border text-foreground hover:bg-muted')}>
            {canWrite ? text.cancel : text.close}
          </button>
        </Dialog.Close>
        {canWrite && (
          <button type="submit" className={cn(buttonClass, 'bg-primary text-primary-foreground hover:opacity-90')}>
            {text.save}
          </button>
        )}
      </div>
    </form>
  );
}

/** The task editor popup (800 × 500): every field of a task and its assignments; read-only without rights. */
export const TaskEditorDialog = memo(function TaskEditorDialog({
  planner,
  snapshot,
  taskId,
  onOpenChange,
  onResult,
}: TaskEditorDialogProps) {
  const text = usePlannerLabels();
  const task = taskId === undefined ? undefined : planner.getTask(taskId);
  return (
    <Dialog.Root open={task !== undefined} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content
          data-slot="gantt-task-editor"
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-2rem)] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-lg border border-border bg-card p-5 text-card-foreground shadow-lg"
          style={{ width: TASK_EDITOR_WIDTH, height: TASK_EDITOR_HEIGHT }}
        >
          <Dialog.Title className="text-base font-semibold">
            {task ? text.taskTitle(task.name || text.unnamedTask) : text.taskTitleEmpty}
          </Dialog.Title>
          <Dialog.Description className="sr-only">{text.taskDescription}</Dialog.Description>
          {task && (
            <TaskEditorForm
              key={task.id}
              planner={planner}
              snapshot={snapshot}
              task={task}
              onClose={() => onOpenChange(false)}
              onResult={onResult}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
});
