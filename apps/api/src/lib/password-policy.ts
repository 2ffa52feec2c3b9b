import {
  PASSWORD_ERROR_CODES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  checkPassword,
  foldForComparison,
  type PasswordRule,
} from '@rp/contract';
import { HttpError } from './http-error.ts';

/** Common local choices the shipped English-centred list lacks. */
const LOCAL_COMMON = [
  'lozinka',
  'lozinka1',
  'lozinka12',
  'lozinka123',
  'lozinka1234',
  'sifra',
  'sifra1',
  'sifra12',
  'sifra123',
  'sifra1234',
  'šifra123',
  'beograd',
  'beograd1',
  'beograd123',
  'novisad',
  'novisad1',
  'novisad123',
  'srbija',
  'srbija123',
  'srbija1234',
  'zvezda',
  'crvenazvezda',
  'partizan',
  'partizan1',
  'volimte',
  'volimte123',
  'ljubav123',
  'procena',
  'procena123',
];

let common: Promise<Set<string>> | undefined;

/**
 * The common and breached passwords shipped with the server: the ~49,000 of @zxcvbn-ts/language-common (MIT; drawn
 * from leaked password corpora) plus local ones. Loaded on first use (about 30 ms), then kept.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set([...dictionary['passwords-common'], ...LOCAL_COMMON].map(foldForComparison)),
  );
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswords();
  const folded = foldForComparison(password);
  return list.has(folded) || list.has(folded.trim());
}

/** The first rule of the password policy the password breaks, the list of common passwords included. */
export async function passwordRuleBroken(password: string, username?: string): Promise<PasswordRule | null> {
  return checkPassword(password, username) ?? ((await isCommonPassword(password)) ? 'common' : null);
}

/** The rules in English, for the operator's command line (create-admin, ADMIN_PASSWORD). */
export const PASSWORD_MESSAGES_EN: Record<PasswordRule, string> = {
  tooShort: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`,
  onlyWhitespace: 'The password must not be only spaces.',
  containsUsername: 'The password must not contain the username.',
  common: 'This password is too common or has been leaked. Choose another.',
};

export function passwordRefused(rule: PasswordRule): HttpError {
  return new HttpError(400, PASSWORD_MESSAGES[rule], { errorCode: PASSWORD_ERROR_CODES[rule] });
}

/** Refuses (400, the rule's own ErrorCode) a new password that breaks the policy. */
export async function assertPasswordAllowed(password: string, username?: string): Promise<void> {
  const rule = await passwordRuleBroken(password, username);
  if (rule) throw passwordRefused(rule);
}
