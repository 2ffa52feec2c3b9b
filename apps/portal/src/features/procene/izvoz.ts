import { PROCENE_PATHS, type IZVOZ_FORMATI } from '@rp/contract';
import { queryFromFilter, type ProceneFilter } from './filters.ts';

export type IzvozFormat = (typeof IZVOZ_FORMATI)[number];

/** The export's query: the list's filters and the format (no paging; the server stops at PROCENE_IZVOZ_MAX). */
export function izvozUrl(filter: ProceneFilter, format: IzvozFormat): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(queryFromFilter(filter))) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  params.set('format', format);
  return `${PROCENE_PATHS.izvoz}?${params.toString()}`;
}

/** The name in `Content-Disposition` (`filename*=UTF-8''…` first, then `filename="…"`), or null. */
export function fileNameFromDisposition(headers: { get(name: string): string | null }): string | null {
  const value = headers.get('content-disposition');
  if (!value) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(value)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/.exec(value)?.[1]?.trim() || null;
}
