import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AKTIVNE_FAZE, type ProcenaFaza, type ProcenaListItem } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { gradovi, klijenti, nepokretnosti, opstine, procene, proceneFaze, radnici } from '../../db/schema/index.ts';
import { vrstaNaziv, type NepokretnostValues } from '../nepokretnosti/repository.ts';

const p = procene;
const n = nepokretnosti;

/** The list's conditions, already validated by the contract; dates are instants bounding `kreirano`. */
export interface ProcenaFilter {
  /** Only these valuations (the duplicate check's matches). */
  ids?: readonly number[];
  od?: Date;
  do?: Date;
  /** Phases 1 and 6 only. */
  aktivnaFaza?: boolean;
  faze?: readonly number[];
  prioriteti?: readonly number[];
  /** Property type groups (81–83) of the first subject. */
  tipovi?: readonly number[];
  /** Leaders. */
  vodje?: readonly number[];
  /** Inspectors. */
  inspektori?: readonly number[];
  /** A record of the client register named as bank, client or banker. */
  klijentId?: number;
}

export interface ProcenaPage {
  offset: number;
  limit: number;
}

/** The first subject's id: the subjects in order of id (index nepokretnosti_procena). */
const prviPredmet = (procenaId: SQL | typeof p.id) =>
  sql`(select ${n.id} from ${n} where ${n.procenaId} = ${procenaId} order by ${n.id} limit 1)`;

const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

function whereOf(filter: ProcenaFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.ids) conditions.push(filter.ids.length > 0 ? inArray(p.id, [...filter.ids]) : sql`false`);
  if (filter.od) conditions.push(sql`${p.kreirano} >= ${filter.od.toISOString()}::timestamptz`);
  if (filter.do) conditions.push(sql`${p.kreirano} <= ${filter.do.toISOString()}::timestamptz`);
  if (filter.aktivnaFaza) conditions.push(inArray(p.faza, [...AKTIVNE_FAZE]));
  if (filter.faze?.length) conditions.push(inArray(p.faza, [...filter.faze]));
  if (filter.prioriteti?.length) conditions.push(inArray(p.prioritet, [...filter.prioriteti]));
  if (filter.vodje?.length) conditions.push(inArray(p.vodjaId, [...filter.vodje]));
  if (filter.inspektori?.length) conditions.push(inArray(p.inspekcijaId, [...filter.inspektori]));
  if (filter.klijentId !== undefined)
    conditions.push(
      or(eq(p.idKlijenta, filter.klijentId), eq(p.idKlijenta2, filter.klijentId), eq(p.idKlijenta3, filter.klijentId))!,
    );
  if (filter.tipovi?.length)
    conditions.push(
      sql`(select ${n.vrstaId} / 10 from ${n} where ${n.procenaId} = ${p.id} order by ${n.id} limit 1) = any(${intArray(filter.tipovi)})`,
    );
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** An instant as ISO text in UTC with milliseconds (as JavaScript writes it), whatever the session's zone. */
const isoText = (column: SQL | typeof p.kreirano) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const predmet = sql.identifier('predmet');

const nazivKlijenta = (id: AnyPgColumn) =>
  sql`(select ${klijenti.naziv} from ${klijenti} where ${klijenti.id} = ${id})`;
const imeRadnika = (id: AnyPgColumn) =>
  sql`(select nullif(trim(${radnici.ime} || ' ' || ${radnici.prezime}), '') from ${radnici} where ${radnici.id} = ${id})`;

/**
 * A list row's columns (ProcenaListItem): the valuation, the names of its bank, client, banker, leader and inspector
 * (each a lookup by primary key: scalar subqueries leave the planner no join order to search), and its first subject
 * with its place names.
 */
const itemColumns = sql`${p.id} as "id", ${p.naziv} as "naziv", ${p.opis} as "opis",
  ${p.idKlijenta} as "idKlijenta", ${nazivKlijenta(p.idKlijenta)} as "bankaNaziv",
  ${p.idKlijenta2} as "idKlijenta2", ${nazivKlijenta(p.idKlijenta2)} as "klijentNaziv",
  ${p.idKlijenta3} as "idKlijenta3", ${nazivKlijenta(p.idKlijenta3)} as "bankarNaziv",
  ${p.vodjaId} as "vodjaId", ${imeRadnika(p.vodjaId)} as "vodjaIme",
  ${p.inspekcijaId} as "inspekcijaId", ${imeRadnika(p.inspekcijaId)} as "inspektorIme",
  ${p.inspekcijaSnimanje} as "inspekcijaSnimanje", ${p.prioritet} as "prioritet", ${p.faza} as "faza",
  ${p.fazaPlacanja} as "fazaPlacanjaId", ${p.tip} as "tip", ${p.dogovorenaCena}::float8 as "dogovorenaCena",
  ${isoText(sql`${p.kreirano}`)} as "datumUnosa",
  ${isoText(sql`${p.datumZavrsetka}`)} as "datumZavrsetka",
  ${isoText(sql`${p.datumSlanja}`)} as "datumSlanja",
  ${predmet}.id as "nepokretnostId", ${predmet}.vrsta_id as "vrstaId", ${predmet}.adresa as "adresa",
  (select ${opstine.naziv} from ${opstine} where ${opstine.id} = ${predmet}.opstina_id) as "opstina",
  (select ${gradovi.naziv} from ${gradovi} where ${gradovi.id} = ${predmet}.grad_id) as "grad",
  ${predmet}.latitude as "latitude", ${predmet}.longitude as "longitude",
  ${p.verzija} as "verzija"`;

const itemJoins = sql`left join lateral (select ${n.id} as id, ${n.vrstaId} as vrsta_id, ${n.adresa} as adresa,
    ${n.opstinaId} as opstina_id, ${n.gradId} as grad_id, ${n.latitude} as latitude, ${n.longitude} as longitude
    from ${n} where ${n.procenaId} = ${p.id} order by ${n.id} limit 1) as ${predmet} on true`;

/** A row as the statement answers it; `k` is the entry instant it is ordered by (microseconds kept). */
type ItemRow = Omit<ProcenaListItem, 'nazivPrvogPredmetaProcene'> & { k?: unknown };

const toItem = ({ k: _k, ...row }: ItemRow): ProcenaListItem => ({
  ...row,
  nazivPrvogPredmetaProcene: row.vrstaId === null ? null : vrstaNaziv(row.vrstaId),
});

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
function resultRows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * One page of the valuations (newest entered first), how many match and the sum of their agreed prices, in one
 * statement. The page is cut from the ids in the order of the index on `kreirano` (or the index of the filter's
 * column), and only its rows get their names; they travel as one JSON array (a column handed to JavaScript per row
 * costs more on PGlite than the database's work on the page). The export (limit up to PROCENE_IZVOZ_MAX) reads here too.
 */
export async function listProcene(
  db: Db,
  filter: ProcenaFilter,
  page: ProcenaPage,
): Promise<{ itemList: ProcenaListItem[]; ukupno: number; sumaDogovorenaCena: number }> {
  const where = whereOf(filter);
  const whereSql = where ? sql`where ${where}` : sql``;
  const r = sql.identifier('r');
  const ids = sql.identifier('ids');
  const agg = sql.identifier('agg');
  // The count and the sum in one pass over the matches; the page's ids from the order's index.
  const statement = sql`select ${agg}.ukupno, ${agg}.suma,
      (select json_agg(${r} order by ${r}.k desc, ${r}.id desc)::text from (
        select ${itemColumns}, ${ids}.k as k
        from (select ${p.id} as id, ${p.kreirano} as k from ${p} ${whereSql} order by ${p.kreirano} desc, ${p.id} desc
          limit ${page.limit} offset ${page.offset}) as ${ids}
        join ${p} on ${p.id} = ${ids}.id
        ${itemJoins}) as ${r}) as items
    from (select count(*)::int as ukupno, coalesce(sum(${p.dogovorenaCena}), 0)::float8 as suma
      from ${p} ${whereSql}) as ${agg}`;
  const [row] = resultRows<{ ukupno: number; suma: number; items: string | null }>(await db.execute(statement));
  return {
    itemList: (JSON.parse(row?.items ?? '[]') as ItemRow[]).map(toItem),
    ukupno: Number(row?.ukupno ?? 0),
    sumaDogovorenaCena: Number(row?.suma ?? 0),
  };
}

// --- One valuation ---------------------------------------------------------------------------------------------------

/** The stored fields of a valuation (what a write sets and the audit log compares). */
export interface ProcenaValues {
  naziv: string;
  opis: string;
  idKlijenta: number | null;
  idKlijenta2: number | null;
  idKlijenta3: number | null;
  vodjaId: number;
  inspekcijaId: number | null;
  inspekcijaSnimanje: boolean;
  prioritet: number;
  faza: number;
  fazaPlacanja: number;
  tip: number;
  fiksniPocetak: Date | null;
  dogovorenaCena: number;
  datumPrethodneProc: string | null;
  kursPrethodneProc: number;
}

const storedColumns = {
  id: p.id,
  oldId: p.oldId,
  naziv: p.naziv,
  opis: p.opis,
  idKlijenta: p.idKlijenta,
  idKlijenta2: p.idKlijenta2,
  idKlijenta3: p.idKlijenta3,
  vodjaId: p.vodjaId,
  inspekcijaId: p.inspekcijaId,
  inspekcijaSnimanje: p.inspekcijaSnimanje,
  prioritet: p.prioritet,
  faza: p.faza,
  fazaPlacanja: p.fazaPlacanja,
  tip: p.tip,
  fiksniPocetak: p.fiksniPocetak,
  dogovorenaCena: p.dogovorenaCena,
  datumPrethodneProc: p.datumPrethodneProc,
  kursPrethodneProc: p.kursPrethodneProc,
  datumZavrsetka: p.datumZavrsetka,
  datumSlanja: p.datumSlanja,
  kreirano: p.kreirano,
  verzija: p.verzija,
};

export type StoredProcena = ProcenaValues & {
  id: number;
  oldId: number | null;
  datumZavrsetka: Date | null;
  datumSlanja: Date | null;
  kreirano: Date;
  verzija: number;
};

export async function findProcenaRow(db: Db, id: number): Promise<StoredProcena | undefined> {
  const [row] = await db.select(storedColumns).from(p).where(eq(p.id, id));
  return row as StoredProcena | undefined;
}

/** The stored fields of a valuation, its row locked until the transaction ends (edits and deletes of one queue). */
export async function lockProcena(tx: Db, id: number): Promise<StoredProcena | undefined> {
  const [row] = await tx.select(storedColumns).from(p).where(eq(p.id, id)).for('update');
  return row as StoredProcena | undefined;
}

export async function procenaExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: p.id }).from(p).where(eq(p.id, id));
  return !!row;
}

export async function findNaziv(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ naziv: p.naziv }).from(p).where(eq(p.id, id));
  return row?.naziv;
}

/** The names a valuation's form shows: its bank, client and banker, and how many subjects it has. */
export async function findImena(db: Db, id: number) {
  const result = await db.execute(sql`select
      (select ${klijenti.naziv} from ${klijenti} where ${klijenti.id} = ${p.idKlijenta}) as "banka",
      (select ${klijenti.naziv} from ${klijenti} where ${klijenti.id} = ${p.idKlijenta2}) as "klijent",
      (select ${klijenti.naziv} from ${klijenti} where ${klijenti.id} = ${p.idKlijenta3}) as "bankar",
      (select count(*)::int from ${n} where ${n.procenaId} = ${p.id}) as "brojPredmeta",
      ${prviPredmet(p.id)} as "prviPredmetId"
    from ${p} where ${p.id} = ${id}`);
  const [row] = resultRows<{
    banka: string | null;
    klijent: string | null;
    bankar: string | null;
    brojPredmeta: number;
    prviPredmetId: number | null;
  }>(result);
  return row;
}

export async function insertProcena(
  tx: Db,
  values: ProcenaValues & { oldId?: number | null },
  idKreatora: number,
): Promise<{ id: number; kreirano: Date }> {
  const [row] = await tx
    .insert(p)
    .values({ ...values, idKreatora })
    .returning({ id: p.id, kreirano: p.kreirano });
  return row!;
}

export async function updateProcena(
  tx: Db,
  id: number,
  verzija: number,
  values: Partial<ProcenaValues> & { datumZavrsetka?: Date | null; datumSlanja?: Date | null },
): Promise<boolean> {
  const rows = await tx
    .update(p)
    .set({ ...values, verzija: sql`${p.verzija} + 1` })
    .where(and(eq(p.id, id), eq(p.verzija, verzija)))
    .returning({ id: p.id });
  return rows.length > 0;
}

export async function deleteProcena(tx: Db, id: number): Promise<void> {
  await tx.delete(p).where(eq(p.id, id));
}

// --- Phases ---------------------------------------------------------------------------------------------------------

/** A valuation's phase history in the order set, with each worker's name. */
export async function listFaze(db: Db, procenaId: number): Promise<ProcenaFaza[]> {
  return db
    .select({
      fazaId: proceneFaze.fazaId,
      radnikId: proceneFaze.radnikId,
      radnikIme: sql<string | null>`nullif(trim(${radnici.ime} || ' ' || ${radnici.prezime}), '')`,
      aktivna: proceneFaze.aktivna,
      datumPromene: proceneFaze.datumPromene,
    })
    .from(proceneFaze)
    .leftJoin(radnici, eq(radnici.id, proceneFaze.radnikId))
    .where(eq(proceneFaze.procenaId, procenaId))
    .orderBy(asc(proceneFaze.id));
}

/** Makes `fazaId` the valuation's one active phase: the others stop being active first (a unique index holds one). */
export async function addFaza(
  tx: Db,
  procenaId: number,
  fazaId: number,
  radnikId: number,
  datumPromene: string,
): Promise<void> {
  await tx
    .update(proceneFaze)
    .set({ aktivna: false })
    .where(and(eq(proceneFaze.procenaId, procenaId), eq(proceneFaze.aktivna, true)));
  await tx.insert(proceneFaze).values({ procenaId, fazaId, radnikId, aktivna: true, datumPromene });
}

// --- Subjects -------------------------------------------------------------------------------------------------------

/** The valuation's subjects in order of id (the first one is the form's property). */
export async function predmetIds(db: Db, procenaId: number): Promise<number[]> {
  const rows = await db.select({ id: n.id }).from(n).where(eq(n.procenaId, procenaId)).orderBy(asc(n.id));
  return rows.map((row) => row.id);
}

export async function insertPredmet(
  tx: Db,
  values: NepokretnostValues,
  procenaId: number,
  idKreatora: number,
): Promise<number> {
  const [row] = await tx
    .insert(n)
    .values({ ...values, procenaId, idKreatora })
    .returning({ id: n.id });
  return row!.id;
}

/** A deleted valuation's subjects stay in the register, no longer anyone's subject. */
export async function releasePredmeti(tx: Db, procenaId: number): Promise<number[]> {
  const rows = await tx.update(n).set({ procenaId: null }).where(eq(n.procenaId, procenaId)).returning({ id: n.id });
  return rows.map((row) => row.id);
}

// --- Register checks ------------------------------------------------------------------------------------------------

/** A record of the client register (its type and its bank), read under a share lock until the write commits. */
export async function findKlijentTip(tx: Db, id: number): Promise<{ tip: number; idBanke: number | null } | undefined> {
  const [row] = await tx
    .select({ tip: klijenti.tip, idBanke: klijenti.idBanke })
    .from(klijenti)
    .where(eq(klijenti.id, id))
    .for('share');
  return row;
}

export async function radnikPostoji(tx: Db, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: radnici.id }).from(radnici).where(eq(radnici.id, id)).for('share');
  return !!row;
}

/** Serbian alphabetical order (Č after C, Đ after D, Š after S), whatever the database's collation. */
const SRPSKI = new Intl.Collator('sr-Latn', { sensitivity: 'base' });

/** Active workers for the leader and inspector pickers, by surname and name in Serbian order. */
export async function listRadniciIzbor(db: Db) {
  const rows = await db
    .select({ id: radnici.id, ime: radnici.ime, prezime: radnici.prezime, aktivan: radnici.aktivan })
    .from(radnici)
    .where(eq(radnici.aktivan, true));
  return rows.sort((a, b) => SRPSKI.compare(a.prezime, b.prezime) || SRPSKI.compare(a.ime, b.ime) || a.id - b.id);
}

// --- Duplicate check ------------------------------------------------------------------------------------------------

export interface DuplikatKandidat {
  procenaId: number;
  adresa: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Subjects of valuations (not cancelled, not `exceptId`) in the municipality or inside the box around the point: the
 * candidates the service compares by address key and by distance.
 */
export async function duplikatKandidati(
  db: Db,
  options: {
    opstinaId: number | null;
    /** Digit groups of the address (house numbers): a candidate of the municipality holds each of them. */
    brojevi: readonly string[];
    box: { latOd: number; latDo: number; lonOd: number; lonDo: number } | null;
    otkazanaFaza: number;
    exceptId: number | undefined;
  },
): Promise<DuplikatKandidat[]> {
  const places: SQL[] = [];
  if (options.opstinaId !== null)
    places.push(
      and(eq(n.opstinaId, options.opstinaId), ...options.brojevi.map((broj) => sql`strpos(${n.adresa}, ${broj}) > 0`))!,
    );
  if (options.box)
    places.push(
      sql`(${n.latitude} between ${options.box.latOd}::float8 and ${options.box.latDo}::float8
        and ${n.longitude} between ${options.box.lonOd}::float8 and ${options.box.lonDo}::float8)`,
    );
  if (places.length === 0) return [];
  const conditions: SQL[] = [or(...places)!, ne(p.faza, options.otkazanaFaza)];
  if (options.exceptId !== undefined) conditions.push(ne(p.id, options.exceptId));
  return db
    .select({ procenaId: p.id, adresa: n.adresa, latitude: n.latitude, longitude: n.longitude })
    .from(n)
    .innerJoin(p, eq(p.id, n.procenaId))
    .where(and(...conditions))
    .orderBy(asc(n.id));
}
