import type { ScreenDataContext } from '../../app/screen-data.ts';
import { masterDataQuery, nacrtQuery, radniNalogQuery } from './api.ts';

/** The work order's three reads (master data, the order, what the device holds), side by side (see SCREEN_DATA). */
export async function prefetchRadniNalog({ queryClient, params }: ScreenDataContext): Promise<void> {
  const procenaId = Number(params.procenaId);
  const silent = <T extends { meta?: object }>(query: T) => ({ ...query, meta: { ...query.meta, isSilent: true } });
  await Promise.all([
    queryClient.prefetchQuery(silent(masterDataQuery())),
    queryClient.prefetchQuery(silent(radniNalogQuery(procenaId))),
    queryClient.prefetchQuery(silent(nacrtQuery(procenaId))),
  ]);
}
