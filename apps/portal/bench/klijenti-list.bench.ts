// The clients list in Chromium against the real server (the build) on the large seed (100,000 clients beside the
// demo firm, PGlite): how soon the page shows its first 30 rows, and the work of one scroll frame once 10,000 rows
// are loaded through the list's own 'load more' (20 at a time, near the bottom).
//   npm run bench -- klijenti-list      BENCH_OPEN_RUNS (default 10) page opens; BENCH_SKIP_BUILD=1 measures the build
//                                       on disk instead of building first; BENCH_DATA_DIR=dir keeps the seeded
//                                       database there for the next run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { writeSuite, type BenchResult } from '../../../scripts/bench/report.ts';

const root = new URL('../../../', import.meta.url).pathname;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OPEN_RUNS = Number(process.env.BENCH_OPEN_RUNS ?? 10);
const LOADED_ROWS = 10_000;
const SCROLL_FRAMES = 300;
// The whole run stops by itself even if something hangs.
const WATCHDOG_MS = 15 * 60 * 1000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const median = (values: number[]) => percentile(values, 50);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function waitForServer(base: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${base}/api/config`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

async function stop(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await stopped;
}

/** A signed-in Admin in Serbian, the way the portal keeps its session. */
async function signedInContext(base: string, browser: Awaited<ReturnType<typeof chromium.launch>>) {
  const response = await fetch(`${base}/api/radnici/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  const login = (await response.json()) as { radnik: number; role: string; access_token: string };
  const session = JSON.stringify({ id: login.radnik, roles: [login.role], token: login.access_token });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(
    ([value]) => {
      localStorage.setItem('rp.session', value!);
      localStorage.setItem('rp.language', 'sr');
      // The moment the first page's rows are on screen, from navigation start (no polling delay).
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
    },
    [session],
  );
  return context;
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

/** From a click on the menu's clients link in a running portal to the first 30 rows shown: an open without app boot. */
async function measureNavigation(context: BrowserContext, base: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(`${base}/main`);
  const link = page.getByRole('link', { name: 'Klijenti', exact: true }).first();
  await link.waitFor({ timeout: 30_000 });
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
  // The build is what is measured: made afresh unless BENCH_SKIP_BUILD says the one on disk is current.
  const isBuilt =
    existsSync(join(root, 'apps/api/dist/server.js')) && existsSync(join(root, 'apps/portal/dist/index.html'));
  if (!process.env.BENCH_SKIP_BUILD || !isBuilt) run('npm', ['run', 'build']);
  // BENCH_DATA_DIR keeps the seeded database between runs (seeded when the directory has none), for quick re-runs.
  const keptDir = process.env.BENCH_DATA_DIR;
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'rp-bench-klijenti-list-'));
  const seeded = keptDir !== undefined && existsSync(join(keptDir, 'large-seeded'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  // The embedded database: this suite measures the portal; the server's own search has the `klijenti` suite.
  delete env.DATABASE_URL;
  let server: ChildProcess | undefined;
  const watchdog = setTimeout(() => {
    console.error('klijenti-list: watchdog fired, stopping');
    server?.kill('SIGTERM');
    process.exit(1);
  }, WATCHDOG_MS);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const start = async () => {
      server = spawn(process.execPath, ['apps/api/dist/server.js'], {
        cwd: root,
        env: { ...env, PORT: String(port), HOST: '127.0.0.1', DEMO: '1', TILE_URL: '', GEOCODER_URL: '' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await waitForServer(base, server);
    };
    // The server's first start lays down the places and the demo firm; the large seed then adds its clients there.
    if (!seeded) {
      await start();
      await stop(server);
      const seedStarted = performance.now();
      run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/seed.ts', '--size', 'large'], env);
      console.info(`large seed: ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
      if (keptDir !== undefined) writeFileSync(join(keptDir, 'large-seeded'), new Date().toISOString());
    }
    await start();

    const context = await signedInContext(base, browser);
    const url = `${base}/index/klijenti/list`;
    // The first open fills the browser's cache (the portal's scripts); the measured ones are a returning user's.
    const cold = await measureOpen(context, url);
    const opens: number[] = [];
    for (let index = 0; index < OPEN_RUNS; index++) opens.push(await measureOpen(context, url));

    const navigations: number[] = [];
    for (let index = 0; index < OPEN_RUNS; index++) navigations.push(await measureNavigation(context, base));

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
    clearTimeout(watchdog);
    await browser.close();
    await stop(server);
    if (keptDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
