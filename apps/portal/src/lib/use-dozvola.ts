import { useCallback } from 'react';
import { moze, mozeOtvoriti, type Akcija, type DozvolaZapisi, type RouteId } from '@rp/contract';
import { hasScreen } from '../app/screens.ts';
import { useSession } from './session-store.ts';

type ZapisArgs<A extends Akcija> = DozvolaZapisi[A] extends undefined ? [] : [zapis: DozvolaZapisi[A]];

/** Asks the permission module (@rp/contract `moze`) for the signed-in user: the same table the server enforces. */
export type Dozvola = <A extends Akcija>(akcija: A, ...zapis: ZapisArgs<A>) => boolean;

/**
 * What the signed-in user may do to which record. Every link, button and menu entry that the server could refuse asks
 * this first and is hidden or disabled: a refusal from the server signs the user out (part 1 §8).
 */
export function useDozvola(): Dozvola {
  const session = useSession();
  return useCallback<Dozvola>((akcija, ...zapis) => moze(session, akcija, ...zapis), [session]);
}

/** May the signed-in user open this screen with these parameters (role and record), and has the screen landed? */
export function useMozeOtvoriti(): (routeId: RouteId, params?: Record<string, string | number>) => boolean {
  const session = useSession();
  return useCallback(
    (routeId: RouteId, params: Record<string, string | number> = {}) =>
      hasScreen(routeId) && mozeOtvoriti(session, routeId, params),
    [session],
  );
}
