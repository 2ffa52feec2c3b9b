import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { apiErrorSchema, masinaListSchema, noteListSchema } from '@rp/contract';
import { idempotencyKeys } from '../src/db/schema/index.ts';
import { deleteExpiredIdempotencyKeys } from '../src/plugins/idempotency.ts';
import { buildTestApp, signInAll, type Actors, type TestApp, type Who } from './helper.ts';

let t: TestApp;
let actors: Actors;

beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
});
afterAll(async () => t.close());

function post(url: string, who: Who, payload: unknown, key?: string) {
  const token = actors.token(who);
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: payload as object,
  });
}

async function notesWithText(text: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/notes/get',
    headers: { authorization: `Bearer ${actors.token('admin')}` },
  });
  return noteListSchema.parse(response.json()).itemList.filter((note) => note.Tekst === text).length;
}

async function machinesNamed(name: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/masine/get',
    headers: { authorization: `Bearer ${actors.token('admin')}` },
  });
  return masinaListSchema.parse(response.json()).itemList.filter((masina) => masina.Ime === name).length;
}

async function storedKeys(key: string) {
  return t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
}

describe('Idempotency-Key on creating POSTs', () => {
  it('replays the stored answer to a retry with the same key: one record', async () => {
    const key = randomUUID();
    const body = { Tekst: `retry ${key}`, Prioritet: 1 };
    const first = await post('/api/notes/save', 'admin', body, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await post('/api/notes/save', 'admin', body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toContain('application/json');
    expect(retry.headers['x-rp-api']).toBe('1');
    expect(retry.json()).toEqual(first.json());
    expect(await notesWithText(body.Tekst)).toBe(1);
  });

  it('runs parallel requests with one key once, and every one gets the same answer', async () => {
    const key = randomUUID();
    const body = { Tekst: `parallel ${key}` };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/api/notes/save', 'demo', body, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.json<{ Id: number }>().Id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(await notesWithText(body.Tekst)).toBe(1);
    expect(await storedKeys(key)).toHaveLength(1);
  });

  it('creates one machine from a double submission (the equipment form’s double click)', async () => {
    const key = randomUUID();
    const name = `Totalna stanica ${key.slice(0, 8)}`;
    const [a, b] = await Promise.all([
      post('/api/masine/save', 'admin', { Ime: name }, key),
      post('/api/masine/save', 'admin', { Ime: name }, key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(await machinesNamed(name)).toBe(1);
  });

  it('refuses the same key with a different body (409 in the error model) and writes nothing', async () => {
    const key = randomUUID();
    expect((await post('/api/notes/save', 'admin', { Tekst: `first ${key}` }, key)).statusCode).toBe(200);
    const other = await post('/api/notes/save', 'admin', { Tekst: `second ${key}` }, key);
    expect(other.statusCode).toBe(409);
    const error = apiErrorSchema.parse(other.json());
    expect(error).toMatchObject({ ErrorCode: 409, Type: 3 });
    expect(error.Message).toContain('Idempotency-Key');
    expect(await notesWithText(`second ${key}`)).toBe(0);
  });

  it('refuses the same key on another route', async () => {
    const key = randomUUID();
    expect((await post('/api/notes/save', 'admin', { Tekst: `route ${key}` }, key)).statusCode).toBe(200);
    const elsewhere = await post('/api/masine/save', 'admin', { Tekst: `route ${key}` }, key);
    expect(elsewhere.statusCode).toBe(400);
    const machine = await post('/api/masine/save', 'admin', { Ime: `route ${key.slice(0, 8)}` }, key);
    expect(machine.statusCode).toBe(409);
    expect(await machinesNamed(`route ${key.slice(0, 8)}`)).toBe(0);
  });

  it('keeps keys per user: two users with one key make two records', async () => {
    const key = randomUUID();
    const body = { Tekst: `per user ${key}` };
    const admin = await post('/api/notes/save', 'admin', body, key);
    const demo = await post('/api/notes/save', 'demo', body, key);
    expect([admin.statusCode, demo.statusCode]).toEqual([200, 200]);
    expect(demo.headers['idempotent-replayed']).toBeUndefined();
    expect(demo.json<{ Id: number }>().Id).not.toBe(admin.json<{ Id: number }>().Id);
    expect(await notesWithText(body.Tekst)).toBe(2);
  });

  it('leaves no key behind for a refused request, so its corrected retry runs', async () => {
    const key = randomUUID();
    const name = `Dron ${key.slice(0, 8)}`;
    expect((await post('/api/masine/save', 'admin', { Ime: name })).statusCode).toBe(200);
    const duplicate = await post('/api/masine/save', 'admin', { Ime: name.toUpperCase() }, key);
    expect(duplicate.statusCode).toBe(409);
    expect(await storedKeys(key)).toHaveLength(0);
    const invalid = await post('/api/masine/save', 'admin', { Ime: '' }, key);
    expect(invalid.statusCode).toBe(400);
    expect(await storedKeys(key)).toHaveLength(0);
  });

  it('is checked after the role: a refused caller stores nothing', async () => {
    const key = randomUUID();
    expect((await post('/api/notes/save', 'user', { Tekst: 'x' }, key)).statusCode).toBe(403);
    expect((await post('/api/notes/save', 'anonymous', { Tekst: 'x' }, key)).statusCode).toBe(401);
    expect(await storedKeys(key)).toHaveLength(0);
  });

  it.each([
    ['empty', ''],
    ['with a space', 'a b'],
    ['too long', 'k'.repeat(256)],
    ['non-ASCII', 'ključ'],
  ])('refuses a key that is %s with 400 and writes nothing', async (_name, key) => {
    const text = `bad key ${randomUUID()}`;
    const answer = await post('/api/notes/save', 'admin', { Tekst: text }, key);
    expect(answer.statusCode).toBe(400);
    expect(apiErrorSchema.parse(answer.json()).ErrorCode).toBe(400);
    expect(await notesWithText(text)).toBe(0);
  });

  it('changes nothing for a request without a key (two posts, two records)', async () => {
    const text = `no key ${randomUUID()}`;
    await post('/api/notes/save', 'admin', { Tekst: text });
    await post('/api/notes/save', 'admin', { Tekst: text });
    expect(await notesWithText(text)).toBe(2);
  });

  it('cleans up expired keys; a key used after its 24 hours runs as new', async () => {
    const key = randomUUID();
    const body = { Tekst: `expired ${key}` };
    expect((await post('/api/notes/save', 'admin', body, key)).statusCode).toBe(200);
    const [row] = await storedKeys(key);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
    await t.app.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    // Expired but not yet cleaned up: the key is taken over instead of replayed.
    const late = await post('/api/notes/save', 'admin', body, key);
    expect(late.headers['idempotent-replayed']).toBeUndefined();
    expect(await notesWithText(body.Tekst)).toBe(2);

    const kept = randomUUID();
    expect((await post('/api/notes/save', 'admin', { Tekst: `kept ${kept}` }, kept)).statusCode).toBe(200);
    await t.app.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    expect(await deleteExpiredIdempotencyKeys(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(await storedKeys(key)).toHaveLength(0);
    expect(await storedKeys(kept)).toHaveLength(1);
  });

  it('takes over the key of a request that died while running', async () => {
    const key = randomUUID();
    const body = { Tekst: `abandoned ${key}` };
    await t.app.db.insert(idempotencyKeys).values({
      userId: actors.id('admin'),
      key,
      method: 'POST',
      route: '/api/notes/save',
      requestHash: 'of a request that never finished',
      createdAt: new Date(Date.now() - 5 * 60 * 1000),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    const answer = await post('/api/notes/save', 'admin', body, key);
    expect(answer.statusCode).toBe(200);
    expect(await notesWithText(body.Tekst)).toBe(1);
  });
});
