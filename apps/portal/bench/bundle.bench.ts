// What a browser downloads: the portal built for production with Vite's manifest, and the gzipped size of
//   - the login route's JavaScript: the first bundle (the small entry, src/main.tsx, and the portal it loads at once,
//     src/app/start.tsx), the login screen's chunk, the interface language's own messages (src/i18n/<language>.json,
//     a chunk that start.tsx loads before the first render) and every chunk they import statically (what must arrive
//     before the sign-in form can be used), in the heavier of the two languages;
//   - the first screen's head start (src/app/first-screen.ts, loaded by the entry only when a session is stored);
//   - each language's messages: the portal's own (before the first render) and the features' (before the signed-in
//     shell renders);
//   - each screen's own chunk (a screen module of src/features, without the shared chunks it imports), the largest
//     named.
//   npm run bench -- bundle       builds the portal first; BENCH_SKIP_BUILD=1 reads the build on disk (its manifest)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeSuite, type BenchResult } from '../../../scripts/bench/report.ts';
import { root, run } from '../../../scripts/bench/portal.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = join(root, 'apps/portal/dist');
const manifestPath = join(dist, '.vite/manifest.json');
const LOGIN_SCREEN = 'login-page';
/** The portal itself, which the entry (src/main.tsx) loads at once: a dynamic import, so named by its chunk's name. */
const START = 'start';
/** The first screen's head start (src/app/first-screen.ts), the entry's other import: named by its chunk's name too. */
const FIRST_SCREEN = 'first-screen';
/** Each language's own messages: a chunk loaded on demand, but always before the first render. */
const MESSAGES = { sr: 'src/i18n/sr.json', en_US: 'src/i18n/en_US.json' } as const;
/** Each language's features' messages: loaded before the signed-in shell renders. */
const SCREEN_MESSAGES = { sr: 'src/i18n/screens.sr.ts', en_US: 'src/i18n/screens.en_US.ts' } as const;

if (!process.env.BENCH_SKIP_BUILD || !existsSync(manifestPath)) run('npm', ['run', 'build', '-w', '@rp/portal']);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The chunks a key loads before it runs: itself and its static imports, transitively. */
function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

// A screen's chunk: a module loaded on demand named after a screen (src/features/**/<name>-page.tsx). Merged with a
// small neighbour, it has a chunk key of its own (`_<name>-page-<hash>.js`) instead of its source path.
const screens = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && chunk.name?.endsWith('-page'))
  .map(([key, chunk]) => ({ key, name: chunk.name!, kb: gzipKb(chunk.file) }))
  .sort((a, b) => b.kb - a.kb);
const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
const login = screens.find((screen) => screen.name === LOGIN_SCREEN);
const start = entry && manifest[entry]!.dynamicImports?.find((key) => manifest[key]?.name === START);
if (!entry || !start || !login) throw new Error('the manifest has no entry, no start chunk or no login screen');
const firstScreen = manifest[entry]!.dynamicImports?.find((key) => manifest[key]?.name === FIRST_SCREEN);
if (!firstScreen) throw new Error('the manifest has no chunk of src/app/first-screen.ts');
for (const key of [...Object.values(MESSAGES), ...Object.values(SCREEN_MESSAGES)])
  if (!manifest[key]) throw new Error(`the manifest has no chunk of ${key}`);
const jsOf = (keys: Set<string>) => [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
const firstBundle = jsOf(staticClosure([entry, start]));
const sum = (files: string[]) => files.reduce((total, file) => total + gzipKb(file), 0);
const loginRoute = Math.max(
  ...Object.values(MESSAGES).map((messages) => sum(jsOf(staticClosure([entry, start, login.key, messages])))),
);
const messagesKb = (key: string) => sum(jsOf(staticClosure([key])).filter((file) => !firstBundle.includes(file)));

const largest = screens[0];
if (!largest) throw new Error('the manifest has no screen chunks');

const round = (kb: number) => Math.round(kb * 10) / 10;
const results: BenchResult[] = [
  {
    name: 'login route: gzipped JavaScript before the sign-in form',
    value: round(loginRoute),
    unit: 'KB',
    budget: 150,
  },
  {
    name: "first screen's head start (with a session only, beside the first bundle): gzipped JavaScript",
    value: round(messagesKb(firstScreen)),
    unit: 'KB',
  },
  {
    name: 'first bundle (entry, start and their static imports): gzipped JavaScript',
    value: round(sum(firstBundle)),
    unit: 'KB',
  },
  ...Object.entries(MESSAGES).map(([language, key]) => ({
    name: `messages of ${language}: the portal's own (before the first render), gzipped`,
    value: round(messagesKb(key)),
    unit: 'KB',
  })),
  ...Object.entries(SCREEN_MESSAGES).map(([language, key]) => ({
    name: `messages of ${language}: the features' (before the signed-in shell), gzipped`,
    value: round(messagesKb(key)),
    unit: 'KB',
  })),
  {
    name: `largest screen chunk of its own, gzipped (${largest.name})`,
    value: round(largest.kb),
    unit: 'KB',
    budget: 100,
  },
  { name: 'screen chunks measured', value: screens.length, unit: 'screens' },
];
writeSuite('bundle', results);
// Over budget fails the suite (and `npm run bench`), as a size limit should.
const over = results.filter((result) => result.budget !== undefined && result.value > result.budget);
if (over.length > 0) {
  console.error(`bundle: over budget: ${over.map((result) => result.name).join('; ')}`);
  process.exitCode = 1;
}
