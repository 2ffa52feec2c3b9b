import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound, stale } from '../../lib/http-error.ts';
import { isWeekend } from '../../lib/time.ts';
import { radnikExists } from '../evidencija/repository.ts';
import {
  deleteStateHoliday,
  insertStateHoliday,
  insertWorkerHoliday,
  stateHolidayExists,
  updateStateHoliday,
} from './repository.ts';

export async function addWorkerHoliday(db: Db, radnikId: number, datum: string): Promise<number> {
  if (isWeekend(datum)) throw badRequest(`Datum ${datum} pada na vikend; praznik se unosi za radni dan.`);
  try {
    return await db.transaction(async (tx) => {
      if (!(await radnikExists(tx, radnikId))) throw notFound(`Radnik sa id-em ${radnikId}`);
      return insertWorkerHoliday(tx, radnikId, datum);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`Radnik već ima praznik ${datum}.`);
    throw error;
  }
}

const duplicateStateHoliday = (datum: string) => conflict(`Državni praznik za datum ${datum} već postoji.`);

export async function addStateHoliday(db: Db, datum: string, naziv: string): Promise<number> {
  try {
    return await db.transaction((tx) => insertStateHoliday(tx, datum, naziv));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateStateHoliday(datum);
    throw error;
  }
}

export async function editStateHoliday(
  db: Db,
  input: { Id: number; verzija: number; Datum: string; Naziv: string },
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      if (await updateStateHoliday(tx, input)) return;
      if (!(await stateHolidayExists(tx, input.Id))) throw notFound(`Državni praznik sa id-em ${input.Id}`);
      throw stale();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateStateHoliday(input.Datum);
    throw error;
  }
}

export async function removeStateHoliday(db: Db, id: number): Promise<void> {
  const deleted = await db.transaction((tx) => deleteStateHoliday(tx, id));
  if (!deleted) throw notFound(`Državni praznik sa id-em ${id}`);
}
