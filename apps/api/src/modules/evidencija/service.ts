import {
  DEFAULT_TRAJANJE_KRAJ,
  DEFAULT_TRAJANJE_POCETAK,
  ErrorCode,
  MAX_DANA_U_OPSEGU,
  MISSING_DATE,
  type Evidencija,
  type EvidencijaMesec,
  type StanjeEvidencije,
  type Zaposlenje,
  jeZaposlen,
  prikazDatuma,
} from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { diffFields } from '../audit/diff.ts';
import { recordChange } from '../audit/repository.ts';
import {
  addDays,
  countDays,
  dayNumber,
  eachDay,
  formatDuration,
  isWeekend,
  isWeekendDay,
  localDate,
  localInstant,
  monthRange,
  parseDuration,
} from '../../lib/time.ts';
import {
  closeInterval,
  daysInRange,
  endPausedDay,
  daysOffInRange,
  employmentOf,
  findOpenInterval,
  insertInterval,
  intervalsInRange,
  lockRadnik,
  pendingDaysInRange,
  upsertPlannedHours,
  upsertWorked,
  type DanRow,
  type IntervalRow,
} from './repository.ts';

export type Komanda = 'prijava' | 'pauza' | 'odjava' | 'provera';

const stateConflict = (message: string) => new HttpError(409, message, { errorCode: ErrorCode.Conflict, type: 3 });

const MESSAGES: Record<Exclude<Komanda, 'provera'>, Record<StanjeEvidencije, string | null>> = {
  prijava: { odjavljen: null, pauza: null, prijavljen: 'Već ste prijavljeni.' },
  pauza: {
    prijavljen: null,
    odjavljen: 'Pauza nije moguća: niste prijavljeni.',
    pauza: 'Pauza nije moguća: već ste na pauzi.',
  },
  odjava: {
    prijavljen: null,
    odjavljen: 'Odjava nije moguća: niste prijavljeni.',
    // From a pause the day ends where the pause began: the worker has measured time, so counts as signed in (§4).
    pauza: null,
  },
};

function seconds(from: Date, to: Date): number {
  return Math.max(0, (to.getTime() - from.getTime()) / 1000);
}

/** The state of a day from its intervals: running = signed in; last closed by a pause = paused. */
function stateOf(intervals: readonly IntervalRow[]): StanjeEvidencije {
  if (intervals.some((interval) => interval.kraj === null)) return 'prijavljen';
  const last = intervals.at(-1);
  return last?.razlogKraja === 'pauza' ? 'pauza' : 'odjavljen';
}

interface DaysOff {
  praznici: Set<string>;
  godisnji: { pocetak: string; kraj: string }[];
}

/** What a day of the record depends on besides its own row and intervals. */
interface Okolnosti {
  daysOff: DaysOff;
  zaposlenje: Zaposlenje | undefined;
  /** Days touched by a pending correction request. */
  naCekanju: ReadonlySet<string>;
}

interface Dan {
  day: Evidencija;
  /** The day's Planirano and Odradjeno in whole seconds, for the month's totals. */
  planirano: number;
  odradjeno: number;
}

// The default working hours in seconds, parsed once: most days have no row of their own.
const DEFAULT_PLANIRANO = parseDuration(DEFAULT_TRAJANJE_KRAJ) - parseDuration(DEFAULT_TRAJANJE_POCETAK);

function buildDay(
  radnikId: number,
  datum: string,
  vikend: boolean,
  row: DanRow | undefined,
  intervals: readonly IntervalRow[],
  { daysOff, zaposlenje, naCekanju }: Okolnosti,
  now: Date,
): Dan {
  const trajanjePocetak = row?.trajanjePocetak ?? DEFAULT_TRAJANJE_POCETAK;
  const trajanjeKraj = row?.trajanjeKraj ?? DEFAULT_TRAJANJE_KRAJ;
  const praznik = daysOff.praznici.has(datum);
  const naGodisnjem = daysOff.godisnji.some((leave) => leave.pocetak <= datum && datum <= leave.kraj);
  const zaposlen = !zaposlenje || jeZaposlen(datum, zaposlenje);
  const planirano =
    vikend || praznik || naGodisnjem || !zaposlen
      ? 0
      : row
        ? parseDuration(trajanjeKraj) - parseDuration(trajanjePocetak)
        : DEFAULT_PLANIRANO;
  let open: IntervalRow | undefined;
  let worked = 0;
  for (const interval of intervals) {
    if (interval.kraj === null) open ??= interval;
    worked += seconds(interval.pocetak, interval.kraj ?? now);
  }
  const last = intervals.at(-1);
  const ispravljeno = row?.odradjenoRucno != null;
  const odradjeno = row?.odradjenoRucno ?? worked;
  return {
    day: {
      RadnikId: radnikId,
      Datum: datum,
      Pocetak: intervals[0]?.pocetak.toISOString() ?? MISSING_DATE,
      Kraj: !open && last?.kraj ? last.kraj.toISOString() : MISSING_DATE,
      TrajanjePocetak: trajanjePocetak,
      TrajanjeKraj: trajanjeKraj,
      Planirano: formatDuration(planirano),
      Odradjeno: formatDuration(odradjeno),
      // Never 00:00:00 while signed in: the portal reads a zero as signed out (part 1 §4).
      MerenoVreme: open ? formatDuration(Math.max(1, Math.ceil(seconds(open.pocetak, now)))) : '00:00:00',
      OdradjenoMereno: formatDuration(worked),
      Ispravljeno: ispravljeno,
      NaCekanju: naCekanju.has(datum),
      Zaposlen: zaposlen,
      Vikend: vikend,
      Praznik: praznik,
      Godisnji: naGodisnjem,
      Stanje: stateOf(intervals),
    },
    // What the formatted values say: whole seconds, never below zero.
    planirano: Math.max(0, Math.floor(planirano)),
    odradjeno: Math.max(0, Math.floor(odradjeno)),
  };
}

const NO_INTERVALS: readonly IntervalRow[] = [];

async function buildRange(
  db: Db,
  radnikId: number,
  from: string,
  to: string,
  now: Date,
  // The worker's employment when the caller has read it already (the month's read checks the worker with it).
  known?: Zaposlenje,
): Promise<Dan[]> {
  const [rows, intervals, daysOff, zaposlenje, pending] = [
    await daysInRange(db, radnikId, from, to),
    await intervalsInRange(db, radnikId, from, to),
    await daysOffInRange(db, radnikId, from, to),
    known ?? (await employmentOf(db, radnikId)),
    await pendingDaysInRange(db, radnikId, from, to),
  ];
  const naCekanju = new Set<string>();
  for (const request of pending) {
    const last = request.kraj && request.kraj < to ? request.kraj : request.kraj ? to : request.datum;
    if (last < from) continue;
    for (const datum of eachDay(request.datum < from ? from : request.datum, last)) naCekanju.add(datum);
  }
  const okolnosti: Okolnosti = { daysOff, zaposlenje, naCekanju };
  const byDay = new Map(rows.map((row) => [row.datum, row]));
  // The intervals come ordered by start; grouped once instead of filtered for every day.
  const intervalsByDay = new Map<string, IntervalRow[]>();
  for (const interval of intervals) {
    const group = intervalsByDay.get(interval.datum);
    if (group) group.push(interval);
    else intervalsByDay.set(interval.datum, [interval]);
  }
  const first = dayNumber(from);
  return eachDay(from, to).map((datum, index) =>
    buildDay(
      radnikId,
      datum,
      isWeekendDay(first + index),
      byDay.get(datum),
      intervalsByDay.get(datum) ?? NO_INTERVALS,
      okolnosti,
      now,
    ),
  );
}

const STATE_AFTER: Record<Exclude<Komanda, 'provera'>, StanjeEvidencije> = {
  prijava: 'prijavljen',
  pauza: 'pauza',
  odjava: 'odjavljen',
};

/** The audit log keeps a time record under the worker's id, with the day (or days) it changed as context. */
function timeRecord(radnikId: number, user: AuthUser, datum: string | { Pocetak: string; Kraj: string }) {
  const kontekst = typeof datum === 'string' ? { Datum: datum } : datum;
  return { entitet: 'evidencija' as const, zapisId: radnikId, autorId: user.id, kontekst };
}

/** One value when every day had it, otherwise the list of the different values (the days' earlier hours). */
function earlier(values: readonly string[]): string | string[] | null {
  const distinct = [...new Set(values)].sort();
  return distinct.length === 0 ? null : distinct.length === 1 ? distinct[0]! : distinct;
}

/**
 * Runs a work-day command under a lock on the worker's row: the state is read and changed in one transaction, so
 * two commands racing each other see each other's result (and the partial unique index backs it up).
 */
export async function runCommand(
  db: Db,
  radnikId: number,
  komanda: Komanda,
  user: AuthUser,
  now = new Date(),
): Promise<Evidencija> {
  const today = localDate(now);
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockRadnik(tx, radnikId))) throw notFound(`Radnik sa id-em ${radnikId}`);
      let open = await findOpenInterval(tx, radnikId);
      if (open && open.datum < today) {
        // A day left signed in closes at its midnight; the new day starts signed out.
        const midnight = localInstant(addDays(open.datum, 1));
        await closeInterval(tx, open.id, midnight, 'odjava');
        await recordChange(tx, {
          ...timeRecord(radnikId, user, open.datum),
          akcija: 'odjava',
          izmene: { Stanje: ['prijavljen', 'odjavljen'], Kraj: [null, midnight.toISOString()] },
        });
        open = undefined;
      }
      if (komanda !== 'provera') {
        const state = stateOf(await intervalsInRange(tx, radnikId, today, today));
        const refusal = MESSAGES[komanda][state];
        if (refusal) throw stateConflict(refusal);
        if (komanda === 'prijava') await insertInterval(tx, radnikId, today, now);
        else if (open) await closeInterval(tx, open.id, now, komanda);
        else if (komanda === 'odjava') await endPausedDay(tx, radnikId, today);
        const izmene = { Stanje: [state, STATE_AFTER[komanda]] as [StanjeEvidencije, StanjeEvidencije] };
        await recordChange(tx, { ...timeRecord(radnikId, user, today), akcija: komanda, izmene });
      }
      const [dan] = await buildRange(tx, radnikId, today, today, now);
      return dan!.day;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw stateConflict(MESSAGES.prijava.prijavljen!);
    throw error;
  }
}

export async function monthInfo(
  db: Db,
  radnikId: number,
  godina: number,
  mesec: number,
  now = new Date(),
): Promise<EvidencijaMesec> {
  const zaposlenje = await employmentOf(db, radnikId);
  if (!zaposlenje) throw notFound(`Radnik sa id-em ${radnikId}`);
  const { from, to } = monthRange(godina, mesec);
  const days = await buildRange(db, radnikId, from, to, now, zaposlenje);
  const total = (key: 'planirano' | 'odradjeno') => days.reduce((sum, dan) => sum + dan[key], 0);
  return {
    RadnikId: radnikId,
    Godina: godina,
    Mesec: mesec,
    itemList: days.map((dan) => dan.day),
    Planirano: formatDuration(total('planirano')),
    Odradjeno: formatDuration(total('odradjeno')),
  };
}

const weekendRefused = (datum: string) =>
  new HttpError(400, `Datum ${prikazDatuma(datum)} pada na vikend; za vikend se radno vreme ne unosi.`, {
    errorCode: ErrorCode.Validation,
  });

export interface PlannedHoursInput {
  RadnikId: number;
  Pocetak: string;
  Kraj: string;
  TrajanjePocetak: string;
  TrajanjeKraj: string;
}

export interface WorkedInput {
  RadnikId: number;
  Datum: string;
  Odradjeno: string;
  TrajanjePocetak?: string | undefined;
  TrajanjeKraj?: string | undefined;
}

/** Refuses a range of planned hours that starts or ends on a weekend or spans more than a year. */
export function assertPlannedHoursRange(input: Pick<PlannedHoursInput, 'Pocetak' | 'Kraj'>): void {
  for (const datum of [input.Pocetak, input.Kraj]) if (isWeekend(datum)) throw weekendRefused(datum);
  if (countDays(input.Pocetak, input.Kraj) > MAX_DANA_U_OPSEGU)
    throw new HttpError(400, 'Opseg može obuhvatiti najviše godinu dana.', { errorCode: ErrorCode.Validation });
}

/** Refuses a worked-time correction of a weekend day. */
export function assertWorkedDay(datum: string): void {
  if (isWeekend(datum)) throw weekendRefused(datum);
}

/**
 * Writes the planned hours of every weekday of the range and its audit entry, inside the caller's transaction (which
 * holds the worker's lock); `kontekst` adds to the entry, e.g. the approved request. Returns how many days were set.
 */
export async function applyPlannedHours(
  tx: Db,
  input: PlannedHoursInput,
  user: AuthUser,
  kontekst: Record<string, unknown> = {},
): Promise<number> {
  const rows = eachDay(input.Pocetak, input.Kraj)
    .filter((datum) => !isWeekend(datum))
    .map((datum) => ({
      radnikId: input.RadnikId,
      datum,
      trajanjePocetak: input.TrajanjePocetak,
      trajanjeKraj: input.TrajanjeKraj,
    }));
  const stored = new Map(
    (await daysInRange(tx, input.RadnikId, input.Pocetak, input.Kraj)).map((row) => [row.datum, row]),
  );
  const before = rows.map((row) => stored.get(row.datum));
  await upsertPlannedHours(tx, rows);
  const { Pocetak, Kraj } = input;
  const entry = timeRecord(input.RadnikId, user, { Pocetak, Kraj });
  await recordChange(tx, {
    ...entry,
    kontekst: { ...entry.kontekst, ...kontekst },
    akcija: 'planirano',
    izmene: diffFields(
      {
        TrajanjePocetak: earlier(before.map((row) => row?.trajanjePocetak ?? DEFAULT_TRAJANJE_POCETAK)),
        TrajanjeKraj: earlier(before.map((row) => row?.trajanjeKraj ?? DEFAULT_TRAJANJE_KRAJ)),
      },
      rows.length === 0 ? {} : { TrajanjePocetak: input.TrajanjePocetak, TrajanjeKraj: input.TrajanjeKraj },
    ),
  });
  return rows.length;
}

/** Sets the planned hours of every weekday from `pocetak` to `kraj`; returns how many days were set. */
export async function savePlannedHours(db: Db, input: PlannedHoursInput, user: AuthUser): Promise<number> {
  assertPlannedHoursRange(input);
  return db.transaction(async (tx) => {
    if (!(await lockRadnik(tx, input.RadnikId))) throw notFound(`Radnik sa id-em ${input.RadnikId}`);
    return applyPlannedHours(tx, input, user);
  });
}

/** The day's working hours after a correction: the given ones, else the stored ones, else the defaults. */
export async function correctedHours(
  tx: Db,
  input: Pick<WorkedInput, 'RadnikId' | 'Datum' | 'TrajanjePocetak' | 'TrajanjeKraj'>,
) {
  const [current] = await daysInRange(tx, input.RadnikId, input.Datum, input.Datum);
  const pocetak = input.TrajanjePocetak ?? current?.trajanjePocetak ?? DEFAULT_TRAJANJE_POCETAK;
  const kraj = input.TrajanjeKraj ?? current?.trajanjeKraj ?? DEFAULT_TRAJANJE_KRAJ;
  if (pocetak >= kraj)
    throw new HttpError(400, 'Kraj radnog vremena mora biti posle početka.', { errorCode: ErrorCode.Validation });
  return { current, pocetak, kraj };
}

/**
 * Writes a day's corrected worked time (beside, never over, the measured intervals) and its audit entry, inside the
 * caller's transaction; `kontekst` adds to the entry, e.g. the approved request.
 */
export async function applyWorked(
  tx: Db,
  input: WorkedInput,
  user: AuthUser,
  kontekst: Record<string, unknown> = {},
): Promise<void> {
  const { current, pocetak, kraj } = await correctedHours(tx, input);
  await upsertWorked(tx, {
    radnikId: input.RadnikId,
    datum: input.Datum,
    odradjenoRucno: parseDuration(input.Odradjeno),
    trajanjePocetak: pocetak,
    trajanjeKraj: kraj,
  });
  // An Odradjeno of null was the sum of the day's sign-ins, not a corrected value.
  const worked = (seconds: number | null | undefined) => (seconds == null ? null : formatDuration(seconds));
  const entry = timeRecord(input.RadnikId, user, input.Datum);
  await recordChange(tx, {
    ...entry,
    kontekst: { ...entry.kontekst, ...kontekst },
    akcija: 'update',
    izmene: diffFields(
      {
        Odradjeno: worked(current?.odradjenoRucno),
        TrajanjePocetak: current?.trajanjePocetak ?? DEFAULT_TRAJANJE_POCETAK,
        TrajanjeKraj: current?.trajanjeKraj ?? DEFAULT_TRAJANJE_KRAJ,
      },
      { Odradjeno: worked(parseDuration(input.Odradjeno)), TrajanjePocetak: pocetak, TrajanjeKraj: kraj },
    ),
  });
}

export async function updateWorked(db: Db, input: WorkedInput, user: AuthUser): Promise<void> {
  assertWorkedDay(input.Datum);
  await db.transaction(async (tx) => {
    if (!(await lockRadnik(tx, input.RadnikId))) throw notFound(`Radnik sa id-em ${input.RadnikId}`);
    await applyWorked(tx, input, user);
  });
}
