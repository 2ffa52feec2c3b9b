import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_PATH, ROUTES, routeById, type RouteDef, type RouteId } from '@rp/contract';
import { Spinner } from '@rp/ui';
import { RequireSession, RouteScreen } from './guards.tsx';
import { loadScreen } from './load-screen.ts';
import { SCREEN_DATA } from './screen-data.ts';
import { startScreenRequest, startShellRequests } from './first-requests.ts';
import { toQueryClientSource, type QueryClientSource } from './query-client-source.ts';
import { ForbiddenPage, NotFoundPage, RouteErrorPage } from '../features/errors/error-pages.tsx';
import { loadScreenMessages } from '../i18n/i18n.ts';

/** Is this the portal's first navigation (the page's own load), whose screen shows a spinner until its code is here? */
export type IsFirstOpen = () => boolean;

/** How long the first open waits for its first answers before it renders with placeholders instead. */
export const FIRST_OPEN_WAIT_MS = 1_000;

/**
 * The first open shows a spinner until the screen's code is here anyway: waiting for the answers started beside
 * that code (by the boot, at the page's first moment) too renders the screen once, with its rows, instead of
 * placeholders and a second render. Never longer than FIRST_OPEN_WAIT_MS: a slow server gets the placeholders. A later
 * navigation switches screens at once and never waits here.
 */
function awaitOnFirstOpen(isFirstOpen: IsFirstOpen, answers: Promise<void>): Promise<null> | null {
  if (!isFirstOpen()) return null;
  return Promise.race([answers, new Promise<void>((resolve) => setTimeout(resolve, FIRST_OPEN_WAIT_MS))]).then(
    () => null,
  );
}

/** Starts the screen's first request beside its code (see startScreenRequest); only a first open waits for it. */
function screenLoader(
  def: RouteDef,
  queryClient: QueryClientSource | undefined,
  isFirstOpen: IsFirstOpen,
): LoaderFunction | undefined {
  if (!queryClient || !SCREEN_DATA[def.id as RouteId]) return undefined;
  return ({ request, params }) =>
    awaitOnFirstOpen(isFirstOpen, startScreenRequest(queryClient, def, new URL(request.url), params));
}

function ScreenError() {
  return <RouteErrorPage isInShell />;
}

function screenRoute(def: RouteDef, queryClient: QueryClientSource | undefined, isFirstOpen: IsFirstOpen): RouteObject {
  return {
    path: def.path,
    loader: screenLoader(def, queryClient, isFirstOpen),
    // A screen whose code fails to load or that throws shows the error under the shell, its menu still there.
    ErrorBoundary: ScreenError,
    // Every route of the table is guarded by its roles; one whose screen has not landed yet then answers /404. The
    // object form lets the router run the loader (the screen's first request) beside the code instead of after it.
    lazy: {
      Component: async () => {
        const screen = await loadScreen(def.id as RouteId);
        if (!screen) {
          return () => (
            <RouteScreen def={def}>
              <Navigate to="/404" replace />
            </RouteScreen>
          );
        }
        const { Component: Screen } = screen;
        return () => (
          <RouteScreen def={def}>
            <Screen />
          </RouteScreen>
        );
      },
    },
  };
}

/**
 * The signed-in shell's own requests, started with the navigation instead of after the shell has rendered; a first
 * open waits for them as for its screen's (awaitOnFirstOpen).
 */
function layoutLoader(
  queryClient: QueryClientSource | undefined,
  isFirstOpen: IsFirstOpen,
): LoaderFunction | undefined {
  if (!queryClient) return undefined;
  return () => awaitOnFirstOpen(isFirstOpen, startShellRequests(queryClient));
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

/**
 * The routes; with a query client, screens listed in SCREEN_DATA start their first request beside their code, and the
 * first open (`isFirstOpen`, never by default) waits for those answers.
 */
export function buildRoutes(
  client?: QueryClient | QueryClientSource,
  isFirstOpen: IsFirstOpen = () => false,
): RouteObject[] {
  const queryClient = client && toQueryClientSource(client);
  const protectedRoutes = ROUTES.filter((def) => !('isPublic' in def && def.isPublic)).map((def) =>
    screenRoute(def, queryClient, isFirstOpen),
  );
  // One pathless root holds the fallback: the first load of a lazy route renders it instead of nothing.
  return [
    {
      id: 'root',
      HydrateFallback: RouteLoading,
      ErrorBoundary: RouteErrorPage,
      children: buildScreenRoutes(protectedRoutes, queryClient, isFirstOpen),
    },
  ];
}

function buildScreenRoutes(
  protectedRoutes: RouteObject[],
  queryClient: QueryClientSource | undefined,
  isFirstOpen: IsFirstOpen,
): RouteObject[] {
  return [
    { index: true, element: <Navigate to={DEFAULT_PATH} replace /> },
    // '/index' is the first part of every screen's address (the old portal's too): cut back to it, it opens the start.
    { path: '/index', element: <Navigate to={DEFAULT_PATH} replace /> },
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
          loader: layoutLoader(queryClient, isFirstOpen),
          // With the features' messages: no screen behind sign-in renders before its texts are here.
          lazy: {
            // It brings the query cache (TanStack Query loads with it, not with the first bundle); routes made
            // without one (tests) render the shell inside a provider of their own.
            Component: async () => {
              if (!queryClient) {
                const [{ AppLayout }] = await Promise.all([import('./app-layout.tsx'), loadScreenMessages()]);
                return AppLayout;
              }
              const [{ SignedInLayout }, client] = await Promise.all([
                import('./signed-in-layout.tsx'),
                queryClient(),
                loadScreenMessages(),
              ]);
              return () => <SignedInLayout queryClient={client} />;
            },
          },
          children: protectedRoutes,
        },
      ],
    },
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}

export function createRouter(queryClient: QueryClientSource) {
  // The router runs its first navigation's loaders while it is being made, before it is assigned here.
  const made: { router?: ReturnType<typeof createBrowserRouter> } = {};
  made.router = createBrowserRouter(buildRoutes(queryClient, () => !made.router?.state.initialized));
  return made.router;
}
