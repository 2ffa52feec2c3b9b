import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { workspaceSourceAliases } from './scripts/lib/packages.ts';

const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  },
});

// Our packages from source in every project (their package.json `exports` name the built dist/).
const resolve = { alias: workspaceSourceAliases() };

// One Vitest run for the whole repository; each project is a kind of test. The storybook project lives in
// vitest.storybook.config.ts because it needs the Storybook Vite setup.
export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/portal/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.browser.test.*', '**/node_modules/**'],
        },
      },
      {
        // Unit tests of code that needs a browser (the portal's API client, hooks, a layout), in real Chromium; a test
        // that measures a layout imports the stylesheet it needs (Tailwind compiles it).
        plugins: [react(), tailwindcss()],
        resolve,
        optimizeDeps: {
          entries: ['apps/portal/src/**/*.browser.test.{ts,tsx}', 'packages/*/src/**/*.browser.test.{ts,tsx}'],
        },
        test: {
          name: 'browser',
          include: ['apps/portal/src/**/*.browser.test.{ts,tsx}', 'packages/*/src/**/*.browser.test.{ts,tsx}'],
          // Both languages' messages at once, as the stories have them (the portal loads one before its first render).
          setupFiles: ['apps/portal/src/testing/all-languages.ts', 'apps/portal/src/testing/console-guard-setup.ts'],
          browser: { enabled: true, headless: true, provider: chromium, instances: [{ browser: 'chromium' }] },
        },
      },
      {
        resolve,
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file builds its own app on a fresh database; on a shared PostgreSQL server they use separate schemas.
          fileParallelism: !process.env.DATABASE_URL,
          maxWorkers: 2,
        },
      },
      {
        // Two server processes behind haproxy on one PostgreSQL database and one S3-compatible store (npm test -- scale).
        test: {
          name: 'scale',
          environment: 'node',
          include: ['e2e-scale/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      './vitest.storybook.config.ts',
    ],
  },
});
