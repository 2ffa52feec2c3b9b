import { fail, ok } from './result.ts';
import { localeSymbols } from './locale.ts';
import type { ErrorCode, FieldLocale, NumberOptions, Result } from './types.ts';

/** The product's default number format (part 2 §9): no grouping, two decimals. */
export const DEFAULT_NUMBER_FORMAT = '##0.00';

const CODE_0 = 48;
const CODE_9 = 57;

function isDigitCode(code: number): boolean {
  return code >= CODE_0 && code <= CODE_9;
}

/**
 * Reads `[sign] digits [decimal digits]` with optional grouping in one pass and returns the value, or null.
 * Grouping, when allowed, must be well placed: 1–3 leading digits, then groups of exactly three.
 */
export function scanDecimal(
  text: string,
  decimal: string,
  group: string | null,
  allowFraction: boolean,
  allowSign = true,
): number | null {
  const length = text.length;
  let i = 0;
  let negative = false;
  if (allowSign && i < length && (text[i] === '-' || text[i] === '+')) {
    negative = text[i] === '-';
    i++;
  }
  let digits = '';
  let runLength = 0;
  let grouped = false;
  while (i < length) {
    const code = text.charCodeAt(i);
    if (isDigitCode(code)) {
      digits += text[i];
      runLength++;
      i++;
    } else if (group !== null && text[i] === group) {
      if (runLength === 0 || (grouped ? runLength !== 3 : runLength > 3)) return null;
      grouped = true;
      runLength = 0;
      i++;
    } else break;
  }
  if (grouped && runLength !== 3) return null;
  let fraction = '';
  if (i < length && text[i] === decimal) {
    if (!allowFraction) return null;
    i++;
    while (i < length && isDigitCode(text.charCodeAt(i))) {
      fraction += text[i];
      i++;
    }
    if (fraction === '') return null;
  }
  if (i !== length || (digits === '' && fraction === '')) return null;
  const value = Number(fraction === '' ? digits : `${digits || '0'}.${fraction}`);
  if (value === 0) return 0;
  return negative ? -value : value;
}

function parseNumberText(
  text: string,
  options: NumberOptions,
  allowFraction: boolean,
  code: ErrorCode,
): Result<number> {
  const trimmed = text.trim();
  if (trimmed === '') return fail('EMPTY');
  const symbols = localeSymbols(options.locale);
  const value = scanDecimal(trimmed, symbols.decimal, options.allowGrouping ? symbols.group : null, allowFraction);
  if (value === null) return fail(code);
  if (!Number.isFinite(value)) return fail('OUT_OF_RANGE');
  return ok(value);
}

/** INTEGER: optional sign, digits. Values beyond ±(2^53 − 1) fail with OUT_OF_RANGE. */
export function parseInteger(text: string, options: NumberOptions = {}): Result<number> {
  const result = parseNumberText(text, options, false, 'INVALID_INTEGER');
  if (result.ok && !Number.isSafeInteger(result.value)) return fail('OUT_OF_RANGE');
  return result;
}

/** DOUBLE: optional sign, digits, one optional locale decimal separator. */
export function parseDouble(text: string, options: NumberOptions = {}): Result<number> {
  return parseNumberText(text, options, true, 'INVALID_NUMBER');
}

/** PERCENTILE: like DOUBLE; a trailing '%' is tolerated. The value is the number as typed (12,5 → 12.5). */
export function parsePercentile(text: string, options: NumberOptions = {}): Result<number> {
  const trimmed = text.trim();
  const withoutSign = trimmed.endsWith('%') ? trimmed.slice(0, -1) : trimmed;
  if (withoutSign !== trimmed && withoutSign.trim() === '') return fail('INVALID_NUMBER');
  return parseNumberText(withoutSign, options, true, 'INVALID_NUMBER');
}

interface NumberPattern {
  readonly grouping: boolean;
  readonly minInteger: number;
  readonly minFraction: number;
  readonly maxFraction: number;
}

const patternCache = new Map<string, NumberPattern>();

/** Reads a pattern such as '##0.00', '#,##0.00', '0', '#,##0' or '0.###'. */
function readPattern(pattern: string): NumberPattern {
  const cached = patternCache.get(pattern);
  if (cached) return cached;
  const dot = pattern.indexOf('.');
  const integerPart = dot === -1 ? pattern : pattern.slice(0, dot);
  const fractionPart = dot === -1 ? '' : pattern.slice(dot + 1);
  const count = (part: string, char: string) => part.split(char).length - 1;
  const parsed: NumberPattern = {
    grouping: integerPart.includes(','),
    minInteger: Math.max(1, count(integerPart, '0')),
    minFraction: count(fractionPart, '0'),
    maxFraction: count(fractionPart, '0') + count(fractionPart, '#'),
  };
  patternCache.set(pattern, parsed);
  return parsed;
}

/** Rounds half away from zero on the decimal digits (1.005 → 1.01), which `toFixed` alone gets wrong. */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return value;
  const magnitude = Number(`${Math.round(Number(`${Math.abs(value)}e${decimals}`))}e-${decimals}`);
  if (magnitude === 0) return 0;
  return value < 0 ? -magnitude : magnitude;
}

function groupDigits(digits: string, separator: string): string {
  let out = '';
  const first = digits.length % 3 || 3;
  out = digits.slice(0, first);
  for (let i = first; i < digits.length; i += 3) out += separator + digits.slice(i, i + 3);
  return out;
}

export interface FormatNumberOptions {
  readonly locale?: FieldLocale;
  /** Default '##0.00'. */
  readonly pattern?: string;
}

/** Formats a number with a pattern in the locale's separators; non-finite values give ''. */
export function formatNumber(value: number, options: FormatNumberOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  const symbols = localeSymbols(options.locale);
  const pattern = readPattern(options.pattern ?? DEFAULT_NUMBER_FORMAT);
  const rounded = roundTo(value, pattern.maxFraction);
  const fixed = Math.abs(rounded).toFixed(pattern.maxFraction);
  const dot = fixed.indexOf('.');
  let integer = dot === -1 ? fixed : fixed.slice(0, dot);
  let fraction = dot === -1 ? '' : fixed.slice(dot + 1);
  while (fraction.length > pattern.minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  integer = integer.padStart(pattern.minInteger, '0');
  if (pattern.grouping) integer = groupDigits(integer, symbols.group);
  const body = fraction === '' ? integer : `${integer}${symbols.decimal}${fraction}`;
  return rounded < 0 ? `-${body}` : body;
}

/** Formats an integer; with `grouping` Serbian shows '1.234.567', English '1,234,567'. */
export function formatInteger(value: number, options: { locale?: FieldLocale; grouping?: boolean } = {}): string {
  return formatNumber(Math.trunc(value), { locale: options.locale, pattern: options.grouping ? '#,##0' : '0' });
}

/** Formats a DOUBLE or PERCENTILE value; default pattern '##0.00'. */
export function formatDouble(value: number, options: FormatNumberOptions = {}): string {
  return formatNumber(value, options);
}

/**
 * The rule for agreed price, area and price: anything that is not a finite number becomes 0.
 * Strings are read in the locale, with or without grouping.
 */
export function toNumberOrZero(input: unknown, options: { locale?: FieldLocale } = {}): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input + 0 : 0;
  if (typeof input !== 'string') return 0;
  const parsed = parseDouble(input, { locale: options.locale, allowGrouping: true });
  return parsed.ok ? parsed.value : 0;
}
