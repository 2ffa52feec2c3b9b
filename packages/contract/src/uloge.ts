// The roles without zod (roles.ts adds their schema): the route table, the permission module and the portal's first
// bundle read them, and the login screen's first load carries no schema library.

/** The four roles of the product (part 1 §1). */
export const ROLES = ['Admin', 'Demo', 'User', 'Operations'] as const;
export type Role = (typeof ROLES)[number];

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
