import type { Drzava } from '@rp/contract';

/** The country a new place is picked in unless another is chosen (part 1 and part 2 §5: default Serbia). */
const DEFAULT_DRZAVA_KOD = 'RS';

/** The default country of the register's list: Serbia by its code, else the list's first. */
export function defaultDrzava(drzave: readonly Drzava[] | undefined): Drzava | undefined {
  return drzave?.find((drzava) => drzava.kod === DEFAULT_DRZAVA_KOD) ?? drzave?.[0];
}

/**
 * A country's name on a screen in `language` (the portal's 'sr' or 'en'): the register's own name (Serbian) on a
 * Serbian screen, else the name the browser gives its ISO code ('RS' → 'Serbia'), so that an English screen does not
 * show 'Srbija'. A country without a code, or a browser without the name, keeps the register's name.
 */
export function drzavaNaziv(drzava: Drzava, language: string): string {
  if (language === 'sr' || !drzava.kod) return drzava.naziv;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(drzava.kod) ?? drzava.naziv;
  } catch {
    return drzava.naziv;
  }
}
