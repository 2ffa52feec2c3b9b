import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  drzavaListSchema,
  gradListSchema,
  masinaListSchema,
  masinaSchema,
  noteListSchema,
  noteSchema,
  opstinaListSchema,
} from '@rp/contract';
import { seedLokacije } from '../src/db/seed/lokacije.ts';
import {
  ADMIN_DEMO_ONLY,
  ALL_AND_ANON,
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

const admin = () => actors.token('admin');

describe('equipment (masine)', () => {
  it('lists the demo equipment in itemList', async () => {
    const list = masinaListSchema.parse((await call(t.app, 'GET', '/api/masine/get', actors.token('user'))).json());
    expect(list.itemList.length).toBeGreaterThanOrEqual(6);
    expect(list.itemList.map((masina) => masina.Ime)).toContain('Laserski daljinomer Leica Disto X4');
  });

  it('creates, reads and renames a machine; a stale verzija answers 409', async () => {
    const saved = await call(t.app, 'POST', '/api/masine/save', actors.token('demo'), {
      Ime: '  Nivelir Leica NA730  ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ErrorCode: 0, Type: 1 });
    const Id = saved.json<{ Id: number }>().Id;
    const read = async () =>
      masinaSchema.parse((await call(t.app, 'GET', `/api/masine/get/${Id}`, actors.token('user'))).json());
    expect(await read()).toEqual({ Id, Ime: 'Nivelir Leica NA730', CenaPoSatu: 0, verzija: 1 });
    const update = { Id, verzija: 1, Ime: 'Nivelir Leica NA732' };
    expect((await call(t.app, 'POST', '/api/masine/update', admin(), update)).statusCode).toBe(200);
    expect(await read()).toEqual({ Id, Ime: 'Nivelir Leica NA732', CenaPoSatu: 0, verzija: 2 });
    const stale = await call(t.app, 'POST', '/api/masine/update', admin(), { ...update, Ime: 'X' });
    expect(stale.statusCode).toBe(409);
    expect((await read()).Ime).toBe('Nivelir Leica NA732');
  });

  it('renames a machine sent without verzija (the specification shape): the last write wins', async () => {
    const saved = await call(t.app, 'POST', '/api/masine/save', admin(), { Ime: 'Totalna stanica bez verzije' });
    const Id = saved.json<{ Id: number }>().Id;
    const renamed = await call(t.app, 'POST', '/api/masine/update', admin(), { Id, Ime: 'Totalna stanica S7' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const again = await call(t.app, 'POST', '/api/masine/update', admin(), { Id, Ime: 'Totalna stanica S9' });
    expect(again.statusCode).toBe(200);
    const read = masinaSchema.parse((await call(t.app, 'GET', `/api/masine/get/${Id}`, admin())).json());
    expect(read).toEqual({ Id, Ime: 'Totalna stanica S9', CenaPoSatu: 0, verzija: 3 });
    expect((await call(t.app, 'POST', '/api/masine/update', admin(), { Id, verzija: 2, Ime: 'X' })).statusCode).toBe(
      409,
    );
    expect((await call(t.app, 'POST', '/api/masine/update', admin(), { Id: 99999, Ime: 'X' })).statusCode).toBe(404);
  });

  it('refuses a name another machine has, without case and accents, on create and rename (409 naming it)', async () => {
    const first = await call(t.app, 'POST', '/api/masine/save', admin(), { Ime: 'Dron Đ-Šabac Č1' });
    expect(first.statusCode).toBe(200);
    const count = async () => masinaListSchema.parse((await call(t.app, 'GET', '/api/masine/get', admin())).json());
    const before = (await count()).itemList.length;
    for (const Ime of ['Dron Đ-Šabac Č1', 'dron dj-sabac c1', '  DRON  Ђ-ШАБАЦ Ч1 ']) {
      const refused = await call(t.app, 'POST', '/api/masine/save', admin(), { Ime });
      expect(refused.statusCode, Ime).toBe(409);
      expect(refused.json()).toEqual({
        ErrorCode: ErrorCode.DuplicateEquipmentName,
        Type: 3,
        Message: 'Oprema sa nazivom „Dron Đ-Šabac Č1“ već postoji.',
        RequestId: refused.headers['x-request-id'],
      });
    }
    expect((await count()).itemList.length).toBe(before);

    const second = await call(t.app, 'POST', '/api/masine/save', admin(), { Ime: 'Dron 2' });
    const Id = second.json<{ Id: number }>().Id;
    const renamed = await call(t.app, 'POST', '/api/masine/update', admin(), {
      Id,
      verzija: 1,
      Ime: 'DRON DJ-ŠABAC C1',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json<{ Message: string }>().Message).toBe('Oprema sa nazivom „Dron Đ-Šabac Č1“ već postoji.');
    // A machine keeps its own name in another spelling.
    const own = await call(t.app, 'POST', '/api/masine/update', admin(), { Id, verzija: 1, Ime: 'DRON 2' });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('lets only one of four parallel creates of one name through', async () => {
    const responses = await Promise.all(
      ['Merna traka 50 m', 'merna traka 50 m', 'MERNA TRAKA 50 M', 'Merna  traka 50 m'].map((Ime) =>
        call(t.app, 'POST', '/api/masine/save', admin(), { Ime }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const list = masinaListSchema.parse((await call(t.app, 'GET', '/api/masine/get', admin())).json());
    expect(list.itemList.filter((masina) => masina.Ime.toLowerCase().startsWith('merna'))).toHaveLength(1);
  });

  it('answers 404 for a missing machine and 400 for bad input', async () => {
    expect((await call(t.app, 'GET', '/api/masine/get/99999', admin())).statusCode).toBe(404);
    expect(
      (await call(t.app, 'POST', '/api/masine/update', admin(), { Id: 99999, verzija: 1, Ime: 'X' })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'POST', '/api/masine/save', admin(), { Ime: '   ' })).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/masine/save', admin(), {})).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/masine/get/0', admin())).statusCode).toBe(400);
  });
});

describe('notes', () => {
  it('default to priority 2, keep their author, and are edited with verzija', async () => {
    const saved = await call(t.app, 'POST', '/api/notes/save', actors.token('demo'), {
      Radnik: actors.id('user'),
      Tekst: 'Pozvati klijenta zbog ključeva.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const Id = saved.json<{ Id: number }>().Id;
    const note = noteSchema.parse((await call(t.app, 'GET', `/api/notes/get/${Id}`, admin())).json());
    expect(note).toMatchObject({ Prioritet: 2, idKreatora: actors.id('demo'), Radnik: actors.id('user'), verzija: 1 });
    const update = { Id, verzija: 1, Radnik: actors.id('user'), Prioritet: 1, Tekst: 'Hitno: ključevi.' };
    expect((await call(t.app, 'POST', '/api/notes/update', admin(), update)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/notes/update', admin(), update)).statusCode).toBe(409);
    expect((await call(t.app, 'POST', `/api/notes/delete/${Id}`, admin())).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/notes/get/${Id}`, admin())).statusCode).toBe(404);
  });

  it('are edited without verzija (the specification shape); a stale one is still refused with 409', async () => {
    const saved = await call(t.app, 'POST', '/api/notes/save', admin(), { Tekst: 'Bez verzije.' });
    const Id = saved.json<{ Id: number }>().Id;
    const update = { Id, Radnik: null, Prioritet: 3, Tekst: 'Izmenjeno bez verzije.' };
    const edited = await call(t.app, 'POST', '/api/notes/update', admin(), update);
    expect(edited.statusCode, edited.body).toBe(200);
    const note = noteSchema.parse((await call(t.app, 'GET', `/api/notes/get/${Id}`, admin())).json());
    expect(note).toMatchObject({ Prioritet: 3, Tekst: 'Izmenjeno bez verzije.', verzija: 2 });
    expect((await call(t.app, 'POST', '/api/notes/update', admin(), { ...update, verzija: 1 })).statusCode).toBe(409);
  });

  it.each([
    ['priority 0', { Prioritet: 0, Tekst: 'x' }],
    ['priority 4', { Prioritet: 4, Tekst: 'x' }],
    ['no text', { Tekst: '' }],
  ])('refuses a note with %s (400)', async (_, body) => {
    expect((await call(t.app, 'POST', '/api/notes/save', admin(), body)).statusCode).toBe(400);
  });

  it('refuses a note for a missing worker with 404', async () => {
    expect((await call(t.app, 'POST', '/api/notes/save', admin(), { Radnik: 99999, Tekst: 'x' })).statusCode).toBe(404);
  });

  it('shows a worker only their own notes and the notes for everyone; Admin and Demo filter by worker', async () => {
    const userId = actors.id('user');
    const mine = noteListSchema.parse((await call(t.app, 'GET', '/api/notes/get', actors.token('user'))).json());
    expect(mine.itemList.length).toBeGreaterThan(0);
    expect(mine.itemList.every((note) => note.Radnik === null || note.Radnik === userId)).toBe(true);
    expect(
      (await call(t.app, 'GET', `/api/notes/get?radnikId=${actors.id('ops')}`, actors.token('user'))).statusCode,
    ).toBe(403);

    const filtered = noteListSchema.parse(
      (await call(t.app, 'GET', `/api/notes/get?radnikId=${actors.id('ops')}`, actors.token('demo'))).json(),
    );
    expect(filtered.itemList.length).toBeGreaterThan(0);
    expect(filtered.itemList.every((note) => note.Radnik === actors.id('ops'))).toBe(true);

    // The home page of Admin and Demo: their own notes and the notes for everyone (zaRadnika).
    const adminId = actors.id('admin');
    const home = noteListSchema.parse(
      (await call(t.app, 'GET', `/api/notes/get?zaRadnika=${adminId}`, admin())).json(),
    );
    expect(home.itemList.some((note) => note.Radnik === null)).toBe(true);
    expect(home.itemList.every((note) => note.Radnik === null || note.Radnik === adminId)).toBe(true);
    const ownHome = noteListSchema.parse(
      (await call(t.app, 'GET', `/api/notes/get?zaRadnika=${userId}`, actors.token('user'))).json(),
    );
    expect(ownHome.itemList).toEqual(mine.itemList);
    expect(
      (await call(t.app, 'GET', `/api/notes/get?zaRadnika=${actors.id('ops')}`, actors.token('user'))).statusCode,
    ).toBe(403);

    const opsNote = filtered.itemList[0]!;
    expect((await call(t.app, 'GET', `/api/notes/get/${opsNote.Id}`, actors.token('user'))).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/api/notes/get/${opsNote.Id}`, actors.token('ops'))).statusCode).toBe(200);
  });
});

describe('locations', () => {
  it('lists Serbia, all of Vojvodina’s municipalities and Belgrade’s, and the settlements of Novi Sad', async () => {
    const drzave = drzavaListSchema.parse((await call(t.app, 'GET', '/api/drzava/get', actors.token('user'))).json());
    const srbija = drzave.drzavaLista.find((drzava) => drzava.naziv === 'Srbija')!;
    // its ISO code: an English screen names it 'Serbia'
    expect(srbija).toMatchObject({ naziv: 'Srbija', kod: 'RS' });
    const opstine = opstinaListSchema.parse(
      (await call(t.app, 'GET', `/api/lokacija/opstine?drzavaId=${srbija.id}`, actors.token('user'))).json(),
    ).opstinaLista;
    const names = opstine.map((opstina) => opstina.naziv);
    for (const name of [
      'Novi Sad',
      'Subotica',
      'Zrenjanin',
      'Pančevo',
      'Sombor',
      'Kikinda',
      'Sremska Mitrovica',
      'Vršac',
      'Ruma',
      'Bačka Palanka',
      'Inđija',
      'Stara Pazova',
      'Bečej',
      'Vrbas',
      'Temerin',
      'Bačka Topola',
      'Kula',
      'Apatin',
      'Šid',
      'Pećinci',
      'Irig',
      'Beočin',
      'Sremski Karlovci',
      'Žabalj',
      'Titel',
      'Srbobran',
      'Bač',
      'Odžaci',
      'Bački Petrovac',
      'Novi Beograd',
      'Zemun',
      'Vračar',
      'Niš',
      'Kragujevac',
      'Čačak',
      'Kraljevo',
      'Novi Pazar',
      'Leskovac',
      'Valjevo',
      'Šabac',
      'Smederevo',
      'Užice',
      'Vranje',
      'Zaječar',
      'Pirot',
      'Jagodina',
      'Kruševac',
      'Loznica',
      'Požarevac',
    ])
      expect(names).toContain(name);
    expect(new Set(names).size).toBe(names.length);

    const noviSad = opstine.find((opstina) => opstina.naziv === 'Novi Sad')!;
    const gradovi = gradListSchema.parse(
      (await call(t.app, 'GET', `/api/lokacija/gradovi?opstinaId=${noviSad.id}`, actors.token('user'))).json(),
    ).gradoviLista;
    expect(gradovi[0]!.naziv).toBe('Novi Sad');
    for (const name of [
      'Petrovaradin',
      'Sremska Kamenica',
      'Futog',
      'Veternik',
      'Kać',
      'Kovilj',
      'Begeč',
      'Čenej',
      'Rumenka',
      'Kisač',
      'Stepanovićevo',
      'Budisava',
      'Ledinci',
      'Bukovac',
    ])
      expect(gradovi.map((grad) => grad.naziv)).toContain(name);
  });

  it('seeds idempotently', async () => {
    await seedLokacije(t.app.db);
    const response = await call(t.app, 'GET', '/api/lokacija/opstine?drzavaId=1', actors.token('user'));
    const names = opstinaListSchema.parse(response.json()).opstinaLista.map((opstina) => opstina.naziv);
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses a missing or malformed parameter with 400 and answers an unknown id with an empty list', async () => {
    expect((await call(t.app, 'GET', '/api/lokacija/opstine', admin())).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/lokacija/gradovi?opstinaId=abc', admin())).statusCode).toBe(400);
    const empty = await call(t.app, 'GET', '/api/lokacija/gradovi?opstinaId=99999', admin());
    expect(empty.json()).toEqual({ gradoviLista: [] });
  });
});

describe('who may do what', () => {
  let n = 0;
  const note = async () => {
    const saved = await call(t.app, 'POST', '/api/notes/save', admin(), { Radnik: null, Tekst: `Beleška ${++n}` });
    return saved.json<{ Id: number }>().Id;
  };
  const cases: RoleCase[] = [
    { name: 'equipment list', method: 'GET', url: '/api/masine/get', expect: ALL_AND_ANON },
    { name: 'one machine', method: 'GET', url: '/api/masine/get/1', expect: ALL_AND_ANON },
    {
      name: 'create a machine',
      method: 'POST',
      url: '/api/masine/save',
      // Names are unique: each role's create names its own machine.
      payload: (who: Who) => ({ Ime: `Nova oprema ${who}` }),
      expect: ADMIN_DEMO_ONLY,
    },
    {
      name: 'rename a machine',
      method: 'POST',
      url: '/api/masine/update',
      payload: async () => {
        const masina = masinaSchema.parse((await call(t.app, 'GET', '/api/masine/get/2', admin())).json());
        return { Id: 2, verzija: masina.verzija, Ime: masina.Ime };
      },
      expect: ADMIN_DEMO_ONLY,
    },
    { name: 'notes', method: 'GET', url: '/api/notes/get', expect: ALL_AND_ANON },
    {
      name: 'a note for everyone',
      method: 'GET',
      url: async () => `/api/notes/get/${await note()}`,
      expect: ALL_AND_ANON,
    },
    {
      name: 'create a note',
      method: 'POST',
      url: '/api/notes/save',
      payload: { Tekst: 'Nova beleška' },
      expect: ADMIN_DEMO_ONLY,
    },
    {
      name: 'edit a note',
      method: 'POST',
      url: '/api/notes/update',
      payload: async () => ({ Id: await note(), verzija: 1, Radnik: null, Prioritet: 3, Tekst: 'Izmena' }),
      expect: ADMIN_DEMO_ONLY,
    },
    {
      name: 'delete a note',
      method: 'POST',
      url: async () => `/api/notes/delete/${await note()}`,
      expect: ADMIN_DEMO_ONLY,
    },
    { name: 'countries', method: 'GET', url: '/api/drzava/get', expect: ALL_AND_ANON },
    { name: 'municipalities', method: 'GET', url: '/api/lokacija/opstine?drzavaId=1', expect: ALL_AND_ANON },
    { name: 'cities', method: 'GET', url: '/api/lokacija/gradovi?opstinaId=1', expect: ALL_AND_ANON },
  ];
  it.each(roleRows(cases))('%s', async (_, who, status, row) => {
    const response = await runRoleCase(t.app, actors, who, row);
    expect(response.statusCode, response.body).toBe(status);
  });
});
