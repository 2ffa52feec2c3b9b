import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MARKER_HEADER, ErrorCode, loginResponseSchema } from '@rp/contract';
import { buildTestApp, loginAs, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ loginMaxFailures: 3 });
});
afterAll(async () => t.close());

const authenticate = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/radnici/authenticate', payload: payload as object });

describe('POST /api/radnici/authenticate', () => {
  it.each([
    ['admin', 'Admin'],
    ['demo', 'Demo'],
    ['user', 'User'],
    ['ops', 'Operations'],
  ])('signs in the demo login %s as %s', async (username, role) => {
    const response = await authenticate({ username, password: username });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.role).toBe(role);
    expect(body.radnik).toBeGreaterThan(0);
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(response.headers[API_MARKER_HEADER]).toBe('1');
  });

  it('matches the username without regard to case', async () => {
    const response = await authenticate({ username: 'ADMIN', password: 'admin' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with the server message in the error model', async () => {
    const response = await authenticate({ username: 'user', password: 'wrong' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ErrorCode: ErrorCode.InvalidCredentials,
      Type: 4,
      Message: 'Pogrešno korisničko ime ili lozinka.',
      RequestId: response.headers['x-request-id'],
    });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const response = await authenticate({ username: 'nobody', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe('Pogrešno korisničko ime ili lozinka.');
  });

  it.each([
    [{}, 'body without fields'],
    [{ username: '', password: 'x' }, 'empty username'],
    [{ username: 'admin' }, 'missing password'],
    [{ username: 'admin', password: 5 }, 'password of the wrong type'],
  ])('validates the body (%s: %s) with a 400 in the error model', async (payload, _label) => {
    const response = await authenticate(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ ErrorCode: 400, Type: 4 });
    expect(body.Message).toMatch(/^Neispravan unos/);
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/radnici/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ErrorCode: 400, Type: 4 });
  });

  it('throttles a username after repeated failures, with a clear message, even for the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await authenticate({ username: 'ops', password: 'bad' })).statusCode).toBe(400);
    const refused = await authenticate({ username: 'ops', password: 'ops' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ ErrorCode: 429, Type: 4 });
    expect(refused.json().Message).toMatch(/^Previše neuspešnih pokušaja prijave\. Pokušajte ponovo za \d+ min\.$/);
    // Other users are not affected.
    expect((await authenticate({ username: 'demo', password: 'demo' })).statusCode).toBe(200);
  });

  it('keeps every attempt in the audit table', async () => {
    const { loginPokusaji } = await import('../src/db/schema/index.ts');
    const rows = await t.app.db.select().from(loginPokusaji);
    expect(rows.some((row) => row.uspeh && row.username === 'admin')).toBe(true);
    expect(rows.some((row) => !row.uspeh && row.razlog === 'bad-password')).toBe(true);
    expect(rows.some((row) => row.razlog === 'throttled')).toBe(true);
  });
});

describe('the API surface', () => {
  it('matches paths without regard to case', async () => {
    const response = await authenticate({ username: 'admin', password: 'admin' });
    const upper = await t.app.inject({
      method: 'POST',
      url: '/API/Radnici/Authenticate',
      payload: { username: 'admin', password: 'admin' },
    });
    expect(response.statusCode).toBe(200);
    expect(upper.statusCode).toBe(200);
  });

  it('answers unknown /api paths with 404 in the error model, signed in or not', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toMatchObject({ ErrorCode: 404, Type: 4 });
    expect(anonymous.headers[API_MARKER_HEADER]).toBe('1');
    const token = await loginAs(t.app, 'admin');
    const signedIn = await t.app.inject({
      method: 'DELETE',
      url: '/api/radnici/authenticate/x',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.statusCode).toBe(404);
  });

  it('serves the client configuration with the demo logins in demo mode', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().demo).toBe(true);
    expect(response.json().demoLogins).toHaveLength(4);
  });

  it('serves the OpenAPI document under /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/radnici/authenticate');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
