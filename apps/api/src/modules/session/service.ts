import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode, ErrorType, type LoginRequest, type LoginResponse } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { UNUSABLE_HASH, verifyPassword } from '../../lib/password.ts';
import { countRecentFailures, findRadnikByUsername, oldestFailureSince, recordAttempt } from './repository.ts';

export interface LoginContext {
  db: Db;
  log: FastifyBaseLogger;
  ip: string;
  maxFailures: number;
  windowMinutes: number;
  sign: (payload: { sub: string; role: LoginResponse['role'] }) => string;
}

export const INVALID_CREDENTIALS_MESSAGE = 'Pogrešno korisničko ime ili lozinka.';

export async function login(input: LoginRequest, context: LoginContext): Promise<LoginResponse> {
  const { db, log, ip } = context;
  const username = input.username.trim();
  const since = new Date(Date.now() - context.windowMinutes * 60_000);

  const failures = await countRecentFailures(db, username, since);
  if (context.maxFailures > 0 && failures >= context.maxFailures) {
    const oldest = await oldestFailureSince(db, username, since);
    const retryAt = (oldest?.getTime() ?? Date.now()) + context.windowMinutes * 60_000;
    const minutes = Math.max(1, Math.ceil((retryAt - Date.now()) / 60_000));
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
  const access_token = context.sign({ sub: String(radnik.id), role: radnik.permission });
  return { radnik: radnik.id, role: radnik.permission, access_token };
}
