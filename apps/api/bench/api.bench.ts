// The API server under load: requests per second and p99 latency of the main read and write endpoints at 20
// concurrent clients, for our server and, in the same run, for a bare Fastify + pg server (bare-server.ts) that
// replays the statements ours issued for each endpoint. Budget: ours ≥ 0.7× the bare server's req/s.
//   npm run bench -- api        BENCH_SECONDS (default 5) per endpoint and server; BENCH_PG_URL picks the server;
//                               BENCH_ONLY=<text>[,<text>] measures the endpoints whose name has one; BENCH_PROFILE=1 profiles
// On PostgreSQL (a database created for the run and dropped after it); when none answers, our server alone on PGlite.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { writeSuite, type BenchResult } from '../../../scripts/bench/report.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { BareEndpoint, BareSpec, Statement } from './bare-server.ts';

const root = new URL('../../../', import.meta.url).pathname;
// pg's own conversion of a parameter to the text it sends, so the recorded values travel as JSON unchanged.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown;
};
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const POOL_SIZE = 10; // our pool's size (db/client.ts); the bare server gets the same
const RATIO_BUDGET = 0.7;
// The whole run stops by itself even if a server hangs.
const WATCHDOG_MS = 10 * 60 * 1000;

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  route: string;
  url: string;
  token: string;
  body?: unknown;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function canReach(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function createDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rp_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const children = new Set<ChildProcess>();

/** Starts a server; its output goes to `.tmp/bench-api-<name>.log` for when a run fails. */
function startChild(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const log = openSync(join(root, `.tmp/bench-api-${name}.log`), 'w');
  // BENCH_PROFILE=1 writes each server's CPU profile to .tmp/bench-api-profile/<name>/ (for chrome://inspect).
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${join(root, '.tmp/bench-api-profile', name)}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function waitForServer(base: string, child: ChildProcess, path: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server at ${base} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}${path}`);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${base} did not answer within 120 s`);
}

async function signIn(base: string, username: string): Promise<{ token: string; id: number }> {
  const response = await fetch(`${base}/api/radnici/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: username }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { access_token: string; radnik: number };
  return { token: body.access_token, id: body.radnik };
}

function today(): { year: number; month: number; day: string; monthStart: string; monthEnd: string } {
  const now = new Date();
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  const pad = (value: number) => String(value).padStart(2, '0');
  const lastDay = new Date(year, month, 0).getDate();
  // A weekday of this month that has passed or is today, so a worked-time correction is accepted.
  let date = new Date(year, month - 1, Math.min(now.getDate(), lastDay));
  while (date.getDay() === 0 || date.getDay() === 6) date = new Date(date.getTime() + 86_400_000);
  return {
    year,
    month,
    day: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    monthStart: `${year}-${pad(month)}-01`,
    monthEnd: `${year}-${pad(month)}-${pad(lastDay)}`,
  };
}

function endpoints(admin: { token: string; id: number }, user: { token: string; id: number }): Endpoint[] {
  const { year, month, day, monthStart, monthEnd } = today();
  return [
    { name: 'GET /api/radnici', method: 'GET', route: '/api/radnici', url: '/api/radnici', token: admin.token },
    {
      name: 'GET /api/evidencija/info/{id}/{y}/{m}',
      method: 'GET',
      route: '/api/evidencija/info/:radnikId/:godina/:mesec',
      url: `/api/evidencija/info/${user.id}/${year}/${month}`,
      token: user.token,
    },
    {
      name: 'GET /api/notes/get?zaRadnika',
      method: 'GET',
      route: '/api/notes/get',
      url: `/api/notes/get?zaRadnika=${user.id}`,
      token: user.token,
    },
    {
      name: 'GET /api/zadaci/get/radnik/{id}/{a}/{b}',
      method: 'GET',
      route: '/api/zadaci/get/radnik/:radnikId/:a/:b',
      url: `/api/zadaci/get/radnik/${user.id}/${monthStart}/${monthEnd}`,
      token: user.token,
    },
    {
      // A note about the Admin, so the notes read above (the User's and everyone's) stay the same size.
      name: 'POST /api/notes/save',
      method: 'POST',
      route: '/api/notes/save',
      url: '/api/notes/save',
      token: admin.token,
      body: { Radnik: admin.id, Prioritet: 2, Tekst: 'Beleška iz merenja opterećenja' },
    },
    {
      name: 'POST /api/evidencija/update',
      method: 'POST',
      route: '/api/evidencija/update',
      url: '/api/evidencija/update',
      token: admin.token,
      body: { RadnikId: user.id, Datum: day, Odradjeno: '07:30:00' },
    },
  ];
}

/**
 * The statements our server issues for one request of each endpoint (the auth lookup included), recorded at the pg
 * driver while the app answers one injected request: the bare server replays exactly these.
 */
async function recordStatements(databaseUrl: string, jwtSecret: string): Promise<Map<string, Statement[]>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rp-bench-record-'));
  const config = loadConfig(
    { DEMO: '1', LOG_LEVEL: 'silent' },
    { dataDir, databaseUrl, jwtSecret, portalDir: undefined },
  );
  const app = await buildApp({ config, logger: false });
  const recorded: Statement[] = [];
  let isRecording = false;
  const query = pg.Client.prototype.query;
  // Drizzle passes a query config ({ name, text, rowMode, types }) and the values beside it or inside it; values are
  // prepared as pg would send them.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (isRecording) {
      const config: Partial<Statement> & { text: string } =
        typeof first === 'string' ? { text: first, values: second as unknown[] } : (first as Statement);
      const values = Array.isArray(config.values) ? config.values : Array.isArray(second) ? second : [];
      recorded.push({
        text: config.text,
        values: values.map((value) => prepareValue(value)),
        ...(config.rowMode ? { rowMode: config.rowMode } : {}),
        ...(config.name ? { name: config.name } : {}),
      });
    }
    return (query as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await app.ready();
    const signInLocal = async (username: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/radnici/authenticate',
        payload: { username, password: username },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in as ${username} failed: ${response.body}`);
      const body = response.json<{ access_token: string; radnik: number }>();
      return { token: body.access_token, id: body.radnik };
    };
    const list = endpoints(await signInLocal('admin'), await signInLocal('user'));
    const byName = new Map<string, Statement[]>();
    for (const endpoint of list) {
      recorded.length = 0;
      isRecording = true;
      const response = await app.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers: { authorization: `Bearer ${endpoint.token}` },
        ...(endpoint.body ? { payload: endpoint.body as object } : {}),
      });
      isRecording = false;
      if (response.statusCode !== 200)
        throw new Error(`${endpoint.name} answered ${response.statusCode}: ${response.body}`);
      byName.set(endpoint.name, [...recorded]);
    }
    return byName;
  } finally {
    pg.Client.prototype.query = query;
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Load {
  requestsPerSecond: number;
  p99: number;
  /** The server's CPU time per request in ms: what the server itself costs, whatever else the machine runs. */
  cpuPerRequest: number | undefined;
  /** Bytes of one answer, headers included: the two servers' answers should be alike in size. */
  answerBytes: number;
  bad: number;
  /** What the failed requests were, for the error message. */
  failures: string;
}

/** CPU time a process has used, in ms (Linux's /proc; undefined elsewhere). */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

interface Server {
  base: string;
  pid: number | undefined;
}

interface Run {
  requests: number;
  seconds: number;
  cpuMs: number | undefined;
  p99: number;
  bytes: number;
  bad: number;
  failures: string;
}

async function load(server: Server, endpoint: Endpoint, duration: number): Promise<Run> {
  const cpuBefore = cpuMs(server.pid);
  const result = await autocannon({
    url: `${server.base}${endpoint.url}`,
    method: endpoint.method,
    connections: CONNECTIONS,
    duration,
    headers: {
      authorization: `Bearer ${endpoint.token}`,
      ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(endpoint.body ? { body: JSON.stringify(endpoint.body) } : {}),
  });
  const cpuAfter = cpuMs(server.pid);
  return {
    requests: result.requests.total,
    seconds: result.duration,
    cpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
    p99: result.latency.p99,
    bytes: result.throughput.total,
    bad: result.non2xx + result.errors + result.timeouts,
    failures: `status codes ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors, ${result.timeouts} timeouts`,
  };
}

function combine(runs: Run[]): Load {
  const sum = (pick: (run: Run) => number) => runs.reduce((total, run) => total + pick(run), 0);
  const requests = sum((run) => run.requests);
  return {
    requestsPerSecond: requests / sum((run) => run.seconds),
    cpuPerRequest: runs.some((run) => run.cpuMs === undefined) ? undefined : sum((run) => run.cpuMs!) / requests,
    answerBytes: sum((run) => run.bytes) / requests,
    // The worse half's: a percentile of two runs is not their mean.
    p99: Math.max(...runs.map((run) => run.p99)),
    bad: sum((run) => run.bad),
    failures: runs.map((run) => run.failures).join('; '),
  };
}

/**
 * Loads each server for SECONDS in two halves, in the order A B B A: a machine that gets busier or quieter during
 * the run weighs on every server alike (the machines these run on are shared).
 */
async function measure(endpoint: Endpoint, servers: Server[]): Promise<Load[]> {
  for (const server of servers) await load(server, endpoint, 1); // warm-up: JIT, connection pool, caches
  const runs = new Map<Server, Run[]>(servers.map((server) => [server, []]));
  for (const server of [...servers, ...[...servers].reverse()])
    runs.get(server)!.push(await load(server, endpoint, SECONDS / 2));
  return servers.map((server) => {
    const measured = combine(runs.get(server)!);
    if (measured.bad > 0)
      throw new Error(
        `${endpoint.name} at ${server.base}: ${measured.bad} failed requests under load (${measured.failures})`,
      );
    return measured;
  });
}

async function main(): Promise<void> {
  const jwtSecret = randomBytes(32).toString('base64url');
  const dataDir = mkdtempSync(join(tmpdir(), 'rp-bench-api-'));
  const onPostgres = await canReach(PG_URL);
  if (!onPostgres) {
    console.warn(`No PostgreSQL answered at ${PG_URL}: measuring our server alone on PGlite (no bare comparison).`);
  }
  const database = onPostgres ? await createDatabase(PG_URL) : undefined;
  const results: BenchResult[] = [];
  try {
    const statements = database ? await recordStatements(database.url, jwtSecret) : undefined;

    const ourPort = await freePort();
    const ours = startChild('ours', ['apps/api/src/server.ts'], {
      PORT: String(ourPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      JWT_SECRET: jwtSecret,
      DEMO: '1',
      PORTAL_DIR: '',
      // The production default: every request is logged (to /dev/null here).
      LOG_LEVEL: 'info',
    });
    const oursBase = `http://127.0.0.1:${ourPort}`;
    await waitForServer(oursBase, ours, '/api/config');
    const list = endpoints(await signIn(oursBase, 'admin'), await signIn(oursBase, 'user'));

    let bare: { base: string; pid: number | undefined } | undefined;
    if (database && statements) {
      const barePort = await freePort();
      const spec: BareSpec = {
        databaseUrl: database.url,
        jwtSecret,
        port: barePort,
        poolSize: POOL_SIZE,
        endpoints: list.map((endpoint): BareEndpoint => ({
          method: endpoint.method,
          route: endpoint.route,
          statements: statements.get(endpoint.name) ?? [],
        })),
      };
      const specFile = join(dataDir, 'bare-spec.json');
      writeFileSync(specFile, JSON.stringify(spec));
      const child = startChild('bare', ['apps/api/bench/bare-server.ts', specFile], {});
      bare = { base: `http://127.0.0.1:${barePort}`, pid: child.pid };
      await waitForServer(bare.base, child, '/');
    }

    const label = onPostgres ? '' : ' [PGlite]';
    const rows = (who: string, name: string, measured: Load): BenchResult[] => [
      { name: `${name}: ${who} req/s`, value: measured.requestsPerSecond, unit: 'req/s', higherIsBetter: true },
      { name: `${name}: ${who} p99`, value: measured.p99, unit: 'ms' },
      { name: `${name}: ${who} answer size`, value: measured.answerBytes, unit: 'bytes' },
      ...(measured.cpuPerRequest === undefined
        ? []
        : [{ name: `${name}: ${who} CPU per request`, value: measured.cpuPerRequest, unit: 'ms' }]),
    ];
    // BENCH_ONLY=<text>[,<text>…]: the endpoints whose name has any of the texts.
    const only = (process.env.BENCH_ONLY ?? '').split(',');
    for (const endpoint of list.filter(({ name }) => only.some((text) => name.includes(text)))) {
      const count = statements?.get(endpoint.name)?.length;
      console.info(`${endpoint.name}: ${SECONDS} s at ${CONNECTIONS} clients${count ? ` (${count} statements)` : ''}`);
      const [our, theirs] = await measure(endpoint, [{ base: oursBase, pid: ours.pid }, ...(bare ? [bare] : [])]);
      results.push(...rows('ours', `${endpoint.name}${label}`, our!));
      if (!theirs) continue;
      results.push(...rows('bare', endpoint.name, theirs), {
        name: `${endpoint.name}: ours/bare req/s`,
        value: our!.requestsPerSecond / theirs.requestsPerSecond,
        unit: '×',
        budget: RATIO_BUDGET,
        higherIsBetter: true,
      });
    }
  } finally {
    await Promise.all([...children].map(stopChild));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  writeSuite('api', results);
}

const watchdog = setTimeout(() => {
  console.error(`The API benchmark did not finish within ${WATCHDOG_MS / 60_000} minutes; stopping.`);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  },
);
