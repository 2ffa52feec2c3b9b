/** True when a database error is a unique-constraint violation (SQLSTATE 23505), on PGlite and PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** True when a database error is a foreign-key violation (SQLSTATE 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * SQLSTATEs of a value the database cannot take (a NUL or a bad byte in text, a number or a date out of its column's
 * range, text that is not a number or date): bad input that slipped past validation, never a server fault.
 */
const BAD_VALUE_CODES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05', '54000']);

export function isBadValue(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && BAD_VALUE_CODES.has(String((current as { code?: unknown }).code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The name of the constraint a database error names (a foreign key or unique index), on PGlite and PostgreSQL. */
export function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const constraint = typeof current === 'object' ? (current as { constraint?: unknown }).constraint : undefined;
    if (typeof constraint === 'string' && constraint !== '') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
