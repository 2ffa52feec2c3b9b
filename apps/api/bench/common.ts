// What the API's benchmark suites share: the p95, median and mean of samples, a PostgreSQL database made for one run,
// the API started on a fresh database with a seed, and the watchdog.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

export function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
}

export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export interface BenchApp<S> {
  app: FastifyInstance;
  /** The server's address on loopback. */
  base: string;
  /** A bearer token of the demo user the suite signs in as. */
  token: string;
  /** How long the suite's seed took, in ms. */
  seedMs: number;
  /** What the seed answered. */
  seeded: S;
}

export interface BenchAppOptions<S> {
  /** Names the temporary data directory. */
  suite: string;
  /** PostgreSQL (a database of its own, see withDatabase), or undefined for PGlite in the data directory. */
  databaseUrl: string | undefined;
  /** The demo user to sign in as (the password is the same word). */
  username: string;
  /** The suite's data beside the demo firm, timed. */
  seed: (app: FastifyInstance) => Promise<S>;
}

/**
 * The API as the suites measure it: built on a fresh data directory (PGlite) or database with the demo firm, the
 * suite's seed added, listening on loopback and signed in; `use` runs with it, and the server and its data directory
 * are gone after, whatever happened.
 */
export async function withBenchApp<S, T>(
  options: BenchAppOptions<S>,
  use: (bench: BenchApp<S>) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `rp-bench-${options.suite}-`));
  let app: FastifyInstance | undefined;
  try {
    const config = loadConfig(
      { DEMO: '1', LOG_LEVEL: 'silent' },
      {
        dataDir,
        databaseUrl: options.databaseUrl,
        jwtSecret: randomBytes(32).toString('hex'),
        portalDir: undefined,
      },
    );
    app = await buildApp({ config, logger: false });
    await app.ready();
    const seedStart = performance.now();
    const seeded = await options.seed(app);
    const seedMs = performance.now() - seedStart;
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const signIn = await fetch(`${base}/api/radnici/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: options.username, password: options.username }),
    });
    if (!signIn.ok)
      throw new Error(`${options.suite} bench: signing in as ${options.username} failed (${signIn.status})`);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    return await use({ app, base, token, seedMs, seeded });
  } finally {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Ends the run if the suite hangs longer than `ms` (a suite's own limit). */
export function startWatchdog(suite: string, ms: number): void {
  const timer = setTimeout(() => {
    console.error(`${suite} bench: watchdog fired`);
    process.exit(1);
  }, ms);
  timer.unref();
}

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

/**
 * A client in a thread of its own, as a browser is a process of its own: its requests' parsing and garbage are not
 * counted in the server's time (in one thread, collecting a 7 MB answer's garbage landed in the next request's time).
 * `get(path)` answers the wall time of the request until its last byte is in (decompressed, not yet decoded), and
 * the body as text when asked for (`body`), otherwise ''; with `send` (JSON text, made before the clock starts) it
 * POSTs that.
 */
export function clientThread(base: string, token: string) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    parentPort.on('message', async ({ id, path, body, headers, send }) => {
      try {
        const start = performance.now();
        const response = await fetch(workerData.base + path, {
          method: send === undefined ? 'GET' : 'POST',
          headers: {
            authorization: 'Bearer ' + workerData.token,
            ...(send !== undefined && { 'content-type': 'application/json' }),
            ...headers,
          },
          ...(send !== undefined && { body: send }),
        });
        const bytes = await response.arrayBuffer();
        const wall = performance.now() - start;
        const text = body || !response.ok ? new TextDecoder().decode(bytes) : '';
        if (!response.ok) throw new Error(path + ': ' + response.status + ' ' + text.slice(0, 300));
        parentPort.postMessage({ id, wall, text, encoding: response.headers.get('content-encoding') });
      } catch (error) {
        parentPort.postMessage({ id, error: String(error) });
      }
    });`,
    { eval: true, workerData: { base, token } },
  );
  let next = 0;
  const waiting = new Map<
    number,
    (reply: { wall: number; text: string; encoding: string | null } | { error: string }) => void
  >();
  worker.on('message', (reply: { id: number }) => {
    waiting.get(reply.id)?.(reply as never);
    waiting.delete(reply.id);
  });
  return {
    get(
      path: string,
      options: { body?: boolean; headers?: Record<string, string>; send?: string } = {},
    ): Promise<{ wall: number; text: string; encoding: string | null }> {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, (reply) => ('error' in reply ? reject(new Error(reply.error)) : resolve(reply)));
        worker.postMessage({
          id,
          path,
          body: options.body ?? false,
          headers: options.headers ?? {},
          send: options.send,
        });
      });
    },
    close: () => worker.terminate(),
  };
}
