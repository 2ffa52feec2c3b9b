import type { ScreenDataContext } from '../../app/screen-data.ts';
import { mapaFilterOf, nepokretnostiListQuery, nepokretnostiMapaQuery } from './api.ts';
import { filterFromParams, rangeWarnings } from './filters.ts';

/** The register's first page and the map of the same search, with the address's filter (see SCREEN_DATA). */
export async function prefetchNepokretnostiList({ queryClient, url }: ScreenDataContext): Promise<void> {
  const filter = filterFromParams(url.searchParams);
  // A reversed range is the page's to warn about: it asks for nothing.
  if (rangeWarnings(filter.ranges).length > 0) return;
  const list = nepokretnostiListQuery(filter);
  const mapa = nepokretnostiMapaQuery(mapaFilterOf(filter));
  await Promise.all([
    queryClient.prefetchInfiniteQuery({ ...list, meta: { ...list.meta, isSilent: true } }),
    queryClient.prefetchQuery({ ...mapa, meta: { ...mapa.meta, isSilent: true } }),
  ]);
}
