import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle, type RouteDef } from '@rp/contract';

/** Sets the document title, prefixed 'RP' (part 1 §1). */
export function usePageTitle(titleKey: string) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = pageTitle(t(titleKey));
  }, [t, titleKey, i18n.language]);
}

/**
 * A screen's title key: the route's, or the edit title where one form serves both a new record and an edit of one
 * (the task form: `zadaci.unos?zadatak={id}`).
 */
export function screenTitleKey(def: Pick<RouteDef, 'id' | 'titleKey'>, search: string): string {
  if (def.id === 'zadaci.unos' && new URLSearchParams(search).has('zadatak')) return 'title.zadatakIzmena';
  return def.titleKey;
}
