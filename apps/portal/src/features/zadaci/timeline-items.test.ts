import { describe, expect, it } from 'vitest';
import type { Zauzetost } from '@rp/contract';
import { initialWindow, openTasks, taskWindow, timelineItems, withTask } from './timeline-items.ts';

const zauzetost: Zauzetost = {
  currentTime: '2026-03-10T10:00:00.000Z',
  itemList: [
    {
      Id: 8,
      Naziv: 'Izrada izveštaja',
      Posao: 2,
      Vrsta: 'plan',
      Status: 'nijePoceo',
      Interval: { Pocetak: '2026-03-12T08:00:00.000Z', Kraj: '2026-03-13T12:00:00.000Z' },
    },
    {
      Id: 5,
      Naziv: 'Analiza komparativa',
      Posao: 2,
      Vrsta: 'plan',
      Status: 'uToku',
      Interval: { Pocetak: '2026-03-09T08:00:00.000Z', Kraj: '2026-03-09T16:00:00.000Z' },
    },
    {
      Id: 5,
      Naziv: 'Analiza komparativa',
      Posao: 2,
      Vrsta: 'rad',
      Status: 'uToku',
      Interval: { Pocetak: '2026-03-10T08:30:00.000Z', Kraj: '2026-03-10T10:00:00.000Z' },
    },
    {
      Id: 5,
      Naziv: 'Analiza komparativa',
      Posao: 2,
      Vrsta: 'rad',
      Status: 'uToku',
      Interval: { Pocetak: '2026-03-09T08:00:00.000Z', Kraj: '2026-03-09T11:00:00.000Z' },
    },
  ],
};

describe('timelineItems', () => {
  it('draws planned spans and worked intervals as ranges in their own bands, with unique ids', () => {
    const items = timelineItems(zauzetost);
    expect(items.map((item) => [item.id, item.group])).toEqual([
      ['plan-8', 'plan'],
      ['plan-5', 'plan'],
      ['rad-5-2', 'rad'],
      ['rad-5-3', 'rad'],
    ]);
    expect(items[2]).toMatchObject({
      start: Date.parse('2026-03-10T08:30:00.000Z'),
      end: Date.parse('2026-03-10T10:00:00.000Z'),
      content: 'Analiza komparativa',
      zadatakId: 5,
      posaoId: 2,
    });
  });
});

describe('openTasks', () => {
  it('lists each open task once, by planned start', () => {
    expect(openTasks(zauzetost).map((task) => task.Id)).toEqual([5, 8]);
  });
});

describe('initialWindow', () => {
  it('spans a week back and two weeks ahead, inside the zoom bounds of part 1 §9', () => {
    const now = Date.parse(zauzetost.currentTime);
    const window = initialWindow(now);
    expect(window.end - window.start).toBe(21 * 86_400_000);
    expect(window.end - window.start).toBeGreaterThanOrEqual(18e7);
    expect(window.end - window.start).toBeLessThanOrEqual(1e11);
  });

  it('spans a week on a narrow screen', () => {
    const now = Date.parse(zauzetost.currentTime);
    expect(initialWindow(now, true)).toEqual({ start: now - 2 * 86_400_000, end: now + 5 * 86_400_000 });
  });
});

describe('the task screen’s own task', () => {
  const finished = {
    Id: 21,
    Naziv: 'Snimanje stana',
    Posao: 2,
    Pocetak: '2026-01-12T08:00:00.000Z',
    StvarniPocetak: '2026-01-12T09:00:00.000Z',
    Zavrseno: '2026-01-13T15:00:00.000Z',
  };

  it('is added when the worker’s timeline lacks it (a finished task has no planned span there)', () => {
    const items = withTask(timelineItems(zauzetost), finished);
    const own = items.find((item) => item.zadatakId === 21);
    expect(own).toMatchObject({
      id: 'plan-21',
      content: 'Snimanje stana',
      group: 'plan',
      start: Date.parse(finished.StvarniPocetak),
      end: Date.parse(finished.Zavrseno),
    });
    expect(items).toHaveLength(timelineItems(zauzetost).length + 1);
  });

  it('is not drawn twice when it is open', () => {
    const open = { ...finished, Id: 8, Zavrseno: '0001-01-01T00:00:00Z' };
    expect(withTask(timelineItems(zauzetost), open)).toEqual(timelineItems(zauzetost));
  });

  it('is in the first window: around now when it is there, else from the day before it starts', () => {
    const now = Date.parse(zauzetost.currentTime);
    const near = { start: now - 3_600_000, end: now };
    expect(taskWindow(now, near)).toEqual(initialWindow(now));
    const far = { start: Date.parse(finished.StvarniPocetak), end: Date.parse(finished.Zavrseno) };
    const window = taskWindow(now, far);
    expect(window.start).toBeLessThan(far.start);
    expect(window.end).toBeGreaterThan(far.end);
    expect(window.end - window.start).toBe(initialWindow(now).end - initialWindow(now).start);
  });
});
