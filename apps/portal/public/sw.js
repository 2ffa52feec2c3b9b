// The app-shell service worker: hashed assets cache-first, screens network-first (with navigation preload) and the
// cached shell as the offline fallback. API calls are never cached here: the work order keeps its own data in
// IndexedDB, every other screen's data always comes from the server.
//
// What the shell needs offline: index.html and the assets it names (cached at install, read from index.html itself),
// and the lazily loaded screens the user has opened (the page names the assets it loads, `keep-assets`; a browser
// without static routes also keeps every asset that passes this worker's fetch handler). A new build brings a new
// index.html and new hashed names; the old cache is dropped when the new worker activates.
const CACHE = 'rp-shell-v2';
const ASSET = /^\/assets\/[^?#]+$/;

function sameOriginAssets(urls) {
  const paths = [];
  for (const url of urls) {
    try {
      const parsed = new URL(url, self.location.origin);
      if (parsed.origin === self.location.origin && ASSET.test(parsed.pathname)) paths.push(parsed.pathname);
    } catch {
      // not a URL: nothing to keep
    }
  }
  return [...new Set(paths)];
}

async function keep(paths) {
  const cache = await caches.open(CACHE);
  for (const path of paths) {
    if (await cache.match(path)) continue;
    try {
      const response = await fetch(path);
      if (response.ok) await cache.put(path, response);
    } catch {
      // offline or gone: fetched again the next time it is used online
    }
  }
}

/**
 * Two static routes (the static routing API), so the browser needs no script of this worker for them: API calls go to
 * the network without waiting for the worker to start or to dispatch a fetch event it would not answer, and the hashed
 * assets are read from this worker's cache directly, the network only when the cache has no copy (Chromium's rule for a
 * cache source). Through the fetch handler each asset took ~70–90 ms on a returning open (the worker's thread, the
 * event, the cache lookup in script); read by the browser, ~10–40 ms. An asset read so from the network does not pass
 * the handler, so the page names the assets it loads as they load (`keep-assets`, register-service-worker.ts). A
 * browser without the API gives both to the fetch handler below, which leaves API calls alone and keeps assets as they
 * pass.
 */
function addStaticRoutes(event) {
  if (typeof event.addRoutes !== 'function') return Promise.resolve();
  // One call each: a browser that knows network routes but not cache sources still routes the API calls.
  return Promise.all([
    event.addRoutes({ condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' }).catch(() => undefined),
    event
      .addRoutes({ condition: { urlPattern: { pathname: '/assets/*' } }, source: { cacheName: CACHE } })
      .catch(() => undefined),
  ]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(addStaticRoutes(event));
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const response = await fetch('/index.html', { cache: 'no-cache' });
      if (response.ok) {
        const html = await response.clone().text();
        await cache.put('/index.html', response);
        const named = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
        await keep(sameOriginAssets(named));
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      // Navigation preload: the browser asks for a screen's page while this worker is still starting, instead of
      // after (a sleeping worker's start would otherwise delay every opened address).
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

// The page names the assets it loaded before this worker controlled it (the first visit) and the screens it opened.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep-assets' || !Array.isArray(data.urls)) return;
  event.waitUntil(keep(sameOriginAssets(data.urls.slice(0, 500))));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api')) return;

  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }

  if (request.mode === 'navigate') {
    event.respondWith(
      Promise.resolve(event.preloadResponse)
        .then((preloaded) => preloaded ?? fetch(request))
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put('/index.html', copy));
          }
          return response;
        })
        .catch(() => caches.match('/index.html').then((cached) => cached ?? Response.error())),
    );
  }
});
