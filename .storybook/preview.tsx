import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import {
  consoleErrorFailure,
  startConsoleGuard,
  stopConsoleGuard,
  type ExpectedConsoleErrors,
} from '../apps/portal/src/testing/console-guard.ts';
import './storybook.css';

// A play function's findBy… and waitFor wait up to 3 s, not Testing Library's 1 s: on a busy two-core CI machine a
// screen's first render (its lazy chunk, then its answered queries) can take longer than 1 s, failing a story that is
// right. A story that waits for something that never comes still fails, 2 s later.
configure({ asyncUtilTimeout: 3000 });

/** The stories run as tests (`npm test -- stories`), not shown in Storybook. */
const IS_STORY_TEST = import.meta.env.MODE === 'test';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story tests.
    a11y: { test: 'error' },
    // Chromatic (npm run chromatic) shoots the same three ways as the local visual step (scripts/visual.mjs).
    chromatic: {
      modes: {
        light: { theme: 'light' },
        dark: { theme: 'dark' },
        phone: { theme: 'light', viewport: 390 },
      },
    },
  },
  // The dark theme is the `.dark` class on <html> (the tokens' custom variant); the visual step shoots both.
  decorators: [
    (Story, context) => {
      document.documentElement.classList.toggle('dark', context.globals.theme === 'dark');
      return <Story />;
    },
  ],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the interface',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'sr', title: 'Srpski' },
          { value: 'en_US', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // In the story tests (Vitest's mode), a story fails on what is written to console.error while it renders and plays (a
  // React warning about act(), keys, an update during render), unless it names it in parameters.expectedConsoleErrors
  // (console-guard.ts). Not in Storybook itself: there a play function that fails (a desktop story shot at a phone's
  // width by the visual step) is written to console.error by Storybook, and the story would show the guard's error
  // instead of itself.
  beforeEach: ({ parameters }) => {
    if (!IS_STORY_TEST) return;
    startConsoleGuard((parameters.expectedConsoleErrors as ExpectedConsoleErrors | undefined) ?? []);
    return () => void stopConsoleGuard();
  },
  afterEach: () => {
    if (!IS_STORY_TEST) return;
    const errors = stopConsoleGuard();
    if (errors.length > 0) throw consoleErrorFailure(errors);
  },
  initialGlobals: { locale: 'sr', theme: 'light' },
  tags: ['autodocs'],
};

export default preview;
