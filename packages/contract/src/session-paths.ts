// The session's paths and the demo logins without zod (session.ts holds the schemas): the login screen calls these
// paths in its first load, which carries no schema library.
import type { ClientConfig } from './session.ts';

export const SESSION_PATHS = {
  authenticate: '/api/radnici/authenticate',
  config: '/api/config',
} as const;

export const DEMO_LOGINS = [
  { username: 'admin', password: 'admin', role: 'Admin' },
  { username: 'demo', password: 'demo', role: 'Demo' },
  { username: 'user', password: 'user', role: 'User' },
  { username: 'ops', password: 'ops', role: 'Operations' },
] as const satisfies ClientConfig['demoLogins'];
