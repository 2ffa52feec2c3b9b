import { useQuery } from '@tanstack/react-query';
import { MapPanel, type MapItem } from '@rp/ui';
import { clientConfigQuery } from '../features/session/api.ts';
import { useLocales } from './use-locales.ts';

/** Map refresh after the rows change (part 1 §9). */
const MAP_GEOCODE_DELAY_MS = 1000;

export interface RecordsMapProps {
  items: MapItem[];
  /** A marker's record opened (its id). */
  onOpen: (id: number) => void;
  className?: string;
}

/**
 * A list's records on the map (the clients', the jobs'): the portal's tile and geocoder settings, rows without
 * coordinates located by their address (part 1 §5) when a geocoder is set, and the map's texts of the spec (the
 * address search, 'Sorry, that address could not be found.') from the design system's labels.
 */
export function RecordsMap({ items, onOpen, className }: RecordsMapProps) {
  const config = useQuery(clientConfigQuery());
  const locale = useLocales().intl;
  if (!config.data) return null;
  return (
    <MapPanel
      items={items}
      tileUrl={config.data.tileUrl}
      geocoderUrl={config.data.geocoderUrl || undefined}
      geocodeDelayMs={MAP_GEOCODE_DELAY_MS}
      locale={locale}
      fitToItems
      onItemClick={(item) => onOpen(Number(item.id))}
      className={className}
    />
  );
}
