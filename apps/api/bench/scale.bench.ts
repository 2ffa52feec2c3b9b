// npm run bench -- scale: the API's read and write endpoints through haproxy (round robin) with one server instance,
// then with two, in the same run, on one PostgreSQL database (made at BENCH_PG_URL and dropped after) and one
// S3-compatible store (s3rver). Reports requests per second and p99 for each, and the two-instance gain. On a 2-core
// machine the proxy, PostgreSQL, the load generator and the servers share the cores, so the gain is bounded by them.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { writeSuite, type BenchResult } from '../../../scripts/bench/report.ts';
import { startS3Server } from '../../../scripts/s3-server.mjs';
import {
  ROOT,
  createDatabase,
  freePort,
  startInstance,
  startProxy,
  stopInstance,
  waitForServers,
  waitReady,
  type Instance,
} from '../../../e2e-scale/cluster.ts';
import { canReach } from './common.ts';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

if (!(await canReach(PG_URL))) {
  console.error(`The scale suite needs a PostgreSQL server at BENCH_PG_URL (${PG_URL}).`);
  process.exit(1);
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

async function signIn(base: string, username: string): Promise<{ token: string; id: number }> {
  const response = await fetch(`${base}/api/radnici/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: username }),
  });
  if (!response.ok) throw new Error(`${username} did not sign in: ${response.status}`);
  const body = (await response.json()) as { access_token: string; radnik: number };
  return { token: body.access_token, id: body.radnik };
}

async function uploadDocument(base: string, token: string): Promise<number> {
  const boundary = `----rp${randomBytes(8).toString('hex')}`;
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(48 * 1024), Buffer.from('\n%%EOF\n')]);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="UploadedImage"; filename="merenje.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await fetch(`${base}/api/masine/1/fajlovi`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  if (!response.ok) throw new Error(`upload failed: ${response.status}`);
  return ((await response.json()) as { itemList: { id: number }[] }).itemList[0]!.id;
}

async function load(base: string, token: string, endpoint: Endpoint) {
  const result = await autocannon({
    url: `${base}${endpoint.url}`,
    method: endpoint.method,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: {
      authorization: `Bearer ${token}`,
      ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(endpoint.body ? { body: JSON.stringify(endpoint.body) } : {}),
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) {
    throw new Error(
      `${endpoint.name}: ${bad} failed requests (status codes ${JSON.stringify(result.statusCodeStats)}, ` +
        `${result.errors} errors, ${result.timeouts} timeouts)`,
    );
  }
  return { requestsPerSecond: result.requests.total / result.duration, p99: result.latency.p99 };
}

const dir = mkdtempSync(join(tmpdir(), 'rp-bench-scale-'));
const s3 = await startS3Server({ dir: join(dir, 's3') });
const database = await createDatabase(PG_URL, 'bench_scale');
const useBuild = existsSync(join(ROOT, 'apps/api/dist/server.js'));
const env = {
  DATABASE_URL: database.url,
  JWT_SECRET: randomBytes(32).toString('base64url'),
  DEMO: '1',
  DEMO_RSS_URL: 'http://127.0.0.1:9/feed',
  ...s3.env,
};
const instances: Instance[] = [];
const results: BenchResult[] = [];
try {
  console.info(
    `Servers from ${useBuild ? 'the build (apps/api/dist)' : 'the sources (tsx; run `npm run build` first to measure the build)'}`,
  );
  const ports = [await freePort(), await freePort()];
  instances.push(startInstance({ name: 'bench-a', port: ports[0]!, env, useBuild }));
  await waitReady(instances[0]!);
  instances.push(startInstance({ name: 'bench-b', port: ports[1]!, env, useBuild }));
  await waitReady(instances[1]!);

  const admin = await signIn(instances[0]!.url, 'admin');
  const documentId = await uploadDocument(instances[0]!.url, admin.token);
  const now = new Date();
  const endpoints: Endpoint[] = [
    { name: 'GET /api/radnici', method: 'GET', url: '/api/radnici' },
    {
      name: 'GET /api/evidencija/info',
      method: 'GET',
      url: `/api/evidencija/info/${admin.id}/${now.getFullYear()}/${now.getMonth() + 1}`,
    },
    { name: 'GET a document (object store)', method: 'GET', url: `/api/masine/fajlovi/${documentId}` },
    {
      name: 'POST /api/notes/save',
      method: 'POST',
      url: '/api/notes/save',
      body: { Radnik: admin.id, Prioritet: 2, Tekst: 'Beleška iz merenja opterećenja' },
    },
  ];

  const measured = new Map<string, { requestsPerSecond: number; p99: number }>();
  for (const count of [1, 2]) {
    const proxy = await startProxy(instances.slice(0, count).map((instance) => instance));
    try {
      await waitForServers(
        proxy,
        instances.slice(0, count).map((instance) => instance.name),
      );
      for (const endpoint of endpoints) {
        const run = await load(proxy.url, admin.token, endpoint);
        measured.set(`${endpoint.name}|${count}`, run);
        const label = `${endpoint.name}, ${count} instance${count > 1 ? 's' : ''}`;
        results.push({ name: `${label}: req/s`, value: run.requestsPerSecond, unit: 'req/s', higherIsBetter: true });
        results.push({ name: `${label}: p99`, value: run.p99, unit: 'ms' });
      }
    } finally {
      await proxy.stop();
    }
  }
  for (const endpoint of endpoints) {
    const one = measured.get(`${endpoint.name}|1`)!;
    const two = measured.get(`${endpoint.name}|2`)!;
    if (one.requestsPerSecond === 0) continue;
    results.push({
      name: `${endpoint.name}: 2 instances / 1 instance req/s`,
      value: two.requestsPerSecond / one.requestsPerSecond,
      unit: '×',
      higherIsBetter: true,
    });
  }
  writeSuite('scale', results);
} finally {
  await Promise.all(instances.map((instance) => stopInstance(instance)));
  await s3.close();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
}
