// The browser tests' console.error guard (console-guard.ts): a test fails on an error it did not expect. A test that
// causes one on purpose says so with expectConsoleErrors.
import { afterEach, beforeEach } from 'vitest';
import { consoleErrorFailure, startConsoleGuard, stopConsoleGuard } from './console-guard.ts';

beforeEach(() => startConsoleGuard());

afterEach(() => {
  const errors = stopConsoleGuard();
  if (errors.length > 0) throw consoleErrorFailure(errors);
});
