import type { z } from 'zod';
import { formatNumber, parseEntry, type ErrorCode as EntryErrorCode, type FieldLocale } from '@rp/fields';
import {
  checkPassword,
  moze,
  radnikCreateSchema,
  radnikUpdateSchema,
  type PasswordRule,
  type Radnik,
  type RadnikCreate,
  type RadnikUpdate,
  type Role,
} from '@rp/contract';

/** The worker form as typed: numbers stay text until submit so an entry error can be shown on its field. */
export interface RadnikFormValues {
  ime: string;
  prezime: string;
  username: string;
  aktivan: boolean;
  permission: Role;
  slobodniDani: string;
  IskoristeniDani: string;
  cenaRada: string;
  /** '' = none chosen. */
  idOpstine: string;
  idGrada: string;
  /** The first day of employment, `YYYY-MM-DD` ('' = the day of creation). */
  datumPocetka: string;
  /** The last day of employment, `YYYY-MM-DD` ('' = still employed). */
  datumOdlaska: string;
  /** Only a new worker has a password here; an existing one changes it in the password dialogs. */
  password: string;
  confirmPassword: string;
}

export type RadnikFormField = keyof RadnikFormValues;

/** A form error as data: the screen turns the code into a translated message. */
export type FormIssue =
  | { code: 'entry'; entryCode: EntryErrorCode }
  | { code: 'required' | 'usernameChars' | 'passwordMismatch' | 'invalid' | 'leavesBeforeStart' }
  /** A rule of the password policy (the contract's, the same the server applies). */
  | { code: 'passwordRule'; rule: PasswordRule }
  | { code: 'tooLong'; max: number }
  | { code: 'min'; min: number }
  | { code: 'max'; max: number };

export type FormIssues<F extends string> = Partial<Record<F, FormIssue>>;

/** The roles a worker form offers (part 1 §3); Demo exists only as the demo login's own role. */
export const GRANTABLE_ROLES: readonly Role[] = ['User', 'Admin', 'Operations'];

/** The cost of work is kept as an amount in dinars (the demo firm's rates are 1.500–2.500). */
export const CENA_RADA_PATTERN = '#,##0.00';

export const NEW_RADNIK_VALUES: RadnikFormValues = {
  ime: '',
  prezime: '',
  username: '',
  aktivan: true,
  permission: 'User',
  slobodniDani: '20',
  IskoristeniDani: '0',
  cenaRada: '',
  idOpstine: '',
  idGrada: '',
  datumPocetka: '',
  datumOdlaska: '',
  password: '',
  confirmPassword: '',
};

const idText = (id: number | null) => (id === null ? '' : String(id));

export function toFormValues(radnik: Radnik, locale: FieldLocale): RadnikFormValues {
  return {
    ime: radnik.ime,
    prezime: radnik.prezime,
    username: radnik.username,
    aktivan: radnik.aktivan,
    permission: radnik.permission,
    slobodniDani: String(radnik.slobodniDani),
    IskoristeniDani: String(radnik.IskoristeniDani),
    cenaRada: formatNumber(radnik.cenaRada, { locale, pattern: CENA_RADA_PATTERN }),
    idOpstine: idText(radnik.idOpstine),
    idGrada: idText(radnik.idGrada),
    datumPocetka: radnik.datumPocetka,
    datumOdlaska: radnik.datumOdlaska ?? '',
    password: '',
    confirmPassword: '',
  };
}

/** Remaining leave = free days − used days (part 1 §3); null while either is not a whole number. */
export function remainingLeave(slobodniDani: string, iskoristeniDani: string): number | null {
  const free = parseEntry('INTEGER', slobodniDani);
  const used = parseEntry('INTEGER', iskoristeniDani);
  if (!free.ok || !used.ok || free.value === null || used.value === null) return null;
  return free.value - used.value;
}

/** A zod issue of the contract's schemas as a form issue of one field; `value` is what the field held. */
export function issueOf(field: string, issue: z.core.$ZodIssue, value?: unknown): FormIssue {
  if (issue.code === 'custom' && field === 'confirmPassword') return { code: 'passwordMismatch' };
  if (issue.code === 'custom' && field === 'datumOdlaska') return { code: 'leavesBeforeStart' };
  if (issue.code === 'too_small') {
    if (issue.origin === 'string')
      return Number(issue.minimum) <= 1 || String(value ?? '').trim() === ''
        ? { code: 'required' }
        : { code: 'invalid' };
    return { code: 'min', min: Number(issue.minimum) };
  }
  if (issue.code === 'too_big')
    return issue.origin === 'string'
      ? { code: 'tooLong', max: Number(issue.maximum) }
      : { code: 'max', max: Number(issue.maximum) };
  if (issue.code === 'invalid_format' && field === 'username') return { code: 'usernameChars' };
  return { code: 'invalid' };
}

/** A new password against the password policy (all rules but the common-password list, which only the server has). */
export function passwordIssue(password: string, username: string): FormIssue | undefined {
  if (password === '') return { code: 'required' };
  const rule = checkPassword(password, username);
  return rule ? { code: 'passwordRule', rule } : undefined;
}

/** An empty password confirmation is missing (its field is marked required), not a mismatch, even beside an empty password. */
export function confirmationIssue(confirmation: unknown): FormIssue | undefined {
  return confirmation === '' ? { code: 'required' } : undefined;
}

/** Every issue of a failed parse of `values`, the first per field; fields in `skip` already have one. */
export function issuesOf<F extends string>(
  error: z.ZodError,
  values: Record<string, unknown>,
  skip: FormIssues<F> = {},
): FormIssues<F> {
  const issues: FormIssues<F> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (!field || issues[field] || skip[field]) continue;
    issues[field] = issueOf(field, issue, values[field]);
  }
  return issues;
}

type Parsed<T> = { ok: true; body: T } | { ok: false; issues: FormIssues<RadnikFormField> };

interface NumberFields {
  slobodniDani: number;
  IskoristeniDani: number;
  cenaRada: number;
}

function parseNumbers(values: RadnikFormValues, locale: FieldLocale) {
  const issues: FormIssues<RadnikFormField> = {};
  const numbers: NumberFields = { slobodniDani: 0, IskoristeniDani: 0, cenaRada: 0 };
  for (const field of ['slobodniDani', 'IskoristeniDani'] as const) {
    const result = parseEntry('INTEGER', values[field], { locale });
    if (!result.ok) issues[field] = { code: 'entry', entryCode: result.error.code };
    else if (result.value === null) issues[field] = { code: 'required' };
    else numbers[field] = result.value;
  }
  // An empty cost of work is 0, as the specification does for prices.
  const cena = parseEntry('CURRENCY', values.cenaRada, { locale });
  if (!cena.ok) issues.cenaRada = { code: 'entry', entryCode: cena.error.code };
  else numbers.cenaRada = cena.value ?? 0;
  return { issues, numbers };
}

const optionalId = (text: string) => (text === '' ? null : Number(text));

function commonBody(values: RadnikFormValues, numbers: NumberFields) {
  return {
    ime: values.ime,
    prezime: values.prezime,
    username: values.username,
    aktivan: values.aktivan,
    permission: values.permission,
    ...numbers,
    idOpstine: optionalId(values.idOpstine),
    idGrada: optionalId(values.idGrada),
    ...(values.datumPocetka !== '' && { datumPocetka: values.datumPocetka }),
    datumOdlaska: values.datumOdlaska === '' ? null : values.datumOdlaska,
  };
}

/** A new worker's form → POST radnici body, checked by the contract's schema (password required, compareTo). */
export function parseCreateForm(values: RadnikFormValues, locale: FieldLocale): Parsed<RadnikCreate> {
  const { issues, numbers } = parseNumbers(values, locale);
  const body = {
    ...commonBody(values, numbers),
    jezik: 'sr' as const,
    password: values.password,
    confirmPassword: values.confirmPassword,
  };
  const parsed = radnikCreateSchema.safeParse(body);
  const schemaIssues = parsed.success ? {} : issuesOf<RadnikFormField>(parsed.error, body, issues);
  const password = schemaIssues.password ? undefined : passwordIssue(values.password, values.username.trim());
  const confirmPassword = confirmationIssue(values.confirmPassword);
  const all = {
    ...issues,
    ...schemaIssues,
    ...(password && { password }),
    ...(confirmPassword && { confirmPassword }),
  };
  if (Object.keys(all).length > 0 || !parsed.success) return { ok: false, issues: all };
  return { ok: true, body: parsed.data };
}

/** An existing worker's form → PUT radnici body with the `verzija` read and the account's language kept. */
export function parseUpdateForm(
  values: RadnikFormValues,
  radnik: Pick<Radnik, 'id' | 'verzija' | 'jezik'>,
  locale: FieldLocale,
): Parsed<RadnikUpdate> {
  const { issues, numbers } = parseNumbers(values, locale);
  const body = {
    id: radnik.id,
    verzija: radnik.verzija,
    ...commonBody(values, numbers),
    jezik: radnik.jezik ?? 'sr',
  };
  const parsed = radnikUpdateSchema.safeParse(body);
  const schemaIssues = parsed.success ? {} : issuesOf<RadnikFormField>(parsed.error, body, issues);
  const all = { ...issues, ...schemaIssues };
  if (Object.keys(all).length > 0 || !parsed.success) return { ok: false, issues: all };
  return { ok: true, body: parsed.data };
}

export interface SessionUser {
  id: number;
  roles: readonly string[];
}

/** What the signed-in user may do on a worker form; the server enforces the same rules. */
export interface RadnikAccess {
  /** Any field may be changed and the form saved. */
  canEdit: boolean;
  /** Username, status, role, leave days and the cost of work (otherwise only name and place). */
  canEditPrivileged: boolean;
  /** Role and status: an Admin may not demote or deactivate their own account. */
  canEditRoleAndStatus: boolean;
  /** Only an Admin grants the Admin role; the server refuses it to a Demo login. */
  canGrantAdmin: boolean;
  /** Change password: the worker's own record only. */
  canChangePassword: boolean;
  /** Reset password: Admin only. */
  canResetPassword: boolean;
}

/** Access to a worker form (the permission module's answers); `radnik` is null for a new worker. */
export function radnikAccess(user: SessionUser, radnik: Pick<Radnik, 'id' | 'permission'> | null): RadnikAccess {
  // Unknown role names match no rule of the module.
  const korisnik = { id: user.id, roles: user.roles as readonly Role[] };
  const canGrantAdmin = moze(korisnik, 'radnici.dodelaAdmina');
  if (radnik === null) {
    const canCreate = moze(korisnik, 'radnici.unos');
    return {
      canEdit: canCreate,
      canEditPrivileged: canCreate,
      canEditRoleAndStatus: canCreate,
      canGrantAdmin,
      canChangePassword: false,
      canResetPassword: false,
    };
  }
  const isOwn = user.id === radnik.id;
  const zapis = { radnikId: radnik.id, permission: radnik.permission };
  const canEdit = moze(korisnik, 'radnici.izmena', zapis);
  const canEditPrivileged = canEdit && moze(korisnik, 'radnici.izmenaPovlascenih', zapis);
  return {
    canEdit,
    canEditPrivileged,
    // An Admin may not demote or deactivate their own account (the server answers 409).
    canEditRoleAndStatus: canEditPrivileged && !(isOwn && radnik.permission === 'Admin'),
    canGrantAdmin,
    canChangePassword: moze(korisnik, 'radnici.promenaLozinke', { radnikId: radnik.id }),
    canResetPassword: moze(korisnik, 'radnici.resetLozinke'),
  };
}

/** The role options: Admin only for an Admin, and the record's current role always (e.g. the Demo login's). */
export function roleOptions(canGrantAdmin: boolean, current?: Role): Role[] {
  const roles = GRANTABLE_ROLES.filter((role) => role !== 'Admin' || canGrantAdmin);
  return current && !roles.includes(current) ? [...roles, current] : roles;
}

/** Form values checked by a contract schema (the password dialogs), and a new password by the password policy. */
export function parseWithSchema<T>(
  schema: z.ZodType<T>,
  values: Record<string, unknown>,
  newPassword?: { field: string; username: string; confirmField?: string },
): { ok: true; body: T } | { ok: false; issues: FormIssues<string> } {
  const parsed = schema.safeParse(values);
  const issues: FormIssues<string> = parsed.success ? {} : issuesOf(parsed.error, values);
  if (newPassword && !issues[newPassword.field]) {
    const issue = passwordIssue(String(values[newPassword.field] ?? ''), newPassword.username);
    if (issue) issues[newPassword.field] = issue;
  }
  const confirmField = newPassword?.confirmField;
  const confirmation = confirmField === undefined ? undefined : confirmationIssue(values[confirmField]);
  if (confirmField !== undefined && confirmation) issues[confirmField] = confirmation;
  return parsed.success && Object.keys(issues).length === 0 ? { ok: true, body: parsed.data } : { ok: false, issues };
}
