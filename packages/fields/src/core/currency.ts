import { formatNumber, scanDecimal } from './numbers.ts';
import { localeSymbols } from './locale.ts';
import { fail, ok } from './result.ts';
import type { CurrencyOptions, Result } from './types.ts';

export const DEFAULT_CURRENCY_SYMBOL = '€';

/** Symbols recognised when parsing, besides the one in the options. Longest first so 'EUR' wins over 'E'. */
const KNOWN_SYMBOLS = ['din.', 'EUR', 'RSD', 'USD', 'din', '€', '$'];

function symbolsFor(options: CurrencyOptions): string[] {
  const extra = options.symbol && !KNOWN_SYMBOLS.includes(options.symbol) ? [options.symbol] : [];
  return [...extra, ...KNOWN_SYMBOLS].sort((a, b) => b.length - a.length);
}

function startsWithSymbol(text: string, symbols: readonly string[]): string | null {
  const lower = text.toLowerCase();
  for (const symbol of symbols) if (lower.startsWith(symbol.toLowerCase())) return symbol;
  return null;
}

function endsWithSymbol(text: string, symbols: readonly string[]): string | null {
  const lower = text.toLowerCase();
  for (const symbol of symbols) if (lower.endsWith(symbol.toLowerCase())) return symbol;
  return null;
}

/**
 * CURRENCY: the locale's number format with grouping and decimal separators, an optional minus and an
 * optional currency symbol before or after the amount ('-1.234,56 €', '€-1,234.56', '-$1,234.56', '1234'), with at
 * most `decimals` (default 2) digits after the decimal separator.
 */
export function parseCurrency(text: string, options: CurrencyOptions = {}): Result<number> {
  let rest = text.trim();
  if (rest === '') return fail('EMPTY');
  const symbols = symbolsFor(options);
  let negative = false;
  if (rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1).trimStart();
  }
  const prefix = startsWithSymbol(rest, symbols);
  if (prefix !== null) {
    rest = rest.slice(prefix.length).trimStart();
    if (!negative && rest.startsWith('-')) {
      negative = true;
      rest = rest.slice(1).trimStart();
    }
  } else {
    const suffix = endsWithSymbol(rest, symbols);
    if (suffix !== null) rest = rest.slice(0, rest.length - suffix.length).trimEnd();
  }
  const { decimal, group } = localeSymbols(options.locale);
  const value = scanDecimal(rest, decimal, group, true, false);
  if (value === null) return fail('INVALID_CURRENCY');
  // More decimals than the currency has is another locale's grouping, not cents: '156.000' typed on an English
  // screen is 156 thousand to its writer, and would be saved as 156.
  const point = rest.indexOf(decimal);
  if (point >= 0 && rest.length - point - 1 > (options.decimals ?? 2)) return fail('INVALID_CURRENCY');
  if (!Number.isFinite(value)) return fail('OUT_OF_RANGE');
  return ok(negative && value !== 0 ? -value : value);
}

/** Formats an amount with grouping: Serbian '1.234,56 €', English '€1,234.56'; negative amounts lead with '-'. */
export function formatCurrency(value: number, options: CurrencyOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  const decimals = options.decimals ?? 2;
  const pattern = decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
  const formatted = formatNumber(value, { locale: options.locale, pattern });
  const negative = formatted.startsWith('-');
  const amount = negative ? formatted.slice(1) : formatted;
  const symbol = options.symbol ?? DEFAULT_CURRENCY_SYMBOL;
  const position = options.position ?? localeSymbols(options.locale).currencyPosition;
  const body = symbol === '' ? amount : position === 'prefix' ? `${symbol}${amount}` : `${amount} ${symbol}`;
  return negative ? `-${body}` : body;
}
