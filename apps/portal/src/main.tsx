// The first module, kept small. A signed-in user's opened screen sends its first GETs (first-screen.ts) while the
// portal's code (start.tsx: React, the router, the translations) is still on its way; the login screen's first load
// carries none of that screen's code (issue 20 item 6: the login route's JavaScript).
import { hasStoredSession } from './lib/session-key.ts';
import './styles.css';

/** How long the portal waits for the head start before it starts anyway (its code stalled on a bad connection). */
const HEAD_START_WAIT_MS = 1000;

// Only a head start: should it fail to load, the screens' own queries ask.
const headStart = hasStoredSession()
  ? import('./app/first-screen.ts').then((module) => module.startFirstScreen(window.location)).catch(() => undefined)
  : undefined;
// The portal's code is fetched and compiled meanwhile (index.html names it as modulepreload) and run once the head
// start has sent its GETs: run first, it held the main thread ~90 ms while they waited (the clients list by address:
// median 683 → 662 ms, the valuations list 863 → 811 ms on the large seed).
const startAfter = headStart
  ? Promise.race([headStart, new Promise((resolve) => setTimeout(resolve, HEAD_START_WAIT_MS))])
  : Promise.resolve();
void startAfter.then(() => import('./app/start.tsx'));

// The browser loads its locale and time-zone data with the first Intl formatter of the page (~15-20 ms here): that is
// done while the page waits for its modules, not inside the first screen's render (its dates in the firm's zone, its
// numbers in the product's format). A browser without idle callbacks loads them at the first format, as before. The
// zone is lib/format.ts's FIRM_TIME_ZONE, written out: importing that module would bring the contract into this one.
if ('requestIdleCallback' in window) {
  requestIdleCallback(() => {
    new Intl.NumberFormat('sr-Latn-RS').format(0);
    new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Belgrade' }).format(0);
  });
}
