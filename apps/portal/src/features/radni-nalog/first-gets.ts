import { RADNI_NALOG_PATHS } from '@rp/contract';
import type { FirstGet } from '../../app/first-gets.ts';

/** The order of a valuation (GET radninalog/{procenaId}), as its query asks it. */
export function radniNalogPath(procenaId: number): string {
  return RADNI_NALOG_PATHS.byProcena.replace(':procenaId', String(procenaId));
}

/**
 * The form's option lists and the valuation's order: what the boot starts for /index/procene/radniNalog/{procenaId}
 * (first-gets.ts). The copy on the device is read by the screen's own prefetch (SCREEN_DATA).
 */
export function radniNalogFirstGets(procenaId: number): FirstGet[] {
  return [{ path: RADNI_NALOG_PATHS.masterData }, { path: radniNalogPath(procenaId) }];
}
