import { defineProject } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { workspaceSourceAliases } from './scripts/lib/packages.ts';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Story tests: every story's play function and a11y checks, run in real Chromium.
export default defineProject({
  plugins: [react(), storybookTest({ configDir: '.storybook' })],
  resolve: { alias: workspaceSourceAliases() },
  // Crawl every story up front so Vite pre-bundles all their dependencies before the first test; a dependency
  // discovered mid-run makes Vite reload and fails that test file on a fresh clone.
  optimizeDeps: {
    entries: ['packages/*/src/**/*.stories.tsx', 'apps/portal/src/**/*.stories.tsx', '.storybook/preview.tsx'],
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'zod',
      'date-fns',
      '@date-fns/tz',
      'react-router',
      '@tanstack/react-query',
      'i18next',
      'react-i18next',
      'lucide-react',
      'class-variance-authority',
      'clsx',
      'tailwind-merge',
      '@tanstack/react-table',
      '@tanstack/react-virtual',
      'd3',
      'leaflet',
      'leaflet.markercluster',
    ],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
