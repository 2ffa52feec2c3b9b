import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { radnikSchema } from '@rp/contract';
import { radnici } from '../src/db/schema/index.ts';
import { buildTestApp, loginAs, type TestApp } from './helper.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['admin', 'demo', 'user', 'ops']) {
    tokens[name] = await loginAs(t.app, name);
    const [row] = await t.app.db.select({ id: radnici.id }).from(radnici).where(eq(radnici.username, name));
    ids[name] = row!.id;
  }
});
afterAll(async () => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the auth hook', () => {
  it('answers a call without a token with 401 in the error model', async () => {
    const response = await get(`/api/radnici/${ids.admin}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ ErrorCode: 401, Type: 401 });
  });

  it('refuses a token signed with another secret', async () => {
    const forged = createSigner({ key: 'not-the-secret' })({ sub: String(ids.admin), role: 'Admin' });
    const response = await get(`/api/radnici/${ids.admin}`, forged);
    expect(response.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const expired = createSigner({ key: 'test-secret-of-sufficient-length-0123456789', expiresIn: 1 })({
      sub: String(ids.admin),
      role: 'Admin',
      iat: Math.floor(Date.now() / 1000) - 3600,
    });
    const response = await get(`/api/radnici/${ids.admin}`, expired);
    expect(response.statusCode).toBe(401);
  });

  it('refuses a malformed authorization header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/radnici/${ids.admin}`,
      headers: { authorization: 'Basic abc' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses the token of a worker who was deactivated since', async () => {
    const token = await loginAs(t.app, 'demo');
    await t.app.db.update(radnici).set({ aktivan: false }).where(eq(radnici.id, ids.demo!));
    const response = await get(`/api/radnici/${ids.demo}`, token);
    await t.app.db.update(radnici).set({ aktivan: true }).where(eq(radnici.id, ids.demo!));
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/radnici/{id}', () => {
  it.each(['admin', 'demo', 'ops'])('lets %s read any worker', async (who) => {
    const response = await get(`/api/radnici/${ids.user}`, tokens[who]);
    expect(response.statusCode).toBe(200);
    const radnik = radnikSchema.parse(response.json());
    expect(radnik.username).toBe('user');
    expect(radnik).not.toHaveProperty('passwordHash');
  });

  it('lets a User read their own record', async () => {
    const response = await get(`/api/radnici/${ids.user}`, tokens.user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ime: 'Nikola', prezime: 'Nikolić', permission: 'User' });
  });

  it("refuses a User another worker's record with 403 in the error model", async () => {
    const response = await get(`/api/radnici/${ids.admin}`, tokens.user);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      ErrorCode: 403,
      Type: 403,
      Message: 'Nemate prava pristupa na ovu akciju',
      RequestId: response.headers['x-request-id'],
    });
  });

  it('answers a missing worker with 404', async () => {
    const response = await get('/api/radnici/99999', tokens.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ErrorCode: 404, Type: 4 });
  });

  it.each(['abc', '0', '123456789', '-1'])('refuses the id %s with 400', async (id) => {
    const response = await get(`/api/radnici/${id}`, tokens.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ErrorCode: 400, Type: 4 });
  });
});
