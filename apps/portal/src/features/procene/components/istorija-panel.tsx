import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
  formatNumber,
} from '@rp/ui';
import { MISSING_DATE, type AuditStavka } from '@rp/contract';
import { formatDay, formatInstantDate, formatInstantTime } from '../../../lib/format.ts';
import { useLocales } from '../../../lib/use-locales.ts';
import { fazaNaziv, fazaPlacanjaNaziv, tipProceneNaziv } from '../procene-names.ts';
import { useIstorijaNames } from './istorija-names.ts';

const AKCIJE = new Set(['create', 'update', 'delete']);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const COORDINATES = new Set(['latitude', 'longitude']);

/** A field's label: the valuation's own, or its subject property's (the history gathers both). */
function useFieldLabel() {
  const { t, i18n } = useTranslation();
  return (entitet: string, field: string) => {
    const keys =
      entitet === 'procene'
        ? [`procena.fields.${field}`]
        : [
            `nepokretnost.fields.${field}`,
            `nepokretnost.fields.${field.replace(/Id$/, '')}`,
            `nepokretnost.derived.${field}`,
            `procena.istorija.nepokretnostFields.${field}`,
          ];
    const key = keys.find((candidate) => i18n.exists(candidate));
    return key ? t(key) : t('procena.istorija.otherField');
  };
}

/**
 * An old or new value as a user reads it: names of phases and types, of the records it refers to (places, clients,
 * workers; an id only when the record cannot be read), days, amounts, yes and no.
 */
function useValueText(stavke: readonly AuditStavka[] | undefined) {
  const { t, i18n } = useTranslation();
  const locales = useLocales();
  const nameOf = useIstorijaNames(stavke);
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '' || value === MISSING_DATE) return '—';
    if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
    if (typeof value === 'number') {
      if (field === 'faza') return fazaNaziv(value, i18n.language);
      if (field === 'fazaPlacanja') return fazaPlacanjaNaziv(value, i18n.language);
      if (field === 'tip') return tipProceneNaziv(value, i18n.language);
      if (field === 'prioritet' && i18n.exists(`procena.prioriteti.${value}`)) return t(`procena.prioriteti.${value}`);
      if (/^id|Id$/.test(field)) return nameOf(field, value) ?? `#${value}`;
      // A moved pin is a change in the fourth decimal or beyond: coordinates keep six (about 10 cm).
      if (COORDINATES.has(field)) return formatNumber(value, 6, locales.intl);
      return formatNumber(value, Number.isInteger(value) ? 0 : 2, locales.intl);
    }
    if (typeof value === 'string') {
      if (DAY.test(value)) return formatDay(value);
      if (ISO_INSTANT.test(value)) return `${formatInstantDate(value)} ${formatInstantTime(value, locales.intl)}`;
      return value;
    }
    return t('procena.istorija.complexValue');
  };
}

/**
 * 'Istorija izmena': every change of the valuation and its subject (who, when, which field, from what to what), newest
 * first, so the firm can answer a bank's "who changed this price and when" (issue 15 item 2).
 */
export function IstorijaPanel({
  stavke,
  isLoading,
}: {
  stavke: readonly AuditStavka[] | undefined;
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  const locales = useLocales();
  const fieldLabel = useFieldLabel();
  const valueText = useValueText(stavke);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('procena.istorija.title')}</h2>
        </CardTitle>
        <CardDescription>{t('procena.istorija.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div aria-busy="true" aria-label={t('common.loading')} className="space-y-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : !stavke || stavke.length === 0 ? (
          <EmptyState icon={<History aria-hidden />} title={t('procena.istorija.empty')} />
        ) : (
          // A long history scrolls inside the card: a tab stop, so that the keyboard scrolls it too.
          <ol
            tabIndex={0}
            className="max-h-[28rem] space-y-3 overflow-y-auto rounded-md pr-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={t('procena.istorija.title')}
          >
            {stavke.map((stavka) => {
              // A field that reads the same before and after (empty to empty on a new valuation) changed nothing.
              const izmene = Object.entries(stavka.Izmene).filter(
                ([field, [oldValue, newValue]]) => valueText(field, oldValue) !== valueText(field, newValue),
              );
              return (
                <li key={stavka.Id} className="rounded-md border border-border p-3">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <span className="font-medium">{stavka.Autor ?? t('procena.istorija.system')}</span>
                    <time dateTime={stavka.Vreme} className="text-muted-foreground tabular-nums">
                      {`${formatInstantDate(stavka.Vreme)} ${formatInstantTime(stavka.Vreme, locales.intl)}`}
                    </time>
                    <Badge variant="secondary">
                      {t(`procena.istorija.akcije.${AKCIJE.has(stavka.Akcija) ? stavka.Akcija : 'update'}`)}
                    </Badge>
                    {stavka.Entitet === 'nepokretnosti' ? (
                      <Badge variant="outline">{t('procena.istorija.predmet')}</Badge>
                    ) : null}
                  </div>
                  {izmene.length > 0 ? (
                    <dl className="mt-2 grid gap-1 text-sm">
                      {izmene.map(([field, [oldValue, newValue]]) => (
                        <div key={field} className="grid gap-x-3 sm:grid-cols-[12rem_1fr]">
                          <dt className="text-muted-foreground">{fieldLabel(stavka.Entitet, field)}</dt>
                          <dd className="break-words">
                            <span className="text-muted-foreground line-through decoration-muted-foreground/50">
                              {valueText(field, oldValue)}
                            </span>
                            <span aria-hidden className="px-1.5">
                              →
                            </span>
                            <span className="sr-only">{t('procena.istorija.to')}</span>
                            <span className="font-medium">{valueText(field, newValue)}</span>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
