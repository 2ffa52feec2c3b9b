// The visual step: builds a static Storybook (test mode) and compares a shot of every story (light, dark, phone)
// with the committed PNGs in visual/baselines/ (visual/stories.visual.ts). On a difference it fails and leaves
// expected, actual and diff images in .tmp/visual/results/.
//   node scripts/visual.mjs                 npm test -- visual
//   node scripts/visual.mjs --update        npm run visual:update: rewrites the baselines that differ or are new
//   node scripts/visual.mjs --no-build      reuses .tmp/visual/storybook from the last run
//   node scripts/visual.mjs -- --grep Button   passes the rest on to Playwright
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const rest = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];

function run(command, commandArgs) {
  console.info(`$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
}

// VISUAL_STORYBOOK: another folder for the built Storybook (two runs side by side).
const storybookDir = process.env.VISUAL_STORYBOOK ?? '.tmp/visual/storybook';
const started = Date.now();
if (!args.includes('--no-build')) {
  const code = run('npx', ['storybook', 'build', '--test', '--quiet', '-o', storybookDir]);
  if (code !== 0) process.exit(code);
}
const built = Date.now();
rmSync(`${root}.tmp/visual/results`, { recursive: true, force: true });
const code = run('npx', [
  'playwright',
  'test',
  '-c',
  'visual/playwright.config.ts',
  ...(args.includes('--update') ? ['--update-snapshots=changed'] : []),
  ...rest,
]);
const seconds = (ms) => Math.round(ms / 1000);
console.info(
  `visual: Storybook built in ${seconds(built - started)} s, stories shot in ${seconds(Date.now() - built)} s`,
);
if (code !== 0 && !args.includes('--update')) {
  console.error('visual: differences (or failures) above; expected/actual/diff images are in .tmp/visual/results/');
  console.error('visual: if a change is intended, run `npm run visual:update` and commit visual/baselines/');
}
process.exit(code);
