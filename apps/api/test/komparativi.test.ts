import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PizZip from 'pizzip';
import { and, eq } from 'drizzle-orm';
import {
  JEZIK_HEADER,
  KOMPARATIVI_MAX,
  apiErrorSchema,
  komparativListSchema,
  komparativPretragaSchema,
  opstinaListSchema,
  type KomparativLista,
  type KomparativPretraga,
} from '@rp/contract';
import { komparativi } from '../src/db/schema/index.ts';
import {
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
const admin = () => actors.token('admin');

/** A place far from the demo firm's data (central Serbia), so the searches here see only this file's properties. */
const CENTAR = { lat: 44.0, lon: 21.9 };
/** Metres to degrees of latitude on earthdistance's sphere. */
const M = 1 / ((6_378_168 * Math.PI) / 180);

const s = { opstina: 0, procenaA: 0, predmetA: 0, procenaB: 0, predmetB: 0, procenaBezKoordinata: 0, predmetBez: 0 };
/** Register properties around the subject: [id, metres north, area, price]. */
const blizu: { id: number; metara: number; kvadratura: number; trazenaCena: number }[] = [];
let daleko = 0;

async function nepokretnost(metara: number, kvadratura: number, trazenaCena: number, umanjenje = 0): Promise<number> {
  const response = await call(t.app, 'POST', '/api/nepokretnosti', admin(), {
    vrstaId: 811,
    opstinaId: s.opstina,
    adresa: `Uporedna ${metara}`,
    latitude: CENTAR.lat + metara * M,
    longitude: CENTAR.lon,
    kvadratura,
    trazenaCena,
    umanjenje,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Id: number }>().Id;
}

async function procena(latitude: number | null, kvadratura = 60): Promise<{ procenaId: number; predmetId: number }> {
  const response = await call(t.app, 'POST', '/api/procene', admin(), {
    idKlijenta2: klijentId,
    vodjaId: actors.id('admin'),
    tip: 1,
    nepokretnost: {
      vrstaId: 811,
      opstinaId: s.opstina,
      adresa: 'Predmetna 1',
      latitude,
      longitude: latitude === null ? null : CENTAR.lon,
      kvadratura,
      trazenaCena: 90_000,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const procenaId = response.json<{ Id: number }>().Id;
  const read = await call(t.app, 'GET', `/api/procene/${procenaId}`, admin());
  return { procenaId, predmetId: read.json<{ procena: { nepokretnost: { id: number } } }>().procena.nepokretnost.id };
}

let klijentId = 0;

beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
  const opstine = opstinaListSchema.parse(
    (await call(t.app, 'GET', '/api/lokacija/opstine?drzavaId=1', admin())).json(),
  ).opstinaLista;
  s.opstina = opstine.find((o) => o.naziv === 'Šabac')!.id;
  const klijent = await call(t.app, 'POST', '/api/klijenti', admin(), {
    naziv: 'Komparativ Klijentić',
    tip: 1,
    lice: 2,
  });
  klijentId = klijent.json<{ Id: number }>().Id;
  ({ procenaId: s.procenaA, predmetId: s.predmetA } = await procena(CENTAR.lat));
  ({ procenaId: s.procenaB, predmetId: s.predmetB } = await procena(CENTAR.lat + 100 * M));
  ({ procenaId: s.procenaBezKoordinata, predmetId: s.predmetBez } = await procena(null));
  // Fourteen properties 40 m apart going north (the nearest 40 m away), 50–76 m², 1,000–1,650 €/m²; one 2 km away.
  for (let i = 0; i < 14; i++) {
    const metara = 40 * (i + 1);
    const kvadratura = 50 + 2 * i;
    const trazenaCena = kvadratura * (1000 + 50 * i);
    blizu.push({ id: await nepokretnost(metara, kvadratura, trazenaCena), metara, kvadratura, trazenaCena });
  }
  daleko = await nepokretnost(2000, 60, 60_000);
});
afterAll(async () => t.close());

const listUrl = (procenaId = s.procenaA, predmetId = s.predmetA) =>
  `/api/procene/${procenaId}/komparativi?predmetKomparativ=${predmetId}`;
const idsUrl = (ids: readonly number[], procenaId = s.procenaA, predmetId = s.predmetA) =>
  `/api/procene/${procenaId}/komparativi?predmetKomparativ=${predmetId}&komparativIds=${ids.join(',')}`;
const pretragaUrl = (query = '', procenaId = s.procenaA, predmetId = s.predmetA) =>
  `/api/procene/${procenaId}/komparativi/pretraga?predmetKomparativ=${predmetId}${query}`;

async function list(procenaId = s.procenaA, predmetId = s.predmetA): Promise<KomparativLista> {
  const response = await call(t.app, 'GET', listUrl(procenaId, predmetId), admin());
  expect(response.statusCode, response.body).toBe(200);
  return komparativListSchema.parse(response.json());
}

async function pretraga(query = ''): Promise<KomparativPretraga> {
  const response = await call(t.app, 'GET', pretragaUrl(query), admin());
  expect(response.statusCode, response.body).toBe(200);
  return komparativPretragaSchema.parse(response.json());
}

async function rows(predmetId = s.predmetA) {
  return t.app.db.select().from(komparativi).where(eq(komparativi.predmetId, predmetId));
}

async function clear(predmetId = s.predmetA) {
  await t.app.db.delete(komparativi).where(eq(komparativi.predmetId, predmetId));
}

function expectError(response: { statusCode: number; json: () => unknown; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const body = apiErrorSchema.parse(response.json());
  return body;
}

describe('the demo firm', () => {
  it('has comparables for its newest valuations, each subject within the limit', async () => {
    const demo = await t.app.db.select().from(komparativi);
    const predmeti = new Map<number, number>();
    for (const row of demo) predmeti.set(row.predmetId, (predmeti.get(row.predmetId) ?? 0) + 1);
    expect(predmeti.size).toBeGreaterThan(20);
    expect(Math.max(...predmeti.values())).toBeLessThanOrEqual(KOMPARATIVI_MAX);
    const row = demo[0]!;
    const lista = await list(row.procenaId, row.predmetId);
    expect(lista.itemList.length).toBe(predmeti.get(row.predmetId));
    expect(lista.indikacija.indikovanaTrzisnaVrednost).toBeGreaterThan(0);
  });
});

describe('who may', () => {
  // Each caller chooses, adjusts and removes a property of its own, so that the writes do not collide.
  const own: Record<Who, number> = { admin: 0, demo: 1, user: 2, ops: 3, anonymous: 4 };
  const ownId = (who: Who) => blizu[own[who]]!.id;

  const cases: RoleCase[] = [
    { name: 'GET the comparables', method: 'GET', url: () => listUrl(), expect: ALL_AND_ANON },
    { name: 'GET the search', method: 'GET', url: () => pretragaUrl(), expect: ALL_AND_ANON },
    { name: 'POST choose', method: 'POST', url: (who) => idsUrl([ownId(who)]), expect: ALL_AND_ANON },
    {
      name: 'PUT adjust',
      method: 'PUT',
      url: '/api/procene/komparativi/update',
      payload: (who: Who) => [
        { procenaId: s.procenaA, predmetKomparativ: s.predmetA, id: ownId(who), procentualnoUskladjivanje: 5 },
      ],
      expect: { ...ALL_AND_ANON },
    },
    { name: 'DELETE remove', method: 'DELETE', url: (who) => idsUrl([ownId(who)]), expect: ALL_AND_ANON },
  ];

  it.each(roleRows(cases))('%s', async (_name, who, status, row) => {
    if (row.method === 'PUT' && who === 'anonymous') {
      const response = await runRoleCase(t.app, actors, who, row);
      expectError(response, 401);
      return;
    }
    if (row.method === 'PUT' || row.method === 'DELETE') {
      // The comparable to adjust or remove exists first.
      await call(t.app, 'POST', idsUrl([ownId(who)]), admin());
    }
    const response = await runRoleCase(t.app, actors, who, row);
    if (status === 200) expect(response.statusCode, response.body).toBe(200);
    else expectError(response, status);
  });

  it('left the table as it found it', async () => {
    await clear();
    expect(await rows()).toHaveLength(0);
  });
});

describe('the search around the subject', () => {
  it('finds the register within 750 m, nearest first, the subject and the far property left out', async () => {
    const result = await pretraga();
    const ids = result.itemList.map((item) => item.id);
    // 40 … 560 m: all fourteen are inside 750 m.
    expect(ids).toEqual(blizu.map((item) => item.id));
    expect(ids).not.toContain(daleko);
    expect(ids).not.toContain(s.predmetA);
    expect(ids).not.toContain(s.predmetB);
    expect(result.centar).toEqual({ latitude: CENTAR.lat, longitude: CENTAR.lon });
    expect(result.itemList[0]!.udaljenost).toBeCloseTo(40, 0);
    expect(result.ukupno).toBe(14);
    expect(result.maxKomparativa).toBe(KOMPARATIVI_MAX);
  });

  it('takes a radius, the area window and the price ranges', async () => {
    expect((await pretraga('&radiusInMeters=210')).itemList).toHaveLength(5);
    // The subject's 60 m² ±25 %: 45–75 m².
    const prozor = await pretraga('&prviKvadratura=45&drugiKvadratura=75');
    expect(prozor.itemList.every((item) => item.kvadratura >= 45 && item.kvadratura <= 75)).toBe(true);
    expect(prozor.ukupno).toBe(13);
    const poM2 = await pretraga('&prviCenaPoM2=1200&drugiCenaPoM2=1400');
    expect(poM2.itemList.map((item) => item.jedinicnaCena)).toEqual([1200, 1250, 1300, 1350, 1400]);
    expect((await pretraga('&radiusInMeters=3000')).itemList.map((item) => item.id)).toContain(daleko);
  });

  it('marks the ones already chosen', async () => {
    await call(t.app, 'POST', idsUrl([blizu[2]!.id]), admin());
    const result = await pretraga();
    expect(result.itemList.filter((item) => item.vecIzabranaZaProcenu).map((item) => item.id)).toEqual([blizu[2]!.id]);
    expect(result.izabrano).toBe(1);
    await clear();
  });

  it('refuses a subject without coordinates, a from-value over its to-value and a centre of its own', async () => {
    const bez = await call(t.app, 'GET', pretragaUrl('', s.procenaBezKoordinata, s.predmetBez), admin());
    expect(expectError(bez, 400).Message).toContain('nema koordinate');
    expectError(await call(t.app, 'GET', pretragaUrl('&prviKvadratura=80&drugiKvadratura=40'), admin()), 400);
    expectError(await call(t.app, 'GET', pretragaUrl('&radiusInMeters=5'), admin()), 400);
    expectError(await call(t.app, 'GET', pretragaUrl('', s.procenaA, s.predmetB), admin()), 400);
    expectError(await call(t.app, 'GET', pretragaUrl('', 99_999_999, s.predmetA), admin()), 404);
  });
});

describe('choosing, adjusting and the indicated value', () => {
  it('derives every value on the server, whatever the client sends', async () => {
    await clear();
    const [a, b, c] = [blizu[0]!, blizu[4]!, blizu[9]!];
    expect((await call(t.app, 'POST', idsUrl([a.id, b.id, c.id]), admin())).statusCode).toBe(200);
    const before = await list();
    expect(before.itemList.map((item) => item.id)).toEqual([a.id, b.id, c.id]);
    expect(before.itemList.every((item) => item.procentualnoUskladjivanje === 0)).toBe(true);
    const response = await call(t.app, 'PUT', '/api/procene/komparativi/update', admin(), [
      { procenaId: s.procenaA, predmetKomparativ: s.predmetA, id: a.id, procentualnoUskladjivanje: 10 },
      {
        procenaId: s.procenaA,
        predmetKomparativ: s.predmetA,
        id: b.id,
        procentualnoUskladjivanje: -5.5,
        // Not read: the server derives them.
        korigovanaJedinicnaCena: 1,
        uskladjenaJedinicnaVrednost: 999_999,
      },
      {
        procenaId: s.procenaA,
        predmetKomparativ: s.predmetA,
        id: c.id,
        procentualnoUskladjivanje: 0,
        verzija: before.itemList[2]!.verzija,
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ Message: string }>().Message).toBe('Uspešno sačuvane izmene.');
    const after = await list();
    const unit = (item: (typeof blizu)[number]) => item.trazenaCena / item.kvadratura;
    const expected = [
      Math.round(unit(a) * 1.1 * 100) / 100,
      Math.round(unit(b) * 0.945 * 100) / 100,
      Math.round(unit(c) * 100) / 100,
    ];
    expect(after.itemList.map((item) => item.korigovanaJedinicnaCena)).toEqual([unit(a), unit(b), unit(c)]);
    expect(after.itemList.map((item) => item.uskladjenaJedinicnaVrednost)).toEqual(expected);
    const mean = Math.round(((expected[0]! + expected[1]! + expected[2]!) / 3) * 100) / 100;
    expect(after.indikacija.indikovanaJedinicnaVrednost).toBe(mean);
    expect(after.indikacija.indikovanaTrzisnaVrednost).toBe(Math.round(mean * 60));
    expect(after.indikacija.minJedinicnaVrednost).toBe(Math.min(...expected));
    expect(after.indikacija.maxJedinicnaVrednost).toBe(Math.max(...expected));
    expect(after.indikacija.standardnaDevijacija).toBeGreaterThan(0);
    expect(after.indikacija.brojKomparativa).toBe(3);
    expect(after.predmet.id).toBe(s.predmetA);
    // The change is in the valuation's history.
    const istorija = await call(t.app, 'GET', `/api/procene/${s.procenaA}/istorija`, admin());
    expect(istorija.body).toContain(`Usklađivanje ${a.id}`);
  });

  it('keeps an already chosen one as it is when chosen again', async () => {
    const before = await list();
    expect((await call(t.app, 'POST', idsUrl([blizu[0]!.id]), admin())).statusCode).toBe(200);
    expect((await list()).itemList).toEqual(before.itemList);
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const before = await list();
    const first = before.itemList[0]!;
    const response = await call(t.app, 'PUT', '/api/procene/komparativi/update', admin(), [
      {
        procenaId: s.procenaA,
        predmetKomparativ: s.predmetA,
        id: first.id,
        procentualnoUskladjivanje: 20,
        verzija: first.verzija - 1,
      },
    ]);
    expectError(response, 409);
    expect((await list()).itemList).toEqual(before.itemList);
  });

  it('removes comparables', async () => {
    const before = await list();
    const response = await call(t.app, 'DELETE', idsUrl([before.itemList[1]!.id]), admin());
    expect(response.statusCode, response.body).toBe(200);
    expect((await list()).itemList.map((item) => item.id)).toEqual([before.itemList[0]!.id, before.itemList[2]!.id]);
  });
});

describe('bad input: a clear 4xx and nothing written', () => {
  const put = (items: unknown) => call(t.app, 'PUT', '/api/procene/komparativi/update', admin(), items);
  const item = (change: Record<string, unknown> = {}) => ({
    procenaId: s.procenaA,
    predmetKomparativ: s.predmetA,
    id: blizu[0]!.id,
    procentualnoUskladjivanje: 3,
    ...change,
  });

  beforeAll(async () => {
    await clear();
    await call(t.app, 'POST', idsUrl([blizu[0]!.id, blizu[1]!.id]), admin());
  });

  it.each([
    ['an adjustment of −150 %', () => [item({ procentualnoUskladjivanje: -150 })]],
    ['an adjustment of +101 %', () => [item({ procentualnoUskladjivanje: 101 })]],
    ['letters', () => [item({ procentualnoUskladjivanje: 'deset' })]],
    ['three decimals', () => [item({ procentualnoUskladjivanje: 1.234 })]],
    ['no percent', () => [item({ procentualnoUskladjivanje: undefined })]],
    ['an empty list', () => []],
    ['not a list', () => item()],
    ['the same comparable twice', () => [item(), item({ procentualnoUskladjivanje: 4 })]],
  ])('PUT with %s: 400', async (_name, body) => {
    const before = await rows();
    expectError(await put(body()), 400);
    expect(await rows()).toEqual(before);
  });

  it('PUT with letters answers in the caller’s language', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/procene/komparativi/update',
      headers: { authorization: `Bearer ${admin()}`, [JEZIK_HEADER]: 'en_US' },
      payload: [item({ procentualnoUskladjivanje: -150 })],
    });
    expect(expectError(response, 400).Message).toContain('The adjustment must be between -90 and 100 %');
  });

  it('PUT naming a comparable of another valuation: 400, and a good item beside it is not saved', async () => {
    await call(t.app, 'POST', idsUrl([blizu[5]!.id], s.procenaB, s.predmetB), admin());
    const before = await rows();
    const response = await put([
      item(),
      item({ procenaId: s.procenaA, predmetKomparativ: s.predmetB, id: blizu[5]!.id }),
    ]);
    expect(expectError(response, 400).Message).toContain('nije predmet ove procene');
    expect(await rows()).toEqual(before);
    expect((await rows(s.predmetB))[0]!.procentualnoUskladjivanje).toBe(0);
  });

  it('PUT naming a property that is not a comparable of the subject, or does not exist: 404', async () => {
    const before = await rows();
    expectError(await put([item(), item({ id: blizu[7]!.id })]), 404);
    expectError(await put([item({ id: 99_999_998 })]), 404);
    expectError(await put([item({ procenaId: 99_999_998 })]), 404);
    expectError(await put([item({ predmetKomparativ: 99_999_998 })]), 404);
    expect(await rows()).toEqual(before);
  });

  it('POST of ids that do not exist: 404, none of the good ones added', async () => {
    const before = await rows();
    const response = await call(t.app, 'POST', idsUrl([blizu[3]!.id, 99_999_997]), admin());
    expect(expectError(response, 404).Message).toContain('99999997');
    expect(await rows()).toEqual(before);
  });

  it('POST of a valuation subject or of the subject itself: 400', async () => {
    expectError(await call(t.app, 'POST', idsUrl([s.predmetB]), admin()), 400);
    expectError(await call(t.app, 'POST', idsUrl([s.predmetA]), admin()), 400);
  });

  it('POST for another valuation’s subject: 400', async () => {
    const response = await call(t.app, 'POST', idsUrl([blizu[3]!.id], s.procenaA, s.predmetB), admin());
    expect(expectError(response, 400).Message).toContain('nije predmet ove procene');
    expect(await rows(s.predmetB)).toHaveLength(1);
  });

  it.each([
    ['letters', 'abc'],
    ['a negative id', '-3'],
    ['nothing', ''],
    ['a zero', '0'],
    ['an id too long', '123456789'],
  ])('POST with %s as ids: 400', async (_name, ids) => {
    const url = `/api/procene/${s.procenaA}/komparativi?predmetKomparativ=${s.predmetA}&komparativIds=${ids}`;
    expectError(await call(t.app, 'POST', url, admin()), 400);
  });

  it('POST without a subject: 400', async () => {
    expectError(await call(t.app, 'POST', `/api/procene/${s.procenaA}/komparativi?komparativIds=1`, admin()), 400);
  });

  it(`POST past ${KOMPARATIVI_MAX} comparables: ERRORS.MAXSELECTED (409, ErrorCode 404), nothing added`, async () => {
    const before = await rows();
    const ids = blizu.slice(2, 2 + KOMPARATIVI_MAX - 1).map((item) => item.id);
    const response = await call(t.app, 'POST', idsUrl(ids), admin());
    const body = expectError(response, 409);
    expect(body.ErrorCode).toBe(404);
    expect(body.Message).toBe(`Predmet procene može imati najviše ${KOMPARATIVI_MAX} komparativa.`);
    expect(await rows()).toEqual(before);
    // Exactly up to the limit is fine; one more is refused.
    const fill = blizu.slice(2, 2 + KOMPARATIVI_MAX - before.length).map((one) => one.id);
    expect((await call(t.app, 'POST', idsUrl(fill), admin())).statusCode).toBe(200);
    expect(await rows()).toHaveLength(KOMPARATIVI_MAX);
    expect(expectError(await call(t.app, 'POST', idsUrl([blizu[13]!.id]), admin()), 409).ErrorCode).toBe(404);
  });

  it('DELETE of a property that is not a comparable of the subject: 404, nothing removed', async () => {
    const before = await rows();
    expectError(await call(t.app, 'DELETE', idsUrl([blizu[0]!.id, daleko]), admin()), 404);
    expect(await rows()).toEqual(before);
  });

  it('GET for another valuation’s subject: 400; for a missing valuation or property: 404', async () => {
    expectError(await call(t.app, 'GET', listUrl(s.procenaA, s.predmetB), admin()), 400);
    expectError(await call(t.app, 'GET', listUrl(99_999_999, s.predmetA), admin()), 404);
    expectError(await call(t.app, 'GET', listUrl(s.procenaA, 99_999_999), admin()), 404);
    expectError(await call(t.app, 'GET', `/api/procene/${s.procenaA}/komparativi`, admin()), 400);
  });
});

describe('the Word report', () => {
  it('prints the comparables and the indicated value of the first subject', async () => {
    const lista = await list();
    expect(lista.itemList.length).toBeGreaterThan(0);
    const sabloni = (await call(t.app, 'GET', '/api/procene/sabloni', admin())).json<{
      itemList: { id: number; naziv: string }[];
    }>().itemList;
    const stambeni = sabloni.find((sablon) => sablon.naziv.endsWith('stambeni prostor'))!;
    const response = await call(t.app, 'PUT', `/api/procene/${s.procenaA}/document?template=${stambeni.id}`, admin());
    expect(response.statusCode, response.body).toBe(200);
    const download = await call(t.app, 'GET', `/api/procene/fajlovi/${response.json<{ Id: number }>().Id}`, admin());
    expect(download.statusCode).toBe(200);
    const text = new PizZip(download.rawPayload)
      .file('word/document.xml')!
      .asText()
      .replace(/<[^>]+>/g, '');
    const format = new Intl.NumberFormat('sr-Latn-RS', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(text).toContain('Uporedive nepokretnosti (komparativi)');
    expect(text).toContain(`${format.format(lista.indikacija.indikovanaJedinicnaVrednost!)} €/m²`);
    expect(text).toContain(`${format.format(lista.indikacija.indikovanaTrzisnaVrednost!)} €`);
    for (const komparativ of lista.itemList) {
      expect(text).toContain(komparativ.nepokretnost.adresa);
      expect(text).toContain(`${format.format(komparativ.uskladjenaJedinicnaVrednost)} €/m²`);
    }
  });
});

describe('the register and the valuation', () => {
  it('refuses to delete a property used as a comparable', async () => {
    const used = (await rows())[0]!.nepokretnostId;
    const response = await call(t.app, 'DELETE', `/api/nepokretnosti/${used}`, admin());
    expectError(response, 409);
  });

  it('a deleted valuation takes its comparables with it', async () => {
    expect(await rows(s.predmetB)).toHaveLength(1);
    expect((await call(t.app, 'DELETE', `/api/procene/${s.procenaB}`, admin())).statusCode).toBe(200);
    const left = await t.app.db
      .select()
      .from(komparativi)
      .where(and(eq(komparativi.procenaId, s.procenaB), eq(komparativi.predmetId, s.predmetB)));
    expect(left).toHaveLength(0);
  });
});
