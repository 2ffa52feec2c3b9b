import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseRanges, rangeWarnings, type RangeField, type RangeTexts } from './filters.ts';

/** Range warnings follow typing by 500 ms (part 2 §5, §9). */
const RANGE_CHECK_MS = 500;

/**
 * The from–to ranges' messages of a property search (the register's filters, the comparables' search): an unreadable
 * number, or a from-value above its to-value (ERRORS.KVADRATURAMATCH / CENAMATCH), computed RANGE_CHECK_MS after the
 * typing stops, or at once through `checkNow` (a search). `checked` is what they were last computed from.
 */
export function useRangeCheck<Texts extends RangeTexts>(texts: Texts) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<Texts>(texts);
  useEffect(() => {
    const timer = window.setTimeout(() => setChecked(texts), RANGE_CHECK_MS);
    return () => window.clearTimeout(timer);
  }, [texts]);

  const { values, unreadable } = useMemo(() => parseRanges(checked), [checked]);
  const warnings = useMemo(() => rangeWarnings(values), [values]);
  const errorOf = (field: RangeField): string | undefined => {
    if (unreadable.includes(field)) return t('nepokretnostiList.errors.notANumber');
    const warning = warnings.find((entry) => entry.to === field);
    return warning ? t(`nepokretnostiList.errors.${warning.warning}`) : undefined;
  };
  return { checked, checkNow: setChecked, errorOf };
}
