import { useTranslation } from 'react-i18next';
import { Input } from '@rp/ui';
import { OPSEZI_PRETRAGE } from '@rp/contract';
import type { RangeField, RangeTexts } from '../filters.ts';

/** Each range's name among the list's field labels, by its from-field. */
const RANGE_LABEL: Record<(typeof OPSEZI_PRETRAGE)[number][0], string> = {
  prviKvadratura: 'kvadratura',
  prviCena: 'cena',
  prviCenaPoM2: 'cenaPoM2',
  prviCenaZakupaPoM2: 'cenaZakupaPoM2',
};

interface RangeFieldsetsProps {
  /** Prefix of the error paragraphs' ids (a `useId` of the form). */
  idPrefix: string;
  texts: RangeTexts;
  onTextChange: (field: RangeField, text: string) => void;
  /** The message under a range (its from–to warning or an unreadable number), by field. */
  errorOf: (field: RangeField) => string | undefined;
}

/**
 * The four from–to ranges of a property search (area, price, price per m², rent per m²; part 2 §7), each a fieldset
 * with its two amounts and its message: the property register's filters and the comparables' search share it.
 */
export function RangeFieldsets({ idPrefix, texts, onTextChange, errorOf }: RangeFieldsetsProps) {
  const { t } = useTranslation();
  return OPSEZI_PRETRAGE.map(([from, to]) => {
    const name = t(`nepokretnostiList.fields.${RANGE_LABEL[from]}`);
    const error = errorOf(to) ?? errorOf(from);
    const errorId = `${idPrefix}-${to}-error`;
    return (
      <fieldset key={from} className="grid min-w-0 gap-1.5" aria-describedby={error ? errorId : undefined}>
        <legend className="mb-1.5 text-sm leading-none font-medium">{name}</legend>
        <div className="flex items-center gap-2">
          {[from, to].map((field) => (
            <Input
              key={field}
              inputMode="decimal"
              autoComplete="off"
              aria-label={t(`nepokretnostiList.fields.${field === from ? 'fromOf' : 'toOf'}`, { field: name })}
              placeholder={t(`nepokretnostiList.fields.${field === from ? 'from' : 'to'}`)}
              aria-invalid={error ? true : undefined}
              value={texts[field]}
              onChange={(event) => onTextChange(field, event.target.value)}
              className="min-w-0 tabular-nums"
            />
          ))}
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  });
}
