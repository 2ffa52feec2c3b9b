import type { ScreenDataContext } from '../../app/screen-data.ts';
import { ganttQuery, posloviListQuery } from './api.ts';
import { readFilter } from './gantt-filter.ts';
import { filterFromParams } from './poslovi-filter.ts';

/** The jobs list with the address's filter (see SCREEN_DATA). */
export function prefetchPosloviList({ queryClient, url }: ScreenDataContext): Promise<void> {
  const query = posloviListQuery(filterFromParams(url.searchParams));
  return queryClient.prefetchQuery({ ...query, meta: { ...query.meta, isSilent: true } });
}

/** The plan of /index/smartchart with the address's filter: a plan of thousands of rows is what its open waits for. */
export function prefetchSmartchart({ queryClient, url }: ScreenDataContext): Promise<void> {
  const query = ganttQuery(readFilter(url.searchParams));
  return queryClient.prefetchQuery({ ...query, meta: { ...query.meta, isSilent: true } });
}
