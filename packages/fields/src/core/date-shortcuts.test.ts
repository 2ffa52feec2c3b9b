import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { DATE_SHORTCUTS, resolveDateShortcut } from './date-shortcuts.ts';
import { formatDate, parseDate } from './dates.ts';

const ZONES = ['Europe/Belgrade', 'America/New_York', 'Australia/Sydney'] as const;

function resolve(text: string, now: Date, timeZone: string): string {
  const date = resolveDateShortcut(text, { now, timeZone });
  if (!date) throw new Error(`no shortcut ${text}`);
  return formatDate(date, { format: 'dd/MM/yyyy HH:mm', timeZone });
}

describe('date shortcuts (now: Saturday 21 November 2026, 15:00)', () => {
  it.each(ZONES)('resolve to midnights in %s', (timeZone) => {
    const now = new TZDate(2026, 10, 21, 15, 0, timeZone);
    const table: [string, string][] = [
      ['t', '21/11/2026'],
      ['today', '21/11/2026'],
      ['TODAY', '21/11/2026'],
      ['danas', '21/11/2026'],
      ['y', '20/11/2026'],
      ['yesterday', '20/11/2026'],
      ['juče', '20/11/2026'],
      ['tom', '22/11/2026'],
      ['tomorrow', '22/11/2026'],
      ['sutra', '22/11/2026'],
      ['w', '16/11/2026'],
      ['week', '16/11/2026'],
      ['lw', '09/11/2026'],
      ['last week', '09/11/2026'],
      ['nw', '23/11/2026'],
      ['next week', '23/11/2026'],
      ['m', '01/11/2026'],
      ['month', '01/11/2026'],
      ['lm', '01/10/2026'],
      ['last month', '01/10/2026'],
      ['nm', '01/12/2026'],
      ['next month', '01/12/2026'],
      ['q', '01/10/2026'],
      ['quarter', '01/10/2026'],
      ['lq', '01/07/2026'],
      ['last quarter', '01/07/2026'],
      ['nq', '01/01/2027'],
      ['next quarter', '01/01/2027'],
      ['+3d', '24/11/2026'],
      ['3d', '24/11/2026'],
      ['-3d', '18/11/2026'],
      ['-2w', '07/11/2026'],
      ['+2w', '05/12/2026'],
      ['1m', '21/12/2026'],
      ['-1m', '21/10/2026'],
      ['1q', '21/02/2027'],
      ['1y', '21/11/2027'],
      ['-1y', '21/11/2025'],
      [' +10D ', '01/12/2026'],
    ];
    for (const [text, day] of table) expect([text, resolve(text, now, timeZone)]).toEqual([text, `${day} 00:00`]);
  });

  it('counts weeks from Monday, also on a Sunday and on a Monday', () => {
    const timeZone = 'Europe/Belgrade';
    expect(resolve('w', new TZDate(2026, 10, 22, 23, 0, timeZone), timeZone)).toBe('16/11/2026 00:00');
    expect(resolve('w', new TZDate(2026, 10, 23, 0, 30, timeZone), timeZone)).toBe('23/11/2026 00:00');
  });

  it.each<[string, [number, number, number], string, string]>([
    ['Europe/Belgrade', [2026, 2, 28], '+2d', '30/03/2026 00:00'],
    ['Europe/Belgrade', [2026, 9, 24], '+1d', '25/10/2026 00:00'],
    ['America/New_York', [2026, 2, 7], 'tom', '08/03/2026 00:00'],
    ['America/New_York', [2026, 9, 31], '+1w', '07/11/2026 00:00'],
    ['Australia/Sydney', [2026, 9, 3], '+1d', '04/10/2026 00:00'],
    ['Australia/Sydney', [2026, 3, 4], 'tom', '05/04/2026 00:00'],
  ])('%s: stays on midnight across the DST change (%j, %s)', (timeZone, day, text, expected) => {
    expect(resolve(text, new TZDate(...day, 22, 0, timeZone), timeZone)).toBe(expected);
  });

  it('is used by parseDate', () => {
    const now = new TZDate(2026, 10, 21, 15, 0, 'America/New_York');
    const result = parseDate('lw', { now, timeZone: 'America/New_York' });
    expect(result.ok && formatDate(result.value, { timeZone: 'America/New_York' })).toBe('09/11/2026');
  });

  it.each(['', 'x', 'd', 'next', '+d', '3x', '12345d', 'lastyear', '__proto__', 'constructor', 'toString'])(
    'does not resolve %j',
    (text) => {
      expect(resolveDateShortcut(text)).toBeNull();
    },
  );

  it('lists its named shortcuts', () => {
    expect(DATE_SHORTCUTS).toEqual(
      expect.arrayContaining(['t', 'y', 'tom', 'w', 'lw', 'nw', 'm', 'lm', 'nm', 'q', 'lq', 'nq']),
    );
  });
});
