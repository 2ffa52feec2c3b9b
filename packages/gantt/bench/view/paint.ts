/** Resolves after the next frame has been painted (a message posted from rAF runs after that frame). */
export function afterPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    });
  });
}

/** The time from the start of the next frame's rAF callbacks to the end of its paint. */
export function framePaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const start = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(0);
    });
  });
}

export function domNodes(): number {
  return document.getElementsByTagName('*').length;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
}

export function benchProject(tasks: number) {
  return { tasks, seed: 11, linkProbability: 1, start: Date.UTC(2026, 0, 5) };
}
