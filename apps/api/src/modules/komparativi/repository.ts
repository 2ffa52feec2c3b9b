import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { komparativi, nepokretnosti } from '../../db/schema/index.ts';

const k = komparativi;
const n = nepokretnosti;

/** What the comparables need of a property: whose subject it is, its area and where it is. */
export interface PredmetRow {
  id: number;
  procenaId: number | null;
  predmetProcene: boolean;
  kvadratura: number;
  latitude: number | null;
  longitude: number | null;
}

const predmetColumns = {
  id: n.id,
  procenaId: n.procenaId,
  predmetProcene: n.predmetProcene,
  kvadratura: n.kvadratura,
  latitude: n.latitude,
  longitude: n.longitude,
};

export async function findPredmet(db: Db, id: number): Promise<PredmetRow | undefined> {
  const [row] = await db.select(predmetColumns).from(n).where(eq(n.id, id));
  return row;
}

/** The subject's row locked (FOR UPDATE) until the transaction ends: writes to one subject's comparables queue. */
export async function lockPredmet(tx: Db, id: number): Promise<PredmetRow | undefined> {
  const [row] = await tx.select(predmetColumns).from(n).where(eq(n.id, id)).for('update');
  return row;
}

/** Properties by id with what decides whether they may be comparables; those held FOR SHARE (none may go meanwhile). */
export async function shareKandidati(
  tx: Db,
  ids: readonly number[],
): Promise<{ id: number; predmetProcene: boolean; procenaId: number | null }[]> {
  return tx
    .select({ id: n.id, predmetProcene: n.predmetProcene, procenaId: n.procenaId })
    .from(n)
    .where(inArray(n.id, [...ids]))
    .for('share');
}

export interface KomparativRow {
  id: number;
  nepokretnostId: number;
  procentualnoUskladjivanje: number;
  verzija: number;
}

const komparativColumns = {
  id: k.id,
  nepokretnostId: k.nepokretnostId,
  procentualnoUskladjivanje: k.procentualnoUskladjivanje,
  verzija: k.verzija,
};

/** The subject's comparables in the order they were chosen. */
export function listKomparativRows(db: Db, procenaId: number, predmetId: number): Promise<KomparativRow[]> {
  return db
    .select(komparativColumns)
    .from(k)
    .where(and(eq(k.procenaId, procenaId), eq(k.predmetId, predmetId)))
    .orderBy(asc(k.id));
}

/** Which of these properties are already comparables of the subject. */
export async function izabraniMedju(db: Db, predmetId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: k.nepokretnostId })
    .from(k)
    .where(and(eq(k.predmetId, predmetId), inArray(k.nepokretnostId, [...ids])));
  return new Set(rows.map((row) => row.id));
}

export async function brojKomparativa(db: Db, predmetId: number): Promise<number> {
  const [row] = await db
    .select({ broj: sql<number>`count(*)::int`.mapWith(Number) })
    .from(k)
    .where(eq(k.predmetId, predmetId));
  return row?.broj ?? 0;
}

export async function insertKomparativi(
  tx: Db,
  procenaId: number,
  predmetId: number,
  ids: readonly number[],
  idKreatora: number,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .insert(k)
    .values(ids.map((nepokretnostId) => ({ procenaId, predmetId, nepokretnostId, idKreatora })))
    .onConflictDoNothing()
    .returning({ id: k.nepokretnostId });
  return rows.map((row) => row.id);
}

export async function deleteKomparativi(
  tx: Db,
  procenaId: number,
  predmetId: number,
  ids: readonly number[],
): Promise<void> {
  await tx
    .delete(k)
    .where(and(eq(k.procenaId, procenaId), eq(k.predmetId, predmetId), inArray(k.nepokretnostId, [...ids])));
}

/** Sets one comparable's percent when its version is `verzija` (any version when undefined); false when it was not. */
export async function updateUskladjivanje(
  tx: Db,
  rowId: number,
  procentualnoUskladjivanje: number,
  verzija: number | undefined,
): Promise<boolean> {
  const rows = await tx
    .update(k)
    .set({ procentualnoUskladjivanje, verzija: sql`${k.verzija} + 1` })
    .where(verzija === undefined ? eq(k.id, rowId) : and(eq(k.id, rowId), eq(k.verzija, verzija)))
    .returning({ id: k.id });
  return rows.length > 0;
}
