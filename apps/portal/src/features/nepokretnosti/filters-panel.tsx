import { useId, useState, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { RotateCcw, Search } from 'lucide-react';
import {
  Button,
  Combobox,
  DateRange,
  FormField,
  MultiSelect,
  cn,
  type ComboboxLabels,
  type DateRangeValue,
} from '@rp/ui';
import { VRSTE_NEPOKRETNOSTI, isVrstaKod, type VrstaKod } from '@rp/contract';
import { useLocales } from '../../lib/use-locales.ts';
import { gradoviQuery, opstineQuery } from '../lokacije/api.ts';
import { katastriListQuery } from './api.ts';
import { RangeFieldsets } from './components/range-fieldsets.tsx';
import {
  RANGE_FIELDS,
  defaultPeriod,
  parseRanges,
  rangeWarnings,
  type NepokretnostiFilter,
  type RangeTexts,
} from './filters.ts';
import { useRangeCheck } from './use-range-check.ts';

/** The register's properties are in Serbia (the contract's default country). */
const SRBIJA_ID = 1;

const toDate = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};

function rangeTextsOf(filter: NepokretnostiFilter, locale: string): RangeTexts {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
  return Object.fromEntries(
    RANGE_FIELDS.map((field) => {
      const value = filter.ranges[field];
      return [field, value === undefined ? '' : number.format(value)];
    }),
  ) as RangeTexts;
}

interface FiltersPanelProps extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  filter: NepokretnostiFilter;
  /** A search the user asked for: the list, the map and the address follow it. */
  onSearch: (next: NepokretnostiFilter) => void;
  onReset: () => void;
}

/**
 * Every filter of GET nepokretnosti (part 2 §7) as a draft the search button applies: places, types, the date range
 * (auto-corrected, part 2 §5) and the four from–to ranges, each warned about 500 ms after typing when reversed.
 * The host remounts it (a `key`) when the address changes, so Back shows the search it returns to.
 */
export function FiltersPanel({ filter, onSearch, onReset, className, ...props }: FiltersPanelProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locales = useLocales();
  const [opstinaId, setOpstinaId] = useState(filter.opstinaId);
  const [katastarId, setKatastarId] = useState(filter.katastarId);
  const [gradId, setGradId] = useState(filter.gradId);
  const [vrste, setVrste] = useState<readonly VrstaKod[]>(filter.vrste);
  const [period, setPeriod] = useState<DateRangeValue>(() => ({
    start: toDate(filter.prvi),
    end: toDate(filter.drugi),
  }));
  const [texts, setTexts] = useState<RangeTexts>(() => rangeTextsOf(filter, locales.intl));
  const { checkNow, errorOf } = useRangeCheck(texts);

  const opstine = useQuery(opstineQuery(SRBIJA_ID));
  const katastri = useQuery({ ...katastriListQuery(opstinaId ?? 0), enabled: opstinaId !== null });
  const gradovi = useQuery({ ...gradoviQuery(opstinaId ?? 0), enabled: opstinaId !== null });

  const comboboxLabels: Partial<ComboboxLabels> = {
    search: t('nepokretnostiList.picker.search'),
    empty: t('nepokretnostiList.picker.empty'),
    clear: t('nepokretnostiList.picker.clear'),
    loading: t('nepokretnostiList.picker.loading'),
  };
  const isEnglish = i18n.language !== 'sr';
  const vrstaOptions = VRSTE_NEPOKRETNOSTI.map((vrsta) => ({
    value: String(vrsta.id),
    label: isEnglish ? vrsta.nazivEn : vrsta.naziv,
  }));

  const submit = () => {
    checkNow(texts);
    const parsed = parseRanges(texts);
    if (parsed.unreadable.length > 0 || rangeWarnings(parsed.values).length > 0) return;
    onSearch({
      ...filter,
      opstinaId,
      katastarId: opstinaId === null ? null : katastarId,
      gradId: opstinaId === null ? null : gradId,
      vrste,
      prvi: format(period.start, 'yyyy-MM-dd'),
      drugi: format(period.end, 'yyyy-MM-dd'),
      ranges: parsed.values,
    });
  };

  const reset = () => {
    const fresh = defaultPeriod();
    setOpstinaId(null);
    setKatastarId(null);
    setGradId(null);
    setVrste([]);
    setPeriod({ start: toDate(fresh.prvi), end: toDate(fresh.drugi) });
    const empty = Object.fromEntries(RANGE_FIELDS.map((field) => [field, ''])) as RangeTexts;
    setTexts(empty);
    checkNow(empty);
    onReset();
  };

  return (
    <form
      aria-label={t('nepokretnostiList.filters')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className={cn('grid gap-3 sm:grid-cols-2 xl:grid-cols-4', className)}
      {...props}
    >
      <FormField label={t('nepokretnostiList.fields.opstina')} htmlFor={`${id}-opstina`}>
        <Combobox
          id={`${id}-opstina`}
          value={opstinaId === null ? '' : String(opstinaId)}
          onValueChange={(value) => {
            setOpstinaId(value === '' ? null : Number(value));
            setKatastarId(null);
            setGradId(null);
          }}
          isLoading={opstine.isLoading}
          placeholder={t('nepokretnostiList.choose.opstina')}
          items={(opstine.data ?? []).map((opstina) => ({ value: String(opstina.id), label: opstina.naziv }))}
          labels={comboboxLabels}
        />
      </FormField>
      <FormField
        label={t('nepokretnostiList.fields.katastar')}
        htmlFor={`${id}-katastar`}
        hint={opstinaId === null ? t('nepokretnostiList.choose.opstinaFirst') : undefined}
      >
        <Combobox
          id={`${id}-katastar`}
          disabled={opstinaId === null}
          value={katastarId === null ? '' : String(katastarId)}
          onValueChange={(value) => setKatastarId(value === '' ? null : Number(value))}
          isLoading={katastri.isLoading && opstinaId !== null}
          placeholder={t('nepokretnostiList.choose.katastar')}
          items={(katastri.data ?? []).map((katastar) => ({ value: String(katastar.id), label: katastar.naziv }))}
          labels={comboboxLabels}
        />
      </FormField>
      <FormField label={t('nepokretnostiList.fields.grad')} htmlFor={`${id}-grad`}>
        <Combobox
          id={`${id}-grad`}
          disabled={opstinaId === null}
          value={gradId === null ? '' : String(gradId)}
          onValueChange={(value) => setGradId(value === '' ? null : Number(value))}
          isLoading={gradovi.isLoading && opstinaId !== null}
          placeholder={t('nepokretnostiList.choose.grad')}
          items={(gradovi.data ?? []).map((grad) => ({ value: String(grad.id), label: grad.naziv }))}
          labels={comboboxLabels}
        />
      </FormField>
      <FormField label={t('nepokretnostiList.fields.vrste')} htmlFor={`${id}-vrste`}>
        <MultiSelect
          id={`${id}-vrste`}
          options={vrstaOptions}
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
      <DateRange
        className="sm:col-span-2"
        value={period}
        defaultValue={period}
        onValueChange={setPeriod}
        locale={locales.short}
        labels={{ start: t('nepokretnostiList.fields.prvi'), end: t('nepokretnostiList.fields.drugi') }}
      />
      <RangeFieldsets
        idPrefix={id}
        texts={texts}
        onTextChange={(field, text) => setTexts((current) => ({ ...current, [field]: text }))}
        errorOf={errorOf}
      />
      <div className="flex flex-wrap items-end justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="ghost" onClick={reset}>
          <RotateCcw aria-hidden className="size-4" />
          {t('nepokretnostiList.reset')}
        </Button>
        <Button type="submit">
          <Search aria-hidden className="size-4" />
          {t('nepokretnostiList.search')}
        </Button>
      </div>
    </form>
  );
}
