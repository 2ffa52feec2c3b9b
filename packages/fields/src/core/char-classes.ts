// Character tables for the linear URL and e-mail scanners: one lookup per character, no backtracking.

function table(chars: string): Uint8Array {
  const out = new Uint8Array(128);
  for (let i = 0; i < chars.length; i++) out[chars.charCodeAt(i)] = 1;
  return out;
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';

export const LETTER = table(LOWER + UPPER);
export const ALNUM = table(LOWER + UPPER + DIGITS);
export const SCHEME_CHAR = table(LOWER + UPPER + DIGITS + '+.-');
/** RFC 3986 pchar without '%', which is checked separately as a percent-encoding. */
export const PATH_CHAR = table(LOWER + UPPER + DIGITS + "-._~!$&'()*+,;=:@/");
/** RFC 5322 atext: what an unquoted local part may hold besides dots. */
export const ATEXT = table(LOWER + UPPER + DIGITS + "!#$%&'*+/=?^_`{|}~-");
export const HEX = table(DIGITS + 'abcdefABCDEF');

export function has(tableOf: Uint8Array, code: number): boolean {
  return code < 128 && tableOf[code] === 1;
}

export function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
