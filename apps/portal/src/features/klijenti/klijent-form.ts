import type { z } from 'zod';
import { validateMaticniBroj } from '@rp/fields';
import {
  MATICNI_BROJ_MAX,
  TIP_KLIJENTA,
  klijentCreateSchema,
  klijentUpdateSchema,
  type Klijent,
  type Lice,
  type TipKlijenta,
} from '@rp/contract';

/** The client form as typed: ids and coordinates stay text until submit, '' = none. */
export interface KlijentFormValues {
  naziv: string;
  tip: '1' | '2' | '3';
  lice: '1' | '2';
  maticniBroj: string;
  idBanke: string;
  idOpstine: string;
  idGrada: string;
  adresa: string;
  telefon: string;
  email: string;
  latitude: string;
  longitude: string;
}

export type KlijentFormField = keyof KlijentFormValues;

/** A form error as data: the screen turns the code into a translated message. */
export type KlijentIssue =
  | { code: 'required' | 'invalid' | 'bankRequired' | 'email' | 'coordinate' | 'coordinatesPair' | 'duplicate' }
  | { code: 'tooLong'; max: number }
  /** The registry-number rule (part 1 §5): digits only, at most `max` of them for this kind of person. */
  | { code: 'maticniBrojDigits' | 'maticniBrojLength'; max: number };

export type KlijentIssues = Partial<Record<KlijentFormField, KlijentIssue>>;

export const NEW_KLIJENT_VALUES: KlijentFormValues = {
  naziv: '',
  tip: '1',
  lice: '1',
  maticniBroj: '',
  idBanke: '',
  idOpstine: '',
  idGrada: '',
  adresa: '',
  telefon: '',
  email: '',
  latitude: '',
  longitude: '',
};

const idText = (id: number | null) => (id === null ? '' : String(id));

export function toFormValues(klijent: Klijent): KlijentFormValues {
  return {
    naziv: klijent.naziv,
    tip: String(klijent.tip) as KlijentFormValues['tip'],
    lice: String(klijent.lice) as KlijentFormValues['lice'],
    maticniBroj: klijent.maticniBroj,
    idBanke: idText(klijent.idBanke),
    idOpstine: idText(klijent.idOpstine),
    idGrada: idText(klijent.idGrada),
    adresa: klijent.adresa,
    telefon: klijent.telefon,
    email: klijent.email,
    latitude: klijent.latitude === null ? '' : String(klijent.latitude),
    longitude: klijent.longitude === null ? '' : String(klijent.longitude),
  };
}

/** The registry-number rule as the user types (the `@rp/fields` rule, the one the server applies too). */
export function maticniBrojIssue(text: string, lice: Lice): KlijentIssue | undefined {
  const result = validateMaticniBroj(text, lice);
  if (result.ok) return undefined;
  const max = MATICNI_BROJ_MAX[lice];
  return result.error.code === 'INVALID_REGISTRY_NUMBER'
    ? { code: 'maticniBrojDigits', max }
    : { code: 'maticniBrojLength', max };
}

/** A coordinate as typed, with a decimal point or comma; NaN when it is not a number. */
function parseCoordinate(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (value === '') return null;
  return /^[-+]?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

function issueOf(field: KlijentFormField, issue: z.core.$ZodIssue, values: KlijentFormValues): KlijentIssue {
  if (field === 'idBanke') return { code: 'bankRequired' };
  if (field === 'email')
    return issue.code === 'too_big' ? { code: 'tooLong', max: Number(issue.maximum) } : { code: 'email' };
  if (field === 'latitude' || field === 'longitude')
    return issue.code === 'custom' ? { code: 'coordinatesPair' } : { code: 'coordinate' };
  if (field === 'naziv' && values.naziv.trim() === '') return { code: 'required' };
  if (issue.code === 'too_small' && field === 'naziv') return { code: 'required' };
  if (issue.code === 'too_big') return { code: 'tooLong', max: Number(issue.maximum) };
  return { code: 'invalid' };
}

type Parsed<T> = { ok: true; body: T } | { ok: false; issues: KlijentIssues };

function formBody(values: KlijentFormValues) {
  const tip = Number(values.tip) as TipKlijenta;
  const optionalId = (text: string) => (text === '' ? null : Number(text));
  return {
    naziv: values.naziv,
    tip,
    lice: Number(values.lice) as Lice,
    maticniBroj: values.maticniBroj.trim(),
    // Only a banker belongs to a bank; a bank chosen before the type changed is dropped.
    idBanke: tip === TIP_KLIJENTA.bankar ? optionalId(values.idBanke) : null,
    idOpstine: optionalId(values.idOpstine),
    idGrada: optionalId(values.idGrada),
    adresa: values.adresa,
    telefon: values.telefon,
    email: values.email,
    latitude: parseCoordinate(values.latitude),
    longitude: parseCoordinate(values.longitude),
  };
}

function parseWith<T>(schema: z.ZodType<T>, body: Record<string, unknown>, values: KlijentFormValues): Parsed<T> {
  const issues: KlijentIssues = {};
  const maticni = maticniBrojIssue(values.maticniBroj, Number(values.lice) as Lice);
  if (maticni) issues.maticniBroj = maticni;
  for (const field of ['latitude', 'longitude'] as const)
    if (Number.isNaN(body[field])) issues[field] = { code: 'coordinate' };
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as KlijentFormField;
      if (!(field in values) || issues[field]) continue;
      issues[field] = issueOf(field, issue, values);
    }
  }
  if (!parsed.success || Object.keys(issues).length > 0) return { ok: false, issues };
  return { ok: true, body: parsed.data };
}

/** A new client's form → POST klijenti body, checked by the contract's schema (the server's rules). */
export function parseCreateForm(values: KlijentFormValues): Parsed<z.output<typeof klijentCreateSchema>> {
  return parseWith(klijentCreateSchema, formBody(values), values);
}

/** An existing client's form → PUT klijenti body with the `verzija` read. */
export function parseUpdateForm(
  values: KlijentFormValues,
  klijent: Pick<Klijent, 'id' | 'verzija'>,
): Parsed<z.output<typeof klijentUpdateSchema>> {
  return parseWith(klijentUpdateSchema, { id: klijent.id, verzija: klijent.verzija, ...formBody(values) }, values);
}
