import { ErrorCode, type GodisnjiLista, type GodisnjiSave } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { ADMIN } from '../../lib/access.ts';
import { HttpError, conflict, notFound } from '../../lib/http-error.ts';
import { eachDay, isWeekend } from '../../lib/time.ts';
import { assertSelfOr } from '../../lib/access.ts';
import { forbidden, type AuthUser } from '../../plugins/auth.ts';
import {
  addUsedDays,
  approveLeave,
  deleteLeave,
  findBalance,
  holidaysInRange,
  insertLeave,
  listForRadnik,
  lockBalance,
  lockLeave,
  overlapping,
} from './repository.ts';

const invalid = (message: string) => new HttpError(400, message, { errorCode: ErrorCode.Validation });

export async function leaveOf(db: Db, radnikId: number): Promise<GodisnjiLista> {
  const balance = await findBalance(db, radnikId);
  if (!balance) throw notFound(`Radnik sa id-em ${radnikId}`);
  return {
    itemList: await listForRadnik(db, radnikId),
    slobodniDani: balance.slobodniDani,
    IskoristeniDani: balance.iskoristeniDani,
    preostaloDana: balance.slobodniDani - balance.iskoristeniDani,
  };
}

/** Working days of a leave: weekdays that are not state or worker holidays. */
async function workingDays(db: Db, radnikId: number, pocetak: string, kraj: string): Promise<number> {
  const holidays = await holidaysInRange(db, radnikId, pocetak, kraj);
  return eachDay(pocetak, kraj).filter((day) => !isWeekend(day) && !holidays.has(day)).length;
}

const tooLong = (days: number, remaining: number) =>
  conflict(`Godišnji odmor od ${days} radnih dana je duži od preostalih dana (${Math.max(0, remaining)}).`);

export async function requestLeave(db: Db, input: GodisnjiSave): Promise<number> {
  for (const datum of [input.Pocetak, input.Kraj])
    if (isWeekend(datum)) throw invalid(`Datum ${datum} pada na vikend; godišnji počinje i završava se radnim danom.`);
  if (eachDay(input.Pocetak, input.Kraj).length > 366) throw invalid('Godišnji može trajati najviše godinu dana.');
  return db.transaction(async (tx) => {
    const balance = await lockBalance(tx, input.Radnik);
    if (!balance) throw notFound(`Radnik sa id-em ${input.Radnik}`);
    const days = await workingDays(tx, input.Radnik, input.Pocetak, input.Kraj);
    if (days === 0) throw invalid('U izabranom periodu nema radnih dana.');
    const remaining = balance.slobodniDani - balance.iskoristeniDani;
    if (days > remaining) throw tooLong(days, remaining);
    if (await overlapping(tx, input.Radnik, input.Pocetak, input.Kraj))
      throw conflict('Za deo ovog perioda već postoji zahtev za godišnji odmor.');
    return insertLeave(tx, { radnikId: input.Radnik, pocetak: input.Pocetak, kraj: input.Kraj, radniDani: days });
  });
}

/** Approval adds the leave's working days to the worker's used days in the same transaction. */
export async function approve(db: Db, id: number, user: AuthUser): Promise<void> {
  await db.transaction(async (tx) => {
    const leave = await lockLeave(tx, id);
    if (!leave) throw notFound(`Godišnji sa id-em ${id}`);
    if (leave.odobren) throw conflict('Ovaj godišnji odmor je već odobren.');
    const balance = await lockBalance(tx, leave.radnikId);
    const remaining = balance ? balance.slobodniDani - balance.iskoristeniDani : 0;
    if (leave.radniDani > remaining) throw tooLong(leave.radniDani, remaining);
    await addUsedDays(tx, leave.radnikId, leave.radniDani);
    await approveLeave(tx, id, user.id);
  });
}

/** A worker may delete their own pending request; Admin any, and deleting approved leave gives the days back. */
export async function remove(db: Db, id: number, user: AuthUser): Promise<void> {
  await db.transaction(async (tx) => {
    const leave = await lockLeave(tx, id);
    if (!leave) throw notFound(`Godišnji sa id-em ${id}`);
    assertSelfOr(user, leave.radnikId, ADMIN);
    if (leave.odobren && user.role !== 'Admin') throw forbidden();
    if (leave.odobren) {
      await lockBalance(tx, leave.radnikId);
      await addUsedDays(tx, leave.radnikId, -leave.radniDani);
    }
    await deleteLeave(tx, id);
  });
}
