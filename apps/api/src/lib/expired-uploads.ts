import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fajlovi, nepokretnostiSlike, sabloniIzvestaja } from '../db/schema/index.ts';
import type { FileStore } from '../plugins/files.ts';

/** An upload's bytes are stored before its row commits; a stored file this old that no row names was abandoned. */
export const ABANDONED_UPLOAD_HOURS = 24;
const BATCH = 500;

async function namedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const [documents, images, templates] = await Promise.all([
    db.select({ kljuc: fajlovi.kljuc }).from(fajlovi).where(inArray(fajlovi.kljuc, keys)),
    db
      .select({ kljuc: nepokretnostiSlike.kljuc })
      .from(nepokretnostiSlike)
      .where(inArray(nepokretnostiSlike.kljuc, keys)),
    db.select({ kljuc: sabloniIzvestaja.kljuc }).from(sabloniIzvestaja).where(inArray(sabloniIzvestaja.kljuc, keys)),
  ]);
  return new Set([...documents, ...images, ...templates].map((row) => row.kljuc));
}

/**
 * Deletes stored files older than `ABANDONED_UPLOAD_HOURS` that no document, image or template names: the bytes of
 * an upload whose server died (or whose database write failed) before its row was saved, and the bytes of a deleted
 * record whose deletion of the bytes after the commit did not happen. Answers how many it deleted.
 */
export async function deleteExpiredUploads(db: Db, store: FileStore, now: Date = new Date()): Promise<number> {
  const cutoff = now.getTime() - ABANDONED_UPLOAD_HOURS * 60 * 60 * 1000;
  let deleted = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const named = await namedKeys(db, batch);
    for (const key of batch) {
      if (named.has(key)) continue;
      await store.delete(key);
      deleted++;
    }
    batch = [];
  };
  for await (const file of store.list()) {
    if (file.modified.getTime() >= cutoff) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await sweep();
  }
  if (batch.length > 0) await sweep();
  return deleted;
}
