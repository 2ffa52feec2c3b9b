import { KLIJENT_SORT, TIPOVI_KLIJENTA, kljucPretrage, type Klijent, type TipKlijenta } from '@rp/contract';
import type { KlijentiFilter } from './api.ts';

/** The list's state in the URL: `?tip=1,3&q=sabac&sort=mesto&smer=desc&prikaz=mapa`. */
export function filterFromParams(params: URLSearchParams): KlijentiFilter {
  const tipovi = (params.get('tip') ?? '')
    .split(',')
    .map(Number)
    .filter((tip): tip is TipKlijenta => (TIPOVI_KLIJENTA as readonly number[]).includes(tip));
  const sort = params.get('sort');
  return {
    tipovi: [...new Set(tipovi)].sort(),
    searchData: (params.get('q') ?? '').trim(),
    sort: KLIJENT_SORT.find((column) => column === sort) ?? 'naziv',
    smer: params.get('smer') === 'desc' ? 'desc' : 'asc',
  };
}

/** The URL's search params for a filter; defaults are left out so the plain list keeps a plain address. */
export function paramsFromFilter(filter: KlijentiFilter, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string, fallback: string) =>
    value === fallback ? params.delete(key) : params.set(key, value);
  set('tip', [...filter.tipovi].sort().join(','), '');
  set('q', filter.searchData, '');
  set('sort', filter.sort, 'naziv');
  set('smer', filter.smer, 'asc');
  return params;
}

// The server's search key (name, registry number, address, place), so a server search never hides what the local one
// showed. Each row's key is built once per row object (a new page brings new objects).
const keys = new WeakMap<Klijent, string>();

function keyOf(klijent: Klijent): string {
  let key = keys.get(klijent);
  if (key === undefined) {
    key = kljucPretrage(
      [klijent.naziv, klijent.maticniBroj, klijent.gradNaziv, klijent.opstinaNaziv, klijent.adresa]
        .filter(Boolean)
        .join(' '),
    );
    keys.set(klijent, key);
  }
  return key;
}

/**
 * The local search over the loaded rows: every word of the query, compared by their accent- and script-free keys
 * ('sabac' finds 'Šabac', 'dj' finds 'đ', 'шабац' finds 'Šabac'), the way the server compares `searchData`.
 */
export function searchLoaded(rows: readonly Klijent[], query: string): Klijent[] {
  const words = kljucPretrage(query).split(' ').filter(Boolean);
  if (words.length === 0) return rows as Klijent[];
  return rows.filter((row) => {
    const key = keyOf(row);
    return words.every((word) => key.includes(word));
  });
}
