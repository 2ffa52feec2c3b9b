import type { ScreenDataContext } from '../../app/screen-data.ts';
import { proceneListQuery } from './api.ts';
import { proceneFilterAt } from './list-request.ts';

/** The valuations list's first page, with the address's filter and the phone's own-inspections default. */
export function prefetchProceneList({ queryClient, url }: ScreenDataContext): Promise<void> {
  const query = proceneListQuery(proceneFilterAt(url));
  return queryClient.prefetchInfiniteQuery({ ...query, meta: { ...query.meta, isSilent: true } });
}
