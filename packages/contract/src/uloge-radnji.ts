import type { Role } from './uloge.ts';

// The roles of the actions not every role may take, in a module of their own without schemas: the permission module
// (dozvole.ts) needs them in the portal's first bundle, where the entities' response schemas (zod) do not belong.

/**
 * Who may delete a client, bank or banker (the server enforces it; the portal shows the delete action by it). Every
 * role reads, creates and edits; a User does not delete, since a deleted record's documents and history go with it.
 */
export const KLIJENT_BRISANJE_ROLES: readonly Role[] = ['Admin', 'Demo', 'Operations'];

/** Every role reads, creates and edits properties (part 2 §2). */
export const NEPOKRETNOST_BRISANJE_ROLES: readonly Role[] = ['Admin', 'Demo', 'Operations'];
/** Import is Admin only (part 2 §2, §6). */
export const NEPOKRETNOST_IMPORT_ROLES: readonly Role[] = ['Admin'];

/** Every role reads, creates and edits valuations (part 2 §1); a User does not delete one. */
export const PROCENA_BRISANJE_ROLES: readonly Role[] = ['Admin', 'Demo', 'Operations'];
/** Report templates are uploaded and deleted by the Admin. */
export const PROCENA_SABLON_ROLES: readonly Role[] = ['Admin'];
