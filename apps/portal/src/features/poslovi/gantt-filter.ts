import { GANTT_PATHS } from '@rp/contract';
import type { FirstGet } from '../../app/first-gets.ts';
import type { GanttFilter } from './api.ts';

const DATUM = /^\d{4}-\d{2}-\d{2}$/;

/** The filter the URL of /index/smartchart holds: aktivan (1/0), prvi and drugi (days), prioritet (0 = all). */
export function readFilter(params: URLSearchParams): GanttFilter {
  const filter: GanttFilter = {};
  const aktivan = params.get('aktivan');
  if (aktivan === '1' || aktivan === '0') filter.aktivan = aktivan === '1';
  const prvi = params.get('prvi');
  const drugi = params.get('drugi');
  if (prvi && DATUM.test(prvi)) filter.prvi = prvi;
  if (drugi && DATUM.test(drugi)) filter.drugi = drugi;
  const prioritet = Number(params.get('prioritet'));
  if ([1, 2, 3].includes(prioritet)) filter.prioritet = prioritet;
  return filter;
}

export function writeFilter(filter: GanttFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.aktivan !== undefined) params.set('aktivan', filter.aktivan ? '1' : '0');
  if (filter.prvi) params.set('prvi', filter.prvi);
  if (filter.drugi) params.set('drugi', filter.drugi);
  if (filter.prioritet) params.set('prioritet', String(filter.prioritet));
  return params;
}

export function hasFilter(filter: GanttFilter): boolean {
  return filter.aktivan !== undefined || !!filter.prvi || !!filter.drugi || !!filter.prioritet;
}

/** GET gantt/get, or gantt/filter/ when a filter is set: the request of the plan (api.ts ganttQuery). */
export function ganttRequest(filter: GanttFilter): FirstGet {
  if (!hasFilter(filter)) return { path: GANTT_PATHS.get };
  return {
    path: GANTT_PATHS.filter,
    query: {
      ...(filter.aktivan !== undefined && { aktivan: filter.aktivan }),
      ...(filter.prvi && { prvi: filter.prvi }),
      ...(filter.drugi && { drugi: filter.drugi }),
      ...(filter.prioritet !== undefined && { prioritet: filter.prioritet }),
    },
  };
}

/** The plan with the address's filter: what the boot starts for /index/smartchart (first-gets.ts). */
export function smartchartFirstGets(url: URL): FirstGet[] {
  return [ganttRequest(readFilter(url.searchParams))];
}
