import { and, asc, count, desc, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { kljucPretrage, type Klijent, type KlijentSort, type Lice, type TipKlijenta } from '@rp/contract';
import { resultRows, type Db } from '../../db/client.ts';
import { drzave, gradovi, klijenti, klijentiBroj, opstine } from '../../db/schema/index.ts';

const banke = alias(klijenti, 'banke');

/** The stored fields of a client, bank or banker (what a write sets and the audit log compares). */
export interface KlijentValues {
  naziv: string;
  tip: TipKlijenta;
  lice: Lice;
  maticniBroj: string;
  idGrada: number | null;
  idOpstine: number | null;
  idBanke: number | null;
  adresa: string;
  telefon: string;
  email: string;
  latitude: number | null;
  longitude: number | null;
}

/** Place names that go into the search key with the record's own fields. */
export interface MestoNazivi {
  grad: string | null;
  opstina: string | null;
}

/** The search key: name, registry number, address and place, without accents, case or script (kljucPretrage). */
export function pretragaKljuc(values: KlijentValues, mesto: MestoNazivi): string {
  return kljucPretrage(
    [values.naziv, values.maticniBroj, values.adresa, mesto.grad ?? '', mesto.opstina ?? ''].join(' '),
  );
}

/** The keys a write stores beside the record's fields: search, name order and place order. */
export function kljucevi(values: KlijentValues, mesto: MestoNazivi) {
  return {
    pretraga: pretragaKljuc(values, mesto),
    nazivKljuc: kljucPretrage(values.naziv),
    mestoKljuc: mesto.grad === null ? null : kljucPretrage(mesto.grad),
  };
}

/** The record's own columns, as stored. */
const storedColumns = {
  id: klijenti.id,
  naziv: klijenti.naziv,
  tip: klijenti.tip,
  lice: klijenti.lice,
  maticniBroj: klijenti.maticniBroj,
  idGrada: klijenti.idGrada,
  idOpstine: klijenti.idOpstine,
  idBanke: klijenti.idBanke,
  adresa: klijenti.adresa,
  telefon: klijenti.telefon,
  email: klijenti.email,
  latitude: klijenti.latitude,
  longitude: klijenti.longitude,
  verzija: klijenti.verzija,
};

/** What the API answers: the record and the names of its places and bank. */
const columns = {
  ...storedColumns,
  gradNaziv: gradovi.naziv,
  opstinaNaziv: opstine.naziv,
  drzavaNaziv: drzave.naziv,
  bankaNaziv: banke.naziv,
};

/** The record with its names; `extra` adds columns (a page's total). */
function withNames<E extends Record<string, SQL.Aliased | SQL>>(db: Db, extra?: E) {
  return db
    .select({ ...columns, ...(extra as E) })
    .from(klijenti)
    .leftJoin(gradovi, eq(gradovi.id, klijenti.idGrada))
    .leftJoin(opstine, eq(opstine.id, klijenti.idOpstine))
    .leftJoin(drzave, eq(drzave.id, opstine.drzavaId))
    .leftJoin(banke, eq(banke.id, klijenti.idBanke));
}

// Type and kind are written only through the contract's schemas (1–3 and 1–2).
const toKlijent = (row: Awaited<ReturnType<typeof withNames>>[number]): Klijent => row as Klijent;

/** `%` `_` and `\` typed by the user are literal characters, never LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Each word of the search must occur in the key (in any order): 'petrovic novi sad' finds Petrović in Novi Sad. A word
 * of one or two letters matches the start of a word ('dj' finds Đorđe), since so short a fragment anywhere in a word
 * would match most of the register and no trigram index can find it.
 */
export function searchWords(searchData: string | undefined): string[] {
  return kljucPretrage(searchData ?? '')
    .split(' ')
    .filter((word) => word !== '');
}

export interface KlijentFilter {
  tipovi: readonly TipKlijenta[] | undefined;
  words: readonly string[];
  /** Only the bankers of this bank. */
  idBanke?: number | undefined;
}

function wordCondition(word: string): SQL {
  const escaped = escapeLike(word);
  if (word.length >= 3) return like(klijenti.pretraga, `%${escaped}%`);
  return or(like(klijenti.pretraga, `${escaped}%`), like(klijenti.pretraga, `% ${escaped}%`))!;
}

function whereOf({ tipovi, words, idBanke }: KlijentFilter): SQL | undefined {
  const conditions: SQL[] = words.map(wordCondition);
  if (tipovi && tipovi.length > 0 && tipovi.length < 3) conditions.push(inArray(klijenti.tip, [...tipovi]));
  if (idBanke !== undefined) conditions.push(eq(klijenti.idBanke, idBanke));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The columns a page is ordered by, of the table or of the search's matches. */
type SortColumns = Record<'id' | 'tip' | 'lice' | 'maticniBroj' | 'nazivKljuc' | 'mestoKljuc', AnyPgColumn | SQL>;

// Every order ends with the id, so pages never overlap; each has an index, so a page is read without sorting all rows.
function orderOf(c: SortColumns, sort: KlijentSort, smer: 'asc' | 'desc'): SQL[] {
  const dir = smer === 'desc' ? desc : asc;
  const byName = [dir(c.nazivKljuc), dir(c.id)];
  switch (sort) {
    case 'tip':
      return [dir(c.tip), ...byName];
    case 'lice':
      return [dir(c.lice), ...byName];
    case 'maticniBroj':
      return [dir(c.maticniBroj), dir(c.id)];
    case 'mesto':
      return [dir(c.mestoKljuc), ...byName];
    default:
      return byName;
  }
}

export interface KlijentPage {
  offset: number;
  limit: number;
  sort: KlijentSort;
  smer: 'asc' | 'desc';
}

/**
 * One page of the register and how many records match. A search counts its matches in the same scan that finds the
 * page (a window count over the trigram index's rows); the whole register, or some types of it, is counted by the
 * counters in klijenti_broj. The names of places and banks are read for the page's rows alone.
 */
export async function listKlijenti(
  db: Db,
  filter: KlijentFilter,
  page: KlijentPage,
): Promise<{ itemList: Klijent[]; ukupno: number }> {
  // A bank's bankers are few and found through the bank index; they are cut and counted like a search's matches.
  const searching = filter.words.length > 0 || filter.idBanke !== undefined;
  const where = whereOf(filter);
  if (searching) {
    // The matches are found first, through the trigram index, then counted and the page cut from them (OFFSET 0
    // keeps the planner from walking the name index under the window count instead: PostgreSQL before 16 costs that
    // as cheap, and it reads the whole register); the page's rows get their names in the same statement.
    const m = sql.identifier('m');
    const p = sql.identifier('p');
    const matchColumns = {
      id: sql`${m}.id`,
      tip: sql`${m}.tip`,
      lice: sql`${m}.lice`,
      maticniBroj: sql`${m}.maticni_broj`,
      nazivKljuc: sql`${m}.naziv_kljuc`,
      mestoKljuc: sql`${m}.mesto_kljuc`,
    };
    const pageOfMatches = sql`(
      select ${m}.id, count(*) over ()::int as ukupno
      from (
        select ${klijenti.id}, ${klijenti.tip}, ${klijenti.lice}, ${klijenti.maticniBroj}, ${klijenti.nazivKljuc},
          ${klijenti.mestoKljuc}
        from ${klijenti} where ${where} offset 0
      ) as ${m}
      order by ${sql.join(orderOf(matchColumns, page.sort, page.smer), sql`, `)}
      limit ${page.limit} offset ${page.offset}
    ) as ${p}`;
    const rows = await withNames(db, { ukupno: sql<number>`${p}.ukupno`.mapWith(Number) })
      .innerJoin(pageOfMatches, sql`${p}.id = ${klijenti.id}`)
      .orderBy(...orderOf(klijenti, page.sort, page.smer));
    const ukupno = rows[0]?.ukupno ?? (page.offset > 0 ? await countMatches(db, where) : 0);
    return { itemList: rows.map(({ ukupno: _ukupno, ...row }) => toKlijent(row)), ukupno };
  }
  // The whole register (or some types of it): the page's ids through the order's index, their names and the counters'
  // total in one statement (three on PGlite's one connection took ~5 ms more of a 15–27 ms call on the large seed).
  const p = sql.identifier('p');
  const pageOfIds = sql`(
    select ${klijenti.id} from ${klijenti} ${where ? sql`where ${where}` : sql``}
    order by ${sql.join(orderOf(klijenti, page.sort, page.smer), sql`, `)}
    limit ${page.limit} offset ${page.offset}
  ) as ${p}`;
  const rows = await withNames(db, { ukupno: sql<number>`(${countOfTypes(filter.tipovi)})`.mapWith(Number) })
    .innerJoin(pageOfIds, sql`${p}.id = ${klijenti.id}`)
    .orderBy(...orderOf(klijenti, page.sort, page.smer));
  // A page past the end has no row to carry the total.
  const ukupno = rows[0]?.ukupno ?? (page.offset > 0 ? await countByType(db, filter.tipovi) : 0);
  return { itemList: rows.map(({ ukupno: _ukupno, ...row }) => toKlijent(row)), ukupno };
}

async function countMatches(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(klijenti).where(where);
  return row?.n ?? 0;
}

/** The counters' total of the whole register or of some types of it (klijenti_broj, kept by triggers). */
function countOfTypes(tipovi: readonly TipKlijenta[] | undefined): SQL {
  const which = tipovi && tipovi.length > 0 ? sql` where ${inArray(klijentiBroj.tip, [...tipovi])}` : sql``;
  return sql`select coalesce(sum(${klijentiBroj.broj}), 0) from ${klijentiBroj}${which}`;
}

async function countByType(db: Db, tipovi: readonly TipKlijenta[] | undefined): Promise<number> {
  const result = await db.execute(sql`select (${countOfTypes(tipovi)}) as n`);
  const [row] = resultRows<{ n: number | string }>(result);
  return Number(row?.n ?? 0);
}

export async function findKlijent(db: Db, id: number): Promise<Klijent | undefined> {
  const [row] = await withNames(db).where(eq(klijenti.id, id));
  return row ? toKlijent(row) : undefined;
}

/** The stored fields of a record, its row locked until the transaction ends (edits and deletes of one record queue). */
export async function lockKlijent(
  tx: Db,
  id: number,
): Promise<(KlijentValues & { id: number; verzija: number }) | undefined> {
  const [row] = await tx.select(storedColumns).from(klijenti).where(eq(klijenti.id, id)).for('update');
  return row as (KlijentValues & { id: number; verzija: number }) | undefined;
}

/** A bank's type, its row held (FOR SHARE) so that it cannot stop being a bank while a banker is written. */
export async function lockBankaTip(tx: Db, id: number): Promise<number | undefined> {
  const [row] = await tx.select({ tip: klijenti.tip }).from(klijenti).where(eq(klijenti.id, id)).for('share');
  return row?.tip;
}

export async function hasBankari(tx: Db, bankaId: number): Promise<boolean> {
  const [row] = await tx.select({ id: klijenti.id }).from(klijenti).where(eq(klijenti.idBanke, bankaId)).limit(1);
  return !!row;
}

/** Another legal person with this registry number, if any. */
export async function findPravnoLice(tx: Db, maticniBroj: string, exceptId?: number): Promise<number | undefined> {
  const conditions = [eq(klijenti.lice, 1), eq(klijenti.maticniBroj, maticniBroj)];
  if (exceptId !== undefined) conditions.push(ne(klijenti.id, exceptId));
  const [row] = await tx
    .select({ id: klijenti.id })
    .from(klijenti)
    .where(and(...conditions))
    .limit(1);
  return row?.id;
}

export async function findGrad(db: Db, id: number) {
  const [row] = await db
    .select({ id: gradovi.id, opstinaId: gradovi.opstinaId, naziv: gradovi.naziv })
    .from(gradovi)
    .where(eq(gradovi.id, id));
  return row;
}

export async function findOpstina(db: Db, id: number) {
  const [row] = await db.select({ id: opstine.id, naziv: opstine.naziv }).from(opstine).where(eq(opstine.id, id));
  return row;
}

export async function insertKlijent(tx: Db, values: KlijentValues, mesto: MestoNazivi): Promise<number> {
  const [row] = await tx
    .insert(klijenti)
    .values({ ...values, ...kljucevi(values, mesto) })
    .returning({ id: klijenti.id });
  return row!.id;
}

export async function updateKlijent(
  tx: Db,
  id: number,
  verzija: number,
  values: KlijentValues,
  mesto: MestoNazivi,
): Promise<boolean> {
  const rows = await tx
    .update(klijenti)
    .set({
      ...values,
      ...kljucevi(values, mesto),
      verzija: sql`${klijenti.verzija} + 1`,
    })
    .where(and(eq(klijenti.id, id), eq(klijenti.verzija, verzija)))
    .returning({ id: klijenti.id });
  return rows.length > 0;
}

export async function deleteKlijent(tx: Db, id: number): Promise<boolean> {
  const rows = await tx.delete(klijenti).where(eq(klijenti.id, id)).returning({ id: klijenti.id });
  return rows.length > 0;
}

/** The clients (type 1) for a picker, by name: those matching every word of the search, at most `limit`. */
export function listKlijentiKratko(db: Db, words: readonly string[], limit: number) {
  return db
    .select({ id: klijenti.id, naziv: klijenti.naziv })
    .from(klijenti)
    .where(whereOf({ tipovi: [1], words }))
    .orderBy(asc(klijenti.tip), asc(klijenti.nazivKljuc), asc(klijenti.id))
    .limit(limit);
}

export async function klijentExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: klijenti.id }).from(klijenti).where(eq(klijenti.id, id));
  return !!row;
}
