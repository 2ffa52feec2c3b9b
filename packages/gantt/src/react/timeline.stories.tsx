import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_NOW } from './sample-project.ts';
import { Timeline } from './timeline.tsx';
import type { TimelineGroup, TimelineItem } from './timeline-math.ts';
import { JOBS_TIMELINE_ZOOM_MAX_MS, JOBS_TIMELINE_ZOOM_MIN_MS, TIMELINE_DAY_MS as DAY } from './timeline-math.ts';

const at = (day: number, hour = 9): number => Date.UTC(2026, 10, day, hour);

const groups: TimelineGroup[] = [
  { id: 'marko', content: 'Marko Petrović' },
  { id: 'jelena', content: 'Jelena Jovanović' },
  { id: 'nikola', content: 'Nikola Ilić' },
];

const items: TimelineItem[] = [
  { id: 'p1', group: 'marko', start: at(16), end: at(19, 17), content: 'Procena stana Bulevar oslobođenja 12' },
  { id: 'p2', group: 'marko', start: at(20), content: 'Uviđaj Liman' },
  { id: 'p3', group: 'jelena', start: at(17), end: at(18, 15), content: 'Snimanje na terenu' },
  { id: 'p4', group: 'jelena', start: at(19, 11), content: 'Predaja izveštaja', type: 'dot' },
  { id: 'p5', group: 'nikola', start: at(18), end: at(24, 17), content: 'Izrada izveštaja', editable: false },
  { id: 'p6', group: 'nikola', start: at(23, 10), content: 'Kontrola', type: 'dot' },
];

const pauses = [{ start: at(21, 0), end: at(23, 0), group: 'marko' }];
const holidays = [Date.UTC(2026, 10, 11)];

const meta = {
  title: 'Gantt/Timeline',
  component: Timeline,
  args: {
    items,
    groups,
    pauses,
    holidays,
    now: SAMPLE_NOW,
    zoomMin: JOBS_TIMELINE_ZOOM_MIN_MS,
    zoomMax: JOBS_TIMELINE_ZOOM_MAX_MS,
    editable: true,
    onSelect: fn(),
    onUnselect: fn(),
    onEdit: fn(),
    onAdd: fn(),
    onChange: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GroupsAndPauses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-type="range"]').length).toBe(3);
    await expect(canvasElement.querySelectorAll('[data-type="box"]').length).toBe(1);
    await expect(canvasElement.querySelectorAll('[data-type="dot"]').length).toBe(2);
    await expect(canvasElement.querySelector('[data-slot="timeline-now"]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('[data-slot="timeline-pause"]').length).toBe(1);
    const item = canvas.getByRole('button', { name: /^Snimanje na terenu/ });
    await userEvent.click(item);
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'p3' }));
    await userEvent.dblClick(item);
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'p3' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Uviđaj Liman/ }));
    await expect(args.onUnselect).toHaveBeenCalledWith(expect.objectContaining({ id: 'p3' }));
  },
};

export const Navigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvasElement.querySelector('[role="toolbar"] span:last-child') as HTMLElement;
    const before = label.textContent;
    await userEvent.click(canvas.getByRole('button', { name: 'Uvećaj' }));
    await expect(label.textContent).not.toBe(before);
    await userEvent.click(canvas.getByRole('button', { name: 'Umanji' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pomeri levo' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pomeri desno' }));
    await expect(label.textContent).toBe(before);
  },
};

export const AddChangeDeleteCancelled: Story = {
  args: { onAdd: fn(() => false), onDelete: fn(() => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Novi događaj' }));
    await expect(args.onAdd).toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: /^Novi događaj 1/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Uviđaj Liman/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Obriši događaj' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'p2' }));
    await expect(canvas.getByRole('button', { name: /^Uviđaj Liman/ })).toBeInTheDocument();
  },
};

export const AddAndDelete: Story = {
  args: { clusterDistance: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Novi događaj' }));
    await expect(args.onAdd).toHaveBeenCalled();
    const added = await canvas.findByRole('button', { name: /^Novi događaj 1,/ });
    await userEvent.click(added);
    await userEvent.click(canvas.getByRole('button', { name: 'Obriši događaj' }));
    await expect(canvas.queryByRole('button', { name: /^Novi događaj 1,/ })).toBeNull();
    // an item that is not editable cannot be deleted
    await userEvent.click(canvas.getByRole('button', { name: /^Izrada izveštaja/ }));
    await expect(canvas.queryByRole('button', { name: 'Obriši događaj' })).toBeNull();
  },
};

const dragBy = (element: Element, dx: number): void => {
  const rect = element.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  fireEvent.pointerDown(element, { clientX: x, clientY: y, button: 0, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: x + dx, clientY: y, pointerId: 1 });
  fireEvent.pointerUp(element, { clientX: x + dx, clientY: y, pointerId: 1 });
};

export const DragToChange: Story = {
  play: async ({ canvasElement, args }) => {
    const item = within(canvasElement).getByRole('button', { name: /^Uviđaj Liman/ });
    const before = item.getAttribute('aria-label');
    dragBy(item, 120);
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'p2' }));
    await waitFor(() =>
      expect(
        within(canvasElement)
          .getByRole('button', { name: /^Uviđaj Liman/ })
          .getAttribute('aria-label'),
      ).not.toBe(before),
    );
    // an item that is not editable does not move
    dragBy(within(canvasElement).getByRole('button', { name: /^Izrada izveštaja/ }), 120);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const DragCancelledByHost: Story = {
  args: { onChange: fn(() => false) },
  play: async ({ canvasElement, args }) => {
    const item = within(canvasElement).getByRole('button', { name: /^Uviđaj Liman/ });
    const before = item.getAttribute('aria-label');
    dragBy(item, 120);
    await expect(args.onChange).toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: /^Uviđaj Liman/ })).toHaveAttribute(
      'aria-label',
      before ?? '',
    );
  },
};

const many: TimelineItem[] = Array.from({ length: 23 }, (_, i) => ({
  id: `e${i}`,
  group: groups[i % 3]?.id,
  start: at(2) + Math.floor(i / 3) * 40 * 60_000 + (i % 2) * DAY * 20,
  content: `Uviđaj ${i + 1}`,
}));

export const Clusters: Story = {
  args: { items: many, pauses: [], defaultRange: { start: at(1, 0), end: at(30, 0) }, editable: false },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot="timeline-cluster"]').length).toBeGreaterThan(0),
    );
    const clusters = canvasElement.querySelectorAll('[data-slot="timeline-cluster"]');
    const names = [...clusters].map((c) => c.getAttribute('aria-label'));
    // The cluster speaks the timeline's language (Serbian by default).
    await expect(names[0]).toMatch(/^Grupa od [2-5] događaja\. Uvećajte prikaz da vidite pojedinačne događaje\.$/);
    // a click on a cluster zooms in to it
    const label = canvasElement.querySelector('[role="toolbar"] span:last-child') as HTMLElement;
    const before = label.textContent;
    await userEvent.click(clusters[0] as Element);
    await expect(label.textContent).not.toBe(before);
  },
};

export const ClustersEnglish: Story = {
  args: { ...Clusters.args, locale: 'en' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot="timeline-cluster"]').length).toBeGreaterThan(0),
    );
    const cluster = canvasElement.querySelector('[data-slot="timeline-cluster"]');
    await expect(cluster?.getAttribute('aria-label')).toMatch(
      /^Cluster containing [2-5] events\. Zoom in to see the individual events\.$/,
    );
  },
};

export const EmptyDefaultRange: Story = {
  args: { items: [], groups: [], pauses: [], editable: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="timeline-now"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Novi događaj' })).toBeNull();
  },
};

/** English navigation and axis; dates stay DD/MM/YYYY (part 1 §9). Long names are clipped to their bars. */
export const English: Story = {
  args: {
    locale: 'en',
    items: [
      ...items,
      {
        id: 'p7',
        group: 'jelena',
        start: at(20, 9),
        end: at(22, 12),
        content: 'A very long task name that is clipped',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'Timeline navigation' })).toBeVisible();
    for (const name of ['Zoom in', 'Zoom out', 'Move left', 'Move right', 'New event'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Snimanje na terenu, 17\/11\/2026 / })).toBeInTheDocument();
    const long = canvas.getByRole('button', { name: /^A very long task name/ });
    // The name sits in a viewport of the bar's own position and width, which clips it.
    const bar = long.querySelector('rect')!;
    const viewport = long.querySelector('svg')!;
    await expect(viewport.getAttribute('width')).toBe(bar.getAttribute('width'));
    await expect(viewport.getAttribute('x')).toBe(bar.getAttribute('x'));
  },
};

/** Issue 12 item 7: zoom buttons zoom around now and switch off at the bounds; short bars keep their names. */
export const ZoomAroundNowAndBounds: Story = {
  args: {
    items: [
      { id: 's1', group: 'marko', start: at(19, 9), end: at(19, 11), content: 'Uviđaj Telep' },
      { id: 's2', group: 'jelena', start: at(17), end: at(18, 15), content: 'Snimanje na terenu' },
      {
        id: 's3',
        group: 'marko',
        start: at(12, 9),
        end: at(12, 10),
        content: 'Analiza komparativa · Procena stana – Liman 3, Novi Sad, četvrti sprat, stan 14',
      },
    ],
    defaultRange: { start: SAMPLE_NOW - 20 * DAY, end: SAMPLE_NOW + 2 * DAY },
    editable: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const short = canvas.getByRole('button', { name: /^Uviđaj Telep/ });
    await expect(short.querySelector('title')?.textContent).toMatch(/^Uviđaj Telep, /);
    await expect(short.querySelector('[data-slot="timeline-item-label"]')?.textContent).toBe('Uviđaj Telep');
    // a long name beside a narrow bar is clipped to the room it reserved, so it never prints over a neighbour
    const long = canvas.getByRole('button', { name: /^Analiza komparativa/ });
    const label = long.querySelector('[data-slot="timeline-item-label"]') as SVGTextElement;
    const room = label.parentElement as unknown as SVGSVGElement;
    await expect(room.tagName).toBe('svg');
    await expect(Number(room.getAttribute('width'))).toBeLessThanOrEqual(220);
    await expect(label.getComputedTextLength()).toBeGreaterThan(Number(room.getAttribute('width')));
    const nowLine = () => canvasElement.querySelector('[data-slot="timeline-now"]') as SVGLineElement;
    const zoomIn = canvas.getByRole('button', { name: 'Uvećaj' });
    const zoomOut = canvas.getByRole('button', { name: 'Umanji' });
    const before = Number(nowLine().getAttribute('x1'));
    await userEvent.click(zoomIn);
    await expect(Number(nowLine().getAttribute('x1'))).toBeCloseTo(before, 0);
    while (!(zoomIn as HTMLButtonElement).disabled) await userEvent.click(zoomIn);
    await expect(zoomIn).toBeDisabled();
    await expect(nowLine()).not.toBeNull();
    while (!(zoomOut as HTMLButtonElement).disabled) await userEvent.click(zoomOut);
    await expect(zoomOut).toBeDisabled();
    await expect(zoomIn).toBeEnabled();
  },
};
