// Valuations on the large seed (100,000 valuations with their subject properties beside the demo firm): through the
// real HTTP endpoints, as p95 over sequential requests on loopback, the list with its default filter (the last 30 days,
// newest first, 30 rows), every filter at once (a year, phases, priorities, the subject's type group, leader,
// inspector and a bank), the Excel export of 5,000 rows (the whole file received) and a Word report (made and saved).
//   npm run bench -- procene   on PGlite and, when one answers at BENCH_PG_URL, on PostgreSQL (a database created for
//                              the run and dropped after it). BENCH_ROUNDS (default 10) rounds of each set;
//                              BENCH_PROCENE (default 100,000) valuations; BENCH_EXPLAIN=1 prints the list's plans.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canReach, mean, p95, startWatchdog, withBenchApp, withDatabase } from './common.ts';
import { writeSuite, type BenchResult } from '../../../scripts/bench/report.ts';
import { LARGE_PROCENE, seedLargeProcene } from '../src/db/seed/procene.ts';
import { addDays, localDate, localInstant } from '../src/lib/time.ts';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const TOTAL = Number(process.env.BENCH_PROCENE ?? LARGE_PROCENE);
const DEFAULT_P95_BUDGET = 30;
const ALL_FILTERS_P95_BUDGET = 80;
const EXPORT_BUDGET = 2000;
const REPORT_BUDGET = 1000;
const WATCHDOG_MS = 25 * 60 * 1000;

interface Sample {
  wall: number;
  cpu: number;
  bytes: number;
  ukupno: number;
}

async function timed(base: string, path: string, token: string, method = 'GET'): Promise<Sample> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const response = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await response.arrayBuffer());
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${body.toString('utf8').slice(0, 200)}`);
  const header = response.headers.get('x-ukupno');
  const ukupno = header
    ? Number(header)
    : response.headers.get('content-type')?.includes('json')
      ? Number((JSON.parse(body.toString('utf8')) as { ukupno?: number }).ukupno ?? 0)
      : 0;
  return { wall, cpu: (used.user + used.system) / 1000, bytes: body.length, ukupno };
}

async function series(base: string, paths: readonly string[], token: string, rounds = ROUNDS, method = 'GET') {
  for (const path of paths.slice(0, 3)) await timed(base, path, token, method);
  const samples: Sample[] = [];
  for (let round = 0; round < rounds; round++)
    for (const path of paths) samples.push(await timed(base, path, token, method));
  return samples;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every filter at once, for each bank × a leader and an inspector who work for it: the last year, current phases. */
async function allFilterPaths(app: FastifyInstance): Promise<string[]> {
  const combos = rowsOf<{ banka: number; vodja: number; inspektor: number }>(
    await app.db.execute(
      sql`select distinct on (id_klijenta) id_klijenta as banka, vodja_id as vodja, inspekcija_id as inspektor
          from procene where id_klijenta is not null and inspekcija_id is not null order by id_klijenta, id desc`,
    ),
  );
  const today = localDate(new Date());
  return combos.map((combo) => {
    const params = new URLSearchParams({
      datumOd: localInstant(addDays(today, -365)).toISOString(),
      datumDo: new Date(localInstant(addDays(today, 1)).getTime() - 1).toISOString(),
      klijentId: String(combo.banka),
    });
    for (const faza of [1, 2, 6]) params.append('faze[]', String(faza));
    for (const prioritet of [1, 2]) params.append('prioritet[]', String(prioritet));
    params.append('tipNepokretnosti[]', '81');
    params.append('radnik[]', String(combo.vodja));
    params.append('inspekcija[]', String(combo.inspektor));
    return `/api/procene?${params}`;
  });
}

/** The plans of the list's statements for a request (captured from the repository's own statement). */
async function explain(app: FastifyInstance, base: string, path: string, token: string): Promise<string> {
  const db = app.db as unknown as { execute(query: SQL): Promise<unknown> };
  const original = db.execute.bind(db);
  const captured: SQL[] = [];
  db.execute = (query: SQL) => {
    captured.push(query);
    return original(query);
  };
  try {
    await timed(base, path, token);
  } finally {
    db.execute = original;
  }
  const plans: string[] = [];
  for (const query of captured) {
    const result = rowsOf<{ 'QUERY PLAN': string }>(
      await original(sql`explain (analyze, costs off, timing off, summary off) ${query}`),
    );
    plans.push(result.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans.join('\n\n');
}

async function measure(label: string, databaseUrl: string | undefined): Promise<BenchResult[]> {
  return withBenchApp(
    { suite: 'procene', databaseUrl, username: 'user', seed: (app) => seedLargeProcene(app.db, TOTAL) },
    async ({ app, base, token, seedMs }) => {
      const filtered = await allFilterPaths(app);
      if (process.env.BENCH_EXPLAIN === '1') {
        console.info(
          `--- ${label}: GET /api/procene (default filter)\n${await explain(app, base, '/api/procene', token)}`,
        );
        console.info(`--- ${label}: GET ${filtered[0]}\n${await explain(app, base, filtered[0]!, token)}`);
      }
      const defaults = await series(base, ['/api/procene'], token, ROUNDS * 5);
      const allFilters = await series(base, filtered, token);
      const yearAgo = localInstant(addDays(localDate(new Date()), -365)).toISOString();
      const exportRounds = Math.max(2, Math.ceil(ROUNDS / 2));
      const xlsx = await series(base, [`/api/procene/izvoz?format=xlsx&datumOd=${yearAgo}`], token, exportRounds);
      const csv = await series(base, [`/api/procene/izvoz?format=csv&datumOd=${yearAgo}`], token, exportRounds);
      const sabloni = (await (
        await fetch(`${base}/api/procene/sabloni`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { itemList: { id: number }[] };
      const [withImage] = rowsOf<{ id: number }>(
        await app.db.execute(
          sql`select p.id from procene p join nepokretnosti n on n.procena_id = p.id
            join nepokretnosti_slike s on s.nepokretnost_id = n.id and s.glavna order by p.id limit 1`,
        ),
      );
      const procenaId = withImage?.id ?? 1;
      const report = await series(
        base,
        [`/api/procene/${procenaId}/document?template=${sabloni.itemList[0]!.id}`],
        token,
        ROUNDS,
        'PUT',
      );

      const line = (name: string, samples: Sample[], budget?: number): BenchResult[] => [
        { name: `${name} p95 [${label}]`, value: p95(samples.map((s) => s.wall)), unit: 'ms', budget },
        {
          name: `${name} CPU per request p95 (ours${databaseUrl ? '' : ', database included'}) [${label}]`,
          value: p95(samples.map((s) => s.cpu)),
          unit: 'ms',
        },
      ];
      return [
        ...line('list, default filter (30 days, 30 rows)', defaults, DEFAULT_P95_BUDGET),
        { name: `list, default filter: matches [${label}]`, value: defaults[0]!.ukupno, unit: 'rows' },
        ...line(`list, every filter at once, ${filtered.length} banks × ${ROUNDS}`, allFilters, ALL_FILTERS_P95_BUDGET),
        {
          name: `list, every filter at once: matches, mean [${label}]`,
          value: mean(allFilters.map((s) => s.ukupno)),
          unit: 'rows',
        },
        ...line('export xlsx, 5,000 rows', xlsx, EXPORT_BUDGET),
        { name: `export xlsx: size [${label}]`, value: Math.round(xlsx[0]!.bytes / 1024), unit: 'KB' },
        ...line('export csv, 5,000 rows', csv, EXPORT_BUDGET),
        ...line('Word report (made and saved)', report, REPORT_BUDGET),
        { name: `large seed: ${TOTAL.toLocaleString('en')} valuations [${label}]`, value: seedMs / 1000, unit: 's' },
      ];
    },
  );
}

startWatchdog('procene', WATCHDOG_MS);

const results = await measure('PGlite', undefined);
if (await canReach(PG_URL))
  results.push(...(await withDatabase(PG_URL, 'procene', (url) => measure('PostgreSQL', url))));
else console.warn(`No PostgreSQL answered at ${PG_URL}: measured on PGlite only.`);
writeSuite('procene', results);
process.exit(results.every((r) => r.budget === undefined || r.value <= r.budget) ? 0 : 1);
