import { z } from 'zod';

export { MISSING_DATE } from './missing-date.ts';

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The first and last day the firm can mean: every date the API accepts lies in these years (bounds its loops). */
export const DATUM_MIN = '2000-01-01';
export const DATUM_MAX = '2099-12-31';
/** The years of DATUM_MIN and DATUM_MAX: a month or a year the API answers lies between them. */
export const GODINA_MIN = 2000;
export const GODINA_MAX = 2099;
/** The longest range of days one request may name (planned hours, leave): a year, leap day included. */
export const MAX_DANA_U_OPSEGU = 366;

/** A calendar day, `YYYY-MM-DD`, between DATUM_MIN and DATUM_MAX. */
export const datumSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Datum mora biti u obliku GGGG-MM-DD.')
  .refine(isRealDate, { message: 'Nepostojeći datum.', abort: true })
  .refine((value) => value >= DATUM_MIN && value <= DATUM_MAX, 'Datum mora biti između 2000. i 2099. godine.');

/** A day as people read it in the product, dd/MM/yyyy (part 1 §9): for the dates a server message names. */
export function prikazDatuma(datum: string): string {
  const [godina, mesec, dan] = datum.slice(0, 10).split('-');
  return `${dan}/${mesec}/${godina}`;
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`); both must be real dates. */
export function brojDana(from: string, to: string): number {
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return Number.isFinite(span) ? Math.max(0, span + 1) : Number.POSITIVE_INFINITY;
}

/** A time of day, `HH:mm` or `HH:mm:ss`, answered as `HH:mm:ss`. */
export const vremeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Vreme mora biti u obliku HH:mm ili HH:mm:ss.')
  .transform((value) => (value.length === 5 ? `${value}:00` : value));

/** A duration `HH:mm:ss`; hours may pass 24 in totals. */
export const trajanjeSchema = z.string().regex(/^\d{2,}:[0-5]\d:[0-5]\d$/, 'Trajanje mora biti u obliku HH:mm:ss.');

/** An instant as an ISO 8601 string. */
export const trenutakSchema = z.iso.datetime({ offset: true });

/** The body every successful write answers with: the product's notice of Type 1 plus the record's id. */
export const uspehSchema = z
  .object({
    ErrorCode: z.literal(0),
    Type: z.literal(1),
    Message: z.string(),
    Id: z.number().int().optional(),
  })
  .meta({ id: 'Uspeh' });
export type Uspeh = z.infer<typeof uspehSchema>;

export function uspeh(Message: string, Id?: number): Uspeh {
  return Id === undefined ? { ErrorCode: 0, Type: 1, Message } : { ErrorCode: 0, Type: 1, Message, Id };
}

/** Lists answer `{ itemList: [...] }`. */
export function itemListSchema<T extends z.ZodType>(item: T) {
  return z.object({ itemList: z.array(item) });
}

/** Priority of notes, jobs and tasks: 1 to 3, default 2 (part 1 §9). */
export const prioritetSchema = z.number().int().min(1).max(3);

/** The largest value of the database's integer columns (int4). */
export const MAX_INT = 2_147_483_647;
/** The largest id: 1 to 8 digits (part 1 §2). */
export const MAX_ID = 99_999_999;

/** A whole number that fits the database's integer columns (or narrower bounds). */
export function ceoBrojSchema(min = -MAX_INT, max = MAX_INT) {
  return z.number().int().min(min).max(max);
}

/** A record's id in a body: 1 to 8 digits. */
export const idSchema = ceoBrojSchema(1, MAX_ID);

/** An id in a path or a query string: 1 to 8 digits (part 1 §2). */
export const idParamSchema = z.coerce.number().int().min(1).max(MAX_ID);

/**
 * `verzija` of an edited record: a write naming an older one is refused with 409. Update bodies take it as optional
 * (the specification's shapes have none); without it the write is not checked and the last one wins.
 */
export const verzijaSchema = ceoBrojSchema(1, MAX_INT);

/** A query flag: `true`/`1`, or present with no value (`?activeOnly`, `?activeOnly=`), is true; `false`/`0` is false. */
export const flagSchema = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((value) => value !== 'false' && value !== '0');

// Lone halves of a surrogate pair: not text at all, and PostgreSQL cannot store them.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// C0 and C1 controls (NUL among them); multi-line text keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// Marks, embeddings, overrides and isolates that reorder what a reader sees (Trojan Source).
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
// Invisible format characters (zero-width space, word joiner, BOM, soft hyphen…); ZWJ and ZWNJ stay for emoji.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE_FORMAT = /(?![\u200C\u200D\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069])\p{Cf}/u;
// What a reader cannot see: white space, format characters, lone combining marks and the blank "letters".
const NOT_VISIBLE = /[\p{White_Space}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/**
 * A username as typed at sign-in: NFKC folds full-width and compatibility look-alikes (ａｄｍｉｎ → admin); controls and
 * lone surrogates are refused.
 */
export const korisnickoImeUnosSchema = z
  .string()
  .refine((value) => !LONE_SURROGATE.test(value) && !CONTROL.test(value), {
    message: 'Korisničko ime sadrži nedozvoljene znakove.',
    abort: true,
  })
  .trim()
  .normalize('NFKC')
  .min(1, 'Korisničko ime je obavezno.')
  .max(64, 'Korisničko ime može imati najviše 64 znaka.')
  .refine(imaVidljivihZnakova, 'Korisničko ime je obavezno.')
  .refine((value) => !/\p{Cf}/u.test(value), 'Korisničko ime sadrži nedozvoljene nevidljive znakove.');

/**
 * A new or renamed username: letters of one script (Latin or Cyrillic, never mixed, so `аdmin` with a Cyrillic `а`
 * cannot pose as `admin`), digits and `. _ @ -`.
 */
export const korisnickoImeSchema = korisnickoImeUnosSchema.regex(
  /^(?:[\p{Script=Latin}0-9._@-]+|[\p{Script=Cyrillic}0-9._@-]+)$/u,
  'Korisničko ime sme imati samo slova jednog pisma (latinice ili ćirilice), cifre i znakove . _ @ -',
);

export const PORUKA_NEDOZVOLJENI_ZNAKOVI = 'Tekst sadrži nedozvoljene znakove.';

/** True when the text has something a reader can see. */
export function imaVidljivihZnakova(value: string): boolean {
  return value.replace(NOT_VISIBLE, '').length > 0;
}

export interface TekstOptions {
  /** Longest text, in characters after normalisation. */
  max: number;
  /** The message for a missing or blank value; without it the text may be empty. */
  obavezno?: string;
  /** Notes and other long text: tab and line breaks are allowed, and so are invisible format characters. */
  visered?: boolean;
}

/**
 * Text a user types (names, notes): trimmed and normalised to NFC; refused when it holds lone surrogates, control
 * characters, bidirectional overrides, or (when required) nothing visible.
 */
export function tekstSchema({ max, obavezno, visered = false }: TekstOptions) {
  const control = visered ? CONTROL_EXCEPT_LINES : CONTROL;
  let schema = z
    .string()
    .refine((value) => !LONE_SURROGATE.test(value), {
      message: 'Tekst sadrži neispravno kodirane znakove.',
      abort: true,
    })
    .trim()
    .normalize('NFC')
    .max(max, `Tekst može imati najviše ${max} znakova.`)
    .refine((value) => !control.test(value), 'Tekst sadrži nedozvoljene kontrolne znakove.')
    .refine((value) => !BIDI.test(value), 'Tekst sadrži nedozvoljene znakove za promenu smera pisanja.');
  if (!visered)
    schema = schema.refine(
      // Text with nothing visible at all is answered by the required message alone.
      (value) => !INVISIBLE_FORMAT.test(value) || (!!obavezno && !imaVidljivihZnakova(value)),
      'Tekst sadrži nedozvoljene nevidljive znakove.',
    );
  if (obavezno)
    schema = schema.min(1, obavezno).refine((value) => value === '' || imaVidljivihZnakova(value), obavezno);
  return schema;
}
