import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
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

/**
 * The machine a suite ran on, written beside its results: figures from two machines can only be compared with it.
 * Two probes, because they part ways: a loop of additions (the CPU alone) and a million small objects put in a map
 * (allocation, page faults and memory, where Chromium spends much of a page's start). Two 2-core machines that took
 * the same time for a loop of additions differed 2.5 times in the portal's page opens; on the slower one a page fault
 * cost ~10 µs of system time (51,000 of them in the allocation probe).
 */
export interface MachineContext {
  date: string;
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  /** The 1-minute load average when the suite's results were written (a busy machine slows its browser suites). */
  loadAverage: number;
  /** 1e8 additions in a loop, ms. */
  cpuProbeMs: number;
  /** 1,000,000 small objects made and put in a Map, ms. */
  allocationProbeMs: number;
}

function cpuProbe(): number {
  const started = performance.now();
  let sum = 0;
  for (let index = 0; index < 1e8; index++) sum += index;
  if (sum < 0) throw new Error('unreachable');
  return performance.now() - started;
}

function allocationProbe(): number {
  const started = performance.now();
  const map = new Map<string, { index: number; name: string }>();
  for (let index = 0; index < 1e6; index++) map.set(`k${index}`, { index, name: `n${index}` });
  if (map.size !== 1e6) throw new Error('unreachable');
  return performance.now() - started;
}

export function machineContext(): MachineContext {
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    date: new Date().toISOString(),
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: round(loadavg()[0] ?? 0),
    cpuProbeMs: round(cpuProbe()),
    allocationProbeMs: round(allocationProbe()),
  };
}

/** Prints the suite as a table and writes bench-results/<suite>.json (with the machine's context) at the root. */
export function writeSuite(suite: string, results: BenchResult[]): void {
  const root = new URL('../../', import.meta.url).pathname;
  const dir = join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const rows = results.map((result) => ({
    ...result,
    value: Number(result.value.toPrecision(6)),
    ok: withinBudget(result),
  }));
  const machine = machineContext();
  writeFileSync(join(dir, `${suite}.json`), `${JSON.stringify({ suite, machine, results: rows }, null, 2)}\n`);
  console.log(`\nbench suite: ${suite}`);
  console.log(
    `machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, load ` +
      `${machine.loadAverage}; probes: 1e8 additions ${machine.cpuProbeMs} ms, 1e6 objects in a Map ` +
      `${machine.allocationProbeMs} ms`,
  );
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
