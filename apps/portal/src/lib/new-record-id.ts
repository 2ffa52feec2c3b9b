/**
 * The id a create call answered with, or null when it is not a number (part 1 §5: such an answer is an error).
 * Route ids are 1 to 8 digits, so a larger or fractional value cannot name a record either.
 */
export function newRecordId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,8}$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 99_999_999) return null;
  return id;
}
