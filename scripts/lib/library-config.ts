// The Vite library-mode build every published package shares: ES modules, one file per source module (so a
// consumer's bundler drops what it does not import), source maps, and every dependency left to the consumer.
// Types come from tsc + API Extractor and the stylesheets from Tailwind's CLI (see each package's `build` script).
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

/** Vite extracts CSS imported by a module; the package's one stylesheet is Tailwind's build, which includes it. */
const dropExtractedCss = (): Plugin => ({
  name: 'rp-drop-extracted-css',
  generateBundle(_options, bundle) {
    for (const file of Object.keys(bundle)) if (file.endsWith('.css')) delete bundle[file];
  },
});

export function libraryConfig(packageDir: string, entries: Record<string, string>): UserConfig {
  const pkg = JSON.parse(readFileSync(`${packageDir}/package.json`, 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  const isExternal = (id: string) => external.some((name) => id === name || id.startsWith(`${name}/`));
  return defineConfig({
    root: packageDir,
    // The workspace aliases (source instead of dist) must not apply here: another package of ours stays an import.
    resolve: { alias: [] },
    plugins: [dropExtractedCss()],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      sourcemap: true,
      minify: false,
      target: 'es2022',
      copyPublicDir: false,
      lib: { entry: entries, formats: ['es'] },
      rollupOptions: {
        external: isExternal,
        output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
      },
    },
  });
}
