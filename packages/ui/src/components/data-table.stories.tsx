import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef } from '@tanstack/react-table';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ageRowClassName, scaleColor } from '../lib/color-scale.ts';
import { formatEuro, formatNumber } from '../lib/format.ts';
import { DataTable } from './data-table.tsx';
import { makeBankari, makeKlijenti, type BankarRow, type KlijentRow } from './data-table.fixtures.ts';
import { Label } from './label.tsx';
import { MultiSelect } from './multi-select.tsx';

const NOW = new Date('2026-03-12T12:00:00Z');
const klijenti = makeKlijenti(120);
const many = makeKlijenti(10_000);

const columnsSr: ColumnDef<KlijentRow, unknown>[] = [
  { accessorKey: 'id', header: 'Id', size: 70, meta: { align: 'right' } },
  { accessorKey: 'naziv', header: 'Naziv', size: 260 },
  { accessorKey: 'grad', header: 'Grad', size: 160 },
  { accessorKey: 'maticniBroj', header: 'Matični broj', size: 130 },
  { accessorKey: 'procena', header: 'Procene', size: 100, meta: { align: 'right' } },
  {
    accessorKey: 'dogovorenaCena',
    header: 'Dogovorena cena',
    size: 160,
    meta: { align: 'right' },
    cell: (info) => formatEuro(info.getValue() as number),
    footer: (context) =>
      formatEuro(context.table.getFilteredRowModel().rows.reduce((sum, row) => sum + row.original.dogovorenaCena, 0)),
  },
];

const labelsSr = {
  search: 'Pretraga',
  empty: 'Nema podataka.',
  loading: 'Učitavanje',
  loadingMore: 'Učitavanje još…',
  columns: 'Kolone',
  rowCount: (shown: number, total: number) => `${formatNumber(shown)} od ${formatNumber(total)}`,
};

const meta = {
  title: 'UI/DataTable',
  component: DataTable<KlijentRow>,
  args: {
    data: klijenti,
    columns: columnsSr,
    caption: 'Klijenti',
    searchMode: 'local',
    labels: labelsSr,
    getRowId: (row: KlijentRow) => String(row.id),
    maxHeight: '24rem',
  },
} satisfies Meta<typeof DataTable<KlijentRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[data-slot="data-table-row"]');
const firstCell = (canvasElement: HTMLElement, column: number) =>
  bodyRows(canvasElement)[0]?.querySelectorAll('td')[column]?.textContent;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Klijenti' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Naziv/ })).toBeVisible();
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const idHeader = canvas.getByRole('columnheader', { name: /Id/ });
    await userEvent.click(within(idHeader).getByRole('button'));
    await expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCell(canvasElement, 0)).toBe('1');
    // The same column flips.
    await userEvent.click(within(idHeader).getByRole('button'));
    await expect(idHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCell(canvasElement, 0)).toBe('120');
    // A new column starts ascending, even a numeric one.
    const priceHeader = canvas.getByRole('columnheader', { name: /Dogovorena cena/ });
    await userEvent.click(within(priceHeader).getByRole('button'));
    await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(idHeader).not.toHaveAttribute('aria-sort');
  },
};

export const LocalSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pretraga' }), 'cacak');
    await waitFor(() => expect(bodyRows(canvasElement).length).toBeGreaterThan(0));
    for (const row of bodyRows(canvasElement)) await expect(row).toHaveTextContent('Čačak');
  },
};

export const ServerSearch: Story = {
  args: { searchMode: 'server', onServerSearch: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pretraga' }), 'invest');
    await expect(args.onServerSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onServerSearch).toHaveBeenCalledTimes(1), { timeout: 1500 });
    await expect(args.onServerSearch).toHaveBeenCalledWith('invest');
  },
};

export const InfiniteLoadMore: Story = {
  args: { initialLimit: 30, limitStep: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('30 od 120')).toBeVisible();
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="data-table-scroll"]')!;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getByText('50 od 120')).toBeVisible());
    // Sorting resets the scroll and the visible row limit.
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /Naziv/ })).getByRole('button'));
    await expect(canvas.getByText('30 od 120')).toBeVisible();
    await expect(scroller.scrollTop).toBe(0);
  },
};

export const ServerLoadMore: Story = {
  render: function Render(args) {
    const [rows, setRows] = useState(() => makeKlijenti(30));
    const [isLoadingMore, setIsLoadingMore] = useState(false);
    return (
      <DataTable
        {...args}
        data={rows}
        hasMore={rows.length < 90}
        isLoadingMore={isLoadingMore}
        onLoadMore={() => {
          setIsLoadingMore(true);
          window.setTimeout(() => {
            setRows((current) => makeKlijenti(current.length + 20));
            setIsLoadingMore(false);
          }, 200);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="data-table-scroll"]')!;
    // Scrolled to the end once the first 30 rows have their height: a scroll set earlier stayed at the top (the load
    // came, the picture showed the first rows).
    await waitFor(() => expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight + 500));
    scroller.scrollTop = scroller.scrollHeight;
    scroller.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(canvas.getByText('50 od 50')).toBeVisible());
    await expect(scroller.scrollTop).toBeGreaterThan(0);
  },
};

export const FooterTotals: Story = {
  args: { data: klijenti.slice(0, 5) },
  play: async ({ canvasElement }) => {
    const total = klijenti.slice(0, 5).reduce((sum, row) => sum + row.dogovorenaCena, 0);
    await expect(within(canvasElement).getByText(formatEuro(total))).toBeVisible();
  },
};

export const AgeColours: Story = {
  args: {
    getRowClassName: (row: KlijentRow) => ageRowClassName(row.datumUnosa, NOW),
    columns: [
      ...columnsSr.slice(0, 3),
      {
        accessorKey: 'datumUnosa',
        header: 'Datum unosa',
        size: 140,
        cell: (info) => new Date(info.getValue() as string).toLocaleDateString('sr-Latn-RS'),
      },
    ],
  },
};

export const ColumnVisibility: Story = {
  args: { hasColumnMenu: true, defaultColumnVisibility: { maticniBroj: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: /Matični broj/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Kolone' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitemcheckbox', { name: 'Matični broj' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('columnheader', { name: /Matični broj/ })).toBeVisible();
  },
};

/** On a phone (a table under `meta.hideBelow` px) secondary columns give way; the column menu still shows them. */
export const NarrowHidesColumns: Story = {
  args: {
    hasColumnMenu: true,
    columns: columnsSr.map((column) =>
      'accessorKey' in column && (column.accessorKey === 'grad' || column.accessorKey === 'maticniBroj')
        ? { ...column, meta: { ...column.meta, hideBelow: 640 } }
        : column,
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('columnheader', { name: /Grad/ })).toBeNull());
    await expect(canvas.queryByRole('columnheader', { name: /Matični broj/ })).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: /Naziv/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Kolone' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitemcheckbox', { name: 'Grad' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('columnheader', { name: /Grad/ })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: /Matični broj/ })).toBeNull();
  },
};

export const TenThousandRows: Story = {
  args: { data: many, labels: labelsSr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10.000 od 10.000')).toBeVisible();
    await expect(bodyRows(canvasElement).length).toBeLessThan(60);
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="data-table-scroll"]')!;
    scroller.scrollTop = 200_000;
    await waitFor(() => expect(Number(bodyRows(canvasElement)[0]?.getAttribute('data-index'))).toBeGreaterThan(5000));
    await expect(bodyRows(canvasElement).length).toBeLessThan(60);
  },
};

// Body cells drawn, by row id: what a scroll frame re-renders (a memoised row already in view is not drawn again).
const drawnCells = new Map<number, number>();
const countedColumns: ColumnDef<KlijentRow, unknown>[] = [
  ...columnsSr.slice(0, 1),
  {
    accessorKey: 'naziv',
    header: 'Naziv',
    size: 260,
    cell: (info) => {
      const id = info.row.original.id;
      drawnCells.set(id, (drawnCells.get(id) ?? 0) + 1);
      return info.getValue() as string;
    },
  },
  ...columnsSr.slice(2),
];

export const ScrollDrawsOnlyNewRows: Story = {
  args: { data: many, columns: countedColumns, searchMode: 'none' },
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="data-table-scroll"]')!;
    await waitFor(() => expect(bodyRows(canvasElement).length).toBeGreaterThan(10));
    const indexes = () => [...bodyRows(canvasElement)].map((row) => Number(row.getAttribute('data-index')));
    const idAt = (index: number) => many[index]!.id;
    // Three rows further down: most of the rows in view stay.
    const before = new Set(indexes());
    const drawnBefore = new Map(drawnCells);
    scroller.scrollTop += 3 * 33;
    await waitFor(() => expect(indexes()).not.toEqual([...before]));
    const after = indexes();
    const stayed = after.filter((index) => before.has(index));
    const entered = after.filter((index) => !before.has(index));
    await expect(stayed.length).toBeGreaterThan(10);
    await expect(entered.length).toBeGreaterThan(0);
    for (const index of stayed) await expect(drawnCells.get(idAt(index))).toBe(drawnBefore.get(idAt(index)));
    for (const index of entered) await expect(drawnCells.get(idAt(index)) ?? 0).toBeGreaterThan(0);
  },
};

function CurrencySwitch() {
  const [isEnglish, setIsEnglish] = useState(false);
  const columns = useMemo<ColumnDef<KlijentRow, unknown>[]>(
    () => [
      { accessorKey: 'naziv', header: isEnglish ? 'Name' : 'Naziv', size: 260 },
      {
        accessorKey: 'dogovorenaCena',
        header: isEnglish ? 'Agreed price' : 'Dogovorena cena',
        size: 160,
        meta: { align: 'right' },
        // The English columns show cents: the product's number symbols are the same in both languages.
        cell: (info) => formatEuro(info.getValue() as number, isEnglish ? 2 : 0, isEnglish ? 'en-US' : 'sr-Latn-RS'),
      },
    ],
    [isEnglish],
  );
  return (
    <div className="space-y-2">
      <button type="button" onClick={() => setIsEnglish((value) => !value)}>
        {isEnglish ? 'Srpski' : 'English'}
      </button>
      <DataTable data={klijenti} columns={columns} caption="Klijenti" getRowId={(row) => String(row.id)} />
    </div>
  );
}

/** Memoised rows still follow the host: new columns (another language's formats) redraw the rows in view. */
export const RowsFollowNewColumns: Story = {
  render: () => <CurrencySwitch />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = formatEuro(klijenti[0]!.dogovorenaCena, 0, 'sr-Latn-RS');
    await expect(firstCell(canvasElement, 1)).toBe(price);
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(canvas.getByRole('columnheader', { name: /Agreed price/ })).toBeVisible();
    await expect(firstCell(canvasElement, 1)).toBe(formatEuro(klijenti[0]!.dogovorenaCena, 2, 'en-US'));
    await expect(firstCell(canvasElement, 1)).not.toBe(price);
  },
};

/** No play function: the benchmark (bench/ui.bench.ts) scrolls this one itself. */
export const Performance10k: Story = {
  name: 'Performance: 10,000 rows',
  args: { data: many, initialLimit: undefined, maxHeight: '32rem' },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nema podataka.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { data: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Učitavanje');
  },
};

const months = Array.from({ length: 12 }, (_, index) => index + 1);

function BankariTable() {
  const rows = useMemo(() => makeBankari(), []);
  const [selectedMonths, setSelectedMonths] = useState<string[]>([]);
  const shownMonths = selectedMonths.length > 0 ? selectedMonths.map(Number) : months;
  const totalOf = (row: BankarRow) => shownMonths.reduce((sum, month) => sum + (row.months[month] ?? 0), 0);
  const totals = rows.map(totalOf);
  const min = Math.min(...totals);
  const max = Math.max(...totals);
  const columns: ColumnDef<BankarRow, unknown>[] = [
    { accessorKey: 'bankarNaziv', header: 'Bankar', size: 150 },
    { accessorKey: 'bankaNaziv', header: 'Banka', size: 130 },
    { accessorKey: 'tip', header: 'Tip', size: 130 },
    ...months.map((month): ColumnDef<BankarRow, unknown> => ({
      id: `m${month}`,
      header: String(month),
      accessorFn: (row) => row.months[month] ?? 0,
      size: 52,
      meta: { align: 'right', label: `Mesec ${month}` },
      footer: (context) =>
        context.table
          .getFilteredRowModel()
          .rows.reduce((s, r) => s + (r.original.isTotal ? 0 : (r.original.months[month] ?? 0)), 0),
    })),
    {
      id: 'ukupno',
      header: 'Ukupno',
      accessorFn: totalOf,
      size: 80,
      meta: { align: 'right' },
      footer: (context) =>
        context.table
          .getFilteredRowModel()
          .rows.reduce((s, r) => s + (r.original.isTotal ? 0 : totalOf(r.original)), 0),
    },
  ];
  const visibility = Object.fromEntries(months.map((month) => [`m${month}`, shownMonths.includes(month)]));
  return (
    <DataTable
      data={rows}
      columns={columns}
      caption="Bankari"
      getRowId={(row) => row.id}
      searchMode="local"
      initialLimit={50}
      limitStep={10}
      columnVisibility={visibility}
      labels={labelsSr}
      getRowClassName={(row) => (row.isTotal ? 'font-medium' : undefined)}
      getRowStyle={(row) => ({
        backgroundColor: scaleColor(totalOf(row), min, max, { isEmphasized: row.isTotal || row.isSingle }),
      })}
      toolbar={
        <div className="flex w-full items-center gap-2 sm:w-80">
          <Label htmlFor="bankari-meseci">Meseci</Label>
          <MultiSelect
            id="bankari-meseci"
            placeholder="Svi meseci"
            options={months.map((month) => ({ value: String(month), label: `Mesec ${month}` }))}
            value={selectedMonths}
            onValueChange={setSelectedMonths}
            maxBadges={4}
            labels={{ clear: 'Obriši izbor', list: 'Meseci', selected: (n) => `Izabrano meseci: ${n}` }}
          />
        </div>
      }
    />
  );
}

export const BankersMonthsAndColourScale: Story = {
  render: () => <BankariTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '12' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Meseci' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('checkbox', { name: 'Mesec 3' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('columnheader', { name: '12' })).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: '3' })).toBeVisible();
  },
};

export const Serbian: Story = {};

export const English: Story = {
  args: {
    caption: 'Clients',
    labels: {
      search: 'Search',
      empty: 'No data.',
      loading: 'Loading',
      loadingMore: 'Loading more…',
      columns: 'Columns',
      rowCount: (shown: number, total: number) => `${formatNumber(shown)} of ${formatNumber(total)}`,
    },
    hasColumnMenu: true,
    columns: [
      { accessorKey: 'id', header: 'Id', size: 70, meta: { align: 'right' } },
      { accessorKey: 'naziv', header: 'Name', size: 260 },
      { accessorKey: 'grad', header: 'City', size: 160 },
      { accessorKey: 'maticniBroj', header: 'Registry number', size: 150 },
      {
        accessorKey: 'dogovorenaCena',
        header: 'Agreed price',
        size: 160,
        meta: { align: 'right' },
        cell: (info) => formatEuro(info.getValue() as number, 0, 'en-US'),
      },
    ],
  },
};
