import { describe, expect, it } from 'vitest';
import { dayStatus, monthStatus } from './day-status.ts';

const day = (
  Datum: string,
  Planirano: string,
  Odradjeno: string,
  flags: Partial<Record<'Vikend' | 'Praznik' | 'Godisnji' | 'Zaposlen', boolean>> = {},
) => ({
  Datum,
  Planirano,
  Odradjeno,
  Vikend: false,
  Praznik: false,
  Godisnji: false,
  ...flags,
});

const today = '2026-11-20';

describe('dayStatus', () => {
  it.each([
    ['worked equals planned', day('2026-11-18', '08:00:00', '08:00:00'), 'done'],
    ['worked above planned', day('2026-11-18', '08:00:00', '09:10:00'), 'done'],
    ['less than planned, the day is over', day('2026-11-18', '08:00:00', '07:59:59'), 'short'],
    ['less than planned, today', day('2026-11-20', '08:00:00', '03:00:00'), 'open'],
    ['less than planned, future', day('2026-11-24', '08:00:00', '00:00:00'), 'open'],
    ['a weekend with nothing planned', day('2026-11-15', '00:00:00', '00:00:00', { Vikend: true }), 'weekend'],
    ['a state holiday', day('2026-11-11', '00:00:00', '00:00:00', { Praznik: true }), 'holiday'],
    ['annual leave', day('2026-11-12', '00:00:00', '00:00:00', { Godisnji: true }), 'leave'],
    [
      'a weekend with planned work not done is no warning',
      day('2026-11-14', '04:00:00', '00:00:00', { Vikend: true }),
      'weekend',
    ],
    // A worker hired on the 19th: the weekdays before it are neither 'less than planned' nor done.
    [
      'a past weekday before the start date',
      day('2026-11-18', '00:00:00', '00:00:00', { Zaposlen: false }),
      'notEmployed',
    ],
    [
      'a weekend before the start date',
      day('2026-11-15', '00:00:00', '00:00:00', { Zaposlen: false, Vikend: true }),
      'weekend',
    ],
    [
      'a future weekday after the leaving date',
      day('2026-11-24', '00:00:00', '00:00:00', { Zaposlen: false }),
      'notEmployed',
    ],
    [
      'work recorded outside employment still counts',
      day('2026-11-18', '00:00:00', '02:00:00', { Zaposlen: false }),
      'done',
    ],
    ['the start date itself', day('2026-11-19', '08:00:00', '00:00:00', { Zaposlen: true }), 'short'],
  ])('%s', (_name, input, expected) => {
    expect(dayStatus(input, today)).toBe(expected);
  });
});

describe('monthStatus', () => {
  // 16–22 November 2026: Monday to Sunday; today is Friday the 20th.
  const week = (worked: readonly string[]) =>
    ['16', '17', '18', '19', '20', '21', '22'].map((date, index) =>
      day(`2026-11-${date}`, index < 5 ? '08:00:00' : '00:00:00', worked[index] ?? '00:00:00', { Vikend: index >= 5 }),
    );
  const month = (days: ReturnType<typeof week>, planned: string, worked: string) => ({
    Planirano: planned,
    Odradjeno: worked,
    itemList: days,
  });
  const full = ['08:00:00', '08:00:00', '08:00:00', '08:00:00'];

  it.each([
    ['worked reaches planned', month(week([...full, '08:00:00']), '40:00:00', '40:00:00'), 'complete'],
    ['nothing planned', month([], '00:00:00', '00:00:00'), 'complete'],
    ['the days so far are full, today is still open', month(week(full), '40:00:00', '32:00:00'), 'inProgress'],
    ['nothing worked yet and no day over', month(week([]).slice(4), '08:00:00', '00:00:00'), 'inProgress'],
    ['a weekday already over fell short', month(week(['08:00:00', '04:00:00']), '40:00:00', '12:00:00'), 'short'],
    ['a month that is over', month(week(full).slice(0, 3), '24:00:00', '23:59:59'), 'short'],
  ] as const)('%s', (_name, input, expected) => {
    expect(monthStatus(input, today)).toBe(expected);
  });
});
