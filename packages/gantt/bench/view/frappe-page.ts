// The same generated project drawn by frappe-gantt, for comparison only (never shipped).
import Gantt from 'frappe-gantt';
import '../../../../node_modules/frappe-gantt/dist/frappe-gantt.css';
import { createPlanner, generateProject } from '../../src/index.ts';
import { afterPaint, benchProject, domNodes } from './paint.ts';

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const TEN_YEARS_MS = 3650 * 86_400_000;

const bench = {
  async open(tasks: number): Promise<{ ms: number; nodes: number; drawn: number }> {
    // The model only converts the payload to frappe's shape; that work is not timed.
    const planner = createPlanner(generateProject(benchProject(tasks)));
    const snapshot = planner.getSnapshot();
    // frappe-gantt drops tasks longer than ten years (and then mis-draws its arrows), so the long summaries of
    // the generated chain stay out of its copy.
    const kept = snapshot.tasks.filter((task) => task.end - task.start < TEN_YEARS_MS);
    const ids = new Set(kept.map((task) => task.id));
    const list = kept.map((task) => ({
      id: task.id,
      name: task.name,
      start: day(task.start),
      end: day(task.end),
      progress: task.progress,
      dependencies: (snapshot.superiors.get(task.id) ?? [])
        .map((link) => link.from)
        .filter((id) => ids.has(id))
        .join(', '),
    }));
    const container = document.getElementById('root') as HTMLElement;
    container.replaceChildren();
    const target = document.createElement('div');
    container.append(target);
    const start = performance.now();
    new Gantt(target, list, { view_mode: 'Day', container_height: 600 });
    const end = await afterPaint();
    return { ms: end - start, nodes: domNodes(), drawn: list.length };
  },
};

(window as unknown as { bench: typeof bench }).bench = bench;
document.body.dataset.ready = 'true';
