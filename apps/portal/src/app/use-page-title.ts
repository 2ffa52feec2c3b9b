import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '@rp/contract';

/** Sets the document title, prefixed 'RP' (part 1 §1). */
export function usePageTitle(titleKey: string) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = pageTitle(t(titleKey));
  }, [t, titleKey, i18n.language]);
}
