import type { ScreenDataContext } from '../../app/screen-data.ts';
import { klijentiListQuery } from './api.ts';
import { filterFromParams } from './klijenti-filter.ts';

/** The clients list's first page, with the address's filter (see SCREEN_DATA). */
export function prefetchKlijentiList({ queryClient, url }: ScreenDataContext): Promise<void> {
  const query = klijentiListQuery(filterFromParams(url.searchParams));
  return queryClient.prefetchInfiniteQuery({ ...query, meta: { ...query.meta, isSilent: true } });
}
