import type { QueryClient } from '@tanstack/react-query';
import { isRouteId, matchRoute, mozeOtvoriti, type RouteDef, type RouteId } from '@rp/contract';
import { loadScreenMessages } from '../i18n/i18n.ts';
import { primeRequest } from '../lib/api-client.ts';
import { getSession } from '../lib/session-store.ts';
import { SCREEN_FIRST_GETS, shellFirstGets } from './first-gets.ts';
import { SCREENS } from './screens.ts';
import { SCREEN_DATA } from './screen-data.ts';

/**
 * The signed-in shell's own requests (shell-requests.ts), started beside the shell's code. Their module loads on
 * demand, as a screen's first request does (SCREEN_DATA); should it fail to load, the shell's own queries ask.
 */
export function startShellRequests(queryClient: QueryClient): Promise<void> {
  const session = getSession();
  if (!session) return Promise.resolve();
  return import('./shell-requests.ts')
    .then((module) => module.prefetchShell(queryClient, session.id))
    .catch(() => undefined);
}

/**
 * The screen's first request (SCREEN_DATA), when the guards will let the screen open: a signed-in user the
 * permission module lets open it (role and record), valid id parameters. Settles when the answer is in the cache,
 * never rejects: a failure stays in the query cache for the screen's query to report.
 */
export function startScreenRequest(
  queryClient: QueryClient,
  def: RouteDef,
  url: URL,
  params: Readonly<Record<string, string | undefined>>,
): Promise<void> {
  const prefetch = SCREEN_DATA[def.id as RouteId];
  if (!prefetch || !SCREENS[def.id as RouteId]) return Promise.resolve();
  const isValid = def.params.every((name) => isRouteId(params[name]));
  if (!isValid || !mozeOtvoriti(getSession(), def.id as RouteId, params)) return Promise.resolve();
  // A module that fails to load is the screen's to report: its own code loads the same chunk.
  return prefetch()
    .then((run) => run({ queryClient, url, params }))
    .catch(() => undefined);
}

/**
 * The shell's and the opened screen's GETs leave now, synchronously, while the first bundle is still being evaluated:
 * their answers are on the way before the modules that ask for them (SCREEN_DATA, the shell's queries) have loaded.
 */
function primeFirstGets(def: RouteDef, url: URL, params: Readonly<Record<string, string | undefined>>): void {
  const session = getSession();
  if (!session) return;
  const screen = SCREENS[def.id as RouteId] && def.params.every((name) => isRouteId(params[name]));
  const gets = [
    ...shellFirstGets(session.id),
    ...(screen ? (SCREEN_FIRST_GETS[def.id as RouteId]?.(url, params) ?? []) : []),
  ];
  for (const get of gets) primeRequest(get.path, get.query);
}

/**
 * Loads a screen's code and its first request's module ahead of a likely click (a menu link under the pointer or in
 * focus), without running anything: the request itself leaves when the route's loader runs. Loading a module twice
 * is free; a failed load is the router's to show when the screen is opened.
 */
export function preloadScreen(id: RouteId): void {
  void SCREENS[id]?.().catch(() => undefined);
  void SCREEN_DATA[id]?.().catch(() => undefined);
}

/**
 * Run once, before React and the router are evaluated (main.tsx imports the boot module first): the opened address's
 * requests and its screen's code start loading while the rest of the bundle is still being evaluated. The router's
 * loaders later ask for the same queries and modules and pick them up in flight.
 */
export function startFirstScreen(queryClient: QueryClient, location: Location): void {
  if (!getSession()) return;
  const match = matchRoute(location.pathname);
  if (!match || ('isPublic' in match.def && match.def.isPublic)) return;
  // A screen the permission module refuses goes to /403, outside the shell: nothing of it is worth starting.
  if (!mozeOtvoriti(getSession(), match.def.id as RouteId, match.params)) return;
  primeFirstGets(match.def, new URL(location.href), match.params);
  void startShellRequests(queryClient);
  void startScreenRequest(queryClient, match.def, new URL(location.href), match.params);
  // The features' messages, which the shell waits for (a failed load is the router's to show, as the code's is).
  void loadScreenMessages().catch(() => undefined);
  // The code too: a failed load is the router's to show when it asks for the same module.
  void import('./app-layout.tsx').catch(() => undefined);
  void SCREENS[match.def.id as RouteId]?.().catch(() => undefined);
}
