import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  consoleErrorFailure,
  consoleText,
  expectConsoleErrors,
  startConsoleGuard,
  stopConsoleGuard,
  watchConsoleErrors,
} from './console-guard.ts';

describe('the console.error guard of stories and browser tests', () => {
  const before = console.error;
  afterEach(() => {
    stopConsoleGuard();
    console.error = before;
  });

  it("fills in React's %s formats and shows an error by its message", () => {
    expect(consoleText(['An update to %s inside a test was not wrapped in act(...).', 'Root'])).toBe(
      'An update to Root inside a test was not wrapped in act(...).',
    );
    expect(consoleText(['%cstyled', 'color: red'])).toBe('styled');
    expect(consoleText(['left %s', 'a', 'b', new Error('over')])).toBe('left a b over');
    expect(consoleText(['no args %s'])).toBe('no args %s');
    expect(consoleText([new Error('alone'), 7])).toBe('alone 7');
  });

  it('records what nobody expected, still writes it to the console, and puts console.error back', () => {
    const written = vi.fn();
    console.error = written;
    const watch = watchConsoleErrors([/on purpose/]);
    console.error('A component suspended inside an `act` scope');
    console.error('thrown on purpose');
    expect(written).toHaveBeenCalledTimes(2);
    expect(watch.stop()).toEqual(['A component suspended inside an `act` scope']);
    expect(console.error).toBe(written);
  });

  it('takes expectations added while it runs, and one watch at a time', () => {
    console.error = vi.fn();
    const quiet = console.error;
    startConsoleGuard();
    startConsoleGuard();
    expectConsoleErrors(/^response did not match/);
    console.error('response did not match its schema', '/api/x');
    console.error('Each child in a list should have a unique "key" prop.');
    expect(stopConsoleGuard()).toEqual(['Each child in a list should have a unique "key" prop.']);
    expect(console.error).toBe(quiet);
    expect(stopConsoleGuard()).toEqual([]);
  });

  it('fails with the first lines of the first five errors and how many more there were', () => {
    const errors = Array.from({ length: 7 }, (_, index) => `error ${index}\n${'line\n'.repeat(10)}`);
    const { message } = consoleErrorFailure(errors);
    expect(message).toContain('error 0\nline\nline\nline\nline\nline\n---\nerror 1');
    expect(message).not.toContain('error 5');
    expect(message).toContain('(and 2 more)');
  });
});
