import { moze, type Akcija, type DozvolaZapisi, type Role } from '@rp/contract';
import type { AuthUser } from '../plugins/auth.ts';
import { forbidden } from '../plugins/auth.ts';

export const ADMIN: readonly Role[] = ['Admin'];
export const ADMIN_DEMO: readonly Role[] = ['Admin', 'Demo'];
export const ADMIN_DEMO_OPS: readonly Role[] = ['Admin', 'Demo', 'Operations'];

type ZapisArgs<A extends Akcija> = DozvolaZapisi[A] extends undefined ? [] : [zapis: DozvolaZapisi[A]];

/**
 * Refuses with 403 what the permission module (@rp/contract `moze`) does not let this user do to this record: the
 * same table the portal asks before it offers a link or a button.
 */
export function assertMoze<A extends Akcija>(user: AuthUser, akcija: A, ...zapis: ZapisArgs<A>): void {
  if (!moze(user, akcija, ...zapis)) throw forbidden();
}

/** Lets the worker act on their own record, and the given roles on anyone's. */
export function assertSelfOr(user: AuthUser, radnikId: number, roles: readonly Role[]): void {
  if (user.id !== radnikId && !roles.includes(user.role)) throw forbidden();
}

export function hasAnyRole(user: AuthUser, roles: readonly Role[]): boolean {
  return roles.includes(user.role);
}
