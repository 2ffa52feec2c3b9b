import { scaleTime, timeDay } from 'd3';
import { describe, expect, it } from 'vitest';
import { timelineTicks } from './timeline.tsx';

const axis = (from: Date, to: Date) => scaleTime().domain([from, to]).range([0, 1000]);

describe('the timeline axis ticks', () => {
  it('lay a weekly axis on Mondays, the firm’s first day of the week, not on d3’s Sundays', () => {
    const scale = axis(new Date(2026, 10, 1), new Date(2026, 11, 20));
    expect(scale.ticks(8).every((tick) => tick.getDay() === 0)).toBe(true);
    const ticks = timelineTicks(scale, 8);
    expect(ticks.length).toBeGreaterThan(4);
    expect(ticks.every((tick) => tick.getDay() === 1 && timeDay(tick).getTime() === tick.getTime())).toBe(true);
    for (let index = 1; index < ticks.length; index++) expect(timeDay.count(ticks[index - 1]!, ticks[index]!)).toBe(7);
    expect(ticks[0]!.getTime()).toBeGreaterThanOrEqual(scale.domain()[0]!.getTime());
    expect(ticks.at(-1)!.getTime()).toBeLessThanOrEqual(scale.domain()[1]!.getTime());
  });

  it('leave hours, days and months as d3 lays them', () => {
    for (const [from, to, count] of [
      [new Date(2026, 10, 10, 8), new Date(2026, 10, 10, 18), 10],
      [new Date(2026, 10, 12), new Date(2026, 11, 3), 11],
      [new Date(2026, 0, 1), new Date(2026, 11, 31), 10],
    ] as const) {
      const scale = axis(from, to);
      expect(timelineTicks(scale, count)).toEqual(scale.ticks(count));
    }
  });
});
