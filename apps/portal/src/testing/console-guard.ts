// Stories and browser tests fail on what React (or our code) writes to console.error while they run: a missing act(),
// a state update during another component's render, a list without keys, a controlled input turned uncontrolled. Such
// a warning marks a real fault that the assertions may not see (commit f9d3617: a blur inside React's commit re-entered
// act() and React warned 'A component suspended inside an act scope'; every story still passed).

/** A console.error call's text as the console shows it: React's `%s` formats filled in with their arguments. */
export function consoleText(args: readonly unknown[]): string {
  const [first, ...rest] = args;
  const shown = (value: unknown) => (value instanceof Error ? value.message : String(value));
  if (typeof first !== 'string') return args.map(shown).join(' ');
  const remaining = [...rest];
  const filled = first.replace(/%[sdifoOc]/g, (token) => {
    if (remaining.length === 0) return token;
    const value = remaining.shift();
    return token === '%c' ? '' : shown(value);
  });
  return [filled, ...remaining.map(shown)].join(' ').trim();
}

/** Patterns of errors a story or test causes on purpose (a screen that throws for its error page). */
export type ExpectedConsoleErrors = readonly RegExp[];

export interface ConsoleErrorWatch {
  /** Adds patterns of errors expected from now on (a test that causes one on purpose). */
  expect(patterns: ExpectedConsoleErrors): void;
  /** Puts console.error back and returns what was written to it that no expected pattern matches. */
  stop(): string[];
}

/** Records console.error calls from now on; they still reach the console. */
export function watchConsoleErrors(expected: ExpectedConsoleErrors = []): ConsoleErrorWatch {
  const original = console.error;
  const patterns = [...expected];
  const unexpected: string[] = [];
  console.error = (...args: unknown[]) => {
    const text = consoleText(args);
    if (!patterns.some((pattern) => pattern.test(text))) unexpected.push(text);
    original.apply(console, args);
  };
  return {
    expect(more) {
      patterns.push(...more);
    },
    stop() {
      console.error = original;
      return unexpected;
    },
  };
}

// The running story's or test's watch, on the global object: a module may be loaded twice (a browser test file that
// imports this one beside Vitest's setup file), and every instance must see the same watch.
const WATCH = Symbol.for('rp.consoleErrorWatch');
const holder = globalThis as { [WATCH]?: ConsoleErrorWatch };

/** Starts watching for a story or test (a watch left running is stopped first). */
export function startConsoleGuard(expected: ExpectedConsoleErrors = []): void {
  holder[WATCH]?.stop();
  holder[WATCH] = watchConsoleErrors(expected);
}

/** Stops the running watch and returns its unexpected errors (none when nothing was watching). */
export function stopConsoleGuard(): string[] {
  const errors = holder[WATCH]?.stop() ?? [];
  holder[WATCH] = undefined;
  return errors;
}

/** Errors the running story or test causes on purpose (an answer that fails its schema): they do not fail it. */
export function expectConsoleErrors(...patterns: ExpectedConsoleErrors): void {
  holder[WATCH]?.expect(patterns);
}

/** The failure for errors written while a story or test ran (each cut to its first lines). */
export function consoleErrorFailure(errors: readonly string[]): Error {
  const shown = errors.slice(0, 5).map((text) => text.split('\n').slice(0, 6).join('\n'));
  const more = errors.length > shown.length ? `\n(and ${errors.length - shown.length} more)` : '';
  return new Error(
    `console.error was called while this ran; fix the cause, or, if it is on purpose, name it (a story's ` +
      `parameters.expectedConsoleErrors, a browser test's expectConsoleErrors):\n\n${shown.join('\n---\n')}${more}`,
  );
}
