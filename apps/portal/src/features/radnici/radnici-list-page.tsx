import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { CalendarRange, FileText } from 'lucide-react';
import { Badge, Button, DataTable, Switch, Label } from '@rp/ui';
import { buildPath, fullName, type Radnik } from '@rp/contract';
import { radniciListQuery } from './api.ts';
import { useLocales } from '../../lib/use-locales.ts';

/** The worker list (Admin, Demo): search, sort, active-only filter in the URL, remaining leave days. */
export function RadniciListPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const isActiveOnly = searchParams.get('activeOnly') !== 'false';
  const radnici = useQuery(radniciListQuery(isActiveOnly));
  const locale = useLocales().intl;

  const columns = useMemo<ColumnDef<Radnik>[]>(() => {
    const money = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return [
      { id: 'ime', size: 200, accessorFn: (row) => fullName(row), header: t('radnici.name') },
      {
        id: 'username',
        size: 140,
        accessorKey: 'username',
        header: t('radnici.username'),
        cell: ({ getValue }) => <span className="font-mono">{getValue<string>()}</span>,
      },
      { id: 'uloga', size: 140, accessorFn: (row) => t(`roles.${row.permission}`), header: t('radnici.role') },
      {
        id: 'aktivan',
        size: 110,
        accessorKey: 'aktivan',
        header: t('radnici.status'),
        cell: ({ getValue }) =>
          getValue<boolean>() ? (
            <Badge variant="success">{t('radnici.active')}</Badge>
          ) : (
            <Badge>{t('radnici.inactive')}</Badge>
          ),
      },
      {
        id: 'preostalo',
        size: 130,
        accessorFn: (row) => row.slobodniDani - row.IskoristeniDani,
        header: t('radnici.leaveLeft'),
        meta: { align: 'right' },
      },
      {
        id: 'cenaRada',
        size: 110,
        accessorKey: 'cenaRada',
        header: t('radnici.rate'),
        cell: ({ getValue }) => money.format(getValue<number>()),
        meta: { align: 'right' },
      },
      {
        id: 'akcije',
        size: 250,
        header: () => <span className="sr-only">{t('common.actions')}</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" asChild>
              <Link to={buildPath('radnici.evidencija', { radnikId: row.original.id })}>
                <CalendarRange aria-hidden className="size-4" />
                {t('radnici.timeRecord')}
              </Link>
            </Button>
            <Button variant="ghost" size="sm" asChild>
              <Link to={buildPath('radnici.dokumenti', { fileGroupId: row.original.id })}>
                <FileText aria-hidden className="size-4" />
                {t('radnici.documents')}
              </Link>
            </Button>
          </div>
        ),
      },
    ];
  }, [t, locale]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{t('title.radnici')}</h1>
        <div className="flex items-center gap-2">
          <Switch
            id="active-only"
            checked={isActiveOnly}
            onCheckedChange={(checked) => setSearchParams(checked ? {} : { activeOnly: 'false' }, { replace: true })}
          />
          <Label htmlFor="active-only">{t('radnici.activeOnly')}</Label>
        </div>
      </div>
      <DataTable
        caption={t('title.radnici')}
        data={radnici.data ?? []}
        columns={columns}
        getRowId={(row) => String(row.id)}
        isLoading={radnici.isLoading}
        searchMode="local"
        defaultSorting={[{ id: 'ime', desc: false }]}
        maxHeight="none"
        labels={{ search: t('common.search'), empty: t('radnici.empty'), loading: t('common.loading') }}
      />
    </div>
  );
}
