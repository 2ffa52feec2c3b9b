import type { FieldLocale, LocaleSymbols } from './types.ts';

export const LOCALES: Readonly<Record<FieldLocale, LocaleSymbols>> = {
  sr: { decimal: ',', group: '.', currencyPosition: 'suffix' },
  en: { decimal: '.', group: ',', currencyPosition: 'prefix' },
};

/** The product's interface language is Serbian, so it is the default everywhere. */
export const DEFAULT_LOCALE: FieldLocale = 'sr';

export function localeSymbols(locale: FieldLocale = DEFAULT_LOCALE): LocaleSymbols {
  return LOCALES[locale];
}

/** Maps a language tag ('sr', 'sr-Latn', 'sr_RS', 'en', 'en_US', 'en-GB') to a field locale; unknown tags give Serbian. */
export function resolveLocale(tag: string | null | undefined): FieldLocale {
  const lower = (tag ?? '').trim().toLowerCase();
  return lower === 'en' || lower.startsWith('en-') || lower.startsWith('en_') ? 'en' : DEFAULT_LOCALE;
}
