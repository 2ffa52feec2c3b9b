import type { AuditIzmene } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { uspeh, type UspehIzmene, type Zahtev } from '@rp/contract';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { formatDuration, parseDuration } from '../../lib/time.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { diffFields } from '../audit/diff.ts';
import { recordChange } from '../audit/repository.ts';
import { listWorkerHolidays } from '../praznici/repository.ts';
import { applyWorkerHoliday, assertHolidayDay, duplicateWorkerHoliday } from '../praznici/service.ts';
import {
  insertZahtev,
  listPendingZahtevi,
  lockRadnik,
  lockZahtev,
  resolveZahtev,
  type ZahtevValues,
} from './repository.ts';
import {
  applyPlannedHours,
  applyWorked,
  assertPlannedHoursRange,
  assertWorkedDay,
  correctedHours,
  type PlannedHoursInput,
  type WorkedInput,
} from './service.ts';

/**
 * A worker's own corrections of their time record (issue 12 item 3): stored as requests that Admin approves or
 * rejects. Only an approval applies them, and then as Admin's change; every step writes the audit log.
 */

const missingRequest = (id: number) => notFound(`Zahtev sa id-em ${id}`);
const alreadyResolved = () => conflict('Zahtev je već rešen.');

/** The audit entry of a request's step, on the worker's time record, naming the request and its day(s). */
function requestEntry(row: Pick<ZahtevValues, 'radnikId' | 'vrsta' | 'datum' | 'kraj'>, id: number) {
  const dani = row.kraj ? { Pocetak: row.datum, Kraj: row.kraj } : { Datum: row.datum };
  return { entitet: 'evidencija' as const, zapisId: row.radnikId, kontekst: { ...dani, Zahtev: id, Vrsta: row.vrsta } };
}

async function storeRequest(db: Db, values: ZahtevValues, user: AuthUser, izmene: AuditIzmene): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await lockRadnik(tx, values.radnikId))) throw notFound(`Radnik sa id-em ${values.radnikId}`);
    const id = await insertZahtev(tx, values);
    await recordChange(tx, { ...requestEntry(values, id), akcija: 'request', autorId: user.id, izmene });
    return id;
  });
}

/** A worker's correction of a day's worked time, waiting for Admin. */
export async function requestWorked(db: Db, input: WorkedInput, user: AuthUser): Promise<number> {
  assertWorkedDay(input.Datum);
  // The hours are checked against the day as it is now, the way a direct correction is.
  await correctedHours(db, input);
  const values: ZahtevValues = {
    radnikId: input.RadnikId,
    vrsta: 'odradjeno',
    datum: input.Datum,
    odradjeno: parseDuration(input.Odradjeno),
    trajanjePocetak: input.TrajanjePocetak ?? null,
    trajanjeKraj: input.TrajanjeKraj ?? null,
    podneo: user.id,
  };
  const izmene = diffFields(null, {
    Odradjeno: formatDuration(values.odradjeno!),
    TrajanjePocetak: values.trajanjePocetak,
    TrajanjeKraj: values.trajanjeKraj,
  });
  return storeRequest(db, values, user, izmene);
}

/** A worker's planned hours for a range of their own days, waiting for Admin. */
export async function requestPlannedHours(db: Db, input: PlannedHoursInput, user: AuthUser): Promise<number> {
  assertPlannedHoursRange(input);
  const values: ZahtevValues = {
    radnikId: input.RadnikId,
    vrsta: 'planirano',
    datum: input.Pocetak,
    kraj: input.Kraj,
    trajanjePocetak: input.TrajanjePocetak,
    trajanjeKraj: input.TrajanjeKraj,
    podneo: user.id,
  };
  const izmene = diffFields(null, { TrajanjePocetak: input.TrajanjePocetak, TrajanjeKraj: input.TrajanjeKraj });
  return storeRequest(db, values, user, izmene);
}

/** A worker's holiday on one of their own days, waiting for Admin. */
export async function requestHoliday(db: Db, radnikId: number, datum: string, user: AuthUser): Promise<number> {
  assertHolidayDay(datum);
  if ((await listWorkerHolidays(db, radnikId)).some((holiday) => holiday.Datum === datum))
    throw duplicateWorkerHoliday(datum);
  const values: ZahtevValues = { radnikId, vrsta: 'praznik', datum, podneo: user.id };
  return storeRequest(db, values, user, diffFields(null, { Praznik: datum }));
}

export function pendingRequests(db: Db, radnikId?: number): Promise<Zahtev[]> {
  return listPendingZahtevi(db, radnikId);
}

/** Applies a pending request as the approving Admin's change, in one transaction with its resolution. */
export async function approveRequest(db: Db, id: number, user: AuthUser): Promise<void> {
  let holidayDay: string | undefined;
  try {
    await db.transaction(async (tx) => {
      const row = await lockZahtev(tx, id);
      if (!row) throw missingRequest(id);
      if (row.status !== 'ceka') throw alreadyResolved();
      if (!(await lockRadnik(tx, row.radnikId))) throw notFound(`Radnik sa id-em ${row.radnikId}`);
      const kontekst = { Zahtev: id, Podneo: row.podneo };
      if (row.vrsta === 'odradjeno') {
        const input: WorkedInput = {
          RadnikId: row.radnikId,
          Datum: row.datum,
          Odradjeno: formatDuration(row.odradjeno ?? 0),
          TrajanjePocetak: row.trajanjePocetak ?? undefined,
          TrajanjeKraj: row.trajanjeKraj ?? undefined,
        };
        await applyWorked(tx, input, user, kontekst);
      } else if (row.vrsta === 'planirano') {
        const input: PlannedHoursInput = {
          RadnikId: row.radnikId,
          Pocetak: row.datum,
          Kraj: row.kraj ?? row.datum,
          TrajanjePocetak: row.trajanjePocetak!,
          TrajanjeKraj: row.trajanjeKraj!,
        };
        await applyPlannedHours(tx, input, user, kontekst);
      } else {
        holidayDay = row.datum;
        await applyWorkerHoliday(tx, row.radnikId, row.datum, user, kontekst);
      }
      await resolveZahtev(tx, id, 'odobren', user.id);
      await recordChange(tx, {
        ...requestEntry(row, id),
        akcija: 'approve',
        autorId: user.id,
        izmene: { Status: ['ceka', 'odobren'] },
      });
    });
  } catch (error) {
    // The worker got the holiday another way since asking: the request stays pending for Admin to reject.
    if (holidayDay && isUniqueViolation(error)) throw duplicateWorkerHoliday(holidayDay);
    throw error;
  }
}

/** Rejects a pending request: nothing of it is applied. */
export async function rejectRequest(db: Db, id: number, user: AuthUser): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockZahtev(tx, id);
    if (!row) throw missingRequest(id);
    if (row.status !== 'ceka') throw alreadyResolved();
    await resolveZahtev(tx, id, 'odbijen', user.id);
    await recordChange(tx, {
      ...requestEntry(row, id),
      akcija: 'reject',
      autorId: user.id,
      izmene: { Status: ['ceka', 'odbijen'] },
    });
  });
}

/** Admin's changes of a time record apply at once; anyone else's (their own record) wait for Admin as a request. */
export function appliesDirectly(user: AuthUser): boolean {
  return user.role === 'Admin';
}

/** The answer to a change stored as a request. */
export function requestSent(id: number): UspehIzmene {
  return { ...uspeh('Zahtev za izmenu je poslat administratoru na odobrenje.', id), NaCekanju: true };
}
