// First: starts the opened screen's requests and code before the rest of the bundle is evaluated.
import { bootQueryClient } from './app/boot.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppState } from './app/app.tsx';
import { currentLanguage, loadLanguage } from './i18n/i18n.ts';
import { registerServiceWorker } from './register-service-worker.ts';
import './styles.css';

// The interface language's messages (a chunk of their own) arrive before the first render: no screen ever shows a
// message's key. Should they fail to load (no connection), the portal still renders rather than stay blank.
const messagesReady = loadLanguage(currentLanguage()).catch(() => undefined);

// Before the first render: the opened screen's code and data start loading now (see createAppState).
const state = createAppState(bootQueryClient);

void messagesReady.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App state={state} />
    </StrictMode>,
  );
});

registerServiceWorker();
