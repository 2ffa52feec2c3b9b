import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KLIJENT_BRISANJE_ROLES,
  ErrorCode,
  PRAVNO_LICE_POSTOJI,
  apiErrorSchema,
  auditListSchema,
  gradListSchema,
  klijentKratkoListSchema,
  klijentListSchema,
  klijentSchema,
  klijentUpotrebljenPoruka,
  kljucPretrage,
  opstinaListSchema,
  type Klijent,
  type KlijentCreate,
} from '@rp/contract';
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
import { seedLargeKlijenti } from '../src/db/seed/klijenti.ts';

let t: TestApp;
let actors: Actors;

beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
});
afterAll(async () => t.close());

const admin = () => actors.token('admin');

async function list(query = '', who: Who = 'admin') {
  const response = await call(t.app, 'GET', `/api/klijenti${query}`, actors.token(who));
  expect(response.statusCode, response.body).toBe(200);
  return klijentListSchema.parse(response.json());
}

async function byName(naziv: string): Promise<Klijent> {
  const found = (await list(`?searchData=${encodeURIComponent(naziv)}&limit=500`)).itemList.find(
    (klijent) => klijent.naziv === naziv,
  );
  if (!found) throw new Error(`no client ${naziv}`);
  return found;
}

async function read(id: number): Promise<Klijent> {
  return klijentSchema.parse((await call(t.app, 'GET', `/api/klijenti/${id}`, admin())).json());
}

let counter = 0;
/** A fresh legal-person registry number for each create. */
const noviMaticni = () => String(40_000_000 + ++counter);

async function create(body: KlijentCreate, who: Who = 'admin'): Promise<number> {
  const response = await call(t.app, 'POST', '/api/klijenti', actors.token(who), body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Id: number }>().Id;
}

/** A place of the reference data: Novi Sad (municipality) and Petrovaradin (its settlement); Šabac elsewhere. */
async function mesta() {
  const opstine = opstinaListSchema.parse(
    (await call(t.app, 'GET', '/api/lokacija/opstine?drzavaId=1', admin())).json(),
  ).opstinaLista;
  const noviSad = opstine.find((opstina) => opstina.naziv === 'Novi Sad')!;
  const sabac = opstine.find((opstina) => opstina.naziv === 'Šabac')!;
  const gradovi = gradListSchema.parse(
    (await call(t.app, 'GET', `/api/lokacija/gradovi?opstinaId=${noviSad.id}`, admin())).json(),
  ).gradoviLista;
  return { noviSad: noviSad.id, sabac: sabac.id, petrovaradin: gradovi.find((g) => g.naziv === 'Petrovaradin')!.id };
}

describe('the demo register', () => {
  it('has the ten banks with two or three bankers each, and 40+ clients', async () => {
    const banke = await list('?tipoviKlijenta[]=2&limit=500');
    expect(banke.ukupno).toBe(10);
    expect(banke.itemList.map((banka) => banka.naziv)).toContain('Banca Intesa a.d. Beograd');
    const bankari = await list('?tipoviKlijenta[]=3&limit=500');
    for (const banka of banke.itemList) {
      const own = bankari.itemList.filter((bankar) => bankar.idBanke === banka.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(own.every((bankar) => bankar.bankaNaziv === banka.naziv)).toBe(true);
    }
    const klijenti = await list('?tipoviKlijenta=1&limit=500');
    expect(klijenti.ukupno).toBeGreaterThanOrEqual(40);
    expect(klijenti.itemList.some((k) => k.latitude === null && k.adresa !== '')).toBe(true);
    expect(klijenti.itemList.filter((k) => k.latitude !== null).length).toBeGreaterThan(30);
  });

  it("answers one bank's bankers by idBanke, counted, searched without accents, and refuses a bad id", async () => {
    const banke = await list('?tipoviKlijenta[]=2&limit=500');
    const svi = await list('?tipoviKlijenta[]=3&limit=500');
    for (const banka of banke.itemList) {
      const own = await list(`?tipoviKlijenta[]=3&idBanke=${banka.id}`);
      expect(own.itemList.map((bankar) => bankar.id).sort()).toEqual(
        svi.itemList
          .filter((bankar) => bankar.idBanke === banka.id)
          .map((bankar) => bankar.id)
          .sort(),
      );
      expect(own.ukupno).toBe(own.itemList.length);
    }
    const banka = banke.itemList[0]!;
    const bankar = svi.itemList.find((entry) => entry.idBanke === banka.id)!;
    const word = bankar.naziv.split(/\s+/)[0]!.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'dj');
    const found = await list(`?tipoviKlijenta[]=3&idBanke=${banka.id}&searchData=${encodeURIComponent(word)}`);
    expect(found.itemList.map((entry) => entry.id)).toContain(bankar.id);
    expect(found.itemList.every((entry) => entry.idBanke === banka.id)).toBe(true);
    expect((await list('?idBanke=99999999')).itemList).toEqual([]);
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999999']) {
      const response = await call(t.app, 'GET', `/api/klijenti?idBanke=${bad}`, admin());
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it('answers the clients (type 1) for a picker, by name', async () => {
    const response = await call(t.app, 'GET', '/api/klijenti/get/klijent', actors.token('user'));
    const { itemList } = klijentKratkoListSchema.parse(response.json());
    const all = await list('?tipoviKlijenta[]=1&limit=500');
    expect(itemList.map((k) => k.id).sort()).toEqual(all.itemList.map((k) => k.id).sort());
    expect(Object.keys(itemList[0]!).sort()).toEqual(['id', 'naziv']);
  });

  it('narrows the picker by the search without accents and caps it by the limit', async () => {
    const all = await list('?tipoviKlijenta[]=1&limit=500');
    const someone = all.itemList.find((k) => /[čćšžđ]/i.test(k.naziv)) ?? all.itemList[0]!;
    const word = someone.naziv.split(/\s+/).find((part) => part.length >= 4) ?? someone.naziv;
    const plain = word.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'dj');
    const found = await call(
      t.app,
      'GET',
      `/api/klijenti/get/klijent?searchData=${encodeURIComponent(plain)}`,
      actors.token('user'),
    );
    const { itemList } = klijentKratkoListSchema.parse(found.json());
    expect(itemList.map((k) => k.id)).toContain(someone.id);
    expect(itemList.length).toBeLessThan(all.itemList.length);
    const capped = await call(t.app, 'GET', '/api/klijenti/get/klijent?limit=3', actors.token('user'));
    expect(klijentKratkoListSchema.parse(capped.json()).itemList).toHaveLength(3);
    for (const bad of ['limit=0', 'limit=1001', 'limit=x', 'searchData=a%00b'])
      expect((await call(t.app, 'GET', `/api/klijenti/get/klijent?${bad}`, actors.token('user'))).statusCode).toBe(400);
  });
});

describe('who may call what', () => {
  const body = (who: Who): KlijentCreate => ({
    naziv: `Uloga ${who} d.o.o.`,
    tip: 1,
    lice: 1,
    maticniBroj: noviMaticni(),
  });
  const fresh = async () => create({ naziv: `Za brisanje ${++counter}`, tip: 1, lice: 2 });
  const deleteStatus = Object.fromEntries(
    (['admin', 'demo', 'user', 'ops'] as const).map((who) => [
      who,
      KLIJENT_BRISANJE_ROLES.includes(({ admin: 'Admin', demo: 'Demo', user: 'User', ops: 'Operations' } as const)[who])
        ? 200
        : 403,
    ]),
  );
  const cases: RoleCase[] = [
    { name: 'GET klijenti', method: 'GET', url: '/api/klijenti', expect: ALL_AND_ANON },
    { name: 'GET klijenti/{id}', method: 'GET', url: '/api/klijenti/1', expect: ALL_AND_ANON },
    { name: 'GET klijenti/get/klijent', method: 'GET', url: '/api/klijenti/get/klijent', expect: ALL_AND_ANON },
    { name: 'POST klijenti', method: 'POST', url: '/api/klijenti', payload: body, expect: ALL_AND_ANON },
    {
      name: 'PUT klijenti',
      method: 'PUT',
      url: '/api/klijenti',
      payload: async (who: Who) => {
        const id = await fresh();
        return { id, verzija: 1, naziv: `Izmenio ${who}`, tip: 1, lice: 2 };
      },
      expect: ALL_AND_ANON,
    },
    {
      name: 'DELETE klijenti/{id}',
      method: 'DELETE',
      url: async () => `/api/klijenti/${await fresh()}`,
      expect: { ...deleteStatus, anonymous: 401 },
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

describe('create and edit', () => {
  it('saves a client with the quoted message, fills the municipality from the settlement, and edits it', async () => {
    const { noviSad, petrovaradin } = await mesta();
    const maticniBroj = noviMaticni();
    const saved = await call(t.app, 'POST', '/api/klijenti', actors.token('user'), {
      naziv: '  Tvrđava Invest d.o.o. ',
      tip: 1,
      lice: 1,
      maticniBroj,
      idGrada: petrovaradin,
      adresa: 'Beogradska 1',
      latitude: 45.25,
      longitude: 19.86,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      ErrorCode: 0,
      Type: 1,
      Message: 'Klijent sa imenom Tvrđava Invest d.o.o. uspešno sačuvan',
    });
    const id = saved.json<{ Id: number }>().Id;
    expect(await read(id)).toMatchObject({
      naziv: 'Tvrđava Invest d.o.o.',
      idOpstine: noviSad,
      idGrada: petrovaradin,
      gradNaziv: 'Petrovaradin',
      opstinaNaziv: 'Novi Sad',
      drzavaNaziv: 'Srbija',
      verzija: 1,
    });

    const edited = await call(t.app, 'PUT', '/api/klijenti', actors.token('user'), {
      id,
      verzija: 1,
      naziv: 'Tvrđava Invest Group d.o.o.',
      tip: 1,
      lice: 1,
      maticniBroj,
      idOpstine: noviSad,
      idGrada: petrovaradin,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      Message: 'Klijent sa imenom Tvrđava Invest Group d.o.o. uspešno izmenjen',
      Id: id,
    });
    expect(await read(id)).toMatchObject({ naziv: 'Tvrđava Invest Group d.o.o.', verzija: 2, latitude: null });
    // The search key follows the edit.
    expect((await list('?searchData=tvrdjava%20group')).itemList.map((k) => k.id)).toEqual([id]);

    const audit = await call(t.app, 'GET', `/api/audit/klijenti/${id}`, admin());
    const history = auditListSchema.parse(audit.json());
    expect(history.itemList.map((entry) => entry.Akcija)).toEqual(['update', 'create']);
    expect(history.itemList[0]!.Izmene.naziv).toEqual(['Tvrđava Invest d.o.o.', 'Tvrđava Invest Group d.o.o.']);
    expect(history.itemList[0]!.Izmene.pretraga).toBeUndefined();
  });

  it('saves a banker of a bank with the quoted message', async () => {
    const banka = await byName('Erste Bank a.d. Novi Sad');
    const response = await call(t.app, 'POST', '/api/klijenti', actors.token('ops'), {
      naziv: 'Petra Bankarević',
      tip: 3,
      lice: 2,
      idBanke: banka.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ Message: string }>().Message).toBe('Bankar sa imenom Petra Bankarević uspešno sačuvan');
    expect(await read(response.json<{ Id: number }>().Id)).toMatchObject({
      idBanke: banka.id,
      bankaNaziv: banka.naziv,
    });
  });

  it('refuses a stale verzija with 409 and writes nothing', async () => {
    const id = await create({ naziv: 'Zastarela verzija', tip: 1, lice: 2 });
    const edit = { id, verzija: 1, naziv: 'Prva izmena', tip: 1, lice: 2 };
    expect((await call(t.app, 'PUT', '/api/klijenti', admin(), edit)).statusCode).toBe(200);
    const stale = await call(t.app, 'PUT', '/api/klijenti', admin(), { ...edit, naziv: 'Druga izmena' });
    expect(stale.statusCode).toBe(409);
    expect(apiErrorSchema.parse(stale.json()).Message).toMatch(/izmenio neko drugi/);
    expect(await read(id)).toMatchObject({ naziv: 'Prva izmena', verzija: 2 });
  });

  it('edits a client sent without verzija (the specification shape): the last write wins', async () => {
    const id = await create({ naziv: 'Bez verzije', tip: 1, lice: 2 });
    const edit = { id, naziv: 'Bez verzije izmenjen', tip: 1, lice: 2 };
    const response = await call(t.app, 'PUT', '/api/klijenti', admin(), edit);
    expect(response.statusCode, response.body).toBe(200);
    expect(await read(id)).toMatchObject({ naziv: 'Bez verzije izmenjen', verzija: 2 });
    expect((await call(t.app, 'PUT', '/api/klijenti', admin(), { ...edit, verzija: 1 })).statusCode).toBe(409);
  });

  it('answers 404 for a missing client', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/klijenti/99999999', undefined],
      ['DELETE', '/api/klijenti/99999999', undefined],
      ['PUT', '/api/klijenti', { id: 99_999_999, verzija: 1, naziv: 'Niko', tip: 1, lice: 2 }],
    ] as const) {
      const response = await call(t.app, method, url, admin(), payload);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ Message: string }>().Message).toBe('Klijent sa id-em 99999999 ne postoji.');
    }
  });
});

describe('bad input: a clear 4xx in the error model and nothing written', () => {
  const cases: [string, (m: Awaited<ReturnType<typeof mesta>>, ids: Record<string, number>) => object, RegExp][] = [
    ['a registry number with letters', () => ({ naziv: 'A', tip: 1, lice: 1, maticniBroj: '12ab5678' }), /samo cifre/],
    ['nine digits for a legal person', () => ({ naziv: 'A', tip: 1, lice: 1, maticniBroj: '123456789' }), /najviše 8/],
    ['fourteen digits for a natural one', () => ({ naziv: 'A', tip: 1, lice: 2, maticniBroj: '12345678901234' }), /13/],
    ['an empty name', () => ({ naziv: '   ', tip: 1, lice: 2 }), /Naziv je obavezan/],
    ['an unknown municipality', () => ({ naziv: 'A', tip: 1, lice: 2, idOpstine: 99_999 }), /opština .* ne postoji/],
    ['an unknown settlement', () => ({ naziv: 'A', tip: 1, lice: 2, idGrada: 99_999 }), /naselje .* ne postoji/],
    [
      'a settlement outside the municipality',
      (m) => ({ naziv: 'A', tip: 1, lice: 2, idOpstine: m.sabac, idGrada: m.petrovaradin }),
      /ne pripada izabranoj opštini/,
    ],
    ['a banker without a bank', () => ({ naziv: 'A', tip: 3, lice: 2 }), /Bankar mora pripadati banci/],
    ['a banker of a client', (_, ids) => ({ naziv: 'A', tip: 3, lice: 2, idBanke: ids.klijent }), /samo banci/],
    [
      'a banker of an unknown bank',
      () => ({ naziv: 'A', tip: 3, lice: 2, idBanke: 99_999_999 }),
      /banka .* ne postoji/,
    ],
    ['a client with a bank', (_, ids) => ({ naziv: 'A', tip: 1, lice: 2, idBanke: ids.banka }), /Samo bankar/],
    ['an unknown type', () => ({ naziv: 'A', tip: 4, lice: 2 }), /./],
    ['one coordinate only', () => ({ naziv: 'A', tip: 1, lice: 2, latitude: 45 }), /obe ili nijedna/],
  ];

  it.each(cases)('%s (POST and PUT)', async (_, make, message) => {
    const m = await mesta();
    const ids = { klijent: (await byName('Petar Petrović')).id, banka: (await byName('Banca Intesa a.d. Beograd')).id };
    const before = (await list('?limit=1')).ukupno;
    const created = await call(t.app, 'POST', '/api/klijenti', admin(), make(m, ids));
    expect(created.statusCode).toBe(400);
    const error = apiErrorSchema.parse(created.json());
    expect(error.ErrorCode).toBe(400);
    expect(error.Message).toMatch(message);
    expect((await list('?limit=1')).ukupno).toBe(before);

    const target = await byName('Dragan Nikolić');
    const edited = await call(t.app, 'PUT', '/api/klijenti', admin(), {
      ...make(m, ids),
      id: target.id,
      verzija: target.verzija,
    });
    expect(edited.statusCode).toBe(400);
    expect(apiErrorSchema.parse(edited.json()).Message).toMatch(message);
    expect(await read(target.id)).toEqual(target);
  });
});

describe('a legal person is registered once', () => {
  it("refuses a second legal person with the same registry number: 'Pravno lice već postoji u bazi'", async () => {
    const existing = await byName('Gradnja Dunav d.o.o.');
    const before = (await list('?limit=1')).ukupno;
    const response = await call(t.app, 'POST', '/api/klijenti', actors.token('user'), {
      naziv: 'Druga Gradnja d.o.o.',
      tip: 1,
      lice: 1,
      maticniBroj: existing.maticniBroj,
    });
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json()).Message).toBe(PRAVNO_LICE_POSTOJI);
    expect(response.json()).toMatchObject({ ErrorCode: ErrorCode.DuplicateRegistryNumber });
    expect((await list('?limit=1')).ukupno).toBe(before);

    // An edit that takes another's number is refused too; a natural person may share it.
    const other = await byName('Agro Bačka d.o.o.');
    const edit = await call(t.app, 'PUT', '/api/klijenti', admin(), { ...other, maticniBroj: existing.maticniBroj });
    expect(edit.statusCode).toBe(409);
    expect(apiErrorSchema.parse(edit.json()).Message).toBe(PRAVNO_LICE_POSTOJI);
    expect(edit.json()).toMatchObject({ ErrorCode: ErrorCode.DuplicateRegistryNumber });
    await create({ naziv: 'Fizičko lice istog broja', tip: 1, lice: 2, maticniBroj: existing.maticniBroj });
    // Saving a legal person unchanged is not a duplicate of itself.
    expect((await call(t.app, 'PUT', '/api/klijenti', admin(), existing)).statusCode).toBe(200);
  });

  it('lets exactly one of two parallel creates win', async () => {
    const maticniBroj = noviMaticni();
    const responses = await Promise.all(
      ['admin', 'ops', 'user', 'demo'].map((who) =>
        call(t.app, 'POST', '/api/klijenti', actors.token(who as Who), {
          naziv: `Paralelno ${who} d.o.o.`,
          tip: 1,
          lice: 1,
          maticniBroj,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409))
      expect(refused.json<{ Message: string }>().Message).toBe(PRAVNO_LICE_POSTOJI);
    expect((await list(`?searchData=${maticniBroj}`)).ukupno).toBe(1);
  });
});

describe('delete protection', () => {
  it('refuses to delete a client a job uses, with the message, and deletes nothing', async () => {
    const klijent = await byName('Petar Petrović');
    const response = await call(t.app, 'DELETE', `/api/klijenti/${klijent.id}`, admin());
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json()).Message).toBe(klijentUpotrebljenPoruka('posao', klijent.id));
    expect(response.json()).toMatchObject({ ErrorCode: ErrorCode.KlijentInUse });
    expect(response.json<{ Message: string }>().Message).toBe(
      `Postoji posao kome je dodeljen Klijent/Bankar sa id-em ${klijent.id}`,
    );
    expect(await read(klijent.id)).toEqual(klijent);
  });

  it('refuses to delete a bank while bankers belong to it, or to make it something else', async () => {
    const banka = await byName('ProCredit Bank a.d. Beograd');
    const response = await call(t.app, 'DELETE', `/api/klijenti/${banka.id}`, admin());
    expect(response.statusCode).toBe(409);
    expect(response.json<{ Message: string }>().Message).toBe(klijentUpotrebljenPoruka('bankar', banka.id));
    expect(response.json()).toMatchObject({ ErrorCode: ErrorCode.KlijentInUse });
    const retyped = await call(t.app, 'PUT', '/api/klijenti', admin(), { ...banka, tip: 1 });
    expect(retyped.statusCode).toBe(409);
    expect(await read(banka.id)).toEqual(banka);
  });

  it('deletes an unused client with its documents and history', async () => {
    const id = await create({ naziv: 'Nekorišćen klijent', tip: 1, lice: 2 }, 'user');
    const boundary = '----rp-klijenti';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="UploadedImage"; filename="ugovor.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\nUgovor o proceni\r\n--${boundary}--\r\n`,
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/klijenti/${id}/fajlovi`,
      payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${actors.token('user')}`,
      },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const files = await call(t.app, 'GET', `/api/klijenti/${id}/fajlovi`, actors.token('ops'));
    expect(files.json<{ itemList: { name: string }[] }>().itemList.map((f) => f.name)).toEqual(['ugovor.txt']);
    const fileId = files.json<{ itemList: { id: number }[] }>().itemList[0]!.id;
    // Another User may not delete the uploader's document; the register is open to all for reading and adding.
    expect((await call(t.app, 'DELETE', `/api/klijenti/fajlovi/${fileId}`, actors.token('ops'))).statusCode).toBe(403);

    const deleted = await call(t.app, 'DELETE', `/api/klijenti/${id}`, actors.token('ops'));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<{ Message: string }>().Message).toBe('Klijent sa imenom Nekorišćen klijent je obrisan.');
    expect((await call(t.app, 'GET', `/api/klijenti/${id}`, admin())).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/klijenti/${id}/fajlovi`, admin())).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/klijenti/fajlovi/${fileId}`, admin())).statusCode).toBe(404);
    const audit = await call(t.app, 'GET', `/api/audit/klijenti/${id}`, admin());
    const history = auditListSchema.parse(audit.json());
    expect(history.itemList.map((entry) => entry.Akcija)).toEqual(['delete', 'create']);
  });

  it('documents of a missing client answer 404', async () => {
    const response = await call(t.app, 'GET', '/api/klijenti/99999999/fajlovi', admin());
    expect(response.statusCode).toBe(404);
    expect(response.json<{ Message: string }>().Message).toBe('Klijent sa id-em 99999999 ne postoji.');
  });
});

describe('server search', () => {
  const names = async (query: string) => (await list(query)).itemList.map((k) => k.naziv);

  it.each([
    ['sabac', 'Šabačka trgovina d.o.o.'],
    ['SABAC', 'Vuk Tadić'],
    ['dj', 'Đorđe Lazarević'],
    ['djurdjevo', 'Đurđevo Farm d.o.o.'],
    ['đorđević', 'Marija Đorđević'],
    ['шабачка', 'Šabačka trgovina d.o.o.'],
    ['Ђорђе', 'Đorđe Lazarević'],
    ['cukarica', 'Čukarica Gradnja d.o.o.'],
    ['0761', 'Šabačka trgovina d.o.o.'],
    ['petrovic novi sad', 'Petar Petrović'],
    ['novi sad petrovic', 'Petar Petrović'],
    ['bulevar oslobodjenja', 'Erste Bank a.d. Novi Sad'],
  ])('%s finds %s', async (searchData, naziv) => {
    expect(await names(`?searchData=${encodeURIComponent(searchData)}&limit=500`)).toContain(naziv);
  });

  it('matches every word, and wildcards are plain characters', async () => {
    expect(await names('?searchData=petrovic%20sabac')).toEqual([]);
    expect((await list('?searchData=%25')).ukupno).toBe(0);
    expect((await list('?searchData=_')).ukupno).toBe(0);
    const all = (await list('?limit=1')).ukupno;
    expect((await list('?searchData=%20%20')).ukupno).toBe(all);
  });

  it('counts all matches while answering one page', async () => {
    const page = await list('?searchData=novi%20sad&limit=2');
    expect(page.itemList).toHaveLength(2);
    expect(page.ukupno).toBeGreaterThan(10);
    // A page past the last match still answers how many there are.
    const past = await list(`?searchData=novi%20sad&offset=${page.ukupno + 5}`);
    expect(past).toEqual({ itemList: [], ukupno: page.ukupno });
  });
});

describe('paging, sorting and the type filter', () => {
  it('answers 30 rows by default, pages consistently and counts ukupno', async () => {
    const first = await list();
    expect(first.itemList).toHaveLength(30);
    const everything = await list('?limit=500');
    expect(everything.ukupno).toBe(everything.itemList.length);
    expect(first.ukupno).toBe(everything.ukupno);
    const page = await list('?offset=20&limit=20');
    expect(page.itemList.map((k) => k.id)).toEqual(everything.itemList.slice(20, 40).map((k) => k.id));
    // A page past the end of the register, or of a type, still answers how many there are.
    expect(await list(`?offset=${everything.ukupno + 5}`)).toEqual({ itemList: [], ukupno: everything.ukupno });
    const banks = await list('?tipoviKlijenta=2&limit=500');
    expect(await list(`?tipoviKlijenta=2&offset=${banks.ukupno}`)).toEqual({ itemList: [], ukupno: banks.ukupno });
  });

  it('counts each type exactly as rows are created, retyped and deleted', async () => {
    const count = async (query: string) => {
      const page = await list(`${query}${query ? '&' : '?'}limit=500`);
      expect(page.ukupno).toBe(page.itemList.length);
      return page.ukupno;
    };
    const before = [await count('?tipoviKlijenta=1'), await count('?tipoviKlijenta=2'), await count('')];
    const id = await create({ naziv: 'Brojanje', tip: 1, lice: 2 });
    expect([await count('?tipoviKlijenta=1'), await count('?tipoviKlijenta=2'), await count('')]).toEqual([
      before[0]! + 1,
      before[1],
      before[2]! + 1,
    ]);
    expect(
      (await call(t.app, 'PUT', '/api/klijenti', admin(), { id, verzija: 1, naziv: 'Brojanje', tip: 2, lice: 1 }))
        .statusCode,
    ).toBe(200);
    expect([await count('?tipoviKlijenta=1'), await count('?tipoviKlijenta=2'), await count('')]).toEqual([
      before[0],
      before[1]! + 1,
      before[2]! + 1,
    ]);
    expect((await call(t.app, 'DELETE', `/api/klijenti/${id}`, admin())).statusCode).toBe(200);
    expect([await count('?tipoviKlijenta=1'), await count('?tipoviKlijenta=2'), await count('')]).toEqual(before);
  });

  it('sorts by name without regard to accents or case, both ways', async () => {
    const asc = (await list('?sort=naziv&limit=500')).itemList.map((k) => k.naziv);
    const desc = (await list('?sort=naziv&smer=desc&limit=500')).itemList.map((k) => k.naziv);
    expect(desc).toEqual([...asc].reverse());
    expect(asc.indexOf('Čukarica Gradnja d.o.o.')).toBeLessThan(asc.indexOf('Dragan Nikolić'));
    expect(asc.indexOf('Čukarica Gradnja d.o.o.')).toBeGreaterThan(asc.indexOf('Branislava Šević'));
  });

  it.each(['tip', 'lice', 'maticniBroj', 'mesto'] as const)('sorts by %s', async (sort) => {
    const rows = (await list(`?sort=${sort}&limit=500`)).itemList;
    // Places compare like names: without accents, and clients without one come last.
    const key = (k: Klijent) =>
      sort === 'mesto' ? (k.gradNaziv === null ? '\uffff' : kljucPretrage(k.gradNaziv)) : k[sort];
    for (let index = 1; index < rows.length; index++)
      expect(key(rows[index - 1]!) <= key(rows[index]!), `${sort} at ${index}`).toBe(true);
    const desc = (await list(`?sort=${sort}&smer=desc&limit=500`)).itemList;
    expect(desc.map((k) => k.id)).toHaveLength(rows.length);
  });

  it('filters by type with the bracket key, the plain key, repeated or single', async () => {
    const tipovi = async (query: string) => new Set((await list(`${query}&limit=500`)).itemList.map((k) => k.tip));
    expect(await tipovi('?tipoviKlijenta[]=2')).toEqual(new Set([2]));
    expect(await tipovi('?tipoviKlijenta=3')).toEqual(new Set([3]));
    expect(await tipovi('?tipoviKlijenta[]=2&tipoviKlijenta[]=3')).toEqual(new Set([2, 3]));
    expect(await tipovi('?tipoviKlijenta=1&tipoviKlijenta=3')).toEqual(new Set([1, 3]));
    expect((await list('?tipoviKlijenta[]=2&searchData=intesa')).itemList.map((k) => k.naziv)).toEqual([
      'Banca Intesa a.d. Beograd',
    ]);
  });

  it.each([
    '?tipoviKlijenta[]=4',
    '?tipoviKlijenta=x',
    '?sort=lozinka',
    '?smer=gore',
    '?limit=0',
    '?limit=501',
    '?offset=-1',
    '?offset=10000001',
    '?offset=%00',
  ])('refuses %s with 400 in Serbian', async (query) => {
    const response = await call(t.app, 'GET', `/api/klijenti${query}`, admin());
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).ErrorCode).toBe(400);
  });
});

describe('the large seed', () => {
  it('adds clients that the search and the counters see, twice without a registry-number clash', async () => {
    const before = (await list('?limit=1')).ukupno;
    await seedLargeKlijenti(t.app.db, 40);
    await seedLargeKlijenti(t.app.db, 40);
    const after = await list('?limit=500&sort=maticniBroj');
    expect(after.ukupno).toBe(before + 80);
    expect(after.itemList.length).toBe(after.ukupno);
    const generated = after.itemList.filter((k) => k.maticniBroj.startsWith('3000'));
    expect(generated.every((k) => k.idGrada !== null && k.idOpstine !== null && k.gradNaziv !== null)).toBe(true);
    const probe = generated[0]!;
    expect(
      (await list(`?searchData=${encodeURIComponent(probe.naziv)}&limit=500`)).itemList.map((k) => k.id),
    ).toContain(probe.id);
  });
});
