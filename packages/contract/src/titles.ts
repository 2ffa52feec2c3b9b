/**
 * Page titles are prefixed 'RP' (part 1 §1). The old portal's section names are renamed: Masine = Oprema,
 * Main = Početna, Poslovi = Projekti, Status = Zadaci, Index = Smart-Chart.
 */
export const TITLE_PREFIX = 'RP';

export function pageTitle(title: string): string {
  return title ? `${TITLE_PREFIX} - ${title}` : TITLE_PREFIX;
}
