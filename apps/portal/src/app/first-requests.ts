import { isRouteId, matchRoute, mozeOtvoriti, type RouteDef, type RouteId } from '@rp/contract';
import { getSession } from '../lib/session-store.ts';
import { loadScreen } from './load-screen.ts';
import { SCREEN_DATA, type ScreenPrefetch } from './screen-data.ts';
import type { QueryClient } from '@tanstack/react-query';
import { toQueryClientSource, type QueryClientSource } from './query-client-source.ts';

/**
 * The signed-in shell's own requests (shell-requests.ts), started beside the shell's code. Their module loads on
 * demand, as a screen's first request does (SCREEN_DATA); should it fail to load, the shell's own queries ask.
 */
export function startShellRequests(queryClient: QueryClientSource): Promise<void> {
  const session = getSession();
  if (!session) return Promise.resolve();
  return Promise.all([import('./shell-requests.ts'), queryClient()])
    .then(([module, client]) => module.prefetchShell(client, session.id))
    .catch(() => undefined);
}

/** The first-request functions whose modules have loaded, by screen: a press of a menu link starts one at once. */
const loadedPrefetches = new Map<RouteId, ScreenPrefetch>();

/** A screen's first-request function, its module loaded on demand (SCREEN_DATA) and remembered once in. */
function loadPrefetch(id: RouteId): Promise<ScreenPrefetch> | undefined {
  return SCREEN_DATA[id]?.().then((run) => {
    loadedPrefetches.set(id, run);
    return run;
  });
}

/** Whether the guards will let the screen open: a user the permission module lets open it, valid id parameters. */
function mayOpen(def: RouteDef, params: Readonly<Record<string, string | undefined>>): boolean {
  const isValid = def.params.every((name) => isRouteId(params[name]));
  return isValid && mozeOtvoriti(getSession(), def.id as RouteId, params);
}

/**
 * The screen's first request (SCREEN_DATA), when the guards will let the screen open (mayOpen). Settles when the
 * answer is in the cache, never rejects: a failure stays in the query cache for the screen's query to report.
 */
export function startScreenRequest(
  queryClient: QueryClientSource,
  def: RouteDef,
  url: URL,
  params: Readonly<Record<string, string | undefined>>,
): Promise<void> {
  if (!SCREEN_DATA[def.id as RouteId] || !mayOpen(def, params)) return Promise.resolve();
  // A module that fails to load is the screen's to report: its own code loads the same chunk.
  return Promise.all([loadPrefetch(def.id as RouteId), queryClient()])
    .then(([run, client]) => run?.({ queryClient: client, url, params }))
    .catch(() => undefined);
}

/**
 * A menu link pressed: its screen's first request leaves now, before the click the press brings (the router's and
 * React's work for it took ~25 ms on the large seed before the clients list's GET left). With the request's module
 * loaded (the menu's screens load while the portal is idle) it starts in this very call, not a promise's turn later,
 * after the click's work. The click's loader asks for the same query and picks it up in flight. Same rules as
 * startScreenRequest; an address outside the route table starts nothing.
 */
export function startLinkRequest(queryClient: QueryClient, href: string): void {
  const url = new URL(href, window.location.origin);
  const match = matchRoute(url.pathname);
  if (!match || ('isPublic' in match.def && match.def.isPublic)) return;
  const run = loadedPrefetches.get(match.def.id as RouteId);
  if (!run) {
    void startScreenRequest(toQueryClientSource(queryClient), match.def, url, match.params);
    return;
  }
  if (mayOpen(match.def, match.params)) void run({ queryClient, url, params: match.params }).catch(() => undefined);
}

/**
 * Loads a screen's code and its first request's module ahead of a likely click (a menu link under the pointer or in
 * focus, the menu's screens while the browser is idle), without running anything: the request itself leaves when the
 * link is pressed or the route's loader runs. Loading a module twice is free; a failed load is the router's to show
 * when the screen is opened. Settles when both are in (or failed); never rejects.
 */
export function preloadScreen(id: RouteId): Promise<void> {
  return Promise.all([loadScreen(id).catch(() => undefined), loadPrefetch(id)?.catch(() => undefined)]).then(
    () => undefined,
  );
}

/**
 * Run once, before the router is made (start.tsx): the opened address's queries start now, while the router's table is
 * still being built. Their GETs have usually left already (first-screen.ts primed them before this code arrived) and
 * the screen's code is on its way: the queries take those answers, and the router's loaders later ask for the same
 * queries and pick them up in flight.
 */
export function startFirstQueries(queryClient: QueryClientSource, location: Location): void {
  if (!getSession()) return;
  const match = matchRoute(location.pathname);
  if (!match || ('isPublic' in match.def && match.def.isPublic)) return;
  // A screen the permission module refuses goes to /403, outside the shell: nothing of it is worth starting.
  if (!mozeOtvoriti(getSession(), match.def.id as RouteId, match.params)) return;
  void startShellRequests(queryClient);
  void startScreenRequest(queryClient, match.def, new URL(location.href), match.params);
}
