import { and, asc, eq, sql } from 'drizzle-orm';
import { kljucPretrage, type Masina } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { masine, zadatakOprema } from '../../db/schema/index.ts';

const toMasina = (row: typeof masine.$inferSelect): Masina => ({
  Id: row.id,
  Ime: row.ime,
  CenaPoSatu: row.cenaPoSatu,
  verzija: row.verzija,
});

export async function listMasine(db: Db): Promise<Masina[]> {
  const rows = await db.select().from(masine).orderBy(asc(masine.ime), asc(masine.id));
  return rows.map(toMasina);
}

export async function findMasina(db: Db, id: number): Promise<Masina | undefined> {
  const [row] = await db.select().from(masine).where(eq(masine.id, id));
  return row ? toMasina(row) : undefined;
}

export async function insertMasina(db: Db, ime: string, cenaPoSatu = 0): Promise<number> {
  const [row] = await db.insert(masine).values({ ime, cenaPoSatu }).returning({ id: masine.id });
  return row!.id;
}

/** Renames when `verzija` (if given) is still current; false when it is not or the machine is gone. */
export async function updateMasina(
  db: Db,
  id: number,
  verzija: number | undefined,
  ime: string,
  cenaPoSatu: number,
): Promise<boolean> {
  const rows = await db
    .update(masine)
    .set({ ime, cenaPoSatu, verzija: sql`${masine.verzija} + 1` })
    .where(and(eq(masine.id, id), verzija === undefined ? undefined : eq(masine.verzija, verzija)))
    .returning({ id: masine.id });
  return rows.length > 0;
}

/** Our own key among the advisory locks: serialises the name check of a machine's create or rename with its write. */
const MASINE_IME_LOCK = 0x52500002;

/**
 * The machine (other than `exceptId`) whose name equals `ime` without case and accents. It takes a transaction-wide
 * lock first, so no other create or rename of a machine slips in between the check and the write.
 */
export async function findMasinaIstogImena(db: Db, ime: string, exceptId?: number): Promise<Masina | undefined> {
  await db.execute(sql`select pg_advisory_xact_lock(${MASINE_IME_LOCK}::bigint)`);
  const kljuc = kljucPretrage(ime);
  const rows = await db.select().from(masine).orderBy(asc(masine.id));
  const row = rows.find((candidate) => candidate.id !== exceptId && kljucPretrage(candidate.ime) === kljuc);
  return row ? toMasina(row) : undefined;
}

/** The machine's row, locked until the transaction ends (a delete against parallel edits and assignments). */
export async function lockMasina(tx: Db, id: number): Promise<typeof masine.$inferSelect | undefined> {
  const [row] = await tx.select().from(masine).where(eq(masine.id, id)).for('update');
  return row;
}

/** How many tasks name the machine. */
export async function countZadaciMasine(tx: Db, id: number): Promise<number> {
  const [row] = await tx
    .select({ broj: sql<number>`count(*)::int` })
    .from(zadatakOprema)
    .where(eq(zadatakOprema.masinaId, id));
  return row?.broj ?? 0;
}

export async function deleteMasina(tx: Db, id: number): Promise<boolean> {
  const rows = await tx.delete(masine).where(eq(masine.id, id)).returning({ id: masine.id });
  return rows.length > 0;
}
