import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MapPanel, type MapItem } from '@rp/ui';
import type { Klijent, TipKlijenta } from '@rp/contract';
import { useLocales } from '../../lib/use-locales.ts';
import { clientConfigQuery } from '../session/api.ts';

/** Map refresh after the rows change (part 1 §9). */
const MAP_GEOCODE_DELAY_MS = 1000;

const TIP_COLOR: Record<TipKlijenta, string> = { 1: '#0f766e', 2: '#1d4ed8', 3: '#b45309' };

/** The loaded rows on the map; rows without coordinates are located by their address (part 1 §5) when a geocoder is set. */
export function KlijentiMap({ klijenti, onOpen }: { klijenti: Klijent[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const config = useQuery(clientConfigQuery());
  const locale = useLocales().intl;
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
      className="h-[calc(100dvh-15rem)] min-h-80"
      labels={{
        map: t('klijenti.view.map'),
        search: t('klijenti.map.search'),
        searchPlaceholder: t('klijenti.map.searchPlaceholder'),
        notFound: t('klijenti.map.notFound'),
        searchFailed: t('klijenti.map.searchFailed'),
      }}
    />
  );
}
