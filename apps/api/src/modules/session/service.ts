import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode, ErrorType, type LoginRequest, type LoginResponse } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { UNUSABLE_HASH, verifyPassword } from '../../lib/password.ts';
import type { TokenPayload } from '../../plugins/auth.ts';
import {
  bumpCounter,
  clearCounter,
  dropExpiredCounters,
  findRadnikByUsername,
  recordAttempt,
  releaseCounter,
  type Counter,
} from './repository.ts';

/** How many failed sign-ins are allowed within how many minutes; a limit of 0 turns the check off. */
export interface Throttle {
  maxFailures: number;
  windowMinutes: number;
}

export interface LoginContext {
  db: Db;
  log: FastifyBaseLogger;
  ip: string;
  /** Failures of one username from one address: stops a guesser without locking the owner out elsewhere. */
  perAddress: Throttle;
  /** Failures of one username from all addresses together: the backstop against a distributed guess. */
  perUsername: Throttle;
  sign: (payload: TokenPayload) => string;
}

export const INVALID_CREDENTIALS_MESSAGE = 'Pogrešno korisničko ime ili lozinka.';

/** Thrown inside the reservation's transaction so that a refused attempt is not counted. */
class Throttled extends Error {
  constructor(readonly retryAt: number) {
    super('throttled');
  }
}

const retryAt = (counter: Counter, throttle: Throttle) => counter.pocetak.getTime() + throttle.windowMinutes * 60_000;

/**
 * Reserves one attempt on both counters in one transaction, before the password is checked: parallel guesses queue
 * on the counter rows, so at most the limit of them are ever evaluated. Answers the time the refusal ends, if refused.
 */
async function reserveAttempt(context: LoginContext, keys: { pair: string; user: string }): Promise<number | null> {
  const { db, perAddress, perUsername } = context;
  try {
    await db.transaction(async (tx) => {
      if (perAddress.maxFailures > 0) {
        const pair = await bumpCounter(tx, keys.pair, perAddress.windowMinutes);
        if (pair.broj > perAddress.maxFailures) throw new Throttled(retryAt(pair, perAddress));
      }
      if (perUsername.maxFailures > 0) {
        const user = await bumpCounter(tx, keys.user, perUsername.windowMinutes);
        if (user.broj > perUsername.maxFailures) throw new Throttled(retryAt(user, perUsername));
      }
    });
    return null;
  } catch (error) {
    if (error instanceof Throttled) return error.retryAt;
    throw error;
  }
}

// Counters of usernames nobody tries again would otherwise stay; each process sweeps now and then (any may).
const SWEEP_EVERY_MS = 10 * 60_000;
let lastSweep = 0;

async function sweepCounters(context: LoginContext): Promise<void> {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = Date.now();
  const longest = Math.max(context.perAddress.windowMinutes, context.perUsername.windowMinutes);
  await dropExpiredCounters(context.db, longest);
}

export async function login(input: LoginRequest, context: LoginContext): Promise<LoginResponse> {
  const { db, log, ip } = context;
  await sweepCounters(context);
  const username = input.username.trim();
  const key = username.normalize('NFC').toLowerCase();
  const keys = { pair: `ua:${key} ${ip}`, user: `u:${key}` };

  const refusedUntil = await reserveAttempt(context, keys);
  if (refusedUntil !== null) {
    const minutes = Math.max(1, Math.ceil((refusedUntil - Date.now()) / 60_000));
    await recordAttempt(db, { username, ip, uspeh: false, razlog: 'throttled' });
    log.warn({ event: 'login', username, ip, ok: false, reason: 'throttled' }, 'sign-in refused: too many failures');
    throw new HttpError(429, `Previše neuspešnih pokušaja prijave. Pokušajte ponovo za ${minutes} min.`, {
      errorCode: ErrorCode.TooManyAttempts,
      type: ErrorType.Danger,
    });
  }

  const radnik = await findRadnikByUsername(db, username);
  const isMatch = await verifyPassword(input.password, radnik?.passwordHash ?? UNUSABLE_HASH);
  const reason = !radnik ? 'unknown-user' : !isMatch ? 'bad-password' : !radnik.aktivan ? 'inactive' : 'ok';
  await recordAttempt(db, { username, ip, uspeh: reason === 'ok', razlog: reason });
  log.info({ event: 'login', username, ip, ok: reason === 'ok', reason }, 'sign-in attempt');
  if (!radnik || reason !== 'ok') {
    throw new HttpError(400, INVALID_CREDENTIALS_MESSAGE, { errorCode: ErrorCode.InvalidCredentials });
  }
  // Success: the failures from this address are forgotten; the backstop only gets its reserved attempt back.
  await db.transaction(async (tx) => {
    await clearCounter(tx, keys.pair);
    await releaseCounter(tx, keys.user);
  });
  const access_token = context.sign({ sub: String(radnik.id), role: radnik.permission, tv: radnik.tokenVerzija });
  return { radnik: radnik.id, role: radnik.permission, access_token };
}
