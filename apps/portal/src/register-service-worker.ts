/**
 * Registers the app-shell service worker in production builds (part 1 §7: "A service worker is registered"), once the
 * page has loaded: at once when it already has (the portal's code arrives after the small entry, often after `load`).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => {
        keepLoadedAssets();
        keepAssetsAsTheyLoad();
      })
      .catch((error: unknown) => console.warn('service worker', error));
    navigator.serviceWorker.addEventListener('controllerchange', () => keepLoadedAssets());
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The worker keeps this page's own hashed files; it drops anything else it is sent (sw.js `sameOriginAssets`). */
function isOwnAsset(url: string): boolean {
  return url.startsWith(`${location.origin}/assets/`);
}

function sendToKeep(urls: string[]): void {
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: 'keep-assets', urls }),
  );
}

/** How long the page gathers newly loaded assets before naming them to the worker: a screen's chunks in one message. */
const KEEP_BATCH_MS = 1000;

/**
 * Names each asset to the worker as it loads (a screen opened later, a lazily loaded chart or map). Chromium reads the
 * assets through the worker's static route, which falls back to the network without the worker seeing the answer, so
 * the worker keeps only what the page names.
 */
function keepAssetsAsTheyLoad(): void {
  if (typeof PerformanceObserver === 'undefined') return;
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (isOwnAsset(entry.name)) pending.push(entry.name);
    if (pending.length === 0 || timer !== undefined) return;
    timer = setTimeout(() => {
      sendToKeep(pending);
      pending = [];
      timer = undefined;
    }, KEEP_BATCH_MS);
  });
  try {
    observer.observe({ type: 'resource' });
  } catch {
    // a browser without resource entries: the screens that must work offline name their assets themselves
  }
}

/**
 * Asks the service worker to keep every asset this page has loaded (scripts, styles, lazily loaded screens), so the
 * screens opened online open again offline. Screens that must work offline (the work order) call it once loaded.
 */
export function keepLoadedAssets(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  sendToKeep(
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter(isOwnAsset),
  );
}
