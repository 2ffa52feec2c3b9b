// The comparable search around a valuation's subject on the large seed (200,000 properties across Serbia beside the
// demo firm's): through the real HTTP endpoint, as p95 over sequential requests on loopback, the add screen's starting
// search (750 m around the subject, its type, its area ±25 %) at many subjects, and the same with a price-per-m² range
// and nearest first over every type; the subjects are valuations made for the run at the data set's neighbourhoods and
// the seats of the larger towns. The machine is shared, so the CPU a request costs is reported beside its wall time (on
// PGlite the process's own, database included).
//   npm run bench -- komparativi  on PGlite and, when one answers at BENCH_PG_URL, on PostgreSQL (a database created
//                                 for the run and dropped after it). BENCH_ROUNDS (default 10) rounds of each set.
import { prozorKvadrature } from '@rp/contract';
import { canReach, mean, p95, startWatchdog, withBenchApp, withDatabase } from './common.ts';
import { writeSuite, type BenchResult } from '../../../scripts/bench/report.ts';
import { KVARTOVI, SEDISTA } from '../src/db/seed/data/nepokretnosti.ts';
import { LARGE_NEPOKRETNOSTI, seedLargeNepokretnosti } from '../src/db/seed/nepokretnosti.ts';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
/** Issue 16: the comparable search around a subject over 200,000 properties, p95 ≤ 50 ms. */
const PRETRAGA_P95_BUDGET = 50;
const WATCHDOG_MS = 25 * 60 * 1000;
const KVADRATURA_PREDMETA = 62;

/** Where the subjects stand: every neighbourhood of the data set and the seats of the larger towns, shifted a little. */
function centres(): [number, number][] {
  const points: [number, number][] = [];
  let shift = 0;
  for (const { centar } of [...KVARTOVI, ...SEDISTA.filter((sediste) => sediste.tezina >= 40)]) {
    shift = (shift + 1) % 7;
    points.push([centar[0] + (shift - 3) * 0.0011, centar[1] - (shift - 3) * 0.0017]);
  }
  return points;
}

interface Sample {
  wall: number;
  cpu: number;
  ukupno: number;
}

async function timed(base: string, path: string, token: string): Promise<Sample> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { ukupno?: number };
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  if (!response.ok || typeof body.ukupno !== 'number') throw new Error(`${path}: ${response.status}`);
  return { wall, cpu: (used.user + used.system) / 1000, ukupno: body.ukupno };
}

/** Runs every path `ROUNDS` times after one warm-up round. */
async function series(base: string, paths: readonly string[], token: string): Promise<Sample[]> {
  for (const path of paths) await timed(base, path, token);
  const samples: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) for (const path of paths) samples.push(await timed(base, path, token));
  return samples;
}

async function call<T>(base: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A valuation whose subject is a flat of KVADRATURA_PREDMETA m² at each point: [valuation id, subject id]. */
async function subjects(base: string, token: string, points: [number, number][]): Promise<[number, number][]> {
  const klijenti = await call<{ itemList: { id: number }[] }>(
    base,
    token,
    'GET',
    '/api/klijenti?tipoviKlijenta[]=1&limit=1',
  );
  const radnici = await call<{ itemList: { id: number }[] }>(base, token, 'GET', '/api/radnici/izbor');
  const opstine = await call<{ opstinaLista: { id: number; naziv: string }[] }>(
    base,
    token,
    'GET',
    '/api/lokacija/opstine?drzavaId=1',
  );
  const pairs: [number, number][] = [];
  for (const [lat, lon] of points) {
    const created = await call<{ Id: number }>(base, token, 'POST', '/api/procene', {
      idKlijenta2: klijenti.itemList[0]!.id,
      vodjaId: radnici.itemList[0]!.id,
      tip: 1,
      nepokretnost: {
        vrstaId: 811,
        opstinaId: opstine.opstinaLista[0]!.id,
        adresa: 'Predmet za bench',
        latitude: lat,
        longitude: lon,
        kvadratura: KVADRATURA_PREDMETA,
        trazenaCena: 110_000,
      },
    });
    const procena = await call<{ procena: { nepokretnost: { id: number } } }>(
      base,
      token,
      'GET',
      `/api/procene/${created.Id}`,
    );
    pairs.push([created.Id, procena.procena.nepokretnost.id]);
  }
  return pairs;
}

async function measure(label: string, databaseUrl: string | undefined): Promise<BenchResult[]> {
  return withBenchApp(
    {
      suite: 'komparativi',
      databaseUrl,
      username: 'user',
      seed: (app) => seedLargeNepokretnosti(app.db, LARGE_NEPOKRETNOSTI),
    },
    async ({ base, token }) => {
      const pairs = await subjects(base, token, centres());
      const prozor = prozorKvadrature(KVADRATURA_PREDMETA)!;
      const url = ([procenaId, predmetId]: [number, number], query: string) =>
        `/api/procene/${procenaId}/komparativi/pretraga?predmetKomparativ=${predmetId}${query}`;
      const start = await series(
        base,
        pairs.map((pair) =>
          url(pair, `&radiusInMeters=750&idVrste=811&prviKvadratura=${prozor.od}&drugiKvadratura=${prozor.do}`),
        ),
        token,
      );
      const cene = await series(
        base,
        pairs.map((pair) =>
          url(
            pair,
            `&radiusInMeters=750&idVrste=811&prviKvadratura=${prozor.od}&drugiKvadratura=${prozor.do}&prviCenaPoM2=900&drugiCenaPoM2=3500`,
          ),
        ),
        token,
      );
      const sve = await series(
        base,
        pairs.map((pair) => url(pair, '&radiusInMeters=750')),
        token,
      );
      const line = (name: string, samples: Sample[], budget?: number): BenchResult[] => [
        { name: `${name} p95 [${label}]`, value: p95(samples.map((s) => s.wall)), unit: 'ms', budget },
        {
          name: `${name} CPU per request p95 (ours${databaseUrl ? '' : ', database included'}) [${label}]`,
          value: p95(samples.map((s) => s.cpu)),
          unit: 'ms',
        },
        { name: `${name}: matches, mean [${label}]`, value: mean(samples.map((s) => s.ukupno)), unit: 'rows' },
      ];
      return [
        ...line(
          `comparable search, the add screen's start (750 m, flats, area ±25 %), ${pairs.length} subjects × ${ROUNDS}`,
          start,
          PRETRAGA_P95_BUDGET,
        ),
        ...line('comparable search with a price per m² range', cene, PRETRAGA_P95_BUDGET),
        ...line('comparable search 750 m, every type, nearest first', sve, PRETRAGA_P95_BUDGET),
      ];
    },
  );
}

startWatchdog('komparativi', WATCHDOG_MS);

const results = await measure('PGlite', undefined);
if (await canReach(PG_URL))
  results.push(...(await withDatabase(PG_URL, 'komparativi', (url) => measure('PostgreSQL', url))));
else console.warn(`No PostgreSQL answered at ${PG_URL}: measured on PGlite only.`);
writeSuite('komparativi', results);
process.exit(results.every((r) => r.budget === undefined || r.value <= r.budget) ? 0 : 1);
