import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@rp/contract';
import { loginBrojaci, loginPokusaji } from '../src/db/schema/index.ts';
import { dropExpiredCounters } from '../src/modules/session/repository.ts';
import { loadConfig } from '../src/config.ts';
import { buildTestApp, call, loginAs, type TestApp } from './helper.ts';

const THROTTLED = /^Previše neuspešnih pokušaja prijave\. Pokušajte ponovo za \d+ min\.$/;

let counter = 0;
const adminTokens = new Map<FastifyInstance, string>();
/** A new worker with a known password (created by the demo Admin, signed in once per app). */
async function newWorker(app: FastifyInstance) {
  const username = `prijava${++counter}`;
  const password = `Ispravna-${counter}-lozinka-konj`;
  if (!adminTokens.has(app)) adminTokens.set(app, await loginAs(app, 'admin'));
  const admin = adminTokens.get(app);
  const response = await call(app, 'POST', '/api/radnici', admin, {
    ime: 'Prijava',
    prezime: `Test${counter}`,
    username,
    permission: 'User',
    password,
    confirmPassword: password,
  });
  expect(response.statusCode).toBe(200);
  return { username, password };
}

function authenticate(
  app: FastifyInstance,
  username: string,
  password: string,
  from: { remoteAddress?: string; forwardedFor?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/radnici/authenticate',
    payload: { username, password },
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
}

/** How many attempts of a username had their password checked (and with what outcome). */
async function evaluated(app: FastifyInstance, username: string) {
  const rows = await app.db.select().from(loginPokusaji).where(eq(loginPokusaji.username, username));
  return {
    bad: rows.filter((row) => row.razlog === 'bad-password').length,
    ok: rows.filter((row) => row.razlog === 'ok').length,
    throttled: rows.filter((row) => row.razlog === 'throttled').length,
    all: rows.length,
  };
}

describe('login throttling with the default settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ loginMaxFailures: 5, loginMaxFailuresPerUsername: 10 });
  });
  afterAll(async () => t.close());

  it('evaluates at most LOGIN_MAX_FAILURES of parallel guesses from one address, and the right password after them is refused', async () => {
    const worker = await newWorker(t.app);
    // 29 wrong guesses and the right password last: 30 stays within the route's per-address request limit.
    const guesses = Array.from({ length: 29 }, (_, i) => `pogresna-${i}`);
    const responses = await Promise.all(
      [...guesses, worker.password].map((password) =>
        authenticate(t.app, worker.username, password, { remoteAddress: '10.50.0.1' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses).not.toContain(200);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429);
    expect(responses.at(-1)!.json()).toMatchObject({ ErrorCode: ErrorCode.TooManyAttempts, Type: 4 });
    expect(responses.at(-1)!.json().Message).toMatch(THROTTLED);
    const counts = await evaluated(t.app, worker.username);
    expect(counts.bad).toBeLessThanOrEqual(5);
    expect(counts.ok).toBe(0);
    // Every attempt is still kept: the refused ones as 'throttled'.
    expect(counts.all).toBe(30);
  });

  it('evaluates at most the per-username backstop of 200 parallel guesses from 200 addresses', async () => {
    const worker = await newWorker(t.app);
    const passwords = [...Array.from({ length: 199 }, (_, i) => `raspodeljena-${i}`), worker.password];
    const responses = await Promise.all(
      passwords.map((password, i) =>
        authenticate(t.app, worker.username, password, { remoteAddress: `10.1.${Math.floor(i / 250)}.${i % 250}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses).not.toContain(200);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    const counts = await evaluated(t.app, worker.username);
    expect(counts.bad).toBeLessThanOrEqual(10);
    expect(counts.ok).toBe(0);
    expect(counts.all).toBe(200);
  });

  it('does not let five wrong passwords from one address keep the owner out from another', async () => {
    const worker = await newWorker(t.app);
    const attacker = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < 5; i++)
      expect((await authenticate(t.app, worker.username, `napad-${i}`, attacker)).statusCode).toBe(400);
    const refused = await authenticate(t.app, worker.username, worker.password, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Message).toMatch(THROTTLED);
    const owner = await authenticate(t.app, worker.username, worker.password, { remoteAddress: '198.51.100.20' });
    expect(owner.statusCode).toBe(200);
  });

  it('stops a distributed guess with the per-username backstop, one attempt per address', async () => {
    const worker = await newWorker(t.app);
    for (let i = 0; i < 10; i++) {
      const response = await authenticate(t.app, worker.username, `sirom-${i}`, { remoteAddress: `192.0.2.${i + 1}` });
      expect(response.statusCode).toBe(400);
    }
    const refused = await authenticate(t.app, worker.username, worker.password, { remoteAddress: '192.0.2.200' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ ErrorCode: ErrorCode.TooManyAttempts, Type: 4 });
    expect(refused.json().Message).toMatch(THROTTLED);
  });

  it('forgets the failures of an address after a successful sign-in from it', async () => {
    const worker = await newWorker(t.app);
    const from = { remoteAddress: '10.50.0.2' };
    for (let i = 0; i < 4; i++) await authenticate(t.app, worker.username, `zaboravljena-${i}`, from);
    expect((await authenticate(t.app, worker.username, worker.password, from)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await authenticate(t.app, worker.username, `opet-${i}`, from)).statusCode).toBe(400);
    expect((await authenticate(t.app, worker.username, worker.password, from)).statusCode).toBe(200);
  });

  it('throttles an unknown username like a known one', async () => {
    const from = { remoteAddress: '10.50.0.3' };
    for (let i = 0; i < 5; i++)
      expect((await authenticate(t.app, 'niko-nepoznat', `x-${i}-yz`, from)).statusCode).toBe(400);
    expect((await authenticate(t.app, 'niko-nepoznat', 'x-5-yz', from)).statusCode).toBe(429);
  });

  it('drops counters whose window is long over, and keeps the current ones', async () => {
    await t.app.db.insert(loginBrojaci).values([
      { kljuc: 'u:stari-brojac', broj: 3, pocetak: new Date(Date.now() - 3 * 60 * 60_000) },
      { kljuc: 'u:svez-brojac', broj: 3, pocetak: new Date() },
    ]);
    await dropExpiredCounters(t.app.db, 60);
    const keys = (await t.app.db.select({ kljuc: loginBrojaci.kljuc }).from(loginBrojaci)).map((row) => row.kljuc);
    expect(keys).not.toContain('u:stari-brojac');
    expect(keys).toContain('u:svez-brojac');
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: changing the header does not reset any limit', async () => {
    const worker = await newWorker(t.app);
    const socket = '172.16.5.5';
    for (let i = 0; i < 5; i++) {
      const response = await authenticate(t.app, worker.username, `zaglavlje-${i}`, {
        remoteAddress: socket,
        forwardedFor: `198.18.0.${i + 1}`,
      });
      expect(response.statusCode).toBe(400);
    }
    const refused = await authenticate(t.app, worker.username, worker.password, {
      remoteAddress: socket,
      forwardedFor: '198.18.0.99',
    });
    expect(refused.statusCode).toBe(429);
    const rows = await t.app.db
      .select({ ip: loginPokusaji.ip })
      .from(loginPokusaji)
      .where(and(eq(loginPokusaji.username, worker.username)));
    expect(new Set(rows.map((row) => row.ip))).toEqual(new Set([socket]));
  });

  it("ignores X-Forwarded-For in the route's request limit too", async () => {
    const socket = '172.16.6.6';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/radnici/authenticate',
        remoteAddress: socket,
        headers: { 'x-forwarded-for': `198.19.0.${i + 1}` },
        // An invalid body is refused before any password is checked, so this costs no hashing.
        payload: { username: '', password: 'x' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('login throttling behind a proxy named in TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ loginMaxFailures: 3, trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => t.close());

  it('counts the client address the trusted proxy forwards, so clients behind it are throttled separately', async () => {
    const worker = await newWorker(t.app);
    for (let i = 0; i < 3; i++) {
      const response = await authenticate(t.app, worker.username, `proksi-${i}`, { forwardedFor: '198.51.100.1' });
      expect(response.statusCode).toBe(400);
    }
    const sameClient = await authenticate(t.app, worker.username, worker.password, { forwardedFor: '198.51.100.1' });
    expect(sameClient.statusCode).toBe(429);
    const otherClient = await authenticate(t.app, worker.username, worker.password, { forwardedFor: '198.51.100.2' });
    expect(otherClient.statusCode).toBe(200);
    const rows = await t.app.db
      .select({ ip: loginPokusaji.ip })
      .from(loginPokusaji)
      .where(eq(loginPokusaji.username, worker.username));
    expect(new Set(rows.map((row) => row.ip))).toEqual(new Set(['198.51.100.1', '198.51.100.2']));
  });

  it('does not believe the header from a socket that is not the named proxy', async () => {
    const worker = await newWorker(t.app);
    const from = (i: number) => ({ remoteAddress: '10.20.30.40', forwardedFor: `198.51.100.${i + 10}` });
    for (let i = 0; i < 3; i++)
      expect((await authenticate(t.app, worker.username, `tudji-${i}`, from(i))).statusCode).toBe(400);
    expect((await authenticate(t.app, worker.username, worker.password, from(9))).statusCode).toBe(429);
  });
});

describe('the sign-in request limit per address (LOGIN_REQUESTS_PER_MINUTE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ loginRequestsPerMinute: 3 });
  });
  afterAll(async () => t.close());

  it('answers 429 after the configured number of requests in a minute, right or wrong', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/radnici/authenticate',
        remoteAddress: '203.0.113.77',
        // An invalid body is refused before any password is checked, so this costs no hashing.
        payload: { username: '', password: 'x' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('refuses to start with a limit that would refuse every sign-in, or one that is not a number', () => {
    expect(() => loadConfig({ LOGIN_REQUESTS_PER_MINUTE: '0' }, { jwtSecret: 'x' })).toThrow(
      'LOGIN_REQUESTS_PER_MINUTE',
    );
    expect(() => loadConfig({ LOGIN_REQUESTS_PER_MINUTE: '1e99' }, { jwtSecret: 'x' })).toThrow();
    expect(() => loadConfig({ LOGIN_REQUESTS_PER_MINUTE: '12abc' }, { jwtSecret: 'x' })).toThrow();
    expect(loadConfig({}, { jwtSecret: 'x' }).loginRequestsPerMinute).toBe(30);
  });
});
