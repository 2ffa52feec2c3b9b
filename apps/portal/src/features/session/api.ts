import { queryOptions, useMutation } from '@tanstack/react-query';
import { SESSION_PATHS, type ClientConfig, type LoginRequest } from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';
import { setSession } from '../../lib/session-store.ts';

// The schemas load on demand, beside the request (see schemas.ts).
const clientConfigSchema = () => import('./schemas.ts').then((module) => module.clientConfigSchema);
const loginResponseSchema = () => import('./schemas.ts').then((module) => module.loginResponseSchema);

const FALLBACK_CONFIG: ClientConfig = { demo: false, demoLogins: [], tileUrl: '', geocoderUrl: '' };

export const sessionKeys = {
  all: ['session'] as const,
  config: () => [...sessionKeys.all, 'config'] as const,
};

/** The server's client configuration; a server that does not offer it gives the portal its defaults. */
export const clientConfigQuery = () =>
  queryOptions({
    queryKey: sessionKeys.config(),
    queryFn: ({ signal }) =>
      apiFetch(SESSION_PATHS.config, { schema: clientConfigSchema, signal }).catch(() => FALLBACK_CONFIG),
    staleTime: Infinity,
    meta: { isSilent: true },
  });

export function useLoginMutation() {
  return useMutation({
    mutationFn: (input: LoginRequest) =>
      apiFetch(SESSION_PATHS.authenticate, {
        method: 'POST',
        body: input,
        schema: loginResponseSchema,
        isAuthCall: true,
      }),
    onSuccess: (response) => setSession({ id: response.radnik, roles: [response.role], token: response.access_token }),
    meta: { isSilent: true, context: 'Login' },
  });
}
