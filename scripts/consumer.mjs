// `npm test -- consumer`: the proof that our packages work outside this workspace.
//   1. builds every published package (API Extractor fails here when a public API changed without its report),
//   2. packs each one (`npm pack`), as the firm's registry would serve it,
//   3. installs the tarballs into a copy of examples/consumer in a temporary folder outside the repository (no
//      workspace links, no parent node_modules to fall back on) with `npm ci --offline`,
//   4. type-checks and builds that app, serves it and opens it in Chromium: the planning editor with a project, a
//      date field and a data table must render, styled by the published stylesheet, with no page error,
//   5. runs a plain Node script that schedules a project with the gantt model and parses entries with the fields core.
// Offline: the consumer's lockfile is written from the root package-lock.json (the same versions and integrity
// hashes npm ci installed here), so npm takes every third-party package from its cache and never asks a registry.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from 'playwright';

const root = new URL('..', import.meta.url).pathname;
/** The published packages, in build order (each after what it depends on). */
export const PACKAGES = ['contract', 'client', 'fields', 'ui', 'gantt'];
const keep = process.argv.includes('--keep');

function run(command, args, cwd) {
  console.info(`$ ${command} ${args.join(' ')}`);
  try {
    execFileSync(command, args, {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
  } catch {
    console.error(`consumer: FAILED at \`${command} ${args.join(' ')}\` (in ${cwd})`);
    process.exit(1);
  }
}

/**
 * The consumer's package-lock.json: our packages as their tarballs, and every third-party package it needs at the
 * version, place and integrity the root lockfile has (found the way Node resolves: nested first, then upwards).
 */
export function consumerLock(rootLock, consumerPkg, tarballs) {
  const entries = rootLock.packages;
  const lock = {
    name: consumerPkg.name,
    version: consumerPkg.version,
    lockfileVersion: 3,
    requires: true,
    packages: {},
  };
  lock.packages[''] = { name: consumerPkg.name, version: consumerPkg.version, dependencies: {} };
  const queue = [];
  const add = (consumerPath, entry, rootPath) => {
    if (lock.packages[consumerPath]) return;
    lock.packages[consumerPath] = entry;
    queue.push({ consumerPath, rootPath, entry });
  };
  const findInRoot = (fromRootPath, name) => {
    for (let prefix = fromRootPath; ;) {
      const candidate = `${prefix ? `${prefix}/` : ''}node_modules/${name}`;
      if (entries[candidate] && !entries[candidate].link) return candidate;
      if (!prefix) return undefined;
      const parent = prefix.lastIndexOf('/node_modules/');
      prefix = parent >= 0 ? prefix.slice(0, parent) : '';
    }
  };
  // Root paths under a workspace folder (packages/ui/node_modules/x) sit under the installed package instead.
  const toConsumerPath = (rootPath, workspaceMap) => {
    for (const [workspace, installed] of workspaceMap) {
      if (rootPath.startsWith(`${workspace}/`)) return `${installed}${rootPath.slice(workspace.length)}`;
    }
    return rootPath;
  };
  const workspaceMap = [];
  for (const [name, { file, pkg }] of Object.entries(tarballs)) {
    const installed = `node_modules/${name}`;
    workspaceMap.push([`packages/${name.replace('@rp/', '')}`, installed]);
    lock.packages[''].dependencies[name] = `file:${file}`;
    const bytes = readFileSync(file);
    add(
      installed,
      {
        version: pkg.version,
        resolved: `file:${file}`,
        integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
        license: pkg.license,
        dependencies: pkg.dependencies,
        ...(pkg.peerDependencies && { peerDependencies: pkg.peerDependencies }),
        ...(pkg.peerDependenciesMeta && { peerDependenciesMeta: pkg.peerDependenciesMeta }),
      },
      `packages/${name.replace('@rp/', '')}`,
    );
  }
  for (const [name, range] of Object.entries(consumerPkg.dependencies)) {
    lock.packages[''].dependencies[name] = range;
    const found = findInRoot('', name);
    if (!found) throw new Error(`${name} is not installed in the workspace: add it to the root package.json`);
    add(found, structuredClone(entries[found]), found);
  }
  while (queue.length) {
    const { rootPath, entry } = queue.shift();
    const wanted = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...Object.fromEntries(
        Object.entries(entry.peerDependencies ?? {}).filter(([name]) => !entry.peerDependenciesMeta?.[name]?.optional),
      ),
    };
    for (const name of Object.keys(wanted)) {
      if (tarballs[name]) continue;
      const found = findInRoot(rootPath, name);
      if (!found) {
        if (entry.optionalDependencies?.[name]) continue;
        throw new Error(`${name} (needed by ${rootPath}) is not in the root lockfile`);
      }
      add(toConsumerPath(found, workspaceMap), structuredClone(entries[found]), found);
    }
  }
  return lock;
}

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    if (path === '/favicon.ico') return response.writeHead(204).end();
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function checkInChromium(dir) {
  const server = await serve(dir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    // The planning editor: its grid lists the project's tasks, its chart draws their bars.
    await page.getByRole('heading', { name: 'RP packages in another app' }).waitFor();
    await page.getByText('Izveštaj').first().waitFor();
    const bars = await page.locator('svg rect').count();
    // The date field accepts a shortcut and shows the formatted date after blur.
    const dateInput = page.getByLabel('Početak');
    await dateInput.fill('1.2.2025');
    await dateInput.blur();
    const date = await dateInput.inputValue();
    // The data table shows its rows.
    await page.getByRole('cell', { name: 'Petrović d.o.o.' }).waitFor();
    const client = await page.getByTestId('client').textContent();
    // The published stylesheet is applied: Tailwind's `flex` and the design tokens (a non-default body colour).
    const style = await page.evaluate(() => ({
      mainDisplay: getComputedStyle(document.querySelector('main')).display,
      primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    }));
    await page.screenshot({ path: join(dir, '..', 'consumer.png'), fullPage: true });
    const problems = [];
    if (bars < 3) problems.push(`the Gantt chart drew ${bars} rectangles, expected a bar per task`);
    if (date !== '01/02/2025') problems.push(`the date field shows '${date}', expected '01/02/2025'`);
    if (client !== 'client ready') problems.push('@rp/client or @rp/contract did not load');
    if (style.mainDisplay !== 'flex') problems.push(`the stylesheet is not applied (main is ${style.mainDisplay})`);
    if (!style.primary) problems.push('the design tokens are missing (--color-primary)');
    problems.push(...errors.map((error) => `page error: ${error}`));
    return problems;
  } finally {
    await browser.close();
    server.close();
  }
}

async function main() {
  // --no-build: the packages' dist/ from the last build (while working on this script).
  if (!process.argv.includes('--no-build')) run('npm', ['run', 'build:packages', '--silent'], root);
  const work = mkdtempSync(join(tmpdir(), 'rp-consumer-'));
  const packs = join(work, 'packs');
  mkdirSync(packs);
  run(
    'npm',
    ['pack', '--silent', '--pack-destination', packs, ...PACKAGES.flatMap((name) => ['-w', `@rp/${name}`])],
    root,
  );
  const tarballs = {};
  for (const file of readdirSync(packs)) {
    const name = PACKAGES.find((candidate) => file.startsWith(`rp-${candidate}-`));
    if (!name) continue;
    const pkg = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'));
    tarballs[`@rp/${name}`] = { file: join(packs, file), pkg };
  }
  const app = join(work, 'app');
  cpSync(join(root, 'examples/consumer'), app, {
    recursive: true,
    filter: (source) => !/\/(node_modules|dist)(\/|$)/.test(source),
  });
  const consumerPkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
  const rootLock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const lock = consumerLock(rootLock, consumerPkg, tarballs);
  consumerPkg.dependencies = lock.packages[''].dependencies;
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(consumerPkg, null, 2)}\n`);
  writeFileSync(join(app, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);

  run('npm', ['ci', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], app);
  run('npm', ['run', 'build', '--silent'], app);
  run('npm', ['run', 'check:node', '--silent'], app);
  const problems = await checkInChromium(join(app, 'dist'));
  if (problems.length) {
    console.error(`consumer: FAILED (the app is kept in ${app})\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.info(`consumer: the packed packages install, type-check, build and render outside the workspace`);
  if (!keep) rmSync(work, { recursive: true, force: true });
}

if (process.argv[1] === new URL(import.meta.url).pathname) await main();
