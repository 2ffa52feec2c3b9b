// Type-checks every workspace (and the root's own files) with the strict base settings.
import { spawn } from 'node:child_process';

const projects = [
  '.',
  'packages/contract',
  'packages/client',
  'packages/fields',
  'packages/gantt',
  'packages/ui',
  'apps/api',
  'apps/portal',
];
const tsc = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname;

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const results = [];
const queue = [...projects];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) results.push(await check(queue.shift()));
  }),
);
let failed = 0;
for (const { project, code, output } of results) {
  if (code !== 0) {
    failed++;
    console.error(`typecheck failed: ${project}\n${output}`);
  }
}
console.info(`typecheck: ${results.length - failed} projects passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
