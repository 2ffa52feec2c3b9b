import type { QueryClient } from '@tanstack/react-query';
import type { RouteId } from '@rp/contract';

export interface ScreenDataContext {
  queryClient: QueryClient;
  /** The address being opened (its search params hold a list's filter). */
  url: URL;
  params: Readonly<Record<string, string | undefined>>;
}

export type ScreenPrefetch = (context: ScreenDataContext) => Promise<void>;

/**
 * A screen's first request, started by its route's loader (or by the boot module) while the screen's code is still
 * loading: an open then waits for the slower of the two instead of their sum (screen module, then its request). The
 * screen's own query has the same key and picks the request up in flight or answered.
 *
 * Each entry loads the feature's query definitions on demand, never with the first bundle: their response schemas
 * (zod) are built when their module is evaluated, and the first bundle of every other screen need not pay for them.
 * The module is small and loads beside the screen's own chunk. Add a screen here only when its first request is what
 * the user waits for (a list opened by its address, the work order on a phone).
 *
 * A prefetch is silent: should it fail before the screen mounts, the screen's query tries again and reports that
 * failure itself, in its own context, once.
 */
export const SCREEN_DATA: Partial<Record<RouteId, () => Promise<ScreenPrefetch>>> = {
  'klijenti.list': () => import('../features/klijenti/first-request.ts').then((module) => module.prefetchKlijentiList),
  'nepokretnosti.list': () =>
    import('../features/nepokretnosti/first-request.ts').then((module) => module.prefetchNepokretnostiList),
  'poslovi.list': () => import('../features/poslovi/first-request.ts').then((module) => module.prefetchPosloviList),
  'procene.list': () => import('../features/procene/first-request.ts').then((module) => module.prefetchProceneList),
  'procene.radniNalog': () =>
    import('../features/radni-nalog/first-request.ts').then((module) => module.prefetchRadniNalog),
  smartchart: () => import('../features/poslovi/first-request.ts').then((module) => module.prefetchSmartchart),
};
