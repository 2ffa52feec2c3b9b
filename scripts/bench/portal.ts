// What the portal's benchmark suites (apps/portal/bench) share: the build they measure, the real server on a data
// directory of its own (optionally the large seed, kept between runs), Chromium, and a signed-in browser context.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

export const root = new URL('../../', import.meta.url).pathname;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Page opens each suite measures (BENCH_OPEN_RUNS, default 10). */
export const OPEN_RUNS = Number(process.env.BENCH_OPEN_RUNS ?? 10);

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
export const median = (values: number[]) => percentile(values, 50);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The build is what is measured: made afresh unless BENCH_SKIP_BUILD says the one on disk is current. */
export function ensureBuild(): void {
  const isBuilt =
    existsSync(join(root, 'apps/api/dist/server.js')) && existsSync(join(root, 'apps/portal/dist/index.html'));
  if (!process.env.BENCH_SKIP_BUILD || !isBuilt) run('npm', ['run', 'build']);
}

async function waitForServer(base: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${base}/api/config`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

async function stop(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await stopped;
}

export interface BenchServer {
  base: string;
  /** Stops the server and removes its data directory unless BENCH_DATA_DIR kept it. */
  close(): Promise<void>;
}

export interface ServerOptions {
  /** The suite's name: its temporary directory and its watchdog's message. */
  suite: string;
  /** Add the large seed (100,000 clients and valuations, 200,000 properties) to the demo firm. */
  large?: boolean;
  /**
   * A data directory of its own even when BENCH_DATA_DIR is set: a suite that adds its own records (and counts them)
   * must not find a kept directory's records of an earlier run.
   */
  isFresh?: boolean;
}

/**
 * The built server on a free port with the demo firm (and the large seed when asked), on embedded PGlite: these suites
 * measure the portal; the server's own queries have the API suites. BENCH_DATA_DIR keeps the seeded database between
 * runs (seeded when the directory has none), for quick re-runs. No tile server or geocoder: nothing is downloaded.
 */
export async function startServer({ suite, large = false, isFresh = false }: ServerOptions): Promise<BenchServer> {
  const keptDir = isFresh ? undefined : process.env.BENCH_DATA_DIR;
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), `rp-bench-${suite}-`));
  const seededMark = join(dataDir, 'large-seeded');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  const start = async () => {
    server = spawn(process.execPath, ['apps/api/dist/server.js'], {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DEMO: '1', TILE_URL: '', GEOCODER_URL: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForServer(base, server);
  };
  // A watchdog's exit or a failure leaves no server behind.
  process.once('exit', () => server?.kill('SIGTERM'));
  // The server's first start lays down the places and the demo firm; the large seed then adds its data there.
  if (large && !existsSync(seededMark)) {
    await start();
    await stop(server);
    const seedStarted = performance.now();
    run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/seed.ts', '--size', 'large'], env);
    console.info(`${suite}: large seed ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    if (keptDir !== undefined) writeFileSync(seededMark, new Date().toISOString());
  }
  await start();
  return {
    base,
    close: async () => {
      await stop(server);
      if (keptDir === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Login {
  radnik: number;
  role: string;
  access_token: string;
}

export async function signIn(base: string, username = 'admin', password = username): Promise<Login> {
  const response = await fetch(`${base}/api/radnici/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`signing in as ${username} answered ${response.status}`);
  return (await response.json()) as Login;
}

/** Chromium's switches for every suite: no sandbox (a container), no GPU (none here). */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu'];
/** A desktop window, unless a suite asks for a phone. */
const DESKTOP = { width: 1440, height: 900 };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

export interface ContextOptions {
  username?: string;
  viewport?: { width: number; height: number };
  isMobile?: boolean;
  hasTouch?: boolean;
  /** Runs in every page before the portal's own code, after the session is in place (a marker of 'ready'). */
  initScript?: { script: (arg: unknown) => void; arg?: unknown };
}

/** Puts the portal's session (signed in as `username`, in Serbian) and the suite's init script in a context. */
async function signInContext(
  context: BrowserContext,
  base: string,
  { username = 'admin', initScript }: ContextOptions,
): Promise<BrowserContext> {
  const login = await signIn(base, username);
  const session = JSON.stringify({ id: login.radnik, roles: [login.role], token: login.access_token });
  await context.addInitScript(
    ([value]) => {
      localStorage.setItem('rp.session', value!);
      localStorage.setItem('rp.language', 'sr');
    },
    [session],
  );
  if (initScript) await context.addInitScript(initScript.script, initScript.arg);
  return context;
}

/**
 * A browser context signed in the way the portal keeps its session, in Serbian. Like a private window, it keeps its
 * HTTP cache in memory and has no code cache: every visit compiles the portal's scripts again.
 */
export async function signedInContext(
  browser: Browser,
  base: string,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const { viewport = DESKTOP, isMobile, hasTouch } = options;
  return signInContext(await browser.newContext({ viewport, isMobile, hasTouch }), base, options);
}

/**
 * A signed-in Chromium with a profile on disk, as a user's everyday browser has: its HTTP cache and the compiled code
 * of the scripts it has run (V8's code cache) are kept between visits. `close()` ends it and deletes the profile.
 */
export async function signedInProfile(
  base: string,
  options: ContextOptions = {},
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const { viewport = DESKTOP, isMobile, hasTouch } = options;
  const profileDir = mkdtempSync(join(tmpdir(), 'rp-bench-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath,
    args: CHROMIUM_ARGS,
    viewport,
    isMobile,
    hasTouch,
  });
  await signInContext(context, base, options);
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/**
 * An init script (`signedInContext`'s `initScript`, with the selectors as its `arg`): records in `window.rpPaintedAt`,
 * from navigation start, when the frame that first shows an element for every one of the selectors has been painted
 * (a message posted from the next animation frame runs after that frame's paint). Self-contained: the browser runs
 * its source.
 */
export function markPainted(selectors: unknown): void {
  const wanted = selectors as string[];
  const observer = new MutationObserver(() => {
    if (!wanted.every((selector) => document.querySelector(selector))) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        (window as unknown as { rpPaintedAt: number }).rpPaintedAt = performance.now();
      };
      channel.port2.postMessage(0);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Waits for `markPainted`'s moment in the page and returns it (ms from navigation start). */
export async function paintedAt(page: Page, timeout = 60_000): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { rpPaintedAt?: number }).rpPaintedAt !== undefined, null, {
    timeout,
  });
  return page.evaluate(() => (window as unknown as { rpPaintedAt: number }).rpPaintedAt);
}

/** Stops the whole run if something hangs (a suite's own limit), after `cleanup`. */
export function watchdog(suite: string, minutes: number, cleanup: () => void): () => void {
  const timer = setTimeout(
    () => {
      console.error(`${suite}: watchdog fired after ${minutes} min, stopping`);
      cleanup();
      process.exit(1);
    },
    minutes * 60 * 1000,
  );
  return () => clearTimeout(timer);
}
