// Statistics on the large seed (100,000 valuations with their subjects beside the demo firm) plus a year of time
// records for every worker and a year of jobs and tasks with their work intervals and equipment: each of the four
// statistics calls through the real HTTP endpoint, as p95 over sequential requests on loopback, over the last 12
// months (novac, resurs with every machine and five workers, klijent) and over this and last year (bankari). The
// client runs in a thread of its own (as the browser is a process of its own): the answer's decompression and the
// client's garbage are not counted on the server's thread (the bankers' 2.3 MB took ~30 ms more in one thread).
//   npm run bench -- statistika   on PostgreSQL at BENCH_PG_URL (a database created for the run and dropped after
//                                 it); BENCH_PGLITE=1 measures PGlite too. BENCH_ROUNDS (default 20) rounds;
//                                 BENCH_PROCENE (default 100,000) valuations.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canReach, clientThread, p95, startWatchdog, withBenchApp, withDatabase } from './common.ts';
import { writeSuite, type BenchResult } from '../../../scripts/bench/report.ts';
import { LARGE_PROCENE, seedLargeProcene } from '../src/db/seed/procene.ts';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const TOTAL = Number(process.env.BENCH_PROCENE ?? LARGE_PROCENE);
const P95_BUDGET = 100;
const WATCHDOG_MS = 25 * 60 * 1000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A year of work beside the demo firm's three months: every worker signs in on each weekday of the past year (two
 * intervals a day), and 400 jobs of three finished tasks each, worked by the firm's workers with its equipment.
 */
async function seedYearOfWork(app: FastifyInstance): Promise<{ intervali: number; zadaci: number }> {
  await app.db.execute(sql`
    insert into evidencija_intervali (radnik_id, datum, pocetak, kraj, razlog_kraja)
    select r.id, d::date, d + interval '8 hours' + (r.id % 30) * interval '1 minute',
           d + interval '12 hours', 'pauza'
    from radnici r cross join generate_series(current_date - 365, current_date - 100, interval '1 day') d
    where extract(isodow from d) < 6
    union all
    select r.id, d::date, d + interval '12 hours 30 minutes', d + interval '16 hours 40 minutes', 'odjava'
    from radnici r cross join generate_series(current_date - 365, current_date - 100, interval '1 day') d
    where extract(isodow from d) < 6`);
  await app.db.execute(sql`
    with klijent as (select array_agg(id) ids from klijenti),
    novi as (
      insert into poslovi (naziv, id_klijenta, dogovorena_cena)
      select 'Posao ' || g, (select ids[1 + g % cardinality(ids)] from klijent), 50000 + (g % 17) * 10000
      from generate_series(1, 400) g returning id
    ),
    z as (
      insert into zadaci (naziv, posao_id, pocetak, planirano_trajanje, status, stvarni_pocetak, zavrseno)
      select 'Zadatak ' || k, n.id, now() - (n.id % 360) * interval '1 day', 6, 'zavrsen',
             now() - (n.id % 360) * interval '1 day' + k * interval '7 hours',
             now() - (n.id % 360) * interval '1 day' + k * interval '7 hours' + interval '6 hours'
      from novi n cross join generate_series(0, 2) k returning id, posao_id, stvarni_pocetak, zavrseno
    ),
    radnik as (select array_agg(id order by id) ids from radnici),
    masina as (select array_agg(id order by id) ids from masine),
    oprema as (
      insert into zadatak_oprema (zadatak_id, masina_id)
      select z.id, (select ids[1 + z.id % cardinality(ids)] from masina) from z returning zadatak_id
    ),
    dodela as (
      insert into zadatak_radnici (zadatak_id, radnik_id)
      select z.id, (select ids[1 + z.id % cardinality(ids)] from radnik) from z returning zadatak_id
    )
    insert into zadatak_intervali (zadatak_id, radnik_id, pocetak, kraj)
    select z.id, (select ids[1 + z.id % cardinality(ids)] from radnik), z.stvarni_pocetak, z.zavrseno from z`);
  const [counts] = rowsOf<{ intervali: number; zadaci: number }>(
    await app.db.execute(
      sql`select (select count(*)::int from evidencija_intervali) as intervali,
                 (select count(*)::int from zadatak_intervali) as zadaci`,
    ),
  );
  await app.db.execute(sql`analyze`);
  return counts!;
}

type Client = ReturnType<typeof clientThread>;

/** The wall time of each request (to its last byte, decompressed), after one request of each path to warm up. */
async function series(client: Client, paths: readonly string[]): Promise<number[]> {
  for (const path of paths) await client.get(path);
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const path of paths) samples.push((await client.get(path)).wall);
  }
  return samples;
}

async function measure(label: string, databaseUrl: string | undefined): Promise<BenchResult[]> {
  return withBenchApp(
    {
      suite: 'statistika',
      databaseUrl,
      username: 'admin',
      seed: async (app) => {
        await seedLargeProcene(app.db, TOTAL);
        return seedYearOfWork(app);
      },
    },
    async ({ app, base, token, seedMs, seeded: rad }) => {
      const now = new Date();
      const end = { m: now.getMonth() + 1, y: now.getFullYear() };
      const start = end.m === 12 ? { m: 1, y: end.y } : { m: end.m + 1, y: end.y - 1 };
      const period = `${start.m}/${start.y}/${end.m}/${end.y}`;
      const masine = rowsOf<{ id: number }>(await app.db.execute(sql`select id from masine order by id`));
      const radnici = rowsOf<{ id: number }>(await app.db.execute(sql`select id from radnici order by id limit 5`));
      const resursi = [...masine.map((m) => `m${m.id}`), ...radnici.map((r) => `r${r.id}`)].join(',');
      const [procene] = rowsOf<{ zavrsene: number }>(
        await app.db.execute(
          sql`select count(*)::int as zavrsene from procene where datum_zavrsetka >= now() - interval '1 year'`,
        ),
      );

      const client = clientThread(base, token);
      const novac = await series(client, [`/api/statistika/get/novac/${period}`]);
      const resurs = await series(client, [
        `/api/statistika/get/resurs?Resursi=${resursi}&PocetniMesec=${start.m}&PocetnaGodina=${start.y}` +
          `&KrajnjiMesec=${end.m}&KrajnjaGodina=${end.y}`,
      ]);
      const klijent = await series(client, [`/api/statistika/get/klijent/${period}`]);
      const bankari = await series(client, [
        `/api/statistika/bankari?godina=${end.y}`,
        `/api/statistika/bankari?godina=${end.y - 1}`,
      ]);
      await client.close();
      const line = (name: string, samples: number[]): BenchResult => ({
        name: `${name} p95 [${label}]`,
        value: p95(samples),
        unit: 'ms',
        budget: P95_BUDGET,
      });
      return [
        line('novac, 12 months', novac),
        line(`resurs, 12 months, ${masine.length} machines and ${radnici.length} workers`, resurs),
        line('klijent, 12 months', klijent),
        line('bankari, this year and last', bankari),
        { name: `valuations completed in the last year [${label}]`, value: procene!.zavrsene, unit: 'rows' },
        { name: `sign-in intervals [${label}]`, value: rad.intervali, unit: 'rows' },
        { name: `task intervals [${label}]`, value: rad.zadaci, unit: 'rows' },
        {
          name: `seed: ${TOTAL.toLocaleString('en')} valuations and a year of work [${label}]`,
          value: seedMs / 1000,
          unit: 's',
        },
      ];
    },
  );
}

startWatchdog('statistika', WATCHDOG_MS);

const results: BenchResult[] = [];
if (await canReach(PG_URL))
  results.push(...(await withDatabase(PG_URL, 'statistika', (url) => measure('PostgreSQL', url))));
else console.warn(`No PostgreSQL answered at ${PG_URL}: the statistics are measured on PGlite only.`);
if (process.env.BENCH_PGLITE === '1' || results.length === 0) results.push(...(await measure('PGlite', undefined)));
writeSuite('statistika', results);
process.exit(results.every((r) => r.budget === undefined || r.value <= r.budget) ? 0 : 1);
