import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { radnikListSchema, radnikSchema } from '@rp/contract';
import {
  ADMIN_DEMO_ONLY,
  buildTestApp,
  call,
  loginAs,
  roleRows,
  runRoleCase,
  signInAll,
  type Actors,
  type RoleCase,
  type TestApp,
  type Who,
} from './helper.ts';

let t: TestApp;
let actors: Actors;

beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
});
afterAll(async () => t.close());

let counter = 0;
const newWorker = (overrides: Record<string, unknown> = {}) => {
  counter++;
  return {
    ime: 'Petar',
    prezime: `Perić${counter}`,
    username: `pperic${counter}`,
    permission: 'User',
    password: 'radna-lozinka-47',
    confirmPassword: 'radna-lozinka-47',
    ...overrides,
  };
};

async function create(body: Record<string, unknown>, who: Who = 'admin') {
  return call(t.app, 'POST', '/api/radnici', actors.token(who), body);
}

async function read(id: number) {
  return radnikSchema.parse((await call(t.app, 'GET', `/api/radnici/${id}`, actors.token('admin'))).json());
}

describe('GET /api/radnici', () => {
  it('lists every worker, or only the active ones', async () => {
    const created = await create(newWorker({ aktivan: false }));
    expect(created.statusCode).toBe(200);
    const all = radnikListSchema.parse((await call(t.app, 'GET', '/api/radnici', actors.token('admin'))).json());
    const active = radnikListSchema.parse(
      (await call(t.app, 'GET', '/api/radnici?activeOnly=true', actors.token('demo'))).json(),
    );
    expect(all.itemList.length).toBe(active.itemList.length + 1);
    expect(active.itemList.every((radnik) => radnik.aktivan)).toBe(true);
    expect(all.itemList[0]).not.toHaveProperty('passwordHash');
  });

  it('gives the demo staff their places (municipality and settlement of the reference data)', async () => {
    const user = radnikSchema.parse(
      (await call(t.app, 'GET', `/api/radnici/${actors.id('user')}`, actors.token('user'))).json(),
    );
    expect(user.idOpstine).not.toBeNull();
    const gradovi = (
      await call(t.app, 'GET', `/api/lokacija/gradovi?opstinaId=${user.idOpstine}`, actors.token('user'))
    ).json<{ gradoviLista: { id: number; naziv: string }[] }>();
    expect(gradovi.gradoviLista.find((grad) => grad.id === user.idGrada)?.naziv).toBe('Sremska Kamenica');
  });

  it.each(['/api/radnici?activeOnly', '/api/radnici?activeOnly=', '/api/radnici?activeOnly=1'])(
    'reads %s as true (a bare flag, as the specification writes it)',
    async (url) => {
      const response = await call(t.app, 'GET', url, actors.token('admin'));
      expect(response.statusCode, response.body).toBe(200);
      const list = radnikListSchema.parse(response.json());
      const all = radnikListSchema.parse((await call(t.app, 'GET', '/api/radnici', actors.token('admin'))).json());
      expect(list.itemList.every((radnik) => radnik.aktivan)).toBe(true);
      expect(list.itemList.length).toBe(all.itemList.filter((radnik) => radnik.aktivan).length);
      expect(all.itemList.some((radnik) => !radnik.aktivan)).toBe(true);
    },
  );

  it.each(['false', '0'])('reads activeOnly=%s as false', async (value) => {
    const list = radnikListSchema.parse(
      (await call(t.app, 'GET', `/api/radnici?activeOnly=${value}`, actors.token('admin'))).json(),
    );
    expect(list.itemList.some((radnik) => !radnik.aktivan)).toBe(true);
  });

  it('refuses a malformed activeOnly with 400', async () => {
    expect((await call(t.app, 'GET', '/api/radnici?activeOnly=maybe', actors.token('admin'))).statusCode).toBe(400);
  });
});

describe('POST /api/radnici', () => {
  it('creates a worker and answers the success notice with the new id', async () => {
    const body = newWorker({ ime: 'Marija', prezime: 'Kovačević', username: 'mkovacevic', cenaRada: 1200 });
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(200);
    const { Id, ...notice } = response.json<{ Id: number; ErrorCode: number; Type: number; Message: string }>();
    expect(notice).toEqual({ ErrorCode: 0, Type: 1, Message: 'Radnik Marija Kovačević uspešno sačuvan' });
    expect(await read(Id)).toMatchObject({ username: 'mkovacevic', cenaRada: 1200, verzija: 1, aktivan: true });
    expect(await loginAs(t.app, 'mkovacevic', 'radna-lozinka-47')).toBeTruthy();
  });

  it('refuses a username that exists in another letter case with 409', async () => {
    const response = await create(newWorker({ username: 'ADMIN' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ ErrorCode: 409, Type: 3 });
    expect(response.json<{ Message: string }>().Message).toContain('ADMIN');
  });

  it.each([
    ['without a password', { password: undefined, confirmPassword: undefined }],
    ['with a confirmation that differs', { confirmPassword: 'nesto-drugo' }],
    ['without a name', { ime: '' }],
    ['with an unknown role', { permission: 'Boss' }],
    ['with a username holding spaces', { username: 'a b' }],
  ])('refuses a worker %s with 400', async (_, overrides) => {
    const response = await create(newWorker(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ErrorCode: 400, Type: 4 });
  });

  it('lets only Admin grant the Admin role', async () => {
    expect((await create(newWorker({ permission: 'Admin' }), 'demo')).statusCode).toBe(403);
    expect((await create(newWorker({ permission: 'Admin' }), 'admin')).statusCode).toBe(200);
  });
});

describe('PUT /api/radnici', () => {
  it('edits without a password, bumps verzija and refuses a stale verzija with 409', async () => {
    const { Id } = (await create(newWorker())).json<{ Id: number }>();
    const current = await read(Id);
    const edit = { ...current, IskoristeniDani: current.IskoristeniDani, ime: 'Pavle' };
    const response = await call(t.app, 'PUT', '/api/radnici', actors.token('demo'), edit);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      ErrorCode: 0,
      Type: 1,
      Message: `Radnik Pavle ${current.prezime} uspešno ažuriran`,
    });
    expect(await read(Id)).toMatchObject({ ime: 'Pavle', verzija: current.verzija + 1 });

    const stale = await call(t.app, 'PUT', '/api/radnici', actors.token('admin'), { ...edit, ime: 'Pera' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ ErrorCode: 409, Type: 3 });
    expect(stale.json<{ Message: string }>().Message).toMatch(/neko drugi/);
    expect((await read(Id)).ime).toBe('Pavle');
  });

  it('edits without verzija (the specification shape): the last write wins; a stale one is still 409', async () => {
    const { Id } = (await create(newWorker())).json<{ Id: number }>();
    const { verzija, ...current } = await read(Id);
    const response = await call(t.app, 'PUT', '/api/radnici', actors.token('admin'), { ...current, ime: 'Sava' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await read(Id)).toMatchObject({ ime: 'Sava', verzija: verzija + 1 });
    const stale = await call(t.app, 'PUT', '/api/radnici', actors.token('admin'), { ...current, verzija, ime: 'X' });
    expect(stale.statusCode).toBe(409);
    expect((await read(Id)).ime).toBe('Sava');
  });

  it('changes the password when one is given', async () => {
    const body = newWorker();
    const { Id } = (await create(body)).json<{ Id: number }>();
    const current = await read(Id);
    const response = await call(t.app, 'PUT', '/api/radnici', actors.token('admin'), {
      ...current,
      password: 'nova-lozinka',
      confirmPassword: 'nova-lozinka',
    });
    expect(response.statusCode).toBe(200);
    expect(await loginAs(t.app, body.username, 'nova-lozinka')).toBeTruthy();
    // Only Admin sets a password this way: it skips the old-password check.
    const again = await read(Id);
    const withPassword = { ...again, password: 'treca-lozinka', confirmPassword: 'treca-lozinka' };
    expect((await call(t.app, 'PUT', '/api/radnici', actors.token('demo'), withPassword)).statusCode).toBe(403);
    const own = await read(actors.id('user'));
    const ownWithPassword = { ...own, password: 'treca-lozinka', confirmPassword: 'treca-lozinka' };
    expect((await call(t.app, 'PUT', '/api/radnici', actors.token('user'), ownWithPassword)).statusCode).toBe(403);
  });

  it('refuses a username taken by another worker with 409', async () => {
    const { Id } = (await create(newWorker())).json<{ Id: number }>();
    const current = await read(Id);
    const response = await call(t.app, 'PUT', '/api/radnici', actors.token('admin'), { ...current, username: 'User' });
    expect(response.statusCode).toBe(409);
  });

  it("lets a worker edit their own name but not their role or rates, nor another worker's record", async () => {
    const own = await read(actors.id('user'));
    const rename = await call(t.app, 'PUT', '/api/radnici', actors.token('user'), {
      ...own,
      prezime: 'Nikolić-Jovanović',
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const now = await read(actors.id('user'));
    for (const change of [{ permission: 'Admin' }, { cenaRada: 99999 }, { slobodniDani: 60 }]) {
      const response = await call(t.app, 'PUT', '/api/radnici', actors.token('user'), { ...now, ...change });
      expect(response.statusCode).toBe(403);
    }
    const other = await read(actors.id('iilic'));
    expect((await call(t.app, 'PUT', '/api/radnici', actors.token('user'), other)).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', '/api/radnici', actors.token('ops'), other)).statusCode).toBe(403);
  });

  it("does not let Demo change an Admin's record", async () => {
    const admin = await read(actors.id('admin'));
    expect((await call(t.app, 'PUT', '/api/radnici', actors.token('demo'), { ...admin, ime: 'X' })).statusCode).toBe(
      403,
    );
  });

  it('answers a missing worker with 404', async () => {
    const own = await read(actors.id('user'));
    const response = await call(t.app, 'PUT', '/api/radnici', actors.token('admin'), { ...own, id: 99999 });
    expect(response.statusCode).toBe(404);
  });
});

describe('passwords', () => {
  it('changes the own password after checking the old one (compareTo rule on the confirmation)', async () => {
    const body = newWorker();
    await create(body);
    const token = await loginAs(t.app, body.username, 'radna-lozinka-47');
    const change = (payload: object) => call(t.app, 'PUT', '/api/radnici/changepassword', token, payload);
    const base = {
      userName: body.username,
      oldPassword: 'radna-lozinka-47',
      newPassword: 'druga-lozinka',
      confirmPassword: 'druga-lozinka',
    };

    expect((await change({ ...base, confirmPassword: 'razlicito' })).statusCode).toBe(400);
    const wrong = await change({ ...base, oldPassword: 'pogresna' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ Message: string }>().Message).toMatch(/Stara lozinka/);
    expect((await change({ ...base, userName: 'admin' })).statusCode).toBe(403);

    const ok = await change(base);
    expect(ok.statusCode).toBe(200);
    // The change revokes the session's token, so the answer carries a fresh one.
    expect(ok.json()).toEqual({
      ErrorCode: 0,
      Type: 1,
      Message: 'Lozinka uspešno promenjena',
      access_token: expect.any(String),
    });
    expect(await loginAs(t.app, body.username, 'druga-lozinka')).toBeTruthy();
  });

  it('resets any password for Admin only', async () => {
    const body = newWorker();
    await create(body);
    const payload = { userName: body.username, newPassword: 'resetovana-1', confirmPassword: 'resetovana-1' };
    for (const who of ['demo', 'user', 'ops'] as const)
      expect((await call(t.app, 'PUT', '/api/radnici/resetpassword', actors.token(who), payload)).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', '/api/radnici/resetpassword', undefined, payload)).statusCode).toBe(401);
    const ok = await call(t.app, 'PUT', '/api/radnici/resetpassword', actors.token('admin'), payload);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ErrorCode: 0, Type: 1, Message: 'Lozinka uspešno resetovana' });
    expect(await loginAs(t.app, body.username, 'resetovana-1')).toBeTruthy();
    const mismatch = await call(t.app, 'PUT', '/api/radnici/resetpassword', actors.token('admin'), {
      ...payload,
      confirmPassword: 'x',
    });
    expect(mismatch.statusCode).toBe(400);
    const missing = await call(t.app, 'PUT', '/api/radnici/resetpassword', actors.token('admin'), {
      ...payload,
      userName: 'nepostojeci',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('language', () => {
  it("sets the signed-in worker's language", async () => {
    const response = await call(t.app, 'PUT', '/api/radnici/jezik', actors.token('ops'), { jezik: 'en_US' });
    expect(response.statusCode).toBe(200);
    expect((await read(actors.id('ops'))).jezik).toBe('en_US');
    expect((await call(t.app, 'PUT', '/api/radnici/jezik', actors.token('ops'), { jezik: 'de' })).statusCode).toBe(400);
  });
});

describe('who may do what', () => {
  const cases: RoleCase[] = [
    { name: 'worker list', method: 'GET', url: '/api/radnici', expect: ADMIN_DEMO_ONLY },
    {
      name: 'another worker',
      method: 'GET',
      url: () => `/api/radnici/${actors.id('iilic')}`,
      expect: { admin: 200, demo: 200, user: 403, ops: 200, anonymous: 401 },
    },
    {
      name: 'create a worker',
      method: 'POST',
      url: '/api/radnici',
      payload: () => newWorker(),
      expect: ADMIN_DEMO_ONLY,
    },
    {
      name: 'language',
      method: 'PUT',
      url: '/api/radnici/jezik',
      payload: { jezik: 'sr' },
      expect: { admin: 200, demo: 200, user: 200, ops: 200, anonymous: 401 },
    },
    {
      name: 'reset a password',
      method: 'PUT',
      url: '/api/radnici/resetpassword',
      payload: { userName: 'mpavlovic', newPassword: 'reset-lozinka', confirmPassword: 'reset-lozinka' },
      expect: { admin: 200, demo: 403, user: 403, ops: 403, anonymous: 401 },
    },
    {
      name: 'edit a User',
      method: 'PUT',
      url: '/api/radnici',
      payload: async () => read(actors.id('sdjordjevic')),
      expect: { admin: 200, demo: 200, user: 403, ops: 403, anonymous: 401 },
    },
  ];
  it.each(roleRows(cases))('%s', async (_, who, status, row) => {
    const response = await runRoleCase(t.app, actors, who, row);
    expect(response.statusCode, response.body).toBe(status);
  });
});
