import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import { ErrorCode, ErrorType, TOKEN_RENEWAL_HEADER, hasRole, type Role } from '@rp/contract';
import { prepareFindSigner } from '../modules/radnici/repository.ts';
import { HttpError } from '../lib/http-error.ts';
import { isApiRequest } from './errors.ts';

export interface TokenPayload {
  sub: string;
  role: Role;
  /** The worker's `token_verzija` when the token was signed; a later bump revokes it. */
  tv: number;
  /** When the token was signed, in seconds since the epoch (the signer adds it). */
  iat?: number;
}

/** The worker id a token names: a positive 32-bit integer written plainly, or undefined for anything else. */
export function subjectId(sub: unknown): number | undefined {
  if (typeof sub !== 'string' || !/^[1-9][0-9]{0,9}$/.test(sub)) return undefined;
  const id = Number(sub);
  return id <= 2_147_483_647 ? id : undefined;
}

export interface AuthUser {
  id: number;
  role: Role;
  username: string;
  /** The worker's language setting: errors are answered in it. */
  jezik?: 'sr' | 'en_US';
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Roles that may call the route. Every /api route names them unless it is public. */
    roles?: readonly Role[];
    isPublic?: boolean;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

export const unauthorized = () =>
  new HttpError(401, 'Niste prijavljeni ili je sesija istekla. Prijavite se ponovo.', {
    errorCode: ErrorCode.Unauthorized,
    type: ErrorType.Unauthorized,
  });

export const forbidden = () =>
  new HttpError(403, 'Nemate prava pristupa na ovu akciju', {
    errorCode: ErrorCode.Forbidden,
    type: ErrorType.Forbidden,
  });

/** The signed-in user of a request that passed the auth hook. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * Bearer tokens signed with JWT_SECRET and checked on every /api call. The worker is re-read on each call, so a
 * deactivated worker or a changed role takes effect at once rather than when the token expires. A call that passes
 * with a token older than half its life is answered with a renewed one (TOKEN_RENEWAL_HEADER): a working day longer
 * than the token's life never ends in a refused save, and a token nobody uses still expires on time.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(jwt, {
    secret: app.config.jwtSecret,
    sign: { expiresIn: app.config.tokenTtlSeconds },
  });
  app.decorateRequest('auth', null);
  const findSigner = prepareFindSigner(app.db);

  // Protection is decided by the matched route, never by the URL's text: every route that names roles is protected
  // however its URL was spelled, and an /api route that names none is closed.
  const renewAfterSeconds = app.config.tokenTtlSeconds / 2;
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const config = request.routeOptions.config;
    if (config.isPublic) return;
    const roles = config.roles;
    if (!roles) {
      const pattern = request.routeOptions.url ?? '';
      // Routes outside the API (the portal's files) and the API's own description are open.
      if (!isApiRequest(request) || /^\/api\/docs(\/|$)/i.test(pattern)) return;
      request.log.error({ url: pattern }, 'route without roles');
      throw forbidden();
    }
    const header = request.headers.authorization;
    if (!header?.toLowerCase().startsWith('bearer ')) throw unauthorized();
    let payload: TokenPayload;
    try {
      // The plugin's verifier called directly: request.jwtVerify decodes the token twice and walks callbacks.
      payload = app.jwt.verify<TokenPayload>(header.slice(7));
    } catch {
      throw unauthorized();
    }
    const id = subjectId(payload.sub);
    if (id === undefined || !Number.isSafeInteger(payload.tv)) throw unauthorized();
    const [radnik] = await findSigner.execute({ id });
    // A token from before the worker's last password change, deactivation or role change is revoked.
    if (!radnik || !radnik.aktivan || radnik.tokenVerzija !== payload.tv) throw unauthorized();
    request.auth = { id: radnik.id, role: radnik.role, username: radnik.username, jezik: radnik.jezik };
    if (!hasRole([radnik.role], roles)) throw forbidden();
    if (typeof payload.iat === 'number' && Date.now() / 1000 - payload.iat >= renewAfterSeconds) {
      const renewed: TokenPayload = { sub: String(radnik.id), role: radnik.role, tv: radnik.tokenVerzija };
      reply.header(TOKEN_RENEWAL_HEADER, app.jwt.sign(renewed));
    }
  });
});
