import { useSearchParams } from 'react-router';
import { List, Map as MapIcon } from 'lucide-react';
import { TabsList, TabsTrigger } from '@rp/ui';

export type ListMapView = 'lista' | 'mapa';

/**
 * A list screen's view, the table or the map, kept in the address (`?prikaz=mapa`; the table leaves the address
 * plain) so a reload or a shared link opens the same view. The other search parameters (the filter) stay.
 */
export function useListMapView(): { view: ListMapView; setView: (view: string) => void } {
  const [params, setParams] = useSearchParams();
  const view: ListMapView = params.get('prikaz') === 'mapa' ? 'mapa' : 'lista';
  const setView = (next: string) => {
    const changed = new URLSearchParams(params);
    if (next === 'mapa') changed.set('prikaz', 'mapa');
    else changed.delete('prikaz');
    setParams(changed, { replace: true });
  };
  return { view, setView };
}

export interface ListMapTabsListProps {
  listLabel: string;
  mapLabel: string;
  /** The tab list's own name, where the page has several. */
  label?: string;
  className?: string;
  /** Each tab's classes (e.g. `flex-1` for tabs that share a phone's width). */
  triggerClassName?: string;
}

/** The two tabs of a list screen's views (inside the page's Tabs, values 'lista' and 'mapa'). */
export function ListMapTabsList({ listLabel, mapLabel, label, className, triggerClassName }: ListMapTabsListProps) {
  return (
    <TabsList aria-label={label} className={className}>
      <TabsTrigger value="lista" className={triggerClassName}>
        <List aria-hidden className="size-4" />
        {listLabel}
      </TabsTrigger>
      <TabsTrigger value="mapa" className={triggerClassName}>
        <MapIcon aria-hidden className="size-4" />
        {mapLabel}
      </TabsTrigger>
    </TabsList>
  );
}
