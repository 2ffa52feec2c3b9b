import type { Role } from '@rp/contract';
import type { AuthUser } from '../plugins/auth.ts';
import { forbidden } from '../plugins/auth.ts';

export const ADMIN: readonly Role[] = ['Admin'];
export const ADMIN_DEMO: readonly Role[] = ['Admin', 'Demo'];
export const ADMIN_DEMO_OPS: readonly Role[] = ['Admin', 'Demo', 'Operations'];

/** Lets the worker act on their own record, and the given roles on anyone's. */
export function assertSelfOr(user: AuthUser, radnikId: number, roles: readonly Role[]): void {
  if (user.id !== radnikId && !roles.includes(user.role)) throw forbidden();
}

export function hasAnyRole(user: AuthUser, roles: readonly Role[]): boolean {
  return roles.includes(user.role);
}
