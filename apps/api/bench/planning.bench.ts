// The planning Gantt on the large jobs seed (2,000 jobs with 20,000 tasks beside the demo firm), through the real HTTP
// endpoints on loopback, the client in a thread of its own (clientThread): gantt/get of an unchanged plan as p95 over
// sequential requests (answered from the server's cache of serialized plans, gzipped as a browser asks), the first
// gantt/get after a change (built anew; reported, not budgeted), and gantt/save of a payload that changes 1,000 tasks
// as the median request time (an upper bound of the server time): as the portal sends it (the rows of the jobs it
// changes) with the budget, and with every row of the plan (reported).
//   npm run bench -- planning   on PostgreSQL at BENCH_PG_URL (a database created for the run and dropped after it);
//                               BENCH_PGLITE=1 measures PGlite too. BENCH_ROUNDS (default 20) gets, BENCH_SAVES
//                               (default 5) saves; BENCH_POSLOVI (default 2,000) jobs of 10 tasks.
// The browser side of the targets (open /index/smartchart to a full paint, scroll frames) is not in this suite.
import type { Gantt } from '@rp/contract';
import { sql } from 'drizzle-orm';
import { canReach, clientThread, median, p95, startWatchdog, withBenchApp, withDatabase } from './common.ts';
import { writeSuite, type BenchResult } from '../../../scripts/bench/report.ts';
import { toSaveBody } from '../../portal/src/features/poslovi/plan-save.ts';
import { LARGE_POSLOVI, LARGE_ZADACI_PO_POSLU, seedLargePoslovi } from '../src/db/seed/poslovi.ts';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const SAVES = Number(process.env.BENCH_SAVES ?? 5);
const JOBS = Number(process.env.BENCH_POSLOVI ?? LARGE_POSLOVI);
const CHANGED = Math.min(1000, JOBS * LARGE_ZADACI_PO_POSLU);
const GET_BUDGET = 100;
const SAVE_BUDGET = 300;
const WEEK_MS = 7 * 86_400_000;
const WATCHDOG_MS = 25 * 60 * 1000;

async function request(base: string, token: string, path: string, body?: unknown) {
  const start = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const wall = performance.now() - start;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
  return { wall, json: JSON.parse(text) as unknown };
}

async function measure(label: string, databaseUrl: string | undefined): Promise<BenchResult[]> {
  return withBenchApp(
    { suite: 'planning', databaseUrl, username: 'ops', seed: (app) => seedLargePoslovi(app.db, JOBS) },
    async ({ app, base, token, seedMs }) => {
      // gets from a client thread, accepting gzip as a browser does
      const client = clientThread(base, token);
      const gets: number[] = [];
      const coldGets: number[] = [];
      let rows = 0;
      let encoding: string | null = null;
      try {
        // warm-up: the first build, then the answers while the server still collects that build's garbage (on two
        // cores the collector and the client's inflating share the machine for about a second)
        for (let round = 0; round < 6; round++) await client.get('/api/gantt/get');
        for (let round = 0; round < ROUNDS; round++) {
          const answer = await client.get('/api/gantt/get', { body: round === ROUNDS - 1 });
          gets.push(answer.wall);
          if (round === ROUNDS - 1) {
            rows = (JSON.parse(answer.text) as Gantt).tasks.length;
            encoding = answer.encoding;
          }
        }
        // The first read after a change (the server's cache of the serialized plan is then out of date): one task
        // renamed to its own name in the database between two reads.
        for (let round = 0; round < Math.min(ROUNDS, 10); round++) {
          await app.db.execute(sql`update zadaci set naziv = naziv where id = (select min(id) from zadaci)`);
          coldGets.push((await client.get('/api/gantt/get')).wall);
        }
      } finally {
        await client.close();
      }

      // Each save moves 1,000 unfinished tasks of jobs without a superior inside them by a week (weekdays stay),
      // sent as the portal sends it (the rows of the jobs it changes: plan.ts toSaveBody) and, in turn, as the whole
      // plan (what another client of gantt/save may send).
      const saves = { portal: [] as number[], whole: [] as number[] };
      let portalRows = 0;
      const saver = clientThread(base, token);
      try {
        for (let round = 0; round < 2 * SAVES; round++) {
          const gantt = (await request(base, token, '/api/gantt/get')).json as Gantt;
          let changed = 0;
          const tasks = gantt.tasks.map((task) => {
            if (changed >= CHANGED || task.level !== 1 || task.depends !== '' || task.status === 'STATUS_DONE')
              return task;
            changed += 1;
            return { ...task, start: task.start + WEEK_MS, end: task.end + WEEK_MS };
          });
          const save = { tasks: tasks.map(({ pauze: _pauze, ...task }) => task), deletedTaskIds: [] };
          const isPortal = round % 2 === 0;
          const body = isPortal ? toSaveBody(save, gantt) : { ...save, verzije: gantt.verzije };
          if (isPortal) portalRows = body.tasks.length;
          const { wall, text } = await saver.get('/api/gantt/save', { send: JSON.stringify(body), body: true });
          if ((JSON.parse(text) as { izmenjeno: number }).izmenjeno < changed)
            throw new Error('the save changed fewer tasks than sent');
          (isPortal ? saves.portal : saves.whole).push(wall);
        }
      } finally {
        await saver.close();
      }
      return [
        {
          name: `gantt/get p95, ${rows.toLocaleString('en')} rows, unchanged plan (${encoding ?? 'identity'}) [${label}]`,
          value: p95(gets),
          unit: 'ms',
          budget: GET_BUDGET,
        },
        {
          name: `gantt/get after a change, median, ${rows.toLocaleString('en')} rows [${label}]`,
          value: median(coldGets),
          unit: 'ms',
        },
        {
          name: `gantt/save changing ${CHANGED.toLocaleString('en')} tasks as the portal sends it (${portalRows.toLocaleString('en')} rows), median request time [${label}]`,
          value: median(saves.portal),
          unit: 'ms',
          budget: SAVE_BUDGET,
        },
        {
          name: `gantt/save changing ${CHANGED.toLocaleString('en')} tasks sent with the whole plan (${rows.toLocaleString('en')} rows), median request time [${label}]`,
          value: median(saves.whole),
          unit: 'ms',
        },
        {
          name: `seed: ${JOBS.toLocaleString('en')} jobs of ${LARGE_ZADACI_PO_POSLU} tasks [${label}]`,
          value: seedMs / 1000,
          unit: 's',
        },
      ];
    },
  );
}

startWatchdog('planning', WATCHDOG_MS);

const results: BenchResult[] = [];
if (await canReach(PG_URL))
  results.push(...(await withDatabase(PG_URL, 'planning', (url) => measure('PostgreSQL', url))));
else console.warn(`No PostgreSQL answered at ${PG_URL}: the planning API is measured on PGlite only.`);
if (process.env.BENCH_PGLITE === '1' || results.length === 0) results.push(...(await measure('PGlite', undefined)));
writeSuite('planning', results);
process.exit(results.every((r) => r.budget === undefined || r.value <= r.budget) ? 0 : 1);
