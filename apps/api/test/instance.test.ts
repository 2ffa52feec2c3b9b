import { randomUUID } from 'node:crypto';
import { readFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { fajlovi, rssFeedovi } from '../src/db/schema/index.ts';
import { deleteExpiredUploads } from '../src/lib/expired-uploads.ts';
import { jobRunner, type Job } from '../src/lib/jobs.ts';
import { claimRefresh, storeItems } from '../src/modules/rss/repository.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';

let t: TestApp;
/** A second instance on the same database (what a second server behind the load balancer is). */
let other: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp({ metrics: true, jobsTickSeconds: 0 });
  other = await buildApp({ config: { ...t.app.config, metrics: false }, database: t.app.database, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe('health and readiness', () => {
  it('/healthz answers while the process runs; /readyz when the database and the file store answer', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', files: 'ok' });
  });

  it('/readyz answers 503 once the instance is stopping, so the load balancer sends it nothing new', async () => {
    other.instance.isStopping = true;
    try {
      const ready = await other.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', instance: 'stopping', database: 'ok' });
      expect((await other.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      other.instance.isStopping = false;
    }
  });

  it('/readyz answers 503 naming the file store when it does not answer', async () => {
    const broken = await buildApp({
      config: t.app.config,
      database: t.app.database,
      logger: false,
      files: { ...t.app.files, check: () => Promise.reject(new Error('bucket gone')) },
    });
    await broken.ready();
    const ready = await broken.inject({ method: 'GET', url: '/readyz' });
    await broken.close();
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'ok', files: 'unavailable' });
  });
});

describe('request ids', () => {
  it('every answer names its request id; an error answer carries the same id', async () => {
    const refused = await call(t.app, 'GET', '/api/radnici');
    expect(refused.statusCode).toBe(401);
    const id = refused.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.json()).toMatchObject({ ErrorCode: 401, RequestId: id });
    const missing = await call(t.app, 'GET', '/api/nepostojece');
    expect(missing.json()).toMatchObject({ ErrorCode: 404, RequestId: missing.headers['x-request-id'] });
    expect(missing.headers['x-request-id']).not.toBe(id);
  });

  it("takes the proxy's well-formed id and replaces anything else", async () => {
    const given = 'haproxy-7f3a9c21:5e';
    const kept = await t.app.inject({ method: 'GET', url: '/api/radnici', headers: { 'x-request-id': given } });
    expect(kept.headers['x-request-id']).toBe(given);
    expect(kept.json()).toMatchObject({ RequestId: given });
    for (const bad of ['short', 'has space in it ok', 'x'.repeat(129), 'new\nline-injected']) {
      const replaced = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id'], bad).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("logs one access line per request, labelled with the request id; none of Fastify's own request lines", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
    const logged = await buildApp({
      config: { ...t.app.config, metrics: false },
      database: t.app.database,
      logger: { level: 'info', stream },
    });
    await logged.ready();
    const answer = await logged.inject({ method: 'GET', url: '/api/radnici' });
    await logged.close();
    const ofRequest = lines.filter((line) => line.reqId === answer.headers['x-request-id']);
    expect(ofRequest.filter((line) => line.msg === 'request completed')).toHaveLength(1);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });
});

describe('metrics (METRICS=1)', () => {
  it('counts requests and their latency per route pattern, the database pool and the job queue', async () => {
    await call(t.app, 'GET', '/api/radnici');
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    const text = metrics.body;
    expect(text).toMatch(/rp_http_requests_total\{method="GET",route="\/api\/radnici",status="401"\} [1-9]/);
    expect(text).toMatch(/rp_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/radnici"/);
    expect(text).toMatch(/^rp_jobs_due \d+$/m);
    expect(text).toContain('rp_http_requests_in_flight');
    expect(text).toContain('rp_process_cpu_seconds_total');
    if (t.app.database.kind === 'postgres') expect(text).toMatch(/rp_db_pool_connections\{state="total"\} \d+/);
  });

  it('answers /metrics and /readyz called 40 times at once, every answer whole, the counts adding up', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/metrics' });
    const count = (text: string) =>
      Number(/rp_http_requests_total\{method="GET",route="\/readyz",status="200"\} (\d+)/.exec(text)?.[1] ?? 0);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        t.app.inject({ method: 'GET', url: index % 2 === 0 ? '/readyz' : '/metrics' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(200));
    for (const answer of answers.filter((_, index) => index % 2 === 1)) {
      expect(answer.body).toMatch(/^rp_jobs_due \d+$/m);
      expect(answer.body.endsWith('\n')).toBe(true);
    }
    const after = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(count(after.body) - count(before.body)).toBe(20);
  });

  it('is absent unless enabled, and asks for METRICS_TOKEN when one is set', async () => {
    expect((await other.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const guarded = await buildApp({
      config: { ...t.app.config, metricsToken: 'metrics-token-0123456789' },
      database: t.app.database,
      logger: false,
    });
    await guarded.ready();
    const refused = await guarded.inject({ method: 'GET', url: '/metrics' });
    const wrong = await guarded.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    const allowed = await guarded.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-0123456789' },
    });
    await guarded.close();
    expect([refused.statusCode, wrong.statusCode, allowed.statusCode]).toEqual([401, 401, 200]);
  });
});

describe('limits shared by the instances', () => {
  it('the sign-in rate limit (30 a minute from one address) counts requests made to either instance', async () => {
    const address = '203.0.113.77';
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/radnici/authenticate',
        remoteAddress: address,
        payload: { username: `nobody-${randomUUID().slice(0, 8)}`, password: 'wrong-password' },
      });
    const statuses: number[] = [];
    for (let n = 0; n < 30; n++) statuses.push((await attempt(n % 2 === 0 ? t.app : other)).statusCode);
    expect(statuses.every((status) => status === 400)).toBe(true);
    const refused = await attempt(other);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ ErrorCode: 429, RequestId: refused.headers['x-request-id'] });
    expect((await attempt(t.app)).statusCode).toBe(429);
  });
});

describe('background jobs shared by the instances', () => {
  it('a due job runs once whichever instances look for it at the same moment', async () => {
    const name = `test-job-${randomUUID()}`;
    let runs = 0;
    const job: Job = {
      name,
      everySeconds: 3600,
      run: async () => {
        runs++;
      },
    };
    const runners = [0, 1, 2].map(() => jobRunner(t.app.db, [job], t.app.log));
    const outcomes = await Promise.all(runners.map((runner) => runner.runDue()));
    expect(runs).toBe(1);
    expect(outcomes.flat()).toEqual([{ name, ok: true, seconds: expect.any(Number) }]);
    // Not due again until its hour has passed.
    expect((await Promise.all(runners.map((runner) => runner.runDue()))).flat()).toEqual([]);
    expect(runs).toBe(1);
  });

  it('a failing job is recorded and the next job still runs', async () => {
    const failing: Job = { name: `fail-${randomUUID()}`, everySeconds: 60, run: () => Promise.reject(new Error('x')) };
    let ran = false;
    const next: Job = { name: `next-${randomUUID()}`, everySeconds: 60, run: async () => void (ran = true) };
    const outcomes = await jobRunner(t.app.db, [failing, next], t.app.log).runDue();
    expect(outcomes.map(({ ok }) => ok)).toEqual([false, true]);
    expect(ran).toBe(true);
  });

  it("the app's own jobs run from either instance", async () => {
    const runs = [...(await t.app.instance.jobs.runDue()), ...(await other.instance.jobs.runDue())];
    expect(runs.map(({ name }) => name).sort()).toEqual(
      ['expired-uploads', 'idempotency-keys', 'login-counters', 'rate-limits'].filter((name) =>
        runs.some((run) => run.name === name),
      ),
    );
    expect(new Set(runs.map(({ name }) => name)).size).toBe(runs.length);
  });

  it('expired uploads: stored bytes older than a day that no row names are deleted; named and fresh ones stay', async () => {
    const store = t.app.files;
    const [orphan, fresh, named] = [randomUUID(), randomUUID(), randomUUID()];
    for (const key of [orphan, fresh, named]) await store.put(key, Buffer.from(`bytes of ${key}`));
    await t.app.db.insert(fajlovi).values({
      entitet: 'masina',
      grupaId: 1,
      naziv: 'named.pdf',
      mime: 'application/pdf',
      velicina: 10,
      kljuc: named,
    });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const key of [orphan, named]) {
      utimesSync(join(t.app.config.dataDir, 'files', key.slice(0, 2), key), twoDaysAgo, twoDaysAgo);
    }
    expect(await deleteExpiredUploads(t.app.db, store)).toBeGreaterThanOrEqual(1);
    expect(await store.size(orphan)).toBeUndefined();
    expect(await store.size(fresh)).toBeDefined();
    expect(await store.size(named)).toBeDefined();
  });
});

describe('the RSS cache shared by the instances', () => {
  it('one instance claims a stale feed for fetching; the others answer the cached items meanwhile', async () => {
    const [feed] = await t.app.db
      .insert(rssFeedovi)
      .values({ naziv: `Claim ${randomUUID().slice(0, 8)}`, url: 'https://example.com/feed' })
      .returning({ id: rssFeedovi.id });
    await storeItems(t.app.db, feed!.id, 'https://example.com/feed', [], true, new Date(0));
    const claims = await Promise.all([claimRefresh(t.app.db, feed!.id), claimRefresh(other.db, feed!.id)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Storing the fetched items ends the claim.
    await storeItems(t.app.db, feed!.id, 'https://example.com/feed', [], true, new Date(0));
    expect(await claimRefresh(other.db, feed!.id)).toBe(true);
  });
});

describe.runIf(process.env.DATABASE_URL)('migrations on PostgreSQL', () => {
  it('instances started at the same moment on an empty database apply every migration once, and both start', async () => {
    const serverUrl = process.env.DATABASE_URL!;
    const name = `rp_test_migrate_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ dataDir: t.app.config.dataDir, databaseUrl: url.toString() })),
      );
      const journal = JSON.parse(readFileSync(join(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      await check.end();
      expect(rows[0]!.n).toBe(journal.entries.length);
      await Promise.all(opened.map((database) => database.close()));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
