import { ErrorCode, MAX_DANA_U_OPSEGU, type GodisnjiLista, type GodisnjiSave, prikazDatuma } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { HttpError, conflict, notFound } from '../../lib/http-error.ts';
import { countDays, eachDay, isWeekend } from '../../lib/time.ts';
import { assertMoze } from '../../lib/access.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { diffFields } from '../audit/diff.ts';
import { recordChange } from '../audit/repository.ts';
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

/** A leave as the audit log records it. */
function leaveFields(leave: { radnikId: number; pocetak: string; kraj: string; radniDani: number }) {
  return { Radnik: leave.radnikId, Pocetak: leave.pocetak, Kraj: leave.kraj, RadniDani: leave.radniDani };
}

/** The worker's used days change with an approval or the deletion of approved leave: their record says so too. */
async function recordUsedDays(tx: Db, radnikId: number, before: number, after: number, user: AuthUser) {
  const izmene = diffFields({ IskoristeniDani: before }, { IskoristeniDani: Math.max(0, after) });
  await recordChange(tx, { entitet: 'radnici', zapisId: radnikId, akcija: 'update', autorId: user.id, izmene });
}

export async function requestLeave(db: Db, input: GodisnjiSave, user: AuthUser): Promise<number> {
  for (const datum of [input.Pocetak, input.Kraj])
    if (isWeekend(datum))
      throw invalid(`Datum ${prikazDatuma(datum)} pada na vikend; godišnji počinje i završava se radnim danom.`);
  if (countDays(input.Pocetak, input.Kraj) > MAX_DANA_U_OPSEGU)
    throw invalid('Godišnji može trajati najviše godinu dana.');
  return db.transaction(async (tx) => {
    const balance = await lockBalance(tx, input.Radnik);
    if (!balance) throw notFound(`Radnik sa id-em ${input.Radnik}`);
    const days = await workingDays(tx, input.Radnik, input.Pocetak, input.Kraj);
    if (days === 0) throw invalid('U izabranom periodu nema radnih dana.');
    const remaining = balance.slobodniDani - balance.iskoristeniDani;
    if (days > remaining) throw tooLong(days, remaining);
    if (await overlapping(tx, input.Radnik, input.Pocetak, input.Kraj))
      throw conflict('Za deo ovog perioda već postoji zahtev za godišnji odmor.');
    const leave = { radnikId: input.Radnik, pocetak: input.Pocetak, kraj: input.Kraj, radniDani: days };
    const id = await insertLeave(tx, leave);
    const izmene = diffFields(null, { ...leaveFields(leave), Odobren: false });
    await recordChange(tx, { entitet: 'godisnji', zapisId: id, akcija: 'create', autorId: user.id, izmene });
    return id;
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
    const izmene = { Odobren: [false, true] as [boolean, boolean] };
    await recordChange(tx, { entitet: 'godisnji', zapisId: id, akcija: 'approve', autorId: user.id, izmene });
    if (balance) {
      const used = balance.iskoristeniDani;
      await recordUsedDays(tx, leave.radnikId, used, used + leave.radniDani, user);
    }
  });
}

/** A worker may delete their own pending request; Admin any, and deleting approved leave gives the days back. */
export async function remove(db: Db, id: number, user: AuthUser): Promise<void> {
  await db.transaction(async (tx) => {
    const leave = await lockLeave(tx, id);
    if (!leave) throw notFound(`Godišnji sa id-em ${id}`);
    assertMoze(user, 'godisnji.brisanje', { radnikId: leave.radnikId, isOdobren: leave.odobren !== null });
    if (leave.odobren) {
      const balance = await lockBalance(tx, leave.radnikId);
      await addUsedDays(tx, leave.radnikId, -leave.radniDani);
      if (balance) {
        const used = balance.iskoristeniDani;
        await recordUsedDays(tx, leave.radnikId, used, used - leave.radniDani, user);
      }
    }
    await deleteLeave(tx, id);
    const izmene = diffFields({ ...leaveFields(leave), Odobren: leave.odobren !== null }, null);
    await recordChange(tx, { entitet: 'godisnji', zapisId: id, akcija: 'delete', autorId: user.id, izmene });
  });
}
