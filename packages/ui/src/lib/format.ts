/**
 * A BCP 47 tag Intl accepts, from the product's language codes too: 'sr' → 'sr-Latn-RS' (Latin script),
 * 'en_US' → 'en-US'. Anything unusable falls back to Serbian.
 */
function toIntlLocale(locale: string | undefined): string {
  if (!locale) return 'sr-Latn-RS';
  const tag = locale.replace(/_/g, '-');
  if (tag === 'sr' || tag === 'sr-RS' || tag === 'sr-Latn') return 'sr-Latn-RS';
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'sr-Latn-RS';
  } catch {
    return 'sr-Latn-RS';
  }
}

/**
 * The product's number format in every interface language (part 1 §9: thousands separator '.'), so '.' groups
 * thousands and ',' separates decimals on an English screen too. The locale argument is accepted from callers that
 * pass their language and does not change the symbols.
 */
const NUMBER_LOCALE = 'sr-Latn-RS';

/**
 * One formatter per kind and number of decimals, made on first use: building an Intl.NumberFormat costs far more than
 * formatting with one (a map of 5,000 price labels or a list's every cell).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(NUMBER_LOCALE, options);
    formatters.set(key, made);
  }
  return made;
}

function formatNumber(value: number, decimals = 0, _locale?: string): string {
  return formatter(`fixed:${decimals}`, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: 'always',
  }).format(value);
}

/** Like formatNumber, with as many decimals as the value needs, at most `maxDecimals`: 1234.5 → '1.234,5'. */
function formatDecimal(value: number, maxDecimals = 2): string {
  return formatter(`max:${maxDecimals}`, { maximumFractionDigits: maxDecimals, useGrouping: 'always' }).format(value);
}

/** Distance from metres (part 1 §9): up to 2 km in whole metres, beyond in km with 2 decimals. */
function formatDistance(meters: number, locale = 'sr-Latn-RS'): string {
  if (!Number.isFinite(meters) || meters < 0) return '';
  if (meters <= 2000) return `${formatNumber(Math.round(meters), 0, locale)} m`;
  return `${formatNumber(meters / 1000, 2, locale)} km`;
}

function formatEuro(value: number, decimals = 0, locale = 'sr-Latn-RS'): string {
  return `${formatNumber(value, decimals, locale)} €`;
}

export { toIntlLocale, formatNumber, formatDecimal, formatDistance, formatEuro };
