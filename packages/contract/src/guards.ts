// Plain-code checks the contract's zod-free validators share (isApiError in error-model.ts, isGanttTask in gantt.ts):
// each answers as the zod rule it stands for; their property tests hold them to zod's answers.

/** An object with keys, as `z.object` takes one: not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole number as the schema's `z.number().int()` takes it: finite and within the safe integer range. */
export const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
