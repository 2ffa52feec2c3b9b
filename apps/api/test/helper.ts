import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { startS3Server } from '../../../scripts/s3-server.mjs';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

let fileStoreKind: 'disk' | 's3' = 'disk';
/**
 * Keeps the files of the apps this test file builds in an S3-compatible server (s3rver, started for each app) instead
 * of the data directory: the document suites import it first and then run unchanged against the S3 store.
 */
export function useS3FileStore(): void {
  fileStoreKind = 's3';
}

/**
 * Builds the app on a fresh database: embedded PGlite in a new temporary directory, or, when DATABASE_URL is
 * set, a new database created on that PostgreSQL server (and dropped afterwards).
 */
export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rp-api-test-'));
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = `rp_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // pg's pool.end() resolves before its sockets have closed; terminating them (FORCE) while they close makes the
      // clients emit an error nobody listens to. Wait for them to leave first.
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await client.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const s3 = fileStoreKind === 's3' ? await startS3Server({ dir: join(dataDir, 's3') }) : undefined;
  const config = loadConfig(
    { DEMO: '1', LOG_LEVEL: 'silent', ...s3?.env },
    {
      dataDir,
      databaseUrl,
      jwtSecret: 'test-secret-of-sufficient-length-0123456789',
      portalDir: undefined,
      // Every answer the tests see is checked against its zod schema too.
      checkResponses: true,
      // Background jobs run when a test calls them (app.instance.jobs.runDue()), never on a timer mid-test.
      jobsTickSeconds: 0,
      ...overrides,
    },
  );
  const app = await buildApp({ config, logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await s3?.close();
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function loginAs(app: FastifyInstance, username: string, password = username): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/radnici/authenticate',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

/** The four demo logins, and anonymous. */
export const WHO = ['admin', 'demo', 'user', 'ops', 'anonymous'] as const;
export type Who = (typeof WHO)[number];
export const ROLE_OF: Record<Exclude<Who, 'anonymous'>, string> = {
  admin: 'Admin',
  demo: 'Demo',
  user: 'User',
  ops: 'Operations',
};

export interface Actors {
  token(who: Who): string | undefined;
  id(who: Exclude<Who, 'anonymous'> | string): number;
}

/** Signs in the four demo logins and looks up worker ids by username. */
export async function signInAll(app: FastifyInstance): Promise<Actors> {
  const tokens = new Map<string, string>();
  for (const who of ['admin', 'demo', 'user', 'ops']) tokens.set(who, await loginAs(app, who));
  const ids = new Map<string, number>();
  const admin = tokens.get('admin')!;
  const list = await app.inject({ method: 'GET', url: '/api/radnici', headers: { authorization: `Bearer ${admin}` } });
  for (const radnik of list.json<{ itemList: { id: number; username: string }[] }>().itemList)
    ids.set(radnik.username, radnik.id);
  return {
    token: (who) => (who === 'anonymous' ? undefined : tokens.get(who)),
    id: (username) => {
      const id = ids.get(username);
      if (id === undefined) throw new Error(`no worker ${username}`);
      return id;
    },
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function call(app: FastifyInstance, method: Method, url: string, token?: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/**
 * One row of a role table: the request (built per caller, so that writes do not collide) and the status each
 * caller gets. Callers left out are not called.
 */
export interface RoleCase {
  name: string;
  method: Method;
  url: string | ((who: Who) => string | Promise<string>);
  payload?: unknown | ((who: Who) => unknown | Promise<unknown>);
  expect: Partial<Record<Who, number>>;
}

export function roleRows(cases: readonly RoleCase[]): [string, Who, number, RoleCase][] {
  return cases.flatMap((row) =>
    Object.entries(row.expect).map(
      ([who, status]) => [`${row.name} as ${who}`, who as Who, status, row] as [string, Who, number, RoleCase],
    ),
  );
}

export async function runRoleCase(app: FastifyInstance, actors: Actors, who: Who, row: RoleCase) {
  const url = typeof row.url === 'function' ? await row.url(who) : row.url;
  const payload = typeof row.payload === 'function' ? await row.payload(who) : row.payload;
  return call(app, row.method, url, actors.token(who), payload);
}

/** The expectation every refused call shares: the error model with the HTTP status as code. */
export const ALL_AND_ANON = { admin: 200, demo: 200, user: 200, ops: 200, anonymous: 401 } as const;
export const ADMIN_DEMO_ONLY = { admin: 200, demo: 200, user: 403, ops: 403, anonymous: 401 } as const;
