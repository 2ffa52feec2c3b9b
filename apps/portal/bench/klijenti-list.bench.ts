// The clients list in Chromium against the real server (the build) on the large seed (100,000 clients beside the
// demo firm, PGlite): how soon the page shows its first 30 rows, and the work of one scroll frame once 10,000 rows
// are loaded through the list's own 'load more' (20 at a time, near the bottom).
//   npm run bench -- klijenti-list      BENCH_OPEN_RUNS (default 10) page opens; BENCH_SKIP_BUILD=1 measures the build
//                                       on disk instead of building first; BENCH_DATA_DIR=dir keeps the seeded
//                                       database there for the next run.
import type { BrowserContext } from '@playwright/test';
import { writeSuite, type BenchResult } from '../../../scripts/bench/report.ts';
import {
  OPEN_RUNS,
  ensureBuild,
  launchChromium,
  median,
  percentile,
  signedInContext,
  signedInProfile,
  startServer,
  watchdog,
  type BenchServer,
} from '../../../scripts/bench/portal.ts';

const LOADED_ROWS = 10_000;
/** Opens of the profile on disk before the measured ones: the first fills its cache, the second its code cache. */
const PROFILE_WARM_OPENS = 2;
const SCROLL_FRAMES = 300;

/** Records the moment the first page's rows are on screen, from navigation start (no polling delay). */
function markRowsShown() {
  const observer = new MutationObserver(() => {
    const status = [...document.querySelectorAll('[role="status"]')].find((node) =>
      node.textContent?.startsWith('Učitano 30 od'),
    );
    if (status && document.querySelector('[data-slot="data-table-row"]')) {
      (window as unknown as { rowsShownAt: number }).rowsShownAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function measureOpen(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { rowsShownAt?: number }).rowsShownAt !== undefined, null, {
    timeout: 30_000,
  });
  const shownAt = await page.evaluate(() => (window as unknown as { rowsShownAt: number }).rowsShownAt);
  await page.close();
  return shownAt;
}

/** The portal's idle time before the menu click of the 'after idle' opens: it loads the menu's screens meanwhile. */
const IDLE_BEFORE_CLICK_MS = 5_000;

/**
 * From a click on the menu's clients link in a running portal to the first 30 rows shown: an open without app boot,
 * at once when the link shows, or after the portal has been idle `idleMs` (a user reading the home page first).
 */
async function measureNavigation(context: BrowserContext, base: string, idleMs = 0): Promise<number> {
  const page = await context.newPage();
  await page.goto(`${base}/main`);
  const link = page.getByRole('link', { name: 'Klijenti', exact: true }).first();
  await link.waitFor({ timeout: 30_000 });
  if (idleMs > 0) await page.waitForTimeout(idleMs);
  const clickedAt = await page.evaluate(() => performance.now());
  await link.click();
  await page.waitForFunction(() => (window as unknown as { rowsShownAt?: number }).rowsShownAt !== undefined, null, {
    timeout: 30_000,
  });
  const shownAt = await page.evaluate(() => (window as unknown as { rowsShownAt: number }).rowsShownAt);
  await page.close();
  return shownAt - clickedAt;
}

async function main(): Promise<void> {
  ensureBuild();
  // The large seed (once per data directory) comes before the watchdog: it runs to its end, however long it takes.
  const server: BenchServer = await startServer({ suite: 'klijenti-list', large: true });
  const stopWatchdog = watchdog('klijenti-list', 15, () => void server.close());
  const browser = await launchChromium();
  try {
    const { base } = server;
    const context = await signedInContext(browser, base, { initScript: { script: markRowsShown } });
    const url = `${base}/index/klijenti/list`;
    // The first open fills the browser's cache (the portal's scripts); the measured ones are a returning user's.
    const cold = await measureOpen(context, url);
    const opens: number[] = [];
    for (let index = 0; index < OPEN_RUNS; index++) opens.push(await measureOpen(context, url));

    const navigations: number[] = [];
    for (let index = 0; index < OPEN_RUNS; index++) navigations.push(await measureNavigation(context, base));
    const idleNavigations: number[] = [];
    for (let index = 0; index < OPEN_RUNS; index++)
      idleNavigations.push(await measureNavigation(context, base, IDLE_BEFORE_CLICK_MS));

    // The same opens in a browser with a profile on disk (a user's everyday browser): its code cache spares the
    // compiling of the portal's scripts that every open of the private context above repeats. Two opens first: V8
    // keeps a script's code from its second run on.
    const profile = await signedInProfile(base, { initScript: { script: markRowsShown } });
    const profileOpens: number[] = [];
    try {
      for (let index = 0; index < PROFILE_WARM_OPENS; index++) await measureOpen(profile.context, url);
      for (let index = 0; index < OPEN_RUNS; index++) profileOpens.push(await measureOpen(profile.context, url));
    } finally {
      await profile.close();
    }

    // The same app boot with the equipment list's few rows: what of an open is the list's own, on this machine.
    const reference: number[] = [];
    for (let index = 0; index < OPEN_RUNS; index++) {
      const page = await context.newPage();
      await page.goto(`${base}/index/masine/list`, { waitUntil: 'commit' });
      await page.waitForSelector('[data-slot="data-table-row"]', { timeout: 30_000 });
      reference.push(await page.evaluate(() => performance.now()));
      await page.close();
    }

    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector('[data-slot="data-table-row"]');
    const loadStarted = performance.now();
    // Scroll to the bottom until the list has loaded 10,000 rows, 20 per request, as a user scrolling would.
    const loaded = await page.evaluate(async (wanted) => {
      const scroller = document.querySelector<HTMLElement>('[data-slot="data-table-scroll"]')!;
      // No named helpers in here: the bench runs through tsx, whose helper for function names the page lacks.
      for (;;) {
        const status = [...document.querySelectorAll('[role="status"]')].find((node) =>
          node.textContent?.startsWith('Učitano'),
        );
        const count = Number(/Učitano ([\d.]+)/.exec(status?.textContent ?? '')?.[1]?.replaceAll('.', '') ?? 0);
        if (count >= wanted) return count;
        scroller.scrollTop = scroller.scrollHeight;
        scroller.dispatchEvent(new Event('scroll'));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }, LOADED_ROWS);
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    const scroll = await page.evaluate(async (frames) => {
      const scroller = document.querySelector<HTMLElement>('[data-slot="data-table-scroll"]')!;
      scroller.scrollTop = 0;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const work: number[] = [];
      const intervals: number[] = [];
      let maxRows = 0;
      let last = performance.now();
      for (let frame = 0; frame < frames; frame++) {
        // The frame's own work: the scroll handler, the virtualiser's synchronous render and the layout it forces.
        const started = performance.now();
        scroller.scrollTop += 240;
        scroller.dispatchEvent(new Event('scroll'));
        void scroller.getBoundingClientRect().height;
        void document.body.offsetHeight;
        work.push(performance.now() - started);
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = performance.now();
        intervals.push(now - last);
        last = now;
        maxRows = Math.max(maxRows, document.querySelectorAll('[data-slot="data-table-row"]').length);
      }
      return { work: work.slice(5), intervals: intervals.slice(5), maxRows };
    }, SCROLL_FRAMES);
    await page.close();
    await context.close();

    const results: BenchResult[] = [
      { name: 'list opens: first 30 rows shown (returning user), median', value: median(opens), unit: 'ms' },
      {
        name: 'list opens: first 30 rows shown (returning user), p95',
        value: percentile(opens, 95),
        unit: 'ms',
        budget: 300,
      },
      { name: 'list opens: first 30 rows shown (empty cache)', value: cold, unit: 'ms' },
      {
        name: 'list opens: first 30 rows shown (returning user, browser profile on disk), median',
        value: median(profileOpens),
        unit: 'ms',
      },
      {
        name: 'list opens: first 30 rows shown (returning user, browser profile on disk), p95',
        value: percentile(profileOpens, 95),
        unit: 'ms',
      },
      { name: 'reference: equipment list opens (same app boot), median', value: median(reference), unit: 'ms' },
      {
        name: 'list opens from the menu (no app boot): click to 30 rows, median',
        value: median(navigations),
        unit: 'ms',
      },
      {
        name: 'list opens from the menu (no app boot): click to 30 rows, p95',
        value: percentile(navigations, 95),
        unit: 'ms',
      },
      {
        name: `list opens from the menu after ${IDLE_BEFORE_CLICK_MS / 1000} s idle: click to 30 rows, median`,
        value: median(idleNavigations),
        unit: 'ms',
      },
      {
        name: `list opens from the menu after ${IDLE_BEFORE_CLICK_MS / 1000} s idle: click to 30 rows, p95`,
        value: percentile(idleNavigations, 95),
        unit: 'ms',
      },
      {
        name: `scroll ${loaded.toLocaleString('en')} loaded rows: work per frame p95`,
        value: percentile(scroll.work, 95),
        unit: 'ms',
        budget: 16,
      },
      {
        name: `scroll ${loaded.toLocaleString('en')} loaded rows: work per frame median`,
        value: median(scroll.work),
        unit: 'ms',
      },
      {
        name: `scroll ${loaded.toLocaleString('en')} loaded rows: frame interval p95`,
        value: percentile(scroll.intervals, 95),
        unit: 'ms',
      },
      { name: 'scroll: most rows in the DOM', value: scroll.maxRows, unit: 'rows', budget: 60 },
      { name: `load ${loaded.toLocaleString('en')} rows by scrolling (20 per request)`, value: loadSeconds, unit: 's' },
    ];
    writeSuite('klijenti-list', results);
  } finally {
    stopWatchdog();
    await browser.close();
    await server.close();
  }
}

await main();
