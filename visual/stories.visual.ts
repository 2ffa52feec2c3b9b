// Every story of @rp/ui, @rp/fields, @rp/gantt and the portal, shot in three ways and compared with its baselines:
// light and dark at a desktop width, and light at a phone's (390 px). A story opts out with the tag 'no-visual'.
// One page per worker switches stories through Storybook's channel (no reload per shot), so a run stays short.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const storybookDir = new URL(`../${process.env.VISUAL_STORYBOOK ?? '.tmp/visual/storybook'}/`, import.meta.url);
const index = JSON.parse(readFileSync(new URL('index.json', storybookDir), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** The clock every story sees (a weekday morning in Belgrade), so 'today' and relative times never drift. */
const NOW = new Date('2025-03-12T09:30:00+01:00');

// The fonts pinned to the files of @fontsource packages in package-lock.json, not to whatever the machine has;
// DejaVu Sans (fonts-dejavu-core, which scripts/browser.mjs installs) is the fallback for other glyphs.
const require = createRequire(import.meta.url);
const fontFace = (family: string, file: string, weight: number) =>
  `@font-face { font-family: '${family}'; font-weight: ${weight}; font-style: normal; font-display: block; ` +
  `src: url(data:font/woff2;base64,${readFileSync(require.resolve(file)).toString('base64')}) format('woff2'); }`;
const PINNED_CSS = [
  ...[400, 500, 600, 700].flatMap((weight) => [
    fontFace('Inter', `@fontsource/inter/files/inter-latin-${weight}-normal.woff2`, weight),
    fontFace('Inter', `@fontsource/inter/files/inter-latin-ext-${weight}-normal.woff2`, weight),
  ]),
  fontFace('JetBrains Mono', '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2', 400),
  fontFace('JetBrains Mono', '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-ext-400-normal.woff2', 400),
  // No animation, transition or blinking caret between two runs.
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
].join('\n');

type Outcome = 'rendered' | 'errored' | 'missing' | 'timeout';

/** Runs `action` in the page and waits until Storybook has rendered `storyId` (play function included). */
async function renderStory(page: Page, storyId: string, action: string, payload: unknown): Promise<Outcome> {
  return page.evaluate(
    ({ storyId, action, payload }) =>
      new Promise<Outcome>((resolve) => {
        type Channel = { on(e: string, f: (x: unknown) => void): void; off(e: string, f: (x: unknown) => void): void };
        const channel = (
          window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel & { emit(...a: unknown[]): void } }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const handlers: [string, (arg: unknown) => void][] = [];
        const finish = (outcome: Outcome) => {
          clearTimeout(timer);
          for (const [event, handler] of handlers) channel.off(event, handler);
          resolve(outcome);
        };
        const timer = setTimeout(() => finish('timeout'), 30_000);
        const forThisStory = (outcome: Outcome) => (arg: unknown) => {
          const id = typeof arg === 'string' ? arg : (arg as { storyId?: string } | undefined)?.storyId;
          if (id === undefined || id === storyId) finish(outcome);
        };
        handlers.push(
          ['storyRendered', forThisStory('rendered')],
          ['storyErrored', () => finish('errored')],
          ['storyThrewException', () => finish('errored')],
          ['storyMissing', () => finish('missing')],
        );
        for (const [event, handler] of handlers) channel.on(event, handler);
        channel.emit(action, payload);
      }),
    { storyId, action, payload },
  );
}

/** Waits for fonts, images and two frames, so the shot shows the settled page. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
        ),
    );
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** Waits until Storybook's preview runs and shows its first story, and takes that as the current state. */
async function whenReady(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
  await page.locator('#storybook-root > *').first().waitFor();
  currentStoryId = new URL(page.url()).searchParams.get('id') ?? '';
  currentTheme = 'light';
}

let shared: Page | undefined;
let currentTheme = 'light';
let currentStoryId = '';

test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({
    viewport: DESKTOP,
    deviceScaleFactor: 1,
    locale: 'sr-Latn-RS',
    timezoneId: 'Europe/Belgrade',
    reducedMotion: 'reduce',
    colorScheme: 'light',
  });
  // On every document the page loads (a story may make Storybook reload it), before any story renders.
  await context.addInitScript((css) => {
    const style = document.createElement('style');
    style.textContent = css;
    document.addEventListener('DOMContentLoaded', () => document.head.append(style), { once: true });
  }, PINNED_CSS);
  shared = await context.newPage();
  await shared.clock.setFixedTime(NOW);
  await shared.goto(`/iframe.html?id=${stories[0]!.id}&viewMode=story&globals=theme:light`);
  await whenReady(shared);
});

test.afterAll(async () => {
  await shared?.context().close();
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async () => {
    const page = shared!;
    // A story that makes Storybook reload the page is shown again once, on the fresh page.
    for (let attempt = 0; ; attempt++) {
      try {
        return await shootStory(page, story);
      } catch (error) {
        if (attempt > 0 || !/Execution context was destroyed|navigation/.test(String(error))) throw error;
        await whenReady(page);
      }
    }
  });
}

async function shootStory(page: Page, story: IndexEntry) {
  // toHaveScreenshot shoots until two shots in a row agree (a chart that measures its room settles), then compares.
  const shoot = async (variant: string) => {
    await settle(page);
    await expect(page).toHaveScreenshot(`${story.id}--${variant}.png`, { animations: 'disabled', caret: 'hide' });
  };
  // A globals change re-renders the story on show, so it waits for that one.
  const setTheme = async (theme: string) => {
    if (theme === currentTheme) return;
    currentTheme = theme;
    expect(await renderStory(page, currentStoryId, 'updateGlobals', { globals: { theme } })).toBe('rendered');
  };

  await page.setViewportSize(DESKTOP);
  await setTheme('light');
  const isShown = currentStoryId === story.id;
  currentStoryId = story.id;
  const outcome = isShown
    ? await renderStory(page, story.id, 'forceRemount', { storyId: story.id })
    : await renderStory(page, story.id, 'setCurrentStory', { storyId: story.id, viewMode: 'story' });
  expect(outcome, 'the story renders').toBe('rendered');
  await shoot('light');
  await setTheme('dark');
  await shoot('dark');
  await page.setViewportSize(PHONE);
  await setTheme('light');
  // Mounted again at the phone's width: some components measure their room only when they mount.
  expect(await renderStory(page, story.id, 'forceRemount', { storyId: story.id })).toBe('rendered');
  await shoot('phone');
}
