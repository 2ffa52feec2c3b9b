import { describe, expect, it } from 'vitest';
import { relativeDateParts } from '@rp/fields';
import { formatRelativeEn, formatRelativeSr } from './relative-time.ts';

const now = new Date('2026-03-12T12:00:00Z').getTime();
const minutes = (n: number) => n * 60_000;

describe('relative time wording', () => {
  it.each([
    [now - 20_000, 'upravo sada', 'just now'],
    [now - minutes(1), 'pre 1 minut', '1 minute ago'],
    [now - minutes(5), 'pre 5 minuta', '5 minutes ago'],
    [now - minutes(35), 'pre oko pola sata', 'about half an hour ago'],
    [now - minutes(60), 'pre oko sat vremena', 'about an hour ago'],
    [now - minutes(60 * 3), 'pre 3 sata', '3 hours ago'],
    [now - minutes(60 * 24 * 2), 'pre 2 dana', '2 days ago'],
    [now + minutes(60 * 24 * 3), 'za 3 dana', 'in 3 days'],
    [now - minutes(60 * 24 * 400), 'pre 1 godinu', '1 year ago'],
  ])('%d', (date, sr, en) => {
    const parts = relativeDateParts(date, now);
    expect(formatRelativeSr(parts)).toBe(sr);
    expect(formatRelativeEn(parts)).toBe(en);
  });
});
