import type { Language } from '../i18n/i18n.ts';

/**
 * The help pages (part 1 §2 help popup): one HTML file per screen of the route table and language, served with the
 * portal from `public/help/{language}/{routeId}.html`. A page is an `<article data-help-screen="{routeId}">`; the
 * mark tells a page from the portal's own index.html, which a server may answer for any unknown path.
 */
export function helpPagePath(language: Language, screen: string): string {
  return `${import.meta.env.BASE_URL}help/${language}/${encodeURIComponent(screen)}.html`;
}

/** The page of `screen` in `language`; throws when there is none (the popup then reports code 30). */
export async function loadHelpPage(language: Language, screen: string, fetchPage = fetch): Promise<string> {
  const response = await fetchPage(helpPagePath(language, screen), { headers: { accept: 'text/html' } });
  const html = response.ok ? await response.text() : '';
  if (!html.includes(`data-help-screen="${screen}"`)) throw new Error('');
  return html;
}
