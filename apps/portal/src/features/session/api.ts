import { queryOptions } from '@tanstack/react-query';
import { fetchClientConfig } from './requests.ts';

export const sessionKeys = {
  all: ['session'] as const,
  config: () => [...sessionKeys.all, 'config'] as const,
};

/** The server's client configuration, cached for the signed-in screens (the login screen asks it directly). */
export const clientConfigQuery = () =>
  queryOptions({
    queryKey: sessionKeys.config(),
    queryFn: ({ signal }) => fetchClientConfig(signal),
    staleTime: Infinity,
    meta: { isSilent: true },
  });
