import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  /** true when a larger value is better (throughput); budgets are then minimums. */
  higherIsBetter?: boolean;
}

export interface TimeOptions {
  warmup?: number;
  iterations?: number;
}

/** Median wall time of `fn` in milliseconds over `iterations` runs after `warmup` runs. */
export async function timeMedian(fn: () => unknown, options: TimeOptions = {}): Promise<number> {
  const { warmup = 3, iterations = 15 } = options;
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
}

function withinBudget(result: BenchResult): boolean | undefined {
  if (result.budget === undefined) return undefined;
  return result.higherIsBetter ? result.value >= result.budget : result.value <= result.budget;
}

/** Prints the suite as a table and writes bench-results/<suite>.json at the repository root. */
export function writeSuite(suite: string, results: BenchResult[]): void {
  const root = new URL('../../', import.meta.url).pathname;
  const dir = join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const rows = results.map((result) => ({
    ...result,
    value: Number(result.value.toPrecision(6)),
    ok: withinBudget(result),
  }));
  writeFileSync(join(dir, `${suite}.json`), `${JSON.stringify({ suite, results: rows }, null, 2)}\n`);
  console.log(`\nbench suite: ${suite}`);
  console.table(
    rows.map((row) => ({
      name: row.name,
      value: row.value,
      unit: row.unit,
      budget: row.budget === undefined ? '' : `${row.higherIsBetter ? '>=' : '<='} ${row.budget}`,
      ok: row.ok === undefined ? '' : row.ok ? 'yes' : 'NO',
    })),
  );
}
