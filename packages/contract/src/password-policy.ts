import { ErrorCode } from './error-model.ts';

/**
 * The password rules (OWASP ASVS 5.0 level 2, V6.2): a length counted in characters after NFC, no composition rules,
 * no silent truncation, not only white space, not the username, not a common or breached password. The last rule
 * needs the list the server ships, so `checkPassword` here covers the others and both ends run it.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused, never cut. */
export const PASSWORD_MAX_LENGTH = 128;
/** The most UTF-16 units a password field takes at all (decomposed input may shrink under NFC). */
export const PASSWORD_INPUT_LIMIT = 8 * PASSWORD_MAX_LENGTH;
/** A username shorter than this is not looked for inside a password (every password would contain "a"). */
const MIN_USERNAME_IN_PASSWORD = 3;

export const PASSWORD_RULES = ['tooShort', 'tooLong', 'onlyWhitespace', 'containsUsername', 'common'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** The ErrorCode the server answers for each rule, so that the portal can show its own translation. */
export const PASSWORD_ERROR_CODES = {
  tooShort: ErrorCode.PasswordTooShort,
  tooLong: ErrorCode.PasswordTooLong,
  onlyWhitespace: ErrorCode.PasswordOnlyWhitespace,
  containsUsername: ErrorCode.PasswordContainsUsername,
  common: ErrorCode.PasswordCommon,
} as const satisfies Record<PasswordRule, number>;

/** The server's messages (Serbian); the portal translates by ErrorCode. */
export const PASSWORD_MESSAGES: Record<PasswordRule, string> = {
  tooShort: `Lozinka mora imati bar ${PASSWORD_MIN_LENGTH} znakova.`,
  tooLong: `Lozinka može imati najviše ${PASSWORD_MAX_LENGTH} znakova.`,
  onlyWhitespace: 'Lozinka ne sme biti sastavljena samo od razmaka.',
  containsUsername: 'Lozinka ne sme sadržati korisničko ime.',
  common: 'Ova lozinka je previše česta ili je već procurela. Izaberite drugu.',
};

/** The rule an ErrorCode stands for, if it is a password rule's. */
export function passwordRuleOf(code: number | undefined): PasswordRule | undefined {
  return PASSWORD_RULES.find((rule) => PASSWORD_ERROR_CODES[rule] === code);
}

/** Length in characters as a person counts them (code points after NFC), not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password.normalize('NFC')].length;
}

/** Case and compatibility forms folded, so that `ADMIN`, `Admin` and `ａｄｍｉｎ` are one. */
export function foldForComparison(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** The first rule the password breaks, except `common` (server only), or null when it keeps them. */
export function checkPassword(password: string, username?: string): PasswordRule | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (password.trim() === '') return 'onlyWhitespace';
  const name = foldForComparison(username?.trim() ?? '');
  if (name.length >= MIN_USERNAME_IN_PASSWORD && foldForComparison(password).includes(name)) return 'containsUsername';
  return null;
}
