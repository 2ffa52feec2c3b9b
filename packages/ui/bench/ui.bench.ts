// UI benchmark: builds Storybook (production React), serves it, and drives two stories in Chromium:
// the DataTable with 10,000 rows and the MapPanel with 5,000 markers.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium, type Page } from 'playwright';
import { writeSuite, type BenchResult } from '../../../scripts/bench/report.ts';

const root = new URL('../../../', import.meta.url).pathname;
const outDir = process.env.UI_BENCH_STORYBOOK_DIR ?? '/tmp/rp-ui-bench-storybook';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.UI_BENCH_RUNS ?? 5);

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

function buildStorybook(): void {
  if (process.env.UI_BENCH_SKIP_BUILD && existsSync(join(outDir, 'iframe.html'))) return;
  console.info(`Building Storybook into ${outDir} …`);
  const build = spawnSync('npx', ['storybook', 'build', '-o', outDir, '--quiet'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('storybook build failed');
}

function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function openStory(page: Page, base: string, id: string): Promise<void> {
  await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`, { waitUntil: 'load' });
}

async function benchTable(page: Page, base: string): Promise<BenchResult[]> {
  const firstRender: number[] = [];
  for (let run = 0; run < runs; run++) {
    await openStory(page, base, 'ui-datatable--performance-10-k');
    await page.waitForSelector('[data-slot="data-table-row"]');
    // From navigation start to the first row painted: Storybook boot plus the table's first render.
    firstRender.push(await page.evaluate(() => performance.now()));
  }
  const scroll = await page.evaluate(async () => {
    const scroller = document.querySelector<HTMLElement>('[data-slot="data-table-scroll"]')!;
    const frames: number[] = [];
    let maxRows = 0;
    let last = performance.now();
    for (let frame = 0; frame < 360; frame++) {
      scroller.scrollTop += 240;
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const now = performance.now();
      frames.push(now - last);
      last = now;
      maxRows = Math.max(maxRows, document.querySelectorAll('[data-slot="data-table-row"]').length);
    }
    return { frames: frames.slice(5), maxRows, scrolledTo: scroller.scrollTop };
  });
  const sortTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    sortTimes.push(
      await page.evaluate(async () => {
        const header = [...document.querySelectorAll<HTMLButtonElement>('th button')].find((button) =>
          button.textContent?.includes('Naziv'),
        )!;
        const started = performance.now();
        header.click();
        await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
        return performance.now() - started;
      }),
    );
  }
  return [
    { name: 'datatable 10k rows: sort (click to paint)', value: median(sortTimes), unit: 'ms', budget: 150 },
    { name: 'datatable 10k rows: first render (page load)', value: median(firstRender), unit: 'ms', budget: 2000 },
    { name: 'datatable 10k rows: scroll frame p95', value: percentile(scroll.frames, 95), unit: 'ms', budget: 34 },
    { name: 'datatable 10k rows: scroll frame median', value: median(scroll.frames), unit: 'ms', budget: 20 },
    { name: 'datatable 10k rows: max rows in DOM', value: scroll.maxRows, unit: 'rows', budget: 60 },
  ];
}

async function benchMap(page: Page, base: string): Promise<BenchResult[]> {
  const clustering: number[] = [];
  const ready: number[] = [];
  for (let run = 0; run < runs; run++) {
    await openStory(page, base, 'ui-mappanel--five-thousand-markers');
    await page.waitForSelector('[data-slot="map-panel"][data-state="ready"]', { timeout: 30_000 });
    const result = await page.evaluate(() => ({
      now: performance.now(),
      clusterMs: Number(document.querySelector('[data-slot="map-panel"]')?.getAttribute('data-cluster-ms')),
      icons: document.querySelectorAll('.leaflet-marker-icon').length,
    }));
    clustering.push(result.clusterMs);
    ready.push(result.now);
  }
  return [
    { name: 'map 5k markers: initial clustering', value: median(clustering), unit: 'ms', budget: 1000 },
    { name: 'map 5k markers: ready (page load)', value: median(ready), unit: 'ms', budget: 3000 },
  ];
}

async function main(): Promise<void> {
  buildStorybook();
  const server = await serve(outDir);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // A first visit warms the browser's caches so every measured run starts alike.
    await openStory(page, base, 'ui-datatable--performance-10-k');
    const results = [...(await benchTable(page, base)), ...(await benchMap(page, base))];
    writeSuite('ui', results);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
