import { describe, expect, it } from 'vitest';
import { QUOTES, pickQuote } from './quotes.ts';

describe('the motivational quotes', () => {
  it('are one hundred, each in Serbian and English, none repeated', () => {
    expect(QUOTES).toHaveLength(100);
    for (const [sr, en] of QUOTES) {
      expect(sr.trim()).not.toBe('');
      expect(en.trim()).not.toBe('');
    }
    expect(new Set(QUOTES.map(([sr]) => sr)).size).toBe(100);
    expect(new Set(QUOTES.map(([, en]) => en)).size).toBe(100);
  });

  it('picks one at random in the interface language', () => {
    expect(pickQuote('sr', () => 0)).toBe(QUOTES[0]![0]);
    expect(pickQuote('en_US', () => 0.999999)).toBe(QUOTES[99]![1]);
  });
});
