import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { DatePicker, FormDialog, FormField, Input } from '@rp/ui';
import {
  DEFAULT_TRAJANJE_KRAJ,
  DEFAULT_TRAJANJE_POCETAK,
  EVIDENCIJA_PATHS,
  type Evidencija,
  type EvidencijaSave,
  type EvidencijaUpdate,
} from '@rp/contract';
import { useEvidencijaWrite } from '../api.ts';
import { formatDay } from '../../../lib/format.ts';
import { useLocales } from '../../../lib/use-locales.ts';
import { clientEntryErrorsOf } from '../../../lib/field-errors.ts';

const CLOCK = /^(\d{2}):([0-5]\d):([0-5]\d)$/;
/** The longest worked time of a day the server takes (evidencija/update). */
const MAX_WORKED = '24:00:00';
const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Planned working hours for a range of weekdays (POST evidencija/save; default 9:00–17:00). */
export function AddEntryDialog({ radnikId, open, onOpenChange }: DialogProps & { radnikId: number }) {
  const { t } = useTranslation();
  const save = useEvidencijaWrite<EvidencijaSave>(EVIDENCIJA_PATHS.save);
  const [from, setFrom] = useState<Date | null>(null);
  const [to, setTo] = useState<Date | null>(null);
  const [start, setStart] = useState(DEFAULT_TRAJANJE_POCETAK.slice(0, 5));
  const [end, setEnd] = useState(DEFAULT_TRAJANJE_KRAJ.slice(0, 5));
  const [error, setError] = useState<string | null>(null);
  const locale = useLocales().short;

  function submit() {
    if (!from) return setError(t('evidencija.errors.dateRequired'));
    if (!HOUR.test(start) || !HOUR.test(end)) return setError(t('evidencija.errors.hourFormat'));
    if (start >= end) return setError(t('evidencija.errors.hoursOrder'));
    setError(null);
    const last = to && to > from ? to : from;
    // The dialog's submit guard waits for this promise: a double click saves once.
    return save
      .mutateAsync({
        RadnikId: radnikId,
        Pocetak: format(from, 'yyyy-MM-dd'),
        Kraj: format(last, 'yyyy-MM-dd'),
        TrajanjePocetak: start,
        TrajanjeKraj: end,
      })
      .then(() => onOpenChange(false));
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('evidencija.addEntry')}
      description={t('evidencija.addEntryHint')}
      closeLabel={t('shell.close')}
      cancelLabel={t('common.cancel')}
      submitLabel={t('common.save')}
      isSubmitting={save.isPending}
      onSubmit={submit}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('evidencija.from')} htmlFor="evidencija-from" isRequired>
          <DatePicker id="evidencija-from" value={from} onValueChange={setFrom} excludeWeekends locale={locale} />
        </FormField>
        <FormField label={t('evidencija.to')} htmlFor="evidencija-to">
          <DatePicker id="evidencija-to" value={to} onValueChange={setTo} excludeWeekends locale={locale} />
        </FormField>
        <FormField label={t('evidencija.workStart')} htmlFor="evidencija-start" isRequired>
          <Input id="evidencija-start" type="time" value={start} onChange={(event) => setStart(event.target.value)} />
        </FormField>
        <FormField label={t('evidencija.workEnd')} htmlFor="evidencija-end" isRequired>
          <Input id="evidencija-end" type="time" value={end} onChange={(event) => setEnd(event.target.value)} />
        </FormField>
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </FormDialog>
  );
}

/** Corrects one day's worked time (POST evidencija/update with Odradjeno). */
export function UpdateWorkedDialog({
  day,
  onOpenChange,
}: {
  day: Evidencija | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const update = useEvidencijaWrite<EvidencijaUpdate>(EVIDENCIJA_PATHS.update);
  const [worked, setWorked] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shownDay, setShownDay] = useState<string | null>(null);
  if (day && day.Datum !== shownDay) {
    setShownDay(day.Datum);
    setWorked(day.Odradjeno);
    setError(null);
  }

  function submit() {
    if (!day) return;
    if (!CLOCK.test(worked)) return setError(t('evidencija.errors.clockFormat'));
    // The server's rule, before asking it: a day has at most 24 hours.
    if (worked > MAX_WORKED) return setError(t('evidencija.errors.over24'));
    return update.mutateAsync({ RadnikId: day.RadnikId, Datum: day.Datum, Odradjeno: worked }).then(
      () => onOpenChange(false),
      (failure: unknown) => {
        // A refused value is said on the field too, not only in the notice behind the dialog.
        const entry = clientEntryErrorsOf(failure).find((field) => field.name === 'Odradjeno');
        if (entry) setError(entry.error);
      },
    );
  }

  return (
    <FormDialog
      open={day !== null}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('evidencija.editWorked')}
      description={day ? formatDay(day.Datum) : ''}
      closeLabel={t('shell.close')}
      cancelLabel={t('common.cancel')}
      submitLabel={t('common.save')}
      isSubmitting={update.isPending}
      onSubmit={submit}
    >
      <FormField
        label={t('evidencija.worked')}
        htmlFor="evidencija-worked"
        hint="HH:mm:ss"
        error={error ?? undefined}
        isRequired
      >
        <Input
          id="evidencija-worked"
          value={worked}
          inputMode="numeric"
          className="font-mono"
          onChange={(event) => setWorked(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
