import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { format, startOfDay } from 'date-fns';
import { TriangleAlert } from 'lucide-react';
import { DateRange, FormDialog, type DateRangeEntry } from '@rp/ui';
import type { GodisnjiSave } from '@rp/contract';
import { firmTodayDate } from '../../../lib/format.ts';
import { useLocales } from '../../../lib/use-locales.ts';

type Part = 'start' | 'end';

export interface LeaveRequestDialogProps {
  radnikId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The days left, for the hint. */
  remaining: number;
  /** Sends the request; the dialog closes when it resolves and stays open with the dates when it rejects. */
  onSend: (body: GodisnjiSave) => Promise<unknown>;
  /** The first day offered (the firm's next weekday), for stories and tests. */
  firstDay?: Date;
  /** Today, for the past-start warning (stories and tests). */
  today?: Date;
}

function nextWeekday(date: Date): Date {
  const result = new Date(date);
  while (result.getDay() === 0 || result.getDay() === 6) result.setDate(result.getDate() + 1);
  return result;
}

/**
 * A leave request: the two dates as the fields show them are what is sent. An empty field or one whose text is not
 * an allowed date holds no date (never the previous one, never today), its error shows, and the request cannot be
 * sent until both fields hold dates. Every opening starts from the next weekday.
 */
export function LeaveRequestDialog({
  radnikId,
  open,
  onOpenChange,
  remaining,
  onSend,
  firstDay,
  today,
}: LeaveRequestDialogProps) {
  const { t } = useTranslation();
  const locale = useLocales().short;
  const initial = (): DateRangeEntry => {
    const day = firstDay ?? nextWeekday(firmTodayDate());
    return { start: day, end: day };
  };
  const [range, setRange] = useState<DateRangeEntry>(initial);
  const [pickerErrors, setPickerErrors] = useState<Record<Part, boolean>>({ start: false, end: false });
  const [isAttempted, setIsAttempted] = useState(false);
  // Every opening starts afresh: never the dates (or the errors) of the previous request.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setRange(initial());
      setPickerErrors({ start: false, end: false });
      setIsAttempted(false);
    }
  }

  const requiredErrors: Partial<Record<Part, string>> = isAttempted
    ? {
        ...(range.start ? {} : { start: t('godisnji.errors.startRequired') }),
        ...(range.end ? {} : { end: t('godisnji.errors.endRequired') }),
      }
    : {};
  const showsErrors =
    pickerErrors.start || pickerErrors.end || requiredErrors.start !== undefined || requiredErrors.end !== undefined;

  // Allowed (a forgotten day off is entered afterwards), but said plainly before it is sent.
  const isInPast = range.start !== null && range.start < startOfDay(today ?? firmTodayDate());

  const submit = async () => {
    setIsAttempted(true);
    if (!range.start || !range.end || pickerErrors.start || pickerErrors.end) return;
    await onSend({
      Radnik: radnikId,
      Pocetak: format(range.start, 'yyyy-MM-dd'),
      Kraj: format(range.end, 'yyyy-MM-dd'),
    });
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('godisnji.request')}
      description={t('godisnji.requestHint', { count: remaining })}
      closeLabel={t('shell.close')}
      cancelLabel={t('common.cancel')}
      submitLabel={t('godisnji.send')}
      canSubmit={!showsErrors}
      onSubmit={submit}
    >
      <DateRange
        allowEmpty
        value={range}
        defaultValue={range}
        onValueChange={setRange}
        excludeWeekends
        locale={locale}
        labels={{ start: t('evidencija.from'), end: t('evidencija.to') }}
        pickerLabels={{
          openCalendar: t('godisnji.picker.openCalendar'),
          previousMonth: t('godisnji.picker.previousMonth'),
          nextMonth: t('godisnji.picker.nextMonth'),
          invalid: t('godisnji.picker.invalid'),
          weekend: t('godisnji.picker.weekend'),
        }}
        errors={requiredErrors}
        onErrorChange={(part, error) => setPickerErrors((current) => ({ ...current, [part]: error !== null }))}
      />
      {isInPast && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-warning/50 bg-warning-subtle px-3 py-2 text-sm"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          {t('godisnji.pastWarning')}
        </p>
      )}
    </FormDialog>
  );
}
