import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_PATH, ROUTES, isRouteId, mozeOtvoriti, routeById, type RouteDef, type RouteId } from '@rp/contract';
import { Spinner } from '@rp/ui';
import { getSession } from '../lib/session-store.ts';
import { RequireSession, RouteScreen } from './guards.tsx';
import { SCREENS } from './screens.ts';
import { SCREEN_DATA } from './screen-data.ts';
import { ForbiddenPage, NotFoundPage } from '../features/errors/error-pages.tsx';

/**
 * Starts the screen's first request beside its code (see SCREEN_DATA) when the guards will let the screen open: a
 * signed-in user the permission module lets open it (role and record), valid id parameters. It never holds the navigation up: the screen shows its
 * own loading state, and a failure is its query's to report.
 */
function screenLoader(def: RouteDef, queryClient: QueryClient | undefined): LoaderFunction | undefined {
  const prefetch = SCREEN_DATA[def.id as RouteId];
  if (!prefetch || !queryClient || !SCREENS[def.id as RouteId]) return undefined;
  return ({ request, params }) => {
    const isValid = def.params.every((name) => isRouteId(params[name]));
    // Not awaited: a request's failure stays in the query cache for the screen's query to report.
    if (isValid && mozeOtvoriti(getSession(), def.id as RouteId, params))
      void prefetch({ queryClient, url: new URL(request.url), params });
    return null;
  };
}

function screenRoute(def: RouteDef, queryClient: QueryClient | undefined): RouteObject {
  const load = SCREENS[def.id as RouteId];
  return {
    path: def.path,
    loader: screenLoader(def, queryClient),
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

/** Shown while the first screen's lazy module loads (react-router's HydrateFallback). */
function RouteLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size="xl" label={t('common.loading')} />
    </div>
  );
}

/** The routes; with a query client, screens listed in SCREEN_DATA start their first request beside their code. */
export function buildRoutes(queryClient?: QueryClient): RouteObject[] {
  const protectedRoutes = ROUTES.filter((def) => !('isPublic' in def && def.isPublic)).map((def) =>
    screenRoute(def, queryClient),
  );
  // One pathless root holds the fallback: the first load of a lazy route renders it instead of nothing.
  return [{ id: 'root', HydrateFallback: RouteLoading, children: buildScreenRoutes(protectedRoutes) }];
}

function buildScreenRoutes(protectedRoutes: RouteObject[]): RouteObject[] {
  return [
    { index: true, element: <Navigate to={DEFAULT_PATH} replace /> },
    {
      path: '/login',
      lazy: async () => {
        const { LoginPage } = await import('../features/session/login-page.tsx');
        return {
          Component: () => (
            <RouteScreen def={routeById('login')}>
              <LoginPage />
            </RouteScreen>
          ),
        };
      },
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
    {
      element: <RequireSession />,
      children: [
        {
          // The signed-in shell loads only after sign-in, keeping the login route small.
          lazy: async () => ({ Component: (await import('./app-layout.tsx')).AppLayout }),
          children: protectedRoutes,
        },
      ],
    },
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRoutes(queryClient));
}
