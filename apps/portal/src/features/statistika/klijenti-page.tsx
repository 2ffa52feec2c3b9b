import { useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PieChart, RadioGroup, RadioGroupItem, Skeleton, formatNumber } from '@rp/ui';
import { useLocales } from '../../lib/use-locales.ts';
import { klijentQuery } from './api.ts';
import { EmptyStatistika, StatistikaLayout } from './components/statistika-layout.tsx';
import { PeriodPicker, usePeriod } from './components/period-picker.tsx';
import { downloadChartPng, downloadTableXlsx } from './lib/izvoz.ts';
import { periodLabel } from './lib/period.ts';

const MERE = ['prihod', 'rashod', 'profit'] as const;
type Mera = (typeof MERE)[number];

/**
 * /statistika/klijenti: each client's share of income, expenses or profit (one at a time, income first) as a pie. A
 * slice per client while they can be told apart; beyond the pie's limit (24) the smallest are one grey slice, 'Ostali
 * klijenti: N' (a year of a busy firm has thousands of clients). The xlsx download holds every client.
 */
export function KlijentiStatistikaPage() {
  const { t } = useTranslation();
  const locales = useLocales();
  const id = useId();
  const [period, opseg, setPeriod] = usePeriod();
  const [mera, setMera] = useState<Mera>('prihod');
  const klijenti = useQuery(klijentQuery(opseg));
  const chartRef = useRef<HTMLDivElement>(null);
  const data = klijenti.data;
  const slices = useMemo(
    () =>
      (data?.listaKlijenata ?? [])
        // The slices are the amounts, and the pie takes each one's share of their sum: the same shares as the
        // answer's percentages, which are rounded to 2 decimals. Summed into the others slice, thousands of clients
        // at 0,00 % each would have vanished from the pie.
        .map((klijent) => ({ id: String(klijent.id), label: klijent.naziv, value: Math.max(0, klijent[mera]) }))
        .filter((slice) => slice.value > 0),
    [data, mera],
  );
  const isEmpty = data !== undefined && slices.length === 0;
  const chartTitle = `${t('statistika.klijenti.chart')}: ${t(`statistika.${mera}`)}`;
  const name = `statistika-klijenti-${mera}-${data?.listaMeseca[0] ?? ''}-${data?.listaMeseca.at(-1) ?? ''}`;

  return (
    <StatistikaLayout
      title={t('title.statistikaKlijenti')}
      filters={
        <>
          <PeriodPicker period={period} onChange={setPeriod} />
          <RadioGroup
            value={mera}
            onValueChange={(value) => setMera(value as Mera)}
            aria-label={t('statistika.measure')}
            orientation="horizontal"
            className="flex flex-wrap gap-3 pb-2"
          >
            {MERE.map((m) => (
              <label key={m} htmlFor={`${id}-${m}`} className="flex cursor-pointer items-center gap-1.5 text-sm">
                <RadioGroupItem id={`${id}-${m}`} value={m} />
                {t(`statistika.${m}`)}
              </label>
            ))}
          </RadioGroup>
        </>
      }
      onReload={() => void klijenti.refetch()}
      isReloading={klijenti.isFetching}
      onDownloadPng={
        !isEmpty && data
          ? () =>
              void downloadChartPng(chartRef.current!, name, {
                title: chartTitle,
                subtitle: `${t('title.statistikaKlijenti')} · ${periodLabel(data.listaMeseca, locales.intl)}`,
              })
          : undefined
      }
      onDownloadXlsx={
        !isEmpty && data
          ? () =>
              void downloadTableXlsx(
                {
                  sheet: t('statistika.tabs.klijenti'),
                  columns: [
                    { header: t('statistika.klijenti.client'), width: 36 },
                    ...MERE.map((m) => ({ header: t(`statistika.${m}`), isNumber: true, width: 16 })),
                    ...MERE.map((m) => ({ header: `${t(`statistika.${m}`)} %`, isNumber: true, width: 12 })),
                  ],
                  rows: data.listaKlijenata.map((k) => [
                    k.naziv,
                    k.prihod,
                    k.rashod,
                    k.profit,
                    k.prihodPostotak,
                    k.rashodPostotak,
                    k.profitPostotak,
                  ]),
                },
                name,
              )
          : undefined
      }
    >
      {klijenti.isLoading ? (
        <Skeleton className="h-80 w-full" />
      ) : klijenti.isError ? (
        <EmptyStatistika>{t('statistika.loadFailed')}</EmptyStatistika>
      ) : isEmpty ? (
        <EmptyStatistika>{t('statistika.emptyPeriod')}</EmptyStatistika>
      ) : (
        <div ref={chartRef}>
          <PieChart
            title={chartTitle}
            slices={slices}
            height={340}
            locale={locales.intl}
            labels={{
              showTable: t('statistika.showTable'),
              hideTable: t('statistika.hideTable'),
              category: t('statistika.klijenti.client'),
              share: t('statistika.share'),
              others: (broj) => t('statistika.klijenti.others', { broj: formatNumber(broj, 0) }),
            }}
          />
        </div>
      )}
    </StatistikaLayout>
  );
}
