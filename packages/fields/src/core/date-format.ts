import { inZone, makeZonedDate } from './zone.ts';

type FieldName = 'day' | 'month' | 'year' | 'year2' | 'hour' | 'minute' | 'second';

type Token =
  | { readonly kind: 'field'; readonly field: FieldName; readonly width: number }
  | { readonly kind: 'literal'; readonly text: string; readonly separator: boolean };

export interface CompiledPattern {
  readonly pattern: string;
  readonly tokens: readonly Token[];
}

const FIELD_OF: Readonly<Record<string, FieldName>> = {
  d: 'day',
  M: 'month',
  y: 'year',
  H: 'hour',
  m: 'minute',
  s: 'second',
};

const SEPARATORS = ' /.-';

function isSeparatorText(text: string): boolean {
  for (const char of text) if (!SEPARATORS.includes(char)) return false;
  return true;
}

const compiled = new Map<string, CompiledPattern>();

/**
 * Compiles a date pattern once: d, dd, M, MM, yy, yyyy, H, HH, m, mm, s, ss and literals ('quoted'
 * text too). The spec's 'DD/MM/YYYY' spelling is read as 'dd/MM/yyyy'.
 */
export function compilePattern(pattern: string): CompiledPattern {
  const cached = compiled.get(pattern);
  if (cached) return cached;
  const tokens: Token[] = [];
  let literal = '';
  const pushLiteral = () => {
    if (literal !== '') tokens.push({ kind: 'literal', text: literal, separator: isSeparatorText(literal) });
    literal = '';
  };
  let i = 0;
  while (i < pattern.length) {
    const raw = pattern[i] ?? '';
    if (raw === "'") {
      const close = pattern.indexOf("'", i + 1);
      const end = close === -1 ? pattern.length : close;
      literal += pattern.slice(i + 1, end);
      i = end + 1;
      continue;
    }
    const char = raw === 'D' ? 'd' : raw === 'Y' ? 'y' : raw;
    const field = FIELD_OF[char];
    if (field === undefined) {
      literal += raw;
      i++;
      continue;
    }
    let j = i + 1;
    while (j < pattern.length && pattern[j] === raw) j++;
    const width = j - i;
    pushLiteral();
    tokens.push({ kind: 'field', field: field === 'year' && width === 2 ? 'year2' : field, width });
    i = j;
  }
  pushLiteral();
  const result = { pattern, tokens };
  compiled.set(pattern, result);
  return result;
}

const TIME_FIELDS: ReadonlySet<FieldName> = new Set(['hour', 'minute', 'second']);

function onlyTimeLeft(tokens: readonly Token[], from: number): boolean {
  for (let k = from; k < tokens.length; k++) {
    const token = tokens[k];
    if (token?.kind === 'field' && !TIME_FIELDS.has(token.field)) return false;
  }
  return true;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** A two-digit year lands within 20 years ahead of, or 80 years behind, the reference year. */
export function expandTwoDigitYear(twoDigits: number, referenceYear: number): number {
  const century = Math.floor(referenceYear / 100) * 100;
  const candidate = century + twoDigits;
  return candidate > referenceYear + 20 ? candidate - 100 : candidate;
}

export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * Reads `text` against a compiled pattern, leniently: any of ' /.-' stands for any separator, separators
 * may be left out between full-width fields ('21112026'), single-digit days and months are fine, a
 * trailing '.' is allowed (Serbian '21.11.2026.'), and a missing time part means 00:00:00.
 */
export function readDateParts(text: string, pattern: CompiledPattern, referenceYear: () => number): DateParts | null {
  const parts: DateParts = { year: Number.NaN, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  const { tokens } = pattern;
  let i = 0;
  let previousFull = false;
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k];
    if (token === undefined) break;
    if (i >= text.length && onlyTimeLeft(tokens, k)) break;
    if (token.kind === 'literal') {
      if (token.separator) {
        const start = i;
        while (i < text.length && SEPARATORS.includes(text[i] ?? '')) i++;
        if (i === start && !previousFull) return null;
      } else if (token.text === 'T' && (text[i] === 'T' || text[i] === 't' || text[i] === ' ')) {
        i++;
      } else if (text.startsWith(token.text, i)) {
        i += token.text.length;
      } else return null;
      previousFull = false;
      continue;
    }
    const maxDigits = token.field === 'year' || token.field === 'year2' ? 4 : 2;
    const start = i;
    let value = 0;
    while (i < text.length && i - start < maxDigits) {
      const code = text.charCodeAt(i);
      if (code < 48 || code > 57) break;
      value = value * 10 + code - 48;
      i++;
    }
    const digits = i - start;
    if (digits === 0) return null;
    previousFull = digits === maxDigits;
    switch (token.field) {
      case 'year':
      case 'year2':
        if (digits === 2) parts.year = expandTwoDigitYear(value, referenceYear());
        else if (digits === 4) parts.year = value;
        else return null;
        previousFull = true;
        break;
      case 'month':
        parts.month = value;
        break;
      case 'day':
        parts.day = value;
        break;
      case 'hour':
        parts.hour = value;
        break;
      case 'minute':
        parts.minute = value;
        break;
      case 'second':
        parts.second = value;
        break;
    }
  }
  if (i === text.length - 1 && text[i] === '.') i++;
  if (i !== text.length) return null;
  if (Number.isNaN(parts.year)) parts.year = referenceYear();
  if (parts.month < 1 || parts.month > 12) return null;
  if (parts.day < 1 || parts.day > daysInMonth(parts.year, parts.month)) return null;
  if (parts.hour > 23 || parts.minute > 59 || parts.second > 59) return null;
  return parts;
}

/** The instant of the parts as a wall-clock time in `timeZone` (or the runtime zone). */
export function datePartsToDate(parts: DateParts, timeZone: string | undefined): Date {
  return makeZonedDate(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second, timeZone);
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Formats an instant with a compiled pattern as seen on the wall clock of `timeZone`. */
export function formatWithPattern(date: Date, pattern: CompiledPattern, timeZone: string | undefined): string {
  const zoned = inZone(date, timeZone);
  let out = '';
  for (const token of pattern.tokens) {
    if (token.kind === 'literal') {
      out += token.text;
      continue;
    }
    switch (token.field) {
      case 'year':
        out += pad(zoned.getFullYear(), token.width);
        break;
      case 'year2':
        out += pad(zoned.getFullYear() % 100, 2);
        break;
      case 'month':
        out += pad(zoned.getMonth() + 1, token.width);
        break;
      case 'day':
        out += pad(zoned.getDate(), token.width);
        break;
      case 'hour':
        out += pad(zoned.getHours(), token.width);
        break;
      case 'minute':
        out += pad(zoned.getMinutes(), token.width);
        break;
      case 'second':
        out += pad(zoned.getSeconds(), token.width);
        break;
    }
  }
  return out;
}
