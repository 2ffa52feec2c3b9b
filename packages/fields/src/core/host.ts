import { ALNUM, LETTER, has, isDigit } from './char-classes.ts';

export interface HostScan {
  /** Index just after the host name. */
  readonly end: number;
  readonly labels: number;
  /** Length of the last label, and whether it holds letters only. */
  readonly lastLength: number;
  readonly lastIsLetters: boolean;
}

/**
 * Scans a dotted host name from `start` in one pass: labels of letters, digits and inner hyphens, 1–63
 * characters each. Returns null when a label is empty, too long or starts or ends with '-'.
 */
export function scanHostName(text: string, start: number): HostScan | null {
  let i = start;
  let labels = 0;
  for (;;) {
    const labelStart = i;
    let letters = true;
    while (i < text.length) {
      const code = text.charCodeAt(i);
      if (has(ALNUM, code)) {
        if (!has(LETTER, code)) letters = false;
      } else if (code === 45) {
        letters = false;
      } else break;
      i++;
    }
    const length = i - labelStart;
    if (length === 0 || length > 63 || text[labelStart] === '-' || text[i - 1] === '-') return null;
    labels++;
    if (text[i] === '.') {
      i++;
      continue;
    }
    return { end: i, labels, lastLength: length, lastIsLetters: letters };
  }
}

/** A dotted-quad IPv4 address filling `text` from `start` to `end`, each part 0–255 without leading zeros. */
export function isIpv4(text: string, start: number, end: number): boolean {
  let parts = 0;
  let i = start;
  while (parts < 4) {
    const partStart = i;
    let value = 0;
    while (i < end && i - partStart < 3 && isDigit(text.charCodeAt(i))) {
      value = value * 10 + text.charCodeAt(i) - 48;
      i++;
    }
    const length = i - partStart;
    if (length === 0 || value > 255 || (length > 1 && text[partStart] === '0')) return false;
    parts++;
    if (parts < 4) {
      if (text[i] !== '.') return false;
      i++;
    }
  }
  return i === end;
}
