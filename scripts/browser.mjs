// The Chromium that the browser tests, e2e and the browser benchmarks drive: found, installed when the machine can
// (root with apt, as CI is), or a stop within a second that names the command to run.
//   node scripts/browser.mjs     ensures the browser (used by `npm run test:stories` and `test:e2e`)
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_BROWSER = '/usr/bin/chromium';
/** Debian's browser, and a font with Serbian Latin letters (no other is installed; text must measure the same). */
export const BROWSER_PACKAGE = 'chromium';
export const FONT_PACKAGE = 'fonts-dejavu-core';
export const FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
export const INSTALL_COMMAND = `sudo apt-get install ${BROWSER_PACKAGE} ${FONT_PACKAGE}`;

/** The browser every config launches: CHROMIUM_PATH when set, Debian's Chromium otherwise. */
export function browserPath(env = process.env) {
  return env.CHROMIUM_PATH || DEFAULT_BROWSER;
}

/**
 * What to do about the browser, decided from facts about the machine (injected, so tests need no real machine):
 * `{ action: 'ok' }`, `{ action: 'install', packages }`, or `{ action: 'stop', message }`; `warning` may come with 'ok'.
 * @param {{ chromiumPath?: string, isBrowser: (path: string) => boolean, hasFont: boolean, isRoot: boolean,
 *   hasApt: boolean }} facts
 */
export function planBrowser({ chromiumPath, isBrowser, hasFont, isRoot, hasApt }) {
  if (chromiumPath) {
    // An explicit choice: never replaced by an install behind the user's back.
    if (isBrowser(chromiumPath)) return { action: 'ok', path: chromiumPath };
    return {
      action: 'stop',
      message:
        `CHROMIUM_PATH is set to ${chromiumPath}, which is not an executable Chromium or Chrome. ` +
        `Point it at one (e.g. CHROMIUM_PATH=${DEFAULT_BROWSER}) or unset it to use Debian's Chromium; nothing was installed.`,
    };
  }
  const canInstall = isRoot && hasApt;
  const hasBrowser = isBrowser(DEFAULT_BROWSER);
  const missing = [...(hasBrowser ? [] : [BROWSER_PACKAGE]), ...(hasFont ? [] : [FONT_PACKAGE])];
  if (missing.length === 0) return { action: 'ok', path: DEFAULT_BROWSER };
  if (canInstall) return { action: 'install', path: DEFAULT_BROWSER, packages: missing };
  if (hasBrowser) {
    return {
      action: 'ok',
      path: DEFAULT_BROWSER,
      warning: `The font the browser tests measure text with is missing; install it with: sudo apt-get install ${FONT_PACKAGE}`,
    };
  }
  return {
    action: 'stop',
    message:
      `The browser tests need Chromium, and ${DEFAULT_BROWSER} is missing. Install it with:\n` +
      `    ${INSTALL_COMMAND}\n` +
      `or point CHROMIUM_PATH at a Chromium or Chrome executable, e.g. CHROMIUM_PATH=/opt/google/chrome/chrome npm test`,
  };
}

/** An executable file that answers `--version` as a Chromium-based browser does. */
export function isBrowserExecutable(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
  } catch {
    return false;
  }
  const probe = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  return probe.status === 0 && /chrom|edge/i.test(probe.stdout ?? '');
}

function isOnPath(command, env = process.env) {
  return (env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function machineFacts(env = process.env) {
  let hasFont = true;
  try {
    statSync(FONT_FILE);
  } catch {
    hasFont = false;
  }
  return {
    chromiumPath: env.CHROMIUM_PATH || undefined,
    isBrowser: isBrowserExecutable,
    hasFont,
    isRoot: process.getuid?.() === 0,
    hasApt: isOnPath('apt-get', env),
  };
}

function install(packages, logFile) {
  console.info(`Installing Debian's ${packages.join(' and ')} for the browser tests (apt-get; log: ${logFile})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const log = [];
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const run = spawnSync('apt-get', args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    log.push(`$ apt-get ${args.join(' ')}\n${run.stdout ?? ''}${run.stderr ?? ''}${run.error?.message ?? ''}`);
    writeLog(logFile, log.join('\n'));
    if (run.status !== 0) return false;
  }
  return true;
}

function writeLog(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * Makes sure the browser is there before a step that needs it; returns false (after saying why and what to run)
 * when it is not and cannot be installed here.
 */
export function ensureBrowser({ env = process.env, logFile = join(process.cwd(), '.tmp/browser-install.log') } = {}) {
  const plan = planBrowser(machineFacts(env));
  if (plan.action === 'ok') {
    if (plan.warning) console.warn(plan.warning);
    return true;
  }
  if (plan.action === 'stop') {
    console.error(plan.message);
    return false;
  }
  if (install(plan.packages, logFile) && planBrowser(machineFacts(env)).action === 'ok') return true;
  console.error(`Installing ${plan.packages.join(' ')} failed; apt-get said:\n`);
  try {
    console.error(readFileSync(logFile, 'utf8'));
  } catch {
    // Nothing was logged: the failure is the message above.
  }
  console.error(
    `\nInstall it yourself (${INSTALL_COMMAND}) or point CHROMIUM_PATH at a Chromium or Chrome executable.`,
  );
  return false;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(ensureBrowser() ? 0 : 1);
}
