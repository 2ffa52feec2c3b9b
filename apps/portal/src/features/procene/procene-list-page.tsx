import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { Button, Card, ConfirmDialog, DataTable, EmptyState, PageHeader, cn } from '@rp/ui';
import { ErrorType, buildPath, hasRole, moze, routeById, type ProcenaListItem, type RouteId } from '@rp/contract';
import { hasScreen } from '../../app/screens.ts';
import { FiltersToggle } from '../../lib/filters-toggle.tsx';
import { firmToday } from '../../lib/format.ts';
import { report } from '../../lib/notify.ts';
import { useSession } from '../../lib/session-store.ts';
import { useLocales } from '../../lib/use-locales.ts';
import { klijentQuery } from '../klijenti/api.ts';
import { proceneListQuery, radniciIzborQuery, useDeleteProcena } from './api.ts';
import { IzvozButton } from './components/izvoz-button.tsx';
import { ProceneFilters } from './components/procene-filters.tsx';
import { activeFilterCount, filterFromParams, paramsFromFilter, type ProceneFilter } from './filters.ts';
import { listColumns, rowClassName } from './list-columns.tsx';
import { formatRsd } from '../../lib/format.ts';
import { ownInspectionsDefault, useIsPhone } from '../../lib/use-is-phone.ts';
import { useRememberList } from '../../lib/list-return.ts';

/** The valuations (every role): filters in the address, 30 rows then 10 more, the sum and count of all matches. */
export function ProceneListPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  useRememberList('procene.list');
  const session = useSession();
  const isPhone = useIsPhone();
  const today = firmToday();
  // On a phone (Android/iOS) the list opens on the user's own inspections (part 2 §2).
  const ownInspections = ownInspectionsDefault(session?.id, isPhone);
  const defaults = useMemo(() => ({ today, ownInspections }), [today, ownInspections]);
  const filter = useMemo(() => filterFromParams(params, defaults), [params, defaults]);
  const list = useInfiniteQuery({ ...proceneListQuery(filter), placeholderData: keepPreviousData });
  const radnici = useQuery(radniciIzborQuery());
  const klijent = useQuery({ ...klijentQuery(filter.klijentId ?? 0), enabled: filter.klijentId !== null });
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.itemList) ?? [], [list.data]);
  const lastPage = list.data?.pages.at(-1);
  const ukupno = lastPage?.ukupno ?? 0;
  const suma = lastPage?.sumaDogovorenaCena ?? 0;
  const locales = useLocales();
  const number = useMemo(() => new Intl.NumberFormat(locales.intl), [locales.intl]);
  const [isFiltersOpen, setIsFiltersOpen] = useState(false);
  const [toDelete, setToDelete] = useState<ProcenaListItem | null>(null);
  const remove = useDeleteProcena();

  const roles = session?.roles;
  const mayOpen = useCallback((id: RouteId) => hasScreen(id) && hasRole(roles ?? [], routeById(id).roles), [roles]);
  const canDelete = moze(session, 'procene.brisanje');

  // 'Pronađeno N procena' once the server has answered a filter the user changed (part 2 §8).
  const announce = useRef(false);
  const setFilter = useCallback(
    (next: Partial<ProceneFilter>) => {
      announce.current = true;
      setParams(paramsFromFilter({ ...filter, ...next }, params, defaults), { replace: true });
    },
    [filter, params, defaults, setParams],
  );
  const found = t('proceneList.found', { count: ukupno, n: number.format(ukupno) });
  useEffect(() => {
    if (!announce.current || !list.isSuccess || list.isPlaceholderData || list.isFetching) return;
    announce.current = false;
    report(ErrorType.Success, 0, found);
  }, [list.isSuccess, list.isPlaceholderData, list.isFetching, found]);

  const reset = () => {
    announce.current = true;
    // The client the list was opened for has its own chip; the rest returns to the defaults.
    const plain = new URLSearchParams();
    if (filter.klijentId !== null) plain.set('klijentId', String(filter.klijentId));
    setParams(plain, { replace: true });
  };

  const columns = useMemo(
    () =>
      listColumns({
        t,
        isEnglish: i18n.language !== 'sr',
        isPhone,
        mayOpen,
        canDelete,
        onDelete: setToDelete,
      }),
    [t, i18n.language, isPhone, mayOpen, canDelete],
  );
  const getRowClassName = useCallback((row: ProcenaListItem) => rowClassName(row, today), [today]);
  const filterCount = activeFilterCount(filter);
  const isFiltered = filterCount > 0 || filter.klijentId !== null;

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('title.procene')}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <IzvozButton filter={filter} />
            {mayOpen('procene.unos') ? (
              <Button asChild>
                <Link to={buildPath('procene.unos')}>
                  <Plus aria-hidden className="size-4" />
                  {t('proceneList.new')}
                </Link>
              </Button>
            ) : null}
          </div>
        }
      />
      <Card className="p-4">
        {isPhone ? (
          <FiltersToggle
            isOpen={isFiltersOpen}
            onToggle={() => setIsFiltersOpen((isOpen) => !isOpen)}
            label={filterCount > 0 ? t('proceneList.filtersCount', { count: filterCount }) : t('proceneList.filters')}
          />
        ) : null}
        <ProceneFilters
          filter={filter}
          onChange={setFilter}
          onReset={reset}
          radnici={radnici.data ?? []}
          isRadniciLoading={radnici.isLoading}
          klijentNaziv={klijent.data?.naziv ?? null}
          className={cn(isPhone && 'mt-3', isPhone && !isFiltersOpen && 'hidden')}
        />
      </Card>
      {list.isSuccess && ukupno === 0 && !list.isPlaceholderData ? (
        <EmptyState
          title={isFiltered ? t('proceneList.empty.filtered') : t('proceneList.empty.title')}
          description={isFiltered ? t('proceneList.empty.filteredHint') : t('proceneList.empty.hint')}
          action={
            mayOpen('procene.unos') ? (
              <Button asChild variant="outline">
                <Link to={buildPath('procene.unos')}>
                  <Plus aria-hidden className="size-4" />
                  {t('proceneList.new')}
                </Link>
              </Button>
            ) : null
          }
        />
      ) : (
        <div className="min-w-0 space-y-2">
          <DataTable
            caption={t('title.procene')}
            data={rows}
            columns={columns}
            getRowId={(row) => String(row.id)}
            getRowClassName={getRowClassName}
            isLoading={list.isLoading}
            rowHeight={isPhone ? 64 : 44}
            hasMore={list.hasNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            isLoadingMore={list.isFetchingNextPage}
            loadMoreThreshold={300}
            maxHeight={isPhone ? 'calc(100dvh - 15rem)' : 'calc(100dvh - 24rem)'}
            hasColumnMenu={!isPhone}
            labels={{
              empty: t('proceneList.empty.title'),
              columns: t('proceneList.columnMenu'),
              loading: t('common.loading'),
              loadingMore: t('proceneList.loadingMore'),
            }}
          />
          {list.isSuccess ? (
            <div
              data-slot="procene-footer"
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border border-border bg-muted/50 px-3 py-2 text-sm"
            >
              <span role="status" className="font-medium tabular-nums">
                {found}
                {rows.length < ukupno ? (
                  <span className="ml-2 font-normal text-muted-foreground">
                    {t('proceneList.shown', { n: number.format(rows.length) })}
                  </span>
                ) : null}
              </span>
              <span className="tabular-nums">
                <span className="text-muted-foreground">{t('proceneList.sum')}</span>{' '}
                <strong className="font-semibold">{formatRsd(suma)}</strong>
              </span>
            </div>
          ) : null}
        </div>
      )}
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
            ? remove.mutateAsync({ id: toDelete.id, naziv: toDelete.naziv }).catch(() => {
                // Refused: the shared handler has shown the server's reason.
              })
            : undefined
        }
      />
    </div>
  );
}
