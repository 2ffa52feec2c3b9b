import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverEntry = new URL('../src/server.ts', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'rp-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function start(port: number): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PORTAL_DIR: '',
    },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function waitFor(check: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The embedded database's lock and clean close; a PostgreSQL run has no data-directory lock to test.
describe.skipIf(!!process.env.DATABASE_URL)('the server process', () => {
  it('prints the URL and demo logins, refuses a second start on the same data directory, and closes cleanly on SIGTERM', async () => {
    const first = start(await freePort());
    // A fresh data directory runs PGlite's initdb (WebAssembly), every migration and the demo seed: about 15 s on a
    // quiet machine, over a minute while the rest of the API suite loads both cores.
    await waitFor(() => first.output().includes('RP is running at'), 200_000);
    expect(first.output()).toContain('admin/admin');
    expect(existsSync(join(dataDir, 'rp.lock'))).toBe(true);

    const second = start(await freePort());
    expect(await second.exit).toBe(1);
    expect(second.output()).toMatch(/in use by another RP process/);

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(existsSync(join(dataDir, 'rp.lock'))).toBe(false);
  }, 240_000);
});
