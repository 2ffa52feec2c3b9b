import { prikazDatuma } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound, stale } from '../../lib/http-error.ts';
import { isWeekend } from '../../lib/time.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { diffFields } from '../audit/diff.ts';
import { recordChange } from '../audit/repository.ts';
import { radnikExists } from '../evidencija/repository.ts';
import {
  deleteStateHoliday,
  deleteWorkerHoliday,
  insertStateHoliday,
  insertWorkerHoliday,
  lockStateHoliday,
  updateStateHoliday,
} from './repository.ts';

/** Refuses a worker holiday on a weekend. */
export function assertHolidayDay(datum: string): void {
  if (isWeekend(datum)) throw badRequest(`Datum ${prikazDatuma(datum)} pada na vikend; praznik se unosi za radni dan.`);
}

export const duplicateWorkerHoliday = (datum: string) => conflict(`Radnik već ima praznik ${prikazDatuma(datum)}.`);

/**
 * Adds a worker holiday and its audit entry inside the caller's transaction; `kontekst` adds to the entry, e.g. the
 * approved request. A holiday the worker already has fails with a unique violation.
 */
export async function applyWorkerHoliday(
  tx: Db,
  radnikId: number,
  datum: string,
  user: AuthUser,
  kontekst?: Record<string, unknown>,
): Promise<number> {
  const id = await insertWorkerHoliday(tx, radnikId, datum);
  const izmene = diffFields(null, { Radnik: radnikId, Datum: datum });
  await recordChange(tx, {
    entitet: 'praznici',
    zapisId: id,
    akcija: 'create',
    autorId: user.id,
    izmene,
    ...(kontekst && { kontekst }),
  });
  return id;
}

export async function addWorkerHoliday(db: Db, radnikId: number, datum: string, user: AuthUser): Promise<number> {
  assertHolidayDay(datum);
  try {
    return await db.transaction(async (tx) => {
      if (!(await radnikExists(tx, radnikId))) throw notFound(`Radnik sa id-em ${radnikId}`);
      return applyWorkerHoliday(tx, radnikId, datum, user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateWorkerHoliday(datum);
    throw error;
  }
}

/** Deletes a worker holiday; false when it was already gone. */
export async function removeWorkerHoliday(db: Db, id: number, user: AuthUser): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await deleteWorkerHoliday(tx, id);
    if (!before) return false;
    const izmene = diffFields({ Radnik: before.radnikId, Datum: before.datum }, null);
    await recordChange(tx, { entitet: 'praznici', zapisId: id, akcija: 'delete', autorId: user.id, izmene });
    return true;
  });
}

const duplicateStateHoliday = (datum: string) =>
  conflict(`Državni praznik za datum ${prikazDatuma(datum)} već postoji.`);

export async function addStateHoliday(db: Db, datum: string, naziv: string, user: AuthUser): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const id = await insertStateHoliday(tx, datum, naziv);
      const izmene = diffFields(null, { Datum: datum, Naziv: naziv });
      await recordChange(tx, { entitet: 'drzavnipraznici', zapisId: id, akcija: 'create', autorId: user.id, izmene });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateStateHoliday(datum);
    throw error;
  }
}

export async function editStateHoliday(
  db: Db,
  input: { Id: number; verzija?: number | undefined; Datum: string; Naziv: string },
  user: AuthUser,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await lockStateHoliday(tx, input.Id);
      if (!before) throw notFound(`Državni praznik sa id-em ${input.Id}`);
      if (!(await updateStateHoliday(tx, input))) throw stale();
      const izmene = diffFields(
        { Datum: before.datum, Naziv: before.naziv },
        { Datum: input.Datum, Naziv: input.Naziv },
      );
      await recordChange(tx, {
        entitet: 'drzavnipraznici',
        zapisId: input.Id,
        akcija: 'update',
        autorId: user.id,
        izmene,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateStateHoliday(input.Datum);
    throw error;
  }
}

export async function removeStateHoliday(db: Db, id: number, user: AuthUser): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const before = await deleteStateHoliday(tx, id);
    if (!before) return false;
    const izmene = diffFields({ Datum: before.datum, Naziv: before.naziv }, null);
    await recordChange(tx, { entitet: 'drzavnipraznici', zapisId: id, akcija: 'delete', autorId: user.id, izmene });
    return true;
  });
  if (!deleted) throw notFound(`Državni praznik sa id-em ${id}`);
}
