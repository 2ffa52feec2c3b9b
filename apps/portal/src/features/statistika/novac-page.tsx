import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LineChart, Skeleton, formatNumber } from '@rp/ui';
import { useLocales } from '../../lib/use-locales.ts';
import { novacQuery } from './api.ts';
import { EmptyStatistika, StatistikaLayout } from './components/statistika-layout.tsx';
import { PeriodPicker, usePeriod } from './components/period-picker.tsx';
import { downloadChartPng, downloadTableXlsx } from './lib/izvoz.ts';
import { monthLabel, periodLabel, provisionalMonthLabel } from './lib/period.ts';

const SERIES_COLORS = { prihod: '#0f766e', rashod: '#dc2626', profit: '#4f46e5' } as const;

/** /statistika/novac: income, expenses and profit per month as a line chart, each series toggled by its checkbox. */
export function NovacPage() {
  const { t } = useTranslation();
  const locales = useLocales();
  const [period, opseg, setPeriod] = usePeriod();
  const novac = useQuery(novacQuery(opseg));
  const chartRef = useRef<HTMLDivElement>(null);
  const data = novac.data;
  const categories = data?.listaMeseca.map((mesec) => monthLabel(mesec, locales.intl)) ?? [];
  const provisionalCategory = provisionalMonthLabel(data?.listaMeseca, locales.intl);
  const series = data
    ? [
        { id: 'prihod', label: t('statistika.prihod'), values: data.listaPrihoda, color: SERIES_COLORS.prihod },
        { id: 'rashod', label: t('statistika.rashod'), values: data.listaRashoda, color: SERIES_COLORS.rashod },
        { id: 'profit', label: t('statistika.profit'), values: data.listaProfita, color: SERIES_COLORS.profit },
      ]
    : [];
  const isEmpty = data !== undefined && series.every((entry) => entry.values.every((value) => value === 0));
  const name = `statistika-novac-${data?.listaMeseca[0] ?? ''}-${data?.listaMeseca.at(-1) ?? ''}`;

  return (
    <StatistikaLayout
      title={t('title.statistikaNovac')}
      filters={<PeriodPicker period={period} onChange={setPeriod} />}
      onReload={() => void novac.refetch()}
      isReloading={novac.isFetching}
      onDownloadPng={
        data && !isEmpty
          ? () =>
              void downloadChartPng(chartRef.current!, name, {
                title: t('statistika.novac.chart'),
                subtitle: `${t('title.statistikaNovac')} · ${periodLabel(data.listaMeseca, locales.intl)}`,
              })
          : undefined
      }
      onDownloadXlsx={
        data && !isEmpty
          ? () =>
              void downloadTableXlsx(
                {
                  sheet: t('statistika.tabs.novac'),
                  columns: [
                    { header: t('statistika.month') },
                    ...series.map((entry) => ({ header: entry.label, isNumber: true, width: 16 })),
                  ],
                  rows: categories.map((category, index) => [
                    category,
                    ...series.map((entry) => entry.values[index] ?? 0),
                  ]),
                },
                name,
              )
          : undefined
      }
    >
      {novac.isLoading ? (
        <Skeleton className="h-80 w-full" />
      ) : novac.isError ? (
        <EmptyStatistika>{t('statistika.loadFailed')}</EmptyStatistika>
      ) : isEmpty ? (
        <EmptyStatistika>{t('statistika.emptyPeriod')}</EmptyStatistika>
      ) : (
        <div ref={chartRef}>
          <LineChart
            title={t('statistika.novac.chart')}
            categories={categories}
            series={series}
            locale={locales.intl}
            formatValue={(value) => formatNumber(value, 0, locales.intl)}
            labels={{
              showTable: t('statistika.showTable'),
              hideTable: t('statistika.hideTable'),
              category: t('statistika.month'),
              ...(provisionalCategory && { provisional: t('statistika.provisional', { month: provisionalCategory }) }),
            }}
            {...(provisionalCategory && { provisionalCategory })}
          />
        </div>
      )}
    </StatistikaLayout>
  );
}
