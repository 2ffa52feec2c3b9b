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

/** Numbers the Serbian way by default: '.' groups thousands, ',' separates decimals. */
function formatNumber(value: number, decimals = 0, locale = 'sr-Latn-RS'): string {
  return new Intl.NumberFormat(toIntlLocale(locale), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: 'always',
  }).format(value);
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

export { toIntlLocale, formatNumber, formatDistance, formatEuro };
