import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, notInArray } from 'drizzle-orm';
import {
  JEZIK_HEADER,
  RADNI_NALOG_LISTE,
  RADNI_NALOG_NEMA_ID,
  RADNI_NALOG_NEMA_LISTE,
  RADNI_NALOG_SACUVAN,
  apiErrorSchema,
  auditListSchema,
  radniNalogMasterDataOdgovorSchema,
  radniNalogOdgovorSchema,
  radniNalogSacuvanSchema,
  tekucaGodina,
  type RadniNalog,
  type RadniNalogMasterData,
  type RadniNalogSave,
} from '@rp/contract';
import { nepokretnosti, procene, radniNalozi } from '../src/db/schema/index.ts';
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
let masterData: RadniNalogMasterData;
/** Valuations of the demo firm without a work order, handed out one per test that writes. */
let slobodne: number[] = [];
const admin = () => actors.token('admin');
const url = (procenaId: number) => `/api/radninalog/${procenaId}`;

const nextProcena = () => {
  const id = slobodne.shift();
  if (id === undefined) throw new Error('no valuation without a work order left');
  return id;
};

async function read(procenaId: number): Promise<RadniNalog> {
  const response = await call(t.app, 'GET', url(procenaId), admin());
  expect(response.statusCode, response.body).toBe(200);
  return radniNalogOdgovorSchema.parse(response.json()).radniNalog;
}

/** A filled order: the structure, 'nema' for the rooms, two floor finishes, the heating and a year. */
const filled = (): RadniNalogSave => ({
  adresa: 'Bulevar oslobođenja 12',
  sprat: '3/5',
  netoPovrsina: 54.3,
  svetlaVisina: 2.6,
  datumInspekcije: '2026-11-20',
  temeljId: 1,
  nosecaKonstrId: 3,
  medjuspratnaKonstrId: 1,
  zidoviSpoljasnjiId: 2,
  krovnaKonstrId: 5,
  krovniPrekrivacId: 7,
  podneObloge: [1, 4],
  spoljasnjeStolarije: [1],
  fasadaId: 1,
  instalacije: [2, 3, 4],
  grejanje: [2],
  pomocneProstorije: [RADNI_NALOG_NEMA_ID],
  klimatizacijaId: 2,
  lift: 'da',
  vodovodId: 2,
  kanalizacijaId: 2,
  godinaGradnje: 1978,
  adaptacija: '2019, kompletna',
  tekuceOdrzavanje: 'Redovno',
});

beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
  masterData = radniNalogMasterDataOdgovorSchema.parse(
    (await call(t.app, 'GET', '/api/radninalog/masterdata', admin())).json(),
  ).radniNalogMasterData;
  const withOrder = t.app.db.select({ id: radniNalozi.procenaId }).from(radniNalozi);
  slobodne = (
    await t.app.db
      .select({ id: procene.id })
      .from(procene)
      .where(notInArray(procene.id, withOrder))
      .orderBy(asc(procene.id))
  ).map((row) => row.id);
});
afterAll(async () => t.close());

describe('master data', () => {
  it('has every list of the form, each option with Serbian and English names and unique ids', () => {
    for (const { lista } of RADNI_NALOG_LISTE) {
      const options = masterData[lista];
      expect(options.length, lista).toBeGreaterThanOrEqual(4);
      expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
      for (const option of options) {
        expect(option.naziv.trim()).not.toBe('');
        expect(option.nazivEn.trim()).not.toBe('');
      }
    }
  });

  it("has 'nema' (id 1) in the lists of the exclusive rule and where none is an answer, not in the structure", () => {
    const nema = (lista: keyof RadniNalogMasterData) => masterData[lista].find((o) => o.id === RADNI_NALOG_NEMA_ID);
    for (const lista of [...RADNI_NALOG_NEMA_LISTE, 'klimatizacija', 'vodovod', 'kanalizacija'] as const)
      expect(nema(lista), lista).toEqual({ id: RADNI_NALOG_NEMA_ID, naziv: 'Nema', nazivEn: 'None' });
    for (const lista of ['temelj', 'nosecaKonstr', 'krovnaKonstr', 'podneObloge'] as const)
      expect(nema(lista)?.naziv, lista).not.toBe('Nema');
    expect(masterData.grejanje.map((o) => o.naziv)).toContain('Daljinsko grejanje (toplana)');
    expect(masterData.medjuspratnaKonstr.map((o) => o.naziv)).toContain('Sitnorebrasta tavanica (fert)');
  });
});

describe('roles', () => {
  const cases: RoleCase[] = [
    { name: 'GET masterdata', method: 'GET', url: '/api/radninalog/masterdata', expect: ALL_AND_ANON },
    { name: 'GET the order', method: 'GET', url: () => url(slobodne[0]!), expect: ALL_AND_ANON },
    {
      name: 'POST the order',
      method: 'POST',
      url: (who: Who) => url(who === 'anonymous' ? slobodne[0]! : nextProcena()),
      payload: filled,
      expect: ALL_AND_ANON,
    },
  ];
  it.each(roleRows(cases))('%s', async (_name, who, status, row) => {
    const response = await runRoleCase(t.app, actors, who, row);
    expect(response.statusCode, response.body).toBe(status);
    if (status !== 200) expect(apiErrorSchema.parse(response.json()).ErrorCode).toBe(status);
  });

  it('writes nothing for an anonymous save', async () => {
    expect((await read(slobodne[0]!)).verzija).toBe(0);
  });
});

describe('GET and POST radninalog/{procenaId}', () => {
  it('answers an empty order (verzija 0) with the subject’s address for a valuation without one', async () => {
    const procenaId = slobodne[0]!;
    const [predmet] = await t.app.db
      .select({ adresa: nepokretnosti.adresa })
      .from(nepokretnosti)
      .where(eq(nepokretnosti.procenaId, procenaId))
      .orderBy(asc(nepokretnosti.id))
      .limit(1);
    const nalog = await read(procenaId);
    expect(nalog).toMatchObject({
      procenaId,
      verzija: 0,
      izmenjeno: null,
      lift: 'nepoznato',
      instalacije: [],
      temeljId: null,
      adresa: predmet?.adresa ?? '',
    });
  });

  it('saves the whole order, answers it with the message and counts versions', async () => {
    const procenaId = nextProcena();
    const response = await call(t.app, 'POST', url(procenaId), actors.token('user'), { ...filled(), verzija: 0 });
    expect(response.statusCode, response.body).toBe(200);
    const saved = radniNalogSacuvanSchema.parse(response.json());
    expect(saved.Message).toBe(RADNI_NALOG_SACUVAN);
    expect(saved.radniNalog).toMatchObject({
      predmetId: expect.any(Number),
      procenaId,
      verzija: 1,
      adresa: 'Bulevar oslobođenja 12',
      podneObloge: [1, 4],
      pomocneProstorije: [RADNI_NALOG_NEMA_ID],
      lift: 'da',
      godinaGradnje: 1978,
      datumInspekcije: '2026-11-20',
      izmenioIme: 'Nikola Nikolić',
    });
    expect(await read(procenaId)).toEqual(saved.radniNalog);

    const second = await call(t.app, 'POST', url(procenaId), admin(), {
      ...filled(),
      procenaId,
      verzija: 1,
      lift: 'ne',
      instalacije: [RADNI_NALOG_NEMA_ID],
      godinaGradnje: null,
      datumInspekcije: null,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(radniNalogSacuvanSchema.parse(second.json()).radniNalog).toMatchObject({
      verzija: 2,
      lift: 'ne',
      instalacije: [RADNI_NALOG_NEMA_ID],
      godinaGradnje: null,
      datumInspekcije: null,
      izmenioIme: 'Marko Petrović',
    });
  });

  it('refuses a stale version with 409 and keeps the newer order', async () => {
    const procenaId = nextProcena();
    expect((await call(t.app, 'POST', url(procenaId), admin(), { ...filled(), verzija: 0 })).statusCode).toBe(200);
    expect(
      (await call(t.app, 'POST', url(procenaId), admin(), { ...filled(), verzija: 1, sprat: 'PR' })).statusCode,
    ).toBe(200);
    const stale = await call(t.app, 'POST', url(procenaId), admin(), { ...filled(), verzija: 1, sprat: '7' });
    expect(stale.statusCode).toBe(409);
    expect(apiErrorSchema.parse(stale.json()).ErrorCode).toBe(409);
    // A second first save (verzija 0) of an order that exists is stale too.
    expect((await call(t.app, 'POST', url(procenaId), admin(), { ...filled(), verzija: 0 })).statusCode).toBe(409);
    expect(await read(procenaId)).toMatchObject({ verzija: 2, sprat: 'PR' });
  });

  it('answers 404 for a valuation that does not exist, and 400 for an id that is not one', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const missing = await call(t.app, method, url(99_999_999), admin(), method === 'POST' ? filled() : undefined);
      expect(missing.statusCode).toBe(404);
      expect(apiErrorSchema.parse(missing.json()).Message).toBe('Procena sa id-em 99999999 ne postoji.');
      expect((await call(t.app, method, '/api/radninalog/abc', admin(), filled())).statusCode).toBe(400);
    }
  });

  it('deletes the order with its valuation', async () => {
    const procenaId = nextProcena();
    expect((await call(t.app, 'POST', url(procenaId), admin(), filled())).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/procene/${procenaId}`, admin())).statusCode).toBe(200);
    expect(await t.app.db.select().from(radniNalozi).where(eq(radniNalozi.procenaId, procenaId))).toEqual([]);
  });

  it('is in the valuation’s history', async () => {
    const procenaId = nextProcena();
    expect((await call(t.app, 'POST', url(procenaId), admin(), filled())).statusCode).toBe(200);
    const history = auditListSchema.parse(
      (await call(t.app, 'GET', `/api/procene/${procenaId}/istorija`, admin())).json(),
    );
    const entry = history.itemList.find((item) => item.Kontekst?.['RadniNalog'] === true);
    expect(entry?.Izmene['lift']).toEqual([null, 'da']);
  });
});

describe('bad input: a clear 4xx in the error model, nothing written', () => {
  let procenaId = 0;
  let before: RadniNalog;
  beforeAll(async () => {
    procenaId = nextProcena();
    expect((await call(t.app, 'POST', url(procenaId), admin(), filled())).statusCode).toBe(200);
    before = await read(procenaId);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['an unknown foundation', { temeljId: 999 }, 'Izabrana opcija (id 999) ne postoji u polju temeljId.'],
    ['an id of a longer list', { krovnaKonstrId: 9 }, 'Izabrana opcija (id 9) ne postoji u polju krovnaKonstrId.'],
    ['an unknown floor finish', { podneObloge: [1, 77] }, 'Izabrana opcija (id 77) ne postoji u polju podneObloge.'],
    ['an unknown heating', { grejanje: [12] }, 'Izabrana opcija (id 12) ne postoji u polju grejanje.'],
    [
      "'nema' with installations",
      { instalacije: [RADNI_NALOG_NEMA_ID, 2] },
      'Opcija „nema“ ne može biti izabrana uz druge opcije.',
    ],
    [
      "heating and 'nema'",
      { grejanje: [3, RADNI_NALOG_NEMA_ID] },
      'Opcija „nema“ ne može biti izabrana uz druge opcije.',
    ],
    [
      "'nema' with rooms",
      { pomocneProstorije: [RADNI_NALOG_NEMA_ID, 4] },
      'Opcija „nema“ ne može biti izabrana uz druge opcije.',
    ],
    ['the same option twice', { podneObloge: [2, 2] }, 'Ista opcija je izabrana više puta.'],
    [
      'a year in the future',
      { godinaGradnje: tekucaGodina() + 1 },
      'Godina gradnje mora biti ceo broj od 1000 do tekuće godine.',
    ],
    ['a year in letters', { godinaGradnje: '19a5' }, 'Godina gradnje mora biti ceo broj od 1000 do tekuće godine.'],
    ['a year as text', { godinaGradnje: '1985' }, 'Godina gradnje mora biti ceo broj od 1000 do tekuće godine.'],
    ['a year too early', { godinaGradnje: 999 }, 'Godina gradnje mora biti ceo broj od 1000 do tekuće godine.'],
    ['a fractional year', { godinaGradnje: 1985.5 }, 'Godina gradnje mora biti ceo broj od 1000 do tekuće godine.'],
    ['a lift that is no answer', { lift: 'mozda' }, 'Lift je „da“, „ne“ ili „nepoznato“.'],
    ['a negative area', { netoPovrsina: -3 }, 'Vrednost ne sme biti negativna.'],
    ['an impossible day', { datumInspekcije: '2026-02-31' }, ''],
    ['another valuation’s id in the body', { procenaId: 1 }, 'Id u telu zahteva nije id iz putanje.'],
  ];

  it.each(bad)('%s', async (_name, change, message) => {
    const payload = { ...filled(), ...change, procenaId: change['procenaId'] ?? procenaId };
    if (change['procenaId'] === 1 && procenaId === 1) payload.procenaId = 2;
    const response = await call(t.app, 'POST', url(procenaId), admin(), { ...payload, verzija: before.verzija });
    expect(response.statusCode, response.body).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.ErrorCode).toBe(400);
    if (message) expect(error.Message).toContain(message);
    expect(await read(procenaId)).toEqual(before);
  });

  it('answers the refusals in English for an English screen', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: url(procenaId),
      headers: { authorization: `Bearer ${admin()}`, [JEZIK_HEADER]: 'en_US' },
      payload: { ...filled(), grejanje: [RADNI_NALOG_NEMA_ID, 2] },
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).Message).toContain(
      'The option "none" cannot be chosen together with other options.',
    );
    const unknown = await t.app.inject({
      method: 'POST',
      url: url(procenaId),
      headers: { authorization: `Bearer ${admin()}`, [JEZIK_HEADER]: 'en_US' },
      payload: { ...filled(), fasadaId: 500 },
    });
    expect(apiErrorSchema.parse(unknown.json()).Message).toBe(
      'The chosen option (id 500) does not exist in the field fasadaId.',
    );
  });
});

describe('demo firm', () => {
  it('has work orders for a part of the valuations, each valid against the master data and the nema rule', async () => {
    const rows = await t.app.db.select().from(radniNalozi);
    const total = (await t.app.db.select({ id: procene.id }).from(procene)).length;
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.length).toBeLessThan(total);
    // Filled from the valuation's first subject: its address and an area a little under the subject's.
    for (const row of rows.slice(0, 10)) {
      const [predmet] = await t.app.db
        .select({ adresa: nepokretnosti.adresa, kvadratura: nepokretnosti.kvadratura })
        .from(nepokretnosti)
        .where(eq(nepokretnosti.procenaId, row.procenaId))
        .orderBy(asc(nepokretnosti.id))
        .limit(1);
      expect(row.adresa).toBe(predmet?.adresa);
      if (predmet && predmet.kvadratura > 0) expect(row.netoPovrsina).toBeLessThan(predmet.kvadratura);
    }
    for (const row of rows) {
      for (const { lista, polje } of RADNI_NALOG_LISTE) {
        const value = row[polje];
        const ids = Array.isArray(value) ? value : value === null ? [] : [value];
        const known = new Set(masterData[lista].map((o) => o.id));
        for (const id of ids) expect(known.has(id), `${polje} ${id}`).toBe(true);
      }
      for (const lista of RADNI_NALOG_NEMA_LISTE)
        if (row[lista].includes(RADNI_NALOG_NEMA_ID)) expect(row[lista]).toEqual([RADNI_NALOG_NEMA_ID]);
      expect(row.godinaGradnje === null || row.godinaGradnje <= tekucaGodina()).toBe(true);
    }
  });
});
