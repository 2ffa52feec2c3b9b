import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { workspaceSourceAliases } from '../../scripts/lib/packages.ts';

const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Our packages from source (hot reload, no build first); another app installs their built dist/.
  resolve: { alias: workspaceSourceAliases() },
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
        // A screen's code in a few chunks instead of dozens of one-icon or one-hook files: every chunk is a request
        // (through the service worker) and a module to link before the screen can render.
        experimentalMinChunkSize: 20_000,
      },
    },
  },
});
