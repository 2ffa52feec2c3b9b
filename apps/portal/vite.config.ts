import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
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

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  // Our packages from source (hot reload, no build first); another app installs their built dist/.
  resolve: {
    alias: [...workspaceSourceAliases(), ...(command === 'build' ? reactRouterProduction : [])],
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
        // lists' filter code went into the first bundle and the features' messages were merged with 26 KB of code;
        // at 1 KB the login route is 148 KB, at 5 KB 149 KB with those costs elsewhere).
        experimentalMinChunkSize: 1_000,
        // Each language's own messages stay a chunk of their own (manual chunks are never merged): a browser loads
        // only its interface language's (src/i18n/i18n.ts).
        manualChunks: (id) => {
          const language = /\/src\/i18n\/(sr|en_US)\.json$/.exec(id)?.[1];
          return language ? `messages-${language}` : undefined;
        },
      },
    },
  },
}));
