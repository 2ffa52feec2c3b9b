import type { Db } from '../../db/client.ts';
import { diffFields } from '../audit/diff.ts';
import { recordChange } from '../audit/repository.ts';
import type { FajlRow } from './repository.ts';

/** A document as the audit log records it: what and where, not the storage key. */
function fajlFields(row: FajlRow) {
  return { Entitet: row.entitet, GrupaId: row.grupaId, Naziv: row.naziv, Mime: row.mime, Velicina: row.velicina };
}

/** One entry per uploaded document, in the transaction that records the documents. */
export async function recordUploads(tx: Db, rows: readonly FajlRow[], autorId: number): Promise<void> {
  for (const row of rows) {
    const izmene = diffFields(null, fajlFields(row));
    await recordChange(tx, { entitet: 'fajlovi', zapisId: row.id, akcija: 'create', autorId, izmene });
  }
}

export async function recordDeletion(tx: Db, row: FajlRow, autorId: number): Promise<void> {
  const izmene = diffFields(fajlFields(row), null);
  await recordChange(tx, { entitet: 'fajlovi', zapisId: row.id, akcija: 'delete', autorId, izmene });
}
