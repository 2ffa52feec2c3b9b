import { useId, useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { RotateCcw, X } from 'lucide-react';
import { Badge, Button, DateRange, FormField, Label, MultiSelect, Switch, cn, type MultiSelectOption } from '@rp/ui';
import { FAZE_PROCENE, TIPOVI_NEPOKRETNOSTI, type RadnikIzbor } from '@rp/contract';
import { useLocales } from '../../../lib/use-locales.ts';
import type { ProceneFilter } from '../filters.ts';

const toDate = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};

interface ProceneFiltersProps extends Omit<ComponentProps<'div'>, 'onChange'> {
  filter: ProceneFilter;
  /** Each change applies at once: the list and the address follow it. */
  onChange: (next: Partial<ProceneFilter>) => void;
  onReset: () => void;
  radnici: readonly RadnikIzbor[];
  isRadniciLoading: boolean;
  /** The name of the `?klijentId=` record, once known. */
  klijentNaziv: string | null;
}

/**
 * The list's filters (part 2 §7): the entry date range (30 days back to today by default; a reversed range corrects
 * itself, part 2 §5), active phases only, priority, property group, phases, leaders and inspectors, and the client
 * the list was opened for as a removable chip.
 */
export function ProceneFilters({
  filter,
  onChange,
  onReset,
  radnici,
  isRadniciLoading,
  klijentNaziv,
  className,
  ...props
}: ProceneFiltersProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locales = useLocales();
  const isEnglish = i18n.language !== 'sr';
  const period = useMemo(
    () => ({ start: toDate(filter.datumOd), end: toDate(filter.datumDo) }),
    [filter.datumOd, filter.datumDo],
  );
  const radnikOptions: MultiSelectOption[] = useMemo(
    () => radnici.map((radnik) => ({ value: String(radnik.id), label: `${radnik.ime} ${radnik.prezime}` })),
    [radnici],
  );
  const labels = (list: string) => ({
    clear: t('proceneList.picker.clear'),
    search: t('proceneList.picker.search'),
    list,
    selected: (count: number) => t('proceneList.picker.selected', { count }),
  });
  const numbers = (value: string[]) => value.map(Number);

  return (
    <div
      role="group"
      aria-label={t('proceneList.filters')}
      className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-4', className)}
      {...props}
    >
      <DateRange
        className="sm:col-span-2"
        value={period}
        defaultValue={period}
        onValueChange={(range) =>
          onChange({ datumOd: format(range.start, 'yyyy-MM-dd'), datumDo: format(range.end, 'yyyy-MM-dd') })
        }
        locale={locales.short}
        labels={{ start: t('proceneList.fields.datumOd'), end: t('proceneList.fields.datumDo') }}
      />
      <FormField label={t('proceneList.fields.faze')} htmlFor={`${id}-faze`}>
        <MultiSelect
          id={`${id}-faze`}
          options={FAZE_PROCENE.map((faza) => ({
            value: String(faza.id),
            label: isEnglish ? faza.nazivEn : faza.naziv,
          }))}
          value={filter.faze.map(String)}
          onValueChange={(value) => onChange({ faze: numbers(value) })}
          placeholder={t('proceneList.choose.faze')}
          maxBadges={2}
          labels={labels(t('proceneList.fields.faze'))}
        />
      </FormField>
      <div className="flex items-end pb-2">
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-aktivna`}
            checked={filter.aktivnaFaza}
            onCheckedChange={(checked) => onChange({ aktivnaFaza: checked })}
          />
          <Label htmlFor={`${id}-aktivna`}>{t('proceneList.fields.aktivnaFaza')}</Label>
        </div>
      </div>
      <FormField label={t('proceneList.fields.prioritet')} htmlFor={`${id}-prioritet`}>
        <MultiSelect
          id={`${id}-prioritet`}
          options={[1, 2, 3].map((prioritet) => ({
            value: String(prioritet),
            label: t(`proceneList.prioritet.${prioritet}`),
          }))}
          value={filter.prioritet.map(String)}
          onValueChange={(value) => onChange({ prioritet: numbers(value) })}
          placeholder={t('proceneList.choose.prioritet')}
          maxBadges={2}
          labels={labels(t('proceneList.fields.prioritet'))}
        />
      </FormField>
      <FormField label={t('proceneList.fields.grupa')} htmlFor={`${id}-grupa`}>
        <MultiSelect
          id={`${id}-grupa`}
          options={TIPOVI_NEPOKRETNOSTI.map((grupa) => ({
            value: String(grupa.id),
            label: isEnglish ? grupa.nazivEn : grupa.naziv,
          }))}
          value={filter.tipNepokretnosti.map(String)}
          onValueChange={(value) => onChange({ tipNepokretnosti: numbers(value) })}
          placeholder={t('proceneList.choose.grupa')}
          maxBadges={1}
          labels={labels(t('proceneList.fields.grupa'))}
        />
      </FormField>
      <FormField label={t('proceneList.fields.radnik')} htmlFor={`${id}-radnik`}>
        <MultiSelect
          id={`${id}-radnik`}
          options={radnikOptions}
          value={filter.radnik.map(String)}
          onValueChange={(value) => onChange({ radnik: numbers(value) })}
          placeholder={isRadniciLoading ? t('common.loading') : t('proceneList.choose.radnik')}
          isSearchable
          maxBadges={1}
          labels={labels(t('proceneList.fields.radnik'))}
        />
      </FormField>
      <FormField label={t('proceneList.fields.inspekcija')} htmlFor={`${id}-inspekcija`}>
        <MultiSelect
          id={`${id}-inspekcija`}
          options={radnikOptions}
          value={filter.inspekcija.map(String)}
          onValueChange={(value) => onChange({ inspekcija: numbers(value) })}
          placeholder={isRadniciLoading ? t('common.loading') : t('proceneList.choose.inspekcija')}
          isSearchable
          maxBadges={1}
          labels={labels(t('proceneList.fields.inspekcija'))}
        />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2 lg:col-span-4">
        <div className="flex min-h-8 flex-wrap items-center gap-2">
          {filter.klijentId !== null ? (
            <Badge variant="info" className="gap-1 py-0.5 pr-0.5 pl-2 text-sm">
              <span>{t('proceneList.klijentChip', { naziv: klijentNaziv ?? `#${filter.klijentId}` })}</span>
              <button
                type="button"
                aria-label={t('proceneList.klijentChipRemove', { naziv: klijentNaziv ?? `#${filter.klijentId}` })}
                onClick={() => onChange({ klijentId: null })}
                className="grid size-5 place-items-center rounded-full hover:bg-info/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </Badge>
          ) : null}
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={onReset}>
          <RotateCcw aria-hidden className="size-4" />
          {t('proceneList.reset')}
        </Button>
      </div>
    </div>
  );
}
