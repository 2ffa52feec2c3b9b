import { z } from 'zod';
import { isInt, isRecord } from './guards.ts';

/**
 * The Gantt of all jobs (part 1 §7, part 2 §7). `gantt/get` and `gantt/filter/` answer the planner's project: every
 * job a level-0 summary row (id `p{posaoId}`) followed by its tasks at level 1 (id = the task's id). `gantt/save`
 * takes the planner's `saveProject` payload (tasks and deletedTaskIds) with the versions it was loaded at, and
 * applies all of it in one transaction or nothing (the transport is ours: part 2 §7 leaves it open).
 */
export const GANTT_PATHS = {
  get: '/api/gantt/get',
  filter: '/api/gantt/filter/',
  save: '/api/gantt/save',
} as const;

/** The planner row id of a job. */
export const posaoRedId = (posaoId: number) => `p${posaoId}`;
/** The job id of a planner row id, or undefined for a task row. */
export function posaoIdReda(id: string): number | undefined {
  const match = /^p(\d{1,8})$/.exec(id);
  return match ? Number(match[1]) : undefined;
}

/** The planner resource id of a worker (task assignments). */
export const radnikResursId = (radnikId: number) => `r${radnikId}`;
export function radnikIdResursa(id: string): number | undefined {
  const match = /^r(\d{1,8})$/.exec(id);
  return match ? Number(match[1]) : undefined;
}
/** The one planner role of an assignment. */
export const ULOGA_RADNIK = 'radnik';

export const PLANNER_STATUSI = [
  'STATUS_ACTIVE',
  'STATUS_DONE',
  'STATUS_FAILED',
  'STATUS_SUSPENDED',
  'STATUS_UNDEFINED',
] as const;

const assignmentSchema = z.object({
  id: z.string().max(60),
  resourceId: z.string().max(20),
  roleId: z.string().max(20),
  effort: z.number().finite().min(0),
});

/** A Gantt row as the server answers it: the planner's task payload plus pauses as the spec names them. */
export const ganttTaskSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  level: z.number().int(),
  start: z.number(),
  end: z.number(),
  duration: z.number().int(),
  status: z.enum(PLANNER_STATUSI),
  progress: z.number(),
  depends: z.string(),
  collapsed: z.boolean(),
  canWrite: z.boolean(),
  assigs: z.array(assignmentSchema),
  /** Pauses of work on the task (part 1 §3): Pocetak, and Kraj or '' while still paused. */
  pauze: z.array(z.object({ Pocetak: z.string(), Kraj: z.string() })),
});
export type GanttTask = z.infer<typeof ganttTaskSchema>;

export const ganttSchema = z
  .object({
    tasks: z.array(ganttTaskSchema),
    /** State holidays (YYYY-MM-DD) over the span of the tasks. */
    holidays: z.array(z.string()),
    currentTime: z.string(),
    /** The version of every row as loaded (job rows `p{id}`, task rows by id): gantt/save sends it back. */
    verzije: z.record(z.string(), z.number().int()),
    resources: z.array(z.object({ id: z.string(), name: z.string() })),
    roles: z.array(z.object({ id: z.string(), name: z.string() })),
    canWrite: z.boolean(),
  })
  .meta({ id: 'Gantt' });
export type Gantt = z.infer<typeof ganttSchema>;

const PLANNER_STATUS_SET: ReadonlySet<unknown> = new Set(PLANNER_STATUSI);

const isText = (value: unknown, max = Number.POSITIVE_INFINITY): value is string =>
  typeof value === 'string' && value.length <= max;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isAssignment(value: unknown): boolean {
  return (
    isRecord(value) &&
    isText(value.id, 60) &&
    isText(value.resourceId, 20) &&
    isText(value.roleId, 20) &&
    isFiniteNumber(value.effort) &&
    value.effort >= 0
  );
}

const isPause = (value: unknown) => isRecord(value) && isText(value.Pocetak) && isText(value.Kraj);

/**
 * Whether a value is a Gantt row by the rules of ganttTaskSchema, checked field by field in plain code. zod without
 * its compiled checks (the portal's CSP forbids them) took ~100 ms for the plan's 20,000 rows when the planner opens,
 * and copied every row; this takes a few and copies none. A generated-input test holds the two to the same answers.
 */
export function isGanttTask(value: unknown): value is GanttTask {
  return (
    isRecord(value) &&
    isText(value.id) &&
    isText(value.name) &&
    isText(value.code) &&
    isText(value.description) &&
    isInt(value.level) &&
    isFiniteNumber(value.start) &&
    isFiniteNumber(value.end) &&
    isInt(value.duration) &&
    PLANNER_STATUS_SET.has(value.status) &&
    isFiniteNumber(value.progress) &&
    isText(value.depends) &&
    typeof value.collapsed === 'boolean' &&
    typeof value.canWrite === 'boolean' &&
    Array.isArray(value.assigs) &&
    value.assigs.every(isAssignment) &&
    Array.isArray(value.pauze) &&
    value.pauze.every(isPause)
  );
}

/**
 * The planner's answer (ganttSchema) as the portal checks it: the rows (isGanttTask) and the versions by hand, the
 * rest with zod. The rows are kept as they came (unknown keys included) instead of copied. Not for the OpenAPI
 * document: that describes ganttSchema.
 */
export const ganttAnswerSchema = z.object({
  ...ganttSchema.shape,
  tasks: z.custom<GanttTask[]>((value) => Array.isArray(value) && value.every(isGanttTask), {
    error: 'A row of the plan does not match GanttTask.',
  }),
  verzije: z.custom<Record<string, number>>((value) => isRecord(value) && Object.values(value).every(isInt), {
    error: 'The versions of the plan are not whole numbers by row id.',
  }),
});

/** The most rows one save may carry. */
export const GANTT_MAX_REDOVA = 100_000;

const epoch = z.number({ error: 'Datum mora biti broj milisekundi.' }).int().min(0).max(4_102_444_800_000);

/** A row of the planner's save (`TaskPayload`): the fields the server stores; the rest is ignored. */
export const ganttSaveTaskSchema = z.object({
  id: z.union([z.string().min(1).max(40), z.number().int().min(1)]).transform(String),
  name: z.string().max(200, 'Naziv može imati najviše 200 znakova.').default(''),
  level: z.number().int().min(0).max(1, 'Zadatak ne može imati podzadatke: dozvoljen je samo nivo projekta i zadatka.'),
  start: epoch,
  end: epoch.optional(),
  duration: z.number().int().min(1, 'Trajanje mora biti bar jedan dan.').max(1300, 'Trajanje je predugo.'),
  status: z.enum(PLANNER_STATUSI).optional(),
  depends: z.string().max(2000).default(''),
  collapsed: z.boolean().optional(),
  assigs: z.array(assignmentSchema).max(100).optional(),
});

export const ganttSaveSchema = z
  .object({
    tasks: z.array(ganttSaveTaskSchema).max(GANTT_MAX_REDOVA),
    deletedTaskIds: z.array(z.union([z.string().max(40), z.number().int()]).transform(String)).max(GANTT_MAX_REDOVA),
    verzije: z.record(z.string().max(40), z.number().int().min(1)),
  })
  .meta({ id: 'GanttSave' });
export type GanttSave = z.input<typeof ganttSaveSchema>;

/** What a save changed: the new ids of the new rows (tmp_ id → id) and the counts. */
export const ganttSaveResultSchema = z
  .object({
    ErrorCode: z.number().int(),
    Type: z.number().int(),
    Message: z.string(),
    noviId: z.record(z.string(), z.number().int()),
    izmenjeno: z.number().int(),
    dodato: z.number().int(),
    obrisano: z.number().int(),
  })
  .meta({ id: 'GanttSaveRezultat' });
export type GanttSaveResult = z.infer<typeof ganttSaveResultSchema>;
