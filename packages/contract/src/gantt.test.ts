import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLANNER_STATUSI, ganttAnswerSchema, ganttSchema, ganttTaskSchema, isGanttTask } from './gantt.ts';

const text = (maxLength = 70) => fc.string({ maxLength });
/** Values of every JSON type and a few that JSON cannot carry, at the edges the schema's rules care about. */
const anyValue = fc.oneof(
  fc.anything(),
  fc.constantFrom(
    '',
    'x'.repeat(20),
    'x'.repeat(21),
    'x'.repeat(60),
    'x'.repeat(61),
    0,
    -0,
    -1,
    0.5,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 1,
    -Number.MAX_SAFE_INTEGER - 1,
    1e300,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    null,
    undefined,
    [],
    {},
    'STATUS_ACTIVE',
    'status_active',
  ),
);

const assignment = fc.record({
  id: text(62),
  resourceId: text(22),
  roleId: text(22),
  effort: fc.oneof(fc.integer({ min: 0, max: 1e9 }), fc.double({ min: 0, max: 1e9, noNaN: true })),
});
const pause = fc.record({ Pocetak: text(), Kraj: text() });

const task = fc.record({
  id: text(),
  name: text(),
  code: text(),
  description: text(),
  level: fc.integer({ min: 0, max: 5 }),
  start: fc.integer({ min: 0, max: 4_102_444_800_000 }),
  end: fc.double({ noNaN: true, noDefaultInfinity: true }),
  duration: fc.integer({ min: -3, max: 1300 }),
  status: fc.constantFrom(...PLANNER_STATUSI),
  progress: fc.double({ min: 0, max: 100, noNaN: true }),
  depends: text(),
  collapsed: fc.boolean(),
  canWrite: fc.boolean(),
  assigs: fc.array(assignment, { maxLength: 3 }),
  pauze: fc.array(pause, { maxLength: 2 }),
});

/** A row, then one of its fields (or one of an assignment's or a pause's) replaced, removed or left as it is. */
const mutatedTask = fc
  .tuple(task, fc.nat(), fc.nat(), fc.constantFrom('replace', 'remove', 'keep', 'extra'), anyValue)
  .map(([row, fieldPick, nestedPick, change, value]) => {
    const copy: Record<string, unknown> = { ...row, assigs: row.assigs.map((a) => ({ ...a })), pauze: [...row.pauze] };
    const keys = Object.keys(copy);
    let target: Record<string, unknown> = copy;
    let key = keys[fieldPick % keys.length]!;
    // Half of the changes to a row with assignments go inside one of them.
    if (row.assigs.length > 0 && nestedPick % 2 === 0) {
      target = (copy.assigs as Array<Record<string, unknown>>)[nestedPick % row.assigs.length]!;
      const nestedKeys = Object.keys(target);
      key = nestedKeys[fieldPick % nestedKeys.length]!;
    }
    if (change === 'replace') target[key] = value;
    else if (change === 'remove') delete target[key];
    else if (change === 'extra') target.nepoznato = value;
    return copy;
  });

/** A row as the server sends it (a task of the demo firm's plan). */
const serverRow = {
  id: '2621',
  name: 'Dokumentacija',
  code: '',
  description: '',
  level: 1,
  start: 1_764_547_200_000,
  end: 1_764_633_599_999,
  duration: 1,
  status: 'STATUS_DONE',
  progress: 100,
  depends: '',
  collapsed: false,
  canWrite: true,
  assigs: [{ id: '2621_324', resourceId: 'r324', roleId: 'radnik', effort: 28_800_000 }],
  pauze: [{ Pocetak: '2025-12-01T08:00:00.000Z', Kraj: '' }],
};

describe('isGanttTask', () => {
  it('answers as ganttTaskSchema does for rows with any one field changed, and for any value at all', () => {
    fc.assert(
      fc.property(fc.oneof(mutatedTask, anyValue), (value) => {
        expect(isGanttTask(value)).toBe(ganttTaskSchema.safeParse(value).success);
      }),
      { seed: 22_159, numRuns: 5000 },
    );
  });

  it('takes a row as the server sends it', () => {
    expect(isGanttTask(serverRow)).toBe(true);
    expect(isGanttTask({ ...serverRow, status: 'STATUS_PAUSED' })).toBe(false);
    expect(isGanttTask({ ...serverRow, duration: 1.5 })).toBe(false);
    expect(isGanttTask({ ...serverRow, assigs: [{ ...serverRow.assigs[0], effort: -1 }] })).toBe(false);
  });
});

describe('ganttAnswerSchema', () => {
  const answer = fc.record({
    tasks: fc.array(task, { maxLength: 4 }),
    holidays: fc.array(text(10), { maxLength: 2 }),
    currentTime: text(),
    verzije: fc.dictionary(text(8), fc.integer({ min: 1, max: 1000 }), { maxKeys: 4 }),
    resources: fc.array(fc.record({ id: text(), name: text() }), { maxLength: 2 }),
    roles: fc.array(fc.record({ id: text(), name: text() }), { maxLength: 2 }),
    canWrite: fc.boolean(),
  });
  const mutatedAnswer = fc
    .tuple(answer, mutatedTask, fc.nat(), fc.constantFrom('task', 'version', 'field', 'keep'), anyValue)
    .map(([whole, row, pick, change, value]) => {
      const copy: Record<string, unknown> = { ...whole, tasks: [...whole.tasks, row], verzije: { ...whole.verzije } };
      if (change === 'version') (copy.verzije as Record<string, unknown>)[`v${pick}`] = value;
      if (change === 'field') {
        const keys = Object.keys(copy);
        copy[keys[pick % keys.length]!] = value;
      }
      return copy;
    });

  it('accepts and refuses the answers ganttSchema accepts and refuses', () => {
    fc.assert(
      fc.property(mutatedAnswer, (value) => {
        expect(ganttAnswerSchema.safeParse(value).success).toBe(ganttSchema.safeParse(value).success);
      }),
      { seed: 7_722, numRuns: 3000 },
    );
  });

  it('keeps the rows as they came instead of copying them', () => {
    const row = { ...serverRow };
    const parsed = ganttAnswerSchema.parse({
      tasks: [row],
      holidays: [],
      currentTime: '2026-11-29T10:00:00.000Z',
      verzije: { [row.id]: 1 },
      resources: [],
      roles: [],
      canWrite: true,
    });
    expect(parsed.tasks[0]).toBe(row);
  });
});
