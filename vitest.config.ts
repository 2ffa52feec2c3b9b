import { defineConfig } from 'vitest/config';

// One Vitest run for the whole repository; each project is a kind of test. The storybook project lives in
// vitest.storybook.config.ts because it needs the Storybook Vite setup.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/portal/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
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
      './vitest.storybook.config.ts',
    ],
  },
});
