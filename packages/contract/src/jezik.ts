// The languages of the server's messages without their catalogue (poruke.ts): the API client names the screen's
// language in every call, and the catalogue's table is not part of the portal's first bundle.

/**
 * The languages the server answers in: Serbian (the product's language, and the wording the specification quotes) and
 * English. Accounts store `sr` / `en_US`; both map here.
 */
export type JezikPoruka = 'sr' | 'en';

/**
 * The header in which the portal names the language its screen shows: it wins over the account's setting and
 * `Accept-Language`, so a screen never mixes languages (the browser's own Accept-Language is always sent).
 */
export const JEZIK_HEADER = 'x-rp-jezik';

/** The language of an account's setting (`sr`, `en_US`), of an `Accept-Language` tag, or undefined for another. */
export function jezikOd(value: string | null | undefined): JezikPoruka | undefined {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'en') return 'en';
  // Serbian, and the languages that read Serbian Latin as their own.
  if (primary === 'sr' || primary === 'sh' || primary === 'hr' || primary === 'bs' || primary === 'cnr') return 'sr';
  return undefined;
}

/** The caller's language from an `Accept-Language` header: its most preferred language we speak, else Serbian. */
export function jezikIzZaglavlja(header: string | null | undefined): JezikPoruka {
  if (!header) return 'sr';
  let best: { jezik: JezikPoruka; q: number } | undefined;
  for (const part of header.slice(0, 500).split(',')) {
    const [tag, ...params] = part.split(';');
    const jezik = jezikOd(tag);
    if (!jezik) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { jezik, q };
  }
  return best?.jezik ?? 'sr';
}
