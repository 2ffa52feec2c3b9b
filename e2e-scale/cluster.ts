// Servers of RP as separate processes behind Debian's haproxy, on one PostgreSQL database and one S3-compatible store:
// the harness of the two-instance e2e run (scale.test.ts) and of the `scale` benchmark (apps/api/bench/scale.bench.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureHaproxy } from '../scripts/haproxy.mjs';

export const ROOT = new URL('..', import.meta.url).pathname;
const LOGS = join(ROOT, '.tmp');
mkdirSync(LOGS, { recursive: true });

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A database made on the PostgreSQL server at `serverUrl` for one run (`rp_<label>_…`), and its dropping. */
export async function createDatabase(
  serverUrl: string,
  label: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rp_${label}_${randomBytes(6).toString('hex')}`;
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

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  logFile: string;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface InstanceOptions {
  name: string;
  port: number;
  /** DATABASE_URL, JWT_SECRET, the S3 settings and anything else the instances share. */
  env: Record<string, string>;
  /** Built server (apps/api/dist/server.js) instead of the sources through tsx. */
  useBuild?: boolean;
}

/** Starts one server process; its output goes to .tmp/scale-<name>.log. */
export function startInstance({ name, port, env, useBuild = false }: InstanceOptions): Instance {
  const logFile = join(LOGS, `scale-${name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const dataDir = mkdtempSync(join(tmpdir(), `rp-scale-${name}-`));
  const args = useBuild
    ? [join(ROOT, 'apps/api/dist/server.js')]
    : ['--import', 'tsx', join(ROOT, 'apps/api/src/server.ts')];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PORTAL_DIR: '',
      LOG_LEVEL: 'info',
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  return { name, port, url: `http://127.0.0.1:${port}`, child, logFile, exited };
}

/** Waits until the instance answers /readyz with 200 (or fails with the end of its log when it exits first). */
export async function waitReady(instance: Instance, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let hasExited = false;
  void instance.exited.then(() => (hasExited = true));
  while (Date.now() < deadline) {
    if (hasExited) break;
    try {
      if ((await fetch(`${instance.url}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  const tail = readFileSync(instance.logFile, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(`instance ${instance.name} did not become ready${hasExited ? ' (it exited)' : ''}:\n${tail}`);
}

export interface Proxy {
  url: string;
  stop(): Promise<void>;
}

/**
 * haproxy in front of the instances: round robin, /readyz checked every second (three failures take a server out), a
 * request whose connection failed retried on another server, the server's name in `x-served-by`, and a request id.
 */
export async function startProxy(servers: readonly { name: string; port: number }[]): Promise<Proxy> {
  const haproxy = ensureHaproxy({ logFile: join(LOGS, 'haproxy-install.log') });
  const port = await freePort();
  const config = join(mkdtempSync(join(tmpdir(), 'rp-haproxy-')), 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 2000',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      // A busy server answers its readiness check late, not never: out only after three checks of 5 s fail.
      '  timeout check 5s',
      '  retries 2',
      '  option redispatch',
      '  retry-on conn-failure empty-response',
      'frontend rp',
      `  bind 127.0.0.1:${port}`,
      '  unique-id-format %{+X}o%ci-%cp-%Ts-%rt',
      '  http-request set-header X-Request-ID %[unique-id]',
      '  default_backend api',
      'backend api',
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      '  default-server inter 1s fall 3 rise 2',
      '  http-response set-header X-Served-By %s',
      ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`),
      '',
    ].join('\n'),
  );
  const check = spawn(haproxy, ['-c', '-q', '-f', config], { stdio: 'inherit' });
  const checked = await new Promise<number | null>((resolve) => check.on('exit', resolve));
  if (checked !== 0) throw new Error(`haproxy refused its configuration ${config}`);
  const log = createWriteStream(join(LOGS, 'scale-haproxy.log'), { flags: 'a' });
  const child = spawn(haproxy, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      await sleep(100);
    }
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(join(config, '..'), { recursive: true, force: true });
    },
  };
}

/** Stops an instance with `signal` and waits for its end. */
export async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM') {
  if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill(signal);
  return instance.exited;
}

/** Waits until `proxy` sends requests to each of `names` and to no other server (its health checks caught up). */
export async function waitForServers(proxy: Proxy, names: readonly string[], timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const seen = new Set<string>();
    for (let n = 0; n < names.length * 4; n++) {
      const response = await fetch(`${proxy.url}/healthz`).catch(() => undefined);
      const server = response?.headers.get('x-served-by');
      if (response?.ok && server) seen.add(server);
    }
    if (seen.size === names.length && names.every((name) => seen.has(name))) return;
    await sleep(250);
  }
  throw new Error(`the proxy did not come to serve exactly ${names.join(', ')}`);
}
