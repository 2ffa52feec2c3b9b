import { and, asc, count, desc, eq, inArray, like, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { kljucPretrage, type Klijent, type KlijentSort, type Lice, type TipKlijenta } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { drzave, gradovi, klijenti, opstine } from '../../db/schema/index.ts';

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

const columns = {
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
  gradNaziv: gradovi.naziv,
  opstinaNaziv: opstine.naziv,
  drzavaNaziv: drzave.naziv,
  bankaNaziv: banke.naziv,
  verzija: klijenti.verzija,
};

function withNames(db: Db) {
  return db
    .select(columns)
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

/** Each word of the search must occur in the key (in any order): 'petrovic novi sad' finds Petrović in Novi Sad. */
export function searchWords(searchData: string | undefined): string[] {
  return kljucPretrage(searchData ?? '')
    .split(' ')
    .filter((word) => word !== '');
}

export interface KlijentFilter {
  tipovi: readonly TipKlijenta[] | undefined;
  words: readonly string[];
}

function whereOf({ tipovi, words }: KlijentFilter): SQL | undefined {
  const conditions: SQL[] = words.map((word) => like(klijenti.pretraga, `%${escapeLike(word)}%`));
  if (tipovi && tipovi.length > 0 && tipovi.length < 3) conditions.push(inArray(klijenti.tip, [...tipovi]));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function orderOf(sort: KlijentSort, smer: 'asc' | 'desc'): SQL[] {
  const dir = smer === 'desc' ? desc : asc;
  const byName = [dir(klijenti.nazivKljuc), dir(klijenti.id)];
  switch (sort) {
    case 'tip':
      return [dir(klijenti.tip), ...byName];
    case 'lice':
      return [dir(klijenti.lice), ...byName];
    case 'maticniBroj':
      return [dir(klijenti.maticniBroj), dir(klijenti.id)];
    case 'mesto':
      // Clients without a place come last either way.
      return [sql`${gradovi.naziv} ${sql.raw(smer)} nulls last`, ...byName];
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

export async function listKlijenti(db: Db, filter: KlijentFilter, page: KlijentPage): Promise<Klijent[]> {
  const rows = await withNames(db)
    .where(whereOf(filter))
    .orderBy(...orderOf(page.sort, page.smer))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toKlijent);
}

export async function countKlijenti(db: Db, filter: KlijentFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(klijenti).where(whereOf(filter));
  return row?.n ?? 0;
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
  const [row] = await tx
    .select({
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
    })
    .from(klijenti)
    .where(eq(klijenti.id, id))
    .for('update');
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
    .values({ ...values, pretraga: pretragaKljuc(values, mesto), nazivKljuc: kljucPretrage(values.naziv) })
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
      pretraga: pretragaKljuc(values, mesto),
      nazivKljuc: kljucPretrage(values.naziv),
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

/** The clients (type 1) for a picker, by name. */
export function listKlijentiKratko(db: Db) {
  return db
    .select({ id: klijenti.id, naziv: klijenti.naziv })
    .from(klijenti)
    .where(eq(klijenti.tip, 1))
    .orderBy(asc(klijenti.nazivKljuc), asc(klijenti.id));
}

export async function klijentExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: klijenti.id }).from(klijenti).where(eq(klijenti.id, id));
  return !!row;
}
