import { defineProject } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Story tests: every story's play function and a11y checks, run in real Chromium.
export default defineProject({
  plugins: [react(), storybookTest({ configDir: '.storybook' })],
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
