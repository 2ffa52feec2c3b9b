// The property import through the real HTTP endpoint (POST /api/nepokretnosti/file/loadNepokretnosti/, an Admin):
// 10,000 generated rows as xlsx and as csv, the wall time of the request and the peak growth of the process's
// resident memory while it runs (sampled every 10 ms against the level after a GC just before). The server reads
// the file streamed, so the growth must not follow the row count: a 30,000-row file is measured beside it.
//   npm run bench -- nepokretnosti-import   on PGlite and, when DATABASE_URL (or BENCH_PG_URL) names a PostgreSQL
//                                           server, on a database created for the run there and dropped after it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NEPOKRETNOSTI_PATHS, importOdgovorSchema } from '@rp/contract';
import { withDatabase } from './common.ts';
import { writeSuite, type BenchResult } from '../../../scripts/bench/report.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { sampleRows } from '../src/modules/nepokretnosti/import-sample.ts';
import { importCsvLines, writeImportXlsx } from '../src/modules/nepokretnosti/import-template.ts';

const PG_URL = process.env.DATABASE_URL ?? process.env.BENCH_PG_URL;
const ROWS = 10_000;
const LARGE_ROWS = 30_000;
const TIME_BUDGET_MS = 10_000;
const RSS_BUDGET_MB = 150;
const WATCHDOG_MS = 15 * 60 * 1000;

setTimeout(() => {
  console.error('nepokretnosti-import bench: watchdog expired');
  process.exit(1);
}, WATCHDOG_MS).unref();

const gc = (globalThis as { gc?: () => void }).gc;

interface Run {
  ms: number;
  rssGrowthMb: number;
  saved: number;
}

async function importOnce(base: string, token: string, data: Buffer, name: string): Promise<Run> {
  const form = new FormData();
  form.append('file', new Blob([data]), name);
  gc?.();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  const start = performance.now();
  const response = await fetch(`${base}${NEPOKRETNOSTI_PATHS.import}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  const ms = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  if (response.status !== 200) throw new Error(`import answered ${response.status}: ${JSON.stringify(body)}`);
  const answer = importOdgovorSchema.parse(body);
  return { ms, rssGrowthMb: (peak - baseline) / 1024 / 1024, saved: answer.saved };
}

async function measure(label: string, databaseUrl: string | undefined, files: Record<string, Buffer>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rp-bench-import-'));
  let app: FastifyInstance | undefined;
  try {
    const config = loadConfig(
      { DEMO: '1', LOG_LEVEL: 'silent' },
      { dataDir, databaseUrl, jwtSecret: randomBytes(32).toString('hex'), portalDir: undefined },
    );
    app = await buildApp({ config, logger: false });
    await app.ready();
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const signIn = await fetch(`${base}/api/radnici/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };

    const xlsx = await importOnce(base, token, files.xlsx!, 'uvoz.xlsx');
    const csv = await importOnce(base, token, files.csv!, 'uvoz.csv');
    const again = await importOnce(base, token, files.xlsx!, 'uvoz.xlsx');
    const large = await importOnce(base, token, files.large!, 'veliki.xlsx');
    for (const [run, expected] of [
      [xlsx, ROWS],
      [csv, ROWS],
      [again, 0],
      [large, LARGE_ROWS],
    ] as const)
      if (run.saved !== expected) throw new Error(`expected ${expected} rows saved, got ${run.saved}`);
    const results: BenchResult[] = [
      {
        name: `import ${ROWS.toLocaleString('en')} rows, xlsx [${label}]`,
        value: xlsx.ms,
        unit: 'ms',
        budget: TIME_BUDGET_MS,
      },
      {
        name: `import ${ROWS.toLocaleString('en')} rows, csv [${label}]`,
        value: csv.ms,
        unit: 'ms',
        budget: TIME_BUDGET_MS,
      },
      {
        name: `the same ${ROWS.toLocaleString('en')}-row xlsx again (all skipped) [${label}]`,
        value: again.ms,
        unit: 'ms',
        budget: TIME_BUDGET_MS,
      },
      {
        name: `peak RSS growth, ${ROWS.toLocaleString('en')}-row xlsx [${label}]`,
        value: xlsx.rssGrowthMb,
        unit: 'MB',
        budget: RSS_BUDGET_MB,
      },
      {
        name: `peak RSS growth, ${ROWS.toLocaleString('en')}-row csv [${label}]`,
        value: csv.rssGrowthMb,
        unit: 'MB',
        budget: RSS_BUDGET_MB,
      },
      { name: `import ${LARGE_ROWS.toLocaleString('en')} rows, xlsx [${label}]`, value: large.ms, unit: 'ms' },
      {
        name: `peak RSS growth, ${LARGE_ROWS.toLocaleString('en')}-row xlsx (flat: no more than the 10,000-row file's) [${label}]`,
        value: large.rssGrowthMb,
        unit: 'MB',
        budget: RSS_BUDGET_MB,
      },
    ];
    return results;
  } finally {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const work = mkdtempSync(join(tmpdir(), 'rp-bench-import-files-'));
try {
  await writeImportXlsx(join(work, 'uvoz.xlsx'), sampleRows(ROWS, { seed: 1 }));
  await writeImportXlsx(join(work, 'veliki.xlsx'), sampleRows(LARGE_ROWS, { seed: 3 }));
  writeFileSync(join(work, 'uvoz.csv'), [...importCsvLines(sampleRows(ROWS, { seed: 2 }))].join(''));
  const files = {
    xlsx: readFileSync(join(work, 'uvoz.xlsx')),
    csv: readFileSync(join(work, 'uvoz.csv')),
    large: readFileSync(join(work, 'veliki.xlsx')),
  };
  const results = await measure('PGlite', undefined, files);
  if (PG_URL) results.push(...(await withDatabase(PG_URL, 'import', (url) => measure('PostgreSQL', url, files))));
  writeSuite('nepokretnosti-import', results);
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(0);
