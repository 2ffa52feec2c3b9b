import type { z } from 'zod';
import {
  DEFAULT_DATE_FORMAT,
  derivePropertyValues,
  formatDate,
  formatNumber,
  parseEntry,
  type ErrorCode as EntryErrorCode,
  type FieldLocale,
  type PropertyDerivedValues,
} from '@rp/fields';
import {
  IZVOR_INFORMACIJA_DEFAULT,
  nepokretnostCreateSchema,
  nepokretnostUpdateSchema,
  type Nepokretnost,
  type NepokretnostCreateParsed,
} from '@rp/contract';

export type NepokretnostUpdateParsed = z.output<typeof nepokretnostUpdateSchema>;

/** The property form as typed: numbers, ids and the date stay text until submit, '' = none. */
export interface NepokretnostFormValues {
  vrstaId: string;
  drzavaId: string;
  opstinaId: string;
  gradId: string;
  katastarId: string;
  adresa: string;
  latitude: string;
  longitude: string;
  kvadratura: string;
  trazenaCena: string;
  umanjenje: string;
  trzisnaZakupnina: string;
  gradjevinskaVrednost: string;
  prethodnoProceTrzisnaVrednost: string;
  prethodnoProcGradjevinskaVrednost: string;
  spratSpratnost: string;
  spratnostObjekta: string;
  izvorInformacija: string;
  dodatneKarakteristike: string;
  predmetProcene: boolean;
  /** The day of the information in the field's format (DEFAULT_DATE_FORMAT); '' = today on the server. */
  datum: string;
}

export type NepokretnostFormField = keyof NepokretnostFormValues;

/** The entry type of each number field (part 2 §3, §5): areas as DOUBLE, money as CURRENCY, the reduction as PERCENTILE. */
export const NUMBER_FIELDS = {
  kvadratura: 'DOUBLE',
  trazenaCena: 'CURRENCY',
  umanjenje: 'PERCENTILE',
  trzisnaZakupnina: 'CURRENCY',
  gradjevinskaVrednost: 'CURRENCY',
  prethodnoProceTrzisnaVrednost: 'CURRENCY',
  prethodnoProcGradjevinskaVrednost: 'CURRENCY',
  latitude: 'DOUBLE',
  longitude: 'DOUBLE',
} as const;
type NumberField = keyof typeof NUMBER_FIELDS;

/** How each number is shown when a record is loaded (money with grouping and cents, coordinates to ~1 cm). */
const NUMBER_PATTERN: Record<NumberField, string> = {
  kvadratura: '0.##',
  trazenaCena: '#,##0.00',
  umanjenje: '0.##',
  trzisnaZakupnina: '#,##0.00',
  gradjevinskaVrednost: '#,##0.00',
  prethodnoProceTrzisnaVrednost: '#,##0.00',
  prethodnoProcGradjevinskaVrednost: '#,##0.00',
  latitude: '0.######',
  longitude: '0.######',
};

const WIRE_DATE_FORMAT = 'yyyy-MM-dd';

/** A form error as data: the screen turns the code into a translated message. */
export type NepokretnostIssue =
  | { code: 'entry'; entryCode: EntryErrorCode }
  | {
      code:
        | 'vrstaRequired'
        | 'opstinaRequired'
        | 'negative'
        | 'tooBig'
        | 'percentRange'
        | 'coordinate'
        | 'coordinatesPair'
        | 'dateRange'
        | 'invalid';
    }
  | { code: 'tooLong'; max: number };

export type NepokretnostIssues = Partial<Record<NepokretnostFormField, NepokretnostIssue>>;

export const NEW_NEPOKRETNOST_VALUES: NepokretnostFormValues = {
  vrstaId: '',
  drzavaId: '',
  opstinaId: '',
  gradId: '',
  katastarId: '',
  adresa: '',
  latitude: '',
  longitude: '',
  kvadratura: '',
  trazenaCena: '',
  umanjenje: '',
  trzisnaZakupnina: '',
  gradjevinskaVrednost: '',
  prethodnoProceTrzisnaVrednost: '',
  prethodnoProcGradjevinskaVrednost: '',
  spratSpratnost: '',
  spratnostObjekta: '',
  izvorInformacija: IZVOR_INFORMACIJA_DEFAULT,
  dodatneKarakteristike: '',
  predmetProcene: false,
  datum: '',
};

/** A number of the record as the field shows it in `locale`. */
export function formatField(field: NumberField, value: number | null, locale: FieldLocale): string {
  if (value === null) return '';
  return formatNumber(value, { locale, pattern: NUMBER_PATTERN[field] });
}

/** A wire date (yyyy-MM-dd) in the field's format. */
function datumText(datum: string): string {
  const [year, month, day] = datum.split('-').map(Number);
  if (!year || !month || !day) return '';
  return formatDate(new Date(year, month - 1, day), { format: DEFAULT_DATE_FORMAT });
}

const idText = (value: { id: number } | null) => (value === null ? '' : String(value.id));

export function toFormValues(nepokretnost: Nepokretnost, locale: FieldLocale): NepokretnostFormValues {
  const number = (field: NumberField) => formatField(field, nepokretnost[field], locale);
  return {
    vrstaId: String(nepokretnost.vrsta.id),
    drzavaId: String(nepokretnost.drzava.id),
    opstinaId: String(nepokretnost.opstina.id),
    gradId: idText(nepokretnost.grad),
    katastarId: idText(nepokretnost.katastar),
    adresa: nepokretnost.adresa,
    latitude: number('latitude'),
    longitude: number('longitude'),
    kvadratura: number('kvadratura'),
    trazenaCena: number('trazenaCena'),
    umanjenje: number('umanjenje'),
    trzisnaZakupnina: number('trzisnaZakupnina'),
    gradjevinskaVrednost: number('gradjevinskaVrednost'),
    prethodnoProceTrzisnaVrednost: number('prethodnoProceTrzisnaVrednost'),
    prethodnoProcGradjevinskaVrednost: number('prethodnoProcGradjevinskaVrednost'),
    spratSpratnost: nepokretnost.spratSpratnost,
    spratnostObjekta: nepokretnost.spratnostObjekta,
    izvorInformacija: nepokretnost.izvorInformacija,
    dodatneKarakteristike: nepokretnost.dodatneKarakteristike,
    predmetProcene: nepokretnost.predmetProcene,
    datum: datumText(nepokretnost.datum),
  };
}

/** A number field as typed: its value, null when empty, or the entry type's error. */
function readNumber(field: NumberField, text: string, locale: FieldLocale) {
  return parseEntry(NUMBER_FIELDS[field], text, { locale });
}

/**
 * The derived values of what is typed now (part 2 §5), by the function the server uses: a number that is empty or
 * not valid counts as 0, as the specification says of area and price.
 */
export function derivedOfForm(
  values: Pick<NepokretnostFormValues, 'kvadratura' | 'trazenaCena' | 'umanjenje' | 'trzisnaZakupnina'>,
  locale: FieldLocale,
): PropertyDerivedValues {
  const valueOf = (field: 'kvadratura' | 'trazenaCena' | 'umanjenje' | 'trzisnaZakupnina') => {
    const result = readNumber(field, values[field], locale);
    return result.ok && result.value !== null ? result.value : 0;
  };
  return derivePropertyValues({
    kvadratura: valueOf('kvadratura'),
    trazenaCena: valueOf('trazenaCena'),
    umanjenje: valueOf('umanjenje'),
    trzisnaZakupnina: valueOf('trzisnaZakupnina'),
  });
}

/** A coordinate pair from the map, as the fields show it. */
export function coordinateTexts(point: { latitude: number; longitude: number } | null, locale: FieldLocale) {
  return {
    latitude: point ? formatField('latitude', point.latitude, locale) : '',
    longitude: point ? formatField('longitude', point.longitude, locale) : '',
  };
}

/** The coordinates typed, when both are valid numbers in range; null otherwise (the map then shows no marker). */
export function pointOfForm(
  values: Pick<NepokretnostFormValues, 'latitude' | 'longitude'>,
  locale: FieldLocale,
): { latitude: number; longitude: number } | null {
  const latitude = readNumber('latitude', values.latitude, locale);
  const longitude = readNumber('longitude', values.longitude, locale);
  if (!latitude.ok || !longitude.ok || latitude.value === null || longitude.value === null) return null;
  if (Math.abs(latitude.value) > 90 || Math.abs(longitude.value) > 180) return null;
  return { latitude: latitude.value, longitude: longitude.value };
}

function issueOf(field: NepokretnostFormField, issue: z.core.$ZodIssue): NepokretnostIssue {
  if (field === 'vrstaId') return { code: 'vrstaRequired' };
  if (field === 'opstinaId') return { code: 'opstinaRequired' };
  if (field === 'latitude' || field === 'longitude')
    return issue.code === 'custom' ? { code: 'coordinatesPair' } : { code: 'coordinate' };
  if (field === 'umanjenje') return { code: 'percentRange' };
  if (field === 'datum') return { code: 'dateRange' };
  if (issue.code === 'too_small' && issue.origin === 'number') return { code: 'negative' };
  if (issue.code === 'too_big')
    return issue.origin === 'string' ? { code: 'tooLong', max: Number(issue.maximum) } : { code: 'tooBig' };
  return { code: 'invalid' };
}

type Parsed<T> = { ok: true; body: T } | { ok: false; issues: NepokretnostIssues };

/** The typed values → the save fields; entry errors are collected per field. */
function formBody(values: NepokretnostFormValues, locale: FieldLocale) {
  const issues: NepokretnostIssues = {};
  const numbers = {} as Record<NumberField, number | null>;
  for (const field of Object.keys(NUMBER_FIELDS) as NumberField[]) {
    const result = readNumber(field, values[field], locale);
    if (!result.ok) {
      issues[field] = { code: 'entry', entryCode: result.error.code };
      numbers[field] = null;
    } else numbers[field] = result.value;
  }
  let datum: string | undefined;
  if (values.datum.trim() !== '') {
    const result = parseEntry('DATE', values.datum, { locale, format: DEFAULT_DATE_FORMAT });
    if (!result.ok) issues.datum = { code: 'entry', entryCode: result.error.code };
    else if (result.value) datum = formatDate(result.value, { format: WIRE_DATE_FORMAT });
  }
  const optionalId = (text: string) => (text === '' ? null : Number(text));
  const amount = (field: NumberField) => numbers[field] ?? 0;
  const body = {
    vrstaId: values.vrstaId === '' ? undefined : Number(values.vrstaId),
    ...(values.drzavaId !== '' && { drzavaId: Number(values.drzavaId) }),
    opstinaId: values.opstinaId === '' ? undefined : Number(values.opstinaId),
    gradId: optionalId(values.gradId),
    katastarId: optionalId(values.katastarId),
    adresa: values.adresa.trim(),
    latitude: numbers.latitude,
    longitude: numbers.longitude,
    kvadratura: amount('kvadratura'),
    trazenaCena: amount('trazenaCena'),
    umanjenje: amount('umanjenje'),
    trzisnaZakupnina: amount('trzisnaZakupnina'),
    gradjevinskaVrednost: amount('gradjevinskaVrednost'),
    prethodnoProceTrzisnaVrednost: amount('prethodnoProceTrzisnaVrednost'),
    prethodnoProcGradjevinskaVrednost: amount('prethodnoProcGradjevinskaVrednost'),
    spratSpratnost: values.spratSpratnost.trim(),
    spratnostObjekta: values.spratnostObjekta.trim(),
    izvorInformacija: values.izvorInformacija.trim(),
    dodatneKarakteristike: values.dodatneKarakteristike,
    predmetProcene: values.predmetProcene,
    ...(datum !== undefined && { datum }),
  };
  return { body, issues };
}

function parseWith<T>(
  schema: z.ZodType<T>,
  body: Record<string, unknown>,
  entryIssues: NepokretnostIssues,
  values: NepokretnostFormValues,
): Parsed<T> {
  const issues: NepokretnostIssues = { ...entryIssues };
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as NepokretnostFormField;
      if (!(field in values) || issues[field]) continue;
      issues[field] = issueOf(field, issue);
    }
  }
  if (!parsed.success || Object.keys(issues).length > 0) return { ok: false, issues };
  return { ok: true, body: parsed.data };
}

/** A new property's form → POST nepokretnosti body, checked by the contract's schema (the server's rules). */
export function parseCreateForm(values: NepokretnostFormValues, locale: FieldLocale): Parsed<NepokretnostCreateParsed> {
  const { body, issues } = formBody(values, locale);
  return parseWith(nepokretnostCreateSchema, body, issues, values);
}

/** An existing property's form → PUT nepokretnosti body with the `verzija` read. */
export function parseUpdateForm(
  values: NepokretnostFormValues,
  locale: FieldLocale,
  nepokretnost: Pick<Nepokretnost, 'id' | 'verzija'>,
): Parsed<NepokretnostUpdateParsed> {
  const { body, issues } = formBody(values, locale);
  return parseWith(
    nepokretnostUpdateSchema,
    { id: nepokretnost.id, verzija: nepokretnost.verzija, ...body },
    issues,
    values,
  );
}
