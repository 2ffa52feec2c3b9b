import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n, loadScreenMessages } from '../i18n/i18n.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { createRouter } from './router.tsx';
import { loginPath } from './redirect.ts';
import { PortalUiLabels } from './portal-ui-labels.tsx';
import { lazyQueryClient, toQueryClientSource, type QueryClientSource } from './query-client-source.ts';

// Toasts, the error notice and the Type 3 dialog (Radix) load beside the first screen rather than in the first bundle;
// whatever is reported before they arrive waits in the notify store and shows when they do.
const NotifyHost = lazy(() => import('./notify-host.tsx').then((module) => ({ default: module.NotifyHost })));

export interface AppState {
  /** The query cache, made when the signed-in shell first needs it (see query-client-source.ts). */
  queryClient: QueryClientSource;
  router: ReturnType<typeof createRouter>;
}

/**
 * The query cache and the router, made before React renders: the router's first navigation then starts loading the
 * opened screen's code and its first request (route loaders) while React is still setting up.
 */
export function createAppState(client: QueryClient | QueryClientSource = lazyQueryClient()): AppState {
  const queryClient = toQueryClientSource(client);
  const router = createRouter(queryClient);
  // Any 401 or 403 from the API: back to the login screen, remembering where the user was. Only signed-in screens
  // call the API this way, so the query cache exists by then; the next user sees none of this one's data.
  setUnauthorizedHandler(() => {
    const { pathname, search, hash } = router.state.location;
    void queryClient()
      .then((cache) => cache.clear())
      .catch(() => undefined);
    void router.navigate(loginPath(pathname + search + hash), { replace: true });
  });
  startOfflineSync(queryClient);
  return { queryClient, router };
}

/**
 * Work orders and photos saved on this phone while offline are sent when the connection returns. The sync's module
 * (with the work order's schemas) loads once the first screen is up and the browser is idle, not with the first
 * bundle; should it fail to load, the next start tries again.
 */
function startOfflineSync(queryClient: QueryClientSource): void {
  if (typeof window === 'undefined' || typeof indexedDB === 'undefined') return;
  // After the features' messages (what the sync reports is worded there); without them too, should they not load.
  const start = () =>
    void loadScreenMessages()
      .catch(() => undefined)
      .then(() => Promise.all([import('../features/radni-nalog/sync.ts'), queryClient()]))
      .then(([module, client]) => module.startRadniNalogSync(client))
      .catch(() => undefined);
  // After the first screen's own loading (its idle gaps between answers included), then when the browser is idle.
  setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 5_000 });
    else start();
  }, 2_000);
}

export function App({ state }: { state: AppState }) {
  return (
    <I18nextProvider i18n={i18n}>
      <PortalUiLabels>
        <RouterProvider router={state.router} />
        <Suspense fallback={null}>
          <NotifyHost />
        </Suspense>
      </PortalUiLabels>
    </I18nextProvider>
  );
}
