import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { useMediaQuery } from './use-media-query.ts';

let root: Root | undefined;
let renders = 0;

function Probe({ query }: { query: string }) {
  renders++;
  return <output>{useMediaQuery(query) ? 'yes' : 'no'}</output>;
}

function mount(query: string): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() => root?.render(<Probe query={query} />));
  return container;
}

async function until(container: HTMLElement, text: string): Promise<void> {
  for (let i = 0; i < 50 && container.textContent !== text; i++) await new Promise((r) => setTimeout(r, 20));
  expect(container.textContent).toBe(text);
}

afterEach(async () => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
  await page.viewport(1280, 720);
});

describe('useMediaQuery', () => {
  it('reads the query on the first render and follows the viewport across the breakpoint', async () => {
    await page.viewport(1280, 720);
    const container = mount('(min-width: 40rem)');
    expect(container.textContent).toBe('yes');

    await page.viewport(390, 844);
    await until(container, 'no');
    await page.viewport(800, 600);
    await until(container, 'yes');
  });

  it('does not render again when the viewport changes without crossing the breakpoint', async () => {
    await page.viewport(1280, 720);
    const container = mount('(min-width: 40rem)');
    const before = renders;
    await page.viewport(1000, 700);
    await page.viewport(1100, 700);
    await new Promise((r) => setTimeout(r, 100));
    expect(container.textContent).toBe('yes');
    expect(renders).toBe(before);
  });

  it('follows a new query', async () => {
    await page.viewport(1280, 720);
    const container = mount('(min-width: 40rem)');
    flushSync(() => root?.render(<Probe query="(max-width: 40rem)" />));
    expect(container.textContent).toBe('no');
  });
});
