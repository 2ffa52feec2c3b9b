import { SESSION_PATHS, type ClientConfig, type LoginRequest, type LoginResponse } from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';
import { dismissAuthNotices } from '../../lib/notify.ts';
import { setSession } from '../../lib/session-store.ts';

// The session's calls without TanStack Query: the login screen makes them before the query cache exists (its module
// loads with the signed-in shell, see app/query-client-source.ts). The schemas load on demand, beside the request.
const clientConfigSchema = () => import('./schemas.ts').then((module) => module.clientConfigSchema);
const loginResponseSchema = () => import('./schemas.ts').then((module) => module.loginResponseSchema);

const FALLBACK_CONFIG: ClientConfig = { demo: false, demoLogins: [], tileUrl: '', geocoderUrl: '' };

/** The server's client configuration; a server that does not offer it gives the portal its defaults. */
export function fetchClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  return apiFetch(SESSION_PATHS.config, { schema: clientConfigSchema, signal }).catch(() => FALLBACK_CONFIG);
}

/** Signs in; the session is kept once the server accepts the credentials. */
export async function signIn(input: LoginRequest): Promise<LoginResponse> {
  const response = await apiFetch(SESSION_PATHS.authenticate, {
    method: 'POST',
    body: input,
    schema: loginResponseSchema,
    isAuthCall: true,
  });
  setSession({ id: response.radnik, roles: [response.role], token: response.access_token });
  // The 'Unauthorized access' notice of the session that ended is not news on the screen the new one opens.
  dismissAuthNotices();
  return response;
}
