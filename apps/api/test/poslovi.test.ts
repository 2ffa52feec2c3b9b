import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ganttSchema,
  moguceZavisnostiSchema,
  posaoListSchema,
  posaoSchema,
  sablonPoslaListSchema,
  zadatakListSchema,
  zadatakSchema,
  zauzetostZaSveSchema,
  type Gantt,
} from '@rp/contract';
import { eq } from 'drizzle-orm';
import {
  drzavniPraznici,
  klijenti,
  masine,
  poslovi,
  radnici,
  zadaci,
  zadatakIntervali,
  zadatakRadnici,
} from '../src/db/schema/index.ts';
import { planStamp, prunePlanIzmene } from '../src/modules/gantt/plan-cache.ts';
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
let klijentId: number;
let masinaId: number;
const ADO = { admin: 200, demo: 200, ops: 200, user: 403, anonymous: 401 } as const;

beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
  const list = await call(t.app, 'GET', '/api/klijenti?tipoviKlijenta[]=1', actors.token('admin'));
  klijentId = list.json<{ itemList: { id: number }[] }>().itemList[0]!.id;
  const [masina] = await t.app.db.select({ id: masine.id }).from(masine).limit(1);
  masinaId = masina!.id;
});
afterAll(async () => t.close());

const admin = () => actors.token('admin');
const post = (url: string, body: unknown, who: 'admin' | 'ops' = 'admin') =>
  call(t.app, 'POST', url, actors.token(who), body);
const get = (url: string, who: 'admin' | 'ops' = 'admin') => call(t.app, 'GET', url, actors.token(who));

async function newJob(naziv = 'Procena stana – Test', extra: Record<string, unknown> = {}): Promise<number> {
  const response = await post('/api/poslovi/save', { Naziv: naziv, IdKlijenta: klijentId, Prioritet: 1, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Id: number }>().Id;
}

async function newTask(posaoId: number, naziv: string, pocetak: string, extra: Record<string, unknown> = {}) {
  const response = await post('/api/zadaci/save', {
    Naziv: naziv,
    Posao: posaoId,
    Pocetak: pocetak,
    PlaniranoTrajanje: 16,
    Radnici: [actors.id('mstojanovic')],
    Oprema: [masinaId],
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Id: number }>().Id;
}

const task = async (id: number) => zadatakSchema.parse((await get(`/api/zadaci/get/${id}`)).json());

describe('jobs', () => {
  it('creates, reads, edits and deletes a job; a stale edit is refused', async () => {
    const id = await newJob('Procena lokala – Zmaj Jovina', {
      Opis: 'Lokal u prizemlju',
      DogovorenaCena: 450,
      FiksniPocetak: '2030-03-04',
    });
    const posao = posaoSchema.parse((await get(`/api/poslovi/get/${id}`)).json());
    expect(posao).toMatchObject({
      Naziv: 'Procena lokala – Zmaj Jovina',
      Prioritet: 1,
      DogovorenaCena: 450,
      FiksniPocetak: '2030-03-04',
      BrojZadataka: 0,
      Aktivan: 1,
    });
    expect(posao.KlijentNaziv).not.toBe('');
    const update = { Id: id, Verzija: posao.Verzija, Naziv: 'Procena lokala – izmena', Prioritet: 3, IdKlijenta: null };
    expect((await post('/api/poslovi/update', update)).statusCode).toBe(200);
    const stale = await post('/api/poslovi/update', update);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Message).toMatch(/izmenio neko drugi/);
    const edited = posaoSchema.parse((await get(`/api/poslovi/get/${id}`)).json());
    expect(edited).toMatchObject({
      Naziv: 'Procena lokala – izmena',
      Prioritet: 3,
      IdKlijenta: null,
      FiksniPocetak: '',
    });
    expect((await post(`/api/poslovi/delete/${id}`, undefined)).statusCode).toBe(200);
    expect((await get(`/api/poslovi/get/${id}`)).statusCode).toBe(404);
  });

  it.each([
    ['an unknown client', { Naziv: 'X', IdKlijenta: 99_999_998 }, /klijent/],
    ['an unknown template', { Naziv: 'X', IdSablona: 99_999_998 }, /šablon/],
    ['no name', { Naziv: '  ' }, /Naziv projekta je obavezan/],
    ['priority 4', { Naziv: 'X', Prioritet: 4 }, /.+/],
    ['a weekend fixed start', { Naziv: 'X', FiksniPocetak: '2030-03-02' }, /subota ni nedelja/],
    ['a negative price', { Naziv: 'X', DogovorenaCena: -1 }, /negativna/],
  ])('refuses a job with %s and writes nothing', async (_, body, message) => {
    const before = await t.app.db.$count(poslovi);
    const response = await post('/api/poslovi/save', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toMatch(message);
    expect(await t.app.db.$count(poslovi)).toBe(before);
  });

  it('filters by range, priority and activity (range defaults to 30 days back to today)', async () => {
    const id = await newJob('Filter test', { Prioritet: 3 });
    await newTask(id, 'Snimanje', '2030-03-04');
    const inRange = posaoListSchema.parse(
      (await get('/api/poslovi/filter/?prvi=2030-03-01&drugi=2030-03-31&prioritet=3')).json(),
    );
    expect(inRange.itemList.map((p) => p.Id)).toContain(id);
    const otherPriority = posaoListSchema.parse(
      (await get('/api/poslovi/filter/?prvi=2030-03-01&drugi=2030-03-31&prioritet=1')).json(),
    );
    expect(otherPriority.itemList.map((p) => p.Id)).not.toContain(id);
    const defaults = posaoListSchema.parse((await get('/api/poslovi/filter/')).json());
    expect(defaults.itemList.map((p) => p.Id)).not.toContain(id);
    const all = posaoListSchema.parse(
      (await get('/api/poslovi/filter/?prvi=2030-03-01&drugi=2030-03-31&prioritet=0&aktivan=1')).json(),
    );
    expect(all.itemList.find((p) => p.Id === id)).toMatchObject({ BrojZadataka: 1, Aktivan: 1 });
    expect((await get('/api/poslovi/filter/?prvi=2030-03-31&drugi=2030-03-01')).statusCode).toBe(400);
    expect((await get('/api/poslovi/filter/?prioritet=x')).statusCode).toBe(400);
  });

  it('makes a template of a job and a job from the template, its tasks laid out on working days', async () => {
    const source = await newJob('Izvor šablona');
    const a = await newTask(source, 'Snimanje', '2030-03-04', { PlaniranoTrajanje: 8 });
    const b = await newTask(source, 'Izveštaj', '2030-03-05', { PlaniranoTrajanje: 24, Zavisnost: a });
    await newTask(source, 'Slanje banci', '2030-03-08', { PlaniranoTrajanje: 4, Zavisnost: b });
    const saved = await post('/api/poslovi/sablon/save', { Id: source });
    expect(saved.statusCode, saved.body).toBe(200);
    const sablonId = saved.json<{ Id: number }>().Id;
    const sabloni = sablonPoslaListSchema.parse((await get('/api/poslovi/sablon/get')).json());
    expect(sabloni.itemList.find((s) => s.Id === sablonId)).toMatchObject({
      Naziv: 'Izvor šablona',
      BrojZadataka: 3,
      TrajanjeDani: 5,
    });
    // A template is not a job of the lists.
    expect((await get(`/api/poslovi/get/${sablonId}`)).statusCode).toBe(404);

    // Friday 2030-03-08 fixed start: 1 day, then 3 days from Monday, then 1 day.
    const job = await newJob('Iz šablona', {
      IdSablona: sablonId,
      FiksniPocetak: '2030-03-08',
      Opis: 'briše se',
      DogovorenaCena: 900,
      Prioritet: 1,
    });
    const posao = posaoSchema.parse((await get(`/api/poslovi/get/${job}`)).json());
    expect(posao).toMatchObject({
      Opis: '',
      DogovorenaCena: 0,
      Prioritet: 2,
      IdSablona: sablonId,
      SablonNaziv: 'Izvor šablona',
      BrojZadataka: 3,
    });
    const tasks = zadatakListSchema.parse((await get(`/api/zadaci/get/posao/${job}`)).json()).itemList;
    expect(tasks.map((z) => [z.Naziv, z.Pocetak.slice(0, 10), z.Kraj.slice(0, 10), z.PlaniranoTrajanje])).toEqual([
      ['Snimanje', '2030-03-08', '2030-03-08', 8],
      ['Izveštaj', '2030-03-11', '2030-03-13', 24],
      ['Slanje banci', '2030-03-14', '2030-03-14', 4],
    ]);
    expect(tasks[1]!.Zavisnost).toBe(tasks[0]!.Id);
    expect(tasks[0]!.Radnici.map((r) => r.Id)).toEqual([actors.id('mstojanovic')]);
    expect(tasks[0]!.Oprema.map((o) => o.Id)).toEqual([masinaId]);
    expect((await post('/api/poslovi/sablon/save', { Id: 99_999_998 })).statusCode).toBe(404);
  });
});

describe('tasks', () => {
  it('saves and edits a task; hours / 8 are its days; refuses a stale edit', async () => {
    const job = await newJob('Zadaci test');
    const id = await newTask(job, 'Snimanje stana', '2030-03-07', { PlaniranoTrajanje: 12 });
    const zadatak = await task(id);
    expect(zadatak).toMatchObject({
      Naziv: 'Snimanje stana',
      PlaniranoTrajanje: 12,
      PlaniranoTrajanjeDani: 1.5,
      Posao: job,
    });
    // Thursday + 2 working days ends Friday.
    expect(zadatak.Kraj.slice(0, 10)).toBe('2030-03-08');
    const body = {
      Id: id,
      Verzija: zadatak.Verzija,
      Naziv: 'Snimanje',
      Posao: job,
      Pocetak: '2030-03-08',
      PlaniranoTrajanje: 16,
      Radnici: [],
      Oprema: [],
    };
    expect((await post('/api/zadaci/update', body)).statusCode).toBe(200);
    const edited = await task(id);
    expect(edited.Kraj.slice(0, 10)).toBe('2030-03-11');
    expect(edited.Radnici).toEqual([]);
    expect((await post('/api/zadaci/update', body)).statusCode).toBe(409);
  });

  it('offers as dependencies neither the task itself nor one that waits for it', async () => {
    const job = await newJob('Zavisnosti');
    const a = await newTask(job, 'A', '2030-03-04');
    const b = await newTask(job, 'B', '2030-03-06', { Zavisnost: a });
    const c = await newTask(job, 'C', '2030-03-08', { Zavisnost: b });
    const d = await newTask(job, 'D', '2030-03-08');
    const ids = async (zadatakId: number) =>
      moguceZavisnostiSchema
        .parse((await get(`/api/zadaci/mogucezavisnosti/${job}/${zadatakId}`)).json())
        .itemList.map((z) => z.Id);
    expect(await ids(a)).toEqual([d]);
    expect(await ids(c)).toEqual([a, b, d]);
    expect(await ids(0)).toEqual([a, b, c, d]);
    expect((await get(`/api/zadaci/mogucezavisnosti/${job}/99999998`)).statusCode).toBe(404);
    expect((await get(`/api/zadaci/mogucezavisnosti/99999998/0`)).statusCode).toBe(404);

    const before = await task(a);
    const circle = await post('/api/zadaci/update', {
      Id: a,
      Verzija: before.Verzija,
      Naziv: 'A',
      Posao: job,
      Pocetak: '2030-03-04',
      PlaniranoTrajanje: 16,
      Zavisnost: c,
    });
    expect(circle.statusCode).toBe(400);
    expect(circle.json().Message).toMatch(/krug/);
    const self = await post('/api/zadaci/update', {
      Id: a,
      Verzija: before.Verzija,
      Naziv: 'A',
      Posao: job,
      Pocetak: '2030-03-04',
      PlaniranoTrajanje: 16,
      Zavisnost: a,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().Message).toMatch(/sam od sebe/);
    expect((await task(a)).Verzija).toBe(before.Verzija);

    // Deleting B frees C.
    expect((await post(`/api/zadaci/delete/${b}`, undefined)).statusCode).toBe(200);
    expect((await task(c)).Zavisnost).toBeNull();
  });

  it('refuses a task that starts before the task it depends on ends, in both languages, and writes nothing', async () => {
    const job = await newJob('Redosled');
    // Monday 4 March 2030, 40 hours: to Friday 8 March.
    const a = await newTask(job, 'Snimanje', '2030-03-04', { PlaniranoTrajanje: 40 });
    const before = await t.app.db.$count(zadaci);
    const body = { Naziv: 'Izveštaj', Posao: job, Pocetak: '2030-03-06', PlaniranoTrajanje: 8, Zavisnost: a };
    const early = await post('/api/zadaci/save', body);
    expect(early.statusCode).toBe(400);
    expect(early.json().Message).toBe(
      'Zadatak ne može početi pre kraja zadatka od kog zavisi („Snimanje”, do 08/03/2030); najraniji početak je 11/03/2030.',
    );
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/zadaci/save',
      headers: { authorization: `Bearer ${admin()}`, 'x-rp-jezik': 'en' },
      payload: body,
    });
    expect(english.json().Message).toBe(
      'The task cannot start before the end of the task it depends on (“Snimanje”, until 08/03/2030); the earliest start is 11/03/2030.',
    );
    // Its last day is refused too; the next working day is taken.
    expect((await post('/api/zadaci/save', { ...body, Pocetak: '2030-03-08' })).statusCode).toBe(400);
    expect(await t.app.db.$count(zadaci)).toBe(before);
    const b = await newTask(job, 'Izveštaj', '2030-03-11', { Zavisnost: a });

    // An edit that moves it before its dependency's end is refused as well, and changes nothing.
    const saved = await task(b);
    const edit = await post('/api/zadaci/update', {
      Id: b,
      Verzija: saved.Verzija,
      Naziv: 'Izveštaj',
      Posao: job,
      Pocetak: '2030-03-05',
      PlaniranoTrajanje: 16,
      Zavisnost: a,
    });
    expect(edit.statusCode).toBe(400);
    expect(await task(b)).toEqual(saved);
  });

  it('moves the tasks waiting for a task whose end moved later, along the chain, and says so', async () => {
    const job = await newJob('Pomeranje');
    const a = await newTask(job, 'Snimanje', '2030-03-04', { PlaniranoTrajanje: 16 });
    const b = await newTask(job, 'Obrada', '2030-03-06', { Zavisnost: a, PlaniranoTrajanje: 16 });
    const c = await newTask(job, 'Izveštaj', '2030-03-12', { Zavisnost: b, PlaniranoTrajanje: 8 });
    const free = await newTask(job, 'Slobodan', '2030-03-05', { PlaniranoTrajanje: 8 });
    const [bBefore, cBefore, freeBefore] = [await task(b), await task(c), await task(free)];
    const aBefore = await task(a);
    // A grows from 2 to 5 days: Monday to Friday. B moves to Monday 11 and Tuesday 12, C to Wednesday 13.
    const response = await post('/api/zadaci/update', {
      Id: a,
      Verzija: aBefore.Verzija,
      Naziv: 'Snimanje',
      Posao: job,
      Pocetak: '2030-03-04',
      PlaniranoTrajanje: 40,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Message).toBe(
      'Zadatak „Snimanje” je izmenjen; zadaci koji ga čekaju pomereni su posle njegovog kraja: Obrada, Izveštaj.',
    );
    const [bAfter, cAfter] = [await task(b), await task(c)];
    expect([bAfter.Pocetak.slice(0, 10), bAfter.Kraj.slice(0, 10)]).toEqual(['2030-03-11', '2030-03-12']);
    expect([cAfter.Pocetak.slice(0, 10), cAfter.Kraj.slice(0, 10)]).toEqual(['2030-03-13', '2030-03-13']);
    expect(bAfter.Verzija).not.toBe(bBefore.Verzija);
    expect(cAfter.Verzija).not.toBe(cBefore.Verzija);
    expect(bAfter.PlaniranoTrajanje).toBe(16);
    expect(await task(free)).toEqual(freeBefore);

    // A shorter task moves nothing back: the waiting tasks keep their days.
    const shorter = await post('/api/zadaci/update', {
      Id: a,
      Verzija: (await task(a)).Verzija,
      Naziv: 'Snimanje',
      Posao: job,
      Pocetak: '2030-03-04',
      PlaniranoTrajanje: 8,
    });
    expect(shorter.json().Message).toBe('Zadatak „Snimanje” je izmenjen.');
    expect((await task(b)).Pocetak).toBe(bAfter.Pocetak);

    // In English, the same success names the moved tasks too. A takes six days, Monday 4 to Monday 11: B moves to
    // Tuesday 12 and Wednesday 13, C to Thursday 14.
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/zadaci/update',
      headers: { authorization: `Bearer ${admin()}`, 'x-rp-jezik': 'en' },
      payload: {
        Id: a,
        Verzija: (await task(a)).Verzija,
        Naziv: 'Snimanje',
        Posao: job,
        Pocetak: '2030-03-04',
        PlaniranoTrajanje: 48,
      },
    });
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().Message).toBe(
      'The task “Snimanje” was changed; the tasks waiting for it were moved after its end: Obrada, Izveštaj.',
    );
    expect((await task(b)).Pocetak.slice(0, 10)).toBe('2030-03-12');
    expect((await task(c)).Pocetak.slice(0, 10)).toBe('2030-03-14');
  });

  it.each([
    ['a weekend start', { Pocetak: '2030-03-09' }, /subota ni nedelja/],
    ['a duration of 0', { PlaniranoTrajanje: 0 }, /veće od 0/],
    ['a duration in letters', { PlaniranoTrajanje: 'osam' }, /broj sati/],
    ['an unknown job', { Posao: 99_999_998 }, /projekat/],
    ['an unknown worker', { Radnici: [99_999_998] }, /radnik/],
    ['an unknown machine', { Oprema: [99_999_998] }, /oprema/],
    ['a dependency from another job', { Zavisnost: -1 }, /ovom projektu/],
  ])('refuses a task with %s and writes nothing', async (_, override, message) => {
    const job = await newJob('Loš unos');
    const other = await newJob('Drugi projekat');
    const foreign = await newTask(other, 'Tuđi', '2030-03-04');
    const body: Record<string, unknown> = {
      Naziv: 'Zadatak',
      Posao: job,
      Pocetak: '2030-03-04',
      PlaniranoTrajanje: 8,
      ...override,
    };
    if ((override as { Zavisnost?: number }).Zavisnost === -1) body.Zavisnost = foreign;
    const before = await t.app.db.$count(zadaci);
    const response = await post('/api/zadaci/save', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().Message).toMatch(message);
    expect(await t.app.db.$count(zadaci)).toBe(before);
  });

  it("answers the chosen workers' tasks, leave and the current time", async () => {
    const job = await newJob('Zauzetost');
    await newTask(job, 'Teren', '2030-03-04');
    const response = await get(
      `/api/zadaci/zauzetostzasve/?listRadnik=${actors.id('mstojanovic')}&listRadnik=${actors.id('user')}&prvi=2030-03-01&drugi=2030-03-31`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = zauzetostZaSveSchema.parse(response.json());
    expect(body.itemList.map((r) => r.Id)).toEqual([actors.id('mstojanovic'), actors.id('user')]);
    expect(body.itemList[0]!.zadatakList.map((z) => z.Naziv)).toContain('Teren');
    expect(body.currentTime).toMatch(/T/);
    expect((await get('/api/zadaci/zauzetostzasve/')).statusCode).toBe(400);
    expect((await get('/api/zadaci/zauzetostzasve/?listRadnik=abc')).statusCode).toBe(400);
    expect((await get('/api/zadaci/zauzetostzasve/?listRadnik=99999998')).statusCode).toBe(404);
  });
});

describe('gantt', () => {
  async function plan(query = '?prvi=2030-03-01&drugi=2030-04-30'): Promise<Gantt> {
    const response = await get(`/api/gantt/filter/${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return ganttSchema.parse(response.json());
  }
  const save = (body: unknown, who: 'admin' | 'ops' = 'admin') => post('/api/gantt/save', body, who);
  const DAY = 86_400_000;
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

  it('answers jobs as summary rows with their tasks, dependencies with their lag, holidays and the time', async () => {
    const job = await newJob('Gantt prikaz');
    const a = await newTask(job, 'Snimanje', '2030-03-04', { PlaniranoTrajanje: 16 });
    await newTask(job, 'Izveštaj', '2030-03-08', { PlaniranoTrajanje: 8, Zavisnost: a });
    const gantt = await plan();
    const row = gantt.tasks.findIndex((task) => task.id === `p${job}`);
    expect(row).toBeGreaterThanOrEqual(0);
    const [summary, first, second] = gantt.tasks.slice(row, row + 3);
    expect(summary).toMatchObject({
      level: 0,
      name: 'Gantt prikaz',
      start: day('2030-03-04'),
      end: day('2030-03-09') - 1,
      duration: 5,
    });
    expect(first).toMatchObject({
      id: String(a),
      level: 1,
      start: day('2030-03-04'),
      duration: 2,
      status: 'STATUS_UNDEFINED',
    });
    // Snimanje ends Tuesday; Izveštaj starts Friday: two working days of lag (Wednesday, Thursday).
    expect(second!.depends).toBe(`${row + 2}:2`);
    expect(first!.assigs[0]).toMatchObject({ resourceId: `r${actors.id('mstojanovic')}`, roleId: 'radnik' });
    expect(gantt.verzije[`p${job}`]).toBeGreaterThan(0);
    expect(gantt.canWrite).toBe(true);
    const all = ganttSchema.parse((await get('/api/gantt/get')).json());
    expect(all.tasks.some((task) => task.id === `p${job}`)).toBe(true);
    expect(all.holidays.length).toBeGreaterThan(0);
  });

  it('answers every change to what it shows, written by any writer (an unchanged plan comes from the cache)', async () => {
    const job = await newJob('Gantt keš');
    const a = await newTask(job, 'Snimanje keša', '2030-03-11', { PlaniranoTrajanje: 8 });
    const worker = actors.id('mstojanovic');
    const rowsOf = (gantt: Gantt) => gantt.tasks.filter((task) => task.id === `p${job}` || task.id === String(a));
    const first = await plan();
    const again = await plan();
    // the same plan, its time written fresh
    expect({ ...again, currentTime: '' }).toEqual({ ...first, currentTime: '' });
    expect(Date.parse(again.currentTime)).toBeGreaterThanOrEqual(Date.parse(first.currentTime));
    expect(Math.abs(Date.parse(again.currentTime) - Date.now())).toBeLessThan(60_000);

    // Changes straight in the database, as another instance of the API (or a migration) would write them.
    const db = t.app.db;
    const [client] = await db.select({ naziv: klijenti.naziv }).from(klijenti).where(eq(klijenti.id, klijentId));
    const [person] = await db.select({ ime: radnici.ime }).from(radnici).where(eq(radnici.id, worker));
    try {
      await db.update(klijenti).set({ naziv: 'Klijent iz druge instance' }).where(eq(klijenti.id, klijentId));
      expect(rowsOf(await plan())[0]!.code).toBe('Klijent iz druge instance');
      await db.update(radnici).set({ ime: 'Preimenovani' }).where(eq(radnici.id, worker));
      expect((await plan()).resources.find((r) => r.id === `r${worker}`)?.name).toMatch(/^Preimenovani /);
      await db.insert(drzavniPraznici).values({ datum: '2030-03-13', naziv: 'Praznik iz druge instance' });
      expect((await plan()).holidays).toContain('2030-03-13');
      await db.delete(drzavniPraznici).where(eq(drzavniPraznici.datum, '2030-03-13'));
      expect((await plan()).holidays).not.toContain('2030-03-13');
      await db.insert(zadatakIntervali).values([
        {
          zadatakId: a,
          radnikId: worker,
          pocetak: new Date('2030-03-11T08:00:00Z'),
          kraj: new Date('2030-03-11T10:00:00Z'),
        },
        { zadatakId: a, radnikId: worker, pocetak: new Date('2030-03-11T12:00:00Z'), kraj: null },
      ]);
      expect(rowsOf(await plan())[1]!.pauze).toEqual([
        { Pocetak: '2030-03-11T10:00:00.000Z', Kraj: '2030-03-11T12:00:00.000Z' },
      ]);
      await db.delete(zadatakRadnici).where(eq(zadatakRadnici.zadatakId, a));
      expect(rowsOf(await plan())[1]!.assigs).toEqual([]);
      await db.update(zadaci).set({ naziv: 'Preimenovan zadatak' }).where(eq(zadaci.id, a));
      expect(rowsOf(await plan())[1]!.name).toBe('Preimenovan zadatak');
      await db.delete(poslovi).where(eq(poslovi.id, job));
      expect(rowsOf(await plan())).toEqual([]);
    } finally {
      await db.update(klijenti).set({ naziv: client!.naziv }).where(eq(klijenti.id, klijentId));
      await db.update(radnici).set({ ime: person!.ime }).where(eq(radnici.id, worker));
    }
  });

  it('answers the plan gzipped to a client that accepts it, the same plan as plain JSON', async () => {
    await newJob('Gantt gzip');
    const url = '/api/gantt/filter/?prvi=2030-03-01&drugi=2030-04-30';
    const headers = { authorization: `Bearer ${admin()}`, 'accept-encoding': 'br;q=1, gzip;q=0.8' };
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    let zipped = await t.app.inject({ method: 'GET', url, headers });
    // the compressed form of a plan just built is made after its first answer
    await vi.waitFor(async () => {
      zipped = await t.app.inject({ method: 'GET', url, headers });
      expect(zipped.headers['content-encoding']).toBe('gzip');
    });
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    const unzipped = ganttSchema.parse(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')));
    expect({ ...unzipped, currentTime: '' }).toEqual({ ...ganttSchema.parse(plain.json()), currentTime: '' });
    const refused = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(ganttSchema.parse(refused.json()).tasks.length).toBe(unzipped.tasks.length);
  });

  it('keeps the change stamp moving when its table is pruned', async () => {
    await newJob('Gantt pečat');
    const before = await planStamp(t.app.db);
    await prunePlanIzmene(t.app.db);
    const after = await planStamp(t.app.db);
    const [count, max] = after.split(':').map(Number);
    expect(count).toBe(1);
    expect(max).toBeGreaterThan(Number(before.split(':')[1]));
    expect((await plan()).tasks.length).toBeGreaterThan(0);
  });

  it('saves moves, durations, dependencies, order, new and deleted tasks in one go', async () => {
    const job = await newJob('Gantt čuvanje');
    const a = await newTask(job, 'A', '2030-03-04', { PlaniranoTrajanje: 8 });
    const b = await newTask(job, 'B', '2030-03-05', { PlaniranoTrajanje: 12, Zavisnost: a });
    const c = await newTask(job, 'C', '2030-03-06', { PlaniranoTrajanje: 8 });
    const gantt = await plan();
    const rows = gantt.tasks.filter((task) => task.id === `p${job}` || [a, b, c].map(String).includes(task.id));
    const [summary, ra, rb] = rows;
    const payload = {
      tasks: [
        { ...summary!, depends: '' },
        { ...ra!, start: day('2030-03-11'), end: undefined, duration: 2, depends: '' },
        { ...rb!, name: 'B – izmenjen', start: day('2030-03-13'), depends: '2' },
        {
          id: 'tmp_1',
          name: 'Novi',
          level: 1,
          start: day('2030-03-14'),
          duration: 1,
          depends: '3',
          status: 'STATUS_ACTIVE',
          assigs: [{ id: 'tmp_a', resourceId: `r${actors.id('user')}`, roleId: 'radnik', effort: 0 }],
        },
      ],
      deletedTaskIds: [String(c)],
      verzije: gantt.verzije,
    };
    const response = await save(payload);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ noviId: Record<string, number>; dodato: number; obrisano: number }>();
    expect(result).toMatchObject({ dodato: 1, obrisano: 1 });
    const tasks = zadatakListSchema.parse((await get(`/api/zadaci/get/posao/${job}`)).json()).itemList;
    expect(tasks.map((z) => [z.Naziv, z.Pocetak.slice(0, 10), z.PlaniranoTrajanje, z.Zavisnost])).toEqual([
      ['A', '2030-03-11', 16, null],
      ['B – izmenjen', '2030-03-13', 12, a],
      ['Novi', '2030-03-14', 8, b],
    ]);
    expect(tasks[2]!.Id).toBe(result.noviId.tmp_1);
    expect(tasks[2]!.Radnici.map((r) => r.Id)).toEqual([actors.id('user')]);
    expect((await get(`/api/zadaci/get/${c}`)).statusCode).toBe(404);
  });

  it('refuses a stale save with a clear message and writes nothing', async () => {
    const job = await newJob('Gantt zastarelo');
    const a = await newTask(job, 'Prvi', '2030-03-04');
    const b = await newTask(job, 'Drugi', '2030-03-11');
    const gantt = await plan();
    const rows = gantt.tasks.filter((task) => [`p${job}`, String(a), String(b)].includes(task.id));
    // Someone else edits B meanwhile.
    const other = await task(b);
    await post('/api/zadaci/update', {
      Id: b,
      Verzija: other.Verzija,
      Naziv: 'Drugi (tuđa izmena)',
      Posao: job,
      Pocetak: '2030-03-12',
      PlaniranoTrajanje: 16,
    });
    const response = await save({
      tasks: rows.map((row) => (row.id === String(a) ? { ...row, start: day('2030-03-06') } : row)),
      deletedTaskIds: [],
      verzije: gantt.verzije,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().Message).toMatch(/izmenio neko drugi.*Ništa nije sačuvano/);
    expect((await task(a)).Pocetak.slice(0, 10)).toBe('2030-03-04');
  });

  it('saves the jobs it is sent while another job of the same plan was changed meanwhile', async () => {
    const mine = await newJob('Gantt moj posao');
    const a = await newTask(mine, 'Moj', '2030-03-04');
    const theirs = await newJob('Gantt tuđi posao');
    const b = await newTask(theirs, 'Tuđi', '2030-03-04');
    const gantt = await plan();
    const other = await task(b);
    const update = await post('/api/zadaci/update', {
      Id: b,
      Verzija: other.Verzija,
      Naziv: 'Tuđi (izmenjen)',
      Posao: theirs,
      Pocetak: '2030-03-05',
      PlaniranoTrajanje: 16,
    });
    expect(update.statusCode, update.body).toBe(200);
    // the portal sends only the jobs its save changes
    const rows = gantt.tasks.filter((row) => [`p${mine}`, String(a)].includes(row.id));
    const response = await save({
      tasks: rows.map((row) => (row.id === String(a) ? { ...row, start: day('2030-03-06') } : row)),
      deletedTaskIds: [],
      verzije: gantt.verzije,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await task(a)).Pocetak.slice(0, 10)).toBe('2030-03-06');
    expect((await task(b)).Naziv).toBe('Tuđi (izmenjen)');
  });

  it('writes one of two saves of the same plan sent at once and refuses the other as stale', async () => {
    const job = await newJob('Gantt dva čuvanja');
    const a = await newTask(job, 'Prvi', '2030-03-04');
    const gantt = await plan();
    const rows = gantt.tasks.filter((row) => [`p${job}`, String(a)].includes(row.id));
    const moved = (iso: string) => ({
      tasks: rows.map((row) => (row.id === String(a) ? { ...row, start: day(iso) } : row)),
      deletedTaskIds: [],
      verzije: gantt.verzije,
    });
    const answers = await Promise.all([save(moved('2030-03-06')), save(moved('2030-03-07'))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const written = answers[0]!.statusCode === 200 ? '2030-03-06' : '2030-03-07';
    const after = await task(a);
    expect(after.Pocetak.slice(0, 10)).toBe(written);
    expect(after.Verzija).toBe(gantt.verzije[String(a)]! + 1);
  });

  it('refuses a payload of 50,000 rows it never loaded with a 400, and writes nothing', async () => {
    const job = await newJob('Gantt ogroman');
    const a = await newTask(job, 'Prvi', '2030-03-04');
    const gantt = await plan();
    const rows = gantt.tasks.filter((row) => [`p${job}`, String(a)].includes(row.id));
    const invented = Array.from({ length: 50_000 }, (_, index) => ({
      ...rows[1]!,
      id: String(90_000_000 + index),
      name: `Izmišljen ${index}`,
    }));
    const response = await save({ tasks: [...rows, ...invented], deletedTaskIds: [], verzije: gantt.verzije });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.json().Message).not.toMatch(/undefined|\[object/);
    const tasks = zadatakListSchema.parse((await get(`/api/zadaci/get/posao/${job}`)).json()).itemList;
    expect(tasks.map((z) => [z.Id, z.Naziv, z.Verzija])).toEqual([[a, 'Prvi', gantt.verzije[String(a)]]]);
  });

  describe('refuses bad payloads and writes nothing', () => {
    let job: number;
    let other: number;
    let gantt: Gantt;
    let rows: Gantt['tasks'];
    let foreign: number;
    beforeAll(async () => {
      job = await newJob('Gantt loš unos');
      await newTask(job, 'X', '2030-03-04');
      await newTask(job, 'Y', '2030-03-06');
      other = await newJob('Gantt drugi');
      foreign = await newTask(other, 'Tuđi', '2030-03-04');
      gantt = await plan();
      const start = gantt.tasks.findIndex((task) => task.id === `p${job}`);
      rows = gantt.tasks.slice(start, start + 3);
    });
    const cases: [string, () => unknown, RegExp][] = [
      [
        'a task depending on itself',
        () => ({ tasks: [rows[0], rows[1], { ...rows[2], depends: '3' }] }),
        /sam od sebe/,
      ],
      ['a circle', () => ({ tasks: [rows[0], { ...rows[1], depends: '3' }, { ...rows[2], depends: '2' }] }), /krug/],
      ['two dependencies', () => ({ tasks: [rows[0], rows[1], { ...rows[2], depends: '1,2' }] }), /jednog zadatka/],
      [
        'a start on a weekend',
        () => ({ tasks: [rows[0], { ...rows[1], start: Date.parse('2030-03-09T00:00:00Z') }, rows[2]] }),
        /subota ni nedelja/,
      ],
      ['a duration of 0', () => ({ tasks: [rows[0], { ...rows[1], duration: 0 }, rows[2]] }), /.+/],
      ['a duration in letters', () => ({ tasks: [rows[0], { ...rows[1], duration: 'dva' }, rows[2]] }), /.+/],
      ['a sub-task', () => ({ tasks: [rows[0], rows[1], { ...rows[2], level: 2 }] }), /podzadatke/],
      ['a new job row', () => ({ tasks: [{ ...rows[0], id: 'tmp_9' }, rows[1], rows[2]] }), /Projekti/],
      ['a deleted task of another job', () => ({ tasks: rows, deletedTaskIds: [String(foreign)] }), /ne pripada/],
      ['a task not loaded', () => ({ tasks: [...rows, { ...rows[2], id: String(foreign) }] }), /nije učitan/],
      ['a FAILED status', () => ({ tasks: [rows[0], { ...rows[1], status: 'STATUS_FAILED' }, rows[2]] }), /FAILED/],
    ];
    it.each(cases)('%s', async (_, build, message) => {
      const before = await t.app.db.select().from(zadaci).where(eq(zadaci.posaoId, job));
      // The plan holds the other job too; a row not loaded is one whose version the save does not name.
      const verzije = { ...gantt.verzije };
      if (String(message) === '/nije učitan/') delete verzije[String(foreign)];
      const body = { deletedTaskIds: [], verzije, ...(build() as object) };
      const response = await save(body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().Message).toMatch(message);
      expect(await t.app.db.select().from(zadaci).where(eq(zadaci.posaoId, job))).toEqual(before);
      expect((await task(foreign)).Posao).toBe(other);
    });
  });

  it('finishing a task in the plan closes its open work', async () => {
    const job = await newJob('Gantt status');
    const a = await newTask(job, 'Rad', '2030-03-04');
    const started = await post(`/api/zadaci/pocni/${a}/${actors.id('mstojanovic')}?force=true`, undefined);
    expect(started.statusCode, started.body).toBe(200);
    const gantt = await plan();
    const rows = gantt.tasks.filter((task) => [`p${job}`, String(a)].includes(task.id));
    expect(rows[1]!.status).toBe('STATUS_ACTIVE');
    const response = await save({
      tasks: [rows[0], { ...rows[1], status: 'STATUS_DONE' }],
      deletedTaskIds: [],
      verzije: gantt.verzije,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await task(a)).Status).toBe('zavrsen');
    expect((await task(a)).Zavrseno).not.toBe('0001-01-01T00:00:00Z');
    void DAY;
  });
});

describe('roles', () => {
  let job: number;
  let zadatakId: number;
  beforeAll(async () => {
    job = await newJob('Uloge');
    zadatakId = await newTask(job, 'Uloge zadatak', '2030-03-04');
  });
  const fresh = async () => newJob('Za brisanje');
  const cases: RoleCase[] = [
    { name: 'get a job', method: 'GET', url: () => `/api/poslovi/get/${job}`, expect: ADO },
    { name: 'filter jobs', method: 'GET', url: '/api/poslovi/filter/?prioritet=0', expect: ADO },
    { name: 'save a job', method: 'POST', url: '/api/poslovi/save', payload: { Naziv: 'Uloga posao' }, expect: ADO },
    {
      name: 'update a job',
      method: 'POST',
      url: '/api/poslovi/update',
      payload: async () => {
        const id = await fresh();
        return { Id: id, Verzija: 1, Naziv: 'Izmena' };
      },
      expect: ADO,
    },
    { name: 'delete a job', method: 'POST', url: async () => `/api/poslovi/delete/${await fresh()}`, expect: ADO },
    { name: 'templates', method: 'GET', url: '/api/poslovi/sablon/get', expect: ADO },
    {
      name: 'add as template',
      method: 'POST',
      url: '/api/poslovi/sablon/save',
      payload: () => ({ Id: job }),
      expect: ADO,
    },
    { name: 'tasks of a job', method: 'GET', url: () => `/api/zadaci/get/posao/${job}`, expect: ADO },
    {
      name: 'save a task',
      method: 'POST',
      url: '/api/zadaci/save',
      payload: () => ({ Naziv: 'Uloga', Posao: job, Pocetak: '2030-03-04', PlaniranoTrajanje: 8 }),
      expect: ADO,
    },
    {
      name: 'update a task',
      method: 'POST',
      url: '/api/zadaci/update',
      payload: async () => {
        const current = await task(zadatakId);
        return {
          Id: zadatakId,
          Verzija: current.Verzija,
          Naziv: 'Uloge zadatak',
          Posao: job,
          Pocetak: '2030-03-04',
          PlaniranoTrajanje: 8,
        };
      },
      expect: ADO,
    },
    {
      name: 'delete a task',
      method: 'POST',
      url: async () => `/api/zadaci/delete/${await newTask(job, 'Brisanje', '2030-03-05')}`,
      expect: ADO,
    },
    { name: 'possible dependencies', method: 'GET', url: () => `/api/zadaci/mogucezavisnosti/${job}/0`, expect: ADO },
    {
      name: 'workload of all',
      method: 'GET',
      url: () => `/api/zadaci/zauzetostzasve/?listRadnik=${actors.id('user')}`,
      expect: ADO,
    },
    { name: 'gantt', method: 'GET', url: '/api/gantt/get', expect: ADO },
    { name: 'gantt filter', method: 'GET', url: '/api/gantt/filter/?aktivan=1&prioritet=0', expect: ADO },
    {
      name: 'gantt save',
      method: 'POST',
      url: '/api/gantt/save',
      payload: { tasks: [], deletedTaskIds: [], verzije: {} },
      expect: ADO,
    },
  ];
  it.each(roleRows(cases))('%s', async (_, who, status, row) => {
    const response = await runRoleCase(t.app, actors, who, row);
    expect(response.statusCode, response.body).toBe(status);
    if (status !== 200) expect(response.json()).toMatchObject({ ErrorCode: status });
  });
});

it('answers the paths case-insensitively', async () => {
  expect((await call(t.app, 'GET', '/api/Gantt/Get', admin())).statusCode).toBe(200);
});

it('answers its messages in English too', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/zadaci/save',
    headers: { authorization: `Bearer ${admin()}`, 'x-rp-jezik': 'en' },
    payload: { Naziv: 'X', Posao: 99_999_998, Pocetak: '2030-03-09', PlaniranoTrajanje: 8 },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().Message).toMatch(/Saturday or a Sunday/);
});
