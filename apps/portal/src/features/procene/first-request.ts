import type { ScreenDataContext } from '../../app/screen-data.ts';
import { getSession } from '../../lib/session-store.ts';
import { proceneListQuery } from './api.ts';
import { filterFromParams } from './filters.ts';
import { isPhoneViewport, ownInspectionsDefault } from './use-is-phone.ts';

/** The valuations list's first page, with the address's filter and the phone's own-inspections default. */
export function prefetchProceneList({ queryClient, url }: ScreenDataContext): Promise<void> {
  const ownInspections = ownInspectionsDefault(getSession()?.id, isPhoneViewport());
  const query = proceneListQuery(filterFromParams(url.searchParams, { ownInspections }));
  return queryClient.prefetchInfiniteQuery({ ...query, meta: { ...query.meta, isSilent: true } });
}
