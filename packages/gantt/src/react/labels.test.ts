import { describe, expect, it } from 'vitest';
import { PLANNER_LABELS_EN, PLANNER_LABELS_SR, plannerLabels } from './labels.ts';

describe('planner labels', () => {
  it('count the errors left out in Serbian grammar', () => {
    expect(PLANNER_LABELS_SR.moreErrors(1)).toBe('… i još 1 greška.');
    expect(PLANNER_LABELS_SR.moreErrors(3)).toBe('… i još 3 greške.');
    expect(PLANNER_LABELS_SR.moreErrors(7)).toBe('… i još 7 grešaka.');
    expect(PLANNER_LABELS_SR.moreErrors(11)).toBe('… i još 11 grešaka.');
    expect(PLANNER_LABELS_SR.moreErrors(13)).toBe('… i još 13 grešaka.');
    expect(PLANNER_LABELS_SR.moreErrors(21)).toBe('… i još 21 greška.');
    expect(PLANNER_LABELS_SR.moreErrors(24)).toBe('… i još 24 greške.');
    expect(PLANNER_LABELS_EN.moreErrors(1)).toBe('… and 1 more error.');
    expect(PLANNER_LABELS_EN.moreErrors(2)).toBe('… and 2 more errors.');
  });

  it('give every code a sentence in both languages, and lay a host’s texts over a locale', () => {
    for (const labels of [PLANNER_LABELS_SR, PLANNER_LABELS_EN])
      for (const sentence of Object.values(labels.errors)) expect(sentence).toMatch(/^\p{Lu}.*\.$/u);
    expect(Object.keys(PLANNER_LABELS_EN.errors)).toEqual(Object.keys(PLANNER_LABELS_SR.errors));
    expect(plannerLabels('en', { undo: 'Back' }).undo).toBe('Back');
    expect(plannerLabels('en', { undo: 'Back' }).redo).toBe('Redo');
    expect(plannerLabels().undo).toBe('Poništi');
  });
});
