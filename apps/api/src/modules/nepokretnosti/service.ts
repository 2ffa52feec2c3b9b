import type { z } from 'zod';
import {
  ErrorCode,
  ErrorType,
  NEPOKRETNOSTI_LIMIT,
  NEPOKRETNOSTI_MAPA_MAX,
  NEPOKRETNOSTI_MAX_LIMIT,
  type NepokretnostLista,
  type NepokretnostMapa,
  type nepokretnostCreateSchema,
  type nepokretnostListQuerySchema,
  type nepokretnostUpdateSchema,
} from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { HttpError, badRequest, notFound, stale } from '../../lib/http-error.ts';
import { localDate } from '../../lib/time.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { FileStore } from '../../plugins/files.ts';
import { diffFields } from '../audit/diff.ts';
import { recordChange } from '../audit/repository.ts';
import { recordDeletion } from '../fajlovi/audit.ts';
import { deleteFajloviGrupe } from '../fajlovi/repository.ts';
import {
  deleteNepokretnost,
  deleteSlikeGrupe,
  drzavaExists,
  findGrad,
  findKatastar,
  findOpstina,
  insertNepokretnost,
  listNepokretnosti,
  lockNepokretnost,
  mapNepokretnosti,
  updateNepokretnost,
  type NepokretnostFilter,
  type NepokretnostValues,
  type Opseg,
} from './repository.ts';
import { nepokretnostValues } from './values.ts';

type CreateInput = z.output<typeof nepokretnostCreateSchema>;
type UpdateInput = z.output<typeof nepokretnostUpdateSchema>;
type ListQuery = z.output<typeof nepokretnostListQuerySchema>;

const opseg = (od: number | undefined, doVrednosti: number | undefined): Opseg | undefined =>
  od === undefined && doVrednosti === undefined ? undefined : { od, do: doVrednosti };

/** The search's conditions from the query (the contract has checked every field and the rules across them). */
export function filterOf(query: ListQuery): NepokretnostFilter {
  const vrste = [...(query['idVrste[]'] ?? []), ...(query.idVrste ?? [])];
  const hasCentar = query.lat !== undefined && query.lon !== undefined;
  if (query.sort === 'udaljenost' && !hasCentar)
    throw badRequest('Poređenje po udaljenosti traži centar pretrage (širinu i dužinu).');
  return {
    opstinaId: query.opstinaId,
    katastarId: query.katastarId,
    gradId: query.gradId,
    prvi: query.prvi,
    drugi: query.drugi,
    cena: opseg(query.prviCena, query.drugiCena),
    kvadratura: opseg(query.prviKvadratura, query.drugiKvadratura),
    cenaPoM2: opseg(query.prviCenaPoM2, query.drugiCenaPoM2),
    cenaZakupaPoM2: opseg(query.prviCenaZakupaPoM2, query.drugiCenaZakupaPoM2),
    vrste: vrste.length > 0 ? [...new Set(vrste)] : undefined,
    predmetProcene: query.predmetProcene === undefined ? undefined : query.predmetProcene === 'true',
    centar: hasCentar ? { lat: query.lat!, lon: query.lon!, radius: query.radiusInMeters } : undefined,
  };
}

export async function listNepokretnostiPage(db: Db, query: ListQuery): Promise<NepokretnostLista> {
  const filter = filterOf(query);
  const itemsPerPage = Math.min(query.itemsPerPage ?? NEPOKRETNOSTI_LIMIT, NEPOKRETNOSTI_MAX_LIMIT);
  const offset = query.offset ?? ((query.currentPage ?? 1) - 1) * itemsPerPage;
  const { itemList, ukupno } = await listNepokretnosti(db, filter, {
    offset,
    limit: itemsPerPage,
    sort: query.sort ?? 'datum',
    smer: query.smer ?? 'desc',
  });
  return {
    itemList,
    pages: Math.ceil(ukupno / itemsPerPage),
    currentPage: Math.floor(offset / itemsPerPage) + 1,
    itemsPerPage,
    ukupno,
  };
}

export async function mapaNepokretnosti(db: Db, query: ListQuery): Promise<NepokretnostMapa> {
  const { itemList, ukupno } = await mapNepokretnosti(db, filterOf(query), NEPOKRETNOSTI_MAPA_MAX);
  return { itemList, ukupno, skraceno: ukupno > itemList.length };
}

/**
 * The rules the database must answer: the country, municipality, settlement and cadastral municipality exist and
 * belong to each other. Answers the municipality's name (a valuation is named by its subject's place).
 */
export async function checkPlaces(tx: Db, values: NepokretnostValues): Promise<string> {
  if (!(await drzavaExists(tx, values.drzavaId!)))
    throw badRequest(`Izabrana država (id ${values.drzavaId}) ne postoji.`);
  const opstina = await findOpstina(tx, values.opstinaId);
  if (!opstina) throw badRequest(`Izabrana opština (id ${values.opstinaId}) ne postoji.`);
  if (opstina.drzavaId !== values.drzavaId) throw badRequest('Izabrana opština ne pripada izabranoj državi.');
  if (values.gradId !== null && values.gradId !== undefined) {
    const grad = await findGrad(tx, values.gradId);
    if (!grad) throw badRequest(`Izabrano naselje (id ${values.gradId}) ne postoji.`);
    if (grad.opstinaId !== values.opstinaId) throw badRequest('Izabrano naselje ne pripada izabranoj opštini.');
  }
  if (values.katastarId !== null && values.katastarId !== undefined) {
    const katastar = await findKatastar(tx, values.katastarId);
    if (!katastar) throw badRequest(`Izabrana katastarska opština (id ${values.katastarId}) ne postoji.`);
    if (katastar.opstinaId !== values.opstinaId)
      throw badRequest('Izabrana katastarska opština ne pripada izabranoj opštini.');
  }
  return opstina.naziv;
}

const today = () => localDate(new Date());

/** What the audit log keeps of a property: its stored fields without the row's own id and version. */
function auditFields(values: NepokretnostValues): Record<string, unknown> {
  return { ...values };
}

export async function createNepokretnost(db: Db, input: CreateInput, user: AuthUser): Promise<number> {
  return db.transaction(async (tx) => {
    const values = nepokretnostValues(input, today());
    await checkPlaces(tx, values);
    const id = await insertNepokretnost(tx, values, user.id);
    await recordChange(tx, {
      entitet: 'nepokretnosti',
      zapisId: id,
      akcija: 'create',
      autorId: user.id,
      izmene: diffFields(null, auditFields(values)),
    });
    return id;
  });
}

export async function editNepokretnost(db: Db, input: UpdateInput, user: AuthUser): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockNepokretnost(tx, input.id);
    if (!current) throw notFound(`Nepokretnost sa id-em ${input.id}`);
    // Without verzija (the specification's shape) the write is not checked: the last one wins.
    if (input.verzija !== undefined && current.verzija !== input.verzija) throw stale();
    // An edit without a day keeps the property's own.
    const values = nepokretnostValues({ ...input, datum: input.datum ?? current.datum }, today());
    await checkPlaces(tx, values);
    if (!(await updateNepokretnost(tx, input.id, input.verzija ?? current.verzija, values))) throw stale();
    const { id: _id, verzija: _verzija, ...before } = current;
    await recordChange(tx, {
      entitet: 'nepokretnosti',
      zapisId: input.id,
      akcija: 'update',
      autorId: user.id,
      izmene: diffFields(before, auditFields(values)),
    });
  });
}

/**
 * Deletes a property with its images and documents in one transaction; their bytes leave the store after the commit.
 * A record that refuses the delete by a foreign key (a valuation naming the property) answers 409 and nothing goes.
 */
export async function removeNepokretnost(db: Db, store: FileStore, id: number, user: AuthUser): Promise<void> {
  let kljucevi: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const current = await lockNepokretnost(tx, id);
      if (!current) throw notFound(`Nepokretnost sa id-em ${id}`);
      const fajlovi = await deleteFajloviGrupe(tx, 'nepokretnosti', id);
      for (const fajl of fajlovi) await recordDeletion(tx, fajl, user.id);
      const slike = await deleteSlikeGrupe(tx, id);
      kljucevi = [...fajlovi.map((fajl) => fajl.kljuc), ...slike.map((slika) => slika.kljuc)];
      const { id: _id, verzija: _verzija, ...before } = current;
      await recordChange(tx, {
        entitet: 'nepokretnosti',
        zapisId: id,
        akcija: 'delete',
        autorId: user.id,
        izmene: diffFields(before, null),
        kontekst: slike.length > 0 ? { Slike: slike.map((slika) => slika.naziv) } : undefined,
      });
      await deleteNepokretnost(tx, id);
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw new HttpError(409, `Nepokretnost sa id-em ${id} se koristi u proceni i ne može se obrisati.`, {
      errorCode: ErrorCode.Conflict,
      type: ErrorType.Warning,
    });
  }
  // Rows first, bytes after the commit: a crash between leaves an orphan file, never a row without bytes.
  for (const kljuc of kljucevi) await store.delete(kljuc);
}
