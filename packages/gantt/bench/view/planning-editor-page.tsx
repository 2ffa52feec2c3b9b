// The benchmark page of the planning editor: window.bench drives it from Playwright.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createPlanner, generateProject } from '../../src/index.ts';
import type { Planner } from '../../src/index.ts';
import { PIXELS_PER_DAY, PlanningEditor, ROW_HEIGHT } from '../../src/react/index.ts';
import { GRID_HEADER_HEIGHT } from '../../src/react/task-grid.tsx';
import { afterPaint, benchProject, domNodes, framePaint, percentile } from './paint.ts';
import './style.css';

const container = document.getElementById('root') as HTMLElement;
const root = createRoot(container);
let planner: Planner | undefined;

function scroller(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-slot="planning-editor-scroller"]');
  if (!element) throw new Error('no scroller');
  return element;
}

/** Whether the grid has drawn the row in the middle of the scroller's view (its aria-rowindex is the row + 2). */
function rowInViewDrawn(element: HTMLElement): boolean {
  const middle = Math.floor((element.scrollTop + element.clientHeight / 2 - GRID_HEADER_HEIGHT) / ROW_HEIGHT);
  return element.querySelector(`[data-slot="gantt-grid"] [aria-rowindex="${middle + 2}"]`) !== null;
}

/**
 * A task that at least `wanted` tasks wait for, directly or not: the first from the top, or (`closest`) the
 * last such row, found by bisection, so that about `wanted` tasks depend on it.
 */
function taskWithDependents(
  p: Planner,
  wanted: number,
  closest = false,
): { id: string; row: number; dependents: number } {
  const { tasks, links } = p.getSnapshot();
  const out = new Map<string, string[]>();
  for (const link of links) {
    const list = out.get(link.from);
    if (list) list.push(link.to);
    else out.set(link.from, [link.to]);
  }
  const dependents = (id: string): number => {
    const seen = new Set<string>([id]);
    const stack = [id];
    while (stack.length > 0) {
      for (const next of out.get(stack.pop() as string) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return seen.size - 1;
  };
  const sources: number[] = [];
  for (let row = 0; row < tasks.length; row++) if (out.has((tasks[row] as { id: string }).id)) sources.push(row);
  if (closest) {
    let low = 0;
    let high = sources.length - 1;
    let best: number | undefined;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      if (dependents((tasks[sources[mid] as number] as { id: string }).id) >= wanted) {
        best = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    if (best !== undefined) {
      const row = sources[best] as number;
      const id = (tasks[row] as { id: string }).id;
      return { id, row, dependents: dependents(id) };
    }
  } else {
    for (const row of sources) {
      const id = (tasks[row] as { id: string }).id;
      const count = dependents(id);
      if (count >= wanted) return { id, row, dependents: count };
    }
  }
  throw new Error(`no task with ${wanted} dependents`);
}

const bench = {
  /** Loads a generated project and renders it; the time runs from the payload to the painted chart. */
  async open(tasks: number): Promise<{ ms: number; nodes: number }> {
    root.render(null);
    await afterPaint();
    const payload = generateProject(benchProject(tasks));
    const start = performance.now();
    planner = createPlanner({ ...payload, zoom: 'w', canWrite: true, canWriteOnParent: true });
    const current = planner;
    flushSync(() => root.render(<PlanningEditor planner={current} height={620} warnOnUnsavedData={false} />));
    let end = await afterPaint();
    while (!document.querySelector('[data-slot="gantt-bar"]')) end = await afterPaint();
    return { ms: end - start, nodes: domNodes() };
  },

  /**
   * Scrolls `step` pixels a frame and returns the frame times (rAF deltas): from the top to the bottom, or, with
   * `stretches`, that many runs of `framesEach` frames that start evenly spread from the top to the bottom.
   */
  async scroll(
    step: number,
    stretches = 0,
    framesEach = 0,
  ): Promise<{ p95: number; median: number; frames: number; maxNodes: number; undrawn: number }> {
    const element = scroller();
    const deltas: number[] = [];
    let maxNodes = 0;
    // Frames that came without the rows in view: a frame is only cheap if it draws what the scroller shows.
    let undrawn = 0;
    const run = async (from: number, frames: number): Promise<void> => {
      element.scrollTop = from;
      await afterPaint();
      await new Promise<void>((resolve) => {
        let last = 0;
        let count = 0;
        const frame = (time: number): void => {
          if (last > 0) {
            deltas.push(time - last);
            count++;
            if (!rowInViewDrawn(element)) undrawn++;
          }
          last = time;
          if (deltas.length % 50 === 0) maxNodes = Math.max(maxNodes, domNodes());
          const atBottom = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
          if (atBottom || (frames > 0 && count >= frames)) {
            resolve();
            return;
          }
          element.scrollTop += step;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
    };
    if (stretches <= 0) await run(0, 0);
    else {
      const room = Math.max(0, element.scrollHeight - element.clientHeight - step * framesEach);
      for (let i = 0; i < stretches; i++) await run(Math.round((room * i) / Math.max(1, stretches - 1)), framesEach);
    }
    return { p95: percentile(deltas, 0.95), median: percentile(deltas, 0.5), frames: deltas.length, maxNodes, undrawn };
  },

  /** The page's JavaScript heap after a full collection (Chromium with --expose-gc and precise memory info). */
  async heap(): Promise<number> {
    const gc = (window as unknown as { gc?: () => void }).gc;
    for (let i = 0; i < 3; i++) gc?.();
    await afterPaint();
    const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
    return memory ? memory.usedJSHeapSize : Number.NaN;
  },

  /**
   * Drags a bar that `wanted` tasks depend on: the time of each drag step to its painted frame, then the drop.
   * `closest` takes the task with about `wanted` dependents and drags its end (it has superiors, so its start
   * stays where they allow); otherwise the first such task from the top is moved.
   */
  async drag(
    wanted: number,
    steps: number,
    closest = false,
  ): Promise<{ dependents: number; stepMedian: number; stepP95: number; drop: number }> {
    if (!planner) throw new Error('open a project first');
    const target = taskWithDependents(planner, wanted, closest);
    const element = scroller();
    element.scrollTop = Math.max(0, target.row * 26 - 100);
    // wait (a second at most) for the bar to be drawn
    const selector = `[data-slot="gantt-bar"][data-task-id="${target.id}"] [data-slot="gantt-bar-body"]`;
    let body: SVGRectElement | null = null;
    for (let frame = 0; frame < 60 && !body; frame++) {
      await afterPaint();
      body = document.querySelector<SVGRectElement>(selector);
    }
    await afterPaint();
    if (!body) throw new Error('bar not rendered');
    const rect = body.getBoundingClientRect();
    const y = rect.top + rect.height / 2;
    let x = closest ? rect.right - 2 : rect.left + Math.min(10, rect.width / 2);
    const init = { bubbles: true, cancelable: true, pointerId: 1, clientY: y, button: 0, isPrimary: true };
    body.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x }));
    await afterPaint();
    const times: number[] = [];
    for (let i = 0; i < steps; i++) {
      x += PIXELS_PER_DAY.w;
      // The step's work: the event (React renders the bar in it) plus the next frame up to its paint, without
      // the idle wait for that frame.
      const start = performance.now();
      window.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: x }));
      const handled = performance.now() - start;
      times.push(handled + (await framePaint()));
    }
    const start = performance.now();
    window.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x }));
    const drop = (await afterPaint()) - start;
    return {
      dependents: target.dependents,
      stepMedian: percentile(times, 0.5),
      stepP95: percentile(times, 0.95),
      drop,
    };
  },
};

(window as unknown as { bench: typeof bench }).bench = bench;
document.body.dataset.ready = 'true';
