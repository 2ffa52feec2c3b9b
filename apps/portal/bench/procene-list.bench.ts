// The valuations list in Chromium against the real server (the build) on the large seed (100,000 valuations beside
// the demo firm, PGlite): how soon the page shows its rows and its footer (count and sum) after the address is opened,
// for a returning user (the portal's code in the browser's cache) and with an empty cache.
//   npm run bench -- procene-list      BENCH_OPEN_RUNS (default 10) page opens; BENCH_SKIP_BUILD=1 measures the build
//                                      on disk instead of building first; BENCH_DATA_DIR=dir keeps the seeded
//                                      database there for the next run (shared with klijenti-list).
import type { BrowserContext } from '@playwright/test';
import { writeSuite, type BenchResult } from '../../../scripts/bench/report.ts';
import {
  OPEN_RUNS,
  ensureBuild,
  launchChromium,
  median,
  percentile,
  signedInContext,
  startServer,
  watchdog,
  type BenchServer,
} from '../../../scripts/bench/portal.ts';

/** Records the moment the list's rows and its footer are on screen, and when the list's answer arrived. */
function markRowsShown() {
  const observer = new MutationObserver(() => {
    if (
      document.querySelector('[data-slot="procene-footer"]') &&
      document.querySelector('[data-slot="data-table-row"]')
    ) {
      const target = window as unknown as { rowsShownAt: number; listAt: number };
      target.rowsShownAt = performance.now();
      target.listAt = 0;
      for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
        if (new URL(entry.name).pathname === '/api/procene') target.listAt = Math.max(target.listAt, entry.responseEnd);
      }
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

interface Open {
  rowsShownAt: number;
  listAt: number;
}

async function measureOpen(context: BrowserContext, url: string): Promise<Open> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { rowsShownAt?: number }).rowsShownAt !== undefined, null, {
    timeout: 30_000,
  });
  const open = await page.evaluate(() => {
    const { rowsShownAt, listAt } = window as unknown as Open;
    return { rowsShownAt, listAt };
  });
  await page.close();
  return open;
}

async function main(): Promise<void> {
  ensureBuild();
  // The large seed (once per data directory) comes before the watchdog: it runs to its end, however long it takes.
  const server: BenchServer = await startServer({ suite: 'procene-list', large: true });
  const stopWatchdog = watchdog('procene-list', 20, () => void server.close());
  const browser = await launchChromium();
  try {
    const context = await signedInContext(browser, server.base, { initScript: { script: markRowsShown } });
    const url = `${server.base}/index/procene/list`;
    // The first open fills the browser's cache (the portal's scripts); the measured ones are a returning user's.
    const cold = await measureOpen(context, url);
    const opens: Open[] = [];
    for (let index = 0; index < OPEN_RUNS; index++) opens.push(await measureOpen(context, url));
    await context.close();
    const shown = opens.map((open) => open.rowsShownAt);

    const results: BenchResult[] = [
      { name: 'list page opens: rows and footer shown (returning user), median', value: median(shown), unit: 'ms' },
      {
        name: 'list page opens: rows and footer shown (returning user), p95',
        value: percentile(shown, 95),
        unit: 'ms',
        budget: 500,
      },
      { name: 'list page opens: rows and footer shown (empty cache)', value: cold.rowsShownAt, unit: 'ms' },
      {
        name: "where the time goes: the list's answer (GET procene) arrived, median",
        value: median(opens.map((open) => open.listAt)),
        unit: 'ms',
      },
    ];
    writeSuite('procene-list', results);
  } finally {
    stopWatchdog();
    await browser.close();
    await server.close();
  }
}

await main();
