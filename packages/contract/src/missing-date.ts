// Without zod (common.ts holds the schemas): a portal's first bundle formats dates with it and carries no schema
// library.

/** The sentinel the wire uses for a missing date (part 1 §9). */
export const MISSING_DATE = '0001-01-01T00:00:00Z';
