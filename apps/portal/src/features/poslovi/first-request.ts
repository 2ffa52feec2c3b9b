import type { ScreenDataContext } from '../../app/screen-data.ts';
import { posloviListQuery } from './api.ts';
import { filterFromParams } from './poslovi-filter.ts';

/** The jobs list with the address's filter (see SCREEN_DATA). */
export function prefetchPosloviList({ queryClient, url }: ScreenDataContext): Promise<void> {
  const query = posloviListQuery(filterFromParams(url.searchParams));
  return queryClient.prefetchQuery({ ...query, meta: { ...query.meta, isSilent: true } });
}
