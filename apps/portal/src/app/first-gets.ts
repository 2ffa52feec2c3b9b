import { RADNICI_PATHS, SESSION_PATHS, type RouteId } from '@rp/contract';
import type { RequestOptions } from '@rp/client';
import { klijentiFirstGets } from '../features/klijenti/list-request.ts';
import { nepokretnostiFirstGets } from '../features/nepokretnosti/list-request.ts';
import { smartchartFirstGets } from '../features/poslovi/gantt-filter.ts';
import { proceneFirstGets } from '../features/procene/list-request.ts';
import { radniNalogFirstGets } from '../features/radni-nalog/first-gets.ts';

/** A GET as a screen's query asks it: the same path and query make the same URL (the client's `prime`). */
export interface FirstGet {
  path: string;
  query?: RequestOptions<unknown>['query'];
}

/** The signed-in shell's own GETs (shell-requests.ts): the header's worker and the portal's settings. */
export function shellFirstGets(radnikId: number): FirstGet[] {
  return [{ path: RADNICI_PATHS.byId.replace(':id', String(radnikId)) }, { path: SESSION_PATHS.config }];
}

/**
 * The GETs an opened screen's first render waits for, which the boot starts before any of the portal's code beyond
 * the first bundle is evaluated (first-requests.ts): the screen's own queries, asking the same URLs later, take those
 * answers (the client's `prime`). Each builds its URLs with the code its query uses, without the response schemas,
 * so the first bundle stays without them. A screen not listed here starts its request with SCREEN_DATA.
 */
export const SCREEN_FIRST_GETS: Partial<
  Record<RouteId, (url: URL, params: Readonly<Record<string, string | undefined>>) => FirstGet[]>
> = {
  'klijenti.list': (url) => klijentiFirstGets(url),
  'nepokretnosti.list': (url) => nepokretnostiFirstGets(url),
  'procene.list': (url) => proceneFirstGets(url),
  'procene.radniNalog': (_url, params) => radniNalogFirstGets(Number(params.procenaId)),
  smartchart: (url) => smartchartFirstGets(url),
};
