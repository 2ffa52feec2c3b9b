import { describe, expect, it } from 'vitest';
import { FIRM_TIME_ZONE, localInstant } from '../src/lib/time.ts';

// An independent reckoning of the firm's wall-clock time, one Intl lookup per call (what lib/time.ts did before it
// kept one offset per hour).
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: FIRM_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function offsetAt(instant: Date): number {
  const part = Object.fromEntries(parts.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  const asUtc = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

function expectedInstant(datum: string, vreme: string): number {
  const guess = new Date(`${datum}T${vreme}Z`);
  const first = new Date(guess.getTime() - offsetAt(guess));
  return guess.getTime() - offsetAt(first);
}

describe('the firm zone offset kept per hour', () => {
  it('gives every wall-clock time of two years the instant a fresh lookup gives, DST changes included', () => {
    const differences: string[] = [];
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2027, 0, 1); time += 20 * 60_000) {
      const iso = new Date(time).toISOString();
      const [datum, vreme] = [iso.slice(0, 10), iso.slice(11, 19)];
      if (localInstant(datum, vreme).getTime() !== expectedInstant(datum, vreme)) differences.push(`${datum} ${vreme}`);
    }
    expect(differences).toEqual([]);
  });

  it('the hours around the spring and autumn changes of 2026', () => {
    // 29 March 02:00–03:00 does not exist; 25 October 02:00–03:00 happens twice.
    for (const [datum, vreme] of [
      ['2026-03-29', '01:59:59'],
      ['2026-03-29', '02:30:00'],
      ['2026-03-29', '03:00:00'],
      ['2026-10-25', '02:00:00'],
      ['2026-10-25', '02:59:59'],
      ['2026-10-25', '03:00:00'],
    ] as const) {
      expect(localInstant(datum, vreme).getTime(), `${datum} ${vreme}`).toBe(expectedInstant(datum, vreme));
    }
  });
});
