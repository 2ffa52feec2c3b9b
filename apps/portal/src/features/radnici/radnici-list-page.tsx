import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { Badge, Button, DataTable, Label, PageHeader, Switch, formatDecimal } from '@rp/ui';
import { buildPath, fullName, type Radnik } from '@rp/contract';
import { radniciListQuery } from './api.ts';
import { visibleRadnikLinks } from './components/radnik-links.tsx';
import { useMozeOtvoriti } from '../../lib/use-dozvola.ts';
import { RowMenu } from '../../lib/row-menu.tsx';
import { useRememberList } from '../../lib/list-return.ts';

/** Shown in every row; the less used links go to the row's menu. */
const ROW_LINKS = new Set(['radnici.evidencija', 'radnici.dokumenti']);

/** Below this table width (a phone) only the name and the status stay. */
const PHONE_PX = 640;

/** The worker list (Admin, Demo): search, sort, active-only filter in the URL, remaining leave days. */
export function RadniciListPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  useRememberList('radnici.list');
  const isActiveOnly = searchParams.get('activeOnly') !== 'false';
  const radnici = useQuery(radniciListQuery(isActiveOnly));
  const mayOpen = useMozeOtvoriti();
  const canCreate = mayOpen('radnici.unos');

  const columns = useMemo<ColumnDef<Radnik>[]>(() => {
    const money = { format: (value: number) => formatDecimal(value, 2) };
    return [
      {
        id: 'ime',
        size: 200,
        accessorFn: (row) => fullName(row),
        header: t('radnici.name'),
        cell: ({ row, getValue }) =>
          mayOpen('radnici.info', { radnikId: row.original.id }) ? (
            <Link
              to={buildPath('radnici.info', { radnikId: row.original.id })}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {getValue<string>()}
            </Link>
          ) : (
            getValue<string>()
          ),
      },
      {
        id: 'username',
        size: 140,
        meta: { hideBelow: PHONE_PX },
        accessorKey: 'username',
        header: t('radnici.username'),
        cell: ({ getValue }) => <span className="font-mono">{getValue<string>()}</span>,
      },
      {
        id: 'uloga',
        size: 140,
        accessorFn: (row) => t(`roles.${row.permission}`),
        header: t('radnici.role'),
        meta: { hideBelow: PHONE_PX },
      },
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
        size: 150,
        accessorFn: (row) => row.slobodniDani - row.IskoristeniDani,
        header: t('radnici.leaveLeft'),
        meta: { align: 'right', hideBelow: PHONE_PX },
      },
      {
        id: 'cenaRada',
        size: 110,
        accessorKey: 'cenaRada',
        header: t('radnici.rate'),
        cell: ({ getValue }) => money.format(getValue<number>()),
        meta: { align: 'right', hideBelow: PHONE_PX },
      },
      {
        id: 'akcije',
        size: 285,
        // On a phone the name leads to the worker's form, which links to everything the actions do.
        meta: { hideBelow: PHONE_PX },
        header: () => <span className="sr-only">{t('common.actions')}</span>,
        enableSorting: false,
        cell: ({ row }) => {
          const links = visibleRadnikLinks(row.original.id, mayOpen);
          const more = links.filter((link) => !ROW_LINKS.has(link.route));
          return (
            <div className="flex items-center gap-1">
              {links
                .filter((link) => ROW_LINKS.has(link.route))
                .map((link) => (
                  <Button key={link.route} variant="ghost" size="sm" asChild>
                    <Link to={buildPath(link.route, link.params)}>
                      {link.icon}
                      {t(link.labelKey)}
                    </Link>
                  </Button>
                ))}
              {more.length > 0 ? (
                <RowMenu
                  label={t('radnici.moreActions', { name: fullName(row.original) })}
                  align="center"
                  items={more.map((link) => ({
                    key: link.route,
                    to: buildPath(link.route, link.params),
                    icon: link.icon,
                    label: t(link.labelKey),
                  }))}
                />
              ) : null}
            </div>
          );
        },
      },
    ];
  }, [t, mayOpen]);

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('title.radnici')}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <div className="flex items-center gap-2">
              <Switch
                id="active-only"
                checked={isActiveOnly}
                onCheckedChange={(checked) =>
                  setSearchParams(checked ? {} : { activeOnly: 'false' }, { replace: true })
                }
              />
              <Label htmlFor="active-only">{t('radnici.activeOnly')}</Label>
            </div>
            {canCreate ? (
              <Button asChild>
                <Link to={buildPath('radnici.unos')}>
                  <Plus aria-hidden className="size-4" />
                  {t('radnici.newWorker')}
                </Link>
              </Button>
            ) : null}
          </div>
        }
      />
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
