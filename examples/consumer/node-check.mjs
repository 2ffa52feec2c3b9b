// The pure cores in plain Node, with no DOM: the gantt model schedules a project, the fields core parses entries.
import assert from 'node:assert/strict';
import { createPlanner } from '@rp/gantt';
import { formatEntry, parseEntry } from '@rp/fields';

assert.equal(typeof globalThis.document, 'undefined', 'this check must run without a DOM');

const planner = createPlanner(
  {
    tasks: [
      { id: 1, name: 'Procena', level: 0, start: Date.UTC(2025, 0, 6), duration: 5 },
      { id: 2, name: 'Snimanje', level: 1, start: Date.UTC(2025, 0, 6), duration: 2 },
      { id: 3, name: 'Izveštaj', level: 1, start: Date.UTC(2025, 0, 6), duration: 3, depends: '2' },
    ],
    canWrite: true,
  },
  { holidays: ['2025-01-07'] },
);
const before = planner.getSnapshot().tasks.find((task) => task.name === 'Izveštaj');
const result = planner.setDuration('2', 4);
assert.equal(result.ok, true, 'the edit is accepted');
const after = planner.getSnapshot().tasks.find((task) => task.name === 'Izveštaj');
assert.ok(after.start > before.start, 'the dependent task moved after its longer predecessor');
const critical = planner.getCriticalPath();
assert.ok(critical.criticalTaskIds.length > 0, 'a critical path is found');

const area = parseEntry('INTEGER', '1250');
assert.deepEqual(area, { ok: true, value: 1250 });
assert.equal(parseEntry('INTEGER', 'abc').ok, false);
assert.equal(typeof formatEntry, 'function');

console.info(
  `node check: 'Izveštaj' moved from ${new Date(before.start).toISOString().slice(0, 10)} to ` +
    `${new Date(after.start).toISOString().slice(0, 10)}; critical path ${critical.criticalTaskIds.length} tasks; ` +
    `'1250' parsed as ${area.value}`,
);
