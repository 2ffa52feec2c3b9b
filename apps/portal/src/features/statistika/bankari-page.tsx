import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable, FormField, MultiSelect, Select, Switch, Label, formatNumber } from '@rp/ui';
import { VRSTE_NEPOKRETNOSTI } from '@rp/contract';
import { useLocales } from '../../lib/use-locales.ts';
import { bankariQuery } from './api.ts';
import { EmptyStatistika, StatistikaLayout } from './components/statistika-layout.tsx';
import { downloadTableXlsx } from './lib/izvoz.ts';
import {
  BANKARI_KORAK,
  BANKARI_POCETNI_LIMIT,
  bankariRedovi,
  bojaReda,
  meseciSaProcenama,
  opsegRedova,
  zbirovi,
  type BankarRed,
} from './lib/bankari-tabela.ts';
import { bankariGodine } from './lib/period.ts';

/**
 * /statistika/bankari: valuations of each banker per property type and month of a year (part 2 §2, §4, §9). A year
 * change reloads and clears the months; clearing the months restores all months with valuations and shows zero rows
 * again; sorting and searching go back to the top and to the first 50 rows (the table's own rule).
 */
export function BankariStatistikaPage() {
  const { t, i18n } = useTranslation();
  const locales = useLocales();
  const id = useId();
  const godine = useMemo(() => bankariGodine(), []);
  const [godina, setGodina] = useState(godine[0]!);
  const [izabraniMeseci, setIzabraniMeseci] = useState<number[]>([]);
  const [hideZero, setHideZero] = useState(false);
  const bankari = useQuery(bankariQuery(godina));
  const data = bankari.data?.data;
  const isEnglish = i18n.language !== 'sr';

  const meseciSaPodacima = useMemo(() => meseciSaProcenama(data ?? []), [data]);
  const meseci = izabraniMeseci.length > 0 ? izabraniMeseci : meseciSaPodacima;
  const sviRedovi = useMemo(() => bankariRedovi(data ?? [], meseci), [data, meseci]);
  const redovi = useMemo(
    () => (hideZero ? sviRedovi.filter((row) => row.ukupno > 0) : sviRedovi),
    [hideZero, sviRedovi],
  );
  const { min, max } = opsegRedova(redovi);
  const zbir = zbirovi(redovi, meseci);
  const monthName = (mesec: number) =>
    new Intl.DateTimeFormat(locales.intl, { month: 'short' })
      .format(new Date(2000, mesec - 1, 1))
      .replace(/\.$/, '')
      .toLocaleUpperCase(locales.intl);
  const tipNaziv = (row: BankarRed) => {
    if (row.isUkupno) return t('statistika.bankari.total');
    if (row.tipId === 0) return t('statistika.bankari.noSubject');
    const vrsta = VRSTE_NEPOKRETNOSTI.find((entry) => entry.id === row.tipId);
    return vrsta ? (isEnglish ? vrsta.nazivEn : vrsta.naziv) : row.tipNaziv;
  };
  const money = (value: number) => formatNumber(value, 0, locales.intl);

  const columns = useMemo<ColumnDef<BankarRed>[]>(
    () => [
      { id: 'bankaNaziv', accessorKey: 'bankaNaziv', header: t('statistika.bankari.banka'), size: 165 },
      { id: 'bankarNaziv', accessorKey: 'bankarNaziv', header: t('statistika.bankari.bankar'), size: 165 },
      {
        id: 'tipNaziv',
        accessorFn: (row) => tipNaziv(row),
        header: t('statistika.bankari.tip'),
        size: 155,
        cell: ({ row, getValue }) => (
          <span className={row.original.isUkupno ? 'font-semibold' : undefined}>{String(getValue())}</span>
        ),
        footer: t('statistika.bankari.total'),
      },
      ...meseci.map<ColumnDef<BankarRed>>((mesec) => ({
        id: `m${mesec}`,
        accessorFn: (row) => row.poMesecu[String(mesec)] ?? 0,
        header: monthName(mesec),
        size: 76,
        meta: { align: 'right' },
        footer: String(zbir.poMesecu[mesec] ?? 0),
      })),
      {
        id: 'ukupno',
        accessorKey: 'ukupno',
        header: t('statistika.bankari.ukupno'),
        size: 130,
        meta: { align: 'right' },
        footer: String(zbir.ukupno),
      },
      {
        id: 'dogovorenaCena',
        accessorKey: 'dogovorenaCena',
        header: t('statistika.bankari.dogovorenaCena'),
        // the header names its currency: dinars here, euros (the subjects' values) beside it
        size: 200,
        meta: { align: 'right' },
        cell: ({ getValue }) => money(getValue() as number),
        footer: money(zbir.dogovorenaCena),
      },
      {
        id: 'procenjenaVrednost',
        accessorKey: 'procenjenaVrednost',
        header: t('statistika.bankari.procenjenaVrednost'),
        size: 205,
        meta: { align: 'right' },
        cell: ({ getValue }) => money(getValue() as number),
        footer: money(zbir.procenjenaVrednost),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow the language through `t`
    [t, meseci, zbir.ukupno, zbir.dogovorenaCena, zbir.procenjenaVrednost, locales.intl, isEnglish],
  );

  const toXlsx = () =>
    void downloadTableXlsx(
      {
        sheet: t('statistika.tabs.bankari'),
        columns: [
          { header: t('statistika.bankari.banka'), width: 28 },
          { header: t('statistika.bankari.bankar'), width: 28 },
          { header: t('statistika.bankari.tip'), width: 26 },
          ...meseci.map((mesec) => ({ header: monthName(mesec), width: 8 })),
          { header: t('statistika.bankari.ukupno') },
          { header: t('statistika.bankari.dogovorenaCena'), isNumber: true, width: 18 },
          { header: t('statistika.bankari.procenjenaVrednost'), isNumber: true, width: 20 },
        ],
        rows: redovi.map((row) => [
          row.bankaNaziv,
          row.bankarNaziv,
          tipNaziv(row),
          ...meseci.map((mesec) => row.poMesecu[String(mesec)] ?? 0),
          row.ukupno,
          row.dogovorenaCena,
          row.procenjenaVrednost,
        ]),
        footer: [
          t('statistika.bankari.total'),
          '',
          '',
          ...meseci.map((mesec) => zbir.poMesecu[mesec] ?? 0),
          zbir.ukupno,
          zbir.dogovorenaCena,
          zbir.procenjenaVrednost,
        ],
      },
      `statistika-bankari-${godina}`,
    );

  return (
    <StatistikaLayout
      title={t('title.statistikaBankari')}
      filters={
        <>
          <FormField label={t('statistika.bankari.year')} htmlFor={`${id}-godina`} className="w-32">
            <Select
              id={`${id}-godina`}
              options={godine.map((value) => ({ value: String(value), label: String(value) }))}
              value={String(godina)}
              isRequired
              onValueChange={(value) => {
                // A year change clears the months, and clearing them turns the hide-zero filter off (part 2 §4).
                setGodina(Number(value));
                setIzabraniMeseci([]);
                setHideZero(false);
              }}
            />
          </FormField>
          <FormField label={t('statistika.bankari.months')} htmlFor={`${id}-meseci`} className="min-w-56 flex-1">
            <MultiSelect
              id={`${id}-meseci`}
              options={meseciSaPodacima.map((mesec) => ({ value: String(mesec), label: monthName(mesec) }))}
              value={izabraniMeseci.map(String)}
              onValueChange={(value) => {
                const next = value.map(Number).sort((a, b) => a - b);
                setIzabraniMeseci(next);
                if (next.length === 0) setHideZero(false);
              }}
              placeholder={t('statistika.bankari.chooseMonths')}
              maxBadges={3}
              labels={{
                clear: t('ui.multiSelect.clear'),
                search: t('ui.multiSelect.search'),
                list: t('statistika.bankari.months'),
                selected: (count: number) => t('ui.multiSelect.selected', { count }),
              }}
            />
          </FormField>
          <div className="flex shrink-0 items-center gap-2 pb-2">
            <Switch id={`${id}-nule`} checked={hideZero} onCheckedChange={setHideZero} />
            <Label htmlFor={`${id}-nule`}>{t('statistika.bankari.hideZero')}</Label>
          </div>
        </>
      }
      onReload={() => void bankari.refetch()}
      isReloading={bankari.isFetching}
      onDownloadXlsx={data && data.length > 0 ? toXlsx : undefined}
    >
      {bankari.isError ? (
        <EmptyStatistika>{t('statistika.loadFailed')}</EmptyStatistika>
      ) : data && data.length === 0 ? (
        <EmptyStatistika>{t('statistika.emptyYear', { godina })}</EmptyStatistika>
      ) : (
        <DataTable
          caption={t('statistika.bankari.table')}
          data={redovi}
          columns={columns}
          getRowId={(row) => row.key}
          isLoading={bankari.isLoading}
          searchMode="local"
          initialLimit={BANKARI_POCETNI_LIMIT}
          limitStep={BANKARI_KORAK}
          maxHeight="70vh"
          getRowStyle={(row) => ({ backgroundColor: bojaReda(row, min, max) })}
          labels={{
            search: t('statistika.bankari.search'),
            empty: t('statistika.emptyPeriod'),
            loading: t('common.loading'),
            rowCount: (shown, total) => t('statistika.bankari.shown', { shown, total }),
          }}
        />
      )}
    </StatistikaLayout>
  );
}
