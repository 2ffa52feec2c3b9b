import type { QueryClient } from '@tanstack/react-query';
import { clientConfigQuery } from '../features/session/api.ts';
import { radnikQuery } from '../features/radnici/api.ts';

/**
 * The signed-in shell's own requests (the header's worker, the demo banner's settings). Silent, as a screen's
 * prefetch is: should one fail, the shell's own query asks again and reports it. A module loaded on demand
 * (first-requests.ts): the queries' response schemas are not part of the login screen's first load.
 */
export function prefetchShell(queryClient: QueryClient, id: number): void {
  const radnik = radnikQuery(id);
  void queryClient.prefetchQuery({ ...radnik, meta: { ...radnik.meta, isSilent: true } });
  const config = clientConfigQuery();
  void queryClient.prefetchQuery({ ...config, meta: { ...config.meta, isSilent: true } });
}
