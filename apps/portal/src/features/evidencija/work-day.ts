import { clockFromSeconds, clockToSeconds, formatClock, parseClock } from '@rp/fields';
import type { Evidencija } from '@rp/contract';

export interface WorkDayProgress {
  isSignedIn: boolean;
  worked: string;
  remaining: string;
  planned: string;
  /** worked / planned, 0–100. */
  workedPercent: number;
  /** remaining / planned, 0–100. */
  remainingPercent: number;
}

function seconds(text: string): number {
  const parsed = parseClock(text);
  return parsed.ok ? clockToSeconds(parsed.value) : 0;
}

/** The user counts as signed in when MerenoVreme is not 00:00:00 (part 1 §4). */
export function isSignedIn(evidencija: Pick<Evidencija, 'MerenoVreme'>): boolean {
  return seconds(evidencija.MerenoVreme) > 0;
}

/** Which work-day commands a record allows: sign-out also ends a day from a pause (the server ends it at the pause). */
export function allowedCommands(evidencija: Pick<Evidencija, 'MerenoVreme' | 'Stanje'>) {
  const signedIn = isSignedIn(evidencija);
  return { prijava: !signedIn, pauza: signedIn, odjava: signedIn || evidencija.Stanje === 'pauza' };
}

/**
 * The working-day panel's figures `elapsedSeconds` after the server's record was received: worked time counts up
 * while signed in; remaining counts down until planned is reached, then stays 00:00:00 with progress at 100.
 */
export function workDayProgress(evidencija: Evidencija, elapsedSeconds: number): WorkDayProgress {
  const signedIn = isSignedIn(evidencija);
  const planned = seconds(evidencija.Planirano);
  const worked = seconds(evidencija.Odradjeno) + (signedIn ? Math.max(0, Math.floor(elapsedSeconds)) : 0);
  const remaining = Math.max(0, planned - worked);
  const workedPercent = planned > 0 ? Math.min(100, (worked / planned) * 100) : worked > 0 ? 100 : 0;
  return {
    isSignedIn: signedIn,
    worked: formatClock(clockFromSeconds(worked)),
    remaining: formatClock(clockFromSeconds(remaining)),
    planned: formatClock(clockFromSeconds(planned)),
    workedPercent: Math.round(workedPercent * 10) / 10,
    remainingPercent: planned > 0 ? Math.round((remaining / planned) * 1000) / 10 : 0,
  };
}
