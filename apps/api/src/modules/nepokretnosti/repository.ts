import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  TIPOVI_NEPOKRETNOSTI,
  VRSTE_NEPOKRETNOSTI,
  tipOdVrste,
  type Nepokretnost,
  type NepokretnostMapItem,
  type NepokretnostSort,
} from '@rp/contract';
import type { Db } from '../../db/client.ts';
import {
  drzave,
  gradovi,
  katastri,
  nepokretnosti,
  nepokretnostiBroj,
  nepokretnostiSlike,
  opstine,
} from '../../db/schema/index.ts';
import type { nepokretnostValues } from './values.ts';

/** The stored fields of a property (what a write sets and the audit log compares). */
export type NepokretnostValues = ReturnType<typeof nepokretnostValues>;

const VRSTA_NAZIV = new Map<number, string>(VRSTE_NEPOKRETNOSTI.map((vrsta) => [vrsta.id, vrsta.naziv]));
const TIP_NAZIV = new Map<number, string>(TIPOVI_NEPOKRETNOSTI.map((tip) => [tip.id, tip.naziv]));

export const vrstaNaziv = (id: number) => VRSTA_NAZIV.get(id) ?? String(id);

/** A circle of the radius search (metres), or a centre alone (distances without a limit). */
export interface Centar {
  lat: number;
  lon: number;
  radius: number | undefined;
}

/** The search's conditions, already validated by the contract. */
export interface NepokretnostFilter {
  opstinaId?: number;
  katastarId?: number;
  gradId?: number;
  prvi?: string;
  drugi?: string;
  cena?: Opseg;
  kvadratura?: Opseg;
  cenaPoM2?: Opseg;
  cenaZakupaPoM2?: Opseg;
  vrste?: readonly number[];
  predmetProcene?: boolean;
  centar?: Centar;
}

export interface Opseg {
  od?: number;
  do?: number;
}

const n = nepokretnosti;

/** The sphere earthdistance's earth() uses, in metres: distances are measured on it. */
const POLUPRECNIK_ZEMLJE = 6_378_168;
/**
 * Stripes of the radius index per degree of latitude: the index `nepokretnosti_pojas` (migration 0011) keys a row by
 * (floor(latitude * 500)::int, longitude). The query must spell the expression exactly as the index does.
 */
const POJASA_PO_STEPENU = 500;
const pojas = sql`floor(${n.latitude} * ${sql.raw(String(POJASA_PO_STEPENU))})::int`;
/** Degrees to radians; half of it for the haversine's half angles. */
const RADIJAN = Math.PI / 180;
/** A box's margin in degrees (about 0.1 mm): rounding never leaves a row of the circle outside its box. */
const MARGINA = 1e-9;

/**
 * A circle of the radius search and what the query needs of it: the box around it (the latitudes, and the longitudes
 * unless the circle holds a pole or crosses the 180th meridian), the index stripes the box covers, and the circle
 * itself as a haversine threshold.
 */
export interface Krug {
  lat: number;
  lon: number;
  latOd: number;
  latDo: number;
  lonOd: number | undefined;
  lonDo: number | undefined;
  pojasi: number[];
  /** cos(lat) of the centre. */
  cosLat: number;
  /** sin²(r / 2R): a row is inside when its haversine h(centre, row) is at most this. */
  prag: number;
}

/**
 * The circle's box on the sphere: latitudes lat ± r/R; longitudes lon ± asin(sin(r/R) / cos(lat)), the widest the
 * circle reaches (at a latitude a little poleward of the centre's).
 */
export function krugOf(lat: number, lon: number, radius: number): Krug {
  const ugao = radius / POLUPRECNIK_ZEMLJE;
  const dLat = ugao / RADIJAN;
  const latOd = Math.max(-90, lat - dLat - MARGINA);
  const latDo = Math.min(90, lat + dLat + MARGINA);
  let lonOd: number | undefined;
  let lonDo: number | undefined;
  if (Math.abs(lat) + dLat < 89.999) {
    const dLon = Math.asin(Math.min(1, Math.sin(ugao) / Math.cos(lat * RADIJAN))) / RADIJAN;
    if (lon - dLon - MARGINA >= -180 && lon + dLon + MARGINA <= 180) {
      lonOd = lon - dLon - MARGINA;
      lonDo = lon + dLon + MARGINA;
    }
  }
  const pojasi: number[] = [];
  for (let p = Math.floor(latOd * POJASA_PO_STEPENU); p <= Math.floor(latDo * POJASA_PO_STEPENU); p++) pojasi.push(p);
  return {
    lat,
    lon,
    latOd,
    latDo,
    lonOd,
    lonDo,
    pojasi,
    cosLat: Math.cos(lat * RADIJAN),
    prag: Math.sin(ugao / 2) ** 2,
  };
}

/**
 * The haversine h of the row's position from the centre, h = sin²(Δφ/2) + cos φ₁ cos φ₂ sin²(Δλ/2): plain float
 * arithmetic on columns the radius index carries (no earthdistance function per row). The distance is 2R·asin(√h);
 * h grows with the distance, so a circle is `h <= sin²(r/2R)` and the nearest first is `h asc`.
 */
function haversine(centar: { lat: number; lon: number; cosLat: number }): SQL<number> {
  const pola = RADIJAN / 2;
  return sql<number>`(power(sin((${n.latitude} - ${centar.lat}::float8) * ${pola}::float8), 2)
    + ${centar.cosLat}::float8 * cos(${n.latitude} * ${RADIJAN}::float8)
      * power(sin((${n.longitude} - ${centar.lon}::float8) * ${pola}::float8), 2))`;
}

/** The distance in metres on earthdistance's sphere (equal to earth_distance(ll_to_earth(…), ll_to_earth(…))). */
function distance(centar: { lat: number; lon: number; cosLat: number }): SQL<number> {
  return sql<number>`(${2 * POLUPRECNIK_ZEMLJE}::float8 * asin(least(1, sqrt(${haversine(centar)}))))`;
}

/** The circle's conditions: the stripes and the box (the index's range), then the haversine on the carried columns. */
function uKrugu(krug: Krug): SQL[] {
  const conditions = [
    sql`${n.latitude} is not null`,
    sql`${pojas} = any(${`{${krug.pojasi.join(',')}}`}::int[])`,
    sql`${n.latitude} between ${krug.latOd}::float8 and ${krug.latDo}::float8`,
  ];
  if (krug.lonOd !== undefined && krug.lonDo !== undefined)
    conditions.push(sql`${n.longitude} between ${krug.lonOd}::float8 and ${krug.lonDo}::float8`);
  conditions.push(sql`${haversine(krug)} <= ${krug.prag}::float8`);
  return conditions;
}

function range(column: AnyPgColumn, opseg: Opseg | undefined): SQL[] {
  if (!opseg) return [];
  const conditions: SQL[] = [];
  if (opseg.od !== undefined) conditions.push(sql`${column} >= ${opseg.od}::float8`);
  if (opseg.do !== undefined) conditions.push(sql`${column} <= ${opseg.do}::float8`);
  return conditions;
}

function whereOf(filter: NepokretnostFilter, krug: Krug | undefined): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.opstinaId !== undefined) conditions.push(eq(n.opstinaId, filter.opstinaId));
  if (filter.katastarId !== undefined) conditions.push(eq(n.katastarId, filter.katastarId));
  if (filter.gradId !== undefined) conditions.push(eq(n.gradId, filter.gradId));
  if (filter.prvi !== undefined) conditions.push(sql`${n.datum} >= ${filter.prvi}::date`);
  if (filter.drugi !== undefined) conditions.push(sql`${n.datum} <= ${filter.drugi}::date`);
  conditions.push(
    ...range(n.trazenaCena, filter.cena),
    ...range(n.kvadratura, filter.kvadratura),
    ...range(n.jedinicnaCena, filter.cenaPoM2),
    ...range(n.jedinicnaCenaZakupnine, filter.cenaZakupaPoM2),
  );
  if (filter.vrste && filter.vrste.length > 0) conditions.push(inArray(n.vrstaId, [...filter.vrste]));
  if (filter.predmetProcene !== undefined) conditions.push(eq(n.predmetProcene, filter.predmetProcene));
  if (krug) conditions.push(...uKrugu(krug));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The circle of a search with a radius (none for a centre alone or no centre). */
function krugFilter(filter: NepokretnostFilter): Krug | undefined {
  const centar = filter.centar;
  return centar?.radius === undefined ? undefined : krugOf(centar.lat, centar.lon, centar.radius);
}

export interface NepokretnostPage {
  offset: number;
  limit: number;
  sort: NepokretnostSort;
  smer: 'asc' | 'desc';
}

/** Every order ends with the id, so pages never overlap. */
function orderOf(
  columns: { id: SQL; datum: SQL; trazenaCena: SQL; kvadratura: SQL; jedinicnaCena: SQL; udaljenost: SQL },
  page: NepokretnostPage,
): SQL {
  const dir = page.smer === 'desc' ? sql`desc` : sql`asc`;
  const first =
    page.sort === 'udaljenost' ? sql`${columns.udaljenost} ${dir} nulls last` : sql`${columns[page.sort]} ${dir}`;
  return sql`${first}, ${columns.id} ${dir}`;
}

/** The columns a write sets, as stored (the audit log compares them). */
const storedColumns = {
  id: n.id,
  vrstaId: n.vrstaId,
  drzavaId: n.drzavaId,
  opstinaId: n.opstinaId,
  gradId: n.gradId,
  katastarId: n.katastarId,
  adresa: n.adresa,
  latitude: n.latitude,
  longitude: n.longitude,
  kvadratura: n.kvadratura,
  trazenaCena: n.trazenaCena,
  umanjenje: n.umanjenje,
  jedinicnaCena: n.jedinicnaCena,
  korigovanaCena: n.korigovanaCena,
  jedCenaNakonKor: n.jedCenaNakonKor,
  trzisnaZakupnina: n.trzisnaZakupnina,
  jedinicnaCenaZakupnine: n.jedinicnaCenaZakupnine,
  gradjevinskaVrednost: n.gradjevinskaVrednost,
  prethodnoProceTrzisnaVrednost: n.prethodnoProceTrzisnaVrednost,
  prethodnoProcGradjevinskaVrednost: n.prethodnoProcGradjevinskaVrednost,
  spratSpratnost: n.spratSpratnost,
  spratnostObjekta: n.spratnostObjekta,
  izvorInformacija: n.izvorInformacija,
  dodatneKarakteristike: n.dodatneKarakteristike,
  predmetProcene: n.predmetProcene,
  datum: n.datum,
  verzija: n.verzija,
};

/** The columns of a property as the API answers it: the stored ones, its places' names and its images, read per row. */
const rowColumns = {
  ...storedColumns,
  drzavaNaziv: sql<string | null>`(select ${drzave.naziv} from ${drzave} where ${drzave.id} = ${n.drzavaId})`,
  opstinaNaziv: sql<string | null>`(select ${opstine.naziv} from ${opstine} where ${opstine.id} = ${n.opstinaId})`,
  gradNaziv: sql<string | null>`(select ${gradovi.naziv} from ${gradovi} where ${gradovi.id} = ${n.gradId})`,
  katastarNaziv: sql<string | null>`(select ${katastri.naziv} from ${katastri} where ${katastri.id} = ${n.katastarId})`,
  glavnaSlikaId: sql<number | null>`(
    select ${nepokretnostiSlike.id} from ${nepokretnostiSlike}
    where ${nepokretnostiSlike.nepokretnostId} = ${n.id} and ${nepokretnostiSlike.glavna}
  )`,
  brojSlika: sql<number>`(
    select count(*)::int from ${nepokretnostiSlike} where ${nepokretnostiSlike.nepokretnostId} = ${n.id}
  )`.mapWith(Number),
};

/**
 * The row's columns for a raw statement, each under its key (a JSON row of them has the shape of Row). They hold no
 * parameter, so their text is built once: building it was about a tenth of a page's CPU time on PGlite.
 */
const columnList = sql.raw(
  new PgDialect().sqlToQuery(
    sql.join(
      Object.entries(rowColumns).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
      sql`, `,
    ),
  ).sql,
);

/** A property's row as a statement answers it: its own columns, its places' ids and names. */
type Row = Omit<
  Nepokretnost,
  'vrsta' | 'tipNepokretnosti' | 'drzava' | 'opstina' | 'grad' | 'katastar' | 'udaljenost'
> & {
  vrstaId: number;
  drzavaId: number;
  drzavaNaziv: string | null;
  opstinaId: number;
  opstinaNaziv: string | null;
  gradId: number | null;
  gradNaziv: string | null;
  katastarId: number | null;
  katastarNaziv: string | null;
};

function toNepokretnost(row: Row, udaljenost: number | null): Nepokretnost {
  return {
    id: row.id,
    vrsta: { id: row.vrstaId, naziv: vrstaNaziv(row.vrstaId) },
    tipNepokretnosti: { id: tipOdVrste(row.vrstaId), naziv: TIP_NAZIV.get(tipOdVrste(row.vrstaId)) ?? '' },
    drzava: { id: row.drzavaId, naziv: row.drzavaNaziv ?? '' },
    opstina: { id: row.opstinaId, naziv: row.opstinaNaziv ?? '' },
    grad: row.gradId === null ? null : { id: row.gradId, naziv: row.gradNaziv ?? '' },
    katastar: row.katastarId === null ? null : { id: row.katastarId, naziv: row.katastarNaziv ?? '' },
    adresa: row.adresa,
    latitude: row.latitude,
    longitude: row.longitude,
    kvadratura: row.kvadratura,
    trazenaCena: row.trazenaCena,
    umanjenje: row.umanjenje,
    jedinicnaCena: row.jedinicnaCena,
    korigovanaCena: row.korigovanaCena,
    jedCenaNakonKor: row.jedCenaNakonKor,
    trzisnaZakupnina: row.trzisnaZakupnina,
    jedinicnaCenaZakupnine: row.jedinicnaCenaZakupnine,
    gradjevinskaVrednost: row.gradjevinskaVrednost,
    prethodnoProceTrzisnaVrednost: row.prethodnoProceTrzisnaVrednost,
    prethodnoProcGradjevinskaVrednost: row.prethodnoProcGradjevinskaVrednost,
    spratSpratnost: row.spratSpratnost,
    spratnostObjekta: row.spratnostObjekta,
    izvorInformacija: row.izvorInformacija,
    dodatneKarakteristike: row.dodatneKarakteristike,
    predmetProcene: row.predmetProcene,
    datum: row.datum,
    glavnaSlikaId: row.glavnaSlikaId,
    brojSlika: row.brojSlika,
    udaljenost: udaljenost === null ? null : Math.round(udaljenost * 10) / 10,
    verzija: row.verzija,
  };
}

/**
 * One page of the register and how many properties match, in one statement.
 *
 * A radius search finds its matches once (a materialised CTE: the stripes' ranges of the radius index, read
 * index-only, and the haversine on the carried columns), then counts them and cuts the page from the same rows. Any
 * other search reads its page in the order of the index its order and conditions use and counts its matches through
 * the index its conditions use; the whole register is counted by the counter in nepokretnosti_broj. The page's rows
 * get their columns, names and images by id and travel as one JSON array: on PGlite every column of every row handed
 * to JavaScript costs more than the database's work on the whole page.
 */
export async function listNepokretnosti(
  db: Db,
  filter: NepokretnostFilter,
  page: NepokretnostPage,
): Promise<{ itemList: Nepokretnost[]; ukupno: number }> {
  const krug = krugFilter(filter);
  const where = whereOf(filter, krug);
  const centar = filter.centar && { ...filter.centar, cosLat: Math.cos(filter.centar.lat * RADIJAN) };
  const byDistance = page.sort === 'udaljenost' && centar !== undefined;
  const m = sql.identifier('m');
  const p = sql.identifier('p');
  const r = sql.identifier('r');
  const matchColumns = {
    id: sql`${m}.id`,
    datum: sql`${m}.datum`,
    trazenaCena: sql`${m}.trazena_cena`,
    kvadratura: sql`${m}.kvadratura`,
    jedinicnaCena: sql`${m}.jedinicna_cena`,
    // The haversine orders as the distance does.
    udaljenost: sql`${m}.h`,
  };
  const column = (key: keyof PageRow) => sql`${r}.${sql.identifier(key)}`;
  const rowOrder = orderOf(
    {
      id: column('id'),
      datum: column('datum'),
      trazenaCena: column('trazenaCena'),
      kvadratura: column('kvadratura'),
      jedinicnaCena: column('jedinicnaCena'),
      udaljenost: column('h'),
    },
    page,
  );
  const matches = sql`select ${n.id}, ${n.datum}, ${n.trazenaCena}, ${n.kvadratura}, ${n.jedinicnaCena},
      ${byDistance ? haversine(centar) : sql`null::float8`} as h
    from ${n} ${where ? sql`where ${where}` : sql``}`;
  const pageOf = (source: SQL) => sql`(select ${m}.id, ${m}.h from ${source} order by ${orderOf(matchColumns, page)}
    limit ${page.limit} offset ${page.offset}) as ${p}`;
  const items = (source: SQL) => sql`(select json_agg(${r} order by ${rowOrder})::text from (
      select ${columnList}, ${p}.h as h, ${centar ? distance(centar) : sql`null::float8`} as udaljenost
      from ${pageOf(source)} join ${n} on ${n.id} = ${p}.id) as ${r})`;
  const statement = krug
    ? sql`with ${m} as materialized (${matches})
        select (select count(*)::int from ${m}) as ukupno, ${items(sql`${m}`)} as items`
    : sql`select ${where ? sql`(select count(*)::int from ${n} where ${where})` : sql`(select ${nepokretnostiBroj.broj} from ${nepokretnostiBroj})`} as ukupno,
        ${items(sql`(${matches}) as ${m}`)} as items`;
  const [row] = resultRows<{ ukupno: number | null; items: string | null }>(await db.execute(statement));
  const rows = JSON.parse(row?.items ?? '[]') as PageRow[];
  return {
    itemList: rows.map(({ h: _h, udaljenost, ...stored }) => toNepokretnost(stored, udaljenost)),
    ukupno: Number(row?.ukupno ?? 0),
  };
}

/** A row of a page as the statement answers it: the property's columns, its haversine and its distance. */
type PageRow = Row & { h: number | null; udaljenost: number | null };

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
function resultRows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The map of a search: every match with coordinates, up to `max` (the newest first), and how many there are.
 *
 * A map item is small but there are thousands: the statement answers them by column (each column one aggregated text,
 * the addresses one JSON array), because on PGlite a row handed to JavaScript, or a JSON value built per row, costs far
 * more than one aggregate's step; the radius index carries every column an item needs, so a radius search reads no
 * table rows. When every match fits (the usual case) the matches are read unordered and put newest first here; only
 * when more match than fit are they ordered and cut by the database, and counted. The names of the municipalities and
 * settlements are looked up once for the ids the items name; the type's name is the contract's.
 */
export async function mapNepokretnosti(
  db: Db,
  filter: NepokretnostFilter,
  max: number,
): Promise<{ itemList: NepokretnostMapItem[]; ukupno: number }> {
  const where = and(whereOf(filter, krugFilter(filter)), sql`${n.latitude} is not null`)!;
  const m = sql.identifier('m');
  // broj: how many the source gives; ukupno: how many match in all (the overflow statement counts them).
  const columnsOf = (source: SQL, ukupno: SQL) => sql`select count(*)::int as broj, ${ukupno} as ukupno,
      array_to_string(array_agg(${m}.id), ',') as id,
      array_to_string(array_agg(${m}.vrsta_id), ',') as "vrstaId",
      array_to_string(array_agg(${m}.latitude), ',') as latitude,
      array_to_string(array_agg(${m}.longitude), ',') as longitude,
      json_agg(${m}.adresa)::text as adresa,
      array_to_string(array_agg(${m}.opstina_id), ',') as "opstinaId",
      array_to_string(array_agg(${m}.grad_id), ',', '') as "gradId",
      array_to_string(array_agg(${m}.jedinicna_cena), ',') as "jedinicnaCena",
      array_to_string(array_agg(${m}.datum), ',') as datum
    from ${source} as ${m}`;
  const matches = sql`select ${n.id}, ${n.vrstaId}, ${n.latitude}, ${n.longitude}, ${n.adresa}, ${n.opstinaId},
      ${n.gradId}, ${n.jedinicnaCena}, ${n.datum}
    from ${n} where ${where}`;
  let [kolone] = resultRows<MapKolone>(
    await db.execute(columnsOf(sql`(${matches} limit ${max + 1})`, sql`count(*)::int`)),
  );
  const ordered = (kolone?.broj ?? 0) > max;
  if (ordered) {
    [kolone] = resultRows<MapKolone>(
      await db.execute(
        columnsOf(
          sql`(${matches} order by ${n.datum} desc, ${n.id} desc limit ${max})`,
          sql`(select count(*)::int from ${n} where ${where})`,
        ),
      ),
    );
  }
  const ukupno = kolone?.ukupno ?? 0;
  const items = kolone ? mapItems(kolone) : [];
  if (!ordered) items.sort((a, b) => (a.datum === b.datum ? b.item.id - a.item.id : a.datum < b.datum ? 1 : -1));
  await nameMapItems(db, items);
  return { itemList: items.map(({ item }) => item), ukupno };
}

/** The map statement's answer: how many items, then each column as text in the same order. */
interface MapKolone {
  broj: number;
  ukupno: number;
  id: string | null;
  vrstaId: string | null;
  latitude: string | null;
  longitude: string | null;
  adresa: string | null;
  opstinaId: string | null;
  gradId: string | null;
  jedinicnaCena: string | null;
  datum: string | null;
}

interface MapEntry {
  item: NepokretnostMapItem;
  datum: string;
  opstinaId: number;
  gradId: number | null;
}

/** Numbers from an aggregated column (PostgreSQL's own text of each value; an empty value is NULL). */
const brojevi = (text: string | null): (number | null)[] =>
  text === null ? [] : text.split(',').map((value) => (value === '' ? null : Number(value)));

function mapItems(kolone: MapKolone): MapEntry[] {
  const id = brojevi(kolone.id);
  const vrstaId = brojevi(kolone.vrstaId);
  const latitude = brojevi(kolone.latitude);
  const longitude = brojevi(kolone.longitude);
  const adresa = JSON.parse(kolone.adresa ?? '[]') as string[];
  const opstinaId = brojevi(kolone.opstinaId);
  const gradId = brojevi(kolone.gradId);
  const jedinicnaCena = brojevi(kolone.jedinicnaCena);
  const datum = kolone.datum === null ? [] : kolone.datum.split(',');
  return id.map((value, index) => ({
    item: {
      id: value!,
      naziv: vrstaNaziv(vrstaId[index]!),
      vrstaId: vrstaId[index]!,
      latitude: latitude[index]!,
      longitude: longitude[index]!,
      adresa: adresa[index]!,
      opstina: '',
      grad: null,
      jedinicnaCena: jedinicnaCena[index]!,
    },
    datum: datum[index]!,
    opstinaId: opstinaId[index]!,
    gradId: gradId[index] ?? null,
  }));
}

/** Gives the items their municipality's and settlement's names, read once for the ids they name. */
async function nameMapItems(db: Db, items: MapEntry[]): Promise<void> {
  if (items.length === 0) return;
  const opstinaIds = [...new Set(items.map((entry) => entry.opstinaId))];
  const gradIds = [...new Set(items.flatMap((entry) => (entry.gradId === null ? [] : [entry.gradId])))];
  const [row] = resultRows<{ opstine: string | null; gradovi: string | null }>(
    await db.execute(sql`select
      (select json_object_agg(${opstine.id}, ${opstine.naziv}) from ${opstine}
        where ${opstine.id} = any(${`{${opstinaIds.join(',')}}`}::int[]))::text as opstine,
      (select json_object_agg(${gradovi.id}, ${gradovi.naziv}) from ${gradovi}
        where ${gradovi.id} = any(${`{${gradIds.join(',')}}`}::int[]))::text as gradovi`),
  );
  const opstinaNaziv = JSON.parse(row?.opstine ?? '{}') as Record<number, string>;
  const gradNaziv = JSON.parse(row?.gradovi ?? '{}') as Record<number, string>;
  for (const entry of items) {
    entry.item.opstina = opstinaNaziv[entry.opstinaId] ?? '';
    entry.item.grad = entry.gradId === null ? null : (gradNaziv[entry.gradId] ?? '');
  }
}

export async function findNepokretnost(db: Db, id: number): Promise<Nepokretnost | undefined> {
  const r = sql.identifier('r');
  const [row] = resultRows<{ item: string }>(
    await db.execute(
      sql`select row_to_json(${r})::text as item from (select ${columnList} from ${n} where ${n.id} = ${id}) as ${r}`,
    ),
  );
  return row ? toNepokretnost(JSON.parse(row.item) as Row, null) : undefined;
}

/** Properties by id, in the order of `ids` (the ones that do not exist are left out): one statement. */
export async function findNepokretnosti(db: Db, ids: readonly number[]): Promise<Nepokretnost[]> {
  if (ids.length === 0) return [];
  const r = sql.identifier('r');
  const [row] = resultRows<{ items: string | null }>(
    await db.execute(
      sql`select json_agg(${r})::text as items from (select ${columnList} from ${n}
        where ${n.id} = any(${`{${ids.join(',')}}`}::int[])) as ${r}`,
    ),
  );
  const byId = new Map((JSON.parse(row?.items ?? '[]') as Row[]).map((item) => [item.id, toNepokretnost(item, null)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type StoredNepokretnost = NepokretnostValues & { id: number; verzija: number };

/** The stored fields of a property, its row locked until the transaction ends (edits and deletes of one queue). */
export async function lockNepokretnost(tx: Db, id: number): Promise<StoredNepokretnost | undefined> {
  const [row] = await tx.select(storedColumns).from(n).where(eq(n.id, id)).for('update');
  return row as StoredNepokretnost | undefined;
}

export async function insertNepokretnost(tx: Db, values: NepokretnostValues, idKreatora: number): Promise<number> {
  const [row] = await tx
    .insert(n)
    .values({ ...values, idKreatora })
    .returning({ id: n.id });
  return row!.id;
}

export async function updateNepokretnost(
  tx: Db,
  id: number,
  verzija: number,
  values: NepokretnostValues,
): Promise<boolean> {
  const rows = await tx
    .update(n)
    .set({ ...values, verzija: sql`${n.verzija} + 1` })
    .where(and(eq(n.id, id), eq(n.verzija, verzija)))
    .returning({ id: n.id });
  return rows.length > 0;
}

export async function deleteNepokretnost(tx: Db, id: number): Promise<void> {
  await tx.delete(n).where(eq(n.id, id));
}

// --- Places --------------------------------------------------------------------------------------------------------

export async function findOpstina(db: Db, id: number) {
  const [row] = await db
    .select({ id: opstine.id, drzavaId: opstine.drzavaId, naziv: opstine.naziv })
    .from(opstine)
    .where(eq(opstine.id, id));
  return row;
}

export async function findGrad(db: Db, id: number) {
  const [row] = await db
    .select({ id: gradovi.id, opstinaId: gradovi.opstinaId, naziv: gradovi.naziv })
    .from(gradovi)
    .where(eq(gradovi.id, id));
  return row;
}

export async function findKatastar(db: Db, id: number) {
  const [row] = await db
    .select({ id: katastri.id, opstinaId: katastri.opstinaId, naziv: katastri.naziv })
    .from(katastri)
    .where(eq(katastri.id, id));
  return row;
}

export async function drzavaExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: drzave.id }).from(drzave).where(eq(drzave.id, id));
  return !!row;
}

// --- Images ----------------------------------------------------------------------------------------------------------

export type SlikaRow = typeof nepokretnostiSlike.$inferSelect;
const s = nepokretnostiSlike;

/** The images of a property in their order (redniBroj, then upload order). */
export function listSlike(db: Db, nepokretnostId: number): Promise<SlikaRow[]> {
  return db.select().from(s).where(eq(s.nepokretnostId, nepokretnostId)).orderBy(asc(s.redniBroj), asc(s.id));
}

export async function findSlika(db: Db, id: number): Promise<SlikaRow | undefined> {
  const [row] = await db.select().from(s).where(eq(s.id, id));
  return row;
}

export function findSlike(db: Db, ids: readonly number[]): Promise<SlikaRow[]> {
  return db
    .select()
    .from(s)
    .where(inArray(s.id, [...ids]));
}

/** The property's row held (FOR UPDATE): writes to one property's images queue behind each other. */
export async function lockGroup(tx: Db, nepokretnostId: number): Promise<boolean> {
  const [row] = await tx.select({ id: n.id }).from(n).where(eq(n.id, nepokretnostId)).for('update');
  return !!row;
}

export function insertSlike(tx: Db, rows: (typeof s.$inferInsert)[]): Promise<SlikaRow[]> {
  return tx.insert(s).values(rows).returning();
}

export async function deleteSlikeByIds(tx: Db, ids: readonly number[]): Promise<SlikaRow[]> {
  return tx
    .delete(s)
    .where(inArray(s.id, [...ids]))
    .returning();
}

export function deleteSlikeGrupe(tx: Db, nepokretnostId: number): Promise<SlikaRow[]> {
  return tx.delete(s).where(eq(s.nepokretnostId, nepokretnostId)).returning();
}

export async function renameSlika(tx: Db, id: number, naziv: string): Promise<void> {
  await tx.update(s).set({ naziv }).where(eq(s.id, id));
}

/** Makes one image the group's main one (the others stop being main first: one main per group is a unique index). */
export async function setGlavna(tx: Db, nepokretnostId: number, slikaId: number | null): Promise<void> {
  await tx
    .update(s)
    .set({ glavna: false })
    .where(and(eq(s.nepokretnostId, nepokretnostId), eq(s.glavna, true)));
  if (slikaId !== null) await tx.update(s).set({ glavna: true }).where(eq(s.id, slikaId));
}

export async function setRedosled(tx: Db, id: number, naziv: string, redniBroj: number): Promise<void> {
  await tx.update(s).set({ naziv, redniBroj }).where(eq(s.id, id));
}

/** Gives a group without a main image one: its first image in order. */
export async function ensureGlavna(tx: Db, nepokretnostId: number): Promise<void> {
  const slike = await listSlike(tx, nepokretnostId);
  if (slike.length > 0 && !slike.some((slika) => slika.glavna)) await setGlavna(tx, nepokretnostId, slike[0]!.id);
}

export async function nextRedniBroj(tx: Db, nepokretnostId: number): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${s.redniBroj}) + 1, 1)`.mapWith(Number) })
    .from(s)
    .where(eq(s.nepokretnostId, nepokretnostId));
  return row?.max ?? 1;
}

export interface SlikeUsage {
  recordFiles: number;
  recordBytes: number;
  storeBytes: number;
}

/** How many images and bytes a property holds, and how many bytes the whole store holds (documents and images). */
export async function slikeUsage(db: Db, nepokretnostId: number): Promise<SlikeUsage> {
  const result = await db.execute(sql`
    select
      (select count(*) from ${s} where ${s.nepokretnostId} = ${nepokretnostId})::int as "recordFiles",
      (select coalesce(sum(${s.velicina}), 0) from ${s} where ${s.nepokretnostId} = ${nepokretnostId})::float8
        as "recordBytes",
      ((select coalesce(sum(velicina), 0) from fajlovi) + (select coalesce(sum(${s.velicina}), 0) from ${s}))::float8
        as "storeBytes"`);
  const row = (result as unknown as { rows: unknown[] }).rows[0] as
    { recordFiles: number; recordBytes: number; storeBytes: number } | undefined;
  return {
    recordFiles: Number(row?.recordFiles ?? 0),
    recordBytes: Number(row?.recordBytes ?? 0),
    storeBytes: Number(row?.storeBytes ?? 0),
  };
}
