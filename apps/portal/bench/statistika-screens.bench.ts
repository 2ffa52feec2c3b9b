// The four statistics screens in Chromium against the real server (the build) on the large seed (100,000 valuations
// beside the demo firm, PGlite), signed in as the Admin: how long each screen takes to draw its chart or table after
// its statistics answer has arrived (issue 18: ≤ 300 ms), and, for the record, the whole open by address. "Arrived"
// is the end of the statistics response (its Resource Timing entry); "drawn" is the paint of the frame that first
// shows the screen's chart marks (or the bankers' table rows).
//   npm run bench -- statistika-screens   BENCH_OPEN_RUNS (default 10) opens per screen; BENCH_SKIP_BUILD=1 measures
//                                         the build on disk; BENCH_DATA_DIR=dir keeps the seeded database.
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

const DRAW_BUDGET_MS = 300;

interface Screen {
  name: string;
  path: string;
  /** The statistics call whose answer the screen draws. */
  call: string;
  /** What is on screen once the data is drawn. */
  drawn: string;
}

const SCREENS: readonly Screen[] = [
  { name: 'novac', path: '/statistika/novac', call: '/api/statistika/get/novac/', drawn: '[data-series] path' },
  { name: 'radnici', path: '/statistika/radnici', call: '/api/statistika/get/resurs', drawn: '[data-series]' },
  { name: 'klijenti', path: '/statistika/klijenti', call: '/api/statistika/get/klijent/', drawn: '[data-slice]' },
  {
    name: 'bankari',
    path: '/statistika/bankari',
    call: '/api/statistika/bankari',
    drawn: '[data-slot="data-table-row"]',
  },
];

async function measureOpen(
  context: BrowserContext,
  url: string,
  screen: Screen,
): Promise<{ open: number; draw: number; bytes: number }> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const drawnAt = await paintedAt(page);
  const answer = await page.evaluate(
    ([call, drawn]) => {
      // the last answer of the screen's call that ended before the drawing (a reload would add a later one)
      const answers = performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => entry.name.includes(call))
        .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= drawn);
      const last = answers[answers.length - 1];
      return last ? { end: last.responseEnd, bytes: last.encodedBodySize } : undefined;
    },
    [screen.call, drawnAt] as const,
  );
  await page.close();
  if (!answer) throw new Error(`${screen.name}: drawn without an answer of ${screen.call}`);
  return { open: drawnAt, draw: drawnAt - answer.end, bytes: answer.bytes };
}

async function main(): Promise<void> {
  ensureBuild();
  const server: BenchServer = await startServer({ suite: 'statistika-screens', large: true });
  const stopWatchdog = watchdog('statistika-screens', 30, () => void server.close());
  const browser = await launchChromium();
  const results: BenchResult[] = [];
  try {
    for (const screen of SCREENS) {
      const context = await signedInContext(browser, server.base, {
        initScript: { script: markPainted, arg: [screen.drawn] },
      });
      const url = `${server.base}${screen.path}`;
      await measureOpen(context, url, screen); // the first open fills the browser's cache (a returning user)
      const draws: number[] = [];
      const opens: number[] = [];
      let bytes = 0;
      for (let index = 0; index < OPEN_RUNS; index++) {
        const open = await measureOpen(context, url, screen);
        draws.push(open.draw);
        opens.push(open.open);
        bytes = open.bytes;
      }
      await context.close();
      results.push(
        {
          name: `${screen.path}: drawn after its data arrived, p95 (${OPEN_RUNS} opens)`,
          value: percentile(draws, 95),
          unit: 'ms',
          budget: DRAW_BUDGET_MS,
        },
        { name: `${screen.path}: drawn after its data arrived, median`, value: median(draws), unit: 'ms' },
        { name: `${screen.path}: open by address to drawn, median`, value: median(opens), unit: 'ms' },
        { name: `${screen.path}: answer size on the wire`, value: bytes / 1024, unit: 'KB' },
      );
    }
    writeSuite('statistika-screens', results);
  } finally {
    stopWatchdog();
    await browser.close();
    await server.close();
  }
}

await main();
