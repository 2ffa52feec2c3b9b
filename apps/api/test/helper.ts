import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
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
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const config = loadConfig(
    { DEMO: '1', LOG_LEVEL: 'silent' },
    {
      dataDir,
      databaseUrl,
      jwtSecret: 'test-secret-of-sufficient-length-0123456789',
      portalDir: undefined,
      ...overrides,
    },
  );
  const app = await buildApp({ config, logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
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
