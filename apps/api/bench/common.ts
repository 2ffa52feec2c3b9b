// What the API's benchmark suites share: the p95 and the mean of samples, and a PostgreSQL database made for one run.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
}

export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Whether a PostgreSQL server answers at `url` (the suites then measure it beside PGlite). */
export async function canReach(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Runs `run` on a database created for it on the server at `serverUrl` (`rp_bench_<suite>_…`), dropped after. */
export async function withDatabase<T>(serverUrl: string, suite: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `rp_bench_${suite}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  }
}
