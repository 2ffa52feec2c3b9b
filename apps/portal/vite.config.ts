import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { workspaceSourceAliases } from '../../scripts/lib/packages.ts';

const apiPort = process.env.API_PORT ?? '8080';

// react-router's package exports name its development build for every condition (remix-run/react-router#12532,
// #14102): a production build takes its production files, without the development warnings.
const reactRouterProduction: Alias[] = ['react-router', 'react-router/dom'].map((name) => ({
  find: new RegExp(`^${name.replace('/', '\\/')}$`),
  replacement: fileURLToPath(
    new URL(
      `../../node_modules/react-router/dist/production/${name === 'react-router' ? 'index' : 'dom-export'}.mjs`,
      import.meta.url,
    ),
  ),
}));

/**
 * The portal's code (src/app/start.tsx, which the small entry imports at once) named in index.html as modulepreload
 * links: the browser fetches it beside the entry instead of one round trip after it. A dynamic import, so Vite itself
 * names only the entry's static imports.
 */
function preloadStart(): Plugin {
  return {
    name: 'rp:preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const start = chunks.find((chunk) => chunk.isDynamicEntry && chunk.name === 'start');
        if (!start) throw new Error('rp:preload-start: no chunk of src/app/start.tsx');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          if (!chunk?.isEntry) chunk?.imports.forEach(visit);
        };
        visit(start.fileName);
        const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        return [...files]
          .filter((file) => !entries.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

// react-i18next imports `use-sync-external-store/shim`, whose fallback for React before 18 would land in the login
// route's first bundle: React's own hook instead.
const syncExternalStoreShim: Alias = {
  find: /^use-sync-external-store\/shim$/,
  replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
};

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), preloadStart()],
  // Our packages from source (hot reload, no build first); another app installs their built dist/.
  resolve: {
    alias: [...workspaceSourceAliases(), syncExternalStoreShim, ...(command === 'build' ? reactRouterProduction : [])],
  },
  server: {
    port: Number(process.env.PORTAL_PORT ?? 5173),
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each module needs (the `bundle` bench reads it).
    manifest: true,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // A screen's code in fewer chunks instead of dozens of one-icon or one-hook files: every chunk is a request
        // (through the service worker) and a module to link before the screen can render. Rollup merges a chunk below
        // this size into one loaded in other cases too (code without side effects), so a route may carry a little
        // code it does not run: kept small enough that the login route is not handed other screens' code (at 5 KB the
        // first screen's GETs, src/app/first-screen.ts, were merged into what every route loads). Not smaller: at 1 KB
        // the work order's first visit on a slow phone took ~4.6 s instead of ~3.8 s (more, smaller chunks, each a
        // request and a module to link). `npm run bench -- bundle` and `-- radni-nalog`.
        experimentalMinChunkSize: 2_500,
        // Each language's own messages stay a chunk of their own (manual chunks are never merged): a browser loads
        // only its interface language's (src/i18n/i18n.ts).
        manualChunks: (id) => {
          const language = /\/src\/i18n\/(sr|en_US)\.json$/.exec(id)?.[1];
          if (language) return `messages-${language}`;
          // The features' messages too (and the design system's texts of their screens, src/i18n/ui.<language>.json),
          // each language's in one chunk of its own (never merged with code).
          const screens =
            /\/src\/(?:i18n\/(?:screens|ui)\.|features\/[^/]+\/i18n\/(?:[^/]+\.)?)(sr|en_US)\.(?:ts|json)$/.exec(
              id,
            )?.[1];
          if (screens) return `messages-screens-${screens}`;
          return id.endsWith('/src/i18n/merge.ts') ? 'messages-merge' : undefined;
        },
      },
    },
  },
}));
