import { describe, expect, it } from 'vitest';
import { drzavniPrazniciSrbije, pravoslavniVaskrs } from '../src/db/seed/data/drzavni-praznici.ts';
import { contentDisposition, safeFileName } from '../src/lib/file-type.ts';
import {
  addDays,
  formatDuration,
  isWeekend,
  localDate,
  localInstant,
  monthRange,
  parseDuration,
} from '../src/lib/time.ts';

describe('durations', () => {
  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [3599, '00:59:59'],
    [3600, '01:00:00'],
    [8 * 3600 + 16 * 60 + 5, '08:16:05'],
    [144 * 3600, '144:00:00'],
    [-5, '00:00:00'],
  ])('formats %i seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
    if (seconds >= 0) expect(parseDuration(text)).toBe(seconds);
  });
});

describe('the firm’s calendar', () => {
  it('reckons days in Europe/Belgrade', () => {
    expect(localDate(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(localInstant('2026-07-01', '09:00:00').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(localInstant('2026-01-15', '09:00:00').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(localInstant('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('knows weekends, month ends and leap years', () => {
    expect(isWeekend('2026-11-21')).toBe(true);
    expect(isWeekend('2026-11-23')).toBe(false);
    expect(monthRange(2028, 2)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it.each([
    [2024, '2024-05-05'],
    [2025, '2025-04-20'],
    [2026, '2026-04-12'],
    [2027, '2027-05-02'],
    [2028, '2028-04-16'],
  ])('computes Orthodox Easter of %i', (year, date) => {
    expect(pravoslavniVaskrs(year)).toBe(date);
  });

  it('lists Serbia’s state holidays with Good Friday to Easter Monday', () => {
    const holidays = drzavniPrazniciSrbije(2026);
    expect(holidays.map((holiday) => holiday.datum)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-07',
      '2026-02-15',
      '2026-02-16',
      '2026-04-10',
      '2026-04-11',
      '2026-04-12',
      '2026-04-13',
      '2026-05-01',
      '2026-05-02',
      '2026-11-11',
    ]);
  });
});

describe('file names', () => {
  it.each([
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['C:\\Users\\ana\\izveštaj.pdf', 'izveštaj.pdf'],
    ['a\u0000b\u001fc.pdf', 'abc.pdf'],
    ['...', 'dokument'],
    ['.bashrc', 'bashrc'],
    ['what?"<>|.txt', 'what.txt'],
  ])('makes %j safe as %j', (raw, safe) => {
    expect(safeFileName(raw)).toBe(safe);
  });

  it('encodes Content-Disposition with an ASCII fallback and RFC 5987', () => {
    expect(contentDisposition('Ugovor (1) šifra.pdf')).toBe(
      `attachment; filename="Ugovor (1) sifra.pdf"; filename*=UTF-8''Ugovor%20%281%29%20%C5%A1ifra.pdf`,
    );
  });
});
