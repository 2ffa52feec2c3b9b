import type { z } from 'zod';
import { formatNumber, formatTime, parseEntry, type ErrorCode as EntryErrorCode, type FieldLocale } from '@rp/fields';
import {
  FAZA_PLACANJA_DEFAULT,
  MISSING_DATE,
  POCETNA_FAZA,
  procenaCreateSchema,
  type Procena,
  type ProcenaCreateParsed,
} from '@rp/contract';
import { FIRM_TIME_ZONE } from '../../lib/format.ts';

/** The valuation's own fields as typed (the subject property is the property sub-form's); '' = none. */
export interface ProcenaFormValues {
  naziv: string;
  opis: string;
  /** The bank, the client and the banker: ids of the client register. */
  idKlijenta: string;
  idKlijenta2: string;
  idKlijenta3: string;
  vodjaId: string;
  inspekcijaId: string;
  inspekcijaSnimanje: boolean;
  prioritet: string;
  faza: string;
  fazaPlacanja: string;
  tip: string;
  /** The fixed-start option; the time below is sent only when it is on (part 2 §5). */
  imaFiksniPocetak: boolean;
  /** The firm's wall time, `yyyy-MM-ddTHH:mm` (the day picker's date and the time field's text). */
  fiksniPocetak: string;
  /** CURRENCY text; a value that is not a valid amount is saved as 0 (part 2 §5). */
  dogovorenaCena: string;
  /** `yyyy-MM-dd` or ''. */
  datumPrethodneProc: string;
  /** DOUBLE text: RSD per EUR. */
  kursPrethodneProc: string;
}

export type ProcenaFormField = keyof ProcenaFormValues;

/** The valuation's save fields without its subject property. */
export type ProcenaFields = Omit<ProcenaCreateParsed, 'nepokretnost'>;

export type ProcenaIssueCode =
  | 'vodjaRequired'
  | 'tipRequired'
  | 'bankaIliKlijent'
  | 'bankarBezBanke'
  | 'fiksniPocetakRequired'
  | 'negative'
  | 'tooBig'
  | 'tooLong'
  | 'invalid';
export type ProcenaIssue = { code: ProcenaIssueCode; max?: number } | { code: 'entry'; entryCode: EntryErrorCode };
export type ProcenaIssues = Partial<Record<ProcenaFormField, ProcenaIssue>>;

export function newProcenaValues(vodjaId: number | null): ProcenaFormValues {
  return {
    naziv: '',
    opis: '',
    idKlijenta: '',
    idKlijenta2: '',
    idKlijenta3: '',
    vodjaId: vodjaId === null ? '' : String(vodjaId),
    inspekcijaId: '',
    inspekcijaSnimanje: false,
    prioritet: '2',
    faza: String(POCETNA_FAZA),
    fazaPlacanja: String(FAZA_PLACANJA_DEFAULT),
    tip: '',
    imaFiksniPocetak: false,
    fiksniPocetak: '',
    dogovorenaCena: '',
    datumPrethodneProc: '',
    kursPrethodneProc: '',
  };
}

const idText = (id: number | null) => (id === null ? '' : String(id));

/** Parts of an instant on the firm's calendar and clock. */
function firmParts(instant: number) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: FIRM_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the firm's wall time `yyyy-MM-ddTHH:mm` ('' for none). */
export function instantToFirmWall(iso: string | null): string {
  if (!iso || iso === MISSING_DATE) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const p = firmParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The firm's wall time `yyyy-MM-ddTHH:mm` as an ISO instant; null when it is not a time. */
export function firmWallToInstant(wall: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== day) return null;
  // The zone's offset at that moment, taken twice: a guess near a clock change settles on the second pass.
  const offsetAt = (instant: number) => {
    const p = firmParts(instant);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - instant;
  };
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  return new Date(instant).toISOString();
}

/** The fixed start's day (`yyyy-MM-dd`) and its time as typed ('' when absent). */
export function splitFirmWall(wall: string): { day: string; time: string } {
  const at = wall.indexOf('T');
  return at === -1 ? { day: wall, time: '' } : { day: wall.slice(0, at), time: wall.slice(at + 1) };
}

/** The day picker's and the time field's parts as one value ('' when both are empty). */
export function joinFirmWall(day: string, time: string): string {
  return day === '' && time === '' ? '' : `${day}T${time}`;
}

const DAY_MILLIS = 24 * 60 * 60 * 1000;

/** The fixed start as typed (the time in any TIME entry form: '8', '8:30', '08:30') → an instant, null if not one. */
export function fixedStartInstant(wall: string, locale: FieldLocale): string | null {
  const { day, time } = splitFirmWall(wall);
  const clock = parseEntry('TIME', time, { locale });
  if (!clock.ok || clock.value === null || clock.value >= DAY_MILLIS) return null;
  return firmWallToInstant(`${day}T${formatTime(clock.value)}`);
}

/** The agreed price and the rate as the fields show them when a record is loaded. */
export function formatAmount(value: number, locale: FieldLocale, pattern = '#,##0.00'): string {
  return value === 0 ? '' : formatNumber(value, { locale, pattern });
}

export function toProcenaValues(procena: Procena, locale: FieldLocale): ProcenaFormValues {
  return {
    naziv: procena.naziv,
    opis: procena.opis,
    idKlijenta: idText(procena.idKlijenta),
    idKlijenta2: idText(procena.idKlijenta2),
    idKlijenta3: idText(procena.idKlijenta3),
    vodjaId: String(procena.vodjaId),
    inspekcijaId: idText(procena.inspekcijaId),
    inspekcijaSnimanje: procena.inspekcijaSnimanje,
    prioritet: String(procena.prioritet),
    faza: String(procena.faza),
    fazaPlacanja: String(procena.fazaPlacanja),
    tip: String(procena.tip),
    imaFiksniPocetak: procena.fiksniPocetak !== null,
    fiksniPocetak: instantToFirmWall(procena.fiksniPocetak),
    dogovorenaCena: formatAmount(procena.dogovorenaCena, locale),
    datumPrethodneProc:
      procena.datumPrethodneProc === MISSING_DATE || procena.datumPrethodneProc === ''
        ? ''
        : procena.datumPrethodneProc.slice(0, 10),
    kursPrethodneProc: formatAmount(procena.kursPrethodneProc, locale, '0.####'),
  };
}

/** CURRENCY text → the amount; empty or not a valid amount is 0 (part 2 §5: the agreed price 0 when invalid). */
export function agreedPrice(text: string, locale: FieldLocale): number {
  const result = parseEntry('CURRENCY', text, { locale });
  return result.ok && result.value !== null && Number.isFinite(result.value) ? result.value : 0;
}

function issueOf(field: ProcenaFormField, issue: z.core.$ZodIssue): ProcenaIssue {
  if (field === 'vodjaId') return { code: 'vodjaRequired' };
  if (field === 'tip') return { code: 'tipRequired' };
  if (field === 'idKlijenta2') return { code: 'bankaIliKlijent' };
  if (field === 'idKlijenta3') return { code: 'bankarBezBanke' };
  if (field === 'fiksniPocetak') return { code: 'fiksniPocetakRequired' };
  if (issue.code === 'too_small' && issue.origin === 'number') return { code: 'negative' };
  if (issue.code === 'too_big')
    return issue.origin === 'string' ? { code: 'tooLong', max: Number(issue.maximum) } : { code: 'tooBig' };
  return { code: 'invalid' };
}

/** A placeholder subject for checking the valuation's own fields with the contract's schema. */
const PROBE_NEPOKRETNOST = { vrstaId: 811, opstinaId: 1 };

/**
 * The typed values → the valuation's save fields (part 2 §3, §5), checked by the contract's own create schema: the
 * agreed price is 0 when it is not a valid amount, the fixed start is sent only when its option is on.
 */
export function parseProcenaForm(
  values: ProcenaFormValues,
  locale: FieldLocale,
): { ok: true; body: ProcenaFields } | { ok: false; issues: ProcenaIssues } {
  const issues: ProcenaIssues = {};
  let kurs = 0;
  if (values.kursPrethodneProc.trim() !== '') {
    const result = parseEntry('DOUBLE', values.kursPrethodneProc, { locale });
    if (!result.ok) issues.kursPrethodneProc = { code: 'entry', entryCode: result.error.code };
    else kurs = result.value ?? 0;
  }
  let fiksniPocetak: string | null = null;
  if (values.imaFiksniPocetak) {
    fiksniPocetak = fixedStartInstant(values.fiksniPocetak, locale);
    if (fiksniPocetak === null) issues.fiksniPocetak = { code: 'fiksniPocetakRequired' };
  }
  // The schema checks these only once every field parses; the form names them at once.
  if (values.idKlijenta === '' && values.idKlijenta2 === '') issues.idKlijenta2 = { code: 'bankaIliKlijent' };
  if (values.idKlijenta3 !== '' && values.idKlijenta === '') issues.idKlijenta3 = { code: 'bankarBezBanke' };
  const optionalId = (text: string) => (text === '' ? null : Number(text));
  const body = {
    naziv: values.naziv,
    opis: values.opis,
    idKlijenta: optionalId(values.idKlijenta),
    idKlijenta2: optionalId(values.idKlijenta2),
    idKlijenta3: optionalId(values.idKlijenta3),
    vodjaId: values.vodjaId === '' ? undefined : Number(values.vodjaId),
    inspekcijaId: optionalId(values.inspekcijaId),
    inspekcijaSnimanje: values.inspekcijaSnimanje,
    prioritet: Number(values.prioritet),
    faza: Number(values.faza),
    fazaPlacanja: Number(values.fazaPlacanja),
    tip: values.tip === '' ? undefined : Number(values.tip),
    fiksniPocetak,
    dogovorenaCena: agreedPrice(values.dogovorenaCena, locale),
    datumPrethodneProc: values.datumPrethodneProc === '' ? null : values.datumPrethodneProc,
    kursPrethodneProc: kurs,
    nepokretnost: PROBE_NEPOKRETNOST,
  };
  const parsed = procenaCreateSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as ProcenaFormField;
      if (!(field in values) || issues[field]) continue;
      issues[field] = issueOf(field, issue);
    }
  }
  if (!parsed.success || Object.keys(issues).length > 0) return { ok: false, issues };
  const { nepokretnost: _probe, ...fields } = parsed.data;
  return { ok: true, body: fields };
}

/** The bankers shown for a bank: those of that bank (all bankers while no bank is chosen). */
export function bankariBanke<T extends { idBanke: number | null }>(bankari: readonly T[], idBanke: string): T[] {
  if (idBanke === '') return [...bankari];
  return bankari.filter((bankar) => String(bankar.idBanke) === idBanke);
}

/** After the bank changes: the banker stays only when it is a banker of the new bank. */
export function bankarPosleBanke(
  idBankara: string,
  idBanke: string,
  bankari: readonly { id: number; idBanke: number | null }[],
): string {
  if (idBankara === '') return '';
  const bankar = bankari.find((entry) => String(entry.id) === idBankara);
  return bankar && idBanke !== '' && String(bankar.idBanke) === idBanke ? idBankara : '';
}
