import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditListSchema,
  evidencijaMesecSchema,
  praznikListSchema,
  radnikSchema,
  uspehIzmeneSchema,
  zahtevListSchema,
} from '@rp/contract';
import { evidencijaIntervali } from '../src/db/schema/index.ts';
import { localInstant } from '../src/lib/time.ts';
import {
  buildTestApp,
  call,
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

const post = (url: string, who: Who, payload?: unknown) => call(t.app, 'POST', url, actors.token(who), payload);

async function month(radnikId: number, godina: number, mesec: number) {
  const response = await call(
    t.app,
    'GET',
    `/api/evidencija/info/${radnikId}/${godina}/${mesec}`,
    actors.token('admin'),
  );
  expect(response.statusCode, response.body).toBe(200);
  return evidencijaMesecSchema.parse(response.json());
}

async function day(radnikId: number, datum: string) {
  const [godina, mesec] = datum.split('-').map(Number);
  return (await month(radnikId, godina!, mesec!)).itemList.find((item) => item.Datum === datum)!;
}

async function pending(who: Who = 'admin', radnikId?: number) {
  const url = radnikId === undefined ? '/api/evidencija/zahtevi' : `/api/evidencija/zahtevi/${radnikId}`;
  const response = await call(t.app, 'GET', url, actors.token(who));
  expect(response.statusCode, response.body).toBe(200);
  return zahtevListSchema.parse(response.json()).itemList;
}

async function history(radnikId: number) {
  const response = await call(t.app, 'GET', `/api/audit/evidencija/${radnikId}`, actors.token('admin'));
  return auditListSchema.parse(response.json()).itemList;
}

/** Measured time of a day: a sign-in at 09:00 and a sign-out at 13:00 (4 h). */
async function measure(radnikId: number, datum: string) {
  await t.app.db.insert(evidencijaIntervali).values({
    radnikId,
    datum,
    pocetak: localInstant(datum, '09:00:00'),
    kraj: localInstant(datum, '13:00:00'),
    razlogKraja: 'odjava',
  });
}

describe("a worker's own corrections wait for Admin", () => {
  it('stores a User’s worked time of 12:00:00 as a pending request: nothing changes until Admin approves', async () => {
    const id = actors.id('user');
    await measure(id, '2027-02-02');
    const response = await post('/api/evidencija/update', 'user', {
      RadnikId: id,
      Datum: '2027-02-02',
      Odradjeno: '12:00:00',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = uspehIzmeneSchema.parse(response.json());
    expect(answer.NaCekanju).toBe(true);

    expect(await day(id, '2027-02-02')).toMatchObject({
      Odradjeno: '04:00:00',
      OdradjenoMereno: '04:00:00',
      Ispravljeno: false,
      NaCekanju: true,
    });
    const own = await pending('user', id);
    expect(own).toEqual([
      expect.objectContaining({ Id: answer.Id, RadnikId: id, Vrsta: 'odradjeno', Datum: '2027-02-02', Status: 'ceka' }),
    ]);
    expect(own[0]!.Odradjeno).toBe('12:00:00');
    expect((await pending()).map((zahtev) => zahtev.Id)).toContain(answer.Id);

    const approved = await post(`/api/evidencija/zahtevi/odobri/${answer.Id}`, 'admin');
    expect(approved.statusCode, approved.body).toBe(200);
    // The correction is shown beside the measured time, which stays as measured.
    expect(await day(id, '2027-02-02')).toMatchObject({
      Odradjeno: '12:00:00',
      OdradjenoMereno: '04:00:00',
      Ispravljeno: true,
      NaCekanju: false,
    });
    expect((await pending()).map((zahtev) => zahtev.Id)).not.toContain(answer.Id);

    // Who asked and who approved are both in the audit log.
    const entries = (await history(id)).filter((entry) => entry.Kontekst?.Datum === '2027-02-02');
    const request = entries.find((entry) => entry.Akcija === 'request')!;
    expect(request).toMatchObject({ AutorId: id, Izmene: { Odradjeno: [null, '12:00:00'] } });
    expect(entries.find((entry) => entry.Akcija === 'approve')).toMatchObject({
      AutorId: actors.id('admin'),
      Izmene: { Status: ['ceka', 'odobren'] },
    });
    expect(entries.find((entry) => entry.Akcija === 'update')).toMatchObject({
      AutorId: actors.id('admin'),
      Izmene: { Odradjeno: [null, '12:00:00'] },
      Kontekst: { Zahtev: answer.Id, Podneo: id },
    });

    // A resolved request cannot be resolved again.
    expect((await post(`/api/evidencija/zahtevi/odobri/${answer.Id}`, 'admin')).statusCode).toBe(409);
    expect((await post(`/api/evidencija/zahtevi/odbij/${answer.Id}`, 'admin')).statusCode).toBe(409);
  });

  it('applies nothing of a rejected request and logs who rejected it', async () => {
    const id = actors.id('ops');
    await measure(id, '2027-02-03');
    const response = await post('/api/evidencija/update', 'ops', {
      RadnikId: id,
      Datum: '2027-02-03',
      Odradjeno: '10:00:00',
    });
    const { Id } = uspehIzmeneSchema.parse(response.json());
    const rejected = await post(`/api/evidencija/zahtevi/odbij/${Id}`, 'admin');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await day(id, '2027-02-03')).toMatchObject({
      Odradjeno: '04:00:00',
      OdradjenoMereno: '04:00:00',
      Ispravljeno: false,
      NaCekanju: false,
    });
    expect(await pending('ops', id)).toEqual([]);
    expect((await history(id)).find((entry) => entry.Akcija === 'reject')).toMatchObject({
      AutorId: actors.id('admin'),
      Izmene: { Status: ['ceka', 'odbijen'] },
      Kontekst: { Zahtev: Id, Datum: '2027-02-03' },
    });
  });

  it('turns a worker’s own hours and holiday into requests, and applies them on approval', async () => {
    const id = actors.id('user');
    const hours = await post('/api/evidencija/save', 'user', {
      RadnikId: id,
      Pocetak: '2027-03-01',
      Kraj: '2027-03-05',
      TrajanjePocetak: '10:00',
      TrajanjeKraj: '14:00',
    });
    expect(hours.statusCode, hours.body).toBe(200);
    const hoursRequest = uspehIzmeneSchema.parse(hours.json());
    expect(hoursRequest.NaCekanju).toBe(true);
    const holiday = await post('/api/radnici/praznici/insert', 'user', { Radnik: id, Datum: '2027-03-10' });
    expect(holiday.statusCode, holiday.body).toBe(200);
    const holidayRequest = uspehIzmeneSchema.parse(holiday.json());
    expect(holidayRequest.NaCekanju).toBe(true);

    let march = await month(id, 2027, 3);
    expect(march.itemList[0]).toMatchObject({ Planirano: '08:00:00', NaCekanju: true });
    expect(march.itemList[9]).toMatchObject({ Praznik: false, Planirano: '08:00:00', NaCekanju: true });
    const holidays = async () =>
      praznikListSchema.parse(
        (await call(t.app, 'GET', `/api/radnici/praznici/get/${id}`, actors.token('user'))).json(),
      ).itemList;
    expect((await holidays()).map((item) => item.Datum)).not.toContain('2027-03-10');

    for (const requestId of [hoursRequest.Id, holidayRequest.Id])
      expect((await post(`/api/evidencija/zahtevi/odobri/${requestId}`, 'admin')).statusCode).toBe(200);
    march = await month(id, 2027, 3);
    expect(march.itemList[0]).toMatchObject({ Planirano: '04:00:00', TrajanjePocetak: '10:00:00', NaCekanju: false });
    expect(march.itemList[9]).toMatchObject({ Praznik: true, Planirano: '00:00:00', NaCekanju: false });
    expect((await holidays()).map((item) => item.Datum)).toContain('2027-03-10');
  });

  it('applies Admin’s own changes directly', async () => {
    const id = actors.id('admin');
    const response = await post('/api/evidencija/update', 'admin', {
      RadnikId: id,
      Datum: '2027-02-04',
      Odradjeno: '12:00:00',
    });
    expect(uspehIzmeneSchema.parse(response.json()).NaCekanju).toBe(false);
    expect(await day(id, '2027-02-04')).toMatchObject({ Odradjeno: '12:00:00', Ispravljeno: true, NaCekanju: false });
    expect(await pending('admin', id)).toEqual([]);
  });

  it('refuses a request the direct change would refuse (weekend, bad input) and stores nothing', async () => {
    const id = actors.id('user');
    const before = (await pending('user', id)).length;
    const weekend = await post('/api/evidencija/update', 'user', {
      RadnikId: id,
      Datum: '2027-02-06',
      Odradjeno: '12:00:00',
    });
    expect(weekend.statusCode).toBe(400);
    const badTime = await post('/api/evidencija/update', 'user', {
      RadnikId: id,
      Datum: '2027-02-05',
      Odradjeno: '12:00',
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json()).toMatchObject({ ErrorCode: 400, Type: 4 });
    expect((await post('/api/radnici/praznici/insert', 'user', { Radnik: id, Datum: '2027-02-13' })).statusCode).toBe(
      400,
    );
    expect((await pending('user', id)).length).toBe(before);
  });
});

describe('who may list, approve and reject requests', () => {
  let requestId = 0;
  beforeAll(async () => {
    const id = actors.id('user');
    const response = await post('/api/evidencija/update', 'user', {
      RadnikId: id,
      Datum: '2027-04-06',
      Odradjeno: '09:00:00',
    });
    requestId = uspehIzmeneSchema.parse(response.json()).Id!;
  });

  const cases: RoleCase[] = [
    {
      name: 'every pending request',
      method: 'GET',
      url: '/api/evidencija/zahtevi',
      expect: { admin: 200, demo: 403, user: 403, ops: 403, anonymous: 401 },
    },
    {
      name: "another worker's requests",
      method: 'GET',
      url: () => `/api/evidencija/zahtevi/${actors.id('user')}`,
      expect: { admin: 200, demo: 200, ops: 403, anonymous: 401 },
    },
    {
      name: 'approve',
      method: 'POST',
      url: () => `/api/evidencija/zahtevi/odobri/${requestId}`,
      expect: { demo: 403, user: 403, ops: 403, anonymous: 401 },
    },
    {
      name: 'reject',
      method: 'POST',
      url: () => `/api/evidencija/zahtevi/odbij/${requestId}`,
      expect: { demo: 403, user: 403, ops: 403, anonymous: 401 },
    },
  ];

  it.each(roleRows(cases))('%s', async (_, who, status, row) => {
    const response = await runRoleCase(t.app, actors, who, row);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) expect(response.json()).toMatchObject({ ErrorCode: status, Type: status });
  });

  it('leaves the refused request pending, answers a bad id with 400 and a missing one with 404', async () => {
    expect((await pending('user', actors.id('user'))).map((zahtev) => zahtev.Id)).toContain(requestId);
    const bad = await post('/api/evidencija/zahtevi/odobri/abc', 'admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ ErrorCode: 400, Type: 4 });
    expect((await post('/api/evidencija/zahtevi/odbij/99999999', 'admin')).statusCode).toBe(404);
  });
});

describe('planned time starts at the start date and ends at the leaving date', () => {
  async function createWorker(overrides: Record<string, unknown>, who: Who = 'admin') {
    return post('/api/radnici', who, {
      ime: 'Nova',
      prezime: 'Radnica',
      username: `nova${Math.floor(Math.random() * 1e9)}`,
      permission: 'User',
      password: 'radna-lozinka-47',
      confirmPassword: 'radna-lozinka-47',
      ...overrides,
    });
  }

  it('plans nothing before a hire on the 19th nor after leaving on the 26th', async () => {
    const created = await createWorker({ datumPocetka: '2027-05-19' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ Id: number }>().Id;
    let may = await month(id, 2027, 5);
    expect(may.itemList[17]).toMatchObject({ Datum: '2027-05-18', Zaposlen: false, Planirano: '00:00:00' });
    expect(may.itemList[18]).toMatchObject({ Datum: '2027-05-19', Zaposlen: true, Planirano: '08:00:00' });
    // 19, 20, 21, 24–28 and 31 May: nine weekdays
    expect(may.Planirano).toBe('72:00:00');
    expect((await month(id, 2027, 4)).Planirano).toBe('00:00:00');

    const radnik = radnikSchema.parse((await call(t.app, 'GET', `/api/radnici/${id}`, actors.token('admin'))).json());
    expect(radnik).toMatchObject({ datumPocetka: '2027-05-19', datumOdlaska: null });
    const edited = await call(t.app, 'PUT', '/api/radnici', actors.token('admin'), {
      ...radnik,
      datumOdlaska: '2027-05-26',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    may = await month(id, 2027, 5);
    expect(may.itemList[26]).toMatchObject({ Datum: '2027-05-27', Zaposlen: false, Planirano: '00:00:00' });
    expect(may.Planirano).toBe('48:00:00');
  });

  it('starts a worker created without a start date on the day of creation', async () => {
    const created = await createWorker({});
    const radnik = radnikSchema.parse(
      (await call(t.app, 'GET', `/api/radnici/${created.json<{ Id: number }>().Id}`, actors.token('admin'))).json(),
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(new Date());
    expect(radnik.datumPocetka).toBe(today);
  });

  it('refuses a leaving date before the start date, and a worker changing their own dates', async () => {
    const refused = await createWorker({ datumPocetka: '2027-05-19', datumOdlaska: '2027-05-18' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ ErrorCode: 400, Type: 4 });
    const own = radnikSchema.parse(
      (await call(t.app, 'GET', `/api/radnici/${actors.id('user')}`, actors.token('user'))).json(),
    );
    const edit = await call(t.app, 'PUT', '/api/radnici', actors.token('user'), { ...own, datumPocetka: '2020-01-01' });
    expect(edit.statusCode).toBe(403);
    const unchanged = await call(t.app, 'PUT', '/api/radnici', actors.token('user'), own);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
  });
});
