import { z } from 'zod';
import { ROLES } from './uloge.ts';

export { ALL_ROLES, ROLES, hasRole, rolesFromLetters } from './uloge.ts';
export type { Role } from './uloge.ts';

/** A role on the wire. */
export const roleSchema = z.enum(ROLES);
