import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  PROCENA_AZURIRANA,
  PROCENA_BRISANJE_ROLES,
  PROCENA_SACUVANA,
  JEZIK_HEADER,
  apiErrorSchema,
  auditListSchema,
  imaPrevod,
  nepokretnostSchema,
  opstinaListSchema,
  procenaDuplikatiSchema,
  procenaListSchema,
  procenaOdgovorSchema,
  radnikIzborListSchema,
  type Procena,
  type ProcenaCreate,
  type ProcenaLista,
} from '@rp/contract';
import { nepokretnosti, procene } from '../src/db/schema/index.ts';
import {
  ALL_AND_ANON,
  ROLE_OF,
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
const admin = () => actors.token('admin');

/** Records of the client register made for these tests, the workers and places they use. */
const r = { banka: 0, banka2: 0, klijent: 0, klijent2: 0, bankar: 0, bankar2: 0, noviSad: 0, sabac: 0 };
const w = { admin: 0, user: 0, ops: 0 };

async function klijent(body: Record<string, unknown>): Promise<number> {
  const response = await call(t.app, 'POST', '/api/klijenti', admin(), body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Id: number }>().Id;
}

beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
  w.admin = actors.id('admin');
  w.user = actors.id('user');
  w.ops = actors.id('ops');
  r.banka = await klijent({ naziv: 'Test Banka Procena a.d.', tip: 2, lice: 1 });
  r.banka2 = await klijent({ naziv: 'Druga Test Banka a.d.', tip: 2, lice: 1 });
  r.klijent = await klijent({ naziv: 'Petar Procenić', tip: 1, lice: 2 });
  r.klijent2 = await klijent({ naziv: 'Jelena Drugić', tip: 1, lice: 2 });
  r.bankar = await klijent({ naziv: 'Bojan Bankarić', tip: 3, lice: 2, idBanke: r.banka });
  r.bankar2 = await klijent({ naziv: 'Milica Tuđić', tip: 3, lice: 2, idBanke: r.banka2 });
  const opstine = opstinaListSchema.parse(
    (await call(t.app, 'GET', '/api/lokacija/opstine?drzavaId=1', admin())).json(),
  ).opstinaLista;
  r.noviSad = opstine.find((o) => o.naziv === 'Novi Sad')!.id;
  r.sabac = opstine.find((o) => o.naziv === 'Šabac')!.id;
});
afterAll(async () => t.close());

let adresaBroj = 0;
/** A valuation of the test bank, client and banker, each at an address of its own unless told. */
const base = (): ProcenaCreate => ({
  idKlijenta: r.banka,
  idKlijenta2: r.klijent,
  idKlijenta3: r.bankar,
  vodjaId: w.ops,
  inspekcijaId: w.user,
  tip: 1,
  dogovorenaCena: 1000,
  nepokretnost: {
    vrstaId: 811,
    opstinaId: r.noviSad,
    adresa: `Testna ulica ${++adresaBroj}`,
    kvadratura: 50,
    trazenaCena: 100_000,
  },
});

type CreateBody = Omit<Partial<ProcenaCreate>, 'nepokretnost'> & {
  nepokretnost?: Partial<ProcenaCreate['nepokretnost']>;
};

function body(change: CreateBody = {}): ProcenaCreate {
  const start = base();
  return { ...start, ...change, nepokretnost: { ...start.nepokretnost, ...change.nepokretnost } } as ProcenaCreate;
}

async function create(change: CreateBody = {}, who: Who = 'admin'): Promise<number> {
  const response = await call(t.app, 'POST', '/api/procene', actors.token(who), body(change));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Id: number }>().Id;
}

async function read(id: number, who: Who = 'admin'): Promise<Procena> {
  const response = await call(t.app, 'GET', `/api/procene/${id}`, actors.token(who));
  expect(response.statusCode, response.body).toBe(200);
  return procenaOdgovorSchema.parse(response.json()).procena;
}

/** The edit body of a valuation as read (its first subject with its id). */
function editOf(procena: Procena) {
  const n = procena.nepokretnost!;
  return {
    id: procena.id,
    verzija: procena.verzija,
    naziv: procena.naziv,
    opis: procena.opis,
    idKlijenta: procena.idKlijenta,
    idKlijenta2: procena.idKlijenta2,
    idKlijenta3: procena.idKlijenta3,
    vodjaId: procena.vodjaId,
    inspekcijaId: procena.inspekcijaId,
    prioritet: procena.prioritet,
    faza: procena.faza,
    fazaPlacanja: procena.fazaPlacanja,
    tip: procena.tip,
    dogovorenaCena: procena.dogovorenaCena,
    nepokretnost: {
      id: n.id,
      vrstaId: n.vrsta.id,
      opstinaId: n.opstina.id,
      adresa: n.adresa,
      latitude: n.latitude,
      longitude: n.longitude,
      kvadratura: n.kvadratura,
      trazenaCena: n.trazenaCena,
    },
  };
}

async function list(query: string, who: Who = 'admin'): Promise<ProcenaLista> {
  const response = await call(t.app, 'GET', `/api/procene${query}`, actors.token(who));
  expect(response.statusCode, response.body).toBe(200);
  return procenaListSchema.parse(response.json());
}

function patch(url: string, who: Who, payload: unknown) {
  const token = actors.token(who);
  return t.app.inject({
    method: 'PATCH',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as object,
  });
}

/** How many valuations exist at all (every date), to prove a refused write added none. */
async function broj(): Promise<number> {
  return (await t.app.db.select({ id: procene.id }).from(procene)).length;
}

describe('who may call what', () => {
  const deleteStatus = Object.fromEntries(
    (['admin', 'demo', 'user', 'ops'] as const).map((who) => [
      who,
      PROCENA_BRISANJE_ROLES.includes(ROLE_OF[who] as never) ? 200 : 403,
    ]),
  );
  const withId = (path: (id: number) => string) => async () => path(await create());
  const cases: RoleCase[] = [
    { name: 'GET procene', method: 'GET', url: '/api/procene', expect: ALL_AND_ANON },
    { name: 'GET procene/info/all', method: 'GET', url: '/api/procene/info/all', expect: ALL_AND_ANON },
    { name: 'GET procene/info/active', method: 'GET', url: '/api/procene/info/active', expect: ALL_AND_ANON },
    { name: 'GET procene/info/finished', method: 'GET', url: '/api/procene/info/finished', expect: ALL_AND_ANON },
    { name: 'GET procene/{id}', method: 'GET', url: withId((id) => `/api/procene/${id}`), expect: ALL_AND_ANON },
    {
      name: 'GET procene/{id}/naziv',
      method: 'GET',
      url: withId((id) => `/api/procene/${id}/naziv`),
      expect: ALL_AND_ANON,
    },
    {
      name: 'GET procene/{id}/istorija',
      method: 'GET',
      url: withId((id) => `/api/procene/${id}/istorija`),
      expect: ALL_AND_ANON,
    },
    { name: 'POST procene', method: 'POST', url: '/api/procene', payload: () => body(), expect: ALL_AND_ANON },
    {
      name: 'PUT procene',
      method: 'PUT',
      url: '/api/procene',
      payload: async () => editOf(await read(await create())),
      expect: ALL_AND_ANON,
    },
    {
      name: 'POST procene/{id} (copy)',
      method: 'POST',
      url: withId((id) => `/api/procene/${id}`),
      expect: ALL_AND_ANON,
    },
    {
      name: 'POST procene/postojece/',
      method: 'POST',
      url: '/api/procene/postojece/',
      payload: { opstinaId: 1, adresa: 'Nigde 1' },
      expect: ALL_AND_ANON,
    },
    {
      name: 'DELETE procene/{id}',
      method: 'DELETE',
      url: withId((id) => `/api/procene/${id}`),
      expect: { ...deleteStatus, anonymous: 401 },
    },
    {
      name: 'GET nepokretnosti/predmeti/get/{procenaId}',
      method: 'GET',
      url: withId((id) => `/api/nepokretnosti/predmeti/get/${id}`),
      expect: ALL_AND_ANON,
    },
    { name: 'GET radnici/izbor', method: 'GET', url: '/api/radnici/izbor', expect: ALL_AND_ANON },
    {
      name: 'GET procene/{id}/fajlovi',
      method: 'GET',
      url: withId((id) => `/api/procene/${id}/fajlovi`),
      expect: ALL_AND_ANON,
    },
  ];

  it('deleting is for Admin, Demo and Operations', () => {
    expect(deleteStatus).toEqual({ admin: 200, demo: 200, user: 403, ops: 200 });
  });

  it.each(roleRows(cases))('%s', async (_, who, status, row) => {
    const response = await runRoleCase(t.app, actors, who, row);
    expect(response.statusCode, response.body).toBe(status);
    if (status !== 200) expect(apiErrorSchema.parse(response.json()).ErrorCode).toBe(status);
  });

  it.each(['admin', 'demo', 'user', 'ops', 'anonymous'] as const)(
    'PATCH procene and procene/{id} as %s',
    async (who) => {
      const id = await create();
      const opis = await patch('/api/procene', who, { Id: id, Opis: `Opis ${who}` });
      const snimanje = await patch(`/api/procene/${id}`, who, { Id: id, InspekcijaSnimanje: true });
      const expected = who === 'anonymous' ? 401 : 200;
      expect(opis.statusCode, opis.body).toBe(expected);
      expect(snimanje.statusCode, snimanje.body).toBe(expected);
    },
  );
});

describe('create and read', () => {
  it('saves a valuation and its subject with the quoted message, names, first phase and derived values', async () => {
    const response = await call(t.app, 'POST', '/api/procene', actors.token('user'), {
      ...body({ naziv: '', nepokretnost: { adresa: 'Bulevar oslobođenja 10', umanjenje: 10 } }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ErrorCode: 0, Type: 1, Message: PROCENA_SACUVANA });
    const id = response.json<{ Id: number }>().Id;
    const procena = await read(id, 'user');
    expect(procena).toMatchObject({
      id,
      oldId: null,
      naziv: 'Bulevar oslobođenja 10, Novi Sad',
      banka: { id: r.banka, naziv: 'Test Banka Procena a.d.' },
      klijent: { id: r.klijent, naziv: 'Petar Procenić' },
      bankar: { id: r.bankar, naziv: 'Bojan Bankarić' },
      vodjaId: w.ops,
      inspekcijaId: w.user,
      prioritet: 2,
      faza: 1,
      fazaPlacanja: 2,
      tip: 1,
      fiksniPocetak: null,
      dogovorenaCena: 1000,
      datumPrethodneProc: '0001-01-01T00:00:00Z',
      kursPrethodneProc: 0,
      brojPredmeta: 1,
      verzija: 1,
    });
    // The first phase is recorded with the leader and today's date.
    expect(procena.faze).toHaveLength(1);
    expect(procena.faze[0]).toMatchObject({ fazaId: 1, radnikId: w.ops, aktivna: true });
    expect(procena.faze[0]!.radnikIme).toBeTruthy();
    expect(procena.faze[0]!.datumPromene).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(procena.nepokretnost).toMatchObject({
      adresa: 'Bulevar oslobođenja 10',
      opstina: { id: r.noviSad, naziv: 'Novi Sad' },
      predmetProcene: true,
      jedinicnaCena: 2000,
      korigovanaCena: 90_000,
      jedCenaNakonKor: 1800,
    });
    const naziv = await call(t.app, 'GET', `/api/procene/${id}/naziv`, actors.token('user'));
    expect(naziv.json()).toEqual({ naziv: 'Bulevar oslobođenja 10, Novi Sad' });

    const predmeti = await call(t.app, 'GET', `/api/nepokretnosti/predmeti/get/${id}`, actors.token('user'));
    expect(predmeti.statusCode).toBe(200);
    const items = predmeti.json<{ itemList: unknown[] }>().itemList.map((item) => nepokretnostSchema.parse(item));
    expect(items.map((item) => item.id)).toEqual([procena.nepokretnost!.id]);

    const istorija = auditListSchema.parse((await call(t.app, 'GET', `/api/procene/${id}/istorija`, admin())).json());
    expect(istorija.itemList.map((entry) => [entry.Entitet, entry.Akcija]).sort()).toEqual([
      ['nepokretnosti', 'create'],
      ['procene', 'create'],
    ]);
  });

  it('keeps a name that is given, the fixed start when sent, a bank without a client, and answers 404 for a missing id', async () => {
    const id = await create({
      naziv: 'Moja procena',
      idKlijenta2: null,
      fiksniPocetak: '2026-03-01T08:00:00.000Z',
      datumPrethodneProc: '2024-05-06',
      kursPrethodneProc: 117.2,
    });
    expect(await read(id)).toMatchObject({
      naziv: 'Moja procena',
      idKlijenta2: null,
      klijent: null,
      fiksniPocetak: '2026-03-01T08:00:00.000Z',
      datumPrethodneProc: '2024-05-06',
      kursPrethodneProc: 117.2,
    });
    for (const url of ['/api/procene/99999999', '/api/procene/99999999/naziv', '/api/procene/99999999/istorija']) {
      const missing = await call(t.app, 'GET', url, admin());
      expect(missing.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(missing.json()).Message).toBe('Procena sa id-em 99999999 ne postoji.');
    }
    expect((await call(t.app, 'GET', '/api/nepokretnosti/predmeti/get/99999999', admin())).statusCode).toBe(404);
  });
});

describe('bad input: a clear 4xx and nothing written', () => {
  const cases: [string, CreateBody | Record<string, unknown> | (() => CreateBody), number, RegExp | undefined][] = [
    ['an unknown bank', { idKlijenta: 9_999_999 }, 400, /banka \(id 9999999\) ne postoji/],
    ['an unknown client', { idKlijenta2: 9_999_998 }, 400, /klijent \(id 9999998\) ne postoji/],
    ['an unknown banker', { idKlijenta3: 9_999_997 }, 400, /bankar \(id 9999997\) ne postoji/],
    ['a client as the bank', () => ({ idKlijenta: r.klijent, idKlijenta3: null }), 400, /nije banka/],
    ['a bank as the client', () => ({ idKlijenta2: r.banka }), 400, /nije klijent/],
    ['a client as the banker', () => ({ idKlijenta3: r.klijent }), 400, /nije bankar/],
    ['a banker of another bank', () => ({ idKlijenta3: r.bankar2 }), 400, /ne pripada izabranoj banci/],
    ['a banker without a bank', () => ({ idKlijenta: null }), 400, undefined],
    ['an unknown leader', { vodjaId: 9_999_999 }, 400, /vođa \(id 9999999\) ne postoji/],
    ['an unknown inspector', { inspekcijaId: 9_999_999 }, 400, /inspektor \(id 9999999\) ne postoji/],
    ['phase 0', { faza: 0 }, 400, /Faza mora biti od 1 do 6/],
    ['phase 7', { faza: 7 }, 400, /Faza mora biti od 1 do 6/],
    ['type 0', { tip: 0 }, 400, /Tip procene mora biti od 1 do 8/],
    ['type 9', { tip: 9 }, 400, /Tip procene mora biti od 1 do 8/],
    ['payment phase 7', { fazaPlacanja: 7 }, 400, undefined],
    ['priority 4', { prioritet: 4 }, 400, undefined],
    ['letters in the agreed price', { dogovorenaCena: '12a' }, 400, undefined],
    ['letters in the asking price', { nepokretnost: { trazenaCena: 'sto hiljada' } }, 400, undefined],
    ['a negative price', { dogovorenaCena: -5 }, 400, undefined],
    ['a NUL byte in the description', { opis: 'a\u0000b' }, 400, undefined],
    ['a NUL byte in the address', { nepokretnost: { adresa: 'Ulica\u0000 1' } }, 400, undefined],
    ['a huge bank id', { idKlijenta: 1e12 }, 400, undefined],
    ['a huge leader id', { vodjaId: 2 ** 53 }, 400, undefined],
    ['an unknown municipality', { nepokretnost: { opstinaId: 9_999_999 } }, 400, /opština \(id 9999999\) ne postoji/],
    ['an unknown property type', { nepokretnost: { vrstaId: 999 } }, 400, undefined],
    ['no subject', { nepokretnost: undefined }, 400, undefined],
  ];

  it.each(cases)('refuses %s', async (_, change, status, message) => {
    const before = await broj();
    const resolved = typeof change === 'function' ? (change as () => CreateBody)() : change;
    const payload =
      'nepokretnost' in resolved && resolved.nepokretnost === undefined
        ? { ...body(), nepokretnost: undefined }
        : body(resolved as CreateBody);
    const response = await call(t.app, 'POST', '/api/procene', admin(), payload);
    expect(response.statusCode, response.body).toBe(status);
    const error = apiErrorSchema.parse(response.json());
    expect(error.ErrorCode).toBe(status);
    if (message) expect(error.Message).toMatch(message);
    expect(await broj()).toBe(before);
  });

  it.each([
    ['a huge offset', '?offset=99999999999'],
    ['a limit over 500', '?limit=501'],
    ['a phase out of range', '?faze[]=7'],
    ['a priority out of range', '?prioritet=0'],
    ['a property type out of range', '?tipNepokretnosti[]=84'],
    ['a huge worker id', '?radnik[]=1000000000000'],
    ['letters as the client id', '?klijentId=abc'],
    ['a start after the end', '?datumOd=2026-02-01T00:00:00Z&datumDo=2026-01-01T00:00:00Z'],
    ['a date that is no date', '?datumOd=juce'],
  ])('GET procene refuses %s with 400', async (_, query) => {
    const response = await call(t.app, 'GET', `/api/procene${query}`, admin());
    expect(response.statusCode, response.body).toBe(400);
    expect(apiErrorSchema.parse(response.json()).ErrorCode).toBe(400);
  });

  it('names the property groups when one is unknown', async () => {
    const response = await call(t.app, 'GET', '/api/procene?tipNepokretnosti[]=84', admin());
    expect(apiErrorSchema.parse(response.json()).Message).toBe(
      'Neispravan unos (upit): Nepoznata grupa nepokretnosti; dozvoljene su 81, 82 i 83.',
    );
  });

  it('refuses huge and malformed ids in the path', async () => {
    for (const url of ['/api/procene/1000000000000', '/api/procene/abc', '/api/nepokretnosti/predmeti/get/0']) {
      const response = await call(t.app, 'GET', url, admin());
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('refusals in the caller’s language', () => {
  it('answers a refused valuation in English on an English screen', async () => {
    const refuse = async (payload: unknown, url = '/api/procene', method: 'POST' | 'PUT' = 'POST') =>
      apiErrorSchema.parse(
        (
          await t.app.inject({
            method,
            url,
            headers: { authorization: `Bearer ${admin()}`, [JEZIK_HEADER]: 'en_US' },
            payload: payload as object,
          })
        ).json(),
      ).Message;
    expect(await refuse(body({ idKlijenta: 9_999_999 }))).toBe('The chosen bank (id 9999999) does not exist.');
    expect(await refuse(body({ idKlijenta3: r.bankar2 }))).toBe(
      'The chosen banker does not belong to the chosen bank.',
    );
    expect(await refuse(body({ faza: 9 }))).toMatch(/The phase must be from 1 to 6\./);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/procene/99999999',
          headers: { authorization: `Bearer ${admin()}`, [JEZIK_HEADER]: 'en_US' },
        })
      ).json<{ Message: string }>().Message,
    ).toBe('The valuation with id 99999999 does not exist.');
  });

  it.each([
    'Procena sa id-em 5 ne postoji.',
    'Izabrana banka (id 5) ne postoji.',
    'Izabrana banka (id 5) nije banka.',
    'Izabrani klijent (id 5) ne postoji.',
    'Izabrani klijent (id 5) nije klijent.',
    'Izabrani bankar (id 5) ne postoji.',
    'Izabrani bankar (id 5) nije bankar.',
    'Izabrani bankar ne pripada izabranoj banci.',
    'Izabrani vođa (id 5) ne postoji.',
    'Izabrani inspektor (id 5) ne postoji.',
    'Nepokretnost sa id-em 5 nije predmet ove procene.',
    'Procena sa id-em 5 nema predmet procene koji bi se kopirao.',
    'Id u telu zahteva nije id iz putanje.',
    'Postoji procena kome je dodeljen Klijent/Bankar sa id-em 5',
  ])('has an English text for “%s”', (message) => {
    expect(imaPrevod(message)).toBe(true);
  });
});

describe('edit, phases and history', () => {
  it('edits the valuation and its subject, refuses a stale verzija, and records each phase with the caller', async () => {
    const id = await create();
    const procena = await read(id);
    const edited = await call(t.app, 'PUT', '/api/procene', actors.token('user'), {
      ...editOf(procena),
      dogovorenaCena: 1500,
      faza: 3,
      nepokretnost: { ...editOf(procena).nepokretnost, kvadratura: 100 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ Message: PROCENA_AZURIRANA, Id: id });
    const after = await read(id);
    expect(after).toMatchObject({ dogovorenaCena: 1500, faza: 3, verzija: 2, brojPredmeta: 1 });
    expect(after.nepokretnost).toMatchObject({ id: procena.nepokretnost!.id, kvadratura: 100, jedinicnaCena: 1000 });
    expect(after.faze.map((faza) => [faza.fazaId, faza.aktivna, faza.radnikId])).toEqual([
      [1, false, w.ops],
      [3, true, w.user],
    ]);

    // The list's completion instant is set by phase 3.
    const row = (await list(`?klijentId=${r.klijent}&limit=500`)).itemList.find((item) => item.id === id)!;
    expect(row.datumZavrsetka).not.toBeNull();
    expect(row.datumSlanja).toBeNull();

    const stale = await call(t.app, 'PUT', '/api/procene', admin(), { ...editOf(procena), dogovorenaCena: 9 });
    expect(stale.statusCode).toBe(409);
    expect(apiErrorSchema.parse(stale.json()).Message).toMatch(/izmenio neko drugi/);
    expect((await read(id)).dogovorenaCena).toBe(1500);

    // Back to phase 1: one active phase again, the history keeps every change.
    const back = await call(t.app, 'PUT', '/api/procene', admin(), { ...editOf(after), faza: 1 });
    expect(back.statusCode, back.body).toBe(200);
    const faze = (await read(id)).faze;
    expect(faze.map((faza) => faza.fazaId)).toEqual([1, 3, 1]);
    expect(faze.filter((faza) => faza.aktivna).map((faza) => faza.radnikId)).toEqual([w.admin]);

    const istorija = auditListSchema.parse(
      (await call(t.app, 'GET', `/api/procene/${id}/istorija`, actors.token('user'))).json(),
    ).itemList;
    const price = istorija.find((entry) => entry.Entitet === 'procene' && entry.Izmene.dogovorenaCena);
    expect(price).toMatchObject({ Akcija: 'update', AutorId: w.user, Izmene: { dogovorenaCena: [1000, 1500] } });
    expect(istorija.some((entry) => entry.Entitet === 'nepokretnosti' && entry.Izmene.kvadratura)).toBe(true);
    expect(istorija[0]).toMatchObject({ Entitet: 'procene', AutorId: w.admin, Izmene: { faza: [3, 1] } });
  });

  it('refuses a subject of another valuation, unknown references, and writes nothing', async () => {
    const id = await create();
    const other = await read(await create());
    const procena = await read(id);
    const foreign = await call(t.app, 'PUT', '/api/procene', admin(), {
      ...editOf(procena),
      nepokretnost: { ...editOf(procena).nepokretnost, id: other.nepokretnost!.id, adresa: 'Otmica 1' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(apiErrorSchema.parse(foreign.json()).Message).toBe(
      `Nepokretnost sa id-em ${other.nepokretnost!.id} nije predmet ove procene.`,
    );
    const bankar = await call(t.app, 'PUT', '/api/procene', admin(), { ...editOf(procena), idKlijenta3: r.bankar2 });
    expect(bankar.statusCode).toBe(400);
    const missing = await call(t.app, 'PUT', '/api/procene', admin(), { ...editOf(procena), id: 99_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(await read(id)).toEqual(procena);
    expect((await read(other.id)).nepokretnost!.adresa).toBe(other.nepokretnost!.adresa);
  });

  it('PATCH saves the description and the recording flag, audited; a mismatched Id is refused', async () => {
    const id = await create();
    const opis = await patch('/api/procene', 'user', { Id: id, Opis: 'Ključevi kod portira' });
    expect(opis.statusCode, opis.body).toBe(200);
    const snimanje = await patch(`/api/procene/${id}`, 'user', { Id: id, InspekcijaSnimanje: true });
    expect(snimanje.json()).toMatchObject({ ErrorCode: 0, Type: 1, Message: 'Sačuvano', Id: id });
    expect(await read(id)).toMatchObject({ opis: 'Ključevi kod portira', inspekcijaSnimanje: true, verzija: 3 });
    const mismatch = await patch(`/api/procene/${id}`, 'user', { Id: id + 1, InspekcijaSnimanje: false });
    expect(mismatch.statusCode).toBe(400);
    const nul = await patch('/api/procene', 'user', { Id: id, Opis: 'x\u0000' });
    expect(nul.statusCode).toBe(400);
    const missing = await patch('/api/procene', 'user', { Id: 99_999_999, Opis: 'x' });
    expect(missing.statusCode).toBe(404);
    expect((await read(id)).inspekcijaSnimanje).toBe(true);
    const istorija = auditListSchema.parse((await call(t.app, 'GET', `/api/procene/${id}/istorija`, admin())).json());
    expect(istorija.itemList[0]!.Izmene).toEqual({ inspekcijaSnimanje: [false, true] });
    expect(istorija.itemList[1]!.Izmene).toEqual({ opis: ['', 'Ključevi kod portira'] });
  });
});

describe('the list', () => {
  /** A bank, client and banker of their own, so that the filters see only this block's valuations. */
  const s = { banka: 0, klijent: 0, bankar: 0 };
  const ids: Record<string, number> = {};
  const mine = (query = '') => list(`?klijentId=${s.banka}${query}`);

  beforeAll(async () => {
    s.banka = await klijent({ naziv: 'Lista Banka a.d.', tip: 2, lice: 1 });
    s.klijent = await klijent({ naziv: 'Lista Klijent', tip: 1, lice: 2 });
    s.bankar = await klijent({ naziv: 'Lista Bankar', tip: 3, lice: 2, idBanke: s.banka });
    const own = { idKlijenta: s.banka, idKlijenta2: s.klijent, idKlijenta3: s.bankar };
    ids.a = await create({
      ...own,
      faza: 1,
      prioritet: 1,
      dogovorenaCena: 100,
      vodjaId: w.admin,
      inspekcijaId: w.user,
    });
    ids.b = await create({ ...own, faza: 6, prioritet: 2, dogovorenaCena: 200.5, vodjaId: w.ops, inspekcijaId: w.ops });
    ids.c = await create({
      ...own,
      faza: 3,
      prioritet: 3,
      dogovorenaCena: 300,
      vodjaId: w.ops,
      inspekcijaId: null,
      nepokretnost: { vrstaId: 821 },
    });
    ids.d = await create({ ...own, idKlijenta3: null, faza: 5, dogovorenaCena: 400, vodjaId: w.user });
    // An old one: entered 40 days ago, outside the default window.
    ids.old = await create({ ...own, dogovorenaCena: 1000 });
    await t.app.db
      .update(procene)
      .set({ kreirano: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(procene.id, ids.old));
  });

  it('answers the last 30 days newest first, with the count and the sum of all matches', async () => {
    const all = await mine();
    expect(all.itemList.map((item) => item.id)).toEqual([ids.d, ids.c, ids.b, ids.a]);
    expect(all.ukupno).toBe(4);
    expect(all.sumaDogovorenaCena).toBeCloseTo(1000.5);
    const page = await mine('&limit=2&offset=1');
    expect(page.itemList.map((item) => item.id)).toEqual([ids.c, ids.b]);
    // The count and sum are over every match, not the page.
    expect(page.ukupno).toBe(4);
    expect(page.sumaDogovorenaCena).toBeCloseTo(1000.5);
    const past = await mine(`&datumOd=${new Date(Date.now() - 60 * 86_400_000).toISOString()}`);
    expect(past.itemList.map((item) => item.id)).toEqual([ids.d, ids.c, ids.b, ids.a, ids.old]);
    expect(past.sumaDogovorenaCena).toBeCloseTo(2000.5);
    const onlyOld = await mine(
      `&datumOd=${new Date(Date.now() - 41 * 86_400_000).toISOString()}&datumDo=${new Date(Date.now() - 39 * 86_400_000).toISOString()}`,
    );
    expect(onlyOld.itemList.map((item) => item.id)).toEqual([ids.old]);
  });

  it('gives each row its names, first subject and dates', async () => {
    const row = (await mine()).itemList.find((item) => item.id === ids.c)!;
    expect(row).toMatchObject({
      bankaNaziv: 'Lista Banka a.d.',
      klijentNaziv: 'Lista Klijent',
      bankarNaziv: 'Lista Bankar',
      inspekcijaId: null,
      inspektorIme: null,
      faza: 3,
      fazaPlacanjaId: 2,
      prioritet: 3,
      dogovorenaCena: 300,
      vrstaId: 821,
      nazivPrvogPredmetaProcene: 'Poslovni prostor (kancelarija)',
      opstina: 'Novi Sad',
      verzija: 1,
    });
    expect(row.vodjaIme).toBeTruthy();
    expect(Date.parse(row.datumUnosa)).toBeGreaterThan(Date.now() - 3_600_000);
    expect(row.datumZavrsetka).not.toBeNull();
  });

  it.each([
    ['aktivnaFaza', '&aktivnaFaza=true', ['b', 'a']],
    ['bare aktivnaFaza', '&aktivnaFaza', ['b', 'a']],
    ['faze[]', '&faze[]=3&faze[]=5', ['d', 'c']],
    ['faze', '&faze=6', ['b']],
    ['prioritet[]', '&prioritet[]=1&prioritet[]=3', ['c', 'a']],
    ['prioritet', '&prioritet=2', ['d', 'b']],
    ['radnik[] (leader)', () => `&radnik[]=${w.ops}`, ['c', 'b']],
    ['radnik', () => `&radnik=${w.user}&radnik=${w.admin}`, ['d', 'a']],
    ['inspekcija[]', () => `&inspekcija[]=${w.ops}`, ['b']],
    ['inspekcija', () => `&inspekcija=${w.user}`, ['d', 'a']],
    ['tipNepokretnosti[]', '&tipNepokretnosti[]=82', ['c']],
    ['tipNepokretnosti', '&tipNepokretnosti=81', ['d', 'b', 'a']],
    [
      'every filter at once',
      () => `&aktivnaFaza=1&faze[]=1&prioritet[]=1&radnik[]=${w.admin}&inspekcija[]=${w.user}&tipNepokretnosti[]=81`,
      ['a'],
    ],
  ] as const)('filters by %s', async (_, query, expected) => {
    const result = await mine(typeof query === 'function' ? query() : query);
    expect(result.itemList.map((item) => item.id)).toEqual(expected.map((key) => ids[key]));
    expect(result.ukupno).toBe(expected.length);
  });

  it('klijentId finds the record as bank, client or banker', async () => {
    const byClient = await list(`?klijentId=${s.klijent}`);
    const byBanker = await list(`?klijentId=${s.bankar}`);
    expect(byClient.itemList.map((item) => item.id)).toEqual([ids.d, ids.c, ids.b, ids.a]);
    expect(byBanker.itemList.map((item) => item.id)).toEqual([ids.c, ids.b, ids.a]);
  });

  it('info/all, active and finished answer the same rows by phase', async () => {
    const from = `?datumOd=${new Date(Date.now() - 3_600_000).toISOString()}`;
    const info = async (kind: string) => {
      const response = await call(t.app, 'GET', `/api/procene/info/${kind}${from}`, actors.token('user'));
      expect(response.statusCode, response.body).toBe(200);
      return procenaListSchema.parse(response.json()).itemList.map((item) => item.id);
    };
    const own = [ids.a, ids.b, ids.c, ids.d];
    expect((await info('all')).filter((id) => own.includes(id))).toEqual([ids.d, ids.c, ids.b, ids.a]);
    expect((await info('active')).filter((id) => own.includes(id))).toEqual([ids.b, ids.a]);
    expect((await info('finished')).filter((id) => own.includes(id))).toEqual([ids.c]);
  });
});

describe('duplicate check', () => {
  const check = async (payload: Record<string, unknown>) => {
    const response = await call(t.app, 'POST', '/api/procene/postojece/', actors.token('user'), payload);
    expect(response.statusCode, response.body).toBe(200);
    return procenaDuplikatiSchema.parse(response.json()).itemList;
  };

  it('finds the same address in the municipality whatever the accents, case and spacing', async () => {
    const id = await create({ nepokretnost: { adresa: 'Šafarikova  Đure 17' } });
    const matches = await check({ opstinaId: r.noviSad, adresa: 'safarikova djure 17' });
    expect(matches.map((match) => match.id)).toEqual([id]);
    expect(matches[0]).toMatchObject({ adresa: 'Šafarikova  Đure 17', bankaNaziv: 'Test Banka Procena a.d.', faza: 1 });
    // Another number, another municipality, or the valuation being edited: no match.
    expect(await check({ opstinaId: r.noviSad, adresa: 'Šafarikova Đure 171' })).toEqual([]);
    expect(await check({ opstinaId: r.sabac, adresa: 'Šafarikova Đure 17' })).toEqual([]);
    expect(await check({ opstinaId: r.noviSad, adresa: 'Šafarikova Đure 17', procenaId: id })).toEqual([]);
  });

  it('finds a subject within 25 m, not one 40 m away, and leaves cancelled valuations out', async () => {
    const id = await create({ nepokretnost: { adresa: 'Mapa 1', latitude: 45.25, longitude: 19.84 } });
    const near = await check({ latitude: 45.2501, longitude: 19.84 });
    expect(near.map((match) => match.id)).toEqual([id]);
    expect(near[0]!.udaljenost).toBeGreaterThan(10);
    expect(near[0]!.udaljenost).toBeLessThan(12);
    expect(await check({ latitude: 45.25036, longitude: 19.84 })).toEqual([]);
    const cancelled = await read(id);
    expect((await call(t.app, 'PUT', '/api/procene', admin(), { ...editOf(cancelled), faza: 5 })).statusCode).toBe(200);
    expect(await check({ latitude: 45.2501, longitude: 19.84 })).toEqual([]);
  });

  it('answers at most 20 matches and nothing without an address or a point', async () => {
    for (let i = 0; i < 21; i++) await create({ nepokretnost: { adresa: 'Ista adresa 5' } });
    expect(await check({ opstinaId: r.noviSad, adresa: 'ista ADRESA 5' })).toHaveLength(20);
    expect(await check({ opstinaId: r.noviSad, adresa: '' })).toEqual([]);
    const bad = await call(t.app, 'POST', '/api/procene/postojece/', admin(), { latitude: 91, longitude: 0 });
    expect(bad.statusCode).toBe(400);
  });
});

describe('copy and delete', () => {
  it('a copy is a new valuation in phase 1 of the same parties, with a copy of the subject', async () => {
    const id = await create({ tip: 2, vodjaId: w.user });
    const old = await read(id);
    await t.app.db
      .update(procene)
      .set({ datumZavrsetka: new Date('2025-06-30T10:00:00Z'), faza: 3 })
      .where(eq(procene.id, id));
    const response = await call(t.app, 'POST', `/api/procene/${id}`, actors.token('user'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ Message: PROCENA_SACUVANA });
    const copy = await read(response.json<{ Id: number }>().Id);
    expect(copy.id).not.toBe(id);
    expect(copy).toMatchObject({
      oldId: id,
      idKlijenta: r.banka,
      idKlijenta2: r.klijent,
      idKlijenta3: r.bankar,
      vodjaId: w.user,
      tip: 2,
      faza: 1,
      datumPrethodneProc: '2025-06-30',
      brojPredmeta: 1,
    });
    expect(copy.faze.map((faza) => [faza.fazaId, faza.aktivna, faza.radnikId])).toEqual([[1, true, w.user]]);
    expect(copy.nepokretnost!.id).not.toBe(old.nepokretnost!.id);
    expect(copy.nepokretnost).toMatchObject({ adresa: old.nepokretnost!.adresa, kvadratura: 50, predmetProcene: true });
    // Without a completion day, the entry day.
    const fresh = await create();
    const copy2 = await call(t.app, 'POST', `/api/procene/${fresh}`, admin());
    expect((await read(copy2.json<{ Id: number }>().Id)).datumPrethodneProc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call(t.app, 'POST', '/api/procene/99999999', admin())).statusCode).toBe(404);
  });

  it('deletes a valuation and keeps its subjects in the register', async () => {
    const id = await create();
    const predmetId = (await read(id)).nepokretnost!.id;
    const refused = await call(t.app, 'DELETE', `/api/procene/${id}`, actors.token('user'));
    expect(refused.statusCode).toBe(403);
    const response = await call(t.app, 'DELETE', `/api/procene/${id}`, actors.token('ops'));
    expect(response.statusCode, response.body).toBe(200);
    expect((await call(t.app, 'GET', `/api/procene/${id}`, admin())).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/procene/${id}`, admin())).statusCode).toBe(404);
    const [row] = await t.app.db
      .select({ procenaId: nepokretnosti.procenaId })
      .from(nepokretnosti)
      .where(eq(nepokretnosti.id, predmetId));
    expect(row).toEqual({ procenaId: null });
    expect((await call(t.app, 'GET', `/api/nepokretnosti/${predmetId}`, admin())).statusCode).toBe(200);
    const audit = auditListSchema.parse((await call(t.app, 'GET', `/api/audit/procene/${id}`, admin())).json());
    expect(audit.itemList[0]).toMatchObject({ Akcija: 'delete', AutorId: w.ops });
  });

  it('a bank, client or banker a valuation names cannot be deleted', async () => {
    const banka = await klijent({ naziv: 'Zauzeta Banka a.d.', tip: 2, lice: 1 });
    const bankar = await klijent({ naziv: 'Zauzeti Bankar', tip: 3, lice: 2, idBanke: banka });
    const kl = await klijent({ naziv: 'Zauzeti Klijent', tip: 1, lice: 2 });
    const samaBanka = await klijent({ naziv: 'Banka bez bankara a.d.', tip: 2, lice: 1 });
    const id = await create({ idKlijenta: banka, idKlijenta3: bankar, idKlijenta2: kl });
    await create({ idKlijenta: samaBanka, idKlijenta3: null, idKlijenta2: null });
    // The bank of `bankar` is refused for its banker first; a bank without bankers for the valuation.
    for (const record of [bankar, kl, samaBanka]) {
      const response = await call(t.app, 'DELETE', `/api/klijenti/${record}`, admin());
      expect(response.statusCode, response.body).toBe(409);
      expect(apiErrorSchema.parse(response.json()).Message).toBe(
        `Postoji procena kome je dodeljen Klijent/Bankar sa id-em ${record}`,
      );
    }
    expect((await call(t.app, 'DELETE', `/api/procene/${id}`, admin())).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/klijenti/${kl}`, admin())).statusCode).toBe(200);
  });
});

describe('workers picker and documents', () => {
  it('answers active workers by surname and name', async () => {
    const response = await call(t.app, 'GET', '/api/radnici/izbor', actors.token('user'));
    const items = radnikIzborListSchema.parse(response.json()).itemList;
    expect(items.length).toBeGreaterThan(3);
    expect(items.every((item) => item.aktivan)).toBe(true);
    const srpski = new Intl.Collator('sr-Latn', { sensitivity: 'base' });
    const sorted = [...items].sort((a, b) => srpski.compare(a.prezime, b.prezime) || srpski.compare(a.ime, b.ime));
    expect(items.map((item) => item.prezime)).toEqual(sorted.map((item) => item.prezime));
    expect(items.map((item) => item.id)).toContain(w.user);
  });

  it('a valuation holds documents, which go with it; a missing one has no document group', async () => {
    const id = await create();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const boundary = '----rp-procene-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="UploadedImage"; filename="Zapisnik.pdf"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/procene/${id}/fajlovi`,
      payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${actors.token('user')}`,
      },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fileId = uploaded.json<{ itemList: { id: number }[] }>().itemList[0]!.id;
    const files = await call(t.app, 'GET', `/api/procene/${id}/fajlovi`, actors.token('ops'));
    expect(files.json<{ itemList: { id: number }[] }>().itemList.map((fajl) => fajl.id)).toEqual([fileId]);
    expect((await call(t.app, 'GET', `/api/procene/fajlovi/${fileId}`, actors.token('demo'))).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/procene/99999999/fajlovi', admin())).statusCode).toBe(404);

    expect((await call(t.app, 'DELETE', `/api/procene/${id}`, admin())).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/procene/fajlovi/${fileId}`, admin())).statusCode).toBe(404);
  });
});
