import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { evidencijaMesecSchema, evidencijaResponseSchema } from '@rp/contract';
import { evidencijaIntervali } from '../src/db/schema/index.ts';
import {
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

const command = (name: string, radnikId: number, who: 'admin' | 'demo' | 'user' | 'ops' = 'admin') =>
  call(t.app, 'POST', `/api/Evidencija/${name}/${radnikId}`, actors.token(who));

const openIntervals = async (radnikId: number) =>
  (
    await t.app.db
      .select()
      .from(evidencijaIntervali)
      .where(and(eq(evidencijaIntervali.radnikId, radnikId), isNull(evidencijaIntervali.kraj)))
  ).length;

describe('the work-day state machine', () => {
  it('walks signed out → signed in → paused → signed in → signed out, refusing what the state does not allow', async () => {
    const id = actors.id('user');
    const state = async (name: string, expected: number, stanje?: string) => {
      const response = await command(name, id, 'user');
      expect(response.statusCode, `${name}: ${response.body}`).toBe(expected);
      if (expected === 200) {
        const { evidencija } = evidencijaResponseSchema.parse(response.json());
        if (stanje) expect(evidencija.Stanje).toBe(stanje);
        expect(evidencija.MerenoVreme === '00:00:00').toBe(evidencija.Stanje !== 'prijavljen');
        return evidencija;
      }
      expect(response.json()).toMatchObject({ ErrorCode: 409, Type: 3 });
      expect(response.json<{ Message: string }>().Message.length).toBeGreaterThan(5);
      return undefined;
    };

    await state('provera', 200, 'odjavljen');
    await state('Pauza', 409);
    await state('Odjava', 409);
    const signedIn = await state('Prijava', 200, 'prijavljen');
    expect(signedIn!.MerenoVreme).not.toBe('00:00:00');
    expect(signedIn!.Pocetak).not.toBe('0001-01-01T00:00:00Z');
    await state('Prijava', 409);
    await state('Pauza', 200, 'pauza');
    await state('Pauza', 409);
    await state('Prijava', 200, 'prijavljen');
    const out = await state('Odjava', 200, 'odjavljen');
    expect(out!.Kraj).not.toBe('0001-01-01T00:00:00Z');
    await state('Odjava', 409);
    expect(await openIntervals(id)).toBe(0);
  });

  it('signs out from a pause: the day ends where the pause began, and no time is added', async () => {
    const id = actors.id('mstojanovic');
    expect((await command('Prijava', id)).statusCode).toBe(200);
    const paused = evidencijaResponseSchema.parse((await command('Pauza', id)).json()).evidencija;
    expect(paused.Stanje).toBe('pauza');
    const response = await command('Odjava', id);
    expect(response.statusCode, response.body).toBe(200);
    const out = evidencijaResponseSchema.parse(response.json()).evidencija;
    expect(out.Stanje).toBe('odjavljen');
    expect(out.MerenoVreme).toBe('00:00:00');
    expect(out.Odradjeno).toBe(paused.Odradjeno);
    expect(out.Kraj).toBe(paused.Kraj);
    expect(out.Kraj).not.toBe('0001-01-01T00:00:00Z');
    expect((await command('Odjava', id)).statusCode).toBe(409);
    expect((await command('Pauza', id)).statusCode).toBe(409);
    expect(evidencijaResponseSchema.parse((await command('provera', id)).json()).evidencija.Stanje).toBe('odjavljen');
    expect(await openIntervals(id)).toBe(0);
  });

  it('matches the path case-insensitively', async () => {
    const response = await call(t.app, 'POST', `/api/evidencija/PROVERA/${actors.id('user')}`, actors.token('user'));
    expect(response.statusCode).toBe(200);
  });

  it('changes nothing when a command is refused', async () => {
    const id = actors.id('iilic');
    expect((await command('Prijava', id)).statusCode).toBe(200);
    const before = await t.app.db.select().from(evidencijaIntervali).where(eq(evidencijaIntervali.radnikId, id));
    expect((await command('Prijava', id)).statusCode).toBe(409);
    const after = await t.app.db.select().from(evidencijaIntervali).where(eq(evidencijaIntervali.radnikId, id));
    expect(after).toEqual(before);
    expect((await command('Odjava', id)).statusCode).toBe(200);
  });

  it('leaves one running record when two sign-ins race', async () => {
    const id = actors.id('sdjordjevic');
    const responses = await Promise.all([command('Prijava', id), command('Prijava', id), command('Prijava', id)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await openIntervals(id)).toBe(1);
    expect((await command('Odjava', id)).statusCode).toBe(200);
    expect(await openIntervals(id)).toBe(0);
  });

  it('answers a missing worker with 404 and a bad id with 400', async () => {
    expect((await command('provera', 99_999)).statusCode).toBe(404);
    const response = await call(t.app, 'POST', '/api/Evidencija/Prijava/abc', actors.token('admin'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ErrorCode: 400, Type: 4 });
  });
});

describe('planned hours, corrections and the month view', () => {
  it('sets planned hours for the weekdays of a range and shows every day of the month with totals', async () => {
    const id = actors.id('user');
    // Admin's change applies at once (a worker's own becomes a request: evidencija-zahtevi.test.ts).
    const saved = await call(t.app, 'POST', '/api/evidencija/save', actors.token('admin'), {
      RadnikId: id,
      Pocetak: '2027-03-01',
      Kraj: '2027-03-12',
      TrajanjePocetak: '10:00',
      TrajanjeKraj: '14:00',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ErrorCode: 0, Type: 1 });

    const response = await call(t.app, 'GET', `/api/evidencija/info/${id}/2027/3`, actors.token('user'));
    expect(response.statusCode).toBe(200);
    const mesec = evidencijaMesecSchema.parse(response.json());
    expect(mesec.itemList).toHaveLength(31);
    const day = (n: number) => mesec.itemList[n - 1]!;
    expect(day(1)).toMatchObject({ Planirano: '04:00:00', TrajanjePocetak: '10:00:00', TrajanjeKraj: '14:00:00' });
    expect(day(6)).toMatchObject({ Vikend: true, Planirano: '00:00:00' });
    expect(day(15)).toMatchObject({ Vikend: false, Planirano: '08:00:00', TrajanjePocetak: '09:00:00' });
    // 10 days of 4 h and 13 of 8 h
    expect(mesec.Planirano).toBe('144:00:00');
    expect(mesec.Odradjeno).toBe('00:00:00');
  });

  it('corrects worked time and adds the totals with 60/60 carry', async () => {
    const id = actors.id('user');
    for (const [Datum, Odradjeno] of [
      ['2027-03-02', '07:30:15'],
      ['2027-03-03', '00:45:50'],
    ]) {
      const response = await call(t.app, 'POST', '/api/evidencija/update', actors.token('admin'), {
        RadnikId: id,
        Datum,
        Odradjeno,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const mesec = evidencijaMesecSchema.parse(
      (await call(t.app, 'GET', `/api/evidencija/info/${id}/2027/3`, actors.token('admin'))).json(),
    );
    expect(mesec.itemList[1]!.Odradjeno).toBe('07:30:15');
    expect(mesec.itemList[1]!.TrajanjePocetak).toBe('10:00:00');
    expect(mesec.Odradjeno).toBe('08:16:05');
  });

  it('marks state holidays, worker holidays and approved leave as days off', async () => {
    const id = actors.id('user');
    const admin = actors.token('admin');
    expect(
      (await call(t.app, 'POST', '/api/drzavnipraznici/save', admin, { Datum: '2027-04-14', Naziv: 'Test praznik' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/radnici/praznici/insert', admin, { Datum: '2027-04-15', Radnik: id }))
        .statusCode,
    ).toBe(200);
    const leave = await call(t.app, 'POST', '/api/godisnji/save', admin, {
      Radnik: id,
      Pocetak: '2027-04-19',
      Kraj: '2027-04-20',
    });
    expect(leave.statusCode, leave.body).toBe(200);
    expect(
      (await call(t.app, 'POST', `/api/godisnji/approve/${leave.json<{ Id: number }>().Id}`, admin)).statusCode,
    ).toBe(200);
    const mesec = evidencijaMesecSchema.parse(
      (await call(t.app, 'GET', `/api/evidencija/info/${id}/2027/4`, admin)).json(),
    );
    const day = (n: number) => mesec.itemList[n - 1]!;
    expect(day(14)).toMatchObject({ Praznik: true, Planirano: '00:00:00' });
    expect(day(15)).toMatchObject({ Praznik: true, Planirano: '00:00:00' });
    expect(day(19)).toMatchObject({ Godisnji: true, Planirano: '00:00:00' });
    expect(day(16)).toMatchObject({ Praznik: false, Godisnji: false, Planirano: '08:00:00' });
  });

  it.each([
    ['a weekend start', { Pocetak: '2027-03-06', Kraj: '2027-03-12' }],
    ['a weekend end', { Pocetak: '2027-03-01', Kraj: '2027-03-07' }],
    ['an end before the start', { Pocetak: '2027-03-12', Kraj: '2027-03-01' }],
    [
      'hours that end before they start',
      { Pocetak: '2027-03-01', Kraj: '2027-03-01', TrajanjePocetak: '17:00', TrajanjeKraj: '09:00' },
    ],
    ['a date that does not exist', { Pocetak: '2027-02-30', Kraj: '2027-03-01' }],
    ['a malformed time', { Pocetak: '2027-03-01', Kraj: '2027-03-01', TrajanjePocetak: '9h' }],
  ])('refuses a time entry with %s (400)', async (_, body) => {
    const response = await call(t.app, 'POST', '/api/evidencija/save', actors.token('admin'), {
      RadnikId: actors.id('user'),
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ErrorCode: 400, Type: 4 });
  });

  it.each([
    ['a weekend day', { Datum: '2027-03-06', Odradjeno: '01:00:00' }],
    ['more than 24 hours', { Datum: '2027-03-04', Odradjeno: '25:00:00' }],
    ['a malformed duration', { Datum: '2027-03-04', Odradjeno: '1:00' }],
  ])('refuses a correction on %s (400)', async (_, body) => {
    const response = await call(t.app, 'POST', '/api/evidencija/update', actors.token('admin'), {
      RadnikId: actors.id('user'),
      ...body,
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a month of a missing worker with 404', async () => {
    expect((await call(t.app, 'GET', '/api/evidencija/info/99999/2027/3', actors.token('admin'))).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/evidencija/info/1/2027/13', actors.token('admin'))).statusCode).toBe(400);
  });
});

describe('who may do what', () => {
  const other = () => actors.id('mpavlovic');
  const self = (who: string) => (who === 'anonymous' ? actors.id('user') : actors.id(who));
  const cases: RoleCase[] = [
    {
      name: 'provera of another worker',
      method: 'POST',
      url: () => `/api/Evidencija/provera/${other()}`,
      expect: { admin: 200, demo: 200, user: 403, ops: 403, anonymous: 401 },
    },
    {
      name: 'provera of oneself',
      method: 'POST',
      url: (who) => `/api/Evidencija/provera/${self(who)}`,
      expect: { admin: 200, demo: 200, user: 200, ops: 200, anonymous: 401 },
    },
    ...['Prijava', 'Pauza', 'Odjava'].map((name): RoleCase => ({
      name: `${name} for another worker`,
      method: 'POST',
      url: () => `/api/Evidencija/${name}/${other()}`,
      expect: { demo: 403, user: 403, ops: 403, anonymous: 401 },
    })),
    {
      name: 'Prijava for oneself',
      method: 'POST',
      url: (who) => `/api/Evidencija/Prijava/${self(who)}`,
      expect: { demo: 200, ops: 200, anonymous: 401 },
    },
    {
      name: 'Odjava for oneself',
      method: 'POST',
      url: (who) => `/api/Evidencija/Odjava/${self(who)}`,
      expect: { demo: 200, ops: 200 },
    },
    {
      name: 'Prijava for another worker by Admin',
      method: 'POST',
      url: () => `/api/Evidencija/Prijava/${other()}`,
      expect: { admin: 200 },
    },
    {
      name: 'month of another worker',
      method: 'GET',
      url: () => `/api/evidencija/info/${other()}/2027/1`,
      expect: { admin: 200, demo: 200, user: 403, ops: 403, anonymous: 401 },
    },
    {
      name: 'month of oneself',
      method: 'GET',
      url: (who) => `/api/evidencija/info/${self(who)}/2027/1`,
      expect: { user: 200, ops: 200, anonymous: 401 },
    },
    {
      name: 'planned hours of another worker',
      method: 'POST',
      url: '/api/evidencija/save',
      payload: () => ({ RadnikId: other(), Pocetak: '2027-01-04', Kraj: '2027-01-08' }),
      expect: { admin: 200, demo: 403, user: 403, ops: 403, anonymous: 401 },
    },
    {
      name: 'planned hours of oneself',
      method: 'POST',
      url: '/api/evidencija/save',
      payload: (who: string) => ({ RadnikId: self(who), Pocetak: '2027-01-04', Kraj: '2027-01-08' }),
      expect: { demo: 200, user: 200, ops: 200 },
    },
    {
      name: 'correction of another worker',
      method: 'POST',
      url: '/api/evidencija/update',
      payload: () => ({ RadnikId: other(), Datum: '2027-01-05', Odradjeno: '08:00:00' }),
      expect: { admin: 200, demo: 403, user: 403, ops: 403, anonymous: 401 },
    },
    {
      name: 'correction of oneself',
      method: 'POST',
      url: '/api/evidencija/update',
      payload: (who: string) => ({ RadnikId: self(who), Datum: '2027-01-05', Odradjeno: '08:00:00' }),
      expect: { demo: 200, user: 200, ops: 200 },
    },
  ];

  it.each(roleRows(cases))('%s', async (_, who, status, row) => {
    const response = await runRoleCase(t.app, actors, who, row);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400)
      expect(response.json()).toMatchObject({ ErrorCode: status, Type: status === 401 || status === 403 ? status : 4 });
  });
});
