import { useMemo } from 'react';
import type { MapItem } from '@rp/ui';
import type { Klijent, TipKlijenta } from '@rp/contract';
import { RecordsMap } from '../../lib/records-map.tsx';

const TIP_COLOR: Record<TipKlijenta, string> = { 1: '#0f766e', 2: '#1d4ed8', 3: '#b45309' };

/** The loaded rows on the map; rows without coordinates are located by their address (part 1 §5) when a geocoder is set. */
export function KlijentiMap({ klijenti, onOpen }: { klijenti: Klijent[]; onOpen: (id: number) => void }) {
  const items = useMemo<MapItem[]>(
    () =>
      klijenti.map((klijent) => ({
        id: klijent.id,
        naziv: klijent.naziv,
        latitude: klijent.latitude,
        longitude: klijent.longitude,
        drzava: klijent.drzavaNaziv,
        opstina: klijent.opstinaNaziv,
        grad: klijent.gradNaziv,
        adresa: klijent.adresa,
        color: TIP_COLOR[klijent.tip],
      })),
    [klijenti],
  );
  return <RecordsMap items={items} onOpen={onOpen} className="h-[calc(100dvh-var(--spacing-header)-12rem)] min-h-80" />;
}
