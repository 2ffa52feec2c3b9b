import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import { TOKEN_RENEWAL_HEADER } from '@rp/contract';
import { buildTestApp, call, loginAs, signInAll, type Actors, type TestApp } from './helper.ts';

const SECRET = 'test-secret-of-sufficient-length-0123456789';
const sign = createSigner({ key: SECRET, expiresIn: 60_000 });

let t: TestApp;
let actors: Actors;
beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
});
afterAll(async () => t.close());

const me = (token: string, id: number) => call(t.app, 'GET', `/api/radnici/${id}`, token);

let counter = 0;
/** A new worker with a known password, signed in: its id, username and token. */
async function newWorker(permission = 'User') {
  const username = `sesija${++counter}`;
  const password = `Tacno-${counter}-konj-baterija`;
  const created = await call(t.app, 'POST', '/api/radnici', actors.token('admin'), {
    ime: 'Sesija',
    prezime: `Test${counter}`,
    username,
    permission,
    password,
    confirmPassword: password,
  });
  expect(created.statusCode).toBe(200);
  const id = created.json<{ Id: number }>().Id;
  return { id, username, password, token: await loginAs(t.app, username, password) };
}

async function readRadnik(id: number) {
  return (await call(t.app, 'GET', `/api/radnici/${id}`, actors.token('admin'))).json<Record<string, unknown>>();
}

describe('a validly signed token with a subject that is not a worker id', () => {
  it.each(['abc', '1e400', '-1', '0', '99999999999', '1.5', ' 1', '0x10', '', '2147483648'])(
    'answers 401 in the error model for sub %j',
    async (sub) => {
      const token = sign({ sub, role: 'Admin', tv: 1 });
      const response = await me(token, actors.id('admin'));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ ErrorCode: 401, Type: 401 });
    },
  );

  it.each([
    ['a number', { sub: 1, role: 'Admin', tv: 1 }],
    ['an object', { sub: { id: 1 }, role: 'Admin', tv: 1 }],
    ['missing', { role: 'Admin', tv: 1 }],
  ])('answers 401 for a subject that is %s', async (_, claims) => {
    const response = await me(sign(claims), actors.id('admin'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ ErrorCode: 401, Type: 401 });
  });

  it('answers 401 for a token without the token version, or with a wrong one', async () => {
    const id = actors.id('admin');
    for (const tv of [undefined, 0, 2, '1', 1e300]) {
      const response = await me(sign({ sub: String(id), role: 'Admin', ...(tv === undefined ? {} : { tv }) }), id);
      expect(response.statusCode).toBe(401);
    }
    expect((await me(sign({ sub: String(id), role: 'Admin', tv: 1 }), id)).statusCode).toBe(200);
  });
});

describe('revoking earlier tokens', () => {
  it('revokes the tokens of a worker whose password an Admin reset; a fresh sign-in works', async () => {
    const worker = await newWorker();
    expect((await me(worker.token, worker.id)).statusCode).toBe(200);
    const newPassword = 'Resetovana-lozinka-7';
    const reset = await call(t.app, 'PUT', '/api/radnici/resetpassword', actors.token('admin'), {
      userName: worker.username,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    const old = await me(worker.token, worker.id);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ ErrorCode: 401, Type: 401 });
    expect((await me(await loginAs(t.app, worker.username, newPassword), worker.id)).statusCode).toBe(200);
  });

  it('revokes earlier tokens on a change of the own password and gives the changing session a fresh token', async () => {
    const worker = await newWorker();
    const otherSession = await loginAs(t.app, worker.username, worker.password);
    const newPassword = 'Promenjena-lozinka-8';
    const change = await call(t.app, 'PUT', '/api/radnici/changepassword', worker.token, {
      userName: worker.username,
      oldPassword: worker.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(change.statusCode).toBe(200);
    const body = change.json<{ access_token: string; Message: string }>();
    expect(body.Message).toBe('Lozinka uspešno promenjena');
    expect((await me(worker.token, worker.id)).statusCode).toBe(401);
    expect((await me(otherSession, worker.id)).statusCode).toBe(401);
    expect((await me(body.access_token, worker.id)).statusCode).toBe(200);
    expect((await me(await loginAs(t.app, worker.username, newPassword), worker.id)).statusCode).toBe(200);
  });

  it('gives an Admin who reset their own password a fresh token, and none to an Admin resetting another', async () => {
    const admin = await newWorker('Admin');
    const other = await newWorker();
    const reset = (userName: string, newPassword: string) =>
      call(t.app, 'PUT', '/api/radnici/resetpassword', admin.token, {
        userName,
        newPassword,
        confirmPassword: newPassword,
      });
    const ofOther = await reset(other.username, 'Tudja-nova-lozinka-1');
    expect(ofOther.statusCode).toBe(200);
    expect(ofOther.json()).toEqual({ ErrorCode: 0, Type: 1, Message: 'Lozinka uspešno resetovana' });

    const own = await reset(admin.username, 'Svoja-nova-lozinka-2');
    expect(own.statusCode).toBe(200);
    const body = own.json<{ access_token?: string }>();
    expect(body.access_token).toEqual(expect.any(String));
    expect((await me(admin.token, admin.id)).statusCode).toBe(401);
    expect((await me(body.access_token!, admin.id)).statusCode).toBe(200);
  });

  it('revokes on a password set through PUT radnici, on deactivation and on a change of role, not on other edits', async () => {
    const worker = await newWorker();
    const edit = async (changes: Record<string, unknown>) => {
      const current = await readRadnik(worker.id);
      const response = await call(t.app, 'PUT', '/api/radnici', actors.token('admin'), { ...current, ...changes });
      expect(response.statusCode).toBe(200);
    };

    await edit({ ime: 'Preimenovan' });
    expect((await me(worker.token, worker.id)).statusCode).toBe(200);

    await edit({ permission: 'Operations' });
    expect((await me(worker.token, worker.id)).statusCode).toBe(401);

    let token = await loginAs(t.app, worker.username, worker.password);
    await edit({ password: 'Postavljena-lozinka-9', confirmPassword: 'Postavljena-lozinka-9' });
    expect((await me(token, worker.id)).statusCode).toBe(401);

    token = await loginAs(t.app, worker.username, 'Postavljena-lozinka-9');
    await edit({ aktivan: false });
    await edit({ aktivan: true });
    // Active again, but the token from before the deactivation stays revoked.
    expect((await me(token, worker.id)).statusCode).toBe(401);
    expect(await loginAs(t.app, worker.username, 'Postavljena-lozinka-9')).toBeTruthy();
  });
});

describe('renewing a token past half its life', () => {
  const HOUR = 60 * 60;
  /** The claims of a token, read without checking it (the server has checked it). */
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  /** A token signed `ageSeconds` ago with the server's life, with the claims of `token` unless some are given. */
  const signedAgo = (ageSeconds: number, claims: Record<string, unknown>) =>
    createSigner({
      key: SECRET,
      expiresIn: t.app.config.tokenTtlSeconds * 1000,
      clockTimestamp: Date.now() - ageSeconds * 1000,
    })({ sub: claims.sub, role: claims.role, tv: claims.tv });

  it('answers a call made with a token older than half its life with a renewed token, which works in turn', async () => {
    const worker = await newWorker();
    expect(t.app.config.tokenTtlSeconds).toBe(12 * HOUR);
    const old = signedAgo(6 * HOUR + 60, claimsOf(worker.token));
    const response = await me(old, worker.id);
    expect(response.statusCode).toBe(200);
    const renewed = response.headers[TOKEN_RENEWAL_HEADER];
    expect(typeof renewed).toBe('string');
    const claims = claimsOf(renewed as string);
    // The same worker, role and token version; signed now, for the whole life again.
    expect(claims).toMatchObject({ sub: String(worker.id), role: 'User', tv: claimsOf(worker.token).tv });
    expect(Math.abs((claims.iat as number) - Date.now() / 1000)).toBeLessThan(60);
    expect((claims.exp as number) - (claims.iat as number)).toBe(12 * HOUR);
    const again = await me(renewed as string, worker.id);
    expect(again.statusCode).toBe(200);
    expect(again.headers[TOKEN_RENEWAL_HEADER]).toBeUndefined();
  });

  it('leaves a token younger than half its life as it is', async () => {
    const worker = await newWorker();
    expect((await me(worker.token, worker.id)).headers[TOKEN_RENEWAL_HEADER]).toBeUndefined();
    const young = signedAgo(6 * HOUR - 60, claimsOf(worker.token));
    const response = await me(young, worker.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers[TOKEN_RENEWAL_HEADER]).toBeUndefined();
  });

  it('renews nothing that is refused: an expired token, a revoked one, a role the route does not allow', async () => {
    const worker = await newWorker();
    const claims = claimsOf(worker.token);

    const expired = await me(signedAgo(12 * HOUR + 60, claims), worker.id);
    expect(expired.statusCode).toBe(401);
    expect(expired.headers[TOKEN_RENEWAL_HEADER]).toBeUndefined();

    // A User may not list the workers (Admin and Demo): 403, and no fresh token for the refused call.
    const refused = await call(t.app, 'GET', '/api/radnici', signedAgo(7 * HOUR, claims));
    expect(refused.statusCode).toBe(403);
    expect(refused.headers[TOKEN_RENEWAL_HEADER]).toBeUndefined();

    const revoked = await me(signedAgo(7 * HOUR, { ...claims, tv: (claims.tv as number) + 1 }), worker.id);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.headers[TOKEN_RENEWAL_HEADER]).toBeUndefined();
  });

  it('signs the role the worker has now: a token of an old role is revoked, not renewed into the new one', async () => {
    const worker = await newWorker();
    const old = signedAgo(7 * HOUR, claimsOf(worker.token));
    const current = await readRadnik(worker.id);
    expect(
      (await call(t.app, 'PUT', '/api/radnici', actors.token('admin'), { ...current, permission: 'Operations' }))
        .statusCode,
    ).toBe(200);
    const response = await me(old, worker.id);
    expect(response.statusCode).toBe(401);
    expect(response.headers[TOKEN_RENEWAL_HEADER]).toBeUndefined();
  });
});
