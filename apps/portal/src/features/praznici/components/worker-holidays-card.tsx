import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { CalendarPlus, Trash2 } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  DatePicker,
  FormDialog,
  FormField,
  IconButton,
  Skeleton,
} from '@rp/ui';
import type { Praznik } from '@rp/contract';
import { useDozvola } from '../../../lib/use-dozvola.ts';
import { formatDay } from '../../../lib/format.ts';
import { useLocales } from '../../../lib/use-locales.ts';
import { prazniciQuery, useHolidayCommand } from '../api.ts';

/**
 * A worker's own holidays in the shown year (radnici/praznici/*). A worker adds and deletes their own; Admin
 * anyone's; Demo only reads another worker's (the permission module decides, as on the server).
 */
export function WorkerHolidaysCard({ radnikId, godina }: { radnikId: number; godina: number }) {
  const { t } = useTranslation();
  const mayEdit = useDozvola()('praznici.izmena', { radnikId });
  const holidays = useQuery(prazniciQuery(radnikId));
  const command = useHolidayCommand();
  const [isAdding, setIsAdding] = useState(false);
  const [datum, setDatum] = useState<Date | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Praznik | null>(null);
  const locales = useLocales();
  const locale = locales.short;
  const ofYear = holidays.data?.filter((holiday) => holiday.Datum.startsWith(`${godina}-`)) ?? [];

  function submit() {
    if (!datum) return setError(t('praznici.dateRequired'));
    setError(null);
    // The dialog's submit guard waits for this promise: a double click saves once.
    return command
      .mutateAsync({ kind: 'insert', body: { Radnik: radnikId, Datum: format(datum, 'yyyy-MM-dd') } })
      .then(() => (setIsAdding(false), setDatum(null)));
  }

  return (
    <Card role="region" aria-label={t('praznici.title')}>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <div>
          <CardTitle asChild>
            <h2>{t('praznici.title')}</h2>
          </CardTitle>
          <p className="text-xs text-muted-foreground">{t('praznici.year', { year: godina })}</p>
        </div>
        <Button
          size="sm"
          onClick={() => setIsAdding(true)}
          disabled={!mayEdit}
          title={mayEdit ? undefined : t('common.notAllowed')}
        >
          <CalendarPlus aria-hidden className="size-4" />
          {t('praznici.add')}
        </Button>
      </CardHeader>
      <CardContent>
        {holidays.isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : ofYear.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('praznici.empty', { year: godina })}</p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border">
            {ofYear.map((holiday) => {
              const weekday = new Intl.DateTimeFormat(locales.intl, { weekday: 'long' }).format(
                new Date(`${holiday.Datum}T12:00:00`),
              );
              return (
                <li key={holiday.Id} className="flex items-center gap-3 px-3 py-2 text-sm">
                  <span className="tabular-nums">{formatDay(holiday.Datum)}</span>
                  <span className="text-muted-foreground">{weekday}</span>
                  {mayEdit && (
                    <IconButton
                      className="ml-auto"
                      label={t('praznici.delete', { date: formatDay(holiday.Datum) })}
                      variant="ghost"
                      size="sm"
                      icon={<Trash2 aria-hidden className="size-4" />}
                      onClick={() => setToDelete(holiday)}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>

      <FormDialog
        open={isAdding}
        onOpenChange={setIsAdding}
        size="sm"
        title={t('praznici.add')}
        description={t('praznici.addHint')}
        closeLabel={t('shell.close')}
        cancelLabel={t('common.cancel')}
        submitLabel={t('common.save')}
        isSubmitting={command.isPending}
        onSubmit={submit}
      >
        <FormField label={t('praznici.date')} htmlFor="praznik-datum" error={error ?? undefined} isRequired>
          <DatePicker id="praznik-datum" value={datum} onValueChange={setDatum} excludeWeekends locale={locale} />
        </FormField>
      </FormDialog>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
        title={t('common.confirmDeletion')}
        itemName={toDelete ? formatDay(toDelete.Datum) : ''}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        variant="destructive"
        onConfirm={() => {
          if (toDelete) command.mutate({ kind: 'delete', id: toDelete.Id }, { onSettled: () => setToDelete(null) });
        }}
      />
    </Card>
  );
}
