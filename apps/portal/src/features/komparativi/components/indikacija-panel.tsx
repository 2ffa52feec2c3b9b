import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn, formatEuro, formatNumber } from '@rp/ui';
import type { Indikacija } from '@rp/contract';

interface IndikacijaPanelProps extends ComponentProps<'section'> {
  indikacija: Indikacija;
  /** The subject's area (m²): the market value is the unit value times it. */
  kvadratura: number;
}

/**
 * The sales comparison's result: the indicated unit value (the mean of the adjusted unit values) with their spread
 * (lowest, highest, standard deviation), and the indicated market value = that × the subject's area.
 */
export function IndikacijaPanel({ indikacija, kvadratura, className, ...props }: IndikacijaPanelProps) {
  const { t } = useTranslation();
  const perM2 = (value: number | null) => (value === null ? '—' : `${formatEuro(value, 2)}/m²`);
  const rows: Array<[string, string, string]> = [
    ['broj', t('komparativi.indikacija.broj'), String(indikacija.brojKomparativa)],
    ['jedinicna', t('komparativi.indikacija.jedinicna'), perM2(indikacija.indikovanaJedinicnaVrednost)],
    [
      'raspon',
      t('komparativi.indikacija.raspon'),
      indikacija.minJedinicnaVrednost === null || indikacija.maxJedinicnaVrednost === null
        ? '—'
        : `${formatEuro(indikacija.minJedinicnaVrednost, 2)} – ${formatEuro(indikacija.maxJedinicnaVrednost, 2)}`,
    ],
    ['devijacija', t('komparativi.indikacija.devijacija'), perM2(indikacija.standardnaDevijacija)],
  ];
  return (
    <section
      aria-label={t('komparativi.indikacija.title')}
      className={cn('rounded-lg border bg-card p-4', className)}
      {...props}
    >
      <h2 className="mb-2 text-base font-semibold">{t('komparativi.indikacija.title')}</h2>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums" data-testid={`indikacija-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex flex-wrap items-baseline gap-x-2 border-t pt-3">
        <span className="font-medium">
          {t('komparativi.indikacija.trzisna', { kvadratura: formatNumber(kvadratura, 2) })}
        </span>
        <strong className="text-lg tabular-nums" data-testid="indikacija-trzisna">
          {indikacija.indikovanaTrzisnaVrednost === null ? '—' : formatEuro(indikacija.indikovanaTrzisnaVrednost, 0)}
        </strong>
      </p>
    </section>
  );
}
