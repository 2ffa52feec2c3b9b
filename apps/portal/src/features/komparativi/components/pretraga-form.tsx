import { useId, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw, Search } from 'lucide-react';
import { Button, FormField, Input, MultiSelect, cn } from '@rp/ui';
import { RADIUS_MAX_M, RADIUS_MIN_M, VRSTE_NEPOKRETNOSTI, isVrstaKod, type VrstaKod } from '@rp/contract';
import { RangeFieldsets } from '../../nepokretnosti/components/range-fieldsets.tsx';
import { RANGE_FIELDS, parseRanges, rangeWarnings, type RangeField } from '../../nepokretnosti/filters.ts';
import { useRangeCheck } from '../../nepokretnosti/use-range-check.ts';
import type { PretragaFilter } from '../pretraga-filter.ts';

type Texts = Record<RangeField | 'radius', string>;

const textsOf = (filter: PretragaFilter): Texts => {
  const texts = { radius: String(filter.radius) } as Texts;
  for (const field of RANGE_FIELDS) {
    const value = filter.ranges[field];
    texts[field] = value === undefined ? '' : String(value).replace('.', ',');
  }
  return texts;
};

/** The typed radius in metres, or null when it is not a whole number within the limits. */
function radiusOf(text: string): number | null {
  const radius = Number(text.trim());
  return /^\d+$/.test(text.trim()) && radius >= RADIUS_MIN_M && radius <= RADIUS_MAX_M ? radius : null;
}

interface PretragaFormProps extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  filter: PretragaFilter;
  onSearch: (next: PretragaFilter) => void;
  /** Back to the subject's starting search (750 m, its type, its area ±25 %). */
  onReset: () => void;
}

/**
 * The comparable search's filters (part 2 §5, §9): the radius around the subject, the types, and the area, price,
 * price per m² and rent per m² ranges, each warned about (ERRORS.KVADRATURAMATCH / CENAMATCH) 500 ms after typing when
 * its from-value exceeds its to-value. The host remounts it (a `key`) when the applied search changes.
 */
export function PretragaForm({ filter, onSearch, onReset, className, ...props }: PretragaFormProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [vrste, setVrste] = useState<readonly VrstaKod[]>(filter.vrste);
  const [texts, setTexts] = useState<Texts>(() => textsOf(filter));
  const { checked, checkNow, errorOf } = useRangeCheck(texts);
  const isRadiusValid = radiusOf(checked.radius) !== null;
  const isEnglish = i18n.language !== 'sr';

  const submit = () => {
    checkNow(texts);
    const radius = radiusOf(texts.radius);
    const { values: ranges, unreadable } = parseRanges(texts);
    if (radius === null || unreadable.length > 0 || rangeWarnings(ranges).length > 0) return;
    onSearch({ radius, vrste, ranges });
  };

  return (
    <form
      aria-label={t('komparativi.unos.filters')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className={cn('grid gap-3 sm:grid-cols-2 xl:grid-cols-3', className)}
      {...props}
    >
      <FormField
        label={t('komparativi.unos.radius')}
        htmlFor={`${id}-radius`}
        error={
          isRadiusValid
            ? undefined
            : t('nepokretnostiList.errors.radius', { min: RADIUS_MIN_M, max: RADIUS_MAX_M / 1000 })
        }
      >
        <Input
          id={`${id}-radius`}
          inputMode="numeric"
          autoComplete="off"
          value={texts.radius}
          aria-invalid={isRadiusValid ? undefined : true}
          onChange={(event) => setTexts((current) => ({ ...current, radius: event.target.value }))}
          className="tabular-nums"
        />
      </FormField>
      <FormField label={t('nepokretnostiList.fields.vrste')} htmlFor={`${id}-vrste`}>
        <MultiSelect
          id={`${id}-vrste`}
          options={VRSTE_NEPOKRETNOSTI.map((vrsta) => ({
            value: String(vrsta.id),
            label: isEnglish ? vrsta.nazivEn : vrsta.naziv,
          }))}
          value={vrste.map(String)}
          onValueChange={(value) => setVrste(value.map(Number).filter((kod): kod is VrstaKod => isVrstaKod(kod)))}
          placeholder={t('nepokretnostiList.choose.vrste')}
          isSearchable
          maxBadges={2}
          labels={{
            clear: t('nepokretnostiList.picker.clear'),
            search: t('nepokretnostiList.picker.search'),
            list: t('nepokretnostiList.picker.list'),
            selected: (count) => t('nepokretnostiList.picker.selected', { count }),
          }}
        />
      </FormField>
      <RangeFieldsets
        idPrefix={id}
        texts={texts}
        onTextChange={(field, text) => setTexts((current) => ({ ...current, [field]: text }))}
        errorOf={errorOf}
      />
      <div className="flex flex-wrap items-end justify-end gap-2 sm:col-span-2 xl:col-span-3">
        <Button type="button" variant="ghost" onClick={onReset}>
          <RotateCcw aria-hidden className="size-4" />
          {t('komparativi.unos.reset')}
        </Button>
        <Button type="submit">
          <Search aria-hidden className="size-4" />
          {t('nepokretnostiList.search')}
        </Button>
      </div>
    </form>
  );
}
