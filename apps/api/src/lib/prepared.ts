import type { Db } from '../db/client.ts';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A Drizzle query prepared once per database under `name` (its SQL built once, and parsed once per connection on
 * PostgreSQL) instead of rebuilt on every request: building SQL was the largest share of a read's CPU time in the
 * API benchmark. `build` must always make the same query for a name; values go in as `sql.placeholder`s.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let queries = cache.get(db);
  if (!queries) cache.set(db, (queries = new Map()));
  if (!queries.has(name)) queries.set(name, build(db, name));
  return queries.get(name) as T;
}
