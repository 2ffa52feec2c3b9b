import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportError } from './lib/api-client.ts';
import { ApiClientError } from './lib/api-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { context?: string; isSilent?: boolean };
    mutationMeta: { context?: string; isSilent?: boolean };
  }
}

/** Failures go through the shared handler unless a query or mutation handles them itself (meta.isSilent). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.isSilent) reportError(error, query.meta?.context);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.isSilent) reportError(error, mutation.meta?.context);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          error instanceof ApiClientError && error.status === 0 ? failureCount < 2 : false,
      },
    },
  });
}
