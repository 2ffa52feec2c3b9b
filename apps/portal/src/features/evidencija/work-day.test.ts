import { describe, expect, it } from 'vitest';
import type { Evidencija } from '@rp/contract';
import { storyDay } from './story-data.ts';
import { allowedCommands, isSignedIn, workDayProgress } from './work-day.ts';

const day = (over: Partial<Evidencija>): Evidencija =>
  storyDay(3, '2026-11-20', { Pocetak: '2026-11-20T08:00:00.000Z', ...over });

describe('allowedCommands', () => {
  it.each([
    ['signed out', day({}), { prijava: true, pauza: false, odjava: false }],
    [
      'signed in',
      day({ MerenoVreme: '01:00:00', Stanje: 'prijavljen' }),
      { prijava: false, pauza: true, odjava: true },
    ],
    [
      'paused: the day can end without signing in again',
      day({ Stanje: 'pauza' }),
      { prijava: true, pauza: false, odjava: true },
    ],
  ])('%s', (_name, evidencija, expected) => {
    expect(allowedCommands(evidencija)).toEqual(expected);
  });
});

describe('isSignedIn', () => {
  it.each([
    ['00:00:00', false],
    ['00:00:01', true],
    ['02:10:00', true],
  ])('MerenoVreme %s → %s', (mereno, expected) => {
    expect(isSignedIn({ MerenoVreme: mereno })).toBe(expected);
  });
});

describe('workDayProgress', () => {
  it('counts worked time up and remaining down every second while signed in', () => {
    const record = day({ Odradjeno: '02:00:00', MerenoVreme: '00:30:00' });
    expect(workDayProgress(record, 0)).toMatchObject({ worked: '02:00:00', remaining: '06:00:00', workedPercent: 25 });
    expect(workDayProgress(record, 61)).toMatchObject({ worked: '02:01:01', remaining: '05:58:59' });
  });

  it('does not count while signed out or paused', () => {
    const record = day({ Odradjeno: '02:00:00', MerenoVreme: '00:00:00' });
    expect(workDayProgress(record, 3600)).toMatchObject({
      worked: '02:00:00',
      remaining: '06:00:00',
      isSignedIn: false,
    });
  });

  it('stops remaining at 00:00:00 and progress at 100 once planned is reached', () => {
    const record = day({ Odradjeno: '07:59:50', MerenoVreme: '01:00:00' });
    expect(workDayProgress(record, 10)).toMatchObject({
      remaining: '00:00:00',
      workedPercent: 100,
      remainingPercent: 0,
    });
    expect(workDayProgress(record, 3600)).toMatchObject({
      worked: '08:59:50',
      remaining: '00:00:00',
      workedPercent: 100,
    });
  });

  it('gives the percentages worked/planned and remaining/planned', () => {
    expect(workDayProgress(day({ Odradjeno: '06:00:00' }), 0)).toMatchObject({
      workedPercent: 75,
      remainingPercent: 25,
    });
  });

  it('handles a day with nothing planned', () => {
    expect(workDayProgress(day({ Planirano: '00:00:00' }), 0)).toMatchObject({
      workedPercent: 0,
      remaining: '00:00:00',
    });
  });
});
