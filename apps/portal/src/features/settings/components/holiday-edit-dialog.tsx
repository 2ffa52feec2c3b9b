import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { DatePicker, FormDialog, FormField, Input } from '@rp/ui';
import { drzavniPraznikSaveSchema, type DrzavniPraznik } from '@rp/contract';
import { clientEntryError, maxLengthOf } from '../../../lib/field-errors.ts';
import { useLocales } from '../../../lib/use-locales.ts';
import { useUpdateHoliday } from '../api.ts';

export interface HolidayEditDialogProps {
  /** The holiday being edited; null closes the dialog. */
  holiday: DrzavniPraznik | null;
  onClose: () => void;
}

const dayOf = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return year && month && day ? new Date(year, month - 1, day) : null;
};

/** POST drzavnipraznici/update in a dialog: the day and the name, with the verzija read. */
export function HolidayEditDialog({ holiday, onClose }: HolidayEditDialogProps) {
  return holiday === null ? null : (
    <HolidayEditForm key={`${holiday.Id}-${holiday.verzija}`} holiday={holiday} onClose={onClose} />
  );
}

function HolidayEditForm({ holiday, onClose }: { holiday: DrzavniPraznik; onClose: () => void }) {
  const { t } = useTranslation();
  const locales = useLocales();
  const update = useUpdateHoliday();
  const [datum, setDatum] = useState<Date | null>(() => dayOf(holiday.Datum));
  const [naziv, setNaziv] = useState(holiday.Naziv);
  const [pickerError, setPickerError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ Datum?: string; Naziv?: string }>({});
  const day = datum ? format(datum, 'yyyy-MM-dd') : '';
  const isChanged = day !== holiday.Datum.slice(0, 10) || naziv !== holiday.Naziv;

  const submit = async () => {
    if (!datum) return;
    try {
      await update.mutateAsync({ Id: holiday.Id, verzija: holiday.verzija, Datum: day, Naziv: naziv });
    } catch (error) {
      setFieldErrors({ Datum: clientEntryError(error, 'Datum'), Naziv: clientEntryError(error, 'Naziv') });
      return;
    }
    onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      size="sm"
      title={t('settings.editHolidayTitle')}
      closeLabel={t('shell.close')}
      cancelLabel={t('common.cancel')}
      submitLabel={t('common.save')}
      isSubmitting={update.isPending}
      canSubmit={isChanged && datum !== null && pickerError === null && naziv.trim() !== ''}
      onSubmit={submit}
    >
      <FormField label={t('settings.holidayDate')} htmlFor="holiday-edit-date" isRequired error={fieldErrors.Datum}>
        <DatePicker
          id="holiday-edit-date"
          value={datum}
          onValueChange={(value) => (setDatum(value), setFieldErrors(({ Naziv }) => ({ Naziv })))}
          onErrorChange={setPickerError}
          locale={locales.short}
        />
      </FormField>
      <FormField label={t('settings.holidayName')} htmlFor="holiday-edit-name" isRequired error={fieldErrors.Naziv}>
        <Input
          id="holiday-edit-name"
          value={naziv}
          maxLength={maxLengthOf(drzavniPraznikSaveSchema.shape.Naziv)}
          onChange={(event) => (setNaziv(event.target.value), setFieldErrors(({ Datum }) => ({ Datum })))}
          required
        />
      </FormField>
    </FormDialog>
  );
}
