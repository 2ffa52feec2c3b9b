import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../styles/package.css';
import { PlanningEditor } from './planning-editor.tsx';
import { createSamplePlanner } from './sample-project.ts';

const roots: Root[] = [];

function mount(container: HTMLElement): void {
  const root = createRoot(container);
  roots.push(root);
  flushSync(() => root.render(<PlanningEditor planner={createSamplePlanner({ zoom: 'd' })} height={400} />));
}

function chartScroll(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('[data-slot="gantt-hscroll"]');
  if (!element) throw new Error('no chart scrollbar');
  return element;
}

function box(hidden: boolean): HTMLElement {
  const container = document.createElement('div');
  container.style.width = '1000px';
  if (hidden) container.style.display = 'none';
  document.body.append(container);
  return container;
}

describe('PlanningEditor', () => {
  afterEach(() => {
    for (const root of roots.splice(0)) root.unmount();
    document.body.innerHTML = '';
  });

  it('opens on the project when its width comes only after the first render (a hidden tab shown later)', async () => {
    // the same editor shown at once: where the chart opens
    const shown = box(false);
    mount(shown);
    await vi.waitFor(() => expect(chartScroll(shown).scrollLeft).toBeGreaterThan(0));
    const expected = chartScroll(shown).scrollLeft;

    // rendered while it has no width at all, then shown: it opens at the same place, not at the chart's first day
    const later = box(true);
    mount(later);
    expect(chartScroll(later).scrollLeft).toBe(0);
    later.style.display = '';
    await vi.waitFor(() => expect(chartScroll(later).scrollLeft).toBe(expected));
  });
});
