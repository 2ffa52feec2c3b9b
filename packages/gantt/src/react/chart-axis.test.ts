import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../model/calendar.ts';
import { axisTicks, chartScale } from './chart-axis.ts';
import { PLANNER_LABELS_EN, PLANNER_LABELS_SR } from './labels.ts';

const MONDAY = Date.UTC(2026, 10, 23);
const span = { start: MONDAY - 14 * DAY_MS, end: MONDAY + 28 * DAY_MS };
const visible = { start: MONDAY, end: MONDAY + 8 * DAY_MS };

describe('the header dates', () => {
  it("write days in the product's format, dd/MM/yyyy, in Serbian and in English alike", () => {
    for (const text of [PLANNER_LABELS_SR, PLANNER_LABELS_EN]) {
      const [weeks] = axisTicks(chartScale(span, 'w'), 'w', visible, text);
      expect(weeks.map((tick) => tick.label)).toEqual(['23/11/2026', '30/11/2026']);
      const [, mondays] = axisTicks(chartScale(span, 'm'), 'm', visible, text);
      expect(mondays.map((tick) => tick.label)).toEqual(['23/11', '30/11']);
    }
  });

  it('name the day of a day zoom in the labels’ language', () => {
    const day = { start: MONDAY, end: MONDAY + DAY_MS / 2 };
    expect(axisTicks(chartScale(span, 'd'), 'd', day, PLANNER_LABELS_SR)[0][0]?.label).toBe('pon 23/11/2026');
    expect(axisTicks(chartScale(span, 'd'), 'd', day, PLANNER_LABELS_EN)[0][0]?.label).toBe('Mon 23/11/2026');
  });
});
