import { describe, expect, it } from 'vitest';
import { acceptsGzip } from '../src/lib/accept-encoding.ts';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['x-gzip', true],
    ['*', true],
    ['*;q=0, gzip;q=0.1', true],
    ['gzip;q=0, *', false],
    ['gzip;q=0.000', false],
    ['identity', false],
    ['br, deflate', false],
    ['*;q=0', false],
    ['gzip;q=abc', false],
    ['', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('reads repeated headers and answers no for none', () => {
    expect(acceptsGzip(['br', 'gzip'])).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
