import { randomUUID } from 'node:crypto';
import { count, getTableColumns, sql } from 'drizzle-orm';
import type { NepokretnostCreateParsed, VrstaKod } from '@rp/contract';
import type { Db } from '../client.ts';
import { nepokretnosti, nepokretnostiSlike } from '../schema/index.ts';
import { addDays, localDate } from '../../lib/time.ts';
import type { FileStore } from '../../plugins/files.ts';
import { nepokretnostValues } from '../../modules/nepokretnosti/values.ts';
import { katastarRows, KATASTRI } from './data/katastri.ts';
import { OPSTINE_SRBIJE } from './data/lokacije.ts';
import {
  IZVORI,
  KARAKTERISTIKE_KUCE,
  KARAKTERISTIKE_POSLOVNOG,
  KARAKTERISTIKE_STANA,
  KARAKTERISTIKE_ZEMLJISTA,
  KATASTRI_SEDISTA,
  KVARTOVI,
  SEDISTA,
} from './data/nepokretnosti.ts';
import { fasadaPng } from './fasade.ts';
import { lokacijeRows } from './lokacije.ts';

/** How many properties the demo firm gets, and how many of them have images. */
export const DEMO_NEPOKRETNOSTI = 3200;
export const DEMO_NEPOKRETNOSTI_SA_SLIKAMA = 60;
/** How many properties the large seed adds (across Serbia). */
export const LARGE_NEPOKRETNOSTI = 200_000;

/** A small deterministic generator, so that every data set is the same. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rand = () => number;
const between = (next: Rand, from: number, to: number) => from + next() * (to - from);
const pickFrom = <T>(next: Rand, list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

/** Picks by weight: `cumulative` is the running sum of the weights. */
export function weighted<T>(items: readonly T[], weight: (item: T) => number): (next: Rand) => T {
  const cumulative: number[] = [];
  let sum = 0;
  for (const item of items) cumulative.push((sum += weight(item)));
  return (next) => {
    const target = next() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return items[low]!;
  };
}

export type Grupa = 'stan' | 'kuca' | 'garaza' | 'poslovni' | 'zemljiste';

/**
 * How each type is sized and priced: area in m² (from–to, skewed towards the smaller end), the price per m² as a
 * factor of the place's flat price (or, for farmland and forest, in € per m² outright), and how often it occurs.
 */
export interface VrstaProfil {
  id: VrstaKod;
  tezina: number;
  kvadratura: readonly [number, number];
  faktor?: readonly [number, number];
  cenaPoM2?: readonly [number, number];
  /** Monthly rent per m² as a share of the flat price per m² (left out: not let). */
  zakup?: number;
  grupa: Grupa;
}

// prettier-ignore
export const VRSTE_PROFIL: readonly VrstaProfil[] = [
  { id: 811, tezina: 55, kvadratura: [24, 115], faktor: [0.92, 1.08], zakup: 0.0045, grupa: 'stan' },
  { id: 812, tezina: 12, kvadratura: [65, 260], faktor: [0.6, 0.85], zakup: 0.0035, grupa: 'kuca' },
  { id: 813, tezina: 3, kvadratura: [12, 22], faktor: [0.35, 0.5], grupa: 'garaza' },
  { id: 814, tezina: 2, kvadratura: [11, 14], faktor: [0.3, 0.45], grupa: 'garaza' },
  { id: 821, tezina: 6, kvadratura: [25, 250], faktor: [0.9, 1.2], zakup: 0.0055, grupa: 'poslovni' },
  { id: 822, tezina: 6, kvadratura: [18, 180], faktor: [1.1, 1.6], zakup: 0.007, grupa: 'poslovni' },
  { id: 823, tezina: 2, kvadratura: [150, 2000], faktor: [0.18, 0.35], zakup: 0.003, grupa: 'poslovni' },
  { id: 824, tezina: 1, kvadratura: [300, 3000], faktor: [0.15, 0.3], grupa: 'poslovni' },
  { id: 825, tezina: 1, kvadratura: [60, 400], faktor: [0.8, 1.2], zakup: 0.006, grupa: 'poslovni' },
  { id: 826, tezina: 0.5, kvadratura: [400, 4000], faktor: [0.8, 1.1], zakup: 0.005, grupa: 'poslovni' },
  { id: 831, tezina: 5, kvadratura: [300, 3000], faktor: [0.04, 0.12], grupa: 'zemljiste' },
  { id: 832, tezina: 3, kvadratura: [3000, 60_000], cenaPoM2: [0.8, 4], grupa: 'zemljiste' },
  { id: 833, tezina: 0.5, kvadratura: [5000, 50_000], cenaPoM2: [0.3, 1.2], grupa: 'zemljiste' },
  { id: 834, tezina: 2, kvadratura: [25, 90], faktor: [0.35, 0.6], grupa: 'kuca' },
  { id: 835, tezina: 1, kvadratura: [8, 60], faktor: [0.15, 0.3], grupa: 'garaza' },
];

const pickVrsta = weighted(VRSTE_PROFIL, (vrsta) => vrsta.tezina);
const pickIzvor = weighted(IZVORI, ([, tezina]) => tezina);

/** A place a property is generated in: ids of its municipality, settlement and cadastral municipality, and where. */
export interface Mesto {
  opstinaId: number;
  gradId: number;
  katastarIds: readonly number[];
  centar: readonly [number, number];
  radius: number;
  ulice: readonly string[];
  cenaStana: readonly [number, number];
  tezina: number;
}

// prettier-ignore
const ULICE_OPSTE = [
  'Kralja Petra I', 'Svetog Save', 'Njegoševa', 'Cara Dušana', 'Vuka Karadžića', 'Nikole Tesle', 'Karađorđeva',
  'Vojvode Mišića', 'Kneza Miloša', 'Železnička', 'Školska', 'Partizanska', 'Zmaj Jovina', 'Cara Lazara',
  'Bulevar oslobođenja', 'Omladinska', 'Dositejeva', 'Jug Bogdanova', 'Miloša Obrenovića', 'Branka Radičevića',
];

/** The places of the demo (KVARTOVI) and of the large seed (KVARTOVI and every municipality's seat). */
export function mesta(): { kvartovi: Mesto[]; sedista: Mesto[] } {
  const { gradRows } = lokacijeRows();
  const opstinaId = new Map(OPSTINE_SRBIJE.map((opstina, index) => [opstina.naziv, index + 1]));
  const katastri = katastarRows();
  const idOf = <T>(map: Map<string, T>, key: string): T => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`seed data names an unknown place: ${key}`);
    return value;
  };
  const gradId = (opstina: number, naziv: string) =>
    idOf(new Map(gradRows.filter((g) => g.opstinaId === opstina).map((g) => [g.naziv, g.id])), naziv);
  const katastarId = (opstina: number, naziv: string) =>
    idOf(new Map(katastri.filter((k) => k.opstinaId === opstina).map((k) => [k.naziv, k.id])), naziv);
  const kvartovi = KVARTOVI.map((kvart) => {
    const opstina = idOf(opstinaId, kvart.opstina);
    const seat = OPSTINE_SRBIJE[opstina - 1]!;
    return {
      opstinaId: opstina,
      gradId: gradId(opstina, kvart.grad ?? seat.sediste ?? seat.naziv),
      katastarIds: [katastarId(opstina, kvart.katastar)],
      centar: kvart.centar,
      radius: kvart.radius,
      ulice: kvart.ulice,
      cenaStana: kvart.cenaStana,
      tezina: kvart.tezina,
    };
  });
  const sedista = SEDISTA.map((sediste) => {
    const opstina = idOf(opstinaId, sediste.opstina);
    const seat = OPSTINE_SRBIJE[opstina - 1]!;
    const names =
      KATASTRI_SEDISTA[sediste.opstina] ??
      KATASTRI.filter(
        (k) =>
          k.opstina === sediste.opstina &&
          (k.naziv === sediste.opstina || /^[ -]/.test(k.naziv.slice(sediste.opstina.length))) &&
          k.naziv.startsWith(sediste.opstina),
      ).map((k) => k.naziv);
    return {
      opstinaId: opstina,
      gradId: gradId(opstina, seat.sediste ?? seat.naziv),
      katastarIds: names.map((naziv) => katastarId(opstina, naziv)),
      centar: sediste.centar,
      radius: 1200 + 250 * Math.sqrt(sediste.tezina),
      ulice: ULICE_OPSTE,
      cenaStana: sediste.cenaStana,
      tezina: sediste.tezina,
    };
  });
  return { kvartovi, sedista };
}

/** A point spread evenly over a disc of `radius` metres around `centar`, to 6 decimals (about 0.1 m). */
function pointNear(next: Rand, [lat, lon]: readonly [number, number], radius: number): [number, number] {
  const distance = radius * Math.sqrt(next());
  const angle = next() * 2 * Math.PI;
  const dLat = (distance * Math.cos(angle)) / 111_320;
  const dLon = (distance * Math.sin(angle)) / (111_320 * Math.cos((lat * Math.PI) / 180));
  return [Number((lat + dLat).toFixed(6)), Number((lon + dLon).toFixed(6))];
}

const SPRATOVI = ['SU', 'PR', 'VPR', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'PK'];

function spratnost(next: Rand, grupa: Grupa): { spratSpratnost: string; spratnostObjekta: string } {
  if (grupa === 'stan' || grupa === 'poslovni') {
    const visina = 2 + Math.floor(next() * 11);
    const sprat = SPRATOVI[Math.min(SPRATOVI.length - 2, Math.floor(next() * (visina + 3)))]!;
    return { spratSpratnost: `${sprat}/${visina}`, spratnostObjekta: `${next() < 0.3 ? 'Su+' : ''}P+${visina}` };
  }
  if (grupa === 'kuca') {
    const objekat = pickFrom(next, ['P', 'P+Pk', 'P+1', 'Su+P+1', 'P+1+Pk']);
    return { spratSpratnost: '', spratnostObjekta: objekat };
  }
  return { spratSpratnost: '', spratnostObjekta: '' };
}

const KARAKTERISTIKE: Record<Grupa, readonly string[]> = {
  stan: KARAKTERISTIKE_STANA,
  kuca: KARAKTERISTIKE_KUCE,
  garaza: ['', 'Podzemna garaža, daljinsko otvaranje.', 'Uknjiženo.'],
  poslovni: KARAKTERISTIKE_POSLOVNOG,
  zemljiste: KARAKTERISTIKE_ZEMLJISTA,
};

/**
 * One generated property, as the API's validated input: its columns come from nepokretnostValues like any save.
 * `vrste` draws the type from a narrower picker (a valuation's subject of a given kind).
 */
export function generate(
  next: Rand,
  mesto: Mesto,
  today: string,
  vrste: (next: Rand) => VrstaProfil = pickVrsta,
): NepokretnostCreateParsed & { datum: string } {
  const vrsta = vrste(next);
  const [odKv, doKv] = vrsta.kvadratura;
  // Skewed to the smaller sizes: most flats are 40–70 m², few are 110.
  const kvadratura = odKv + (doKv - odKv) * next() ** 1.6;
  const zaokruzena = vrsta.grupa === 'zemljiste' ? Math.round(kvadratura) : Math.round(kvadratura * 10) / 10;
  const cenaStana = between(next, ...mesto.cenaStana);
  const cenaPoM2 = vrsta.cenaPoM2 ? between(next, ...vrsta.cenaPoM2) : cenaStana * between(next, ...vrsta.faktor!);
  const trazenaCena = Math.max(100, Math.round((zaokruzena * cenaPoM2) / 100) * 100);
  const izvorInformacija = pickIzvor(next)[0];
  const umanjenje = izvorInformacija === 'Oglas' ? 3 + Math.floor(next() * 8) : 0;
  const izdaje = vrsta.zakup !== undefined && next() < 0.5;
  const trzisnaZakupnina = izdaje ? Math.round(zaokruzena * cenaStana * vrsta.zakup! * between(next, 0.85, 1.15)) : 0;
  const objekat = vrsta.grupa !== 'zemljiste';
  const procena = izvorInformacija === 'Procena';
  const gradjevinskaVrednost =
    objekat && (procena || next() < 0.2) ? Math.round(zaokruzena * between(next, 450, 900) * 0.95) : 0;
  const [latitude, longitude] = pointNear(next, mesto.centar, mesto.radius);
  const broj = vrsta.grupa === 'zemljiste' && next() < 0.5 ? 'bb' : String(1 + Math.floor(next() ** 2 * 120));
  return {
    vrstaId: vrsta.id,
    drzavaId: 1,
    opstinaId: mesto.opstinaId,
    gradId: mesto.gradId,
    katastarId: mesto.katastarIds.length > 0 ? pickFrom(next, mesto.katastarIds) : null,
    adresa: `${pickFrom(next, mesto.ulice)} ${broj}`,
    latitude,
    longitude,
    kvadratura: zaokruzena,
    trazenaCena,
    umanjenje,
    trzisnaZakupnina,
    gradjevinskaVrednost,
    prethodnoProceTrzisnaVrednost: procena ? Math.round((trazenaCena * between(next, 0.9, 1.05)) / 100) * 100 : 0,
    prethodnoProcGradjevinskaVrednost:
      procena && gradjevinskaVrednost > 0 ? Math.round(gradjevinskaVrednost * 0.97) : 0,
    ...spratnost(next, vrsta.grupa),
    izvorInformacija,
    dodatneKarakteristike: pickFrom(next, KARAKTERISTIKE[vrsta.grupa]),
    predmetProcene: next() < 0.04,
    // Spread over the last two years.
    datum: addDays(today, -Math.floor(next() * 730)),
  };
}

export type NepokretnostRow = typeof nepokretnosti.$inferInsert;
type Row = NepokretnostRow;

function demoRows(now: Date, idKreatora: number | null): Row[] {
  const today = localDate(now);
  const next = random(20_250_311);
  const { kvartovi } = mesta();
  const pick = weighted(kvartovi, (mesto) => mesto.tezina);
  return Array.from({ length: DEMO_NEPOKRETNOSTI }, () => ({
    ...nepokretnostValues(generate(next, pick(next), today), today),
    idKreatora,
  }));
}

export interface DemoNepokretnostiOptions {
  /** Where the demo images go; without one no images are seeded. */
  files?: FileStore | undefined;
  idKreatora: number | null;
  now?: Date;
}

/**
 * The demo firm's property register: DEMO_NEPOKRETNOSTI properties around Novi Sad and Belgrade, the first
 * DEMO_NEPOKRETNOSTI_SA_SLIKAMA flats and houses with one to three façade pictures stored in the FileStore (the first
 * is the main one). Answers the file keys written, so a caller whose transaction fails can remove them.
 */
export async function seedDemoNepokretnosti(
  tx: Db,
  { files, idKreatora, now = new Date() }: DemoNepokretnostiOptions,
  written: string[] = [],
): Promise<string[]> {
  const rows = demoRows(now, idKreatora);
  const inserted = await insertRows(tx, rows);
  if (!files) return written;
  const next = random(73_102_025);
  const withImages = inserted
    .filter((row) => row.vrstaId === 811 || row.vrstaId === 812)
    .slice(0, DEMO_NEPOKRETNOSTI_SA_SLIKAMA);
  const slike: (typeof nepokretnostiSlike.$inferInsert)[] = [];
  const pictures = new Map<string, Buffer>();
  for (const [index, { id, vrstaId }] of withImages.entries()) {
    const count = 1 + Math.floor(next() * 3);
    for (let redniBroj = 0; redniBroj < count; redniBroj++) {
      const spratovi = vrstaId === 812 ? Math.floor(next() * 2) : 2 + Math.floor(next() * 7);
      const seed = (index * 3 + redniBroj) % 48;
      const cacheKey = `${spratovi}:${seed}`;
      const data = pictures.get(cacheKey) ?? fasadaPng({ spratovi, seed });
      pictures.set(cacheKey, data);
      const kljuc = randomUUID();
      await files.put(kljuc, data);
      written.push(kljuc);
      slike.push({
        nepokretnostId: id,
        naziv: `${redniBroj === 0 ? 'fasada' : `pogled-${redniBroj}`}.png`,
        mime: 'image/png',
        velicina: data.length,
        kljuc,
        // Images are numbered from 1, as the gallery numbers them when it saves an order.
        redniBroj: redniBroj + 1,
        glavna: redniBroj === 0,
        idKreatora,
      });
    }
  }
  if (slike.length > 0) await tx.insert(nepokretnostiSlike).values(slike);
  return written;
}

/** The columns a seed writes: [property key, column name]; the rest take their defaults. */
const SEED_COLUMNS = Object.entries(getTableColumns(nepokretnosti))
  .filter(([key]) => !['id', 'kreirano', 'verzija', 'importKljuc'].includes(key))
  .map(([key, column]) => [key, column.name] as const);
const COLUMN_LIST = sql.raw(SEED_COLUMNS.map(([, name]) => `"${name}"`).join(', '));

/**
 * Inserts generated rows in one statement with the whole batch as one JSON parameter (json_populate_recordset):
 * building a multi-row insert of 30 columns per row in the query builder costs more than the database's work.
 */
export async function insertRows(tx: Db, rows: readonly Row[]): Promise<{ id: number; vrstaId: number }[]> {
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, name] of SEED_COLUMNS) record[name] = (row as Record<string, unknown>)[key] ?? null;
    return record;
  });
  const result = (await tx.execute(
    sql`insert into nepokretnosti (${COLUMN_LIST})
        select ${COLUMN_LIST} from json_populate_recordset(null::nepokretnosti, ${JSON.stringify(records)}::json)
        returning id, vrsta_id as "vrstaId"`,
  )) as unknown as { rows: { id: number; vrstaId: number }[] };
  return result.rows;
}

/**
 * `total` generated properties across Serbia for benchmarks (the large seed): a third in Novi Sad's and Belgrade's
 * neighbourhoods, the rest around every municipality's seat by its size. Batches of 10,000 rows (insertRows) in one
 * transaction, then VACUUM ANALYZE.
 */
export async function seedLargeNepokretnosti(db: Db, total: number, now = new Date()): Promise<void> {
  const today = localDate(now);
  // A second large seed draws other properties.
  const [{ base } = { base: 0 }] = await db.select({ base: count() }).from(nepokretnosti);
  const next = random(99_000_017 + base);
  const { kvartovi, sedista } = mesta();
  const pickKvart = weighted(kvartovi, (mesto) => mesto.tezina);
  const pickSediste = weighted(sedista, (mesto) => mesto.tezina);
  await db.transaction(async (tx) => {
    for (let start = 0; start < total; start += 10_000) {
      const batch: Row[] = [];
      for (let index = start; index < Math.min(total, start + 10_000); index++) {
        const mesto = next() < 0.33 ? pickKvart(next) : pickSediste(next);
        batch.push(nepokretnostValues(generate(next, mesto, today), today));
      }
      await insertRows(tx, batch);
    }
  });
  await db.execute(sql`vacuum analyze nepokretnosti`);
}
