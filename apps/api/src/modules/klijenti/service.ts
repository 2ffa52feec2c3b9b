import type { z } from 'zod';
import {
  ErrorCode,
  ErrorType,
  KLIJENTI_MAX_LIMIT,
  PRAVNO_LICE_POSTOJI,
  TIP_KLIJENTA,
  klijentSacuvanPoruka,
  klijentUpotrebljenPoruka,
  type KlijentLista,
  type klijentCreateSchema,
  type klijentListQuerySchema,
  type klijentUpdateSchema,
} from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation, violatedConstraint } from '../../lib/db-errors.ts';
import { HttpError, badRequest, conflict, notFound, stale } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { FileStore } from '../../plugins/files.ts';
import { diffFields } from '../audit/diff.ts';
import { recordChange } from '../audit/repository.ts';
import { recordDeletion } from '../fajlovi/audit.ts';
import { deleteFajloviGrupe } from '../fajlovi/repository.ts';
import {
  deleteKlijent,
  findGrad,
  findOpstina,
  findPravnoLice,
  hasBankari,
  insertKlijent,
  listKlijenti,
  lockBankaTip,
  lockKlijent,
  searchWords,
  updateKlijent,
  type KlijentValues,
  type MestoNazivi,
} from './repository.ts';

type CreateInput = z.output<typeof klijentCreateSchema>;
type UpdateInput = z.output<typeof klijentUpdateSchema>;
type ListQuery = z.output<typeof klijentListQuerySchema>;

/** The list loads this many rows first (then 20 more near the bottom). */
export const KLIJENTI_DEFAULT_LIMIT = 30;

/** Which record keeps a client from being deleted, by the foreign key that refuses the delete. */
export const KLIJENT_KORISNICI: Readonly<Record<string, 'posao' | 'procena' | 'bankar'>> = {
  poslovi_klijent_fk: 'posao',
  klijenti_banka_fk: 'bankar',
  procene_banka_fk: 'procena',
  procene_klijent_fk: 'procena',
  procene_bankar_fk: 'procena',
};

export async function listKlijentiPage(db: Db, query: ListQuery): Promise<KlijentLista> {
  const tipovi = [...(query['tipoviKlijenta[]'] ?? []), ...(query.tipoviKlijenta ?? [])];
  const filter = {
    tipovi: tipovi.length > 0 ? [...new Set(tipovi)] : undefined,
    words: searchWords(query.searchData),
    idBanke: query.idBanke,
  };
  const page = {
    offset: query.offset ?? 0,
    limit: Math.min(query.limit ?? KLIJENTI_DEFAULT_LIMIT, KLIJENTI_MAX_LIMIT),
    sort: query.sort ?? 'naziv',
    smer: query.smer ?? 'asc',
  };
  return listKlijenti(db, filter, page);
}

function values(input: CreateInput | UpdateInput): KlijentValues {
  return {
    naziv: input.naziv,
    tip: input.tip,
    lice: input.lice,
    maticniBroj: input.maticniBroj,
    idGrada: input.idGrada,
    idOpstine: input.idOpstine,
    idBanke: input.idBanke,
    adresa: input.adresa,
    telefon: input.telefon,
    email: input.email,
    latitude: input.latitude,
    longitude: input.longitude,
  };
}

/**
 * The rules the database must answer: the place exists (a settlement alone brings its municipality), the banker's
 * bank is a bank, a legal person's registry number is free. Answers the values to write and the place names.
 */
async function checked(
  tx: Db,
  input: KlijentValues,
  exceptId?: number,
): Promise<{ values: KlijentValues; mesto: MestoNazivi }> {
  const result = { ...input };
  const mesto: MestoNazivi = { grad: null, opstina: null };
  if (result.idGrada !== null) {
    const grad = await findGrad(tx, result.idGrada);
    if (!grad) throw badRequest(`Izabrano naselje (id ${result.idGrada}) ne postoji.`);
    if (result.idOpstine === null) result.idOpstine = grad.opstinaId;
    else if (grad.opstinaId !== result.idOpstine) throw badRequest('Izabrano naselje ne pripada izabranoj opštini.');
    mesto.grad = grad.naziv;
  }
  if (result.idOpstine !== null) {
    const opstina = await findOpstina(tx, result.idOpstine);
    if (!opstina) throw badRequest(`Izabrana opština (id ${result.idOpstine}) ne postoji.`);
    mesto.opstina = opstina.naziv;
  }
  if (result.idBanke !== null) {
    const tip = await lockBankaTip(tx, result.idBanke);
    if (tip === undefined) throw badRequest(`Izabrana banka (id ${result.idBanke}) ne postoji.`);
    if (tip !== TIP_KLIJENTA.banka) throw badRequest('Bankar može pripadati samo banci.');
  }
  if (result.lice === 1 && result.maticniBroj !== '' && (await findPravnoLice(tx, result.maticniBroj, exceptId)))
    throw pravnoLicePostoji();
  return { values: result, mesto };
}

const pravnoLicePostoji = () =>
  new HttpError(409, PRAVNO_LICE_POSTOJI, { errorCode: ErrorCode.DuplicateRegistryNumber, type: ErrorType.Warning });

/** The unique index on a legal person's registry number settles a race the check before it could not see. */
function duplicateAware(error: unknown): unknown {
  return isUniqueViolation(error) ? pravnoLicePostoji() : error;
}

export async function createKlijent(
  db: Db,
  input: CreateInput,
  user: AuthUser,
): Promise<{ id: number; message: string }> {
  try {
    const id = await db.transaction(async (tx) => {
      const { values: row, mesto } = await checked(tx, values(input));
      const id = await insertKlijent(tx, row, mesto);
      await recordChange(tx, {
        entitet: 'klijenti',
        zapisId: id,
        akcija: 'create',
        autorId: user.id,
        izmene: diffFields(null, { ...row }),
      });
      return id;
    });
    return { id, message: klijentSacuvanPoruka(input.tip, input.naziv, true) };
  } catch (error) {
    throw duplicateAware(error);
  }
}

export async function editKlijent(db: Db, input: UpdateInput, user: AuthUser): Promise<string> {
  try {
    await db.transaction(async (tx) => {
      const current = await lockKlijent(tx, input.id);
      if (!current) throw notFound(`Klijent sa id-em ${input.id}`);
      // Without verzija (the specification's shape) the write is not checked: the last one wins.
      if (input.verzija !== undefined && current.verzija !== input.verzija) throw stale();
      if (current.tip === TIP_KLIJENTA.banka && input.tip !== TIP_KLIJENTA.banka && (await hasBankari(tx, input.id)))
        throw conflict('Banka kojoj pripadaju bankari ne može promeniti vrstu.');
      const { values: row, mesto } = await checked(tx, values(input), input.id);
      if (!(await updateKlijent(tx, input.id, input.verzija ?? current.verzija, row, mesto))) throw stale();
      const { id: _id, verzija: _verzija, ...before } = current;
      await recordChange(tx, {
        entitet: 'klijenti',
        zapisId: input.id,
        akcija: 'update',
        autorId: user.id,
        izmene: diffFields(before, { ...row }),
      });
    });
  } catch (error) {
    throw duplicateAware(error);
  }
  return klijentSacuvanPoruka(input.tip, input.naziv, false);
}

/**
 * Deletes a client, bank or banker with its documents. A foreign key that refuses the delete (a job, a valuation,
 * a bank's bankers) answers 409 naming what uses the record; the documents stay then, since nothing is committed.
 */
export async function removeKlijent(db: Db, store: FileStore, id: number, user: AuthUser): Promise<string> {
  let obrisan = '';
  let kljucevi: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const current = await lockKlijent(tx, id);
      if (!current) throw notFound(`Klijent sa id-em ${id}`);
      obrisan =
        current.tip === TIP_KLIJENTA.banka
          ? `Banka sa imenom ${current.naziv} je obrisana.`
          : `${current.tip === TIP_KLIJENTA.bankar ? 'Bankar' : 'Klijent'} sa imenom ${current.naziv} je obrisan.`;
      const fajlovi = await deleteFajloviGrupe(tx, 'klijenti', id);
      for (const fajl of fajlovi) await recordDeletion(tx, fajl, user.id);
      kljucevi = fajlovi.map((fajl) => fajl.kljuc);
      const { id: _id, verzija: _verzija, ...before } = current;
      await recordChange(tx, {
        entitet: 'klijenti',
        zapisId: id,
        akcija: 'delete',
        autorId: user.id,
        izmene: diffFields(before, null),
      });
      await deleteKlijent(tx, id);
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const koristi = KLIJENT_KORISNICI[violatedConstraint(error) ?? ''];
    throw new HttpError(
      409,
      koristi ? klijentUpotrebljenPoruka(koristi, id) : `Klijent sa id-em ${id} se koristi i ne može se obrisati.`,
      { errorCode: ErrorCode.KlijentInUse, type: ErrorType.Warning },
    );
  }
  // Rows first, bytes after the commit: a crash between leaves an orphan file, never a row without bytes.
  for (const kljuc of kljucevi) await store.delete(kljuc);
  return obrisan;
}
