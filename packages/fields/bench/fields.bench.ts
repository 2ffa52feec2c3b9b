// Benchmarks of @rp/fields: linear-time URL and e-mail validation on adversarial input, and the
// throughput of plain INTEGER, DOUBLE and DATE validation.
import { timeMedian, writeSuite } from '../../../scripts/bench/report.ts';
import type { BenchResult } from '../../../scripts/bench/report.ts';
import { parseDate, parseEmail, parseUrl, validateEntry } from '../src/index.ts';

const LENGTH = 100_000;
const uncapped = { maxLength: Number.POSITIVE_INFINITY };

// The classic catastrophic-backtracking shapes, each about 100,000 characters long.
const adversarial: Record<string, string> = {
  "'a' × 100k + '!'": `${'a'.repeat(LENGTH)}!`,
  "'a.' × 50k": 'a.'.repeat(LENGTH / 2),
  "'a-' × 50k + '!'": `${'a-'.repeat(LENGTH / 2)}!`,
  "'http://' + 'a.' × 50k + '!'": `http://${'a.'.repeat(LENGTH / 2)}!`,
  "'a@' + 'a.' × 50k + '!'": `a@${'a.'.repeat(LENGTH / 2)}!`,
  "'a.' × 50k + '@'": `${'a.'.repeat(LENGTH / 2)}@`,
  "'x.com/' + '%2' × 33k": `x.com/${'%2'.repeat(Math.floor(LENGTH / 3))}`,
};

const results: BenchResult[] = [];

for (const [validator, validate] of [
  ['URL', parseUrl],
  ['EMAIL', parseEmail],
] as const) {
  let worst = 0;
  for (const [shape, input] of Object.entries(adversarial)) {
    const time = await timeMedian(() => validate(input, uncapped), { warmup: 3, iterations: 21 });
    worst = Math.max(worst, time);
    results.push({ name: `${validator} ${shape}, no length cap`, value: time, unit: 'ms', budget: 10 });
  }
  const capped = await timeMedian(() => validate(`${'a'.repeat(LENGTH)}!`), { warmup: 3, iterations: 21 });
  results.push({ name: `${validator} 100k chars with the default length cap`, value: capped, unit: 'ms', budget: 10 });
  console.info(`${validator}: worst adversarial case ${worst.toFixed(3)} ms`);
}

function throughput(count: number, run: () => unknown): Promise<number> {
  return timeMedian(run, { warmup: 3, iterations: 11 }).then((ms) => (count / ms) * 1000);
}

const COUNT = 200_000;
const integers = Array.from({ length: COUNT }, (_, i) => String(((i * 7919) % 10_000_000) - 5_000_000));
const doubles = Array.from({ length: COUNT }, (_, i) => `${(i * 7919) % 100_000},${String(i % 100).padStart(2, '0')}`);
const dates = Array.from(
  { length: COUNT },
  (_, i) => `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/${1950 + (i % 100)}`,
);

let sink = 0;
const check =
  (type: 'INTEGER' | 'DOUBLE' | 'DATE', values: string[], options = {}) =>
  () => {
    for (const value of values) if (validateEntry(type, value, options) === null) sink++;
  };

results.push({
  name: 'INTEGER validation',
  value: await throughput(COUNT, check('INTEGER', integers)),
  unit: 'values/s',
  budget: 1_000_000,
  higherIsBetter: true,
});
results.push({
  name: 'DOUBLE validation (sr)',
  value: await throughput(COUNT, check('DOUBLE', doubles, { locale: 'sr' })),
  unit: 'values/s',
  budget: 1_000_000,
  higherIsBetter: true,
});
results.push({
  name: 'DATE validation (dd/MM/yyyy)',
  value: await throughput(COUNT, check('DATE', dates)),
  unit: 'values/s',
  budget: 200_000,
  higherIsBetter: true,
});
results.push({
  name: 'DATE validation (dd/MM/yyyy, Europe/Belgrade)',
  value: await throughput(COUNT, check('DATE', dates, { timeZone: 'Europe/Belgrade' })),
  unit: 'values/s',
  budget: 200_000,
  higherIsBetter: true,
});

// Parsing builds the Date; with a named zone that costs time-zone arithmetic (reported, no budget).
for (const timeZone of [undefined, 'Europe/Belgrade']) {
  results.push({
    name: `DATE parse to Date (${timeZone ?? 'runtime zone'})`,
    value: await throughput(COUNT, () => {
      for (const value of dates) if (parseDate(value, { timeZone }).ok) sink++;
    }),
    unit: 'values/s',
  });
}

if (sink === 0) console.warn('no value validated');
writeSuite('fields', results);
