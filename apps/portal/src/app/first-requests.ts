import { isRouteId, matchRoute, mozeOtvoriti, type RouteDef, type RouteId } from '@rp/contract';
import { getSession } from '../lib/session-store.ts';
import { loadScreen } from './load-screen.ts';
import { SCREEN_DATA } from './screen-data.ts';
import type { QueryClientSource } from './query-client-source.ts';

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

/**
 * The screen's first request (SCREEN_DATA), when the guards will let the screen open: a signed-in user the
 * permission module lets open it (role and record), valid id parameters. Settles when the answer is in the cache,
 * never rejects: a failure stays in the query cache for the screen's query to report.
 */
export function startScreenRequest(
  queryClient: QueryClientSource,
  def: RouteDef,
  url: URL,
  params: Readonly<Record<string, string | undefined>>,
): Promise<void> {
  const prefetch = SCREEN_DATA[def.id as RouteId];
  if (!prefetch) return Promise.resolve();
  const isValid = def.params.every((name) => isRouteId(params[name]));
  if (!isValid || !mozeOtvoriti(getSession(), def.id as RouteId, params)) return Promise.resolve();
  // A module that fails to load is the screen's to report: its own code loads the same chunk.
  return Promise.all([prefetch(), queryClient()])
    .then(([run, client]) => run({ queryClient: client, url, params }))
    .catch(() => undefined);
}

/**
 * Loads a screen's code and its first request's module ahead of a likely click (a menu link under the pointer or in
 * focus, the menu's screens while the browser is idle), without running anything: the request itself leaves when the
 * route's loader runs. Loading a module twice is free; a failed load is the router's to show when the screen is
 * opened. Settles when both are in (or failed); never rejects.
 */
export function preloadScreen(id: RouteId): Promise<void> {
  return Promise.all([loadScreen(id).catch(() => undefined), SCREEN_DATA[id]?.().catch(() => undefined)]).then(
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
