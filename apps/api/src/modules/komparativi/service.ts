import type { z } from 'zod';
import {
  ErrorType,
  KOMPARATIVI_MAX,
  KOMPARATIVI_MAXSELECTED_CODE,
  NEPOKRETNOSTI_LIMIT,
  NEPOKRETNOSTI_MAX_LIMIT,
  RADIUS_DEFAULT_M,
  indikacijaVrednosti,
  maxSelectedPoruka,
  uskladjenaJedinicnaVrednost,
  type Komparativ,
  type KomparativLista,
  type KomparativPretraga,
  type komparativPretragaQuerySchema,
  type komparativiUpdateSchema,
} from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { HttpError, badRequest, notFound, stale } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordChange } from '../audit/repository.ts';
import { findNepokretnost, findNepokretnosti, listNepokretnosti } from '../nepokretnosti/repository.ts';
import { filterOf } from '../nepokretnosti/service.ts';
import { procenaExists } from '../procene/repository.ts';
import {
  brojKomparativa,
  deleteKomparativi,
  findPredmet,
  insertKomparativi,
  izabraniMedju,
  listKomparativRows,
  lockPredmet,
  shareKandidati,
  updateUskladjivanje,
  type PredmetRow,
} from './repository.ts';

type PretragaQuery = z.output<typeof komparativPretragaQuerySchema>;
type UpdateBody = z.output<typeof komparativiUpdateSchema>;

const nepokretnostMissing = (id: number) => notFound(`Nepokretnost sa id-em ${id}`);

/** The sphere earthdistance's earth() uses (as the register's radius search does), in metres. */
const POLUPRECNIK_ZEMLJE = 6_378_168;
const RADIJAN = Math.PI / 180;

/** Metres between two points on that sphere (the haversine), one decimal; null when either has no coordinates. */
export function udaljenostIzmedju(
  a: { latitude: number | null; longitude: number | null },
  b: { latitude: number | null; longitude: number | null },
): number | null {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) return null;
  const h =
    Math.sin(((b.latitude - a.latitude) * RADIJAN) / 2) ** 2 +
    Math.cos(a.latitude * RADIJAN) *
      Math.cos(b.latitude * RADIJAN) *
      Math.sin(((b.longitude - a.longitude) * RADIJAN) / 2) ** 2;
  return Math.round(2 * POLUPRECNIK_ZEMLJE * Math.asin(Math.min(1, Math.sqrt(h))) * 10) / 10;
}

/**
 * The valuation and its subject: the valuation must exist (404), the subject must be a property (404) and a subject
 * of this valuation (400: comparables of another valuation's subject are refused).
 */
async function checkPredmet(
  db: Db,
  procenaId: number,
  predmetId: number,
  find: (db: Db, id: number) => Promise<PredmetRow | undefined>,
): Promise<PredmetRow> {
  if (!(await procenaExists(db, procenaId))) throw notFound(`Procena sa id-em ${procenaId}`);
  const predmet = await find(db, predmetId);
  if (!predmet) throw nepokretnostMissing(predmetId);
  if (predmet.procenaId !== procenaId) throw badRequest(`Nepokretnost sa id-em ${predmetId} nije predmet ove procene.`);
  return predmet;
}

/** The subject's comparables with the values the server derives, and the indicated value. */
export async function listKomparativi(db: Db, procenaId: number, predmetId: number): Promise<KomparativLista> {
  await checkPredmet(db, procenaId, predmetId, findPredmet);
  const predmet = (await findNepokretnost(db, predmetId))!;
  const rows = await listKomparativRows(db, procenaId, predmetId);
  const properties = new Map(
    (
      await findNepokretnosti(
        db,
        rows.map((row) => row.nepokretnostId),
      )
    ).map((item) => [item.id, item]),
  );
  const itemList: Komparativ[] = rows.flatMap((row) => {
    const nepokretnost = properties.get(row.nepokretnostId);
    if (!nepokretnost) return [];
    const udaljenost = udaljenostIzmedju(predmet, nepokretnost);
    return [
      {
        id: row.nepokretnostId,
        nepokretnost: { ...nepokretnost, udaljenost },
        procentualnoUskladjivanje: row.procentualnoUskladjivanje,
        korigovanaJedinicnaCena: nepokretnost.jedCenaNakonKor,
        uskladjenaJedinicnaVrednost: uskladjenaJedinicnaVrednost(
          row.procentualnoUskladjivanje,
          nepokretnost.jedCenaNakonKor,
        ),
        udaljenost,
        verzija: row.verzija,
      },
    ];
  });
  // Nearest first; comparables without coordinates last, in the order they were chosen.
  itemList.sort((a, b) => (a.udaljenost ?? Number.POSITIVE_INFINITY) - (b.udaljenost ?? Number.POSITIVE_INFINITY));
  return {
    procenaId,
    predmet,
    itemList,
    indikacija: indikacijaVrednosti(
      itemList.map((item) => item.uskladjenaJedinicnaVrednost),
      predmet.kvadratura,
    ),
    maxKomparativa: KOMPARATIVI_MAX,
  };
}

/** The indicated value of a valuation's first subject (the Word report prints it). */
export async function komparativiPrvogPredmeta(
  db: Db,
  procenaId: number,
  predmetId: number,
): Promise<KomparativLista | undefined> {
  try {
    return await listKomparativi(db, procenaId, predmetId);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return undefined;
    throw error;
  }
}

/** The register around the subject (part 2 §5, §9), nearest first unless told, chosen ones marked. */
export async function pretragaKomparativa(
  db: Db,
  procenaId: number,
  query: PretragaQuery,
): Promise<KomparativPretraga> {
  const predmet = await checkPredmet(db, procenaId, query.predmetKomparativ, findPredmet);
  if (predmet.latitude === null || predmet.longitude === null)
    throw badRequest(
      'Predmet procene nema koordinate: dodajte ih u obrazac procene da bi se komparativi tražili oko njega.',
    );
  const { predmetKomparativ: _predmet, ...registar } = query;
  const filter = filterOf({
    ...registar,
    lat: predmet.latitude,
    lon: predmet.longitude,
    radiusInMeters: query.radiusInMeters ?? RADIUS_DEFAULT_M,
    // Comparables are market evidence: no valuation's subject (this one included) is offered.
    predmetProcene: 'false',
  });
  const itemsPerPage = Math.min(query.itemsPerPage ?? NEPOKRETNOSTI_LIMIT, NEPOKRETNOSTI_MAX_LIMIT);
  const offset = query.offset ?? ((query.currentPage ?? 1) - 1) * itemsPerPage;
  const { itemList, ukupno } = await listNepokretnosti(db, filter, {
    offset,
    limit: itemsPerPage,
    sort: query.sort ?? 'udaljenost',
    smer: query.smer ?? (query.sort === undefined ? 'asc' : 'desc'),
  });
  const izabrani = await izabraniMedju(
    db,
    predmet.id,
    itemList.map((item) => item.id),
  );
  return {
    itemList: itemList.map((item) => ({ ...item, vecIzabranaZaProcenu: izabrani.has(item.id) })),
    pages: Math.ceil(ukupno / itemsPerPage),
    currentPage: Math.floor(offset / itemsPerPage) + 1,
    itemsPerPage,
    ukupno,
    centar: { latitude: predmet.latitude, longitude: predmet.longitude },
    izabrano: await brojKomparativa(db, predmet.id),
    maxKomparativa: KOMPARATIVI_MAX,
  };
}

/**
 * Chooses properties as comparables of the subject, all or none: each must exist (404) and not be a valuation's
 * subject (400); those already chosen are kept as they are; more than KOMPARATIVI_MAX in all is ERRORS.MAXSELECTED.
 * Answers how many were added.
 */
export async function dodajKomparativi(
  db: Db,
  procenaId: number,
  predmetId: number,
  ids: readonly number[],
  user: AuthUser,
): Promise<number> {
  return db.transaction(async (tx) => {
    await checkPredmet(tx, procenaId, predmetId, lockPredmet);
    const kandidati = new Map((await shareKandidati(tx, ids)).map((row) => [row.id, row]));
    for (const id of ids) {
      const kandidat = kandidati.get(id);
      if (!kandidat) throw nepokretnostMissing(id);
      if (kandidat.predmetProcene || kandidat.procenaId !== null || id === predmetId)
        throw badRequest(`Nepokretnost sa id-em ${id} je predmet procene i ne može biti komparativ.`);
    }
    const postojeci = await listKomparativRows(tx, procenaId, predmetId);
    const pre = postojeci.map((row) => row.nepokretnostId);
    const novi = ids.filter((id) => !pre.includes(id));
    if (pre.length + novi.length > KOMPARATIVI_MAX)
      throw new HttpError(409, maxSelectedPoruka(KOMPARATIVI_MAX), {
        errorCode: KOMPARATIVI_MAXSELECTED_CODE,
        type: ErrorType.Danger,
      });
    const dodati = await insertKomparativi(tx, procenaId, predmetId, novi, user.id);
    await recordChange(tx, {
      entitet: 'procene',
      zapisId: procenaId,
      akcija: 'update',
      autorId: user.id,
      izmene: dodati.length > 0 ? { Komparativi: [pre, [...pre, ...dodati]] } : {},
      kontekst: { Predmet: predmetId },
    });
    return dodati.length;
  });
}

/** Removes comparables of the subject; every id must be one of them (404 otherwise, nothing removed). */
export async function ukloniKomparativi(
  db: Db,
  procenaId: number,
  predmetId: number,
  ids: readonly number[],
  user: AuthUser,
): Promise<void> {
  await db.transaction(async (tx) => {
    await checkPredmet(tx, procenaId, predmetId, lockPredmet);
    const pre = (await listKomparativRows(tx, procenaId, predmetId)).map((row) => row.nepokretnostId);
    for (const id of ids) if (!pre.includes(id)) throw notFound(`Komparativ sa id-em ${id}`);
    await deleteKomparativi(tx, procenaId, predmetId, ids);
    await recordChange(tx, {
      entitet: 'procene',
      zapisId: procenaId,
      akcija: 'update',
      autorId: user.id,
      izmene: { Komparativi: [pre, pre.filter((id) => !ids.includes(id))] },
      kontekst: { Predmet: predmetId },
    });
  });
}

/**
 * Saves the adjustment percents, all or none. Each item names its valuation, subject and comparable: the subject
 * must be the valuation's (400), the comparable the subject's (404); a stale `verzija` is refused with 409. The
 * derived values the client sends are not read: the server derives them on every read.
 */
export async function sacuvajKomparativi(db: Db, items: UpdateBody, user: AuthUser): Promise<void> {
  await db.transaction(async (tx) => {
    const predmeti = new Map<string, Map<number, { rowId: number; pre: number }>>();
    // Lock subjects in one order, so two saves naming the same subjects cannot wait on each other.
    const parovi = [...new Set(items.map((item) => `${item.procenaId}:${item.predmetKomparativ}`))].sort();
    for (const par of parovi) {
      const [procenaId, predmetId] = par.split(':').map(Number) as [number, number];
      await checkPredmet(tx, procenaId, predmetId, lockPredmet);
      const rows = await listKomparativRows(tx, procenaId, predmetId);
      predmeti.set(
        par,
        new Map(rows.map((row) => [row.nepokretnostId, { rowId: row.id, pre: row.procentualnoUskladjivanje }])),
      );
    }
    const izmene = new Map<number, Record<string, [unknown, unknown]>>();
    for (const item of items) {
      const row = predmeti.get(`${item.procenaId}:${item.predmetKomparativ}`)!.get(item.id);
      if (!row) throw notFound(`Komparativ sa id-em ${item.id}`);
      if (!(await updateUskladjivanje(tx, row.rowId, item.procentualnoUskladjivanje, item.verzija))) throw stale();
      if (row.pre !== item.procentualnoUskladjivanje) {
        const zapis = izmene.get(item.procenaId) ?? {};
        zapis[`Usklađivanje ${item.id}`] = [row.pre, item.procentualnoUskladjivanje];
        izmene.set(item.procenaId, zapis);
      }
    }
    for (const [procenaId, zapis] of izmene)
      await recordChange(tx, {
        entitet: 'procene',
        zapisId: procenaId,
        akcija: 'update',
        autorId: user.id,
        izmene: zapis,
      });
  });
}
