// The work order on a phone in Chromium against the real server (the build, PGlite, the demo firm): how soon the form
// is on screen with its fields, from the address being opened,
//   - on a throttled phone profile: a 390 × 844 touch screen, the CPU slowed 4× and the network of a slow 4G
//     connection (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up: Lighthouse's mobile profile), for an inspector
//     who used the portal before (its code in the browser's and the service worker's cache) and for a first visit;
//   - offline, from what the phone kept (the service worker's cache and the copy of the order on the device), the
//     CPU not slowed: the screen an inspector opens in a cellar.
//   npm run bench -- radni-nalog      BENCH_OPEN_RUNS (default 10) page opens per case; BENCH_SKIP_BUILD=1 measures
//                                     the build on disk instead of building first.
import type { BrowserContext, Page } from '@playwright/test';
import { writeSuite, type BenchResult } from '../../../scripts/bench/report.ts';
import {
  OPEN_RUNS,
  ensureBuild,
  launchChromium,
  median,
  percentile,
  signIn,
  signedInContext,
  startServer,
  watchdog,
  type BenchServer,
} from '../../../scripts/bench/portal.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** Records the moment the work order's form shows its fields, from navigation start. */
function markFormShown() {
  const observer = new MutationObserver(() => {
    const form = document.querySelector('form[aria-label="Radni nalog"]');
    if (form?.querySelector('input:not([disabled])')) {
      (window as unknown as { formShownAt: number }).formShownAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

async function measureOpen(context: BrowserContext, url: string, isThrottled: boolean): Promise<number> {
  const page = await context.newPage();
  if (isThrottled) await throttle(context, page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { formShownAt?: number }).formShownAt !== undefined, null, {
    timeout: 60_000,
  });
  const shownAt = await page.evaluate(() => (window as unknown as { formShownAt: number }).formShownAt);
  await page.close();
  return shownAt;
}

/** The order opened once online, until the service worker keeps every asset the screen loaded. */
async function keepOnPhone(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { formShownAt?: number }).formShownAt !== undefined);
  await page.waitForFunction(
    async () => {
      if (!navigator.serviceWorker.controller) return false;
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((address) => address.origin === location.origin && address.pathname.startsWith('/assets/'))
        .map((address) => address.pathname);
      const kept = new Set(
        (await (await caches.open('rp-shell-v2')).keys()).map((request) => new URL(request.url).pathname),
      );
      return loaded.every((path) => kept.has(path));
    },
    null,
    { timeout: 30_000, polling: 200 },
  );
  await page.close();
}

/** A demo valuation of the inspector's (the User of the demo firm) or, failing that, the first one. */
async function procenaId(base: string): Promise<number> {
  const { access_token: token } = await signIn(base, 'user');
  const response = await fetch(`${base}/api/procene?limit=20`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET procene answered ${response.status}`);
  const { itemList } = (await response.json()) as { itemList: Array<{ id: number }> };
  const first = itemList[0];
  if (!first) throw new Error('the demo firm has no valuation');
  return first.id;
}

async function main(): Promise<void> {
  ensureBuild();
  // The server's start (seeding the demo firm) comes before the watchdog.
  const server: BenchServer = await startServer({ suite: 'radni-nalog' });
  const stopWatchdog = watchdog('radni-nalog', 20, () => void server.close());
  const browser = await launchChromium();
  try {
    const url = `${server.base}/index/procene/radni_nalog/${await procenaId(server.base)}`;
    const options = { ...PHONE, username: 'user', initScript: { script: markFormShown } };

    // A first visit on a throttled phone: a new browser profile each time (no cache, no service worker).
    const firstVisits: number[] = [];
    for (let index = 0; index < Math.min(3, OPEN_RUNS); index++) {
      const fresh = await signedInContext(browser, server.base, options);
      firstVisits.push(await measureOpen(fresh, url, true));
      await fresh.close();
    }

    // A returning inspector: the order opened once, its code kept by the service worker.
    const context = await signedInContext(browser, server.base, options);
    await keepOnPhone(context, url);
    const returning: number[] = [];
    for (let index = 0; index < OPEN_RUNS; index++) returning.push(await measureOpen(context, url, true));

    // Offline: the same phone without a connection.
    await context.setOffline(true);
    const offline: number[] = [];
    for (let index = 0; index < OPEN_RUNS; index++) offline.push(await measureOpen(context, url, false));
    await context.close();

    const results: BenchResult[] = [
      {
        name: 'work order form shown, throttled phone (CPU ×4, slow 4G), returning inspector, median',
        value: median(returning),
        unit: 'ms',
      },
      {
        name: 'work order form shown, throttled phone (CPU ×4, slow 4G), returning inspector, p95',
        value: percentile(returning, 95),
        unit: 'ms',
        budget: 1500,
      },
      {
        name: 'work order form shown, throttled phone (CPU ×4, slow 4G), first visit (empty cache), median',
        value: median(firstVisits),
        unit: 'ms',
      },
      { name: 'work order form shown offline from the cache, median', value: median(offline), unit: 'ms' },
      {
        name: 'work order form shown offline from the cache, p95',
        value: percentile(offline, 95),
        unit: 'ms',
        budget: 300,
      },
    ];
    writeSuite('radni-nalog', results);
  } finally {
    stopWatchdog();
    await browser.close();
    await server.close();
  }
}

await main();
