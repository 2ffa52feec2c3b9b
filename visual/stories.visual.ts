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
  // No focus ring or outline: whether a clicked button keeps its focus depends on timing (a button disabled while it
  // saves loses the focus only if a frame is drawn meanwhile), so the ring came and went between runs. Focus styles
  // are reviewed in Storybook itself.
  ':focus, :focus-visible { outline: none !important; --tw-ring-shadow: 0 0 #0000 !important; --tw-ring-offset-shadow: 0 0 #0000 !important; }',
].join('\n');

/** 'play-failed': rendered, but its play function threw (Storybook still shows the story, in whatever state). */
type Outcome = 'rendered' | 'play-failed' | 'errored' | 'missing' | 'timeout';
/** How a render ended, the play function's error, and whether the story names its own viewport (a phone story). */
interface Rendered {
  outcome: Outcome;
  detail: string;
  hasOwnViewport: boolean;
}

/**
 * Runs `action` in the page and waits until Storybook has finished `storyId`: rendered, play function run, and its
 * after-each hooks done ('storyFinished'; 'storyRendered' comes before those hooks). The action is sent only once the
 * story on show has finished too: Storybook reloads the page when a story is torn down mid-render
 * (StoryRender.teardown), which is what made runs flaky (the first story of a fresh page was often still playing).
 */
async function renderStory(page: Page, storyId: string, action: string, payload: unknown): Promise<Rendered> {
  return page.evaluate(
    async ({ storyId, action, payload }) => {
      type Channel = {
        on(event: string, handler: (arg: unknown) => void): void;
        off(event: string, handler: (arg: unknown) => void): void;
        emit(event: string, ...args: unknown[]): void;
      };
      const scope = window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: Channel;
        __STORYBOOK_PREVIEW__?: {
          currentRender?: { phase?: string; story?: { storyGlobals?: { viewport?: unknown } } };
        };
      };
      const PENDING = new Set(['preparing', 'loading', 'beforeEach', 'rendering', 'playing', 'afterEach']);
      // Counted in steps, not read from a clock: the page's clock stands still (setFixedTime).
      for (let step = 0; step < 1500 && PENDING.has(scope.__STORYBOOK_PREVIEW__?.currentRender?.phase ?? ''); step++) {
        await new Promise((done) => setTimeout(done, 20));
      }
      // A clean start for a story mounted anew: the focus the last story left would decide whether this one's focus
      // ring shows (:focus-visible follows a script's focus from an element that had it), and the page's scroll the
      // last one left would decide where a focus in this one's play function scrolls the page to (the work order at
      // phone width came out scrolled to two places). A theme change keeps the story as its play function left it.
      if (action !== 'updateGlobals') {
        (document.activeElement as HTMLElement | null)?.blur?.();
        window.scrollTo(0, 0);
      }
      const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
      let playError = '';
      return new Promise<Rendered>((resolve) => {
        const handlers: [string, (arg: unknown) => void][] = [];
        const finish = (outcome: Outcome) => {
          clearTimeout(timer);
          for (const [event, handler] of handlers) channel.off(event, handler);
          const story = scope.__STORYBOOK_PREVIEW__?.currentRender?.story;
          resolve({ outcome, detail: playError, hasOwnViewport: story?.storyGlobals?.viewport !== undefined });
        };
        const timer = setTimeout(() => finish('timeout'), 30_000);
        const forThisStory = (outcome: Outcome) => (arg: unknown) => {
          const id = typeof arg === 'string' ? arg : (arg as { storyId?: string } | undefined)?.storyId;
          if (id === undefined || id === storyId) finish(outcome);
        };
        handlers.push(
          [
            'playFunctionThrewException',
            (error) =>
              (playError = String((error as { message?: string } | undefined)?.message ?? error).slice(0, 500)),
          ],
          ['storyFinished', (arg) => forThisStory(playError ? 'play-failed' : 'rendered')(arg)],
          ['storyErrored', () => finish('errored')],
          ['storyThrewException', () => finish('errored')],
          ['storyMissing', () => finish('missing')],
        );
        for (const [event, handler] of handlers) channel.on(event, handler);
        channel.emit(action, payload);
      });
    },
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
  // Unknown: a reloaded page keeps the theme of its address (Storybook writes the globals there), so it is set anew.
  currentTheme = '';
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
  // The accessibility check (addon-a11y, run after every render) is the stories' browser tests' job, not this step's:
  // switched off here, it neither slows every shot nor runs while the next story is asked for.
  await shared.goto(`/iframe.html?id=${stories[0]!.id}&viewMode=story&globals=theme:light;a11y.manual:!true`);
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
        console.warn(`visual: ${story.id}: the page reloaded (${String(error).split('\n')[0]}); shown again`);
        await whenReady(page);
      }
    }
  });
}

async function shootStory(page: Page, story: IndexEntry) {
  // toHaveScreenshot shoots until two shots in a row agree (a chart that measures its room settles), then compares.
  const shoot = async (variant: string) => {
    await settle(page);
    await expect(page).toHaveScreenshot(`${story.id}--${variant}.png`, {
      animations: 'disabled',
      caret: 'hide',
      // An embedded page (the issue editor's overlay) shows another site, or the browser's error page once it gives
      // up on it: not ours to compare, and never at the same moment.
      mask: [page.locator('iframe')],
      maskColor: '#9ca3af',
    });
  };
  // A globals change re-renders the story on show, so it waits for that one.
  const setTheme = async (theme: string) => {
    if (theme === currentTheme) return;
    currentTheme = theme;
    const { outcome, detail } = await renderStory(page, currentStoryId, 'updateGlobals', { globals: { theme } });
    expect(outcome, detail).toBe('rendered');
  };

  await page.setViewportSize(DESKTOP);
  await setTheme('light');
  const isShown = currentStoryId === story.id;
  currentStoryId = story.id;
  await mount(page, story, isShown ? 'forceRemount' : 'setCurrentStory');
  await shoot('light');
  await setTheme('dark');
  await shoot('dark');
  await page.setViewportSize(PHONE);
  await setTheme('light');
  // Mounted again at the phone's width: some components measure their room only when they mount.
  await mount(page, story, 'forceRemount');
  await shoot('phone');
}

/**
 * Shows the story with its play function run. A play function that threw leaves the story half-played, a picture that
 * may differ from run to run; some wait for a second at most, which a loaded machine can miss. So at the story's own
 * width (a phone story names its viewport; every other story is written for a desktop) a failed play is mounted and
 * played again, twice at most, and then fails the test with Storybook's message. At the other width a play function
 * may rightly fail (it looks for a column a phone hides): the story is shot as the failed play left it.
 */
async function mount(page: Page, story: IndexEntry, action: 'setCurrentStory' | 'forceRemount') {
  const isPhone = page.viewportSize()?.width === PHONE.width;
  let result = await renderStory(page, story.id, action, { storyId: story.id, viewMode: 'story' });
  const isOwnWidth = result.hasOwnViewport === isPhone;
  for (let retry = 0; isOwnWidth && retry < 2 && result.outcome === 'play-failed'; retry++) {
    result = await renderStory(page, story.id, 'forceRemount', { storyId: story.id });
  }
  const outcome = !isOwnWidth && result.outcome === 'play-failed' ? 'rendered' : result.outcome;
  expect(outcome, `${story.id} at ${page.viewportSize()?.width} px: ${result.detail}`).toBe('rendered');
}
