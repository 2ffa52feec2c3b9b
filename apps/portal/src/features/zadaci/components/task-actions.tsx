import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Pause, Play } from 'lucide-react';
import { Button, ConfirmDialog } from '@rp/ui';
import { ErrorType, type Zadatak } from '@rp/contract';
import { ApiClientError } from '../../../lib/api-error.ts';
import { reportError } from '../../../lib/api-client.ts';
import { useTaskCommand, type TaskCommand } from '../api.ts';
import { canFinish, canPause, canStart } from '../task-status.ts';

export interface TaskActionsProps {
  zadatak: Zadatak;
  /** The worker a start is sent for; without one (nobody assigned) the task cannot be started. */
  radnikId: number | undefined;
  onFinished?: () => void;
}

/** Start, pause and finish one task; a start that answers a warning (Type -1) is confirmed and re-sent with force. */
export function TaskActions({ zadatak, radnikId, onFinished }: TaskActionsProps) {
  const { t } = useTranslation();
  const command = useTaskCommand();
  const [warning, setWarning] = useState<string | null>(null);
  const [isFinishAsked, setIsFinishAsked] = useState(false);

  const run = (next: TaskCommand) =>
    command.mutate(next, {
      onSuccess: () => {
        if (next.kind === 'zavrsi') onFinished?.();
      },
      onError: (error) => {
        if (error instanceof ApiClientError && error.type === ErrorType.Confirm) setWarning(error.body.Message);
        else reportError(error, 'Zadatak');
      },
    });

  const isBusy = command.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        onClick={() => radnikId !== undefined && run({ kind: 'pocni', id: zadatak.Id, radnikId })}
        disabled={!canStart(zadatak.Status) || radnikId === undefined || isBusy}
      >
        <Play aria-hidden className="size-4" />
        {t('zadaci.start')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => run({ kind: 'pauziraj', id: zadatak.Id })}
        disabled={!canPause(zadatak.Status) || isBusy}
      >
        <Pause aria-hidden className="size-4" />
        {t('zadaci.pause')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setIsFinishAsked(true)}
        disabled={!canFinish(zadatak.Status) || isBusy}
      >
        <CircleCheck aria-hidden className="size-4" />
        {t('zadaci.finish')}
      </Button>
      {/* Finishing cannot be undone, so it is asked first. */}
      <ConfirmDialog
        open={isFinishAsked}
        onOpenChange={setIsFinishAsked}
        title={t('zadaci.confirmFinish')}
        itemName={zadatak.Naziv}
        description={t('zadaci.confirmFinishText')}
        confirmLabel={t('zadaci.finish')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          setIsFinishAsked(false);
          run({ kind: 'zavrsi', id: zadatak.Id });
        }}
      />
      <ConfirmDialog
        open={warning !== null}
        onOpenChange={(isOpen) => !isOpen && setWarning(null)}
        title={t('zadaci.confirmStart')}
        itemName={zadatak.Naziv}
        description={warning ?? ''}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        onConfirm={() => {
          setWarning(null);
          if (radnikId !== undefined) run({ kind: 'pocni', id: zadatak.Id, radnikId, isForced: true });
        }}
      />
    </div>
  );
}
