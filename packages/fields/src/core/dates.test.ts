import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, DEFAULT_DATE_FORMAT, checkDate, formatDate, parseDate } from './dates.ts';
import { expandTwoDigitYear } from './date-format.ts';

const ZONES = ['Europe/Belgrade', 'America/New_York', 'Australia/Sydney'] as const;
const HOUR = 3_600_000;

function millisOf(result: ReturnType<typeof parseDate>): number {
  if (!result.ok) throw new Error(`not a date: ${result.error.code}`);
  return result.value.getTime();
}

describe('parseDate with the default format dd/MM/yyyy', () => {
  const timeZone = 'Europe/Belgrade';
  const now = new TZDate(2026, 10, 21, 15, 0, timeZone);
  const expected = new TZDate(2026, 10, 21, timeZone).getTime();

  it('has the default format of the spec', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('dd/MM/yyyy');
  });

  it.each([
    '21/11/2026',
    '21.11.2026',
    '21.11.2026.',
    '21-11-2026',
    '21 11 2026',
    '21112026',
    '21/11/26',
    '2026-11-21',
  ])('reads %j as 21 November 2026', (text) => {
    expect(millisOf(parseDate(text, { now, timeZone }))).toBe(expected);
  });

  it('reads single-digit days and months', () => {
    expect(formatDate(millisOf(parseDate('2/3/2026', { now, timeZone })), { timeZone })).toBe('02/03/2026');
  });

  it.each([
    '31/02/2026',
    '29/02/2025',
    '00/01/2026',
    '01/13/2026',
    '1/1/202',
    'x',
    '21/11',
    '21/11/2026 10:00',
    '2026-13-01',
  ])('rejects %j with INVALID_DATE', (text) => {
    expect(parseDate(text, { now, timeZone })).toEqual({ ok: false, error: { code: 'INVALID_DATE' } });
  });

  it('accepts 29 February in a leap year', () => {
    expect(parseDate('29/02/2028', { now, timeZone }).ok).toBe(true);
  });

  it('reads a full ISO instant as that instant', () => {
    expect(millisOf(parseDate('2026-11-21T08:30:00Z', { now, timeZone }))).toBe(Date.UTC(2026, 10, 21, 8, 30));
    expect(millisOf(parseDate('2026-11-21T08:30:00+02:00', { now, timeZone }))).toBe(Date.UTC(2026, 10, 21, 6, 30));
  });
});

describe('parseDate with other formats', () => {
  const timeZone = 'UTC';
  const now = Date.UTC(2026, 10, 21);
  it.each<[string, string, number]>([
    ['MM/dd/yyyy', '11/21/2026', Date.UTC(2026, 10, 21)],
    ['M/d/yyyy', '3/2/2026', Date.UTC(2026, 2, 2)],
    ['yyyy-MM-dd', '2026-11-21', Date.UTC(2026, 10, 21)],
    ['yyyy/MM/dd', '2026/11/21', Date.UTC(2026, 10, 21)],
    ['dd.MM.yyyy', '21.11.2026', Date.UTC(2026, 10, 21)],
    ['DD/MM/YYYY', '21/11/2026', Date.UTC(2026, 10, 21)],
    ['dd/MM/yyyy HH:mm', '21/11/2026 08:45', Date.UTC(2026, 10, 21, 8, 45)],
    ['dd/MM/yyyy HH:mm', '21/11/2026', Date.UTC(2026, 10, 21)],
    ['dd/MM/yyyy HH:mm:ss', '21/11/2026 23:59:59', Date.UTC(2026, 10, 21, 23, 59, 59)],
    ["yyyy-MM-dd'T'HH:mm:ss", '2026-11-21T10:11:12', Date.UTC(2026, 10, 21, 10, 11, 12)],
  ])('%s reads %j', (format, text, millis) => {
    expect(millisOf(parseDate(text, { format, now, timeZone }))).toBe(millis);
  });

  it.each<[string, string]>([
    ['MM/dd/yyyy', '21/11/2026'],
    ['dd/MM/yyyy HH:mm', '21/11/2026 24:00'],
    ['dd/MM/yyyy HH:mm', '21/11/2026 10:60'],
  ])('%s rejects %j', (format, text) => {
    expect(parseDate(text, { format, now, timeZone }).ok).toBe(false);
  });

  it('expands two-digit years within 20 years ahead', () => {
    expect(expandTwoDigitYear(26, 2026)).toBe(2026);
    expect(expandTwoDigitYear(46, 2026)).toBe(2046);
    expect(expandTwoDigitYear(47, 2026)).toBe(1947);
    expect(expandTwoDigitYear(99, 2026)).toBe(1999);
  });
});

describe('formatDate', () => {
  it.each<[string, string]>([
    ['dd/MM/yyyy', '05/03/2026'],
    ['d.M.yyyy', '5.3.2026'],
    ['MM/dd/yyyy', '03/05/2026'],
    ['yyyy-MM-dd', '2026-03-05'],
    ['dd/MM/yy', '05/03/26'],
    ['dd/MM/yyyy HH:mm:ss', '05/03/2026 07:08:09'],
    ["yyyy-MM-dd'T'HH:mm", '2026-03-05T07:08'],
  ])('%s gives %j', (format, text) => {
    expect(formatDate(Date.UTC(2026, 2, 5, 7, 8, 9), { format, timeZone: 'UTC' })).toBe(text);
  });

  it('shows the wall clock of the zone', () => {
    const instant = Date.UTC(2026, 10, 21, 23, 30);
    expect(formatDate(instant, { timeZone: 'Europe/Belgrade' })).toBe('22/11/2026');
    expect(formatDate(instant, { timeZone: 'America/New_York' })).toBe('21/11/2026');
    expect(formatDate(instant, { timeZone: 'Australia/Sydney' })).toBe('22/11/2026');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('daylight saving', () => {
  it.each<[string, [number, number, number], [number, number, number]]>([
    // zone, the day before the spring change, the day before the autumn change
    ['Europe/Belgrade', [2026, 2, 28], [2026, 9, 24]],
    ['America/New_York', [2026, 2, 7], [2026, 9, 31]],
    ['Australia/Sydney', [2026, 9, 3], [2026, 3, 4]],
  ])('%s: dates around both changes are midnights and parse back', (timeZone, spring, autumn) => {
    const before = parseDate(formatDate(new TZDate(...spring, timeZone), { timeZone }), { timeZone });
    const nextDay = new TZDate(spring[0], spring[1], spring[2] + 1, timeZone);
    const after = parseDate(formatDate(nextDay, { timeZone }), { timeZone });
    const dayAfter = new TZDate(spring[0], spring[1], spring[2] + 2, timeZone);
    const last = parseDate(formatDate(dayAfter, { timeZone }), { timeZone });
    // The spring day is 23 hours long.
    expect(millisOf(after) - millisOf(before)).toBe(24 * HOUR);
    expect(millisOf(last) - millisOf(after)).toBe(23 * HOUR);
    for (const result of [before, after, last]) {
      expect(new TZDate(millisOf(result), timeZone).getHours()).toBe(0);
    }
    const autumnStart = parseDate(formatDate(new TZDate(...autumn, timeZone), { timeZone }), { timeZone });
    const autumnNext = new TZDate(autumn[0], autumn[1], autumn[2] + 2, timeZone);
    // Two midnights across the autumn change are 49 hours apart.
    expect(millisOf(parseDate(formatDate(autumnNext, { timeZone }), { timeZone })) - millisOf(autumnStart)).toBe(
      49 * HOUR,
    );
  });

  it('moves a wall time that does not exist (spring gap) forward by the gap', () => {
    const result = parseDate('29/03/2026 02:30', { format: 'dd/MM/yyyy HH:mm', timeZone: 'Europe/Belgrade' });
    expect(formatDate(millisOf(result), { format: 'dd/MM/yyyy HH:mm', timeZone: 'Europe/Belgrade' })).toBe(
      '29/03/2026 03:30',
    );
  });
});

describe('date round trips', () => {
  const formats = DATE_FORMATS.filter((format) => !format.includes('yy') || format.includes('yyyy'));

  it('format then parse gives midnight dates back in every zone and date format', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 28 }),
        fc.constantFrom(...ZONES),
        fc.constantFrom(...formats),
        (year, month, day, timeZone, format) => {
          const date = new TZDate(year, month, day, timeZone);
          const text = formatDate(date, { format, timeZone });
          expect(millisOf(parseDate(text, { format, timeZone }))).toBe(date.getTime());
        },
      ),
    );
  });

  it('format then parse gives instants back to the minute (or keeps the text stable in a DST fold)', () => {
    const minute = 60_000;
    const withTime = DATE_FORMATS.filter((format) => format.includes('HH:mm'));
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1970, 0, 1) / minute, max: Date.UTC(2100, 0, 1) / minute }),
        fc.constantFrom(...ZONES),
        fc.constantFrom(...withTime),
        (minutes, timeZone, format) => {
          const instant = minutes * minute;
          const text = formatDate(instant, { format, timeZone });
          const parsed = millisOf(parseDate(text, { format, timeZone }));
          // In the repeated autumn hour one wall time names two instants; either reads back to the same text.
          if (parsed !== instant) expect(Math.abs(parsed - instant)).toBe(HOUR);
          expect(formatDate(parsed, { format, timeZone })).toBe(text);
        },
      ),
    );
  });

  it('two-digit years round-trip within the pivot window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1947, max: 2046 }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 28 }),
        (year, month, day) => {
          const date = new TZDate(year, month, day, 'UTC');
          const options = { format: 'dd/MM/yy', timeZone: 'UTC', now: Date.UTC(2026, 0, 1) };
          expect(millisOf(parseDate(formatDate(date, options), options))).toBe(date.getTime());
        },
      ),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...DATE_FORMATS), (text, format) => {
        expect(typeof parseDate(text, { format }).ok).toBe('boolean');
      }),
    );
  });

  it('checkDate (validation without building the date) agrees with parseDate', () => {
    const dateLike = fc.oneof(
      fc.string(),
      fc
        .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 2100 }))
        .map(([d, m, y]) => `${d}/${m}/${y}`),
      fc.constantFrom('t', 'lw', '+3d', '-2w', 'nq', '2026-11-21', '2026-11-21T08:30:00Z', '29/02/2027', '29/02/2028'),
    );
    fc.assert(
      fc.property(
        dateLike,
        fc.constantFrom(...DATE_FORMATS),
        fc.constantFrom(undefined, ...ZONES),
        (text, format, timeZone) => {
          expect(checkDate(text, { format, timeZone }).ok).toBe(parseDate(text, { format, timeZone }).ok);
        },
      ),
    );
  });

  it('falls back to the runtime zone for an unknown zone instead of throwing', () => {
    expect(parseDate('21/11/2026', { timeZone: 'Mars/Olympus' }).ok).toBe(true);
    expect(formatDate(new Date(2026, 10, 21), { timeZone: 'Mars/Olympus' })).toBe('21/11/2026');
  });
});
