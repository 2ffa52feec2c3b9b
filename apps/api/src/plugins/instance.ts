import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { jobRunner, type Job, type JobRunner } from '../lib/jobs.ts';

/** The header that carries a request's id: taken from a proxy that sets one, else made here; answered on every reply. */
export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:@-]{8,128}$/;

/** The request id from the proxy's header when it looks like one (never free text into the logs), else a new UUID. */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : crypto.randomUUID();
}

const READY_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance among several: its background jobs and whether it is stopping. */
    instance: {
      jobs: JobRunner;
      /** Set when the process is asked to stop: /readyz answers 503 so that the load balancer sends no more. */
      isStopping: boolean;
    };
  }
  interface FastifyContextConfig {
    /** The access log writes this route's requests at debug level (health checks every few seconds). */
    isQuiet?: boolean;
  }
}

/**
 * What a load balancer and an operator need of one instance among several: /healthz (the process answers), /readyz
 * (its database and file store answer, and it is not stopping), Prometheus metrics at /metrics (METRICS=1), and the
 * background jobs, shared with the other instances through PostgreSQL.
 */
export const instancePlugin = fp<{ jobs: readonly Job[] }>(async (app: FastifyInstance, options) => {
  const jobs = jobRunner(app.db, options.jobs, app.log);
  app.decorate('instance', { jobs, isStopping: false });

  app.get('/healthz', { config: { isQuiet: true }, schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { config: { isQuiet: true }, schema: { hide: true } }, async (request, reply) => {
    const checks: Record<string, string> = {};
    let isReady = !app.instance.isStopping;
    if (app.instance.isStopping) checks.instance = 'stopping';
    const probes: [string, () => Promise<unknown>][] = [
      ['database', () => app.db.execute(sql`select 1`)],
      ['files', () => app.files.check()],
    ];
    await Promise.all(
      probes.map(async ([name, probe]) => {
        try {
          await withTimeout(probe(), name);
          checks[name] = 'ok';
        } catch (error) {
          isReady = false;
          checks[name] = 'unavailable';
          request.log.warn({ err: error, check: name }, 'readiness check failed');
        }
      }),
    );
    return reply.status(isReady ? 200 : 503).send({ status: isReady ? 'ok' : 'unavailable', ...checks });
  });

  // A stopping instance closes each connection after its answer: a keep-alive client (the proxy) would otherwise hold
  // the server open until the connection's idle timeout.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.instance.isStopping) reply.header('connection', 'close');
    done(null, payload);
  });

  if (app.config.metrics) registerMetrics(app, jobs);

  app.addHook('onReady', async () => {
    jobs.start(app.config.jobsTickSeconds);
  });
  app.addHook('preClose', async () => {
    app.instance.isStopping = true;
    await jobs.stop();
  });
});

/** Compares without leaking the position of the first difference through timing. */
function sameText(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function routeOf(request: FastifyRequest): string {
  return request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
}

function registerMetrics(app: FastifyInstance, jobs: JobRunner) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'rp_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'rp_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'rp_http_request_duration_seconds',
    help: 'Time from a request received to its answer sent, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'rp_http_requests_in_flight',
    help: 'Requests received and not yet answered',
    registers: [registry],
  });
  new Gauge({
    name: 'rp_db_pool_connections',
    help: "The PostgreSQL pool's connections by state (absent on PGlite)",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.database.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'rp_jobs_due',
    help: 'Background jobs that are due and not yet taken by an instance (all instances)',
    registers: [registry],
    async collect() {
      this.set(await jobs.dueCount());
    },
  });
  const jobRuns = new Counter({
    name: 'rp_job_runs_total',
    help: 'Background job runs by this instance, by job and outcome',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'rp_job_duration_seconds',
    help: 'How long background jobs ran on this instance',
    labelNames: ['job'],
    buckets: [0.01, 0.1, 1, 10, 60],
    registers: [registry],
  });
  jobs.onOutcome(({ name, ok, seconds }) => {
    jobRuns.inc({ job: name, outcome: ok ? 'ok' : 'failed' });
    jobSeconds.observe({ job: name }, seconds);
  });

  const open = new WeakSet<FastifyRequest>();
  const settle = (request: FastifyRequest) => {
    if (open.delete(request)) inFlight.dec();
  };
  app.addHook('onRequest', (request, _reply, done) => {
    open.add(request);
    inFlight.inc();
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    settle(request);
    const labels = { method: request.method, route: routeOf(request), status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  // A request whose client went away has no onResponse.
  app.addHook('onRequestAbort', (request, done) => {
    settle(request);
    done();
  });

  app.get('/metrics', { config: { isQuiet: true }, schema: { hide: true } }, async (request, reply) => {
    const token = app.config.metricsToken;
    if (token && !sameText(request.headers.authorization ?? '', `Bearer ${token}`)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send('unauthorized\n');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
