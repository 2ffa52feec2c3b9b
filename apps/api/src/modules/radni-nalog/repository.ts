import { eq, sql } from 'drizzle-orm';
import type { RadniNalog, RadniNalogLista, RadniNalogOpcija } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { nepokretnosti, procene, radniNalogOpcije, radniNalozi, radnici } from '../../db/schema/index.ts';

export type RadniNalogRow = typeof radniNalozi.$inferSelect;
export type RadniNalogValues = Omit<typeof radniNalozi.$inferInsert, 'procenaId' | 'verzija' | 'izmenio' | 'izmenjeno'>;

/** Every option of every list, in id order, grouped by list. */
export async function listOpcije(db: Db): Promise<Map<string, RadniNalogOpcija[]>> {
  const rows = await db.select().from(radniNalogOpcije).orderBy(radniNalogOpcije.lista, radniNalogOpcije.id);
  const byLista = new Map<string, RadniNalogOpcija[]>();
  for (const row of rows) {
    const list = byLista.get(row.lista) ?? [];
    list.push({ id: row.id, naziv: row.naziv, nazivEn: row.nazivEn });
    byLista.set(row.lista, list);
  }
  return byLista;
}

/** The ids of each list (the save's check), read in the save's transaction. */
export async function opcijeIds(tx: Db): Promise<Map<RadniNalogLista, Set<number>>> {
  const rows = await tx.select({ lista: radniNalogOpcije.lista, id: radniNalogOpcije.id }).from(radniNalogOpcije);
  const ids = new Map<RadniNalogLista, Set<number>>();
  for (const row of rows) {
    const set = ids.get(row.lista as RadniNalogLista) ?? new Set<number>();
    set.add(row.id);
    ids.set(row.lista as RadniNalogLista, set);
  }
  return ids;
}

/** The order with the name of its last editor, or undefined when the valuation has none yet. */
export async function findRadniNalog(db: Db, procenaId: number) {
  const [row] = await db
    .select({
      nalog: radniNalozi,
      izmenioIme: sql<string | null>`nullif(trim(${radnici.ime} || ' ' || ${radnici.prezime}), '')`,
    })
    .from(radniNalozi)
    .leftJoin(radnici, eq(radnici.id, radniNalozi.izmenio))
    .where(eq(radniNalozi.procenaId, procenaId));
  return row;
}

/** The valuation (locked for the save when `isLocking`) and its first subject's address, the empty order's default. */
export async function findProcenaAdresa(db: Db, procenaId: number, isLocking = false) {
  const query = db.select({ id: procene.id }).from(procene).where(eq(procene.id, procenaId));
  const [row] = isLocking ? await query.for('update') : await query;
  if (!row) return undefined;
  const [predmet] = await db
    .select({
      id: nepokretnosti.id,
      adresa: nepokretnosti.adresa,
      sprat: nepokretnosti.spratSpratnost,
      kvadratura: nepokretnosti.kvadratura,
    })
    .from(nepokretnosti)
    .where(eq(nepokretnosti.procenaId, procenaId))
    .orderBy(nepokretnosti.id)
    .limit(1);
  return { id: row.id, predmet };
}

export async function lockRadniNalog(tx: Db, procenaId: number): Promise<RadniNalogRow | undefined> {
  const [row] = await tx.select().from(radniNalozi).where(eq(radniNalozi.procenaId, procenaId)).for('update');
  return row;
}

export async function insertRadniNalog(tx: Db, procenaId: number, values: RadniNalogValues, izmenio: number) {
  await tx.insert(radniNalozi).values({ ...values, procenaId, izmenio, verzija: 1 });
}

export async function updateRadniNalog(tx: Db, procenaId: number, values: RadniNalogValues, izmenio: number) {
  await tx
    .update(radniNalozi)
    .set({ ...values, izmenio, izmenjeno: new Date(), verzija: sql`${radniNalozi.verzija} + 1` })
    .where(eq(radniNalozi.procenaId, procenaId));
}

export type { RadniNalog };
