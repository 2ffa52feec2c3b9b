import { useMemo } from 'react';
import type { MapItem } from '@rp/ui';
import type { Posao } from '@rp/contract';
import { RecordsMap } from '../../lib/records-map.tsx';

/** Marker colour by priority: 1 high, 2 normal, 3 low. */
const PRIORITET_COLOR: Record<number, string> = { 1: '#b91c1c', 2: '#1d4ed8', 3: '#64748b' };

/** The jobs' places (their clients' places) on the map; a job without a client's address stays off it. */
export function PosloviMap({ poslovi, onOpen }: { poslovi: Posao[]; onOpen: (id: number) => void }) {
  const items = useMemo<MapItem[]>(
    () =>
      poslovi
        .filter((posao) => (posao.Latitude !== null && posao.Longitude !== null) || posao.Adresa !== '')
        .map((posao) => ({
          id: posao.Id,
          naziv: posao.KlijentNaziv ? `${posao.Naziv} – ${posao.KlijentNaziv}` : posao.Naziv,
          latitude: posao.Latitude,
          longitude: posao.Longitude,
          adresa: posao.Adresa,
          color: PRIORITET_COLOR[posao.Prioritet],
        })),
    [poslovi],
  );
  return <RecordsMap items={items} onOpen={onOpen} className="h-[calc(100dvh-var(--spacing-header)-14rem)] min-h-80" />;
}
