// `npm test`: every test of the project, in order, with one summary at the end.
//   npm test                 lint, types, unit, story tests (Chromium), the visual review of every story (Chromium),
//                            API tests, build, the packages in a consumer app (Chromium), e2e (Chromium)
//   npm test -- visual       the visual review alone
//   npm test -- api e2e      only the named steps
// Steps that drive Chromium check for it (and install it where they may) before the first step runs.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser } from './browser.mjs';

const root = new URL('..', import.meta.url).pathname;
const tmp = `${root}.tmp`;
mkdirSync(tmp, { recursive: true });

const vitestJson = (name) => `${tmp}/vitest-${name}.json`;
export const STEPS = {
  lint: { command: 'npx eslint . --max-warnings=0 && npx prettier --check . --log-level=warn' },
  types: { command: 'node scripts/typecheck.mjs' },
  unit: {
    command: `npx vitest run --project unit --project browser --reporter=dot --reporter=json --outputFile.json=${vitestJson('unit')}`,
    counts: () => readVitest(vitestJson('unit')),
    needsBrowser: true,
  },
  stories: {
    command: `npx vitest run --project storybook --reporter=dot --reporter=json --outputFile.json=${vitestJson('stories')}`,
    counts: () => readVitest(vitestJson('stories')),
    needsBrowser: true,
  },
  // Every story shot light, dark and at phone width, compared with visual/baselines/ (scripts/visual.mjs, ~9 min).
  visual: {
    command: 'node scripts/visual.mjs',
    counts: () => readPlaywright(`${tmp}/visual/report.json`),
    needsBrowser: true,
  },
  api: {
    command: `npx vitest run --project api --reporter=dot --reporter=json --outputFile.json=${vitestJson('api')}`,
    counts: () => readVitest(vitestJson('api')),
  },
  build: { command: 'npm run build --silent' },
  // Two server processes behind haproxy (installed like Chromium when missing) on one PostgreSQL database
  // (SCALE_PG_URL, default postgres://postgres@127.0.0.1:5432/test) and one S3-compatible store: only when named, as
  // it needs a PostgreSQL server (CI runs it after starting one).
  scale: {
    command: `npx vitest run --project scale --reporter=dot --reporter=json --outputFile.json=${vitestJson('scale')}`,
    counts: () => readVitest(vitestJson('scale')),
    isOnlyWhenNamed: true,
  },
  // The packages built, packed and installed into an app outside the workspace (examples/consumer), checked in
  // Chromium and in plain Node; their public API reports are checked on the way (scripts/consumer.mjs).
  consumer: { command: 'node scripts/consumer.mjs', needsBrowser: true },
  e2e: {
    command: 'npx playwright test',
    counts: () => readPlaywright(`${tmp}/playwright.json`),
    needsBrowser: true,
  },
};

function readVitest(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    // A file that failed to load has no failing test of its own; it still counts.
    failed: report.numFailedTests || report.numFailedTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function readPlaywright(file) {
  if (!existsSync(file)) return undefined;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: 'inherit',
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** The steps `npm test -- <names>` runs, in order (all when none is named); e2e brings the build when it is missing. */
export function selectSteps(wanted, isBuilt = existsSync(`${root}apps/api/dist/server.js`)) {
  const unknown = wanted.find((name) => !STEPS[name]);
  if (unknown) throw new Error(`Unknown step "${unknown}". Steps: ${Object.keys(STEPS).join(', ')}`);
  const selected = Object.keys(STEPS).filter((name) =>
    wanted.length === 0 ? !STEPS[name].isOnlyWhenNamed : wanted.includes(name),
  );
  if (selected.includes('e2e') && !selected.includes('build') && !isBuilt) {
    selected.splice(selected.indexOf('e2e'), 0, 'build');
  }
  return selected;
}

export function needsBrowser(selected) {
  return selected.some((name) => STEPS[name]?.needsBrowser);
}

async function main() {
  let selected;
  try {
    selected = selectSteps(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  // Before the first step, so a missing browser stops the run at once instead of deep inside Vitest or Playwright.
  if (needsBrowser(selected) && !ensureBrowser({ logFile: `${tmp}/browser-install.log` })) process.exit(1);

  const rows = [];
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const name of selected) {
    const step = STEPS[name];
    console.info(`\n▶ ${name}: ${step.command}\n`);
    if (name === 'e2e') rmSync(`${tmp}/playwright.json`, { force: true });
    if (name === 'visual') rmSync(`${tmp}/visual/report.json`, { force: true });
    for (const kind of ['unit', 'stories', 'api', 'scale'])
      if (name === kind) rmSync(vitestJson(kind), { force: true });
    const started = Date.now();
    const code = await run(step.command);
    const seconds = Math.round((Date.now() - started) / 1000);
    const counts = step.counts?.();
    if (counts) {
      // A runner that crashed before reporting, or a step that exits non-zero with no failing test, still fails.
      if (code !== 0 && counts.failed === 0) counts.failed = 1;
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
    } else if (step.counts) {
      total.failed += 1;
    }
    rows.push({ step: name, result: code === 0 ? 'ok' : 'FAILED', seconds, ...(counts ?? {}) });
  }

  console.info('\nSummary');
  console.table(rows);
  const failedSteps = rows.filter((row) => row.result !== 'ok').map((row) => row.step);
  if (failedSteps.length) console.info(`failed steps: ${failedSteps.join(', ')}`);
  console.info(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(failedSteps.length ? 1 : 0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
