import { useQueries, useQuery } from '@tanstack/react-query';
import { VRSTE_NEPOKRETNOSTI, type AuditStavka } from '@rp/contract';
import { klijentQuery } from '../../klijenti/api.ts';
import { drzaveQuery, gradoviQuery, opstineQuery } from '../../lokacije/api.ts';
import { drzavaNaziv } from '../../lokacije/drzave.ts';
import { katastriListQuery } from '../../nepokretnosti/api.ts';
import { useLocales } from '../../../lib/use-locales.ts';
import { radniciIzborQuery } from '../api.ts';

/** The referenced record fields of a history entry whose ids the panel names. */
const KLIJENT_FIELDS = ['idKlijenta', 'idKlijenta2', 'idKlijenta3'] as const;
const RADNIK_FIELDS = ['vodjaId', 'inspekcijaId'] as const;

/** Every id a history names in `field`, old and new values alike. */
function idsOf(stavke: readonly AuditStavka[], fields: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const stavka of stavke)
    for (const field of fields) {
      const change = stavka.Izmene[field] as readonly unknown[] | undefined;
      for (const value of change ?? []) if (typeof value === 'number' && Number.isInteger(value)) ids.add(value);
    }
  return [...ids].sort((a, b) => a - b);
}

/** A query's rows of one silent read: a name the history cannot find stays an id, never an error notice. */
const silent = <T extends { meta?: Record<string, unknown> }>(options: T): T => ({
  ...options,
  meta: { ...options.meta, isSilent: true },
});

/**
 * The names of the records a valuation's history refers to by id (its subject's type and places, the bank, client
 * and banker, the leader and the inspector), from the queries the form reads anyway, so a change reads 'Stan' or
 * 'Banca Intesa' instead of '#811' or '#14'. An id whose record cannot be read (a former worker, a deleted client)
 * answers undefined, and the panel shows the id.
 */
export function useIstorijaNames(
  stavke: readonly AuditStavka[] | undefined,
): (field: string, id: number) => string | undefined {
  const { short: language } = useLocales();
  const list = stavke ?? [];
  const drzavaIds = idsOf(list, ['drzavaId']);
  const opstinaIds = idsOf(list, ['opstinaId']);
  const radnici = useQuery(silent(radniciIzborQuery()));
  const drzave = useQuery({ ...silent(drzaveQuery()), enabled: drzavaIds.length > 0 });
  const opstine = useQueries({ queries: drzavaIds.map((id) => silent(opstineQuery(id))) });
  const gradovi = useQueries({ queries: opstinaIds.map((id) => silent(gradoviQuery(id))) });
  const katastri = useQueries({ queries: opstinaIds.map((id) => silent(katastriListQuery(id))) });
  const klijenti = useQueries({
    queries: idsOf(list, KLIJENT_FIELDS).map((id) => ({ ...silent(klijentQuery(id)), retry: false })),
  });

  const named = <T extends { id: number }>(rows: readonly T[], id: number, name: (row: T) => string) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? name(row) : undefined;
  };
  return (field, id) => {
    if (field === 'vrstaId') {
      const vrsta = VRSTE_NEPOKRETNOSTI.find((entry) => entry.id === id);
      return vrsta && (language === 'sr' ? vrsta.naziv : vrsta.nazivEn);
    }
    if ((RADNIK_FIELDS as readonly string[]).includes(field))
      return named(radnici.data ?? [], id, (radnik) => `${radnik.ime} ${radnik.prezime}`.trim());
    if (field === 'drzavaId') return named(drzave.data ?? [], id, (drzava) => drzavaNaziv(drzava, language));
    if (field === 'opstinaId')
      return named(
        opstine.flatMap((query) => query.data ?? []),
        id,
        (row) => row.naziv,
      );
    if (field === 'gradId')
      return named(
        gradovi.flatMap((query) => query.data ?? []),
        id,
        (row) => row.naziv,
      );
    if (field === 'katastarId')
      return named(
        katastri.flatMap((query) => query.data ?? []),
        id,
        (row) => row.naziv,
      );
    if ((KLIJENT_FIELDS as readonly string[]).includes(field))
      return named(
        klijenti.flatMap((query) => (query.data ? [query.data] : [])),
        id,
        (klijent) => klijent.naziv,
      );
    return undefined;
  };
}
