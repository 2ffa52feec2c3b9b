import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nepokretnostCreateSchema } from '@rp/contract';
import { derivePropertyValues } from '@rp/fields';
import { checkFile } from '../src/lib/file-type.ts';
import { localDate } from '../src/lib/time.ts';
import { KATASTRI, katastarRows } from '../src/db/seed/data/katastri.ts';
import { seedLokacije } from '../src/db/seed/lokacije.ts';
import { DEMO_NEPOKRETNOSTI, seedLargeNepokretnosti } from '../src/db/seed/nepokretnosti.ts';
import { fasadaPng } from '../src/db/seed/fasade.ts';
import { buildTestApp, type TestApp } from './helper.ts';

interface Red {
  id: number;
  vrsta_id: number;
  opstina_id: number;
  grad_id: number | null;
  katastar_id: number | null;
  adresa: string;
  latitude: number;
  longitude: number;
  kvadratura: number;
  trazena_cena: number;
  umanjenje: number;
  jedinicna_cena: number;
  korigovana_cena: number;
  jed_cena_nakon_kor: number;
  trzisna_zakupnina: number;
  jedinicna_cena_zakupnine: number;
  gradjevinska_vrednost: number;
  prethodno_proc_trzisna_vrednost: number;
  prethodno_proc_gradjevinska_vrednost: number;
  sprat_spratnost: string;
  spratnost_objekta: string;
  izvor_informacija: string;
  dodatne_karakteristike: string;
  predmet_procene: boolean;
  /** The day as text (the drivers answer a date column as a Date). */
  datum_s: string;
}

// Serbia without Kosovo and Metohija lies within these (Subotica's north to Preševo's south, Bezdan to Zaječar's east).
const SRBIJA = { latMin: 42.2, latMax: 46.2, lonMin: 18.8, lonMax: 23.05 };

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.app.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Each row is valid input to the API, and its stored derived values are those @rp/fields computes from it. */
function checkRow(row: Red): void {
  const parsed = nepokretnostCreateSchema.safeParse({
    vrstaId: row.vrsta_id,
    opstinaId: row.opstina_id,
    gradId: row.grad_id,
    katastarId: row.katastar_id,
    adresa: row.adresa,
    latitude: row.latitude,
    longitude: row.longitude,
    kvadratura: row.kvadratura,
    trazenaCena: row.trazena_cena,
    umanjenje: row.umanjenje,
    trzisnaZakupnina: row.trzisna_zakupnina,
    gradjevinskaVrednost: row.gradjevinska_vrednost,
    prethodnoProceTrzisnaVrednost: row.prethodno_proc_trzisna_vrednost,
    prethodnoProcGradjevinskaVrednost: row.prethodno_proc_gradjevinska_vrednost,
    spratSpratnost: row.sprat_spratnost,
    spratnostObjekta: row.spratnost_objekta,
    izvorInformacija: row.izvor_informacija,
    dodatneKarakteristike: row.dodatne_karakteristike,
    predmetProcene: row.predmet_procene,
    datum: row.datum_s,
  });
  expect(parsed.success, `property ${row.id}: ${parsed.error?.message}`).toBe(true);
  const derived = derivePropertyValues({
    kvadratura: row.kvadratura,
    trazenaCena: row.trazena_cena,
    umanjenje: row.umanjenje,
    trzisnaZakupnina: row.trzisna_zakupnina,
  });
  expect({
    jedinicnaCena: row.jedinicna_cena,
    korigovanaCena: row.korigovana_cena,
    jedCenaNakonKor: row.jed_cena_nakon_kor,
    jedinicnaCenaZakupnine: row.jedinicna_cena_zakupnine,
  }).toEqual(derived);
  expect(row.kvadratura).toBeGreaterThan(0);
  expect(row.trazena_cena).toBeGreaterThan(0);
  expect(row.latitude).toBeGreaterThan(SRBIJA.latMin);
  expect(row.latitude).toBeLessThan(SRBIJA.latMax);
  expect(row.longitude).toBeGreaterThan(SRBIJA.lonMin);
  expect(row.longitude).toBeLessThan(SRBIJA.lonMax);
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('cadastral municipalities (reference data)', () => {
  it('have fixed ids, one name per municipality, and cover Novi Sad and Belgrade', () => {
    const katastri = katastarRows();
    expect(katastri.map((k) => k.id)).toEqual(KATASTRI.map((_, index) => index + 1));
    const keys = katastri.map((k) => `${k.opstinaId}:${k.naziv}`);
    expect(new Set(keys).size).toBe(keys.length);
    const of = (opstina: string) => KATASTRI.filter((k) => k.opstina === opstina).map((k) => k.naziv);
    expect(of('Novi Sad')).toEqual(
      expect.arrayContaining([
        'Novi Sad I',
        'Novi Sad II',
        'Novi Sad III',
        'Novi Sad IV',
        'Petrovaradin',
        'Sremska Kamenica',
        'Futog',
        'Veternik',
        'Kać',
        'Kovilj',
        'Budisava',
        'Čenej',
        'Rumenka',
        'Kisač',
        'Stepanovićevo',
        'Ledinci',
        'Stari Ledinci',
        'Bukovac',
        'Begeč',
      ]),
    );
    expect(of('Zvezdara')).toContain('Mirijevo');
    expect(of('Palilula')).toContain('Višnjica');
    expect(of('Čukarica')).toEqual(expect.arrayContaining(['Banovo Brdo', 'Železnik']));
    expect(of('Voždovac')).toContain('Ripanj');
    expect(of('Zemun')).toEqual(expect.arrayContaining(['Zemun', 'Zemun Polje', 'Batajnica']));
    for (const opstina of ['Vračar', 'Stari grad', 'Savski venac', 'Rakovica', 'Novi Beograd', 'Sremski Karlovci'])
      expect(of(opstina)).toContain(opstina);
    // The first ids never move: the data is append-only.
    expect(katastri.slice(0, 5).map((k) => k.naziv)).toEqual([
      'Novi Sad I',
      'Novi Sad II',
      'Novi Sad III',
      'Novi Sad IV',
      'Petrovaradin',
    ]);
  });
});

describe('the demo register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds the cadastral municipalities at every start, each under its municipality, without duplicates', async () => {
    await seedLokacije(t.app.db);
    const [count] = await rows<{ n: number }>(t, sql`select count(*)::int as n from katastri`);
    expect(count!.n).toBe(KATASTRI.length);
    const stored = await rows<{ id: number; naziv: string; opstina: string }>(
      t,
      sql`select k.id, k.naziv, o.naziv as opstina from katastri k join opstine o on o.id = k.opstina_id order by k.id`,
    );
    expect(stored).toEqual(KATASTRI.map((k, index) => ({ id: index + 1, naziv: k.naziv, opstina: k.opstina })));
  });

  it(`has ${DEMO_NEPOKRETNOSTI}+ valid properties whose derived values are the server's`, async () => {
    const all = await rows<Red>(t, sql`select *, datum::text as datum_s from nepokretnosti order by id`);
    expect(all.length).toBeGreaterThanOrEqual(3000);
    for (const row of all) checkRow(row);
    // Around Novi Sad and Belgrade, every type of place, most of them flats.
    const types = new Set(all.map((row) => row.vrsta_id));
    expect(types.size).toBeGreaterThanOrEqual(12);
    expect(all.filter((row) => row.vrsta_id === 811).length / all.length).toBeGreaterThan(0.4);
    expect(new Set(all.map((row) => row.izvor_informacija))).toEqual(
      new Set(['DATA', 'Oglas', 'Kupoprodajni ugovor', 'Procena', 'Agencija za nekretnine']),
    );
  });

  it('prices flats by place: Vračar and Savski venac above Novi Beograd, above Novi Sad, above the villages', async () => {
    const prices = await rows<{ opstina: string; grad: string; p: number; n: number }>(
      t,
      sql`select o.naziv as opstina, g.naziv as grad, percentile_cont(0.5) within group (order by n.jedinicna_cena) as p,
            count(*)::int as n
          from nepokretnosti n join opstine o on o.id = n.opstina_id join gradovi g on g.id = n.grad_id
          where n.vrsta_id = 811 group by o.naziv, g.naziv`,
    );
    const median = (opstina: string, grad = opstina) =>
      prices.find((row) => row.opstina === opstina && row.grad === grad)!.p;
    expect(median('Vračar', 'Beograd (Vračar)')).toBeGreaterThan(3000);
    expect(median('Vračar', 'Beograd (Vračar)')).toBeLessThan(5600);
    expect(median('Novi Beograd')).toBeGreaterThan(2500);
    expect(median('Novi Beograd')).toBeLessThan(4000);
    expect(median('Novi Sad')).toBeGreaterThan(1800);
    expect(median('Novi Sad')).toBeLessThan(3200);
    expect(median('Novi Sad', 'Futog')).toBeLessThan(median('Novi Sad'));
    expect(median('Savski venac', 'Beograd (Savski venac)')).toBeGreaterThan(median('Novi Beograd'));
    // Land is far cheaper per m² than flats.
    const [land] = await rows<{ p: number }>(
      t,
      sql`select max(jedinicna_cena) as p from nepokretnosti where vrsta_id in (832, 833)`,
    );
    expect(land!.p).toBeLessThan(10);
  });

  it('places every property in its municipality: settlement and cadastral municipality belong to it', async () => {
    const [wrong] = await rows<{ grad: number; katastar: number; bez: number }>(
      t,
      sql`select
            count(*) filter (where g.opstina_id <> n.opstina_id)::int as grad,
            count(*) filter (where k.opstina_id <> n.opstina_id)::int as katastar,
            count(*) filter (where n.katastar_id is null or n.grad_id is null)::int as bez
          from nepokretnosti n left join gradovi g on g.id = n.grad_id left join katastri k on k.id = n.katastar_id`,
    );
    expect(wrong).toEqual({ grad: 0, katastar: 0, bez: 0 });
  });

  it('dates the information over the last two years', async () => {
    const [range] = await rows<{ od: string; do: string; meseci: number }>(
      t,
      sql`select min(datum)::text as od, max(datum)::text as "do",
            count(distinct date_trunc('month', datum))::int as meseci from nepokretnosti`,
    );
    // The seed dates by the firm's day (Belgrade), a day ahead of UTC's in the hour after midnight.
    const today = localDate(new Date());
    const twoYearsAgo = new Date(Date.now() - 731 * 86_400_000).toISOString().slice(0, 10);
    expect(range!.do <= today).toBe(true);
    expect(range!.od >= twoYearsAgo).toBe(true);
    expect(range!.meseci).toBeGreaterThanOrEqual(24);
  });

  it('gives some properties readable images in the FileStore, the first of each the main one', async () => {
    const slike = await rows<{
      nepokretnost_id: number;
      naziv: string;
      mime: string;
      velicina: number;
      kljuc: string;
      redni_broj: number;
      glavna: boolean;
    }>(t, sql`select * from nepokretnosti_slike order by nepokretnost_id, redni_broj`);
    const groups = new Map<number, typeof slike>();
    for (const slika of slike) groups.set(slika.nepokretnost_id, [...(groups.get(slika.nepokretnost_id) ?? []), slika]);
    expect(groups.size).toBeGreaterThanOrEqual(50);
    for (const group of groups.values()) {
      expect(group.map((slika) => slika.glavna)).toEqual(group.map((_, index) => index === 0));
      expect(group.map((slika) => slika.redni_broj)).toEqual(group.map((_, index) => index + 1));
    }
    for (const slika of slike) {
      const stream = await t.app.files.get(slika.kljuc);
      expect(stream, slika.kljuc).toBeDefined();
      const data = await bytesOf(stream!);
      expect(data.length).toBe(slika.velicina);
      expect(slika.mime).toBe('image/png');
      // The same check an upload passes: the bytes are what the name says.
      expect(await checkFile(slika.naziv, data)).toMatchObject({ ok: true, mime: 'image/png' });
    }
  });
});

describe('the façade pictures', () => {
  it('are PNGs of the asked size with valid chunk checksums', async () => {
    const png = fasadaPng({ spratovi: 4, seed: 7 }, 120, 90);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(120);
    expect(png.readUInt32BE(20)).toBe(90);
    const { inflateSync, crc32 } = await import('node:zlib');
    let offset = 8;
    const types: string[] = [];
    let idat = Buffer.alloc(0);
    while (offset < png.length) {
      const length = png.readUInt32BE(offset);
      const type = png.subarray(offset + 4, offset + 8).toString('latin1');
      const body = png.subarray(offset + 4, offset + 8 + length);
      if (typeof crc32 === 'function') expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(body));
      if (type === 'IDAT') idat = Buffer.concat([idat, png.subarray(offset + 8, offset + 8 + length)]);
      types.push(type);
      offset += 12 + length;
    }
    expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(inflateSync(idat).length).toBe((120 * 3 + 1) * 90);
    // Different buildings look different.
    expect(fasadaPng({ spratovi: 0, seed: 1 }).equals(fasadaPng({ spratovi: 6, seed: 2 }))).toBe(false);
  });
});

describe('the large seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demo: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds valid properties across Serbia, each in its municipality, and a second run adds more', async () => {
    await seedLargeNepokretnosti(t.app.db, 4000);
    await seedLargeNepokretnosti(t.app.db, 1000);
    const all = await rows<Red>(t, sql`select *, datum::text as datum_s from nepokretnosti order by id`);
    expect(all.length).toBe(5000);
    for (const row of all) checkRow(row);
    expect(new Set(all.map((row) => row.opstina_id)).size).toBeGreaterThan(60);
    const [wrong] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from nepokretnosti n join katastri k on k.id = n.katastar_id
          where k.opstina_id <> n.opstina_id`,
    );
    expect(wrong!.n).toBe(0);
    // The second run drew other properties, not the first run's again.
    const addresses = new Set(all.map((row) => `${row.latitude},${row.longitude}`));
    expect(addresses.size).toBeGreaterThan(4990);
  });
});
