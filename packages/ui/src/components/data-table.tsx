import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type FilterFn,
  type Header,
  type HeaderGroup,
  type Row,
  type RowData,
  type SortingFn,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ChevronsUpDown, Columns3, Search } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { matchesSearch } from '../lib/search.ts';
import { compareValues, nextSorting } from '../lib/table-sort.ts';
import { useControllableState } from '../hooks/use-controllable-state.ts';
import { useDebouncedCallback } from '../hooks/use-debounced-callback.ts';
import { useElementWidth } from '../hooks/use-element-width.ts';
import { Button } from './button.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';
import { Input } from './input.tsx';
import { Spinner } from './spinner.tsx';
import { useUiLabels } from './ui-labels.tsx';

declare module '@tanstack/react-table' {
  // The type parameters must match TanStack's declaration.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    align?: 'left' | 'right' | 'center';
    headerClassName?: string;
    cellClassName?: string;
    /** Name in the column menu when the header is not plain text. */
    label?: string;
    /**
     * Hidden while the table is narrower than this many pixels (a phone), unless the column menu or the host set
     * the column's visibility; the column's id (or accessorKey) names it.
     */
    hideBelow?: number;
  }
}

interface DataTableLabels {
  search: string;
  empty: string;
  loading: string;
  loadingMore: string;
  columns: string;
  /** E.g. (shown, total) => `${shown} od ${total}`; omit to hide the counter. */
  rowCount?: (shown: number, total: number) => string;
}

const defaultLabels: DataTableLabels = {
  search: 'Search',
  empty: 'No data.',
  loading: 'Loading',
  loadingMore: 'Loading more…',
  columns: 'Columns',
};

interface DataTableProps<TData> extends Omit<ComponentProps<'div'>, 'children'> {
  data: TData[];
  // Column value types differ per column, as in TanStack's own examples.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TData, any>[];
  /** Accessible name of the table. */
  caption: string;
  getRowId?: (row: TData, index: number) => string;
  sorting?: SortingState;
  defaultSorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** The host sorts (server data); the table only shows the arrows. */
  isManualSorting?: boolean;
  columnVisibility?: VisibilityState;
  defaultColumnVisibility?: VisibilityState;
  onColumnVisibilityChange?: (visibility: VisibilityState) => void;
  hasColumnMenu?: boolean;
  /** 'local' filters the rows here; 'server' calls `onServerSearch` after `searchDebounceMs`; 'both' does both. */
  searchMode?: 'none' | 'local' | 'server' | 'both';
  search?: string;
  defaultSearch?: string;
  onSearchChange?: (search: string) => void;
  onServerSearch?: (search: string) => void;
  searchDebounceMs?: number;
  /** Rows shown at first; more appear while scrolling ('load more'). Omit to show all (virtualised). */
  initialLimit?: number;
  limitStep?: number;
  /** Distance from the bottom that triggers loading more, in px. */
  loadMoreThreshold?: number;
  /** The server has more rows: `onLoadMore` is called when the local rows run out. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  isLoadingMore?: boolean;
  isLoading?: boolean;
  rowHeight?: number;
  overscan?: number;
  /** Height of the scrolling area (CSS length). */
  maxHeight?: string;
  getRowClassName?: (row: TData, index: number) => string | undefined;
  getRowStyle?: (row: TData, index: number) => CSSProperties | undefined;
  onRowClick?: (row: TData) => void;
  /** Extra controls at the right of the toolbar (filters, a month multi-select…). */
  toolbar?: ReactNode;
  labels?: Partial<DataTableLabels>;
}

const alignClass = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

const sortByCompare: SortingFn<unknown> = (a, b, columnId) => compareValues(a.getValue(columnId), b.getValue(columnId));

const searchFilter: FilterFn<unknown> = (row, columnId, query: string) => {
  const value = row.getValue(columnId);
  return value !== null && value !== undefined && matchesSearch(String(value), query);
};

interface DataTableRowProps<TData> {
  row: Row<TData>;
  index: number;
  /**
   * The visible columns as TanStack memoises them: a new array when the columns or their visibility change, which
   * is when the row's cells must be drawn again.
   */
  columns: Column<TData, unknown>[];
  height: number;
  getRowClassName?: (row: TData, index: number) => string | undefined;
  getRowStyle?: (row: TData, index: number) => CSSProperties | undefined;
  onRowClick?: (row: TData) => void;
}

/**
 * One body row. Memoised: a scroll frame re-renders the table, but a row already in view keeps its props (the same
 * TanStack row, index and columns) and is skipped, so a frame draws only the rows that scroll in.
 */
function DataTableRowImpl<TData>({
  row,
  index,
  height,
  getRowClassName,
  getRowStyle,
  onRowClick,
}: DataTableRowProps<TData>) {
  return (
    <tr
      data-slot="data-table-row"
      data-index={index}
      aria-rowindex={index + 2}
      onClick={onRowClick ? () => onRowClick(row.original) : undefined}
      className={cn(
        'group/row hover:bg-muted/60',
        onRowClick && 'cursor-pointer',
        getRowClassName?.(row.original, index),
      )}
      style={{ height, ...getRowStyle?.(row.original, index) }}
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        return (
          <td
            key={cell.id}
            className={cn(
              'truncate border-b border-border/70 px-3',
              alignClass[meta?.align ?? 'left'],
              meta?.align === 'right' && 'tabular-nums',
              meta?.cellClassName,
            )}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
}

const DataTableRow = memo(DataTableRowImpl) as typeof DataTableRowImpl;

interface DataTableHeadProps<TData> {
  headerGroups: HeaderGroup<TData>[];
  /** The sort state: the header groups stay the same objects when only the sorting changes. */
  sorting: SortingState;
  onSort: (columnId: string) => void;
}

/** The header row; memoised like the body rows, so a scroll frame does not draw it again. */
function DataTableHeadImpl<TData>({ headerGroups, onSort }: DataTableHeadProps<TData>) {
  return (
    <thead className="sticky top-0 z-10 bg-muted">
      {headerGroups.map((headerGroup) => (
        <tr key={headerGroup.id} aria-rowindex={1}>
          {headerGroup.headers.map((header) => (
            <DataTableHeaderCell key={header.id} header={header} onSort={onSort} />
          ))}
        </tr>
      ))}
    </thead>
  );
}

const DataTableHead = memo(DataTableHeadImpl) as typeof DataTableHeadImpl;

function DataTableHeaderCell<TData>({
  header,
  onSort,
}: {
  header: Header<TData, unknown>;
  onSort: (id: string) => void;
}) {
  const meta = header.column.columnDef.meta;
  const sorted = header.column.getIsSorted();
  const canSort = header.column.getCanSort();
  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      style={{ width: header.getSize() }}
      className={cn(
        'h-9 border-b border-border px-3 text-sm font-medium whitespace-nowrap text-muted-foreground',
        alignClass[meta?.align ?? 'left'],
        meta?.headerClassName,
      )}
    >
      {canSort ? (
        <button
          type="button"
          onClick={() => onSort(header.column.id)}
          className={cn(
            'inline-flex max-w-full cursor-pointer items-center gap-1 rounded-sm hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            // Reversed, the row would take its baseline from the icon and sit 1.5 px above the other headers.
            meta?.align === 'right' && 'flex-row-reverse align-middle',
            sorted && 'text-foreground',
          )}
        >
          <span className="truncate">{content}</span>
          {sorted === 'asc' ? (
            <ArrowUp aria-hidden="true" className="size-3.5 shrink-0" />
          ) : sorted === 'desc' ? (
            <ArrowDown aria-hidden="true" className="size-3.5 shrink-0" />
          ) : (
            <ChevronsUpDown aria-hidden="true" className="size-3.5 shrink-0 opacity-40" />
          )}
        </button>
      ) : (
        <span className="block truncate">{content}</span>
      )}
    </th>
  );
}

function DataTable<TData>({
  data,
  columns,
  caption,
  getRowId,
  sorting: sortingProp,
  defaultSorting = [],
  onSortingChange,
  isManualSorting = false,
  columnVisibility: visibilityProp,
  defaultColumnVisibility = {},
  onColumnVisibilityChange,
  hasColumnMenu = false,
  searchMode = 'none',
  search: searchProp,
  defaultSearch = '',
  onSearchChange,
  onServerSearch,
  searchDebounceMs = 500,
  initialLimit,
  limitStep = 20,
  loadMoreThreshold = 300,
  hasMore = false,
  onLoadMore,
  isLoadingMore = false,
  isLoading = false,
  rowHeight = 33,
  overscan = 10,
  maxHeight = '32rem',
  getRowClassName,
  getRowStyle,
  onRowClick,
  toolbar,
  labels,
  className,
  ...props
}: DataTableProps<TData>) {
  const text = useUiLabels('dataTable', defaultLabels, labels);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [sorting, setSorting] = useControllableState(sortingProp, defaultSorting, onSortingChange);
  const [columnVisibility, setColumnVisibility] = useControllableState(
    visibilityProp,
    defaultColumnVisibility,
    onColumnVisibilityChange,
  );
  const [search, setSearch] = useControllableState(searchProp, defaultSearch, onSearchChange);
  const [limit, setLimit] = useState(initialLimit ?? Number.POSITIVE_INFINITY);
  const serverSearch = useDebouncedCallback((query: string) => onServerSearch?.(query), searchDebounceMs);
  const isLocalSearch = searchMode === 'local' || searchMode === 'both';

  const resetView = () => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
    setLimit(initialLimit ?? Number.POSITIVE_INFINITY);
  };

  const [rootRef, rootWidth] = useElementWidth<HTMLDivElement>(50, Number.MAX_SAFE_INTEGER);
  // The columns hidden for the width, as a key: measuring the width after mount (or a resize that hides nothing
  // new) keeps the same visibility object, so the rows are not all drawn again for nothing.
  const narrowHiddenKey = columns
    .flatMap((column) => {
      const id = column.id ?? (column as { accessorKey?: unknown }).accessorKey;
      const hideBelow = column.meta?.hideBelow;
      return typeof id === 'string' && hideBelow !== undefined && rootWidth < hideBelow ? [id] : [];
    })
    .join('\n');
  const narrowHidden = useMemo<VisibilityState>(
    () => Object.fromEntries(narrowHiddenKey ? narrowHiddenKey.split('\n').map((id) => [id, false]) : []),
    [narrowHiddenKey],
  );
  const shownColumns = useMemo(() => ({ ...narrowHidden, ...columnVisibility }), [narrowHidden, columnVisibility]);

  const table = useReactTable<TData>({
    data,
    columns,
    getRowId,
    state: { sorting, columnVisibility: shownColumns, globalFilter: isLocalSearch ? search : '' },
    defaultColumn: { sortingFn: sortByCompare as SortingFn<TData> },
    globalFilterFn: searchFilter as FilterFn<TData>,
    manualSorting: isManualSorting,
    enableSortingRemoval: false,
    onColumnVisibilityChange: (updater) => {
      const next = { ...(typeof updater === 'function' ? updater(shownColumns) : updater) };
      // Keep only what the user chose: a column hidden for the width alone comes back when there is room.
      for (const id of Object.keys(narrowHidden)) if (next[id] === false && !(id in columnVisibility)) delete next[id];
      setColumnVisibility(next);
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });

  const rows = table.getRowModel().rows;
  const shownCount = Math.min(limit, rows.length);
  const virtualizer = useVirtualizer({
    count: shownCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = virtualRows.length > 0 ? virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0) : 0;
  const visibleColumns = table.getVisibleLeafColumns() as Column<TData, unknown>[];
  const visibleColumnCount = visibleColumns.length;
  const hasFooter = useMemo(() => columns.some((column) => column.footer !== undefined), [columns]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const remaining = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (remaining > loadMoreThreshold) return;
    if (shownCount < rows.length) setLimit((current) => current + limitStep);
    else if (hasMore && !isLoadingMore) onLoadMore?.();
  };

  const sortBy = (columnId: string) => {
    setSorting(nextSorting(sorting, columnId));
    resetView();
  };
  // The header gets one callback for the table's life (it is memoised); the latest sortBy runs.
  const sortByRef = useRef(sortBy);
  useLayoutEffect(() => {
    sortByRef.current = sortBy;
  });
  const onSort = useCallback((columnId: string) => sortByRef.current(columnId), []);

  const onSearchInput = (value: string) => {
    setSearch(value);
    resetView();
    if (searchMode === 'server' || searchMode === 'both') serverSearch(value);
  };

  const hideableColumns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const hasToolbar = searchMode !== 'none' || hasColumnMenu || toolbar || text.rowCount;

  return (
    <div ref={rootRef} data-slot="data-table" className={cn('flex min-w-0 flex-col gap-2', className)} {...props}>
      {hasToolbar ? (
        <div data-slot="data-table-toolbar" className="flex flex-wrap items-center gap-2">
          {searchMode !== 'none' ? (
            <div className="relative w-full sm:w-64">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                type="search"
                aria-label={text.search}
                placeholder={text.search}
                value={search}
                onChange={(event) => onSearchInput(event.target.value)}
                className="pl-8"
              />
            </div>
          ) : null}
          {toolbar}
          <div className="ml-auto flex items-center gap-2">
            {text.rowCount ? (
              <span className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
                {text.rowCount(shownCount, rows.length)}
              </span>
            ) : null}
            {hasColumnMenu ? (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline" size="sm">
                    <Columns3 aria-hidden="true" />
                    {text.columns}
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent>
                  <DropdownMenuLabel>{text.columns}</DropdownMenuLabel>
                  {hideableColumns.map((column) => (
                    <DropdownMenuCheckboxItem
                      key={column.id}
                      checked={column.getIsVisible()}
                      onCheckedChange={(checked) => column.toggleVisibility(Boolean(checked))}
                      onSelect={(event) => event.preventDefault()}
                    >
                      {column.columnDef.meta?.label ??
                        (typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id)}
                    </DropdownMenuCheckboxItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            ) : null}
          </div>
        </div>
      ) : null}
      <div
        ref={scrollRef}
        data-slot="data-table-scroll"
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={caption}
        className="relative overflow-auto rounded-lg border border-border bg-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        style={{ maxHeight }}
      >
        <table
          aria-label={caption}
          aria-rowcount={rows.length + 1}
          className="w-full table-fixed border-separate border-spacing-0 text-base"
          style={{ minWidth: table.getTotalSize() }}
        >
          <DataTableHead headerGroups={table.getHeaderGroups()} sorting={sorting} onSort={onSort} />
          <tbody>
            {isLoading ? (
              <tr>
                <td colSpan={visibleColumnCount} className="h-24 text-center">
                  <Spinner label={text.loading} className="text-muted-foreground" />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={visibleColumnCount} className="h-24 text-center text-muted-foreground">
                  {text.empty}
                </td>
              </tr>
            ) : (
              <>
                {paddingTop > 0 ? (
                  <tr aria-hidden="true">
                    <td colSpan={visibleColumnCount} style={{ height: paddingTop, padding: 0 }} />
                  </tr>
                ) : null}
                {virtualRows.map((virtualRow) => {
                  const row = rows[virtualRow.index]!;
                  return (
                    <DataTableRow
                      key={row.id}
                      row={row}
                      index={virtualRow.index}
                      columns={visibleColumns}
                      height={rowHeight}
                      getRowClassName={getRowClassName}
                      getRowStyle={getRowStyle}
                      onRowClick={onRowClick}
                    />
                  );
                })}
                {paddingBottom > 0 ? (
                  <tr aria-hidden="true">
                    <td colSpan={visibleColumnCount} style={{ height: paddingBottom, padding: 0 }} />
                  </tr>
                ) : null}
                {isLoadingMore ? (
                  <tr>
                    <td colSpan={visibleColumnCount} className="h-10 text-center text-sm text-muted-foreground">
                      <span className="inline-flex items-center gap-2">
                        <Spinner size="sm" label={text.loadingMore} />
                        {text.loadingMore}
                      </span>
                    </td>
                  </tr>
                ) : null}
              </>
            )}
          </tbody>
          {hasFooter && rows.length > 0 ? (
            <tfoot className="sticky bottom-0 z-10 bg-muted font-medium">
              {table.getFooterGroups().map((footerGroup) => (
                <tr key={footerGroup.id}>
                  {footerGroup.headers.map((header) => {
                    const meta = header.column.columnDef.meta;
                    return (
                      <td
                        key={header.id}
                        colSpan={header.colSpan}
                        className={cn(
                          'h-9 truncate border-t border-border px-3',
                          alignClass[meta?.align ?? 'left'],
                          meta?.align === 'right' && 'tabular-nums',
                        )}
                      >
                        {header.isPlaceholder ? null : flexRender(header.column.columnDef.footer, header.getContext())}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tfoot>
          ) : null}
        </table>
      </div>
    </div>
  );
}

export { DataTable };
export type { DataTableProps, DataTableLabels };
