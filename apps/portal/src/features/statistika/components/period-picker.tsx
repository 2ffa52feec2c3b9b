import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STATISTIKA_GODINA_MAX, STATISTIKA_GODINA_MIN } from '@rp/contract';
import { DateRange } from '@rp/ui';
import { useLocales } from '../../../lib/use-locales.ts';
import {
  FIRST_MONTH,
  LAST_MONTH,
  defaultPeriod,
  toMesecniOpseg,
  withinLimits,
  type MesecniOpseg,
  type Period,
} from '../lib/period.ts';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function parseMonth(value: string | null, boundary: 'start' | 'end'): Date | null {
  const match = value ? MONTH.exec(value) : null;
  if (!match) return null;
  const year = Number(match[1]);
  if (year < STATISTIKA_GODINA_MIN || year > STATISTIKA_GODINA_MAX) return null;
  const month = Number(match[2]) - 1;
  return boundary === 'start' ? new Date(year, month, 1) : new Date(year, month + 1, 0, 23, 59, 59, 999);
}

const monthParam = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** The period of a statistics screen, kept in the address (`od`, `do` as YYYY-MM); the last 365 days by default. */
export function usePeriod(): [Period, MesecniOpseg, (period: Period) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = defaultPeriod();
  const start = parseMonth(params.get('od'), 'start') ?? fallback.start;
  const end = parseMonth(params.get('do'), 'end') ?? fallback.end;
  const period = start <= end ? withinLimits({ start, end }) : fallback;
  const setPeriod = (asked: Period) => {
    const next = withinLimits(asked, asked.start.getTime() !== period.start.getTime() ? 'start' : 'end');
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('od', monthParam(next.start));
        copy.set('do', monthParam(next.end));
        return copy;
      },
      { replace: true },
    );
  };
  return [period, toMesecniOpseg(period), setPeriod];
}

/** Month-only start and end pickers (part 2 §2). */
export function PeriodPicker({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation();
  const locales = useLocales();
  return (
    <DateRange
      className="min-w-72 max-w-xl flex-1"
      granularity="month"
      value={period}
      defaultValue={period}
      onValueChange={(range) => onChange({ start: range.start, end: range.end })}
      locale={locales.short}
      minDate={FIRST_MONTH}
      maxDate={LAST_MONTH}
      labels={{ start: t('statistika.period.start'), end: t('statistika.period.end') }}
      pickerLabels={{
        previousYear: t('ui.monthPicker.previousYear'),
        nextYear: t('ui.monthPicker.nextYear'),
        placeholder: t('ui.monthPicker.placeholder'),
      }}
    />
  );
}
