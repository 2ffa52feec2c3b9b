/**
 * Registers the app-shell service worker in production builds (part 1 §7: "A service worker is registered"), once the
 * page has loaded: at once when it already has (the portal's code arrives after the small entry, often after `load`).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => keepLoadedAssets())
      .catch((error: unknown) => console.warn('service worker', error));
    navigator.serviceWorker.addEventListener('controllerchange', () => keepLoadedAssets());
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Asks the service worker to keep every asset this page has loaded (scripts, styles, lazily loaded screens), so the
 * screens opened online open again offline. Screens that must work offline (the work order) call it once loaded.
 */
export function keepLoadedAssets(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: 'keep-assets', urls }),
  );
}
