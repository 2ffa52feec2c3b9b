import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Db } from '../client.ts';
import type { FileStore } from '../../plugins/files.ts';
import { UGRADJENI_SABLONI } from '../../modules/procene/sabloni-docx.ts';
import { insertSablon, sablonNazivi } from '../../modules/procene/izvestaj-repository.ts';

/** apps/api/templates, found from here upwards (from src/db/seed in development, from dist/ when bundled). */
export function templatesDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth++) {
    const candidate = join(dir, 'templates');
    if (existsSync(join(candidate, UGRADJENI_SABLONI[0]!.fajl))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('the shipped report templates (apps/api/templates) were not found');
}

/**
 * The report templates the product ships (apps/api/templates), stored in the FileStore and listed in
 * sabloni_izvestaja as ugradjen at every start when absent. Answers how many were added.
 */
export async function seedSabloni(db: Db, files: FileStore): Promise<number> {
  const existing = await sablonNazivi(db);
  const missing = UGRADJENI_SABLONI.filter((sablon) => !existing.has(sablon.naziv));
  if (missing.length === 0) return 0;
  const dir = templatesDir();
  let added = 0;
  for (const sablon of missing) {
    const data = readFileSync(join(dir, sablon.fajl));
    const kljuc = randomUUID();
    await files.put(kljuc, data);
    // Another instance starting at the same time may have added it first: then these bytes are not needed.
    const row = await insertSablon(db, { naziv: sablon.naziv, kljuc, velicina: data.length, ugradjen: true });
    if (row) added++;
    else await files.delete(kljuc);
  }
  return added;
}
