import { ROLES, type Session } from '@rp/contract';

/**
 * The session read back from local storage when it has the contract's `sessionSchema` shape, else null: what
 * `sessionSchema.safeParse` answers (session-shape.test.ts holds the two together), written without zod because the
 * first bundle reads it before any screen.
 */
export function sessionFrom(value: unknown): Session | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { id, roles, token } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  if (!Array.isArray(roles) || roles.length === 0) return null;
  if (!roles.every((role) => (ROLES as readonly unknown[]).includes(role))) return null;
  if (typeof token !== 'string' || token.length === 0) return null;
  return { id, roles: [...(roles as Session['roles'])], token };
}
