// The reverse proxy of the two-instance run (`npm test -- scale`) and the `scale` benchmark: Debian's haproxy, found
// on the PATH or installed where the machine can (root with apt-get, as CI is), like scripts/browser.mjs does Chromium.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

export const HAPROXY_PACKAGE = 'haproxy';

/** The haproxy executable on the PATH (Debian puts it in /usr/sbin), or undefined. */
export function haproxyPath(env = process.env) {
  const dirs = [...(env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    try {
      accessSync(join(dir, 'haproxy'), constants.X_OK);
      return join(dir, 'haproxy');
    } catch {
      // not here
    }
  }
  return undefined;
}

/**
 * The haproxy to run: the one installed, else Debian's package installed now (root with apt-get), else an Error that
 * names the command to run. apt's output goes to `logFile`.
 */
export function ensureHaproxy({ logFile = join(process.cwd(), '.tmp/haproxy-install.log'), env = process.env } = {}) {
  const found = haproxyPath(env);
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { encoding: 'utf8' }).status === 0;
  if (!isRoot || !hasApt)
    throw new Error(
      `The two-instance run needs haproxy as its load balancer. Install it with: sudo apt-get install ${HAPROXY_PACKAGE}`,
    );
  console.info(`Installing Debian's ${HAPROXY_PACKAGE} for the two-instance run (apt-get; log: ${logFile})`);
  const log = [];
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', HAPROXY_PACKAGE],
  ]) {
    const run = spawnSync('apt-get', args, { env: aptEnv, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    log.push(`$ apt-get ${args.join(' ')}\n${run.stdout ?? ''}${run.stderr ?? ''}${run.error?.message ?? ''}`);
    mkdirSync(dirname(logFile), { recursive: true });
    writeFileSync(logFile, log.join('\n'));
    if (run.status !== 0) throw new Error(`Installing ${HAPROXY_PACKAGE} failed; see ${logFile}`);
  }
  const installed = haproxyPath(env);
  if (!installed) throw new Error(`${HAPROXY_PACKAGE} was installed but no haproxy executable was found`);
  return installed;
}
