import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drzavniPraznikListSchema, godisnjiListSchema, praznikListSchema } from '@rp/contract';
import {
  ADMIN_DEMO_ONLY,
  buildTestApp,
  call,
  roleRows,
  runRoleCase,
  signInAll,
  type Actors,
  type RoleCase,
  type TestApp,
} from './helper.ts';

let t: TestApp;
let actors: Actors;

beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
});
afterAll(async () => t.close());

const balance = async (radnikId: number) =>
  godisnjiListSchema.parse((await call(t.app, 'GET', `/api/godisnji/get/${radnikId}`, actors.token('admin'))).json());

const request = (who: 'admin' | 'demo' | 'user' | 'ops', Radnik: number, Pocetak: string, Kraj: string) =>
  call(t.app, 'POST', '/api/godisnji/save', actors.token(who), { Radnik, Pocetak, Kraj });

describe('annual leave', () => {
  it('is created, then approved by Admin, which adds its working days to the used days', async () => {
    const id = actors.id('user');
    const before = await balance(id);
    expect(before.preostaloDana).toBe(before.slobodniDani - before.IskoristeniDani);
    // Monday 2027-06-07 to Tuesday 2027-06-15: 7 working days
    const saved = await request('user', id, '2027-06-07', '2027-06-15');
    expect(saved.statusCode, saved.body).toBe(200);
    const leaveId = saved.json<{ Id: number }>().Id;
    const pending = await balance(id);
    expect(pending.IskoristeniDani).toBe(before.IskoristeniDani);
    expect(pending.itemList.find((item) => item.Id === leaveId)).toMatchObject({ RadniDani: 7, Odobren: false });

    expect((await call(t.app, 'POST', `/api/godisnji/approve/${leaveId}`, actors.token('user'))).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `/api/godisnji/approve/${leaveId}`, actors.token('demo'))).statusCode).toBe(403);
    const approved = await call(t.app, 'POST', `/api/godisnji/approve/${leaveId}`, actors.token('admin'));
    expect(approved.statusCode).toBe(200);
    const after = await balance(id);
    expect(after.IskoristeniDani).toBe(before.IskoristeniDani + 7);
    expect(after.itemList.find((item) => item.Id === leaveId)?.Odobren).toBe(true);

    const again = await call(t.app, 'POST', `/api/godisnji/approve/${leaveId}`, actors.token('admin'));
    expect(again.statusCode).toBe(409);
    expect((await balance(id)).IskoristeniDani).toBe(after.IskoristeniDani);

    // Approved leave is deleted only by Admin, and the days come back.
    expect((await call(t.app, 'POST', `/api/godisnji/delete/${leaveId}`, actors.token('user'))).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `/api/godisnji/delete/${leaveId}`, actors.token('admin'))).statusCode).toBe(200);
    expect((await balance(id)).IskoristeniDani).toBe(before.IskoristeniDani);
  });

  it('does not count state holidays and weekends as leave days', async () => {
    const id = actors.id('iilic');
    await call(t.app, 'POST', '/api/drzavnipraznici/save', actors.token('admin'), {
      Datum: '2027-09-15',
      Naziv: 'Dan testa',
    });
    const saved = await request('admin', id, '2027-09-13', '2027-09-17');
    expect(saved.statusCode).toBe(200);
    const item = (await balance(id)).itemList.find((leave) => leave.Id === saved.json<{ Id: number }>().Id);
    expect(item?.RadniDani).toBe(4);
  });

  it('refuses leave longer than the remaining days with 409, and overlapping leave', async () => {
    const id = actors.id('user');
    const { preostaloDana } = await balance(id);
    const tooLong = await request('user', id, '2028-01-03', '2028-03-31');
    expect(tooLong.statusCode).toBe(409);
    expect(tooLong.json<{ Message: string }>().Message).toContain(String(preostaloDana));

    const first = await request('user', id, '2027-10-04', '2027-10-05');
    expect(first.statusCode).toBe(200);
    expect((await request('user', id, '2027-10-05', '2027-10-08')).statusCode).toBe(409);
    // A pending request is deleted by its owner.
    expect(
      (await call(t.app, 'POST', `/api/godisnji/delete/${first.json<{ Id: number }>().Id}`, actors.token('user')))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an approval that would pass the remaining days', async () => {
    const created = await call(t.app, 'POST', '/api/radnici', actors.token('admin'), {
      ime: 'Sava',
      prezime: 'Savić',
      username: 'ssavic',
      permission: 'User',
      slobodniDani: 6,
      password: 'radna-lozinka-47',
      confirmPassword: 'radna-lozinka-47',
    });
    const id = created.json<{ Id: number }>().Id;
    const a = await request('admin', id, '2027-11-01', '2027-11-05');
    const b = await request('admin', id, '2027-11-15', '2027-11-19');
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const approve = (response: typeof a) =>
      call(t.app, 'POST', `/api/godisnji/approve/${response.json<{ Id: number }>().Id}`, actors.token('admin'));
    expect((await approve(a)).statusCode).toBe(200);
    const refused = await approve(b);
    expect(refused.statusCode).toBe(409);
    expect(await balance(id)).toMatchObject({ IskoristeniDani: 5, preostaloDana: 1 });
  });

  it.each([
    ['a weekend start', '2027-06-05', '2027-06-10'],
    ['a weekend end', '2027-06-07', '2027-06-13'],
    ['an end before the start', '2027-06-10', '2027-06-07'],
    ['a date that does not exist', '2027-02-29', '2027-03-02'],
  ])('refuses leave with %s (400)', async (_, from, to) => {
    const response = await request('admin', actors.id('user'), from, to);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ErrorCode: 400, Type: 4 });
  });

  it('answers missing leave and workers with 404', async () => {
    expect((await call(t.app, 'POST', '/api/godisnji/approve/99999', actors.token('admin'))).statusCode).toBe(404);
    expect((await call(t.app, 'POST', '/api/godisnji/delete/99999', actors.token('admin'))).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/godisnji/get/99999', actors.token('admin'))).statusCode).toBe(404);
    expect((await request('admin', 99999, '2027-06-07', '2027-06-08')).statusCode).toBe(404);
  });
});

describe('worker holidays', () => {
  it('are added on weekdays, listed and deleted; a duplicate answers 409', async () => {
    const id = actors.id('user');
    // Added by Admin: a worker's own holiday is a request until approved (evidencija-zahtevi.test.ts).
    const insert = (Datum: string) =>
      call(t.app, 'POST', '/api/radnici/praznici/insert', actors.token('admin'), { Datum, Radnik: id });
    const saved = await insert('2027-12-20');
    expect(saved.statusCode).toBe(200);
    expect((await insert('2027-12-20')).statusCode).toBe(409);
    expect((await insert('2027-12-18')).statusCode).toBe(400);
    const list = praznikListSchema.parse(
      (await call(t.app, 'GET', `/api/radnici/praznici/get/${id}`, actors.token('user'))).json(),
    );
    expect(list.itemList).toContainEqual({ Id: saved.json<{ Id: number }>().Id, Datum: '2027-12-20', Radnik: id });
    const deleted = await call(
      t.app,
      'POST',
      `/api/radnici/praznici/delete/${saved.json<{ Id: number }>().Id}`,
      actors.token('user'),
    );
    expect(deleted.statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/radnici/praznici/delete/99999', actors.token('admin'))).statusCode).toBe(
      404,
    );
  });
});

describe('state holidays', () => {
  it('are created, edited with verzija and deleted', async () => {
    const admin = actors.token('admin');
    const saved = await call(t.app, 'POST', '/api/drzavnipraznici/save', admin, {
      Datum: '2028-08-01',
      Naziv: 'Probni',
    });
    expect(saved.statusCode).toBe(200);
    const Id = saved.json<{ Id: number }>().Id;
    expect(
      (await call(t.app, 'POST', '/api/drzavnipraznici/save', admin, { Datum: '2028-08-01', Naziv: 'Dupli' }))
        .statusCode,
    ).toBe(409);
    const update = { Id, verzija: 1, Datum: '2028-08-02', Naziv: 'Probni 2' };
    expect((await call(t.app, 'POST', '/api/drzavnipraznici/update', admin, update)).statusCode).toBe(200);
    const stale = await call(t.app, 'POST', '/api/drzavnipraznici/update', admin, update);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ Message: string }>().Message).toMatch(/neko drugi/);
    const list = drzavniPraznikListSchema.parse((await call(t.app, 'GET', '/api/drzavnipraznici/get', admin)).json());
    expect(list.itemList.find((item) => item.Id === Id)).toMatchObject({
      Datum: '2028-08-02',
      Naziv: 'Probni 2',
      verzija: 2,
    });
    expect((await call(t.app, 'POST', `/api/drzavnipraznici/delete/${Id}`, admin)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/api/drzavnipraznici/delete/${Id}`, admin)).statusCode).toBe(404);
    expect(
      (await call(t.app, 'POST', '/api/drzavnipraznici/update', admin, { ...update, verzija: 2 })).statusCode,
    ).toBe(404);
  });

  it('are edited without verzija (the specification shape); a stale one is still refused with 409', async () => {
    const admin = actors.token('admin');
    const saved = await call(t.app, 'POST', '/api/drzavnipraznici/save', admin, { Datum: '2028-09-01', Naziv: 'A' });
    const Id = saved.json<{ Id: number }>().Id;
    const update = { Id, Datum: '2028-09-02', Naziv: 'Bez verzije' };
    const edited = await call(t.app, 'POST', '/api/drzavnipraznici/update', admin, update);
    expect(edited.statusCode, edited.body).toBe(200);
    const list = drzavniPraznikListSchema.parse((await call(t.app, 'GET', '/api/drzavnipraznici/get', admin)).json());
    expect(list.itemList.find((item) => item.Id === Id)).toMatchObject({ ...update, verzija: 2 });
    const stale = await call(t.app, 'POST', '/api/drzavnipraznici/update', admin, { ...update, verzija: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await call(t.app, 'POST', `/api/drzavnipraznici/delete/${Id}`, admin)).statusCode).toBe(200);
  });

  it('seeds the state holidays of Serbia in the demo firm, with Orthodox Easter', async () => {
    const list = drzavniPraznikListSchema.parse(
      (await call(t.app, 'GET', '/api/drzavnipraznici/get', actors.token('user'))).json(),
    );
    const year = new Date().getFullYear();
    const dates = list.itemList.map((item) => item.Datum);
    for (const day of ['01-01', '01-02', '01-07', '02-15', '02-16', '05-01', '11-11'])
      expect(dates).toContain(`${year}-${day}`);
    expect(list.itemList.filter((item) => item.Naziv === 'Vaskrs').length).toBeGreaterThanOrEqual(2);
  });
});

describe('who may do what', () => {
  const other = () => actors.id('mpavlovic');
  const self = (who: string) => (who === 'anonymous' ? actors.id('user') : actors.id(who));
  let day = 0;
  const nextWeekday = () => {
    // Distinct Mondays of 2029 so that the rows do not collide.
    day += 7;
    return new Date(Date.UTC(2029, 0, 1 + day)).toISOString().slice(0, 10);
  };
  const cases: RoleCase[] = [
    {
      name: 'leave of another worker',
      method: 'GET',
      url: () => `/api/godisnji/get/${other()}`,
      expect: ADMIN_DEMO_ONLY,
    },
    {
      name: 'own leave',
      method: 'GET',
      url: (who) => `/api/godisnji/get/${self(who)}`,
      expect: { user: 200, ops: 200, anonymous: 401 },
    },
    {
      name: 'request leave for another worker',
      method: 'POST',
      url: '/api/godisnji/save',
      payload: () => {
        const d = nextWeekday();
        return { Radnik: other(), Pocetak: d, Kraj: d };
      },
      expect: { admin: 200, demo: 403, user: 403, ops: 403, anonymous: 401 },
    },
    {
      name: 'request own leave',
      method: 'POST',
      url: '/api/godisnji/save',
      payload: (who: string) => {
        const d = nextWeekday();
        return { Radnik: self(who), Pocetak: d, Kraj: d };
      },
      expect: { demo: 200, user: 200, ops: 200 },
    },
    {
      name: 'holidays of another worker',
      method: 'GET',
      url: () => `/api/radnici/praznici/get/${other()}`,
      expect: ADMIN_DEMO_ONLY,
    },
    {
      name: 'a holiday for another worker',
      method: 'POST',
      url: '/api/radnici/praznici/insert',
      payload: () => ({ Radnik: other(), Datum: nextWeekday() }),
      expect: { admin: 200, demo: 403, user: 403, ops: 403, anonymous: 401 },
    },
    {
      name: 'an own holiday',
      method: 'POST',
      url: '/api/radnici/praznici/insert',
      payload: (who: string) => ({ Radnik: self(who), Datum: nextWeekday() }),
      expect: { demo: 200, user: 200, ops: 200 },
    },
    {
      name: 'state holidays',
      method: 'GET',
      url: '/api/drzavnipraznici/get',
      expect: { admin: 200, demo: 200, user: 200, ops: 200, anonymous: 401 },
    },
    {
      name: 'add a state holiday',
      method: 'POST',
      url: '/api/drzavnipraznici/save',
      payload: () => ({ Datum: nextWeekday(), Naziv: 'Praznik' }),
      expect: ADMIN_DEMO_ONLY,
    },
    {
      name: 'edit a state holiday',
      method: 'POST',
      url: '/api/drzavnipraznici/update',
      payload: async () => {
        const list = drzavniPraznikListSchema.parse(
          (await call(t.app, 'GET', '/api/drzavnipraznici/get', actors.token('admin'))).json(),
        );
        const item = list.itemList.at(-1)!;
        return { Id: item.Id, verzija: item.verzija, Datum: item.Datum, Naziv: item.Naziv };
      },
      expect: ADMIN_DEMO_ONLY,
    },
    {
      name: 'delete a state holiday',
      method: 'POST',
      url: async () => {
        const created = await call(t.app, 'POST', '/api/drzavnipraznici/save', actors.token('admin'), {
          Datum: nextWeekday(),
          Naziv: 'Za brisanje',
        });
        return `/api/drzavnipraznici/delete/${created.json<{ Id: number }>().Id}`;
      },
      expect: ADMIN_DEMO_ONLY,
    },
    {
      name: 'delete a holiday of another worker',
      method: 'POST',
      url: async () => {
        const created = await call(t.app, 'POST', '/api/radnici/praznici/insert', actors.token('admin'), {
          Radnik: other(),
          Datum: nextWeekday(),
        });
        return `/api/radnici/praznici/delete/${created.json<{ Id: number }>().Id}`;
      },
      expect: { admin: 200, demo: 403, user: 403, ops: 403, anonymous: 401 },
    },
    {
      name: 'approve leave',
      method: 'POST',
      url: async () => {
        const d = nextWeekday();
        const created = await request('admin', other(), d, d);
        return `/api/godisnji/approve/${created.json<{ Id: number }>().Id}`;
      },
      expect: { admin: 200, demo: 403, user: 403, ops: 403, anonymous: 401 },
    },
  ];
  it.each(roleRows(cases))('%s', async (_, who, status, row) => {
    const response = await runRoleCase(t.app, actors, who, row);
    expect(response.statusCode, response.body).toBe(status);
  });
});
