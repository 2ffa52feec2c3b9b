import { PROCENE_LIMIT, PROCENE_PATHS, type ProcenaListQuery } from '@rp/contract';
import type { FirstGet } from '../../app/first-gets.ts';
import { getSession } from '../../lib/session-store.ts';
import { filterFromParams, queryFromFilter, type ProceneFilter } from './filters.ts';
import { isPhoneViewport, ownInspectionsDefault } from '../../lib/use-is-phone.ts';

type QueryValue = string | number | readonly (string | number)[] | undefined;

/** The query of one page of GET procene, as the API client sends it (arrays repeat their key). */
export function proceneListParams(filter: ProceneFilter, offset: number, limit: number): Record<string, QueryValue> {
  const query: ProcenaListQuery = { ...queryFromFilter(filter), offset, limit };
  return query as Record<string, QueryValue>;
}

/** The list's filter when it is opened at this address: the address's, with the phone's own-inspections default. */
export function proceneFilterAt(url: URL): ProceneFilter {
  const ownInspections = ownInspectionsDefault(getSession()?.id, isPhoneViewport());
  return filterFromParams(url.searchParams, { ownInspections });
}

/** The list's first page: what the boot starts for /index/procene/list (first-gets.ts). */
export function proceneFirstGets(url: URL): FirstGet[] {
  return [{ path: PROCENE_PATHS.list, query: proceneListParams(proceneFilterAt(url), 0, PROCENE_LIMIT) }];
}
