import { z } from 'zod';

/** The four roles of the product (part 1 §1). */
export const ROLES = ['Admin', 'Demo', 'User', 'Operations'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ALL_ROLES: readonly Role[] = ROLES;

/** The role letters used by the specification's route table: A, D, U, O. */
const LETTERS: Record<string, Role> = { A: 'Admin', D: 'Demo', U: 'User', O: 'Operations' };

/** Turns the spec's role letters ('AD', 'ADO') or 'all' into roles. */
export function rolesFromLetters(letters: string): readonly Role[] {
  if (letters === 'all') return ALL_ROLES;
  return [...letters].map((letter) => {
    const role = LETTERS[letter];
    if (!role) throw new Error(`Unknown role letter ${letter}`);
    return role;
  });
}

export function hasRole(userRoles: readonly string[], allowed: readonly Role[]): boolean {
  return userRoles.some((role) => (allowed as readonly string[]).includes(role));
}
