import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_PACKAGE,
  DEFAULT_BROWSER,
  FONT_PACKAGE,
  INSTALL_COMMAND,
  browserPath,
  planBrowser,
  type BrowserFacts,
} from './browser.mjs';
import { needsBrowser, selectSteps } from './test.mjs';

const root = new URL('..', import.meta.url).pathname;

/** A machine described by facts; `browsers` are the paths that hold a working browser. */
function machine(overrides: Partial<BrowserFacts> & { browsers?: string[] } = {}): BrowserFacts {
  const { browsers = [DEFAULT_BROWSER], ...facts } = overrides;
  return {
    chromiumPath: undefined,
    isBrowser: (path) => browsers.includes(path),
    hasFont: true,
    isRoot: false,
    hasApt: true,
    ...facts,
  };
}

describe('planBrowser', () => {
  it('uses Debian’s Chromium when it is there', () => {
    expect(planBrowser(machine())).toEqual({ action: 'ok', path: DEFAULT_BROWSER });
  });

  it.each([
    { isRoot: true, hasApt: true, expected: 'install' },
    { isRoot: false, hasApt: true, expected: 'stop' },
    { isRoot: true, hasApt: false, expected: 'stop' },
    { isRoot: false, hasApt: false, expected: 'stop' },
  ])('a missing browser, root=$isRoot apt=$hasApt: $expected', ({ isRoot, hasApt, expected }) => {
    const plan = planBrowser(machine({ browsers: [], isRoot, hasApt }));
    expect(plan.action).toBe(expected);
    if (plan.action === 'install') expect(plan.packages).toEqual([BROWSER_PACKAGE]);
  });

  it('installs the browser and its font together when both are missing', () => {
    const plan = planBrowser(machine({ browsers: [], hasFont: false, isRoot: true }));
    expect(plan).toEqual({ action: 'install', path: DEFAULT_BROWSER, packages: [BROWSER_PACKAGE, FONT_PACKAGE] });
  });

  it('stops with the exact command and where CHROMIUM_PATH can point when it may not install', () => {
    const plan = planBrowser(machine({ browsers: [] }));
    if (plan.action !== 'stop') throw new Error(`expected a stop, got ${plan.action}`);
    expect(plan.message).toContain(INSTALL_COMMAND);
    expect(INSTALL_COMMAND).toBe('sudo apt-get install chromium fonts-dejavu-core');
    expect(plan.message).toContain('CHROMIUM_PATH');
  });

  it('a CHROMIUM_PATH that names no browser stops at once, even where it could install', () => {
    const plan = planBrowser(machine({ chromiumPath: '/bin/true', isRoot: true, hasApt: true }));
    expect(plan.action).toBe('stop');
    if (plan.action === 'stop')
      expect(plan.message).toMatch(/CHROMIUM_PATH is set to \/bin\/true.*nothing was installed/);
  });

  it('a CHROMIUM_PATH that names a browser is used, and Debian’s is neither needed nor installed', () => {
    const chrome = '/opt/google/chrome/chrome';
    const plan = planBrowser(machine({ chromiumPath: chrome, browsers: [chrome], hasFont: false, isRoot: true }));
    expect(plan).toEqual({ action: 'ok', path: chrome });
  });

  it('only a missing font where it may not install: runs on with a warning naming the package', () => {
    const plan = planBrowser(machine({ hasFont: false }));
    expect(plan.action).toBe('ok');
    if (plan.action === 'ok') expect(plan.warning).toContain(FONT_PACKAGE);
  });

  it('every config launches CHROMIUM_PATH when it is set, Debian’s Chromium otherwise', () => {
    expect(browserPath({})).toBe(DEFAULT_BROWSER);
    expect(browserPath({ CHROMIUM_PATH: '' })).toBe(DEFAULT_BROWSER);
    expect(browserPath({ CHROMIUM_PATH: '/x/chrome' })).toBe('/x/chrome');
  });
});

describe('npm test asks for the browser only for the steps that drive it', () => {
  it.each([
    { wanted: ['api'], expected: false },
    { wanted: ['lint'], expected: false },
    { wanted: ['lint', 'types', 'api', 'build'], expected: false },
    { wanted: ['unit'], expected: true },
    { wanted: ['stories'], expected: true },
    { wanted: ['e2e'], expected: true },
    { wanted: [], expected: true },
  ])('$wanted: $expected', ({ wanted, expected }) => {
    expect(needsBrowser(selectSteps(wanted, true))).toBe(expected);
  });

  it('the scale step (two servers behind a proxy, needs PostgreSQL) runs only when named', () => {
    expect(selectSteps([], true)).not.toContain('scale');
    expect(selectSteps(['scale'], true)).toEqual(['scale']);
    expect(needsBrowser(['scale'])).toBe(false);
  });

  it('a plain npm test runs the visual step after the story tests; named, it runs alone', () => {
    const all = selectSteps([], true);
    expect(all.indexOf('visual')).toBe(all.indexOf('stories') + 1);
    expect(selectSteps(['visual'], true)).toEqual(['visual']);
  });

  it('an unknown step is refused with the list of steps', () => {
    expect(() => selectSteps(['nope'])).toThrow(/Unknown step "nope". Steps: lint, types/);
  });

  it('stops before the first step when CHROMIUM_PATH names no browser, installing nothing', () => {
    const run = spawnSync(process.execPath, ['scripts/test.mjs', 'lint', 'stories'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CHROMIUM_PATH is set to /nonexistent/chromium');
    // The lint step never started.
    expect(run.stdout).not.toContain('▶ lint');
  });
});
