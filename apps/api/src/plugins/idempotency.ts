import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, lte, sql } from 'drizzle-orm';
import { ErrorCode, ErrorType } from '@rp/contract';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { HttpError } from '../lib/http-error.ts';

/** The request header a client sends with a creating POST; a retry of that request sends the same value. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that is the stored answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/** How long a key and its answer are kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A request still marked running after this long died with its server: the next retry takes the key over. */
const ABANDONED_AFTER_SECONDS = 60;
/** How long a retry waits for the first request with its key to finish before it is refused. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 25;

/** Printable ASCII without spaces, 1–255 characters (a UUID is what the portal sends). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency row this request owns while it runs (null when it sent no key or replays an answer). */
    idempotencyRowId: number | null;
  }
}

const invalidKey = () =>
  new HttpError(400, 'Neispravan ključ zahteva (Idempotency-Key): očekuje se 1 do 255 vidljivih ASCII znakova.', {
    errorCode: ErrorCode.Validation,
  });

const keyReused = () =>
  new HttpError(
    409,
    'Ključ zahteva (Idempotency-Key) je već upotrebljen za drugačiji zahtev. Pošaljite novi zahtev sa novim ključem.',
    { errorCode: ErrorCode.Conflict, type: ErrorType.Warning },
  );

const stillRunning = () =>
  new HttpError(409, 'Isti zahtev se još obrađuje. Pokušajte ponovo za nekoliko trenutaka.', {
    errorCode: ErrorCode.Conflict,
    type: ErrorType.Warning,
  });

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}

/**
 * Takes the key for this request: inserts a running row, or takes over a row whose key expired or whose request
 * was abandoned. The unique (user, key) index makes exactly one of any number of parallel requests the owner.
 */
async function claimKey(
  db: Db,
  row: { userId: number; key: string; method: string; route: string; requestHash: string },
): Promise<number | undefined> {
  // The database's clock, not this server's: several servers share the keys.
  const expiresAt = sql`now() + make_interval(secs => ${IDEMPOTENCY_TTL_MS / 1000})`;
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ ...row, expiresAt })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        method: row.method,
        route: row.route,
        requestHash: row.requestHash,
        statusCode: null,
        contentType: null,
        responseBody: null,
        createdAt: sql`now()`,
        expiresAt,
      },
      setWhere: sql`${idempotencyKeys.expiresAt} <= now() OR (${idempotencyKeys.statusCode} IS NULL AND ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS}))`,
    })
    .returning({ id: idempotencyKeys.id });
  return claimed?.id;
}

async function findKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      contentType: idempotencyKeys.contentType,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Deletes the keys whose 24 hours are over; returns how many. Every instance runs it hourly (harmless twice). */
export async function deleteExpiredIdempotencyKeys(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .returning({ id: idempotencyKeys.id });
  return deleted.length;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Idempotent creates: a signed-in user's POST with an `Idempotency-Key` header runs once per key. The answer of a
 * successful request is stored in PostgreSQL for 24 hours and replayed to a retry with the same key, method, path
 * and body; the same key with another request is refused with 409; a retry that arrives while the first request
 * runs waits for its answer. A failed request (any non-2xx) leaves no key behind, so its retry runs again: every
 * write runs in a transaction, so a failure wrote nothing. Multipart uploads are not covered (their body is read by
 * the handler). The state lives only in the database, so any number of instances share it.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotencyRowId', null);

  /** Claims the key or answers from it; true when the answer was sent (a replay). */
  async function claimOrReplay(request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> {
    const userId = request.auth!.id;
    const hash = requestHash(request);
    const row = {
      userId,
      key,
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      requestHash: hash,
    };
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const claimed = await claimKey(app.db, row);
      if (claimed !== undefined) {
        request.idempotencyRowId = claimed;
        return false;
      }
      const existing = await findKey(app.db, userId, key);
      // Gone between the two statements: the first request failed and released its key; claim it again.
      if (!existing) continue;
      if (existing.requestHash !== hash) throw keyReused();
      if (existing.statusCode !== null) {
        reply.code(existing.statusCode).header(IDEMPOTENT_REPLAY_HEADER, 'true');
        if (existing.contentType) reply.header('content-type', existing.contentType);
        reply.send(existing.responseBody ?? '');
        return true;
      }
      if (Date.now() >= deadline) throw stillRunning();
      await sleep(POLL_MS);
    }
  }

  /** Stores a successful answer under the request's key, or releases the key of a failed one. */
  async function settle(reply: FastifyReply, id: number, payload: unknown): Promise<void> {
    const isStorable = typeof payload === 'string' || Buffer.isBuffer(payload);
    if (reply.statusCode >= 200 && reply.statusCode < 300 && isStorable) {
      const contentType = reply.getHeader('content-type');
      await app.db
        .update(idempotencyKeys)
        .set({
          statusCode: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          responseBody: String(payload),
        })
        .where(eq(idempotencyKeys.id, id));
    } else {
      await app.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
    }
  }

  // Callback hooks that return at once for every request without a key: no promise per answer (the API bench).
  app.addHook('preHandler', (request, reply, done) => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (key === undefined || request.method !== 'POST' || !request.auth || isMultipart(request)) return done();
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) return done(invalidKey());
    claimOrReplay(request, reply, key).then(
      (isReplayed) => {
        if (!isReplayed) done();
      },
      (error: Error) => done(error),
    );
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const id = request.idempotencyRowId;
    if (id === null) return done(null, payload);
    request.idempotencyRowId = null;
    settle(reply, id, payload).then(
      () => done(null, payload),
      (error: unknown) => {
        request.log.error({ err: error }, 'idempotency key not stored');
        done(null, payload);
      },
    );
  });

  // Expired keys are deleted by the shared background job 'idempotency-keys' (app.ts), once across all instances.
});
