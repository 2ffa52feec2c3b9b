// First: starts the opened screen's requests and code before the rest of the bundle is evaluated.
import { bootQueryClient } from './app/boot.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppState } from './app/app.tsx';
import { registerServiceWorker } from './register-service-worker.ts';
import './styles.css';

// Before the first render: the opened screen's code and data start loading now (see createAppState).
const state = createAppState(bootQueryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App state={state} />
  </StrictMode>,
);

registerServiceWorker();
