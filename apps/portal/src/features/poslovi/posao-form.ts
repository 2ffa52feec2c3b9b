import type { z } from 'zod';
import type { FieldLocale } from '@rp/fields';
import { posaoCreateSchema, posaoUpdateSchema, type Posao } from '@rp/contract';
import { agreedPrice, formatAmount } from '../procene/procena-form.ts';

/** The job form as typed: ids stay text until submit ('' = none); the fixed start is a day `yyyy-MM-dd`. */
export interface PosaoFormValues {
  naziv: string;
  opis: string;
  idKlijenta: string;
  /** The template whose tasks the new job gets (create only). */
  idSablona: string;
  /** '' while a template is chosen: the template blanks it (part 1 §5). */
  prioritet: '' | '1' | '2' | '3';
  imaFiksniPocetak: boolean;
  fiksniPocetak: string;
  dogovorenaCena: string;
}

export type PosaoFormField = keyof PosaoFormValues;

/** A form error as data: the screen turns the code into a translated message. */
export type PosaoIssue =
  | { code: 'required' | 'invalid' | 'fiksniPocetakRequired' | 'weekend' | 'negative' | 'tooBig' }
  | { code: 'tooLong'; max: number };

export type PosaoIssues = Partial<Record<PosaoFormField, PosaoIssue>>;

export const NEW_POSAO_VALUES: PosaoFormValues = {
  naziv: '',
  opis: '',
  idKlijenta: '',
  idSablona: '',
  prioritet: '2',
  imaFiksniPocetak: false,
  fiksniPocetak: '',
  dogovorenaCena: '',
};

export function toPosaoValues(posao: Posao, locale: FieldLocale): PosaoFormValues {
  return {
    naziv: posao.Naziv,
    opis: posao.Opis,
    idKlijenta: posao.IdKlijenta === null ? '' : String(posao.IdKlijenta),
    idSablona: posao.IdSablona === null ? '' : String(posao.IdSablona),
    prioritet: String(posao.Prioritet) as PosaoFormValues['prioritet'],
    imaFiksniPocetak: posao.FiksniPocetak !== '',
    fiksniPocetak: posao.FiksniPocetak,
    dogovorenaCena: formatAmount(posao.DogovorenaCena, locale),
  };
}

/**
 * Choosing a template blanks priority, description and agreed price (part 1 §5): the server makes the job's tasks
 * from the template's. Clearing the template gives the default priority back.
 */
export function withSablon(values: PosaoFormValues, idSablona: string): PosaoFormValues {
  if (idSablona === '') return { ...values, idSablona, prioritet: values.prioritet || '2' };
  return { ...values, idSablona, prioritet: '', opis: '', dogovorenaCena: '' };
}

/** Saturday or Sunday: job and task days exclude them (part 1 §5). */
export function isWeekendDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

function issueOf(field: PosaoFormField, issue: z.core.$ZodIssue, values: PosaoFormValues): PosaoIssue {
  if (field === 'fiksniPocetak')
    return issue.code === 'custom' && values.fiksniPocetak !== ''
      ? { code: 'weekend' }
      : { code: 'fiksniPocetakRequired' };
  if (field === 'dogovorenaCena') return issue.code === 'too_small' ? { code: 'negative' } : { code: 'tooBig' };
  if (field === 'naziv' && values.naziv.trim() === '') return { code: 'required' };
  if (issue.code === 'too_big') return { code: 'tooLong', max: Number(issue.maximum) };
  return { code: 'invalid' };
}

type Parsed<T> = { ok: true; body: T } | { ok: false; issues: PosaoIssues };

/** The form's body: a template leaves out what it blanks; the fixed start is sent only when its option is on. */
function formBody(values: PosaoFormValues, locale: FieldLocale): Record<string, unknown> {
  const hasSablon = values.idSablona !== '';
  return {
    Naziv: values.naziv,
    IdKlijenta: values.idKlijenta === '' ? null : Number(values.idKlijenta),
    ...(!hasSablon && {
      Opis: values.opis,
      Prioritet: Number(values.prioritet || '2'),
      // An invalid agreed price counts as 0 (part 1 §5).
      DogovorenaCena: agreedPrice(values.dogovorenaCena, locale),
    }),
    ...(values.imaFiksniPocetak && { FiksniPocetak: values.fiksniPocetak === '' ? undefined : values.fiksniPocetak }),
  };
}

const FIELD_OF: Record<string, PosaoFormField> = {
  Naziv: 'naziv',
  Opis: 'opis',
  IdKlijenta: 'idKlijenta',
  IdSablona: 'idSablona',
  Prioritet: 'prioritet',
  FiksniPocetak: 'fiksniPocetak',
  DogovorenaCena: 'dogovorenaCena',
};

function parseWith<T>(schema: z.ZodType<T>, body: Record<string, unknown>, values: PosaoFormValues): Parsed<T> {
  const issues: PosaoIssues = {};
  if (values.imaFiksniPocetak && values.fiksniPocetak === '') issues.fiksniPocetak = { code: 'fiksniPocetakRequired' };
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0] ?? '')];
      if (field && !issues[field]) issues[field] = issueOf(field, issue, values);
    }
  if (!parsed.success || Object.keys(issues).length > 0) return { ok: false, issues };
  return { ok: true, body: parsed.data };
}

/** A new job's form → POST poslovi/save body, checked by the contract's schema (the server's rules). */
export function parseCreatePosao(
  values: PosaoFormValues,
  locale: FieldLocale,
): Parsed<z.output<typeof posaoCreateSchema>> {
  const body = formBody(values, locale);
  if (values.idSablona !== '') body.IdSablona = Number(values.idSablona);
  return parseWith(posaoCreateSchema, body, values);
}

/** An existing job's form → POST poslovi/update body with the Verzija read; its template is not changed. */
export function parseUpdatePosao(
  values: PosaoFormValues,
  posao: Pick<Posao, 'Id' | 'Verzija'>,
  locale: FieldLocale,
): Parsed<z.output<typeof posaoUpdateSchema>> {
  // An edit keeps its own priority, description and price even when the job came from a template.
  const body = formBody({ ...values, idSablona: '' }, locale);
  return parseWith(posaoUpdateSchema, { Id: posao.Id, Verzija: posao.Verzija, ...body }, values);
}
