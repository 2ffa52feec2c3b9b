import type { z } from 'zod';
import {
  DUPLIKAT_RADIUS_M,
  FAZA_PLACANJA_DEFAULT,
  MISSING_DATE,
  POCETNA_FAZA,
  POSLATA_FAZA,
  PROCENE_LIMIT,
  PROCENE_PERIOD_DANA,
  TIP_KLIJENTA,
  ZAVRSENA_FAZA,
  kljucPretrage,
  type AuditStavka,
  type Nepokretnost,
  type Procena,
  type ProcenaDuplikat,
  type ProcenaLista,
  type procenaCreateSchema,
  type procenaInfoQuerySchema,
  type procenaListQuerySchema,
  type procenaPostojeceSchema,
  type procenaUpdateSchema,
} from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound, stale } from '../../lib/http-error.ts';
import { addDays, localDate, localInstant } from '../../lib/time.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { FileStore } from '../../plugins/files.ts';
import { diffFields } from '../audit/diff.ts';
import { listChanges, recordChange } from '../audit/repository.ts';
import { recordDeletion } from '../fajlovi/audit.ts';
import { deleteFajloviGrupe } from '../fajlovi/repository.ts';
import {
  findNepokretnost,
  lockNepokretnost,
  updateNepokretnost,
  type NepokretnostValues,
} from '../nepokretnosti/repository.ts';
import { checkPlaces } from '../nepokretnosti/service.ts';
import { nepokretnostValues } from '../nepokretnosti/values.ts';
import {
  addFaza,
  deleteProcena,
  duplikatKandidati,
  findImena,
  findKlijentTip,
  findProcenaRow,
  insertPredmet,
  insertProcena,
  listFaze,
  listProcene,
  lockProcena,
  predmetIds,
  radnikPostoji,
  releasePredmeti,
  updateProcena,
  type ProcenaFilter,
  type ProcenaPage,
  type ProcenaValues,
  type StoredProcena,
} from './repository.ts';

type ListQuery = z.output<typeof procenaListQuerySchema>;
type InfoQuery = z.output<typeof procenaInfoQuerySchema>;
type CreateInput = z.output<typeof procenaCreateSchema>;
type UpdateInput = z.output<typeof procenaUpdateSchema>;
type PostojeceInput = z.output<typeof procenaPostojeceSchema>;
type PredmetInput = CreateInput['nepokretnost'];

/** The phase that cancels a valuation: a cancelled one is no duplicate. */
const OTKAZANA_FAZA = 5;
/** The duplicate check answers at most this many matches. */
export const DUPLIKATI_MAX = 20;

const today = () => localDate(new Date());

const unique = (...lists: (readonly number[] | undefined)[]): number[] | undefined => {
  const values = [...new Set(lists.flatMap((list) => list ?? []))];
  return values.length > 0 ? values : undefined;
};

/**
 * The date range of a search: the instants given, or, when neither is given, the default window of the list
 * (PROCENE_PERIOD_DANA days back from 00:00 to today 23:59:59.999, Europe/Belgrade).
 */
export function periodOf(datumOd: string | undefined, datumDo: string | undefined, now = new Date()) {
  if (datumOd === undefined && datumDo === undefined) {
    const danas = localDate(now);
    return {
      od: localInstant(addDays(danas, -PROCENE_PERIOD_DANA)),
      do: new Date(localInstant(addDays(danas, 1)).getTime() - 1),
    };
  }
  return {
    od: datumOd === undefined ? undefined : new Date(datumOd),
    do: datumDo === undefined ? undefined : new Date(datumDo),
  };
}

/** The list's conditions from its query (the `x[]` and `x` spellings of an array are one filter). */
export function filterOf(query: Omit<ListQuery, 'offset' | 'limit'>, now = new Date()): ProcenaFilter {
  return {
    ...periodOf(query.datumOd, query.datumDo, now),
    aktivnaFaza: query.aktivnaFaza === true,
    faze: unique(query.faze, query['faze[]']),
    prioriteti: unique(query.prioritet, query['prioritet[]']),
    tipovi: unique(query.tipNepokretnosti, query['tipNepokretnosti[]']),
    vodje: unique(query.radnik, query['radnik[]']),
    inspektori: unique(query.inspekcija, query['inspekcija[]']),
    klijentId: query.klijentId,
  };
}

/** GET procene: a page (offset/limit, 30 by default), the count of every match and the sum of their agreed prices. */
export function listProcenePage(db: Db, query: ListQuery): Promise<ProcenaLista> {
  const page: ProcenaPage = { offset: query.offset ?? 0, limit: query.limit ?? PROCENE_LIMIT };
  return listProcene(db, filterOf(query), page);
}

/** The generic list-service lists (info/all, active, finished): the date range and the kind's phases. */
export const INFO_MAX = 5000;
export function listProceneInfo(db: Db, query: InfoQuery, vrsta: 'all' | 'active' | 'finished'): Promise<ProcenaLista> {
  const filter: ProcenaFilter = {
    ...periodOf(query.datumOd, query.datumDo),
    aktivnaFaza: vrsta === 'active',
    faze: vrsta === 'finished' ? [ZAVRSENA_FAZA] : undefined,
  };
  return listProcene(db, filter, { offset: 0, limit: INFO_MAX });
}

// --- One valuation ---------------------------------------------------------------------------------------------------

const dayOrMissing = (value: string | null) => value ?? MISSING_DATE;

export async function getProcena(db: Db, id: number): Promise<Procena | undefined> {
  const row = await findProcenaRow(db, id);
  if (!row) return undefined;
  const imena = (await findImena(db, id))!;
  const faze = await listFaze(db, id);
  const nepokretnost =
    imena.prviPredmetId === null ? null : ((await findNepokretnost(db, imena.prviPredmetId)) ?? null);
  const idNaziv = (recordId: number | null, naziv: string | null) =>
    recordId === null ? null : { id: recordId, naziv: naziv ?? '' };
  return {
    id: row.id,
    oldId: row.oldId,
    naziv: row.naziv,
    opis: row.opis,
    idKlijenta: row.idKlijenta,
    idKlijenta2: row.idKlijenta2,
    idKlijenta3: row.idKlijenta3,
    banka: idNaziv(row.idKlijenta, imena.banka),
    klijent: idNaziv(row.idKlijenta2, imena.klijent),
    bankar: idNaziv(row.idKlijenta3, imena.bankar),
    vodjaId: row.vodjaId,
    inspekcijaId: row.inspekcijaId,
    inspekcijaSnimanje: row.inspekcijaSnimanje,
    prioritet: row.prioritet,
    faza: row.faza,
    fazaPlacanja: row.fazaPlacanja,
    tip: row.tip,
    fiksniPocetak: row.fiksniPocetak?.toISOString() ?? null,
    timestamp: row.kreirano.toISOString(),
    dogovorenaCena: Number(row.dogovorenaCena),
    datumPrethodneProc: dayOrMissing(row.datumPrethodneProc),
    kursPrethodneProc: row.kursPrethodneProc,
    faze,
    nepokretnost,
    brojPredmeta: imena.brojPredmeta,
    verzija: row.verzija,
  };
}

/**
 * The rules the register must answer, each refusal naming its field: the bank is a bank (type 2), the client a client
 * (type 1), the banker a banker (type 3) of the chosen bank; the leader and the inspector are workers. Read under a
 * share lock, so none of them can change or go before the write commits.
 */
async function checkRefs(tx: Db, input: CreateInput | UpdateInput): Promise<void> {
  if (input.idKlijenta !== null) {
    const banka = await findKlijentTip(tx, input.idKlijenta);
    if (!banka) throw badRequest(`Izabrana banka (id ${input.idKlijenta}) ne postoji.`);
    if (banka.tip !== TIP_KLIJENTA.banka) throw badRequest(`Izabrana banka (id ${input.idKlijenta}) nije banka.`);
  }
  if (input.idKlijenta2 !== null) {
    const klijent = await findKlijentTip(tx, input.idKlijenta2);
    if (!klijent) throw badRequest(`Izabrani klijent (id ${input.idKlijenta2}) ne postoji.`);
    if (klijent.tip !== TIP_KLIJENTA.klijent)
      throw badRequest(`Izabrani klijent (id ${input.idKlijenta2}) nije klijent.`);
  }
  if (input.idKlijenta3 !== null) {
    const bankar = await findKlijentTip(tx, input.idKlijenta3);
    if (!bankar) throw badRequest(`Izabrani bankar (id ${input.idKlijenta3}) ne postoji.`);
    if (bankar.tip !== TIP_KLIJENTA.bankar) throw badRequest(`Izabrani bankar (id ${input.idKlijenta3}) nije bankar.`);
    if (bankar.idBanke !== input.idKlijenta) throw badRequest('Izabrani bankar ne pripada izabranoj banci.');
  }
  if (!(await radnikPostoji(tx, input.vodjaId))) throw badRequest(`Izabrani vođa (id ${input.vodjaId}) ne postoji.`);
  if (input.inspekcijaId !== null && !(await radnikPostoji(tx, input.inspekcijaId)))
    throw badRequest(`Izabrani inspektor (id ${input.inspekcijaId}) ne postoji.`);
}

function valuesOf(input: CreateInput | UpdateInput, naziv: string): ProcenaValues {
  return {
    naziv,
    opis: input.opis,
    idKlijenta: input.idKlijenta,
    idKlijenta2: input.idKlijenta2,
    idKlijenta3: input.idKlijenta3,
    vodjaId: input.vodjaId,
    inspekcijaId: input.inspekcijaId,
    inspekcijaSnimanje: input.inspekcijaSnimanje,
    prioritet: input.prioritet,
    faza: input.faza,
    fazaPlacanja: input.fazaPlacanja,
    tip: input.tip,
    fiksniPocetak: input.fiksniPocetak === null ? null : new Date(input.fiksniPocetak),
    dogovorenaCena: input.dogovorenaCena,
    datumPrethodneProc: input.datumPrethodneProc,
    kursPrethodneProc: input.kursPrethodneProc,
  };
}

/** The subject's stored values: the register's derivation (derivePropertyValues), always a valuation's subject. */
function predmetValues(input: PredmetInput, datum?: string): NepokretnostValues {
  const { id: _id, ...fields } = input;
  return nepokretnostValues({ ...fields, datum: fields.datum ?? datum, predmetProcene: true }, today());
}

/** The valuation's name, by default "<address>, <municipality>" of its subject. */
function nazivOf(naziv: string, predmet: NepokretnostValues, opstina: string): string {
  if (naziv !== '') return naziv;
  return [predmet.adresa, opstina].filter((part) => part !== '').join(', ');
}

/** What the audit log keeps of a valuation: its stored fields without the row's own id, version and timestamps. */
function auditFields(values: ProcenaValues): Record<string, unknown> {
  return { ...values, dogovorenaCena: Number(values.dogovorenaCena) };
}

function storedAudit(row: StoredProcena): Record<string, unknown> {
  const {
    id: _id,
    oldId: _oldId,
    verzija: _verzija,
    kreirano: _kreirano,
    datumZavrsetka: _zavrsetak,
    datumSlanja: _slanje,
    ...values
  } = row;
  return auditFields(values);
}

/** The phase's instants the list shows: completed (phase 3) and sent (phase 4), when last set. */
function phaseInstants(faza: number, now: Date) {
  if (faza === ZAVRSENA_FAZA) return { datumZavrsetka: now };
  if (faza === POSLATA_FAZA) return { datumSlanja: now };
  return {};
}

export async function createProcena(db: Db, input: CreateInput, user: AuthUser): Promise<number> {
  return db.transaction(async (tx) => {
    await checkRefs(tx, input);
    const predmet = predmetValues(input.nepokretnost);
    const opstina = await checkPlaces(tx, predmet);
    const values = valuesOf(input, nazivOf(input.naziv, predmet, opstina));
    return insertWhole(tx, values, predmet, user, { oldId: null, vodjaFaze: input.vodjaId });
  });
}

/** Writes a new valuation, its first phase and its subject, each with its audit entry. */
async function insertWhole(
  tx: Db,
  values: ProcenaValues,
  predmet: NepokretnostValues,
  user: AuthUser,
  options: { oldId: number | null; vodjaFaze: number },
): Promise<number> {
  const now = new Date();
  const { id } = await insertProcena(
    tx,
    { ...values, oldId: options.oldId, ...phaseInstants(values.faza, now) },
    user.id,
  );
  await addFaza(tx, id, values.faza, options.vodjaFaze, localDate(now));
  const predmetId = await insertPredmet(tx, predmet, id, user.id);
  await recordChange(tx, {
    entitet: 'procene',
    zapisId: id,
    akcija: 'create',
    autorId: user.id,
    izmene: diffFields(null, { ...auditFields(values), ...(options.oldId === null ? {} : { oldId: options.oldId }) }),
  });
  await recordChange(tx, {
    entitet: 'nepokretnosti',
    zapisId: predmetId,
    akcija: 'create',
    autorId: user.id,
    izmene: diffFields(null, { ...predmet, procenaId: id }),
  });
  return id;
}

export async function editProcena(db: Db, input: UpdateInput, user: AuthUser): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockProcena(tx, input.id);
    if (!current) throw notFound(`Procena sa id-em ${input.id}`);
    // Without verzija (the specification's shape) the write is not checked: the last one wins.
    if (input.verzija !== undefined && current.verzija !== input.verzija) throw stale();
    await checkRefs(tx, input);
    const predmeti = await predmetIds(tx, input.id);
    const predmetId = input.nepokretnost.id ?? predmeti[0];
    if (input.nepokretnost.id !== undefined && !predmeti.includes(input.nepokretnost.id))
      throw badRequest(`Nepokretnost sa id-em ${input.nepokretnost.id} nije predmet ove procene.`);
    let opstina: string;
    let predmet: NepokretnostValues;
    if (predmetId !== undefined) {
      // A subject deleted since the list of subjects was read: the caller's form is out of date.
      const stored = await lockNepokretnost(tx, predmetId);
      if (!stored) throw stale();
      predmet = predmetValues(input.nepokretnost, stored.datum);
      opstina = await checkPlaces(tx, predmet);
      if (!(await updateNepokretnost(tx, predmetId, stored.verzija, predmet))) throw stale();
      const { id: _id, verzija: _verzija, ...before } = stored;
      await recordChange(tx, {
        entitet: 'nepokretnosti',
        zapisId: predmetId,
        akcija: 'update',
        autorId: user.id,
        izmene: diffFields(before, { ...predmet }),
      });
    } else {
      // A valuation whose subject was deleted gets a new one.
      predmet = predmetValues(input.nepokretnost);
      opstina = await checkPlaces(tx, predmet);
      const noviId = await insertPredmet(tx, predmet, input.id, user.id);
      await recordChange(tx, {
        entitet: 'nepokretnosti',
        zapisId: noviId,
        akcija: 'create',
        autorId: user.id,
        izmene: diffFields(null, { ...predmet, procenaId: input.id }),
      });
    }
    const values = valuesOf(input, nazivOf(input.naziv, predmet, opstina));
    const now = new Date();
    const fazaPromenjena = values.faza !== current.faza;
    const set = { ...values, ...(fazaPromenjena ? phaseInstants(values.faza, now) : {}) };
    if (!(await updateProcena(tx, input.id, current.verzija, set))) throw stale();
    if (fazaPromenjena) await addFaza(tx, input.id, values.faza, user.id, localDate(now));
    await recordChange(tx, {
      entitet: 'procene',
      zapisId: input.id,
      akcija: 'update',
      autorId: user.id,
      izmene: diffFields(storedAudit(current), auditFields(values)),
    });
  });
}

/**
 * POST procene/{id}: a re-valuation. A new valuation for the same bank, client, banker, leader and type, in the first
 * phase, whose subject is a copy of the old one's first subject; its previous valuation's day is the old one's
 * completion day (or entry day) and `oldId` names the old one.
 */
export async function kopirajProcenu(db: Db, id: number, user: AuthUser): Promise<number> {
  return db.transaction(async (tx) => {
    const old = await lockProcena(tx, id);
    if (!old) throw notFound(`Procena sa id-em ${id}`);
    const [prviId] = await predmetIds(tx, id);
    if (prviId === undefined) throw badRequest(`Procena sa id-em ${id} nema predmet procene koji bi se kopirao.`);
    const stored = await lockNepokretnost(tx, prviId);
    if (!stored) throw stale();
    const { id: _id, verzija: _verzija, ...predmet } = stored;
    const values: ProcenaValues = {
      naziv: old.naziv,
      opis: '',
      idKlijenta: old.idKlijenta,
      idKlijenta2: old.idKlijenta2,
      idKlijenta3: old.idKlijenta3,
      vodjaId: old.vodjaId,
      inspekcijaId: null,
      inspekcijaSnimanje: false,
      prioritet: old.prioritet,
      faza: POCETNA_FAZA,
      fazaPlacanja: FAZA_PLACANJA_DEFAULT,
      tip: old.tip,
      fiksniPocetak: null,
      dogovorenaCena: 0,
      datumPrethodneProc: localDate(old.datumZavrsetka ?? old.kreirano),
      kursPrethodneProc: 0,
    };
    return insertWhole(tx, values, { ...predmet, predmetProcene: true, datum: today() }, user, {
      oldId: id,
      vodjaFaze: old.vodjaId,
    });
  });
}

/**
 * DELETE procene/{id}: the valuation, its phases and its documents (rows in the transaction, bytes from the store after
 * the commit); its subjects stay in the register as nobody's subjects.
 */
export async function removeProcena(db: Db, store: FileStore, id: number, user: AuthUser): Promise<void> {
  let kljucevi: string[] = [];
  await db.transaction(async (tx) => {
    const current = await lockProcena(tx, id);
    if (!current) throw notFound(`Procena sa id-em ${id}`);
    const fajlovi = await deleteFajloviGrupe(tx, 'procene', id);
    for (const fajl of fajlovi) await recordDeletion(tx, fajl, user.id);
    kljucevi = fajlovi.map((fajl) => fajl.kljuc);
    const predmeti = await releasePredmeti(tx, id);
    await recordChange(tx, {
      entitet: 'procene',
      zapisId: id,
      akcija: 'delete',
      autorId: user.id,
      izmene: diffFields(storedAudit(current), null),
      kontekst: predmeti.length > 0 ? { Predmeti: predmeti } : undefined,
    });
    await deleteProcena(tx, id);
  });
  // Rows first, bytes after the commit: a crash between leaves an orphan file, never a row without bytes.
  for (const kljuc of kljucevi) await store.delete(kljuc);
}

/** PATCH procene/ (the list's inline description) and PATCH procene/{id} (the recording flag). */
export async function patchProcena(
  db: Db,
  id: number,
  change: { opis: string } | { inspekcijaSnimanje: boolean },
  user: AuthUser,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockProcena(tx, id);
    if (!current) throw notFound(`Procena sa id-em ${id}`);
    if (!(await updateProcena(tx, id, current.verzija, change))) throw stale();
    await recordChange(tx, {
      entitet: 'procene',
      zapisId: id,
      akcija: 'update',
      autorId: user.id,
      izmene: diffFields(storedAudit(current), { ...storedAudit(current), ...change }),
    });
  });
}

/** The valuation's history: its own changes and its subjects' (as properties), newest first. */
export async function istorijaProcene(db: Db, id: number): Promise<AuditStavka[]> {
  const predmeti = await predmetIds(db, id);
  const lists = await Promise.all([
    listChanges(db, 'procene', id),
    ...predmeti.map((predmetId) => listChanges(db, 'nepokretnosti', predmetId)),
  ]);
  return lists.flat().sort((a, b) => (a.Vreme === b.Vreme ? b.Id - a.Id : a.Vreme < b.Vreme ? 1 : -1));
}

/** GET nepokretnosti/predmeti/get/{procenaId}: every subject of the valuation, in order. */
export async function listPredmeti(db: Db, procenaId: number): Promise<Nepokretnost[]> {
  const ids = await predmetIds(db, procenaId);
  const items = await Promise.all(ids.map((id) => findNepokretnost(db, id)));
  return items.filter((item): item is Nepokretnost => item !== undefined);
}

// --- Duplicate check ------------------------------------------------------------------------------------------------

const POLUPRECNIK_ZEMLJE = 6_378_168;
const RADIJAN = Math.PI / 180;

/** Metres between two points on earthdistance's sphere (the register's radius search measures on it too). */
function udaljenost(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const h =
    Math.sin(((lat2 - lat1) * RADIJAN) / 2) ** 2 +
    Math.cos(lat1 * RADIJAN) * Math.cos(lat2 * RADIJAN) * Math.sin(((lon2 - lon1) * RADIJAN) / 2) ** 2;
  return 2 * POLUPRECNIK_ZEMLJE * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * POST procene/postojece/: valuations (not cancelled, not the one being edited) whose subject is in the same
 * municipality at the same address (accents, case, script and spacing aside: kljucPretrage), or within
 * DUPLIKAT_RADIUS_M of the coordinates. At most DUPLIKATI_MAX, the newest first.
 */
export async function postojeceProcene(db: Db, input: PostojeceInput): Promise<ProcenaDuplikat[]> {
  const kljuc = kljucPretrage(input.adresa);
  const hasPoint = input.latitude !== null && input.longitude !== null;
  const byAddress = input.opstinaId !== null && kljuc !== '';
  if (!byAddress && !hasPoint) return [];
  let box = null;
  if (hasPoint) {
    const dLat = DUPLIKAT_RADIUS_M / POLUPRECNIK_ZEMLJE / RADIJAN;
    const dLon = dLat / Math.max(0.01, Math.cos(input.latitude! * RADIJAN));
    box = {
      latOd: input.latitude! - dLat,
      latDo: input.latitude! + dLat,
      lonOd: input.longitude! - dLon,
      lonDo: input.longitude! + dLon,
    };
  }
  const kandidati = await duplikatKandidati(db, {
    opstinaId: byAddress ? input.opstinaId : null,
    brojevi: byAddress ? (kljuc.match(/\d+/g) ?? []) : [],
    box,
    otkazanaFaza: OTKAZANA_FAZA,
    exceptId: input.procenaId,
  });
  const matches = new Map<number, number | null>();
  for (const kandidat of kandidati) {
    const distance =
      hasPoint && kandidat.latitude !== null && kandidat.longitude !== null
        ? udaljenost(input.latitude!, input.longitude!, kandidat.latitude, kandidat.longitude)
        : null;
    const sameAddress = byAddress && kljucPretrage(kandidat.adresa) === kljuc;
    const near = distance !== null && distance <= DUPLIKAT_RADIUS_M;
    if (!sameAddress && !near) continue;
    const known = matches.get(kandidat.procenaId);
    if (!matches.has(kandidat.procenaId) || (distance !== null && (known === null || distance < known!)))
      matches.set(kandidat.procenaId, distance);
  }
  if (matches.size === 0) return [];
  const ids = [...matches.keys()];
  const rows = await listProcene(db, { ids }, { offset: 0, limit: DUPLIKATI_MAX });
  return rows.itemList.map((item) => {
    const distance = matches.get(item.id) ?? null;
    return {
      id: item.id,
      naziv: item.naziv,
      faza: item.faza,
      datumUnosa: item.datumUnosa,
      adresa: item.adresa ?? '',
      bankaNaziv: item.bankaNaziv,
      klijentNaziv: item.klijentNaziv,
      udaljenost: distance === null ? null : Math.round(distance * 10) / 10,
    };
  });
}
