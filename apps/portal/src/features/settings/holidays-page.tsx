import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import {
  BackLink,
  Button,
  Card,
  CardContent,
  ConfirmDialog,
  DatePicker,
  FormField,
  IconButton,
  Input,
  PageHeader,
  Skeleton,
  useSubmitGuard,
} from '@rp/ui';
import { buildPath, drzavniPraznikSaveSchema, type DrzavniPraznik } from '@rp/contract';
import { Link } from 'react-router';
import { clientEntryError, maxLengthOf } from '../../lib/field-errors.ts';
import { formatDay } from '../../lib/format.ts';
import { useLocales } from '../../lib/use-locales.ts';
import { HolidayEditDialog } from './components/holiday-edit-dialog.tsx';
import { holidaysQuery, useDeleteHoliday, useSaveHoliday } from './api.ts';

const NAZIV_MAX = maxLengthOf(drzavniPraznikSaveSchema.shape.Naziv);

/** State holidays (Admin, Demo): the days off of everyone, by year. */
export function HolidaysPage() {
  const { t } = useTranslation();
  const holidays = useQuery(holidaysQuery());
  const locales = useLocales();
  const save = useSaveHoliday();
  const remove = useDeleteHoliday();
  const [datum, setDatum] = useState<Date | null>(null);
  const [naziv, setNaziv] = useState('');
  // The fields a refused save names (clientEntryErrors), shown on their inputs until they change.
  const [fieldErrors, setFieldErrors] = useState<{ Datum?: string; Naziv?: string }>({});
  const [toDelete, setToDelete] = useState<DrzavniPraznik | null>(null);
  const [toEdit, setToEdit] = useState<DrzavniPraznik | null>(null);
  const submitGuard = useSubmitGuard();
  const addHoliday = submitGuard.guard(async () => {
    if (!datum) return;
    try {
      await save.mutateAsync({ Datum: format(datum, 'yyyy-MM-dd'), Naziv: naziv });
    } catch (error) {
      setFieldErrors({ Datum: clientEntryError(error, 'Datum'), Naziv: clientEntryError(error, 'Naziv') });
      throw error;
    }
    setFieldErrors({});
    setDatum(null);
    setNaziv('');
  });
  const byYear = new Map<string, DrzavniPraznik[]>();
  for (const holiday of [...(holidays.data ?? [])].sort((a, b) => a.Datum.localeCompare(b.Datum))) {
    const year = holiday.Datum.slice(0, 4);
    byYear.set(year, [...(byYear.get(year) ?? []), holiday]);
  }

  return (
    <div className="space-y-4">
      <BackLink asChild>
        <Link to={buildPath('settings')}>{t('title.settings')}</Link>
      </BackLink>
      <PageHeader title={t('title.holidays')} />
      <Card>
        <CardContent className="py-4">
          <form
            className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              // A failed save was reported by the shared handler; the entered values stay for another try.
              addHoliday().catch(() => undefined);
            }}
          >
            <FormField label={t('settings.holidayDate')} htmlFor="holiday-date" isRequired error={fieldErrors.Datum}>
              <DatePicker
                id="holiday-date"
                value={datum}
                onValueChange={(value) => (setDatum(value), setFieldErrors(({ Naziv }) => ({ Naziv })))}
                locale={locales.short}
              />
            </FormField>
            <FormField label={t('settings.holidayName')} htmlFor="holiday-name" isRequired error={fieldErrors.Naziv}>
              <Input
                id="holiday-name"
                value={naziv}
                maxLength={NAZIV_MAX}
                onChange={(event) => (setNaziv(event.target.value), setFieldErrors(({ Datum }) => ({ Datum })))}
              />
            </FormField>
            <Button
              type="submit"
              isLoading={save.isPending || submitGuard.isSubmitting}
              disabled={!datum || !naziv.trim()}
            >
              <Plus aria-hidden className="size-4" />
              {t('settings.addHoliday')}
            </Button>
          </form>
        </CardContent>
      </Card>
      {holidays.isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        [...byYear.entries()].map(([year, items]) => (
          <section key={year} aria-labelledby={`holidays-${year}`} className="space-y-2">
            <h2 id={`holidays-${year}`} className="text-base font-semibold">
              {year}
            </h2>
            <ul className="divide-y divide-border rounded-md border border-border bg-card">
              {items.map((holiday) => (
                <li
                  key={holiday.Id}
                  className="flex items-center gap-3 px-3 py-2 text-sm"
                  aria-label={`${formatDay(holiday.Datum)} ${holiday.Naziv}`}
                >
                  <span className="w-24 tabular-nums">{formatDay(holiday.Datum)}</span>
                  <span className="flex-1">{holiday.Naziv}</span>
                  <IconButton
                    label={t('settings.editHoliday', { name: holiday.Naziv })}
                    variant="ghost"
                    size="sm"
                    icon={<Pencil aria-hidden className="size-4" />}
                    onClick={() => setToEdit(holiday)}
                  />
                  <IconButton
                    label={t('settings.deleteHoliday', { name: holiday.Naziv })}
                    variant="ghost"
                    size="sm"
                    icon={<Trash2 aria-hidden className="size-4" />}
                    onClick={() => setToDelete(holiday)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <HolidayEditDialog holiday={toEdit} onClose={() => setToEdit(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
        title={t('common.confirmDeletion')}
        itemName={toDelete ? `${formatDay(toDelete.Datum)} ${toDelete.Naziv}` : ''}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        variant="destructive"
        onConfirm={() => (toDelete ? remove.mutateAsync(toDelete.Id).finally(() => setToDelete(null)) : undefined)}
      />
    </div>
  );
}
