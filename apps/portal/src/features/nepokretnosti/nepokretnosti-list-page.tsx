import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SortingState } from '@tanstack/react-table';
import { FileUp, Plus } from 'lucide-react';
import { Button, Card, DataTable, PageHeader, Tabs, TabsContent, cn, formatNumber, useElementWidth } from '@rp/ui';
import { ErrorType, RADIUS_DEFAULT_M, buildPath, type NepokretnostSort, type RouteId } from '@rp/contract';
import { FiltersToggle } from '../../lib/filters-toggle.tsx';
import { useMozeOtvoriti } from '../../lib/use-dozvola.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { useLocales } from '../../lib/use-locales.ts';
import { report } from '../../lib/notify.ts';
import { mapaFilterOf, nepokretnostiListQuery, nepokretnostiMapaQuery } from './api.ts';
import { FiltersPanel } from './filters-panel.tsx';
import { listColumns } from './list-columns.tsx';
import { ListMap } from './list-map.tsx';
import {
  RANGE_FIELDS,
  clampRadius,
  defaultSort,
  rangeWarnings,
  filterFromParams,
  paramsFromFilter,
  type NepokretnostiFilter,
} from './filters.ts';
import { ListMapTabsList, useListMapView } from '../../lib/list-map-view.tsx';
import { useRememberList } from '../../lib/list-return.ts';

/** 'Pronađeno N nepokretnosti' follows a search's answer by 2000 ms (part 2 §8, §9). */
export const FOUND_TOAST_DELAY_MS = 2000;
/** How many filters differ from the plain list (shown on the phone's filter button). */
function activeFilters(filter: NepokretnostiFilter, plain: NepokretnostiFilter): number {
  return [
    filter.opstinaId !== null,
    filter.katastarId !== null,
    filter.gradId !== null,
    filter.vrste.length > 0,
    filter.prvi !== plain.prvi || filter.drugi !== plain.drugi,
    ...RANGE_FIELDS.map((field) => filter.ranges[field] !== undefined),
  ].filter(Boolean).length;
}

/** The property register (every role): filters, the table with load-more, the map with a radius search. */
export function NepokretnostiListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  useRememberList('nepokretnosti.list');
  const filter = useMemo(() => filterFromParams(params), [params]);
  const plain = useMemo(() => filterFromParams(new URLSearchParams()), []);
  const mapaFilter = useMemo(() => mapaFilterOf(filter), [filter]);
  // A shared or edited address may hold a reversed range the server would refuse: the form shows the warning instead.
  const isSearchable = useMemo(() => rangeWarnings(filter.ranges).length === 0, [filter.ranges]);
  const list = useInfiniteQuery({
    ...nepokretnostiListQuery(filter),
    placeholderData: keepPreviousData,
    enabled: isSearchable,
  });
  const mapa = useQuery({
    ...nepokretnostiMapaQuery(mapaFilter),
    placeholderData: keepPreviousData,
    enabled: isSearchable,
  });
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.itemList) ?? [], [list.data]);
  const ukupno = list.data?.pages.at(-1)?.ukupno ?? 0;
  const isPhone = useIsPhone();
  const [isFiltersOpen, setIsFiltersOpen] = useState(false);
  const { view, setView } = useListMapView();
  const mayOpenScreen = useMozeOtvoriti();
  const mayOpen = (id: RouteId) => mayOpenScreen(id);
  const locales = useLocales();
  const number = useMemo(() => ({ format: (value: number) => formatNumber(value) }), []);
  const [tableRef, tableWidth] = useElementWidth<HTMLDivElement>(50, 720);

  // 'Pronađeno N nepokretnosti' 2 s after the answer to a search the user made (not on opening or paging).
  // The timer outlives later renders (paging, a refetch) but not the screen, nor a newer search: a count still
  // waiting to be said is dropped when the next search starts ('Pronađeno 0' must not follow the new results).
  const toastTimer = useRef<number | undefined>(undefined);

  /** A search the user asked for: a new history entry (Back returns to the previous search), then the toast. */
  const announce = useRef(false);
  const search = useCallback(
    (next: NepokretnostiFilter) => {
      announce.current = true;
      window.clearTimeout(toastTimer.current);
      setParams(paramsFromFilter(next, params));
    },
    [params, setParams],
  );

  useEffect(() => () => window.clearTimeout(toastTimer.current), []);
  useEffect(() => {
    if (!announce.current || !list.isSuccess || list.isPlaceholderData || list.isFetching) return;
    announce.current = false;
    const message = t('nepokretnostiList.found', { count: ukupno, n: number.format(ukupno) });
    window.clearTimeout(toastTimer.current);
    toastTimer.current = window.setTimeout(() => report(ErrorType.Success, 0, message), FOUND_TOAST_DELAY_MS);
  }, [list.isSuccess, list.isPlaceholderData, list.isFetching, ukupno, t, number]);

  const setCenter = useCallback(
    ([lat, lon]: [number, number]) => {
      const isDefaultOrder =
        filter.sort === defaultSort(filter.radius !== null).sort &&
        filter.smer === defaultSort(filter.radius !== null).smer;
      search({
        ...filter,
        radius: { lat, lon, radius: filter.radius?.radius ?? RADIUS_DEFAULT_M },
        ...(isDefaultOrder && defaultSort(true)),
      });
    },
    [filter, search],
  );
  const setRadius = useCallback(
    (meters: number) => {
      if (filter.radius) search({ ...filter, radius: { ...filter.radius, radius: clampRadius(meters) } });
    },
    [filter, search],
  );
  const clearRadius = useCallback(() => {
    const order = filter.sort === 'udaljenost' ? defaultSort(false) : { sort: filter.sort, smer: filter.smer };
    search({ ...filter, radius: null, ...order });
  }, [filter, search]);
  const open = useCallback(
    (id: number) => void navigate(buildPath('nepokretnosti.info', { nepokretnostId: id })),
    [navigate],
  );

  const columns = useMemo(
    () =>
      listColumns({
        t,
        isEnglish: i18n.language !== 'sr',
        locale: locales.intl,
        hasDistance: filter.radius !== null,
        width: tableWidth,
      }),
    [t, i18n.language, locales.intl, filter.radius, tableWidth],
  );
  const sorting = useMemo<SortingState>(() => [{ id: filter.sort, desc: filter.smer === 'desc' }], [filter]);
  const counter = list.isSuccess
    ? t('nepokretnostiList.count', { shown: number.format(rows.length), total: number.format(ukupno) })
    : null;
  const filterCount = activeFilters(filter, plain);
  // The search alone (not the phone's tab) restarts the form's draft.
  const filterKey = useMemo(() => paramsFromFilter(filter).toString(), [filter]);

  const table = (
    <div ref={tableRef} className="min-w-0">
      <DataTable
        caption={t('title.nepokretnosti')}
        data={rows}
        columns={columns}
        getRowId={(row) => String(row.id)}
        isLoading={isSearchable && list.isLoading}
        sorting={sorting}
        isManualSorting
        onSortingChange={(next) => {
          const first = next[0];
          if (first)
            setParams(
              paramsFromFilter(
                { ...filter, sort: first.id as NepokretnostSort, smer: first.desc ? 'desc' : 'asc' },
                params,
              ),
              { replace: true },
            );
        }}
        onRowClick={(row) => open(row.id)}
        hasMore={list.hasNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        isLoadingMore={list.isFetchingNextPage}
        loadMoreThreshold={300}
        maxHeight={isPhone ? 'calc(100dvh - 13rem)' : 'calc(100dvh - 16rem)'}
        toolbar={
          counter ? (
            <span role="status" className="text-sm text-muted-foreground tabular-nums">
              {counter}
            </span>
          ) : null
        }
        labels={{
          empty: isSearchable ? t('nepokretnostiList.empty') : t('nepokretnostiList.errors.fixRanges'),
          loading: t('common.loading'),
          loadingMore: t('nepokretnostiList.loadingMore'),
        }}
      />
    </div>
  );
  const map = (
    <ListMap
      mapa={mapa.data}
      isLoading={mapa.isFetching}
      radius={filter.radius}
      onCenterChange={setCenter}
      onRadiusChange={setRadius}
      onRadiusClear={clearRadius}
      onOpen={open}
      className={
        isPhone
          ? 'h-[calc(100dvh-var(--spacing-header)-10rem)]'
          : 'sticky top-4 h-[calc(100dvh-var(--spacing-header)-7rem)]'
      }
    />
  );

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('title.nepokretnosti')}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {mayOpen('nepokretnosti.import') ? (
              <Button asChild variant="outline">
                <Link to={buildPath('nepokretnosti.import')}>
                  <FileUp aria-hidden className="size-4" />
                  {t('nepokretnostiList.import')}
                </Link>
              </Button>
            ) : null}
            {mayOpen('nepokretnosti.unos') ? (
              <Button asChild>
                <Link to={buildPath('nepokretnosti.unos')}>
                  <Plus aria-hidden className="size-4" />
                  {t('nepokretnostiList.new')}
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
            label={
              filterCount > 0
                ? t('nepokretnostiList.filtersCount', { count: filterCount })
                : t('nepokretnostiList.filters')
            }
          />
        ) : null}
        <FiltersPanel
          // The address is the truth: Back or a shared link shows its own search in the fields.
          key={filterKey}
          filter={filter}
          onSearch={(next) => {
            search(next);
            setIsFiltersOpen(false);
          }}
          onReset={() => search({ ...plain, radius: filter.radius, ...defaultSort(filter.radius !== null) })}
          className={cn(isPhone && 'mt-3', isPhone && !isFiltersOpen && 'hidden')}
        />
      </Card>
      {isPhone ? (
        <Tabs value={view} onValueChange={setView}>
          <ListMapTabsList
            label={t('nepokretnostiList.view.label')}
            className="w-full"
            triggerClassName="flex-1"
            listLabel={t('nepokretnostiList.view.list')}
            mapLabel={t('nepokretnostiList.view.map')}
          />
          <TabsContent value="lista" className="mt-3">
            {table}
          </TabsContent>
          <TabsContent value="mapa" className="mt-3">
            {map}
          </TabsContent>
        </Tabs>
      ) : (
        <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_26rem] 2xl:grid-cols-[minmax(0,1fr)_minmax(26rem,0.8fr)]">
          {table}
          {map}
        </div>
      )}
    </div>
  );
}
