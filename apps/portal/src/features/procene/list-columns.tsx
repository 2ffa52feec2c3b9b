import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Badge, ageRowClassNames, cn } from '@rp/ui';
import { vrstaName } from '../nepokretnosti/list-columns.tsx';
import { FAZE_PLACANJA, FAZE_PROCENE, buildPath, daniOdDatuma, type ProcenaListItem, type RouteId } from '@rp/contract';
import { firmDayOf, formatInstantDate, formatRsd } from '../../lib/format.ts';
import { OpisCell } from './components/opis-cell.tsx';
import { ProcenaRowMenu } from './components/row-menu.tsx';
import { SnimanjeCell } from './components/snimanje-cell.tsx';

type Named = { id: number; naziv: string; nazivEn: string };
const nameOf = (list: readonly Named[], id: number, isEnglish: boolean) => {
  const entry = list.find((item) => item.id === id);
  return entry ? (isEnglish ? entry.nazivEn : entry.naziv) : String(id);
};
export const fazaName = (id: number, isEnglish: boolean) => nameOf(FAZE_PROCENE, id, isEnglish);
export const fazaPlacanjaName = (id: number, isEnglish: boolean) => nameOf(FAZE_PLACANJA, id, isEnglish);

const FAZA_BADGE = {
  1: 'info',
  2: 'secondary',
  3: 'success',
  4: 'default',
  5: 'outline',
  6: 'warning',
} as const;
const PRIORITET_BADGE = { 1: 'danger', 2: 'secondary', 3: 'outline' } as const;

/** The firm's calendar day of an instant, `yyyy-MM-dd`. */

/** The row's colour by the days since the valuation was entered (0 to 8, part 2 §4). */
export function rowClassName(row: ProcenaListItem, today: string): string {
  return ageRowClassNames[daniOdDatuma(firmDayOf(row.datumUnosa), today)] ?? '';
}

interface ColumnOptions {
  t: TFunction;
  isEnglish: boolean;
  isPhone: boolean;
  mayOpen: (id: RouteId) => boolean;
  canDelete: boolean;
  onDelete: (procena: ProcenaListItem) => void;
}

const text = (value: string | null) => value ?? '';

/**
 * A phone's narrow columns keep 8 px of padding instead of 12, so the phase badge is never cut (the menu keeps 4 px):
 * the phone sizes 198 + 100 + 36 fit a 360 px screen, and the name takes what a wider one adds.
 */
const PHONE_CELL = { headerClassName: 'px-2', cellClassName: 'px-2' } as const;
/**
 * Table widths below which the less telling columns step back (the column menu brings any of them back): the date,
 * the name, the bank, the phase, the price, the flag and the description stay on a laptop.
 */
const HIDE = { rest: 1700, people: 1400, klijent: 1150 } as const;

/** The first subject's name; a type name the server writes in Serbian is shown in the interface language. */
function predmetName(row: ProcenaListItem, isEnglish: boolean): string | null {
  const predmet = row.nazivPrvogPredmetaProcene;
  if (!predmet || row.vrstaId === null) return predmet;
  return predmet === vrstaName(row.vrstaId, false) ? vrstaName(row.vrstaId, isEnglish, predmet) : predmet;
}

/**
 * Date, name (with the first subject), bank, client, banker, leader, inspector, phase, payment phase, priority, agreed
 * price, recording flag, description and the row's menu; on a phone the name (with the subject and the date under it),
 * the phase and the menu.
 */
export function listColumns({
  t,
  isEnglish,
  isPhone,
  mayOpen,
  canDelete,
  onDelete,
}: ColumnOptions): ColumnDef<ProcenaListItem>[] {
  const canOpen = mayOpen('procene.info');
  const naziv: ColumnDef<ProcenaListItem> = {
    id: 'naziv',
    size: isPhone ? 198 : 200,
    accessorKey: 'naziv',
    header: t('proceneList.columns.naziv'),
    cell: ({ row }) => {
      const procena = row.original;
      const predmet = predmetName(procena, isEnglish);
      // On a phone the name is what tells the rows apart: it wraps (two lines, a long word broken anywhere) and the
      // date leads the subject's line; on a wider screen it stays on one line, whole in its tooltip.
      const nameClass = isPhone ? 'line-clamp-2 wrap-anywhere whitespace-normal' : 'truncate';
      const title = canOpen ? (
        <Link
          to={buildPath('procene.info', { procenaId: procena.id })}
          title={procena.naziv}
          className={cn(nameClass, 'font-medium text-primary underline-offset-4 hover:underline')}
        >
          {procena.naziv}
        </Link>
      ) : (
        <span title={procena.naziv} className={cn(nameClass, 'font-medium')}>
          {procena.naziv}
        </span>
      );
      // the date first: a long subject may be cut, the date never
      const details = [
        isPhone ? formatInstantDate(procena.datumUnosa) : null,
        predmet && predmet !== procena.naziv ? predmet : null,
      ].filter(Boolean);
      return (
        <div className="flex min-w-0 flex-col leading-tight">
          {title}
          {details.length > 0 ? (
            <span className="truncate text-xs text-muted-foreground tabular-nums">{details.join(' · ')}</span>
          ) : null}
        </div>
      );
    },
  };
  const datum: ColumnDef<ProcenaListItem> = {
    id: 'datum',
    size: 104,
    accessorFn: (row) => formatInstantDate(row.datumUnosa),
    header: t('proceneList.columns.datum'),
    cell: ({ getValue }) => <span className="text-sm tabular-nums">{getValue<string>()}</span>,
  };
  const faza: ColumnDef<ProcenaListItem> = {
    id: 'faza',
    size: isPhone ? 100 : 112,
    meta: isPhone ? PHONE_CELL : undefined,
    accessorFn: (row) => fazaName(row.faza, isEnglish),
    header: t('proceneList.columns.faza'),
    cell: ({ row, getValue }) => (
      <Badge variant={FAZA_BADGE[row.original.faza as keyof typeof FAZA_BADGE] ?? 'secondary'}>
        {getValue<string>()}
      </Badge>
    ),
  };
  const menu: ColumnDef<ProcenaListItem> = {
    id: 'akcije',
    size: isPhone ? 36 : 52,
    header: () => <span className="sr-only">{t('common.actions')}</span>,
    meta: {
      align: 'right',
      label: t('common.actions'),
      ...(isPhone && { headerClassName: 'px-1', cellClassName: 'px-1' }),
    },
    cell: ({ row }) => (
      <ProcenaRowMenu procena={row.original} mayOpen={mayOpen} canDelete={canDelete} onDelete={onDelete} />
    ),
  };
  // The server orders the matches (newest first) and pages them: sorting the loaded rows here would mislead.
  const unsorted = (columns: ColumnDef<ProcenaListItem>[]) =>
    columns.map((column) => ({ ...column, enableSorting: false }));
  if (isPhone) return unsorted([naziv, faza, menu]);

  return unsorted([
    datum,
    naziv,
    { id: 'banka', size: 130, accessorFn: (row) => text(row.bankaNaziv), header: t('proceneList.columns.banka') },
    {
      id: 'klijent',
      size: 140,
      accessorFn: (row) => text(row.klijentNaziv),
      header: t('proceneList.columns.klijent'),
      meta: { hideBelow: HIDE.klijent },
    },
    {
      id: 'bankar',
      size: 130,
      accessorFn: (row) => text(row.bankarNaziv),
      header: t('proceneList.columns.bankar'),
      meta: { hideBelow: HIDE.rest },
    },
    {
      id: 'vodja',
      size: 130,
      accessorFn: (row) => text(row.vodjaIme),
      header: t('proceneList.columns.vodja'),
      meta: { hideBelow: HIDE.people },
    },
    {
      id: 'inspektor',
      size: 130,
      accessorFn: (row) => text(row.inspektorIme),
      header: t('proceneList.columns.inspektor'),
      meta: { hideBelow: HIDE.rest },
    },
    faza,
    {
      id: 'fazaPlacanja',
      size: 130,
      accessorFn: (row) => fazaPlacanjaName(row.fazaPlacanjaId, isEnglish),
      header: t('proceneList.columns.fazaPlacanja'),
      meta: { hideBelow: HIDE.rest },
    },
    {
      id: 'prioritet',
      size: 92,
      accessorKey: 'prioritet',
      header: t('proceneList.columns.prioritet'),
      meta: { hideBelow: HIDE.people, label: t('proceneList.columns.prioritet') },
      cell: ({ row }) => (
        <Badge variant={PRIORITET_BADGE[row.original.prioritet as 1 | 2 | 3] ?? 'secondary'}>
          {t(`proceneList.prioritet.${row.original.prioritet}`)}
        </Badge>
      ),
    },
    {
      id: 'dogovorenaCena',
      size: 144,
      accessorKey: 'dogovorenaCena',
      header: t('proceneList.columns.dogovorenaCena'),
      cell: ({ row }) => formatRsd(row.original.dogovorenaCena),
      meta: { align: 'right' },
    },
    {
      id: 'snimanje',
      // 'Snimanje' and 'Recording' whole beside the sort mark.
      size: 100,
      accessorKey: 'inspekcijaSnimanje',
      header: t('proceneList.columns.snimanje'),
      meta: { align: 'center', label: t('proceneList.columns.snimanje') },
      cell: ({ row }) => (
        <SnimanjeCell
          procenaId={row.original.id}
          naziv={row.original.naziv}
          isChecked={row.original.inspekcijaSnimanje}
        />
      ),
    },
    {
      id: 'opis',
      size: 168,
      accessorKey: 'opis',
      header: t('proceneList.columns.opis'),
      meta: { cellClassName: 'px-1.5', label: t('proceneList.columns.opis') },
      cell: ({ row }) => <OpisCell procenaId={row.original.id} naziv={row.original.naziv} opis={row.original.opis} />,
    },
    menu,
  ]);
}
