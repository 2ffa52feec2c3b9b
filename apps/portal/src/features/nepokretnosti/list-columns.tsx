import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { formatDecimal, formatDistance, formatNumber } from '@rp/ui';
import { VRSTE_NEPOKRETNOSTI, buildPath, type Nepokretnost } from '@rp/contract';
import { formatDay } from '../../lib/format.ts';

const vrstaNames = new Map<number, { naziv: string; nazivEn: string }>(
  VRSTE_NEPOKRETNOSTI.map((vrsta) => [vrsta.id, vrsta]),
);

/** A type code's name in the interface language (the server's name is Serbian). */
export function vrstaName(id: number, isEnglish: boolean, fallback = ''): string {
  const vrsta = vrstaNames.get(id);
  return vrsta ? (isEnglish ? vrsta.nazivEn : vrsta.naziv) : fallback;
}

/** The place a row is in: its city, else its municipality (with the cadastral municipality when it differs). */
export function placeOf(row: Pick<Nepokretnost, 'grad' | 'opstina' | 'katastar'>): string {
  return row.grad?.naziv ?? row.opstina.naziv;
}

interface ColumnOptions {
  t: TFunction;
  isEnglish: boolean;
  locale: string;
  hasDistance: boolean;
  /** The table's width: narrower tables fold the place into the address and drop the less telling columns. */
  width: number;
}

/**
 * Below these table widths the place joins the address; the date gives way (sooner in a radius search, to the
 * distance); and on a phone only the type, the address, the price per m² (and the distance) stay.
 */
const SEPARATE_PLACE_PX = 900;
const DATE_WITH_DISTANCE_PX = 830;
const DATE_PX = 660;
const ALL_NUMBERS_PX = 560;
/** Below this the type and the address give room, so that the numbers and the date fit beside the map on a laptop. */
const COMPACT_PX = 720;

/** Type, place, address, area, price, €/m², date and (in a radius search) the distance; sortable by NEPOKRETNOST_SORT. */
export function listColumns({ t, isEnglish, locale, hasDistance, width }: ColumnOptions): ColumnDef<Nepokretnost>[] {
  const whole = { format: (value: number) => formatNumber(value) };
  const area = { format: (value: number) => formatDecimal(value, 2) };
  const isNarrow = width < ALL_NUMBERS_PX;
  const isCompact = width < COMPACT_PX;
  const hasPlaceColumn = width >= SEPARATE_PLACE_PX;
  const columns: ColumnDef<Nepokretnost>[] = [
    {
      id: 'vrsta',
      size: isCompact ? 110 : 124,
      accessorFn: (row) => vrstaName(row.vrsta.id, isEnglish, row.vrsta.naziv),
      header: t('nepokretnostiList.columns.vrsta'),
      enableSorting: false,
      cell: ({ row, getValue }) => {
        const naziv = getValue<string>();
        const adresa = row.original.adresa || t('nepokretnostiList.noAddress');
        return (
          <Link
            to={buildPath('nepokretnosti.info', { nepokretnostId: row.original.id })}
            aria-label={t('nepokretnostiList.open', { naziv: `${naziv}, ${adresa}, ${placeOf(row.original)}` })}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {naziv}
          </Link>
        );
      },
    },
  ];
  if (hasPlaceColumn)
    columns.push({
      id: 'mesto',
      size: 130,
      accessorFn: placeOf,
      header: t('nepokretnostiList.columns.mesto'),
      enableSorting: false,
    });
  columns.push({
    id: 'adresa',
    size: isNarrow ? 150 : isCompact ? 140 : 180,
    accessorFn: (row) => (hasPlaceColumn ? row.adresa : [row.adresa, placeOf(row)].filter(Boolean).join(', ')),
    header: t('nepokretnostiList.columns.adresa'),
    enableSorting: false,
    cell: ({ getValue }) => (
      // Cut on a laptop beside the map: the whole address stays a hover away.
      <span className="block truncate" title={getValue<string>() || undefined}>
        {getValue<string>()}
      </span>
    ),
  });
  if (!isNarrow)
    columns.push(
      {
        id: 'kvadratura',
        size: 112,
        accessorKey: 'kvadratura',
        header: t('nepokretnostiList.columns.kvadratura'),
        cell: ({ getValue }) => `${area.format(getValue<number>())} m²`,
        meta: { align: 'right' },
      },
      {
        id: 'trazenaCena',
        size: 104,
        accessorKey: 'trazenaCena',
        header: t('nepokretnostiList.columns.cena'),
        cell: ({ getValue }) => `${whole.format(getValue<number>())} €`,
        meta: { align: 'right' },
      },
    );
  columns.push({
    id: 'jedinicnaCena',
    size: 76,
    accessorKey: 'jedinicnaCena',
    header: t('nepokretnostiList.columns.cenaPoM2'),
    cell: ({ getValue }) => whole.format(getValue<number>()),
    meta: { align: 'right' },
  });
  if (width >= (hasDistance ? DATE_WITH_DISTANCE_PX : DATE_PX))
    columns.push({
      id: 'datum',
      size: 112,
      accessorKey: 'datum',
      header: t('nepokretnostiList.columns.datum'),
      cell: ({ getValue }) => formatDay(getValue<string>()),
      meta: { align: 'right' },
    });
  if (hasDistance)
    columns.push({
      id: 'udaljenost',
      size: isNarrow ? 96 : 112,
      accessorKey: 'udaljenost',
      header: t('nepokretnostiList.columns.udaljenost'),
      cell: ({ getValue }) => {
        const meters = getValue<number | null>();
        return (
          <span data-udaljenost={meters ?? undefined} className="tabular-nums">
            {meters === null ? '—' : formatDistance(meters, locale)}
          </span>
        );
      },
      meta: { align: 'right' },
    });
  return columns;
}
