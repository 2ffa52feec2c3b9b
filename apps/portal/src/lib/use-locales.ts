import { useTranslation } from 'react-i18next';

export interface Locales {
  /** For Intl formatters: 'sr-Latn-RS' or 'en-US'. */
  intl: string;
  /** For the design system's calendars and relative times: 'sr' or 'en'. */
  short: 'sr' | 'en';
}

/** The interface language in the shapes the formatters and the design system want. */
export function useLocales(): Locales {
  const { i18n } = useTranslation();
  return i18n.language === 'sr' ? { intl: 'sr-Latn-RS', short: 'sr' } : { intl: 'en-US', short: 'en' };
}
