import { describe, expect, it } from 'vitest';
import type { Zauzetost } from '@rp/contract';
import { initialWindow, openTasks, timelineItems } from './timeline-items.ts';

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
