import { defineConfig } from '@playwright/test';

// The visual step (scripts/visual.mjs): every story of the static Storybook in .tmp/visual/storybook, shot in
// Chromium and compared with the PNGs in visual/baselines/. Fails with expected/actual/diff images in
// .tmp/visual/results/.
const port = Number(process.env.VISUAL_PORT ?? 6107);

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.visual.ts',
  outputDir: '../.tmp/visual/results',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  // A story whose shot differs is shot once more on a fresh page: a true change differs twice, a shot caught at a
  // different moment (a focus that a frame took away, a chart measured late) is reported as flaky, not failed.
  retries: 1,
  timeout: 60_000,
  reporter: [['dot'], ['json', { outputFile: '../.tmp/visual/report.json' }]],
  expect: {
    // Any visible change fails: same fonts (pinned), same Chromium, no animations, a fixed clock.
    timeout: 20_000,
    toHaveScreenshot: { threshold: 0.1, maxDiffPixels: 0 },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--font-render-hinting=none',
        '--disable-lcd-text',
        '--force-color-profile=srgb',
      ],
    },
  },
  webServer: {
    command: `node ../scripts/lib/static-server.mjs ../${process.env.VISUAL_STORYBOOK ?? '.tmp/visual/storybook'} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    timeout: 20_000,
    reuseExistingServer: false,
  },
});
