// `npm start`: builds the portal and the server when their sources changed since the last build, then serves both.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outputs = ['apps/portal/dist/index.html', 'apps/api/dist/server.js'].map((path) => join(root, path));
const inputs = ['packages', 'apps/portal', 'apps/api', 'package-lock.json'];
const SKIP = new Set(['node_modules', 'dist', 'data', '.vite']);

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(path)) {
    if (SKIP.has(name) || name.endsWith('.test.ts') || name.endsWith('.stories.tsx')) continue;
    latest = Math.max(latest, newest(join(path, name)));
  }
  return latest;
}

const isBuilt = outputs.every((path) => existsSync(path));
const builtAt = isBuilt ? Math.min(...outputs.map((path) => statSync(path).mtimeMs)) : 0;
const changedAt = Math.max(
  ...inputs
    .map((path) => join(root, path))
    .filter(existsSync)
    .map(newest),
);
if (!isBuilt || changedAt > builtAt || process.env.RP_REBUILD) {
  console.info(
    isBuilt ? 'Sources changed since the last build: building…' : 'First start: building the portal and the server…',
  );
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], { cwd: root, stdio: 'inherit' });
// The server closes its database cleanly on these signals; forward them when they are sent to this process only.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
