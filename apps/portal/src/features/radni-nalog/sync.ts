import type { QueryClient } from '@tanstack/react-query';
import { isAuthFailure, reportError } from '../../lib/api-client.ts';
import { ApiClientError } from '../../lib/api-error.ts';
import { getSession, subscribeSession } from '../../lib/session-store.ts';
import { citajSaServera, isOffline, posaljiNalog, posaljiSliku, radniNalogKeys } from './api.ts';
import { citajNacrt, obrisiNacrt, obrisiSliku, sveSlike, sviNacrti, upisiNacrt, type Nacrt } from './offline-store.ts';

let running: Promise<void> | null = null;

/** What became of a draft: sent; kept as it was for a later run (`zaKasnije`); or refused by the server. */
type Ishod = 'poslato' | 'kasnije' | 'odbijeno';

/**
 * Whether a failure leaves the work for a later run, as it is: no connection; the session ended (a phone opened the
 * next day with an expired sign-in goes back to the login screen, and the work waits for the next sign-in); or the
 * server failed (a 5xx, reported). Only the server's refusal of the content itself (a 4xx) changes or drops what waits.
 */
export function zaKasnije(error: unknown, context: string): boolean {
  if (isOffline(error) || isAuthFailure(error)) return true;
  if (error instanceof ApiClientError && error.status >= 500) {
    reportError(error, context);
    return true;
  }
  return false;
}

async function posaljiNacrt(nacrt: Nacrt): Promise<Ishod> {
  try {
    const saved = await posaljiNalog(nacrt.procenaId, nacrt.polja, nacrt.verzija);
    // Edits typed while it was being sent stay, now on top of the version just saved.
    const now = await citajNacrt(nacrt.procenaId);
    if (now && now.izmenjeno !== nacrt.izmenjeno) await upisiNacrt({ ...now, verzija: saved.verzija });
    else await obrisiNacrt(nacrt.procenaId);
    return 'poslato';
  } catch (error) {
    if (zaKasnije(error, 'SetRadniNalog')) return 'kasnije';
    if (error instanceof ApiClientError && error.status === 409) {
      // The order changed on the server since the draft's version: keep both until the user chooses.
      try {
        const server = await citajSaServera(nacrt.procenaId);
        await upisiNacrt({ ...nacrt, stanje: 'konflikt', server });
      } catch (readError) {
        if (zaKasnije(readError, 'GetRadniNalog')) return 'kasnije';
        reportError(readError, 'GetRadniNalog');
      }
      return 'odbijeno';
    }
    // A refusal (a rule the server checks): the draft stays on the device, back in the form for the user to fix.
    reportError(error, 'SetRadniNalog');
    await upisiNacrt({ ...nacrt, stanje: 'izmena' });
    return 'odbijeno';
  }
}

async function posalji(): Promise<void> {
  if (!getSession()) return;
  for (const nacrt of await sviNacrti()) {
    if (nacrt.stanje !== 'naCekanju') continue;
    if ((await posaljiNacrt(nacrt)) === 'kasnije') return;
  }
  for (const slika of await sveSlike()) {
    try {
      await posaljiSliku(slika);
    } catch (error) {
      if (zaKasnije(error, 'SetRadniNalog')) return;
      // A refused photo (not an image, over a limit) would block the queue forever: it is reported and dropped.
      reportError(error, 'SetRadniNalog');
    }
    await obrisiSliku(slika.id!);
  }
}

/**
 * Sends what the device holds: every draft saved on this phone ('naCekanju') and every photo waiting, one at a time;
 * stops at the first failure to reach the server. Calls made while it runs share the run.
 */
export function posaljiSacuvano(queryClient?: QueryClient): Promise<void> {
  running ??= posalji()
    .catch((error: unknown) => reportError(error, 'SetRadniNalog'))
    .finally(() => {
      running = null;
      void queryClient?.invalidateQueries({ queryKey: radniNalogKeys.all });
    });
  return running;
}

let isStarted = false;

/**
 * Sends what was saved on the device when the connection returns, once at start (the browser may have been closed
 * with work waiting) and at each sign-in (the start may have found no session, or an expired one). Called once by
 * the app.
 */
export function startRadniNalogSync(queryClient: QueryClient): void {
  if (isStarted || typeof window === 'undefined' || typeof indexedDB === 'undefined') return;
  isStarted = true;
  window.addEventListener('online', () => void posaljiSacuvano(queryClient));
  let isSignedIn = getSession() !== null;
  subscribeSession(() => {
    const wasSignedIn = isSignedIn;
    isSignedIn = getSession() !== null;
    if (isSignedIn && !wasSignedIn && navigator.onLine) void posaljiSacuvano(queryClient);
  });
  if (navigator.onLine) void posaljiSacuvano(queryClient);
}
