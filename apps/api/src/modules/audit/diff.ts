import { isDeepStrictEqual } from 'node:util';
import type { AuditIzmene } from '../../db/schema/index.ts';

/** Fields every write bumps by itself (the version, the record's own timestamps): never a change worth recording. */
export const BUMPED_FIELDS: readonly string[] = ['verzija', 'kreiran', 'kreirano', 'izmenjen', 'izmenjeno'];

type Plain = Readonly<Record<string, unknown>>;

/** A value as the audit log stores it (JSON): an instant as ISO text, a missing value as null. */
function stored(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * The fields that differ between two versions of a record, as `{ field: [old, new] }`. `before` null is a creation
 * (every field of `after` from null), `after` null a deletion. Fields in `ignore` (by default those a write bumps by
 * itself) are left out; so are fields missing on both sides.
 */
export function diffFields(
  before: Plain | null | undefined,
  after: Plain | null | undefined,
  ignore: readonly string[] = BUMPED_FIELDS,
): AuditIzmene {
  const changes: AuditIzmene = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (ignore.includes(key)) continue;
    const old = stored(before?.[key]);
    const next = stored(after?.[key]);
    if (!isDeepStrictEqual(old, next)) changes[key] = [old, next];
  }
  return changes;
}
