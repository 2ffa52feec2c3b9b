import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { isRouteId, mozeOtvoriti, routeTitleKey, type RouteDef, type RouteId } from '@rp/contract';
import { useSession, wasSignedOutByUser } from '../lib/session-store.ts';
import { loginPath } from './redirect.ts';
import { usePageTitle } from './use-page-title.ts';

/** Protected screens need a session; a signed-out user goes to /login and the target is remembered. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const target = wasSignedOutByUser() ? null : location.pathname + location.search + location.hash;
    return <Navigate to={loginPath(target)} replace />;
  }
  return <Outlet />;
}

/**
 * A screen of the route table: id parameters of 1–8 digits (else /404), the permission module's check of role and record
 * (else /403, before the screen asks the server anything: a refusal would sign the user out), the title.
 */
export function RouteScreen({ def, children }: { def: RouteDef; children: ReactNode }) {
  const params = useParams();
  const session = useSession();
  const { search } = useLocation();
  usePageTitle(routeTitleKey(def, search));
  if (!def.params.every((name) => isRouteId(params[name]))) return <Navigate to="/404" replace />;
  if (!def.isPublic && !mozeOtvoriti(session, def.id as RouteId, params)) return <Navigate to="/403" replace />;
  return children;
}
