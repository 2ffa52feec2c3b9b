import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuditAkcija, AuditEntitet, AuditStavka } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { izmene, radnici, type AuditIzmene } from '../../db/schema/index.ts';

/** The most entries one read answers (newest first); a record's history longer than this is cut there. */
export const AUDIT_MAX_ITEMS = 1000;

export interface Change {
  entitet: AuditEntitet;
  zapisId: number;
  akcija: AuditAkcija;
  /** The signed-in worker who made the change; null for the server's own changes. */
  autorId: number | null;
  izmene: AuditIzmene;
  /** Where inside the record the change happened, e.g. `{ Datum }` of one day of a time record. */
  kontekst?: Record<string, unknown>;
}

/**
 * Writes one change to the audit log. Call it with the transaction that makes the change, so that the change and
 * its entry land or fail together. A change that changed no field writes nothing and answers false.
 */
export async function recordChange(tx: Db, change: Change): Promise<boolean> {
  if (Object.keys(change.izmene).length === 0) return false;
  await tx.insert(izmene).values({
    entitet: change.entitet,
    zapisId: change.zapisId,
    akcija: change.akcija,
    autorId: change.autorId,
    izmene: change.izmene,
    kontekst: change.kontekst ?? null,
  });
  return true;
}

/** A record's history, newest first, with each author's name. */
export async function listChanges(db: Db, entitet: AuditEntitet, zapisId: number): Promise<AuditStavka[]> {
  const rows = await db
    .select({
      id: izmene.id,
      entitet: izmene.entitet,
      zapisId: izmene.zapisId,
      akcija: izmene.akcija,
      vreme: izmene.vreme,
      autorId: izmene.autorId,
      autor: sql<string | null>`nullif(trim(${radnici.ime} || ' ' || ${radnici.prezime}), '')`,
      izmene: izmene.izmene,
      kontekst: izmene.kontekst,
    })
    .from(izmene)
    .leftJoin(radnici, eq(radnici.id, izmene.autorId))
    .where(and(eq(izmene.entitet, entitet), eq(izmene.zapisId, zapisId)))
    .orderBy(desc(izmene.vreme), desc(izmene.id))
    .limit(AUDIT_MAX_ITEMS);
  return rows.map((row) => ({
    Id: row.id,
    Entitet: row.entitet as AuditEntitet,
    ZapisId: row.zapisId,
    Akcija: row.akcija as AuditAkcija,
    Vreme: row.vreme.toISOString(),
    AutorId: row.autorId,
    Autor: row.autor,
    Izmene: row.izmene,
    Kontekst: row.kontekst,
  }));
}
