import type { QueryClient } from '@tanstack/react-query';

/**
 * Where the portal's query cache comes from. TanStack Query is the signed-in screens' (their queries and the shell's);
 * the login screen and the error pages use none of it, so its module loads with the signed-in shell, not with the
 * first bundle (issue 20 item 6: the login route's JavaScript). The boot asks for it at once when a session exists.
 */
export type QueryClientSource = () => Promise<QueryClient>;

/** Makes the query client on first demand, once; a module that failed to load is asked again on the next demand. */
export function lazyQueryClient(): QueryClientSource {
  let made: Promise<QueryClient> | undefined;
  return () =>
    (made ??= import('../query-client.ts')
      .then((module) => module.createQueryClient())
      .catch((error: unknown) => {
        made = undefined;
        throw error;
      }));
}

/** A query client made elsewhere (tests, stories), or a source, as a source. */
export function toQueryClientSource(client: QueryClient | QueryClientSource): QueryClientSource {
  if (typeof client === 'function') return client;
  const made = Promise.resolve(client);
  return () => made;
}
