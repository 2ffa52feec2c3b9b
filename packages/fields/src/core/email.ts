import { ATEXT, has } from './char-classes.ts';
import { isIpv4, scanHostName } from './host.ts';
import { fail, ok } from './result.ts';
import type { Result, TextOptions } from './types.ts';

/** RFC 5321 limits: 254 characters in all, 64 in the local part. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

function isLocalPart(text: string, end: number): boolean {
  if (end === 0 || end > EMAIL_LOCAL_MAX_LENGTH) return false;
  let previousDot = true;
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 46) {
      if (previousDot) return false;
      previousDot = true;
    } else if (has(ATEXT, code)) previousDot = false;
    else return false;
  }
  return !previousDot;
}

/**
 * EMAIL: a local part of allowed characters, '@', then a host name or an IPv4 address, bracketed
 * ('[10.0.0.1]') or plain. One pass over the input.
 */
export function parseEmail(text: string, options: TextOptions = {}): Result<string> {
  const value = text.trim();
  if (value === '') return fail('EMPTY');
  if (value.length > (options.maxLength ?? EMAIL_MAX_LENGTH)) return fail('TOO_LONG');
  const at = value.indexOf('@');
  if (at === -1 || !isLocalPart(value, at)) return fail('INVALID_EMAIL');
  const start = at + 1;
  const end = value.length;
  if (value[start] === '[') {
    return value[end - 1] === ']' && isIpv4(value, start + 1, end - 1) ? ok(value) : fail('INVALID_EMAIL');
  }
  if (isIpv4(value, start, end)) return ok(value);
  const host = scanHostName(value, start);
  if (host === null || host.end !== end || host.labels < 2 || !host.lastIsLetters || host.lastLength < 2) {
    return fail('INVALID_EMAIL');
  }
  return ok(value);
}
