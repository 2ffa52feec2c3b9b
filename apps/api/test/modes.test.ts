import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { DataDirLockedError } from '../src/db/lock.ts';
import { buildTestApp } from './helper.ts';

const authenticate = (app: Awaited<ReturnType<typeof buildTestApp>>['app'], username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/radnici/authenticate', payload: { username, password } });

describe('outside demo mode', () => {
  it('seeds no account with a known password and creates the first Admin from the environment', async () => {
    const t = await buildTestApp({ demo: false, adminUsername: 'sefica', adminPassword: 'dugacka-lozinka' });
    try {
      for (const username of ['admin', 'demo', 'user', 'ops']) {
        expect((await authenticate(t.app, username, username)).statusCode).toBe(400);
      }
      const config = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json()).toMatchObject({ demo: false, demoLogins: [] });
      const admin = await authenticate(t.app, 'sefica', 'dugacka-lozinka');
      expect(admin.statusCode).toBe(200);
      expect(admin.json().role).toBe('Admin');
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!!process.env.DATABASE_URL)('the embedded database', () => {
  it('refuses a second process on the same data directory with a clear message, and frees it on close', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rp-lock-'));
    try {
      const first = await openDatabase({ dataDir, databaseUrl: undefined });
      expect(existsSync(join(dataDir, 'rp.lock'))).toBe(true);
      await expect(openDatabase({ dataDir, databaseUrl: undefined })).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(openDatabase({ dataDir, databaseUrl: undefined })).rejects.toThrow(/in use by another RP process/);
      await first.close();
      expect(existsSync(join(dataDir, 'rp.lock'))).toBe(false);
      const again = await openDatabase({ dataDir, databaseUrl: undefined });
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
