// The client register on the large seed (100,000 clients beside the demo firm): server search through the real HTTP
// endpoint (GET /api/klijenti?searchData=…, accents, Cyrillic, partial words, registry-number digits, several words)
// and the list's first page, as p95 over sequential requests on loopback; plus how long the large seed takes. The
// machine is shared, so the CPU time a request costs is reported beside its wall time: on PGlite the process's own
// (database included), on PostgreSQL ours plus the server backends' (from /proc, a mean: its clock ticks are 10 ms).
//   npm run bench -- klijenti     on PGlite and, when one answers at BENCH_PG_URL, on PostgreSQL (a database created
//                                 for the run and dropped after it). BENCH_ROUNDS (default 20) rounds of every string.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { canReach, mean, p95, startWatchdog, withBenchApp, withDatabase } from './common.ts';
import { writeSuite, type BenchResult } from '../../../scripts/bench/report.ts';
import { LARGE_KLIJENTI, seedLargeKlijenti } from '../src/db/seed/klijenti.ts';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const SEARCH_P95_BUDGET = 30;
const PAGE_P95_BUDGET = 100;
// The whole run stops by itself even if something hangs.
const WATCHDOG_MS = 15 * 60 * 1000;

/** What people type: names with and without accents, Cyrillic, fragments, places, registry digits, two words. */
const SEARCHES = [
  'sabac',
  'Šabac',
  'petrovic',
  'Đorđević',
  'djordjevic',
  'Јовановић',
  'marko nik',
  'gradnja',
  'novi sad',
  'bulevar oslobodjenja',
  'zrenjanin',
  'kovacevic 4711',
  '3001',
  '30012345',
  'invest d.o.o.',
  'dj',
  'nepostojeci klijent',
  'lukic',
  'petrovaradin',
  'cukarica',
];

interface Sample {
  wall: number;
  cpu: number;
}

async function timed(base: string, path: string, token: string): Promise<Sample> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { ukupno?: number };
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  if (!response.ok || typeof body.ukupno !== 'number') throw new Error(`${path}: ${response.status}`);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

/** CPU milliseconds the PostgreSQL backends of a database have used so far (Linux /proc; 0 where unreadable). */
async function backendCpu(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    let ticks = 0;
    for (const { pid } of rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // A backend that ended, or no /proc.
      }
    }
    return ticks * 10;
  } finally {
    await client.end();
  }
}

async function measure(label: string, databaseUrl: string | undefined): Promise<BenchResult[]> {
  return withBenchApp(
    { suite: 'klijenti', databaseUrl, username: 'user', seed: (app) => seedLargeKlijenti(app.db, LARGE_KLIJENTI) },
    async ({ base, token, seedMs }) => {
      const searchPath = (text: string) => `/api/klijenti?searchData=${encodeURIComponent(text)}`;
      for (const text of SEARCHES) await timed(base, searchPath(text), token); // warm-up
      const search: Sample[] = [];
      const perString = new Map<string, number[]>();
      const backendBefore = databaseUrl ? await backendCpu(databaseUrl) : 0;
      for (let round = 0; round < ROUNDS; round++)
        for (const text of SEARCHES) {
          const sample = await timed(base, searchPath(text), token);
          search.push(sample);
          perString.set(text, [...(perString.get(text) ?? []), sample.wall]);
        }
      const backendMs = databaseUrl ? ((await backendCpu(databaseUrl)) - backendBefore) / search.length : 0;
      const slowest = [...perString].map(([text, ms]) => [text, p95(ms)] as const).sort((a, b) => b[1] - a[1])[0]!;
      const pages = [
        '/api/klijenti',
        '/api/klijenti?sort=mesto',
        '/api/klijenti?tipoviKlijenta[]=1&offset=9990&limit=20',
      ];
      for (const path of pages) await timed(base, path, token);
      const page: Sample[] = [];
      for (let round = 0; round < ROUNDS; round++) for (const path of pages) page.push(await timed(base, path, token));

      const cpuLine: BenchResult = databaseUrl
        ? {
            name: `server search CPU per request, mean (ours + PostgreSQL backends) [${label}]`,
            value: mean(search.map((sample) => sample.cpu)) + backendMs,
            unit: 'ms',
          }
        : {
            name: `server search CPU per request p95 [${label}]`,
            value: p95(search.map((sample) => sample.cpu)),
            unit: 'ms',
          };
      return [
        {
          name: `server search p95, ${SEARCHES.length} strings × ${ROUNDS} [${label}]`,
          value: p95(search.map((sample) => sample.wall)),
          unit: 'ms',
          budget: SEARCH_P95_BUDGET,
        },
        cpuLine,
        { name: `slowest search string p95 (“${slowest[0]}”) [${label}]`, value: slowest[1], unit: 'ms' },
        {
          name: `list page (30 rows, by name / place / deep offset) p95 [${label}]`,
          value: p95(page.map((sample) => sample.wall)),
          unit: 'ms',
          budget: PAGE_P95_BUDGET,
        },
        {
          name: `list page CPU per request p95 (ours${databaseUrl ? '' : ', database included'}) [${label}]`,
          value: p95(page.map((sample) => sample.cpu)),
          unit: 'ms',
        },
        {
          name: `large seed: ${LARGE_KLIJENTI.toLocaleString('en')} clients [${label}]`,
          value: seedMs / 1000,
          unit: 's',
        },
      ];
    },
  );
}

startWatchdog('klijenti', WATCHDOG_MS);

const results = await measure('PGlite', undefined);
if (await canReach(PG_URL))
  results.push(...(await withDatabase(PG_URL, 'klijenti', (url) => measure('PostgreSQL', url))));
else console.warn(`No PostgreSQL answered at ${PG_URL}: measured on PGlite only.`);
writeSuite('klijenti', results);
process.exit(results.every((r) => r.budget === undefined || r.value <= r.budget) ? 0 : 1);
