// Runs every benchmark suite (files named bench/<suite>.bench.ts in a workspace), or the ones named on the command line.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, basename } from 'node:path';
import { ensureBrowser } from './browser.mjs';

const root = new URL('..', import.meta.url).pathname;
const suites = new Map();
for (const group of ['packages', 'apps']) {
  for (const workspace of readdirSync(join(root, group))) {
    const dir = join(root, group, workspace, 'bench');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) {
      if (file.endsWith('.bench.ts') || file.endsWith('.bench.mjs'))
        suites.set(basename(file).replace(/\.bench\.(ts|mjs)$/, ''), join(dir, file));
    }
  }
}
const wanted = process.argv.slice(2);
for (const name of wanted) {
  if (!suites.has(name)) {
    console.error(`No benchmark suite "${name}". Suites: ${[...suites.keys()].join(', ')}`);
    process.exit(2);
  }
}
const selected = [...suites].filter(([name]) => wanted.length === 0 || wanted.includes(name));
// A suite that drives Chromium imports Playwright; the browser is checked (or installed) once, before any suite runs.
const needsBrowser = selected.some(([, file]) =>
  /from ['"](@playwright\/test|playwright)['"]/.test(readFileSync(file, 'utf8')),
);
if (needsBrowser && !ensureBrowser({ logFile: join(root, '.tmp/browser-install.log') })) process.exit(1);
let failed = 0;
for (const [, file] of selected) {
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', file], { stdio: 'inherit', cwd: root });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
