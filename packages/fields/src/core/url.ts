import { HEX, PATH_CHAR, SCHEME_CHAR, LETTER, has, isDigit } from './char-classes.ts';
import { scanHostName } from './host.ts';
import { fail, ok } from './result.ts';
import type { Result, TextOptions } from './types.ts';

/** Longer URLs fail with TOO_LONG (2,048 is the classic browser limit). */
export const URL_MAX_LENGTH = 2048;

/** Reads path, query and fragment characters; non-ASCII letters are allowed, whitespace is not. */
function scanPathChars(text: string, start: number, allowQuestion: boolean): number {
  let i = start;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (has(PATH_CHAR, code) || (allowQuestion && code === 63)) i++;
    else if (code === 37) {
      if (!has(HEX, text.charCodeAt(i + 1)) || !has(HEX, text.charCodeAt(i + 2))) return -1;
      i += 3;
    } else if (code > 127 && !/\s/.test(text[i] ?? '')) i++;
    else break;
  }
  return i;
}

/**
 * URL: an optional scheme ('https://'), a host whose domain ends in 2–4 letters, an optional port, then
 * path, query and fragment. A single left-to-right scan, so adversarial inputs cost linear time.
 */
export function parseUrl(text: string, options: TextOptions = {}): Result<string> {
  const value = text.trim();
  if (value === '') return fail('EMPTY');
  if (value.length > (options.maxLength ?? URL_MAX_LENGTH)) return fail('TOO_LONG');
  let i = 0;
  if (has(LETTER, value.charCodeAt(0))) {
    let j = 1;
    while (j < value.length && has(SCHEME_CHAR, value.charCodeAt(j))) j++;
    if (value.startsWith('://', j)) i = j + 3;
  }
  const host = scanHostName(value, i);
  if (host === null || host.labels < 2 || !host.lastIsLetters || host.lastLength < 2 || host.lastLength > 4) {
    return fail('INVALID_URL');
  }
  i = host.end;
  if (value[i] === ':') {
    i++;
    const portStart = i;
    let port = 0;
    while (i < value.length && i - portStart < 5 && isDigit(value.charCodeAt(i))) {
      port = port * 10 + value.charCodeAt(i) - 48;
      i++;
    }
    if (i === portStart || port > 65535) return fail('INVALID_URL');
  }
  if (value[i] === '/') i = scanPathChars(value, i, false);
  if (i !== -1 && value[i] === '?') i = scanPathChars(value, i + 1, true);
  if (i !== -1 && value[i] === '#') i = scanPathChars(value, i + 1, true);
  return i === value.length ? ok(value) : fail('INVALID_URL');
}
