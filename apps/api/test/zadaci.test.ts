import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trenutniSledeciSchema, zadatakListSchema, zadatakSchema, zauzetostSchema } from '@rp/contract';
import { poslovi, zadaci, zadatakRadnici } from '../src/db/schema/index.ts';
import {
  buildTestApp,
  call,
  loginAs,
  roleRows,
  runRoleCase,
  signInAll,
  type Actors,
  type RoleCase,
  type TestApp,
} from './helper.ts';

let t: TestApp;
let actors: Actors;
let testerId: number;
let tester: string;
const task: Record<string, number> = {};

async function addTask(naziv: string, radnici: number[], pocetak: string, options: { zavisnost?: number } = {}) {
  const [row] = await t.app.db
    .insert(zadaci)
    .values({
      naziv,
      posaoId: task.posao!,
      pocetak: new Date(pocetak),
      planiranoTrajanje: 12,
      zavisnost: options.zavisnost ?? null,
    })
    .returning({ id: zadaci.id });
  await t.app.db.insert(zadatakRadnici).values(radnici.map((radnikId) => ({ zadatakId: row!.id, radnikId })));
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
  const created = await call(t.app, 'POST', '/api/radnici', actors.token('admin'), {
    ime: 'Tea',
    prezime: 'Tester',
    username: 'tester',
    permission: 'User',
    password: 'radna-lozinka-47',
    confirmPassword: 'radna-lozinka-47',
  });
  testerId = created.json<{ Id: number }>().Id;
  tester = await loginAs(t.app, 'tester', 'radna-lozinka-47');
  const [posao] = await t.app.db.insert(poslovi).values({ naziv: 'Test posao' }).returning({ id: poslovi.id });
  task.posao = posao!.id;
  task.a = await addTask('A – snimanje', [testerId], '2030-03-04T08:00:00Z');
  task.b = await addTask('B – izveštaj', [testerId], '2030-03-06T08:00:00Z', { zavisnost: task.a });
  task.c = await addTask('C – tuđi zadatak', [actors.id('mstojanovic')], '2030-03-04T08:00:00Z');
  task.d = await addTask('D – kasnije', [testerId], '2030-04-01T08:00:00Z');
});
afterAll(async () => t.close());

const get = async (id: number) =>
  zadatakSchema.parse((await call(t.app, 'GET', `/api/zadaci/get/${id}`, actors.token('admin'))).json());

describe('the task state machine', () => {
  it('starts, pauses, resumes and finishes, refusing what the state does not allow', async () => {
    const pocni = (id: number, query = '') =>
      call(t.app, 'POST', `/api/zadaci/pocni/${id}/${testerId}${query}`, tester);
    const pauziraj = (id: number) => call(t.app, 'POST', `/api/zadaci/pauziraj/${id}`, tester);
    const zavrsi = (id: number) => call(t.app, 'POST', `/api/zadaci/zavrsi/${id}`, tester);

    expect((await pauziraj(task.a!)).statusCode).toBe(409);
    expect((await zavrsi(task.a!)).statusCode).toBe(409);
    const started = await pocni(task.a!);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ ErrorCode: 0, Type: 1 });
    expect(await get(task.a!)).toMatchObject({ Status: 'uToku', Pauza: 0 });
    expect((await get(task.a!)).StvarniPocetak).not.toBe('0001-01-01T00:00:00Z');
    expect((await pocni(task.a!)).statusCode).toBe(409);

    // B depends on A, and A is running: a warning of Type -1 until it is confirmed with force.
    const warned = await pocni(task.b!);
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({ ErrorCode: 409, Type: -1 });
    expect(warned.json<{ Message: string }>().Message).toMatch(/A – snimanje/);
    expect((await get(task.b!)).Status).toBe('nijePoceo');
    expect((await pocni(task.b!, '?force=true')).statusCode).toBe(200);
    expect((await get(task.b!)).Status).toBe('uToku');

    const paused = await pauziraj(task.a!);
    expect(paused.statusCode).toBe(200);
    expect(await get(task.a!)).toMatchObject({ Status: 'pauziran', Pauza: 1 });
    expect((await pauziraj(task.a!)).statusCode).toBe(409);
    expect((await zavrsi(task.a!)).statusCode).toBe(200);
    expect(await get(task.a!)).toMatchObject({ Status: 'zavrsen', Pauza: 0 });
    expect((await get(task.a!)).Zavrseno).not.toBe('0001-01-01T00:00:00Z');
    expect((await pocni(task.a!)).statusCode).toBe(409);
    expect((await zavrsi(task.a!)).statusCode).toBe(409);
    expect((await zavrsi(task.b!)).statusCode).toBe(200);
  });

  it('refuses to start a task for a worker who is not assigned to it', async () => {
    const response = await call(t.app, 'POST', `/api/zadaci/pocni/${task.c}/${testerId}`, actors.token('admin'));
    expect(response.statusCode).toBe(409);
    expect(response.json<{ Message: string }>().Message).toMatch(/nije dodeljen/);
  });

  it('answers a missing task with 404 and a bad force flag with 400', async () => {
    expect((await call(t.app, 'GET', '/api/zadaci/get/99999', actors.token('admin'))).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/zadaci/pocni/99999/${testerId}`, actors.token('admin'))).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'POST', '/api/zadaci/zavrsi/99999', actors.token('admin'))).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/zadaci/pocni/${task.d}/${testerId}?force=maybe`, tester)).statusCode).toBe(
      400,
    );
  });

  it.each(['?force', '?force='])('takes a bare force flag (%s) as a flag, not as bad input', async (query) => {
    const response = await call(t.app, 'POST', `/api/zadaci/pocni/99999/${testerId}${query}`, actors.token('admin'));
    expect(response.statusCode).toBe(404);
  });
});

describe('task lists', () => {
  it("lists a worker's tasks in a date range", async () => {
    const march = zadatakListSchema.parse(
      (await call(t.app, 'GET', `/api/zadaci/get/radnik/${testerId}/2030-03-01/2030-03-31`, tester)).json(),
    );
    expect(march.itemList.map((item) => item.Id).sort()).toEqual([task.a, task.b].sort());
    const item = march.itemList.find((entry) => entry.Id === task.a)!;
    expect(item).toMatchObject({
      Posao: task.posao,
      PosaoNaziv: 'Test posao',
      PlaniranoTrajanje: 12,
      PlaniranoTrajanjeDani: 1.5,
    });
    expect(item.Radnici).toEqual([{ Id: testerId, Ime: 'Tea', Prezime: 'Tester' }]);
    const april = zadatakListSchema.parse(
      (await call(t.app, 'GET', `/api/zadaci/get/radnik/${testerId}/2030-04-01/2030-04-30`, tester)).json(),
    );
    expect(april.itemList.map((entry) => entry.Id)).toEqual([task.d]);
    expect(
      (await call(t.app, 'GET', `/api/zadaci/get/radnik/${testerId}/2030-04-30/2030-04-01`, tester)).statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, 'GET', `/api/zadaci/get/radnik/${testerId}/2030-4-1/2030-04-30`, tester)).statusCode,
    ).toBe(400);
  });

  it('gives the current and the next task for the home page', async () => {
    const started = await call(t.app, 'POST', `/api/zadaci/pocni/${task.d}/${testerId}`, tester);
    expect(started.statusCode).toBe(200);
    const home = trenutniSledeciSchema.parse(
      (await call(t.app, 'GET', `/api/zadaci/get/trenutnisledeci/${testerId}`, tester)).json(),
    );
    expect(home.itemList).toEqual([
      { Id: task.d, Naziv: 'D – kasnije', Posao: task.posao, Vrsta: 'trenutni', Status: 'uToku' },
    ]);
    const demoUser = trenutniSledeciSchema.parse(
      (await call(t.app, 'GET', `/api/zadaci/get/trenutnisledeci/${actors.id('user')}`, actors.token('user'))).json(),
    );
    expect(demoUser.itemList.map((item) => item.Vrsta)).toEqual(['trenutni', 'sledeci']);
  });

  it("gives a worker's timeline with Interval.Pocetak and Interval.Kraj", async () => {
    const zauzetost = zauzetostSchema.parse(
      (await call(t.app, 'GET', `/api/zadaci/zauzetost/${testerId}`, tester)).json(),
    );
    const worked = zauzetost.itemList.filter((item) => item.Vrsta === 'rad');
    expect(worked.length).toBeGreaterThanOrEqual(3);
    for (const item of zauzetost.itemList) expect(item.Interval.Pocetak <= item.Interval.Kraj).toBe(true);
    const plan = zauzetost.itemList.find((item) => item.Vrsta === 'plan' && item.Id === task.d)!;
    // 12 hours from a Monday: 8 on Monday, the other 4 on Tuesday from the same time of day.
    expect(plan.Interval).toEqual({ Pocetak: '2030-04-01T08:00:00.000Z', Kraj: '2030-04-02T12:00:00.000Z' });
    expect(Date.parse(zauzetost.currentTime)).toBeGreaterThan(0);
  });
});

describe('who may do what', () => {
  let n = 0;
  const fresh = async (radnik: () => number) => addTask(`Uloga ${++n}`, [radnik()], '2030-05-06T08:00:00Z');
  const self = (who: string) => (who === 'anonymous' ? actors.id('user') : actors.id(who));
  const cases: RoleCase[] = [
    {
      name: 'a task of another worker',
      method: 'GET',
      url: () => `/api/zadaci/get/${task.c}`,
      expect: { admin: 200, demo: 200, user: 403, ops: 200, anonymous: 401 },
    },
    {
      name: 'tasks of another worker',
      method: 'GET',
      url: () => `/api/zadaci/get/radnik/${actors.id('mstojanovic')}/2030-01-01/2030-12-31`,
      expect: { admin: 200, demo: 200, user: 403, ops: 200, anonymous: 401 },
    },
    {
      name: 'own tasks',
      method: 'GET',
      url: (who) => `/api/zadaci/get/radnik/${self(who)}/2030-01-01/2030-12-31`,
      expect: { user: 200, anonymous: 401 },
    },
    {
      name: 'start a task of another worker',
      method: 'POST',
      url: async () =>
        `/api/zadaci/pocni/${await fresh(() => actors.id('mstojanovic'))}/${actors.id('mstojanovic')}?force=true`,
      expect: { admin: 200, demo: 200, user: 403, ops: 200, anonymous: 401 },
    },
    {
      name: 'start an own task',
      method: 'POST',
      url: async (who) => `/api/zadaci/pocni/${await fresh(() => self(who))}/${self(who)}?force=true`,
      expect: { user: 200 },
    },
    {
      name: 'pause a task of another worker',
      method: 'POST',
      url: async () => {
        const id = await fresh(() => actors.id('mstojanovic'));
        await call(
          t.app,
          'POST',
          `/api/zadaci/pocni/${id}/${actors.id('mstojanovic')}?force=true`,
          actors.token('admin'),
        );
        return `/api/zadaci/pauziraj/${id}`;
      },
      expect: { admin: 200, demo: 200, user: 403, ops: 200, anonymous: 401 },
    },
    {
      name: 'finish a task of another worker',
      method: 'POST',
      url: async () => {
        const id = await fresh(() => actors.id('mstojanovic'));
        await call(
          t.app,
          'POST',
          `/api/zadaci/pocni/${id}/${actors.id('mstojanovic')}?force=true`,
          actors.token('admin'),
        );
        return `/api/zadaci/zavrsi/${id}`;
      },
      expect: { admin: 200, demo: 200, user: 403, ops: 200, anonymous: 401 },
    },
    {
      name: 'timeline of another worker',
      method: 'GET',
      url: () => `/api/zadaci/zauzetost/${actors.id('mstojanovic')}`,
      expect: { admin: 200, demo: 200, user: 403, ops: 200, anonymous: 401 },
    },
    {
      name: 'current and next of another worker',
      method: 'GET',
      url: () => `/api/zadaci/get/trenutnisledeci/${actors.id('mstojanovic')}`,
      expect: { admin: 200, demo: 200, user: 403, ops: 200, anonymous: 401 },
    },
    {
      name: 'own current and next',
      method: 'GET',
      url: (who) => `/api/zadaci/get/trenutnisledeci/${self(who)}`,
      expect: { user: 200 },
    },
  ];
  it.each(roleRows(cases))('%s', async (_, who, status, row) => {
    const response = await runRoleCase(t.app, actors, who, row);
    expect(response.statusCode, response.body).toBe(status);
  });
});
