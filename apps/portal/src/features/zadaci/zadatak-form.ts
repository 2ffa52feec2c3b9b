import type { z } from 'zod';
import {
  MISSING_DATE,
  buildPath,
  SATI_PO_DANU,
  zadatakCreateSchema,
  zadatakUpdateSchema,
  type Zadatak,
  type ZauzetostZaSve,
} from '@rp/contract';
import { firmDayOf, firmToday } from '../../lib/format.ts';
import { addDays } from '../procene/filters.ts';
import { isWeekendDay } from '../poslovi/posao-form.ts';

/** The task form as typed: the start is a day `yyyy-MM-dd`, the duration hours as text, ids as text. */
export interface ZadatakFormValues {
  naziv: string;
  pocetak: string;
  trajanje: string;
  oprema: string[];
  radnici: string[];
  /** The task this one waits for; '' = none. */
  zavisnost: string;
}

export type ZadatakFormField = keyof ZadatakFormValues;

export type ZadatakIssue =
  | {
      code:
        | 'required'
        | 'invalid'
        | 'pocetakRequired'
        | 'weekend'
        | 'trajanjeRequired'
        | 'trajanjeNumber'
        | 'trajanjePositive'
        | 'trajanjeDecimals';
    }
  | { code: 'tooLong' | 'trajanjeMax' | 'tooMany'; max: number }
  /** The start is on or before the last day of the task it depends on (days as `yyyy-MM-dd`). */
  | { code: 'preZavisnosti'; naziv: string; kraj: string; najranije: string };

export type ZadatakIssues = Partial<Record<ZadatakFormField, ZadatakIssue>>;

/** The next working day from `day` on (the day itself when it is one). */
export function nextWorkingDay(day: string): string {
  let next = day;
  while (isWeekendDay(next)) next = addDays(next, 1);
  return next;
}

/** The task a task may wait for, as `mogucezavisnosti` answers it. */
export interface MogucaZavisnost {
  Id: number;
  Naziv: string;
  Kraj: string;
}

/**
 * What the chosen dependency asks of the start: its last day and the earliest start, the next weekday after it (the
 * server refuses a start on or before that last day; the plan cannot lay such a task out). Null without a dependency.
 */
export function zavisnostRoka(
  zavisnost: string,
  zavisnosti: readonly MogucaZavisnost[] | undefined,
): { naziv: string; kraj: string; najranije: string } | null {
  if (zavisnost === '') return null;
  const prethodni = zavisnosti?.find((zadatak) => String(zadatak.Id) === zavisnost);
  if (!prethodni) return null;
  const kraj = firmDayOf(prethodni.Kraj);
  return { naziv: prethodni.Naziv, kraj, najranije: nextWorkingDay(addDays(kraj, 1)) };
}

/** The start's issue when it comes before the end of the task it waits for. */
export function pocetakIssue(
  values: Pick<ZadatakFormValues, 'pocetak' | 'zavisnost'>,
  zavisnosti: readonly MogucaZavisnost[] | undefined,
): ZadatakIssue | null {
  const rok = zavisnostRoka(values.zavisnost, zavisnosti);
  if (!rok || values.pocetak === '' || values.pocetak > rok.kraj) return null;
  return { code: 'preZavisnosti', ...rok };
}

/** A new task: tomorrow's working day, one day of work. */
export function newZadatakValues(today = firmToday()): ZadatakFormValues {
  return {
    naziv: '',
    pocetak: nextWorkingDay(addDays(today, 1)),
    trajanje: String(SATI_PO_DANU),
    oprema: [],
    radnici: [],
    zavisnost: '',
  };
}

export function toZadatakValues(zadatak: Zadatak): ZadatakFormValues {
  return {
    naziv: zadatak.Naziv,
    pocetak: zadatak.Pocetak && zadatak.Pocetak !== MISSING_DATE ? firmDayOf(zadatak.Pocetak) : '',
    trajanje: String(zadatak.PlaniranoTrajanje),
    oprema: zadatak.Oprema.map((masina) => String(masina.Id)),
    radnici: zadatak.Radnici.map((radnik) => String(radnik.Id)),
    zavisnost: zadatak.Zavisnost === null ? '' : String(zadatak.Zavisnost),
  };
}

/** Hours as typed, with a decimal point or comma; NaN when it is not a number, null when empty. */
export function parseSati(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (value === '') return null;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** The planned days beside the hours (part 1 §3: hours divided by 8); null when the hours are not a number. */
export function daniOd(sati: number | null): number | null {
  if (sati === null || !Number.isFinite(sati) || sati <= 0) return null;
  return Math.round((sati / SATI_PO_DANU) * 100) / 100;
}

/**
 * The task's days: from its start, as many working days as its planned days (rounded up), skipping weekends and
 * state holidays, the way the server lays a task out.
 */
export function rasponZadatka(
  pocetak: string,
  sati: number | null,
  praznici: ReadonlySet<string> = new Set(),
): { prvi: string; poslednji: string } | null {
  const dani = daniOd(sati);
  if (!pocetak || dani === null) return null;
  const isFree = (day: string) => isWeekendDay(day) || praznici.has(day);
  let day = pocetak;
  while (isFree(day)) day = addDays(day, 1);
  const prvi = day;
  for (let left = Math.ceil(dani) - 1; left > 0; left--) {
    day = addDays(day, 1);
    while (isFree(day)) day = addDays(day, 1);
  }
  return { prvi, poslednji: day };
}

/** Why a worker may not be free in the task's days: their leave or own holiday, by kind. */
export interface Odsustvo {
  vrsta: 'godisnji' | 'praznik';
  pocetak: string;
  kraj: string;
}

/** Each worker's absences that overlap the task's days (`zauzetostzasve`'s odsustva), by worker id. */
export function odsustvaURasponu(
  data: Pick<ZauzetostZaSve, 'itemList'> | undefined,
  raspon: { prvi: string; poslednji: string } | null,
): Map<number, Odsustvo[]> {
  const result = new Map<number, Odsustvo[]>();
  if (!data || !raspon) return result;
  for (const radnik of data.itemList) {
    const overlapping = radnik.odsustva
      .map((odsustvo) => ({
        vrsta: odsustvo.Vrsta,
        pocetak: odsustvo.Pocetak.slice(0, 10),
        kraj: odsustvo.Kraj.slice(0, 10),
      }))
      .filter((odsustvo) => odsustvo.pocetak <= raspon.poslednji && odsustvo.kraj >= raspon.prvi);
    if (overlapping.length > 0) result.set(radnik.Id, overlapping);
  }
  return result;
}

/** The state holidays that fall on a working day in the task's days. */
export function prazniciURasponu(praznici: readonly string[], raspon: { prvi: string; poslednji: string } | null) {
  if (!raspon) return [];
  return praznici.filter((day) => day >= raspon.prvi && day <= raspon.poslednji && !isWeekendDay(day)).sort();
}

function issueOf(field: ZadatakFormField, issue: z.core.$ZodIssue, values: ZadatakFormValues): ZadatakIssue {
  if (field === 'pocetak') return values.pocetak === '' ? { code: 'pocetakRequired' } : { code: 'weekend' };
  if (field === 'trajanje') {
    if (values.trajanje.trim() === '') return { code: 'trajanjeRequired' };
    if (issue.code === 'too_big') return { code: 'trajanjeMax', max: Number(issue.maximum) };
    if (issue.code === 'too_small') return { code: 'trajanjePositive' };
    if (issue.code === 'custom') return { code: 'trajanjeDecimals' };
    return { code: 'trajanjeNumber' };
  }
  if ((field === 'oprema' || field === 'radnici') && issue.code === 'too_big')
    return { code: 'tooMany', max: Number(issue.maximum) };
  if (field === 'naziv' && values.naziv.trim() === '') return { code: 'required' };
  if (issue.code === 'too_big') return { code: 'tooLong', max: Number(issue.maximum) };
  return { code: 'invalid' };
}

const FIELD_OF: Record<string, ZadatakFormField> = {
  Naziv: 'naziv',
  Pocetak: 'pocetak',
  PlaniranoTrajanje: 'trajanje',
  Oprema: 'oprema',
  Radnici: 'radnici',
  Zavisnost: 'zavisnost',
};

type Parsed<T> = { ok: true; body: T } | { ok: false; issues: ZadatakIssues };

function formBody(values: ZadatakFormValues, posaoId: number): Record<string, unknown> {
  const sati = parseSati(values.trajanje);
  return {
    Naziv: values.naziv,
    Posao: posaoId,
    Pocetak: values.pocetak,
    PlaniranoTrajanje: sati === null ? undefined : sati,
    Oprema: values.oprema.map(Number),
    // Workers are sent as their ids when saving (part 1 §3).
    Radnici: values.radnici.map(Number),
    Zavisnost: values.zavisnost === '' ? null : Number(values.zavisnost),
  };
}

function parseWith<T>(schema: z.ZodType<T>, body: Record<string, unknown>, values: ZadatakFormValues): Parsed<T> {
  const issues: ZadatakIssues = {};
  if (values.trajanje.trim() === '') issues.trajanje = { code: 'trajanjeRequired' };
  else if (Number.isNaN(body.PlaniranoTrajanje)) issues.trajanje = { code: 'trajanjeNumber' };
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0] ?? '')];
      if (field && !issues[field]) issues[field] = issueOf(field, issue, values);
    }
  if (!parsed.success || Object.keys(issues).length > 0) return { ok: false, issues };
  return { ok: true, body: parsed.data };
}

/** A new task's form → POST zadaci/save body, checked by the contract's schema (the server's rules). */
export function parseCreateZadatak(
  values: ZadatakFormValues,
  posaoId: number,
): Parsed<z.output<typeof zadatakCreateSchema>> {
  return parseWith(zadatakCreateSchema, formBody(values, posaoId), values);
}

/** An existing task's form → POST zadaci/update body with the Verzija read. */
export function parseUpdateZadatak(
  values: ZadatakFormValues,
  zadatak: Pick<Zadatak, 'Id' | 'Verzija' | 'Posao'>,
): Parsed<z.output<typeof zadatakUpdateSchema>> {
  return parseWith(
    zadatakUpdateSchema,
    { Id: zadatak.Id, Verzija: zadatak.Verzija, ...formBody(values, zadatak.Posao) },
    values,
  );
}

/** The edit of a task: the task form of its job with `?zadatak=`. */
export function zadatakEditPath(zadatak: Pick<Zadatak, 'Id' | 'Posao'>): string {
  return `${buildPath('zadaci.unos', { posaoId: zadatak.Posao })}?zadatak=${zadatak.Id}`;
}
