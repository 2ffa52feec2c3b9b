import { useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import './map-panel.css';
import { cn } from '../../lib/cn.ts';
import { formatDistance, formatEuro } from '../../lib/format.ts';
import { browserGeocodeTransport, searchAddress, type GeocodeResult } from '../../lib/geocoder.ts';
import {
  DEFAULT_COUNTRY,
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  GEOCODE_ZOOM,
  NOT_FOUND_MESSAGE,
  buildGeocodeAddress,
  clusterIconSize,
  distanceInMeters,
  hasUsableCoordinates,
  type AddressParts,
} from '../../lib/map-rules.ts';
import { useUiLabels } from '../ui-labels.tsx';
import { MapSearchBox, useAddressSearch } from './map-search.tsx';

interface MapItem extends AddressParts {
  id: string | number;
  naziv: string;
  latitude?: number | null;
  longitude?: number | null;
  /** Marker colour (any CSS colour). */
  color?: string;
  /** Price per m² in EUR. */
  jedinicnaCena?: number | null;
  order?: number;
}

interface MapCircle {
  id: string | number;
  center: [number, number];
  /** Metres. */
  radius: number;
  color?: string;
}

interface MapPanelLabels {
  search: string;
  searchPlaceholder: string;
  notFound: string;
  /** Shown when the geocoder cannot be reached or fails (its own error text is for developers). */
  searchFailed: string;
  unitPrice: string;
  distance: string;
  map: string;
}

const defaultLabels: MapPanelLabels = {
  search: 'Pretraga adrese',
  searchPlaceholder: 'search for address ...',
  notFound: NOT_FOUND_MESSAGE,
  searchFailed: 'Pretraga adrese trenutno nije dostupna.',
  unitPrice: 'Cena po m²',
  distance: 'Udaljenost',
  map: 'Mapa',
};

interface MapPanelProps extends Omit<ComponentProps<'div'>, 'children'> {
  items: MapItem[];
  center?: [number, number];
  zoom?: number;
  /** Tile URL template ({z}/{x}/{y}); '' shows no tiles. A setting (TILE_URL). */
  tileUrl: string;
  tileAttribution?: string;
  /** Geocoder search URL (GEOCODER_URL); without it there is no search box and no geocoding. */
  geocoderUrl?: string;
  hasSearch?: boolean;
  /** Locate items without coordinates from their address. */
  isGeocodingMissing?: boolean;
  /** Pause between geocoding requests (the public geocoders allow about one per second). */
  geocodeDelayMs?: number;
  defaultCountry?: string;
  /** Frame the positioned items each time `items` changes (a list's map) instead of keeping `center` and `zoom`. */
  fitToItems?: boolean;
  /** The point distances are measured from (e.g. the valuation subject); else the last search result. */
  origin?: [number, number];
  circles?: MapCircle[];
  /**
   * The pin of a chosen point (a search result or a click), controlled: null shows none. Without it the pin follows
   * the last search result the user chose.
   */
  point?: [number, number] | null;
  /** Each marker shows its price per m² (`jedinicnaCena`) as a label beside the pin. */
  isPriceShown?: boolean;
  /** A click on the map (not on a marker or a cluster), with its latitude and longitude. */
  onMapClick?: (point: [number, number]) => void;
  locale?: string;
  onItemClick?: (item: MapItem) => void;
  onSearchResult?: (result: GeocodeResult) => void;
  /** Called once markers are clustered, with the time it took. */
  onClustered?: (info: { count: number; ms: number }) => void;
  labels?: Partial<MapPanelLabels>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function markerIcon(color: string): L.DivIcon {
  return L.divIcon({
    className: 'rp-map-marker',
    iconSize: [22, 30],
    iconAnchor: [11, 29],
    popupAnchor: [0, -26],
    html: `<svg width="22" height="30" viewBox="0 0 22 30" aria-hidden="true"><path d="M11 29s9-9.6 9-17A9 9 0 0 0 2 12c0 7.4 9 17 9 17z" fill="${escapeHtml(color)}" stroke="white" stroke-width="1.5"/><circle cx="11" cy="12" r="3.2" fill="white"/></svg>`,
  });
}

/** A pin with its price per m² on a label beside it (the list's map shows every match's price at a glance). */
function priceMarkerIcon(color: string, label: string): L.DivIcon {
  const safeColor = escapeHtml(color);
  return L.divIcon({
    className: 'rp-map-marker rp-map-price-marker',
    iconSize: [22, 30],
    iconAnchor: [11, 29],
    popupAnchor: [0, -26],
    html: `<svg width="22" height="30" viewBox="0 0 22 30" aria-hidden="true"><path d="M11 29s9-9.6 9-17A9 9 0 0 0 2 12c0 7.4 9 17 9 17z" fill="${safeColor}" stroke="white" stroke-width="1.5"/><circle cx="11" cy="12" r="3.2" fill="white"/></svg><span class="rp-map-price" style="border-color:${safeColor}">${escapeHtml(label)}</span>`,
  });
}

let clusterModule: Promise<unknown> | undefined;

/** markercluster extends the global `L`, so Leaflet must be on window before it loads. */
function loadMarkerCluster(): Promise<unknown> {
  (window as unknown as { L: typeof L }).L = L;
  clusterModule ??= import('leaflet.markercluster');
  return clusterModule;
}

/**
 * Starts loading the clustering code before any map is drawn. A screen whose map shows at once calls it when its
 * own code loads, so the code arrives while the screen waits for its data rather than after the map has its items.
 */
export function preloadMapClusters(): void {
  void loadMarkerCluster();
}

/** Leaflet map with coloured, clustered markers, an address search and radius circles. */
function MapPanel({
  items,
  center = DEFAULT_MAP_CENTER,
  zoom = DEFAULT_MAP_ZOOM,
  tileUrl,
  tileAttribution,
  geocoderUrl,
  hasSearch = true,
  isGeocodingMissing = true,
  geocodeDelayMs = 1000,
  defaultCountry = DEFAULT_COUNTRY,
  fitToItems = false,
  origin,
  circles = [],
  point,
  isPriceShown = false,
  locale = 'sr-Latn-RS',
  onMapClick,
  onItemClick,
  onSearchResult,
  onClustered,
  labels,
  className,
  ...props
}: MapPanelProps) {
  const text = useUiLabels('mapPanel', defaultLabels, labels);
  const containerRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // Start loading the clustering code with the first render, not after the map and its items are ready.
  useEffect(() => {
    void loadMarkerCluster();
  }, []);
  const mapRef = useRef<L.Map | null>(null);
  const [isMapReady, setIsMapReady] = useState(false);
  const [geocoded, setGeocoded] = useState<ReadonlyMap<MapItem['id'], [number, number]>>(new Map());
  const [searchPoint, setSearchPoint] = useState<[number, number] | null>(null);
  // The items last framed: a geocoded item or a new origin must not move a map the user may have panned.
  const framedItems = useRef<MapItem[] | null>(null);
  const framedCircles = useRef('');
  const hasCircles = circles.length > 0;
  const latest = useRef({ onItemClick, onClustered, onMapClick, text, locale, hasCircles });
  latest.current = { onItemClick, onClustered, onMapClick, text, locale, hasCircles };
  const transport = useMemo(() => (geocoderUrl ? browserGeocodeTransport(geocoderUrl) : null), [geocoderUrl]);
  const addressSearch = useAddressSearch(transport, text);
  const pin = point === undefined ? searchPoint : point;
  const originPoint = origin ?? pin ?? undefined;
  const [originLat, originLon] = originPoint ?? [];
  // By value: a host that passes a new array with the same point must not rebuild every marker.
  const distanceOrigin = useMemo<[number, number] | undefined>(
    () => (originLat === undefined || originLon === undefined ? undefined : [originLat, originLon]),
    [originLat, originLon],
  );
  // Circles compared by value: a host that builds a new array each render must not reframe the map.
  const circlesKey = circles.map((circle) => `${circle.center[0]},${circle.center[1]},${circle.radius}`).join(';');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, {
      center,
      zoom,
      maxZoom: 19,
      zoomControl: true,
      attributionControl: Boolean(tileAttribution),
    });
    if (tileUrl) L.tileLayer(tileUrl, { attribution: tileAttribution, maxZoom: 19 }).addTo(map);
    // Clicks on markers and clusters do not reach the map; only a click on the map itself is a chosen point.
    map.on('click', (event: L.LeafletMouseEvent) => latest.current.onMapClick?.([event.latlng.lat, event.latlng.lng]));
    mapRef.current = map;
    setIsMapReady(true);
    // Keep the map sized to its box (the layout may change after mount), debounced 50 ms.
    let timer: number | undefined;
    const observer = new ResizeObserver(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => map.invalidateSize(), 50);
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      // Leaflet 1.9's zoom animation ends on a timer that remove() leaves running (it then reads the removed panes);
      // marked as ended, that timer does nothing.
      (map as unknown as { _animatingZoom: boolean })._animatingZoom = false;
      map.remove();
      mapRef.current = null;
      setIsMapReady(false);
    };
    // The map is built once; centre and zoom changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl, tileAttribution]);

  useEffect(() => {
    mapRef.current?.setView(center, zoom);
    // Compare by value: a new array with the same point must not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [center[0], center[1], zoom]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !isMapReady) return;
    let isCurrent = true;
    let group: L.MarkerClusterGroup | undefined;
    const root = rootRef.current;
    root?.setAttribute('data-state', 'clustering');
    const started = performance.now();
    const positioned = items
      .map((item) => {
        const position: [number, number] | undefined = hasUsableCoordinates(item)
          ? [item.latitude!, item.longitude!]
          : geocoded.get(item.id);
        return position ? { item, position } : null;
      })
      .filter((entry) => entry !== null);
    // With circles (a radius search) the circles are framed instead: the matches lie inside them.
    if (fitToItems && !latest.current.hasCircles && framedItems.current !== items && positioned.length > 0) {
      framedItems.current = items;
      map.fitBounds(L.latLngBounds(positioned.map(({ position }) => position)), {
        padding: [32, 32],
        maxZoom: DEFAULT_MAP_ZOOM,
      });
    }

    void loadMarkerCluster().then(() => {
      if (!isCurrent) return;
      const icons = new Map<string, L.DivIcon>();
      const { locale: loc } = latest.current;
      const finish = () => {
        const ms = performance.now() - started;
        root?.setAttribute('data-state', 'ready');
        root?.setAttribute('data-cluster-ms', ms.toFixed(1));
        root?.setAttribute('data-marker-count', String(positioned.length));
        latest.current.onClustered?.({ count: positioned.length, ms });
      };
      group = L.markerClusterGroup({
        maxClusterRadius: 80,
        chunkedLoading: true,
        chunkInterval: 200,
        chunkDelay: 50,
        animate: true,
        spiderfyOnMaxZoom: true,
        showCoverageOnHover: false,
        iconCreateFunction: (cluster) => {
          const count = cluster.getChildCount();
          return L.divIcon({
            html: `<div><span>${count}</span></div>`,
            className: `marker-cluster marker-cluster-${clusterIconSize(count)}`,
            iconSize: L.point(40, 40),
          });
        },
        chunkProgress: (processed, total) => {
          if (processed >= total && isCurrent) finish();
        },
      });
      // One popup and one click handler for the group (a marker's events reach it) instead of two per marker.
      const entries = new WeakMap<L.Layer, { item: MapItem; position: [number, number] }>();
      group.bindPopup((layer) => {
        const entry = entries.get(layer);
        return entry ? popupHtml(entry.item, entry.position) : '';
      });
      group.on('click', (event: L.LeafletEvent & { layer?: L.Layer }) => {
        const entry = event.layer && entries.get(event.layer);
        if (entry) latest.current.onItemClick?.(entry.item);
      });
      const markers = positioned.map(({ item, position }) => {
        const color = item.color ?? '#0f766e';
        // A price per m², not a price: '3.327 €/m²' in either language, as the lists write it.
        const label =
          isPriceShown && typeof item.jedinicnaCena === 'number' ? `${formatEuro(item.jedinicnaCena, 0, loc)}/m²` : '';
        const iconKey = `${color}|${label}`;
        let icon = icons.get(iconKey);
        if (!icon) {
          icon = label ? priceMarkerIcon(color, label) : markerIcon(color);
          icons.set(iconKey, icon);
        }
        const marker = L.marker(position, { icon, title: item.naziv, alt: item.naziv, keyboard: true });
        entries.set(marker, { item, position });
        return marker;
      });
      // On the map first: markers added to a group off the map queue up, each checked against the whole queue
      // (quadratic: ~10-15 ms of 5,000); on the map they are clustered as they come.
      map.addLayer(group);
      group.addLayers(markers);
      if (markers.length === 0) finish();
    });

    const popupHtml = (item: MapItem, position: [number, number]) => {
      const { text: t, locale: loc } = latest.current;
      const address = [item.adresa, typeof item.grad === 'string' ? item.grad : item.grad?.naziv]
        .filter((part) => part && part.toLowerCase() !== 'nebitna')
        .join(', ');
      const rows = [
        `<strong>${escapeHtml(item.naziv)}</strong>`,
        address ? `<span>${escapeHtml(address)}</span>` : '',
        typeof item.jedinicnaCena === 'number'
          ? `<span>${escapeHtml(t.unitPrice)}: ${escapeHtml(formatEuro(item.jedinicnaCena, 0, loc))}</span>`
          : '',
        distanceOrigin
          ? `<span>${escapeHtml(t.distance)}: ${escapeHtml(formatDistance(distanceInMeters(distanceOrigin, position), loc))}</span>`
          : '',
      ];
      return `<div class="grid gap-0.5">${rows.filter(Boolean).join('')}</div>`;
    };

    return () => {
      isCurrent = false;
      if (group) map.removeLayer(group);
    };
  }, [items, geocoded, isMapReady, distanceOrigin, fitToItems, isPriceShown]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !isMapReady) return;
    const layers = circles.map((circle) =>
      L.circle(circle.center, {
        radius: circle.radius,
        color: circle.color ?? '#0f766e',
        weight: 1.5,
        fillOpacity: 0.08,
      }).addTo(map),
    );
    if (fitToItems && layers.length > 0 && framedCircles.current !== circlesKey) {
      framedCircles.current = circlesKey;
      const bounds = layers.reduce((all, layer) => all.extend(layer.getBounds()), layers[0]!.getBounds());
      map.fitBounds(bounds, { padding: [24, 24] });
    }
    if (layers.length === 0) framedCircles.current = '';
    return () => layers.forEach((layer) => layer.remove());
    // Compared by value (circlesKey): a new array with the same circles draws nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [circlesKey, isMapReady, fitToItems]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !isMapReady || !pin) return;
    const marker = L.circleMarker(pin, {
      radius: 7,
      color: '#1d4ed8',
      weight: 2,
      fillOpacity: 0.6,
      interactive: false,
    }).addTo(map);
    return () => {
      marker.remove();
    };
    // Compared by value: a new array with the same point keeps its pin.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pin?.[0], pin?.[1], isMapReady]);

  useEffect(() => {
    if (!transport || !isGeocodingMissing) return;
    const missing = items.filter((item) => !hasUsableCoordinates(item) && !geocoded.has(item.id));
    if (missing.length === 0) return;
    let isCurrent = true;
    void (async () => {
      for (const [index, item] of missing.entries()) {
        if (!isCurrent) return;
        if (index > 0) await new Promise((resolve) => window.setTimeout(resolve, geocodeDelayMs));
        try {
          const [first] = await searchAddress(buildGeocodeAddress(item, defaultCountry), transport);
          if (first && isCurrent) setGeocoded((current) => new Map(current).set(item.id, [first.y, first.x]));
        } catch {
          // An address the geocoder cannot read leaves the item off the map, as before.
        }
      }
    })();
    return () => {
      isCurrent = false;
    };
    // Only the items drive geocoding; adding results to `geocoded` must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, transport, isGeocodingMissing, defaultCountry, geocodeDelayMs]);

  const choose = (result: GeocodeResult) => {
    addressSearch.clearResults();
    addressSearch.setQuery(result.label);
    setSearchPoint([result.y, result.x]);
    mapRef.current?.setView([result.y, result.x], GEOCODE_ZOOM);
    onSearchResult?.(result);
  };

  return (
    <div
      ref={rootRef}
      data-slot="map-panel"
      data-state="loading"
      className={cn('rp-map relative isolate h-[28rem] overflow-hidden rounded-lg border border-border', className)}
      {...props}
    >
      <div ref={containerRef} role="region" aria-label={text.map} className="absolute inset-0 z-0" />
      {hasSearch && transport ? (
        <MapSearchBox
          search={addressSearch}
          label={text.search}
          placeholder={text.searchPlaceholder}
          onChoose={choose}
          className="sm:w-80"
        />
      ) : null}
    </div>
  );
}

export { MapPanel };
export type { MapPanelProps, MapPanelLabels, MapItem, MapCircle };
