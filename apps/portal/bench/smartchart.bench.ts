// The planning Gantt of all jobs (/index/smartchart) in Chromium against the real server (the build) on the large
// seed (2,000 jobs with 20,000 tasks beside the demo firm, PGlite), filtered to four years so that every job is in
// the plan: how soon the page shows the planner with its bars painted (a returning user: the portal's code in the
// browser's cache, and an empty cache). Scrolling the editor is measured by the gantt-view suite (10k and 100k rows
// with unlocked frame times); in the portal, a rAF-driven scroll at unlocked frame rates left the planner's deferred
// rows undrawn, so frame times here would measure frames that draw nothing.
//   npm run bench -- smartchart   BENCH_OPEN_RUNS (default 10) page opens; BENCH_SKIP_BUILD=1 measures the build on
//                                 disk; BENCH_DATA_DIR=dir keeps the seeded database (shared with the list suites).
import type { BrowserContext } from '@playwright/test';
import { writeSuite, type BenchResult } from '../../../scripts/bench/report.ts';
import {
  OPEN_RUNS,
  ensureBuild,
  launchChromium,
  markPainted,
  median,
  paintedAt,
  percentile,
  signedInContext,
  startServer,
  watchdog,
  type BenchServer,
} from '../../../scripts/bench/portal.ts';

const DAY_MS = 86_400_000;

/** The planner is shown when its bars and its grid's rows are painted. */
const PLAN_SHOWN = ['[data-slot="gantt-bar"]', '[data-slot="gantt-grid"] [aria-level]'];

async function measureOpen(context: BrowserContext, url: string): Promise<{ ms: number; rows: number }> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const ms = await paintedAt(page);
  const rows = await page.evaluate(
    () => Number(document.querySelector('[data-slot="gantt-grid"]')?.getAttribute('aria-rowcount') ?? 0) - 1,
  );
  await page.close();
  return { ms, rows };
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function main(): Promise<void> {
  ensureBuild();
  const server: BenchServer = await startServer({ suite: 'smartchart', large: true });
  const stopWatchdog = watchdog('smartchart', 15, () => void server.close());
  const browser = await launchChromium();
  try {
    const now = Date.now();
    const url = `${server.base}/index/smartchart?prvi=${day(now - 730 * DAY_MS)}&drugi=${day(now + 730 * DAY_MS)}`;
    const context = await signedInContext(browser, server.base, {
      initScript: { script: markPainted, arg: PLAN_SHOWN },
    });
    const cold = await measureOpen(context, url);
    const opens: number[] = [];
    let rows = cold.rows;
    for (let index = 0; index < OPEN_RUNS; index++) {
      const open = await measureOpen(context, url);
      opens.push(open.ms);
      rows = open.rows;
    }

    await context.close();

    const results: BenchResult[] = [
      {
        name: `plan of ${rows.toLocaleString('en')} rows opens to a full paint (returning user), median`,
        value: median(opens),
        unit: 'ms',
      },
      {
        name: `plan of ${rows.toLocaleString('en')} rows opens to a full paint (returning user), p95`,
        value: percentile(opens, 95),
        unit: 'ms',
        budget: 800,
      },
      { name: 'plan opens to a full paint (empty cache)', value: cold.ms, unit: 'ms' },
    ];
    writeSuite('smartchart', results);
  } finally {
    stopWatchdog();
    await browser.close();
    await server.close();
  }
}

await main();
