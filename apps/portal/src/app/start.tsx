import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppState } from './app.tsx';
import { startFirstQueries } from './first-requests.ts';
import { lazyQueryClient } from './query-client-source.ts';
import { currentLanguage, loadLanguage } from '../i18n/i18n.ts';
import { isLoadingAhead, reloadOnce } from '../lib/reload-once.ts';
import { registerServiceWorker } from '../register-service-worker.ts';

// The portal itself, loaded by main.tsx. The interface language's messages (a chunk of their own) arrive before the
// first render: no screen ever shows a message's key. Should they fail to load (no connection), the portal still
// renders rather than stay blank.
const messagesReady = loadLanguage(currentLanguage()).catch(() => undefined);

// The query cache's module loads only when a signed-in screen asks for it (see query-client-source.ts).
const queryClient = lazyQueryClient();
// Before the router's table is built: the opened screen's queries start now (its code is on its way: main.tsx).
startFirstQueries(queryClient, window.location);
const state = createAppState(queryClient);

void messagesReady.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App state={state} />
    </StrictMode>,
  );
});

registerServiceWorker();

// A chunk this page's code names is gone from the server (a new version replaced it): load the page anew, once (a
// repeated failure reaches the route's error page, which says to check the connection). Not for a load ahead of need
// (the menu's screens while idle: see loadAhead), which fails quietly; the screen's own load reloads when it is opened.
window.addEventListener('vite:preloadError', (event) => {
  if (isLoadingAhead()) return;
  if (reloadOnce()) event.preventDefault();
});
