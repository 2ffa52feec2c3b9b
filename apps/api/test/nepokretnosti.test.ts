import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEPOKRETNOST_AZURIRANA,
  NEPOKRETNOST_BRISANJE_ROLES,
  NEPOKRETNOST_SACUVANA,
  apiErrorSchema,
  auditListSchema,
  gradListSchema,
  katastarListSchema,
  nepokretnostListSchema,
  nepokretnostMapaSchema,
  nepokretnostSchema,
  opstinaListSchema,
  type Nepokretnost,
  type NepokretnostCreate,
} from '@rp/contract';
import { katastri } from '../src/db/schema/index.ts';
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

/** Places of the reference data, and cadastral municipalities inserted for these tests. */
const m = { noviSad: 0, sabac: 0, petrovaradin: 0, majur: 0, katastarNs: 0, katastarNs2: 0, katastarSabac: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
  const opstine = opstinaListSchema.parse(
    (await call(t.app, 'GET', '/api/lokacija/opstine?drzavaId=1', admin())).json(),
  ).opstinaLista;
  m.noviSad = opstine.find((o) => o.naziv === 'Novi Sad')!.id;
  m.sabac = opstine.find((o) => o.naziv === 'Šabac')!.id;
  const gradovi = async (opstinaId: number) =>
    gradListSchema.parse((await call(t.app, 'GET', `/api/lokacija/gradovi?opstinaId=${opstinaId}`, admin())).json())
      .gradoviLista;
  m.petrovaradin = (await gradovi(m.noviSad)).find((g) => g.naziv === 'Petrovaradin')!.id;
  m.majur = (await gradovi(m.sabac)).find((g) => g.naziv === 'Majur')!.id;
  [m.katastarNs, m.katastarNs2, m.katastarSabac] = [9_000_001, 9_000_002, 9_000_003];
  await t.app.db
    .insert(katastri)
    .values([
      { id: m.katastarNs, opstinaId: m.noviSad, naziv: 'KO Test Novi Sad I' },
      { id: m.katastarNs2, opstinaId: m.noviSad, naziv: 'KO Test Novi Sad II' },
      { id: m.katastarSabac, opstinaId: m.sabac, naziv: 'KO Test Šabac' },
    ])
    .onConflictDoNothing();
});
afterAll(async () => t.close());

async function list(query = '', who: Who = 'admin') {
  const response = await call(t.app, 'GET', `/api/nepokretnosti${query}`, actors.token(who));
  expect(response.statusCode, response.body).toBe(200);
  return nepokretnostListSchema.parse(response.json());
}

async function read(id: number): Promise<Nepokretnost> {
  const response = await call(t.app, 'GET', `/api/nepokretnosti/${id}`, admin());
  expect(response.statusCode, response.body).toBe(200);
  return nepokretnostSchema.parse(response.json());
}

const base = (): NepokretnostCreate => ({ vrstaId: 811, opstinaId: m.noviSad, kvadratura: 50, trazenaCena: 100_000 });

async function create(body: Partial<NepokretnostCreate> = {}, who: Who = 'admin'): Promise<number> {
  const response = await call(t.app, 'POST', '/api/nepokretnosti', actors.token(who), { ...base(), ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Id: number }>().Id;
}

const ukupno = async () => (await list('?itemsPerPage=1')).ukupno;

describe('who may call what', () => {
  const deleteStatus = Object.fromEntries(
    (['admin', 'demo', 'user', 'ops'] as const).map((who) => [
      who,
      NEPOKRETNOST_BRISANJE_ROLES.includes(ROLE_OF[who] as never) ? 200 : 403,
    ]),
  );
  const cases: RoleCase[] = [
    { name: 'GET nepokretnosti', method: 'GET', url: '/api/nepokretnosti', expect: ALL_AND_ANON },
    { name: 'GET nepokretnosti/mapa', method: 'GET', url: '/api/nepokretnosti/mapa', expect: ALL_AND_ANON },
    {
      name: 'GET nepokretnosti/{id}',
      method: 'GET',
      url: async () => `/api/nepokretnosti/${await create()}`,
      expect: ALL_AND_ANON,
    },
    { name: 'POST nepokretnosti', method: 'POST', url: '/api/nepokretnosti', payload: base, expect: ALL_AND_ANON },
    {
      name: 'PUT nepokretnosti',
      method: 'PUT',
      url: '/api/nepokretnosti',
      payload: async () => ({ ...base(), id: await create(), verzija: 1, adresa: 'Izmenjena 1' }),
      expect: ALL_AND_ANON,
    },
    {
      name: 'DELETE nepokretnosti/{id}',
      method: 'DELETE',
      url: async () => `/api/nepokretnosti/${await create()}`,
      expect: { ...deleteStatus, anonymous: 401 },
    },
    {
      name: 'GET lokacija/katastri',
      method: 'GET',
      url: () => `/api/lokacija/katastri?opstinaId=${m.noviSad}`,
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
});

describe('create, read, edit and delete', () => {
  it('saves a property with the quoted message and derived values of its own, whatever the client sent', async () => {
    const before = await ukupno();
    const response = await call(t.app, 'POST', '/api/nepokretnosti', actors.token('user'), {
      vrstaId: 812,
      opstinaId: m.noviSad,
      gradId: m.petrovaradin,
      katastarId: m.katastarNs,
      adresa: 'Preradovićeva 12',
      latitude: 45.2517,
      longitude: 19.8659,
      kvadratura: 80,
      trazenaCena: 120_000,
      umanjenje: 10,
      trzisnaZakupnina: 600,
      // Derived values from the client are not among the save fields: they are refused as unknown or ignored.
      izvorInformacija: '',
      datum: '2025-03-14',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ErrorCode: 0, Type: 1, Message: NEPOKRETNOST_SACUVANA });
    const id = response.json<{ Id: number }>().Id;
    expect(await read(id)).toMatchObject({
      vrsta: { id: 812, naziv: 'Kuća' },
      tipNepokretnosti: { id: 81, naziv: 'Stambeni prostor' },
      drzava: { id: 1, naziv: 'Srbija' },
      opstina: { id: m.noviSad, naziv: 'Novi Sad' },
      grad: { id: m.petrovaradin, naziv: 'Petrovaradin' },
      katastar: { id: m.katastarNs, naziv: 'KO Test Novi Sad I' },
      jedinicnaCena: 1500,
      korigovanaCena: 108_000,
      jedCenaNakonKor: 1350,
      jedinicnaCenaZakupnine: 7.5,
      izvorInformacija: 'DATA',
      datum: '2025-03-14',
      glavnaSlikaId: null,
      brojSlika: 0,
      udaljenost: null,
      verzija: 1,
    });
    expect(await ukupno()).toBe(before + 1);

    const edited = await call(t.app, 'PUT', '/api/nepokretnosti', actors.token('user'), {
      id,
      verzija: 1,
      vrstaId: 812,
      opstinaId: m.noviSad,
      kvadratura: 0,
      trazenaCena: 120_000,
      jedinicnaCena: 999_999,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ Message: NEPOKRETNOST_AZURIRANA, Id: id });
    // An area of 0 makes every derived value 0; the day stays the property's own.
    expect(await read(id)).toMatchObject({
      jedinicnaCena: 0,
      korigovanaCena: 0,
      jedCenaNakonKor: 0,
      jedinicnaCenaZakupnine: 0,
      grad: null,
      datum: '2025-03-14',
      verzija: 2,
    });

    const history = auditListSchema.parse((await call(t.app, 'GET', `/api/audit/nepokretnosti/${id}`, admin())).json());
    expect(history.itemList.map((entry) => entry.Akcija)).toEqual(['update', 'create']);
    expect(history.itemList[0]!.Izmene.kvadratura).toEqual([80, 0]);

    const deleted = await call(t.app, 'DELETE', `/api/nepokretnosti/${id}`, actors.token('ops'));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(t.app, 'GET', `/api/nepokretnosti/${id}`, admin())).statusCode).toBe(404);
    expect(await ukupno()).toBe(before);
    const after = auditListSchema.parse((await call(t.app, 'GET', `/api/audit/nepokretnosti/${id}`, admin())).json());
    expect(after.itemList.map((entry) => entry.Akcija)).toEqual(['delete', 'update', 'create']);
  });

  it('refuses a stale verzija with 409 and writes nothing; without verzija the last write wins', async () => {
    const id = await create({ adresa: 'Verzija 1' });
    const edit = { ...base(), id, verzija: 1, adresa: 'Prva izmena' };
    expect((await call(t.app, 'PUT', '/api/nepokretnosti', admin(), edit)).statusCode).toBe(200);
    const stale = await call(t.app, 'PUT', '/api/nepokretnosti', admin(), { ...edit, adresa: 'Druga izmena' });
    expect(stale.statusCode).toBe(409);
    expect(apiErrorSchema.parse(stale.json()).Message).toMatch(/izmenio neko drugi/);
    expect(await read(id)).toMatchObject({ adresa: 'Prva izmena', verzija: 2 });
    const { verzija: _verzija, ...bezVerzije } = edit;
    expect(
      (await call(t.app, 'PUT', '/api/nepokretnosti', admin(), { ...bezVerzije, adresa: 'Treća' })).statusCode,
    ).toBe(200);
    expect(await read(id)).toMatchObject({ adresa: 'Treća', verzija: 3 });
  });

  it('answers 404 for a missing property', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/nepokretnosti/99999999', undefined],
      ['DELETE', '/api/nepokretnosti/99999999', undefined],
      ['PUT', '/api/nepokretnosti', { ...base(), id: 99_999_999, verzija: 1 }],
    ] as const) {
      const response = await call(t.app, method, url, admin(), payload);
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).Message).toBe('Nepokretnost sa id-em 99999999 ne postoji.');
    }
  });

  it('answers the cadastral municipalities of a municipality', async () => {
    const response = await call(t.app, 'GET', `/api/lokacija/katastri?opstinaId=${m.noviSad}`, actors.token('user'));
    const { katastarLista } = katastarListSchema.parse(response.json());
    expect(katastarLista.filter((k) => k.id >= 9_000_000).map((k) => k.naziv)).toEqual([
      'KO Test Novi Sad I',
      'KO Test Novi Sad II',
    ]);
    expect(katastarLista.every((k) => k.opstinaId === m.noviSad)).toBe(true);
    expect((await call(t.app, 'GET', '/api/lokacija/katastri?opstinaId=x', admin())).statusCode).toBe(400);
  });
});

describe('bad input: a clear 4xx in the error model and nothing written', () => {
  const cases: [string, () => object, RegExp][] = [
    ['a negative area', () => ({ kvadratura: -5 }), /negativna/],
    ['letters for an area', () => ({ kvadratura: '50m2' }), /broj/],
    ['a negative price', () => ({ trazenaCena: -1 }), /negativna/],
    ['a huge price', () => ({ trazenaCena: 1e300 }), /prevelika/],
    ['a reduction over 100 %', () => ({ umanjenje: 150 }), /između 0 i 100/],
    ['an unknown type code', () => ({ vrstaId: 899 }), /Nepoznata vrsta/],
    ['a latitude out of range', () => ({ latitude: 91, longitude: 20 }), /./],
    ['a longitude out of range', () => ({ latitude: 45, longitude: -181 }), /./],
    ['one coordinate only', () => ({ latitude: 45 }), /obe ili nijedna/],
    ['an unknown municipality', () => ({ opstinaId: 99_999 }), /opština \(id 99999\) ne postoji/],
    ['an unknown settlement', () => ({ gradId: 99_999 }), /naselje \(id 99999\) ne postoji/],
    ['a settlement of another municipality', () => ({ gradId: m.majur }), /ne pripada izabranoj opštini/],
    ['an unknown cadastral municipality', () => ({ katastarId: 99_999 }), /katastarska opština \(id 99999\)/],
    [
      'a cadastral municipality of another municipality',
      () => ({ katastarId: m.katastarSabac }),
      /katastarska opština ne pripada/,
    ],
    ['an unknown country', () => ({ drzavaId: 999 }), /država \(id 999\) ne postoji/],
    ['a NUL byte in the address', () => ({ adresa: 'Ulica\u0000 1' }), /./],
    ['an impossible day', () => ({ datum: '2025-02-30' }), /Nepostojeći datum/],
  ];

  it.each(cases)('%s (POST and PUT)', async (_, make, message) => {
    const before = await ukupno();
    const created = await call(t.app, 'POST', '/api/nepokretnosti', admin(), { ...base(), ...make() });
    expect(created.statusCode, created.body).toBe(400);
    const error = apiErrorSchema.parse(created.json());
    expect(error.ErrorCode).toBe(400);
    expect(error.Message).toMatch(message);
    expect(await ukupno()).toBe(before);

    const id = await create({ adresa: 'Nepromenjena' });
    const target = await read(id);
    const edited = await call(t.app, 'PUT', '/api/nepokretnosti', admin(), { ...base(), ...make(), id, verzija: 1 });
    expect(edited.statusCode).toBe(400);
    expect(apiErrorSchema.parse(edited.json()).Message).toMatch(message);
    expect(await read(id)).toEqual(target);
  });

  it.each([
    ['?radiusInMeters=0&lat=45&lon=19', /Poluprečnik/],
    ['?radiusInMeters=1000000&lat=45&lon=19', /Poluprečnik/],
    ['?radiusInMeters=750', /širinu, dužinu i poluprečnik/],
    ['?lat=91&lon=19&radiusInMeters=750', /./],
    ['?lat=45&lon=181&radiusInMeters=750', /./],
    ['?prviKvadratura=-1', /negativna/],
    ['?prviCena=abc', /./],
    ['?prviCena=500&drugiCena=100', /opsega/],
    ['?prvi=2025-05-01&drugi=2025-04-01', /Početni datum/],
    ['?idVrste=899', /Nepoznata vrsta/],
    ['?idVrste[]=811&idVrste[]=x', /./],
    ['?opstinaId=0', /./],
    ['?sort=udaljenost', /centar/],
    ['?sort=lozinka', /./],
    ['?itemsPerPage=501', /./],
    ['?currentPage=0', /./],
    ['?drugiCena=1e400', /./],
  ])('refuses the search %s with 400 in Serbian', async (query, message) => {
    for (const path of ['/api/nepokretnosti', '/api/nepokretnosti/mapa']) {
      const response = await call(t.app, 'GET', `${path}${query}`, admin());
      expect(response.statusCode, `${path}${query}`).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.Message).toMatch(message);
      expect(error.Message).not.toMatch(/Invalid|Expected|Too (big|small)/);
    }
  });
});

/** Great-circle metres on the sphere earthdistance uses. */
function metres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * 6_378_168 * Math.asin(Math.min(1, Math.sqrt(h)));
}

describe('the search', () => {
  // A scattered neighbourhood of its own, far from the demo firm's properties (Šabac's surroundings).
  const centre = { lat: 44.7466, lon: 19.6906 };
  const points: { id: number; lat: number; lon: number }[] = [];

  beforeAll(async () => {
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    for (let index = 0; index < 80; index++) {
      const lat = centre.lat + (random() - 0.5) * 0.05;
      const lon = centre.lon + (random() - 0.5) * 0.07;
      const id = await create({
        opstinaId: m.sabac,
        katastarId: index % 2 === 0 ? m.katastarSabac : null,
        gradId: index % 5 === 0 ? m.majur : null,
        vrstaId: index % 3 === 0 ? 821 : 811,
        latitude: lat,
        longitude: lon,
        kvadratura: 30 + index,
        trazenaCena: 40_000 + index * 1000,
        trzisnaZakupnina: 200 + index * 5,
        predmetProcene: index % 10 === 0,
        datum: `2024-0${1 + (index % 9)}-1${index % 10}`,
      });
      points.push({ id, lat, lon });
    }
    // Two without coordinates: never on the map, never in a radius.
    await create({ opstinaId: m.sabac, datum: '2024-05-05' });
    await create({ opstinaId: m.sabac, datum: '2024-05-06' });
  });

  it('finds every property inside the circle and none outside, with distances in metres', async () => {
    for (const radius of [300, 750, 1500, 2500]) {
      const page = await list(`?lat=${centre.lat}&lon=${centre.lon}&radiusInMeters=${radius}&itemsPerPage=500`);
      const expected = points
        .map((point) => ({ ...point, d: metres(centre.lat, centre.lon, point.lat, point.lon) }))
        .filter((point) => point.d <= radius);
      // The demo firm has nothing here; whatever the search finds is ours.
      const found = page.itemList.filter((item) => points.some((point) => point.id === item.id));
      expect(found.map((item) => item.id).sort()).toEqual(expected.map((point) => point.id).sort());
      expect(page.ukupno).toBe(page.itemList.length);
      for (const item of page.itemList) {
        expect(item.udaljenost).not.toBeNull();
        expect(item.udaljenost!).toBeLessThanOrEqual(radius);
        expect(
          Math.abs(item.udaljenost! - metres(centre.lat, centre.lon, item.latitude!, item.longitude!)),
        ).toBeLessThan(0.2);
      }
      const map = nepokretnostMapaSchema.parse(
        (
          await call(
            t.app,
            'GET',
            `/api/nepokretnosti/mapa?lat=${centre.lat}&lon=${centre.lon}&radiusInMeters=${radius}`,
            admin(),
          )
        ).json(),
      );
      expect(map.itemList.map((item) => item.id).sort()).toEqual(page.itemList.map((item) => item.id).sort());
      expect(map).toMatchObject({ ukupno: page.ukupno, skraceno: false });
    }
  });

  it('sorts by distance from the centre, both ways', async () => {
    const query = `?lat=${centre.lat}&lon=${centre.lon}&radiusInMeters=2500&itemsPerPage=500&sort=udaljenost`;
    const near = (await list(`${query}&smer=asc`)).itemList.map((item) => item.udaljenost!);
    expect(near.length).toBeGreaterThan(5);
    expect(near).toEqual([...near].sort((a, b) => a - b));
    const far = (await list(`${query}&smer=desc`)).itemList.map((item) => item.udaljenost!);
    expect(far).toEqual([...near].reverse());
  });

  it('applies every filter, alone and all at once', async () => {
    const all = (await list(`?opstinaId=${m.sabac}&itemsPerPage=500`)).itemList.filter((item) =>
      points.some((point) => point.id === item.id),
    );
    expect(all).toHaveLength(80);
    const ids = async (query: string) =>
      (await list(`?opstinaId=${m.sabac}&itemsPerPage=500${query}`)).itemList
        .filter((item) => points.some((point) => point.id === item.id))
        .map((item) => item.id)
        .sort();
    const expectIds = (keep: (item: Nepokretnost) => boolean) =>
      all
        .filter(keep)
        .map((item) => item.id)
        .sort();
    expect(await ids(`&katastarId=${m.katastarSabac}`)).toEqual(expectIds((i) => i.katastar?.id === m.katastarSabac));
    expect(await ids(`&gradId=${m.majur}`)).toEqual(expectIds((i) => i.grad?.id === m.majur));
    expect(await ids('&prvi=2024-03-01&drugi=2024-05-15')).toEqual(
      expectIds((i) => i.datum >= '2024-03-01' && i.datum <= '2024-05-15'),
    );
    expect(await ids('&prviCena=50000&drugiCena=60000')).toEqual(
      expectIds((i) => i.trazenaCena >= 50_000 && i.trazenaCena <= 60_000),
    );
    expect(await ids('&prviKvadratura=40&drugiKvadratura=45')).toEqual(
      expectIds((i) => i.kvadratura >= 40 && i.kvadratura <= 45),
    );
    expect(await ids('&prviCenaPoM2=1000&drugiCenaPoM2=1200')).toEqual(
      expectIds((i) => i.jedinicnaCena >= 1000 && i.jedinicnaCena <= 1200),
    );
    expect(await ids('&prviCenaZakupaPoM2=6.5&drugiCenaZakupaPoM2=7')).toEqual(
      expectIds((i) => i.jedinicnaCenaZakupnine >= 6.5 && i.jedinicnaCenaZakupnine <= 7),
    );
    expect(await ids('&idVrste=821')).toEqual(expectIds((i) => i.vrsta.id === 821));
    expect(await ids('&idVrste[]=821&idVrste[]=811')).toEqual(expectIds(() => true));
    expect(await ids('&predmetProcene=true')).toEqual(expectIds((i) => i.predmetProcene));
    const radius = 2000;
    const everything =
      `&katastarId=${m.katastarSabac}&prvi=2024-01-01&drugi=2024-12-31&prviCena=40000&drugiCena=150000` +
      '&prviKvadratura=30&drugiKvadratura=200&prviCenaPoM2=500&drugiCenaPoM2=2000&prviCenaZakupaPoM2=0' +
      `&drugiCenaZakupaPoM2=100&idVrste=811&predmetProcene=false&lat=${centre.lat}&lon=${centre.lon}` +
      `&radiusInMeters=${radius}`;
    const combined = await list(`?opstinaId=${m.sabac}&itemsPerPage=500${everything}`);
    const expected = expectIds(
      (i) =>
        i.katastar?.id === m.katastarSabac &&
        i.vrsta.id === 811 &&
        !i.predmetProcene &&
        i.jedinicnaCena >= 500 &&
        i.jedinicnaCena <= 2000 &&
        metres(centre.lat, centre.lon, i.latitude!, i.longitude!) <= radius,
    );
    expect(combined.itemList.map((item) => item.id).sort()).toEqual(expected);
    expect(combined.ukupno).toBe(expected.length);
  });

  it('pages by currentPage, itemsPerPage and offset, newest first, and counts every match', async () => {
    const everything = await list(`?opstinaId=${m.sabac}&itemsPerPage=500`);
    expect(everything.ukupno).toBe(everything.itemList.length);
    const order = everything.itemList.map((item) => `${item.datum}:${String(item.id).padStart(8, '0')}`);
    expect(order).toEqual([...order].sort().reverse());
    const second = await list(`?opstinaId=${m.sabac}&itemsPerPage=20&currentPage=2`);
    expect(second).toMatchObject({ currentPage: 2, itemsPerPage: 20, ukupno: everything.ukupno });
    expect(second.pages).toBe(Math.ceil(everything.ukupno / 20));
    expect(second.itemList.map((item) => item.id)).toEqual(everything.itemList.slice(20, 40).map((item) => item.id));
    const more = await list(`?opstinaId=${m.sabac}&itemsPerPage=20&offset=50`);
    expect(more.itemList.map((item) => item.id)).toEqual(everything.itemList.slice(50, 70).map((item) => item.id));
    const first = await list(`?opstinaId=${m.sabac}`);
    expect(first.itemList.length).toBe(Math.min(50, everything.ukupno));
    expect(first.itemsPerPage).toBe(50);
    const past = await list(`?lat=${centre.lat}&lon=${centre.lon}&radiusInMeters=750&offset=100000`);
    expect(past.itemList).toEqual([]);
    expect(past.ukupno).toBe((await list(`?lat=${centre.lat}&lon=${centre.lon}&radiusInMeters=750`)).ukupno);
  });

  it.each(['trazenaCena', 'kvadratura', 'jedinicnaCena', 'datum'] as const)('sorts by %s', async (sort) => {
    const asc = (await list(`?opstinaId=${m.sabac}&itemsPerPage=500&sort=${sort}&smer=asc`)).itemList;
    for (let index = 1; index < asc.length; index++) expect(asc[index - 1]![sort] <= asc[index]![sort]).toBe(true);
    const desc = (await list(`?opstinaId=${m.sabac}&itemsPerPage=500&sort=${sort}&smer=desc`)).itemList;
    expect(desc.map((item) => item.id)).toEqual(asc.map((item) => item.id).reverse());
  });

  it('counts the whole register exactly as properties come and go', async () => {
    const before = await ukupno();
    const id = await create();
    expect(await ukupno()).toBe(before + 1);
    const everything = await list('?itemsPerPage=500&currentPage=1');
    expect(everything.ukupno).toBe(before + 1);
    expect((await call(t.app, 'DELETE', `/api/nepokretnosti/${id}`, admin())).statusCode).toBe(200);
    expect(await ukupno()).toBe(before);
  });

  it('puts only properties with coordinates on the map, with their names and price per m²', async () => {
    const map = nepokretnostMapaSchema.parse(
      (await call(t.app, 'GET', `/api/nepokretnosti/mapa?opstinaId=${m.sabac}`, admin())).json(),
    );
    const listed = await list(`?opstinaId=${m.sabac}&itemsPerPage=500`);
    expect(map.ukupno).toBe(listed.itemList.filter((item) => item.latitude !== null).length);
    expect(map.skraceno).toBe(false);
    const item = map.itemList.find((entry) => entry.id === points[0]!.id)!;
    const full = listed.itemList.find((entry) => entry.id === points[0]!.id)!;
    expect(item).toEqual({
      id: full.id,
      naziv: full.vrsta.naziv,
      vrstaId: full.vrsta.id,
      latitude: full.latitude,
      longitude: full.longitude,
      adresa: full.adresa,
      opstina: 'Šabac',
      grad: 'Majur',
      jedinicnaCena: full.jedinicnaCena,
    });
  });
});
