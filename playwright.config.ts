import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The real server, built (`npm run build`), on a free port with a fresh data directory. Workers inherit the
// environment of the runner, so the port and directory are chosen once.
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    // process.stdout.write, not console.log: under FORCE_COLOR console.log colours a number.
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ])
    .toString()
    .trim();
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = freePort();
  process.env.E2E_RSS_PORT = freePort();
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'rp-e2e-'));
}
const port = Number(process.env.E2E_PORT);
const rssPort = Number(process.env.E2E_RSS_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test's whole budget: two sign-ins and a few screens took 28 s here on a quiet run and over 30 s in a full run
  // (two workers on two cores beside the server); a test that needs more sets its own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // The news feeds the demo firm is seeded with: a local stand-in for the public feeds (unreachable here).
      command: 'node e2e/stubs/rss-feed.mjs',
      url: `http://127.0.0.1:${rssPort}/health`,
      timeout: 10_000,
      reuseExistingServer: false,
      env: { PORT: String(rssPort) },
    },
    {
      command: 'node apps/api/dist/server.js',
      url: `${baseURL}/api/config`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR ?? '',
        DEMO: '1',
        LOG_LEVEL: 'warn',
        // External services are unreachable here: point them at addresses the tests stub at the network edge.
        TILE_URL: 'http://tiles.rp.test/{z}/{x}/{y}.png',
        GEOCODER_URL: 'http://geocoder.rp.test/search',
        // Sign-in throttling is exercised by the API tests; the e2e suites sign in often from one address.
        LOGIN_MAX_FAILURES: '50',
        // Two workers sign in for nearly every test: more than the default 30 sign-ins a minute from one address.
        LOGIN_REQUESTS_PER_MINUTE: '600',
        DEMO_RSS_URL: `http://127.0.0.1:${rssPort}/feed.xml`,
      },
    },
  ],
});
