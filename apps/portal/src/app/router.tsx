import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { DEFAULT_PATH, ROUTES, routeById, type RouteDef, type RouteId } from '@rp/contract';
import { Spinner } from '@rp/ui';
import { RequireSession, RouteScreen } from './guards.tsx';
import { SCREENS } from './screens.ts';
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

/** Shown while the first screen's lazy module loads (react-router's HydrateFallback). */
function RouteLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size="xl" label={t('common.loading')} />
    </div>
  );
}

export function buildRoutes(): RouteObject[] {
  const protectedRoutes = ROUTES.filter((def) => !('isPublic' in def && def.isPublic)).map(screenRoute);
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

export function createRouter() {
  return createBrowserRouter(buildRoutes());
}
