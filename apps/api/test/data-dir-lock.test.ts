import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../src/db/lock.ts';

const holderScript = new URL('./fixtures/hold-data-dir-lock.ts', import.meta.url).pathname;
const backupScript = new URL('../src/cli/backup.ts', import.meta.url).pathname;

interface Child {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rp-lock-'));
  dirs.push(dir);
  return dir;
}

function run(args: string[], env: NodeJS.ProcessEnv = {}): Child {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env } });
  children.push(child);
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

/** Resolves when the child has taken the lock; rejects when it exits instead. */
function holds(holder: Child): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => (holder.output().includes('locked') ? resolve() : undefined);
    holder.child.stdout?.on('data', check);
    holder.exit.then((code) => reject(new Error(`holder exited ${code}: ${holder.output()}`)));
    check();
  });
}

describe('the data directory lock', () => {
  it('is free again at once when its holder is killed with SIGKILL', async () => {
    const dataDir = tempDir();
    const holder = run([holderScript, dataDir]);
    await holds(holder);
    holder.child.kill('SIGKILL');
    await holder.exit;
    // The killed holder left its lock file behind, naming it; that no longer blocks anyone.
    expect(readFileSync(join(dataDir, 'rp.lock'), 'utf8').trim()).toBe(String(holder.child.pid));
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  }, 60_000);

  it.each([
    ['PID 1 (a container’s server killed with -9)', () => 1],
    ['the test’s own parent process', () => process.ppid],
    ['the test process itself', () => process.pid],
    ['garbage', () => 'not a pid'],
  ])('is not blocked by a lock file left naming %s', (_, pid) => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'rp.lock'), `${pid()}\n`);
    const lock = acquireDataDirLock(dataDir);
    lock.release();
  });

  it('refuses a second live holder, in another process and in the same one, with a clear message', async () => {
    const dataDir = tempDir();
    const first = run([holderScript, dataDir]);
    await holds(first);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      new RegExp(`in use by another RP process \\(pid ${first.child.pid}\\)`),
    );
    const second = run([holderScript, dataDir]);
    expect(await second.exit).toBe(3);
    expect(second.output()).toMatch(/in use by another RP process/);

    first.child.kill('SIGTERM');
    await first.exit;
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    lock.release();
  }, 60_000);

  it('lets exactly one of several processes starting at once take it', async () => {
    const dataDir = tempDir();
    const starters = Array.from({ length: 4 }, () => run([holderScript, dataDir]));
    // Each either takes the lock (and keeps running) or exits with 3: wait until every one has decided.
    await Promise.all(
      starters.map(
        (starter) =>
          new Promise<void>((resolve) => {
            const check = () => (starter.output().includes('locked') ? resolve() : undefined);
            starter.child.stdout?.on('data', check);
            void starter.exit.then(() => resolve());
          }),
      ),
    );
    const winners = starters.filter(
      (starter) => starter.output().includes('locked') && starter.child.exitCode === null,
    );
    expect(winners).toHaveLength(1);
    for (const starter of starters) if (starter !== winners[0]) expect(await starter.exit).toBe(3);
  }, 90_000);

  it('makes backup refuse while a server holds the data directory', async () => {
    const dataDir = tempDir();
    const holder = run([holderScript, dataDir]);
    await holds(holder);
    const out = join(dataDir, 'backup-out');
    const backup = run([backupScript, '--out', out], { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' });
    expect(await backup.exit).toBe(1);
    expect(backup.output()).toMatch(/in use by another RP process/);
    expect(existsSync(join(out, 'pgdata.tar.gz'))).toBe(false);
  }, 60_000);
});
