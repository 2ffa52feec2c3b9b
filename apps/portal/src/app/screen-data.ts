import type { QueryClient } from '@tanstack/react-query';
import type { RouteId } from '@rp/contract';
import { klijentiListQuery } from '../features/klijenti/api.ts';
import { filterFromParams as klijentiFilter } from '../features/klijenti/klijenti-filter.ts';
import { proceneListQuery } from '../features/procene/api.ts';
import { filterFromParams as proceneFilter } from '../features/procene/filters.ts';
import { isPhoneViewport, ownInspectionsDefault } from '../features/procene/use-is-phone.ts';
import { getSession } from '../lib/session-store.ts';

export interface ScreenDataContext {
  queryClient: QueryClient;
  /** The address being opened (its search params hold a list's filter). */
  url: URL;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * A screen's first request, started by its route's loader while the screen's code is still loading: an open then
 * waits for the slower of the two instead of their sum (screen module, then its request). The screen's own query
 * has the same key and picks the request up in flight or answered.
 *
 * Only query definitions are imported here, never a screen: they are small and part of the first bundle on purpose,
 * so that the request leaves as soon as the router starts, without a module round trip of its own. Add a screen
 * here only when its first request is what the user waits for (a list opened by its address).
 *
 * A prefetch is silent: should it fail before the screen mounts, the screen's query tries again and reports that
 * failure itself, in its own context, once.
 */
export const SCREEN_DATA: Partial<Record<RouteId, (context: ScreenDataContext) => Promise<void>>> = {
  'klijenti.list': ({ queryClient, url }) => {
    const query = klijentiListQuery(klijentiFilter(url.searchParams));
    return queryClient.prefetchInfiniteQuery({ ...query, meta: { ...query.meta, isSilent: true } });
  },
  'procene.list': ({ queryClient, url }) => {
    const ownInspections = ownInspectionsDefault(getSession()?.id, isPhoneViewport());
    const query = proceneListQuery(proceneFilter(url.searchParams, { ownInspections }));
    return queryClient.prefetchInfiniteQuery({ ...query, meta: { ...query.meta, isSilent: true } });
  },
};
