import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { DEFAULT_PATH, ROUTES, routeById, type RouteDef, type RouteId } from '@rp/contract';
import { RequireSession, RouteScreen } from './guards.tsx';
import { AppLayout } from './app-layout.tsx';
import { SCREENS } from './screens.ts';
import { LoginPage } from '../features/session/login-page.tsx';
import { ForbiddenPage, NotFoundPage } from '../features/errors/error-pages.tsx';

function screenRoute(def: RouteDef): RouteObject {
  const load = SCREENS[def.id as RouteId];
  return {
    path: def.path,
    // Every route of the table is guarded by its roles; one whose screen has not landed yet then answers /404.
    lazy: async () => {
      if (!load) {
        return {
          Component: () => (
            <RouteScreen def={def}>
              <Navigate to="/404" replace />
            </RouteScreen>
          ),
        };
      }
      const { Component: Screen } = await load();
      return {
        Component: () => (
          <RouteScreen def={def}>
            <Screen />
          </RouteScreen>
        ),
      };
    },
  };
}

export function buildRoutes(): RouteObject[] {
  const protectedRoutes = ROUTES.filter((def) => !('isPublic' in def && def.isPublic)).map(screenRoute);
  return [
    { index: true, element: <Navigate to={DEFAULT_PATH} replace /> },
    {
      path: '/login',
      element: (
        <RouteScreen def={routeById('login')}>
          <LoginPage />
        </RouteScreen>
      ),
    },
    {
      path: '/404',
      element: (
        <RouteScreen def={routeById('notFound')}>
          <NotFoundPage />
        </RouteScreen>
      ),
    },
    {
      path: '/403',
      element: (
        <RouteScreen def={routeById('forbidden')}>
          <ForbiddenPage />
        </RouteScreen>
      ),
    },
    { element: <RequireSession />, children: [{ element: <AppLayout />, children: protectedRoutes }] },
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}

export function createRouter() {
  return createBrowserRouter(buildRoutes());
}
