import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BarChart, FormField, MultiSelect, Skeleton, formatNumber } from '@rp/ui';
import { resursKljuc } from '@rp/contract';
import { useLocales } from '../../lib/use-locales.ts';
import { useSession } from '../../lib/session-store.ts';
import { masineListQuery } from '../masine/api.ts';
import { radniciListQuery } from '../radnici/api.ts';
import { resursQuery } from './api.ts';
import { EmptyStatistika, StatistikaLayout } from './components/statistika-layout.tsx';
import { PeriodPicker, usePeriod } from './components/period-picker.tsx';
import { downloadChartPng, downloadTableXlsx } from './lib/izvoz.ts';
import { monthLabel, periodLabel, provisionalMonthLabel } from './lib/period.ts';

const MERE = ['prihod', 'rashod', 'profit'] as const;
type Mera = (typeof MERE)[number];

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .filter((part) => /^[1-9]\d{0,7}$/.test(part))
    .slice(0, 25);

/**
 * /statistika/radnici: a bar chart per month, one series per chosen machine and worker, one of income, expenses or
 * profit at a time (income first). The signed-in worker is chosen at first (part 2 §6).
 */
export function RadniciStatistikaPage() {
  const { t } = useTranslation();
  const locales = useLocales();
  const session = useSession();
  const id = useId();
  const [period, opseg, setPeriod] = usePeriod();
  const [params, setParams] = useSearchParams();
  const [mera, setMera] = useState<Mera>('prihod');
  const chartRef = useRef<HTMLDivElement>(null);
  const radniciIds = params.has('r') ? ids(params.get('r')) : session ? [String(session.id)] : [];
  const masineIds = ids(params.get('m'));
  const setIds = (key: 'r' | 'm', value: string[]) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set(key, value.join(','));
        return copy;
      },
      { replace: true },
    );
  const radnici = useQuery(radniciListQuery(false));
  const masine = useQuery(masineListQuery());
  const resursi = [
    ...masineIds.map((value) => resursKljuc('masina', Number(value))),
    ...radniciIds.map((value) => resursKljuc('radnik', Number(value))),
  ];
  const statistika = useQuery(resursQuery(opseg, resursi));
  const data = statistika.data;
  const money = (value: number) => formatNumber(value, 0, locales.intl);
  const categories = data?.listaMeseca.map((mesec) => monthLabel(mesec, locales.intl)) ?? [];
  const provisionalCategory = provisionalMonthLabel(data?.listaMeseca, locales.intl);
  const series =
    data?.listaResursa.map((resurs) => ({
      id: resurs.Id,
      label: t('statistika.radnici.seriesLabel', {
        naziv: resurs.Naziv,
        prihod: money(resurs.Prihod),
        rashod: money(resurs.Rashod),
        profit: money(resurs.Profit),
      }),
      values: { prihod: resurs.Prihodi, rashod: resurs.Rashodi, profit: resurs.Profiti },
    })) ?? [];
  const isEmpty =
    data !== undefined &&
    data.listaResursa.every((r) => r.Prihodi.every((v) => v === 0) && r.Rashodi.every((v) => v === 0));
  const labels = (list: string) => ({
    clear: t('ui.multiSelect.clear'),
    search: t('ui.multiSelect.search'),
    list,
    selected: (count: number) => t('ui.multiSelect.selected', { count }),
  });
  const name = `statistika-radnici-${mera}-${data?.listaMeseca[0] ?? ''}-${data?.listaMeseca.at(-1) ?? ''}`;
  const canDownload = data !== undefined && !isEmpty && resursi.length > 0;
  const mereLabel = Object.fromEntries(MERE.map((m) => [m, t(`statistika.${m}`)])) as Record<Mera, string>;

  return (
    <StatistikaLayout
      title={t('title.statistikaRadnici')}
      filters={
        <>
          <PeriodPicker period={period} onChange={setPeriod} />
          <FormField label={t('statistika.radnici.workers')} htmlFor={`${id}-radnici`} className="min-w-56 flex-1">
            <MultiSelect
              id={`${id}-radnici`}
              options={(radnici.data ?? []).map((radnik) => ({
                value: String(radnik.id),
                label: `${radnik.ime} ${radnik.prezime}`.trim(),
              }))}
              value={radniciIds}
              onValueChange={(value) => setIds('r', value)}
              placeholder={t('statistika.radnici.chooseWorkers')}
              isSearchable
              maxBadges={2}
              labels={labels(t('statistika.radnici.workers'))}
            />
          </FormField>
          <FormField label={t('statistika.radnici.machines')} htmlFor={`${id}-masine`} className="min-w-56 flex-1">
            <MultiSelect
              id={`${id}-masine`}
              options={(masine.data ?? []).map((masina) => ({ value: String(masina.Id), label: masina.Ime }))}
              value={masineIds}
              onValueChange={(value) => setIds('m', value)}
              placeholder={t('statistika.radnici.chooseMachines')}
              isSearchable
              maxBadges={2}
              labels={labels(t('statistika.radnici.machines'))}
            />
          </FormField>
        </>
      }
      onReload={() => void statistika.refetch()}
      isReloading={statistika.isFetching}
      onDownloadPng={
        canDownload
          ? () =>
              void downloadChartPng(chartRef.current!, name, {
                title: `${t('statistika.radnici.chart')}: ${mereLabel[mera]}`,
                subtitle: `${t('title.statistikaRadnici')} · ${periodLabel(data?.listaMeseca, locales.intl)}`,
              })
          : undefined
      }
      onDownloadXlsx={
        canDownload
          ? () =>
              void downloadTableXlsx(
                {
                  sheet: mereLabel[mera],
                  columns: [
                    { header: t('statistika.radnici.resource'), width: 32 },
                    ...MERE.map((m) => ({ header: mereLabel[m], isNumber: true, width: 14 })),
                    ...categories.map((category) => ({ header: `${mereLabel[mera]} ${category}`, isNumber: true })),
                  ],
                  rows: data!.listaResursa.map((r) => [
                    r.Naziv,
                    r.Prihod,
                    r.Rashod,
                    r.Profit,
                    ...(mera === 'prihod' ? r.Prihodi : mera === 'rashod' ? r.Rashodi : r.Profiti),
                  ]),
                },
                name,
              )
          : undefined
      }
    >
      {resursi.length === 0 ? (
        <EmptyStatistika>{t('statistika.radnici.noResources')}</EmptyStatistika>
      ) : statistika.isLoading ? (
        <Skeleton className="h-80 w-full" />
      ) : statistika.isError ? (
        <EmptyStatistika>{t('statistika.loadFailed')}</EmptyStatistika>
      ) : isEmpty ? (
        <EmptyStatistika>{t('statistika.emptyPeriod')}</EmptyStatistika>
      ) : (
        <div ref={chartRef}>
          <BarChart
            title={t('statistika.radnici.chart')}
            categories={categories}
            series={series}
            measures={MERE.map((m) => ({ id: m, label: mereLabel[m] }))}
            measure={mera}
            onMeasureChange={(value) => setMera(value as Mera)}
            measureLabel={t('statistika.measure')}
            locale={locales.intl}
            formatValue={money}
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
