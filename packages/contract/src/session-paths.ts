// The session's paths and the demo logins without zod (session.ts holds the schemas): the login screen calls these
// paths in its first load, which carries no schema library.
import type { ClientConfig } from './session.ts';

export const SESSION_PATHS = {
  authenticate: '/api/radnici/authenticate',
  config: '/api/config',
} as const;

/**
 * The response header that carries a renewed bearer token. A signed-in call made with a token older than half its
 * life is answered with a fresh one (same worker, role and token version) here: whoever keeps working is never
 * signed out in the middle of a form, and a token left unused expires as before.
 */
export const TOKEN_RENEWAL_HEADER = 'x-rp-token';

export const DEMO_LOGINS = [
  { username: 'admin', password: 'admin', role: 'Admin' },
  { username: 'demo', password: 'demo', role: 'Demo' },
  { username: 'user', password: 'user', role: 'User' },
  { username: 'ops', password: 'ops', role: 'Operations' },
] as const satisfies ClientConfig['demoLogins'];
