import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { ExternalLink, FileText, Plus, Trash2 } from 'lucide-react';
import {
  Badge,
  Button,
  buttonVariants,
  cn,
  ConfirmDialog,
  DataTable,
  PageHeader,
  Tabs,
  TabsContent,
  Spinner,
  useElementWidth,
  formatNumber,
} from '@rp/ui';
import { ErrorType, TIPOVI_KLIJENTA, buildPath, type Klijent, type KlijentSort, type TipKlijenta } from '@rp/contract';
import { useDozvola, useMozeOtvoriti } from '../../lib/use-dozvola.ts';
import { RowMenu } from '../../lib/row-menu.tsx';
import { report } from '../../lib/notify.ts';
import { klijentiListQuery, useDeleteKlijent, type KlijentiFilter } from './api.ts';
import { filterFromParams, paramsFromFilter, searchLoaded } from './klijenti-filter.ts';
import { ListMapTabsList, useListMapView } from '../../lib/list-map-view.tsx';
import { useRememberList } from '../../lib/list-return.ts';

/** Below this table width (a phone) only the name, the type and a row menu stay. */
const PHONE_PX = 640;
/**
 * Table widths below which the less telling columns step back, so the row's actions stay in view without scrolling
 * sideways (the sizes below add up to 1,034 px with icon-only actions: a 1366 px laptop keeps every column, a 1280 px
 * one all but the person's kind); the room for a vertical scroll bar is kept.
 */
const HIDE = { lice: 1060, banka: 940, maticniBroj: 760 } as const;
/** From this table width the documents link says its name beside its icon. */
const LABELLED_ACTIONS_PX = 1300;

const TIP_KEY: Record<TipKlijenta, string> = { 1: 'klijent', 2: 'banka', 3: 'bankar' };
const TIP_BADGE = { 1: 'secondary', 2: 'info', 3: 'warning' } as const;

// The map (Leaflet and its styles, most of this screen's code) loads when the map view is first shown.
const KlijentiMap = lazy(() => import('./klijenti-map.tsx').then((module) => ({ default: module.KlijentiMap })));

/** The register of clients, banks and bankers (every role): search, type filter, server sort, map, load-more. */
export function KlijentiListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  useRememberList('klijenti.list');
  const filter = useMemo(() => filterFromParams(params), [params]);
  const { view, setView } = useListMapView();
  const list = useInfiniteQuery({ ...klijentiListQuery(filter), placeholderData: keepPreviousData });
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.itemList) ?? [], [list.data]);
  const ukupno = list.data?.pages.at(-1)?.ukupno ?? 0;
  // The search box filters the loaded rows at once; the server search follows 500 ms after typing stops.
  const [search, setSearch] = useState(filter.searchData);
  const shown = useMemo(() => searchLoaded(rows, search), [rows, search]);
  const canCreate = useMozeOtvoriti()('klijenti.unos');
  const canDelete = useDozvola()('klijenti.brisanje');
  const [toDelete, setToDelete] = useState<Klijent | null>(null);
  const remove = useDeleteKlijent();
  const [tableRef, tableWidth] = useElementWidth<HTMLDivElement>(50, 1024);
  const isPhone = tableWidth < PHONE_PX;
  const hasLabelledActions = tableWidth >= LABELLED_ACTIONS_PX;
  const number = useMemo(() => ({ format: (value: number) => formatNumber(value) }), []);

  const setFilter = (next: Partial<KlijentiFilter>) =>
    setParams(paramsFromFilter({ ...filter, ...next }, params), { replace: true });

  // 'Pronađeno N klijenata' once the server has answered a search the user typed (part 1 §8).
  const announce = useRef<string | null>(null);
  useEffect(() => {
    if (announce.current === null || announce.current !== filter.searchData) return;
    if (!list.isSuccess || list.isPlaceholderData) return;
    announce.current = null;
    report(ErrorType.Success, 0, t('klijenti.found', { count: ukupno, n: number.format(ukupno) }));
  }, [filter.searchData, list.isSuccess, list.isPlaceholderData, ukupno, t, number]);

  const columns = useMemo<ColumnDef<Klijent>[]>(() => {
    const documents = (klijent: Klijent) => buildPath('klijenti.dokumenti', { fileGroupId: klijent.id });
    return [
      {
        id: 'naziv',
        // On a phone the name takes what the type and the menu leave.
        size: isPhone ? 170 : 240,
        accessorKey: 'naziv',
        header: t('klijenti.columns.naziv'),
        cell: ({ row }) => (
          <Link
            to={buildPath('klijenti.info', { klijentId: row.original.id })}
            title={row.original.naziv}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {row.original.naziv}
          </Link>
        ),
      },
      {
        id: 'tip',
        size: isPhone ? 90 : 92,
        accessorKey: 'tip',
        header: t('klijenti.columns.tip'),
        cell: ({ row }) => (
          <Badge variant={TIP_BADGE[row.original.tip]}>{t(`klijenti.tip.${TIP_KEY[row.original.tip]}`)}</Badge>
        ),
      },
      {
        id: 'lice',
        size: 124,
        accessorKey: 'lice',
        header: t('klijenti.columns.lice'),
        cell: ({ row }) => t(row.original.lice === 1 ? 'klijenti.lice.pravno' : 'klijenti.lice.fizicko'),
        meta: { hideBelow: HIDE.lice },
      },
      {
        id: 'maticniBroj',
        // 13 digits of a JMBG, and 'Registry number' beside its sort mark
        size: 150,
        accessorKey: 'maticniBroj',
        header: t('klijenti.columns.maticniBroj'),
        cell: ({ getValue }) => <span className="font-mono tabular-nums">{getValue<string>()}</span>,
        meta: { hideBelow: HIDE.maticniBroj },
      },
      {
        id: 'mesto',
        size: 160,
        accessorFn: (row) => [row.gradNaziv, row.opstinaNaziv].filter(Boolean)[0] ?? '',
        header: t('klijenti.columns.mesto'),
        cell: ({ getValue }) => <span title={getValue<string>() || undefined}>{getValue<string>()}</span>,
        meta: { hideBelow: PHONE_PX },
      },
      {
        id: 'banka',
        size: 180,
        accessorKey: 'bankaNaziv',
        header: t('klijenti.columns.banka'),
        enableSorting: false,
        cell: ({ getValue }) => <span title={getValue<string | null>() ?? undefined}>{getValue<string | null>()}</span>,
        meta: { hideBelow: HIDE.banka },
      },
      {
        id: 'akcije',
        size: isPhone ? 48 : hasLabelledActions ? 176 : 88,
        enableSorting: false,
        header: () => <span className="sr-only">{t('common.actions')}</span>,
        meta: { align: 'right', label: t('common.actions') },
        cell: ({ row }) => {
          const klijent = row.original;
          if (isPhone)
            return (
              <RowMenu
                label={t('klijenti.rowMenu', { naziv: klijent.naziv })}
                items={[
                  {
                    key: 'open',
                    to: buildPath('klijenti.info', { klijentId: klijent.id }),
                    icon: <ExternalLink aria-hidden className="size-4" />,
                    label: t('klijenti.open'),
                  },
                  {
                    key: 'documents',
                    to: documents(klijent),
                    icon: <FileText aria-hidden className="size-4" />,
                    label: t('klijenti.documents'),
                  },
                  ...(canDelete
                    ? [
                        {
                          key: 'delete',
                          onSelect: () => setToDelete(klijent),
                          isDanger: true,
                          icon: <Trash2 aria-hidden className="size-4" />,
                          label: t('klijenti.delete'),
                        },
                      ]
                    : []),
                ]}
              />
            );
          // Plain elements with the design system's classes: this cell is drawn for every row in view on each scroll frame.
          return (
            <div className="flex items-center justify-end gap-1">
              <Link
                to={documents(klijent)}
                aria-label={t('klijenti.documentsOf', { naziv: klijent.naziv })}
                title={hasLabelledActions ? undefined : t('klijenti.documents')}
                className={
                  hasLabelledActions
                    ? buttonVariants({ variant: 'ghost', size: 'sm' })
                    : cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-7')
                }
              >
                <FileText aria-hidden className="size-4" />
                {hasLabelledActions ? t('klijenti.documents') : null}
              </Link>
              {canDelete ? (
                <button
                  type="button"
                  aria-label={t('klijenti.deleteOf', { naziv: klijent.naziv })}
                  className={cn(
                    buttonVariants({ variant: 'ghost', size: 'icon' }),
                    'size-7 text-danger hover:text-danger',
                  )}
                  onClick={() => setToDelete(klijent)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              ) : null}
            </div>
          );
        },
      },
    ];
  }, [t, isPhone, hasLabelledActions, canDelete]);

  const sorting = useMemo<SortingState>(() => [{ id: filter.sort, desc: filter.smer === 'desc' }], [filter]);
  const counter = !list.isSuccess
    ? null
    : filter.searchData
      ? t('klijenti.found', { count: ukupno, n: number.format(ukupno) })
      : t('klijenti.count', { shown: number.format(rows.length), total: number.format(ukupno) });

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('title.klijenti')}
        actions={
          canCreate ? (
            <Button asChild>
              <Link to={buildPath('klijenti.unos')}>
                <Plus aria-hidden className="size-4" />
                {t('klijenti.new')}
              </Link>
            </Button>
          ) : null
        }
      />
      <Tabs value={view} onValueChange={setView}>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label={t('klijenti.typeFilter')} className="flex flex-wrap gap-1">
            {TIPOVI_KLIJENTA.map((tip) => {
              const isOn = filter.tipovi.includes(tip);
              return (
                <Button
                  key={tip}
                  size="sm"
                  variant={isOn ? 'default' : 'outline'}
                  aria-pressed={isOn}
                  onClick={() =>
                    setFilter({
                      tipovi: isOn ? filter.tipovi.filter((other) => other !== tip) : [...filter.tipovi, tip],
                    })
                  }
                >
                  {t(`klijenti.filter.${TIP_KEY[tip]}`)}
                </Button>
              );
            })}
          </div>
          <ListMapTabsList className="ml-auto" listLabel={t('klijenti.view.list')} mapLabel={t('klijenti.view.map')} />
        </div>
        <TabsContent value="lista" className="mt-3">
          <div ref={tableRef}>
            <DataTable
              caption={t('title.klijenti')}
              data={shown}
              columns={columns}
              getRowId={(row) => String(row.id)}
              isLoading={list.isLoading}
              searchMode="server"
              search={search}
              onSearchChange={setSearch}
              onServerSearch={(text) => {
                announce.current = text.trim() || null;
                setFilter({ searchData: text.trim() });
              }}
              sorting={sorting}
              isManualSorting
              onSortingChange={(next) => {
                const first = next[0];
                if (first) setFilter({ sort: first.id as KlijentSort, smer: first.desc ? 'desc' : 'asc' });
              }}
              hasMore={list.hasNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              isLoadingMore={list.isFetchingNextPage}
              loadMoreThreshold={300}
              maxHeight="calc(100dvh - 15rem)"
              toolbar={
                counter ? (
                  <span role="status" className="text-sm text-muted-foreground tabular-nums">
                    {counter}
                  </span>
                ) : null
              }
              labels={{
                search: t('klijenti.search'),
                empty: filter.searchData || search ? t('klijenti.nothingFound') : t('klijenti.empty'),
                loading: t('common.loading'),
                loadingMore: t('klijenti.loadingMore'),
              }}
            />
          </div>
        </TabsContent>
        <TabsContent value="mapa" className="mt-3">
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <KlijentiMap
              klijenti={shown}
              onOpen={(id) => void navigate(buildPath('klijenti.info', { klijentId: id }))}
            />
          </Suspense>
        </TabsContent>
      </Tabs>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
        title={t('common.confirmDeletion')}
        itemName={toDelete?.naziv}
        variant="destructive"
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        onConfirm={() =>
          toDelete
            ? remove.mutateAsync(toDelete).catch(() => {
                // Refused (a valuation or a job uses it): the shared handler has shown the server's reason.
              })
            : undefined
        }
      />
    </div>
  );
}
