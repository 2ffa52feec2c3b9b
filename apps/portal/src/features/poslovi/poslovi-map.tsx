import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MapPanel, type MapItem } from '@rp/ui';
import type { Posao } from '@rp/contract';
import { useLocales } from '../../lib/use-locales.ts';
import { clientConfigQuery } from '../session/api.ts';

/** Map refresh after the rows change (part 1 §9). */
const MAP_GEOCODE_DELAY_MS = 1000;

/** Marker colour by priority: 1 high, 2 normal, 3 low. */
const PRIORITET_COLOR: Record<number, string> = { 1: '#b91c1c', 2: '#1d4ed8', 3: '#64748b' };

/** The jobs' places (their clients' places) on the map; a job without a client's address stays off it. */
export function PosloviMap({ poslovi, onOpen }: { poslovi: Posao[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const config = useQuery(clientConfigQuery());
  const locale = useLocales().intl;
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
      className="h-[calc(100dvh-17rem)] min-h-80"
      labels={{
        map: t('posloviList.view.map'),
        search: t('posloviList.map.search'),
        searchPlaceholder: t('posloviList.map.searchPlaceholder'),
        notFound: t('posloviList.map.notFound'),
        searchFailed: t('posloviList.map.searchFailed'),
      }}
    />
  );
}
