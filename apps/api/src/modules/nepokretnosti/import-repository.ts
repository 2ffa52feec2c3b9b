import { getTableColumns, sql } from 'drizzle-orm';
import { kljucPretrage } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { gradovi, katastri, nepokretnosti, opstine } from '../../db/schema/index.ts';

type NepokretnostInsert = typeof nepokretnosti.$inferInsert;

/** A place of the reference data, found by id or by name (kljucPretrage) inside its municipality. */
export interface Mesta {
  byId: Map<number, number>;
  byName: Map<string, number>;
}

/**
 * The location reference data an import maps names and ids to: municipalities by name (a name two municipalities
 * share maps to both, and a row naming it is refused as ambiguous), settlements and cadastral municipalities by
 * name within their municipality. Reference data, a few thousand short rows: read once per import.
 */
export interface ImportLokacije {
  opstinaIds: Set<number>;
  opstineByName: Map<string, number[]>;
  /** id → municipality id */
  gradovi: Map<number, number>;
  /** `${opstinaId}:${kljuc}` → id */
  gradoviByName: Map<string, number>;
  katastri: Map<number, number>;
  katastriByName: Map<string, number>;
}

export async function loadImportLokacije(db: Db): Promise<ImportLokacije> {
  const [opstinaRows, gradRows, katastarRows] = await Promise.all([
    db.select({ id: opstine.id, naziv: opstine.naziv }).from(opstine),
    db.select({ id: gradovi.id, opstinaId: gradovi.opstinaId, naziv: gradovi.naziv }).from(gradovi),
    db.select({ id: katastri.id, opstinaId: katastri.opstinaId, naziv: katastri.naziv }).from(katastri),
  ]);
  const opstineByName = new Map<string, number[]>();
  for (const row of opstinaRows) {
    const key = kljucPretrage(row.naziv);
    opstineByName.set(key, [...(opstineByName.get(key) ?? []), row.id]);
  }
  return {
    opstinaIds: new Set(opstinaRows.map((row) => row.id)),
    opstineByName,
    gradovi: new Map(gradRows.map((row) => [row.id, row.opstinaId])),
    gradoviByName: new Map(gradRows.map((row) => [`${row.opstinaId}:${kljucPretrage(row.naziv)}`, row.id])),
    katastri: new Map(katastarRows.map((row) => [row.id, row.opstinaId])),
    katastriByName: new Map(katastarRows.map((row) => [`${row.opstinaId}:${kljucPretrage(row.naziv)}`, row.id])),
  };
}

/** The database column of each property of an insert, in one order. */
const COLUMNS = Object.entries(getTableColumns(nepokretnosti)).map(([key, column]) => ({ key, name: column.name }));

/**
 * Writes one batch in one statement (all its rows or none). A row whose import_kljuc is already in the register, or
 * earlier in the same batch, is skipped by the unique index; the answer is how many were written. The rows travel
 * as one JSON parameter read by json_populate_recordset: binding 1,000 rows × 30 columns as separate parameters
 * cost PGlite about a second a batch, the JSON a tenth of that.
 */
export async function insertImportBatch(db: Db, rows: NepokretnostInsert[]): Promise<number> {
  if (rows.length === 0) return 0;
  const present = COLUMNS.filter((column) => rows[0]![column.key as keyof NepokretnostInsert] !== undefined);
  const records = rows.map((row) =>
    Object.fromEntries(present.map((column) => [column.name, row[column.key as keyof NepokretnostInsert] ?? null])),
  );
  const names = sql.raw(present.map((column) => `"${column.name}"`).join(', '));
  const result = await db.execute(
    sql`insert into nepokretnosti (${names})
        select ${names} from json_populate_recordset(null::nepokretnosti, ${JSON.stringify(records)}::json)
        on conflict (import_kljuc) do nothing
        returning id`,
  );
  // Both drivers (PGlite, node-postgres) answer { rows }.
  return (result as unknown as { rows: unknown[] }).rows.length;
}
