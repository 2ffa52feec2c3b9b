import { isRouteId, matchRoute, mozeOtvoriti, type RouteId } from '@rp/contract';
import { primeRequest } from '../lib/api-client.ts';
import { getSession } from '../lib/session-store.ts';
import { SCREEN_FIRST_GETS, shellFirstGets } from './first-gets.ts';
import { SCREEN_DATA } from './screen-data.ts';
import { SCREENS } from './screens.ts';
import { loadScreenMessages } from '../i18n/i18n.ts';

/**
 * A signed-in user's opened address: the shell's and the screen's GETs leave now, while React, the router and the
 * screens' shared code are still on their way (main.tsx loads this module only when a session is stored, beside
 * start.tsx), and the screen's code, the shell's and the features' messages start loading. The screens' queries take
 * these answers instead of asking again (@rp/client's `prime`); the router asks for the same modules and picks them up
 * in flight. Nothing starts without a session, on a public page, or for a screen the permission module would refuse
 * (it goes to /403, outside the shell).
 *
 * The lists' filter code these URLs need (first-gets.ts) is not in the login route's first load (issue 20 item 6).
 */
export function startFirstScreen(location: Location): void {
  const session = getSession();
  if (!session) return;
  const match = matchRoute(location.pathname);
  if (!match || ('isPublic' in match.def && match.def.isPublic)) return;
  const id = match.def.id as RouteId;
  if (!mozeOtvoriti(session, id, match.params)) return;
  const isScreen = match.def.params.every((name) => isRouteId(match.params[name]));
  const gets = [
    ...shellFirstGets(session.id),
    ...(isScreen ? (SCREEN_FIRST_GETS[id]?.(new URL(location.href), match.params) ?? []) : []),
  ];
  for (const get of gets) primeRequest(get.path, get.query);
  // The code, each module loaded without running it: the screen's and its first request's, the shell's (with the
  // query cache's) and the shell's own requests', and the features' messages. The router and start.tsx ask for the
  // same modules later and find them loaded; a failed load is the router's to show when it asks again.
  // The screens' table comes with this module (not one more round trip on a slow connection before the screen's code).
  void SCREENS[id]?.().catch(() => undefined);
  void SCREEN_DATA[id]?.().catch(() => undefined);
  void import('./signed-in-layout.tsx').catch(() => undefined);
  void import('../query-client.ts').catch(() => undefined);
  void import('./shell-requests.ts').catch(() => undefined);
  void loadScreenMessages().catch(() => undefined);
}
