import { useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map-panel.css';
import { Crosshair, MapPinOff, Search } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import {
  browserGeocodeTransport,
  searchAddress,
  type GeocodeResult,
  type GeocodeTransport,
} from '../../lib/geocoder.ts';
import {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  GEOCODE_ZOOM,
  NOT_FOUND_MESSAGE,
  SEARCH_MESSAGE_MS,
} from '../../lib/map-rules.ts';
import { Button } from '../button.tsx';
import { Input } from '../input.tsx';
import { useUiLabels } from '../ui-labels.tsx';

interface GeoPoint {
  latitude: number;
  longitude: number;
}

interface LocationPickerLabels {
  map: string;
  search: string;
  searchPlaceholder: string;
  /** The button that looks up the address built from the form (`address`). */
  findAddress: string;
  clear: string;
  notFound: string;
  /** Shown when the geocoder cannot be reached or fails (its own error text is for developers). */
  searchFailed: string;
  hint: string;
  marker: string;
}

const defaultLabels: LocationPickerLabels = {
  map: 'Mapa lokacije',
  search: 'Pretraga adrese',
  searchPlaceholder: 'search for address ...',
  findAddress: 'Pronađi adresu',
  clear: 'Ukloni oznaku',
  notFound: NOT_FOUND_MESSAGE,
  searchFailed: 'Pretraga adrese trenutno nije dostupna.',
  hint: 'Kliknite na mapu da postavite oznaku, prevucite je da je pomerite.',
  marker: 'Lokacija',
};

interface LocationPickerProps extends Omit<ComponentProps<'div'>, 'children' | 'onChange'> {
  /** The chosen point; null = none yet. */
  value: GeoPoint | null;
  onValueChange: (point: GeoPoint | null) => void;
  /** Tile URL template ({z}/{x}/{y}); '' shows no tiles. A setting (TILE_URL). */
  tileUrl: string;
  tileAttribution?: string;
  /** Geocoder search URL (GEOCODER_URL); without it (and without `transport`) there is no address search. */
  geocoderUrl?: string;
  /** Replaces the browser transport (tests, stories). */
  transport?: GeocodeTransport;
  /** The address of the record, built by the caller (buildGeocodeAddress): what "find address" looks up. */
  address?: string;
  /** Where the map opens when there is no point. */
  center?: [number, number];
  zoom?: number;
  isReadOnly?: boolean;
  labels?: Partial<LocationPickerLabels>;
}

/** Coordinates to about 10 cm: what a click or a drag can mean. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

function pinIcon(): L.DivIcon {
  return L.divIcon({
    className: 'rp-map-marker',
    iconSize: [26, 36],
    iconAnchor: [13, 35],
    html: '<svg width="26" height="36" viewBox="0 0 22 30" aria-hidden="true"><path d="M11 29s9-9.6 9-17A9 9 0 0 0 2 12c0 7.4 9 17 9 17z" fill="#1d4ed8" stroke="white" stroke-width="1.5"/><circle cx="11" cy="12" r="3.2" fill="white"/></svg>',
  });
}

/** A map to place one point by a click, move it by dragging, or find it by address (the property's location). */
function LocationPicker({
  value,
  onValueChange,
  tileUrl,
  tileAttribution,
  geocoderUrl,
  transport: givenTransport,
  address = '',
  center = DEFAULT_MAP_CENTER,
  zoom = DEFAULT_MAP_ZOOM,
  isReadOnly = false,
  labels,
  className,
  ...props
}: LocationPickerProps) {
  const text = useUiLabels('locationPicker', defaultLabels, labels);
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  // Bumped each time a map is built (a new tile URL rebuilds it): the marker is then added to the new map.
  const [mapVersion, setMapVersion] = useState(0);
  const isMapReady = mapVersion > 0;
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GeocodeResult[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [isSearching, setIsSearching] = useState(false);
  const latest = useRef({ onValueChange, isReadOnly, markerLabel: text.marker });
  latest.current = { onValueChange, isReadOnly, markerLabel: text.marker };
  const transport = useMemo(
    () => givenTransport ?? (geocoderUrl ? browserGeocodeTransport(geocoderUrl) : null),
    [givenTransport, geocoderUrl],
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const start: [number, number] = value ? [value.latitude, value.longitude] : center;
    const map = L.map(container, {
      center: start,
      zoom,
      maxZoom: 19,
      attributionControl: Boolean(tileAttribution),
    });
    if (tileUrl) L.tileLayer(tileUrl, { attribution: tileAttribution, maxZoom: 19 }).addTo(map);
    map.on('click', (event: L.LeafletMouseEvent) => {
      if (latest.current.isReadOnly) return;
      latest.current.onValueChange({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) });
    });
    mapRef.current = map;
    setMapVersion((version) => version + 1);
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
      markerRef.current = null;
    };
    // The map is built once; the point and the centre are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl, tileAttribution]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!value) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const position: [number, number] = [value.latitude, value.longitude];
    let marker = markerRef.current;
    if (!marker) {
      marker = L.marker(position, {
        icon: pinIcon(),
        draggable: !isReadOnly,
        keyboard: true,
        title: latest.current.markerLabel,
        alt: latest.current.markerLabel,
        autoPan: true,
      });
      marker.on('dragend', () => {
        const moved = marker!.getLatLng();
        latest.current.onValueChange({ latitude: round(moved.lat), longitude: round(moved.lng) });
      });
      marker.addTo(map);
      markerRef.current = marker;
    } else marker.setLatLng(position);
    // A point set from outside (typed, found) that is off screen is brought into view.
    if (!map.getBounds().contains(position)) map.panTo(position);
    // Compared by value: the same point in a new object must not move anything.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value?.latitude, value?.longitude, mapVersion]);

  const hasPoint = value !== null;
  useEffect(() => {
    const marker = markerRef.current;
    if (!marker?.dragging) return;
    if (isReadOnly) marker.dragging.disable();
    else marker.dragging.enable();
  }, [isReadOnly, hasPoint]);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), SEARCH_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const place = (result: GeocodeResult) => {
    setResults([]);
    onValueChange({ latitude: round(result.y), longitude: round(result.x) });
    // No zoom animation: a picker closed mid-flight (a form left at once) would leave Leaflet animating a removed map.
    mapRef.current?.setView([result.y, result.x], GEOCODE_ZOOM, { animate: false });
  };

  /** Looks `term` up; with `placeFirst` the first result is placed at once (the form's own address). */
  const search = async (term: string, placeFirst: boolean) => {
    if (!transport || !term.trim()) return;
    setResults([]);
    setMessage(null);
    setIsSearching(true);
    try {
      const found = await searchAddress(term, transport);
      if (found.length === 0) setMessage(text.notFound);
      else if (placeFirst) place(found[0]!);
      else setResults(found);
    } catch {
      setMessage(text.searchFailed);
    } finally {
      setIsSearching(false);
    }
  };

  return (
    <div data-slot="location-picker" className={cn('flex flex-col gap-2', className)} {...props}>
      {transport || value ? (
        <div className="flex flex-wrap items-center gap-2">
          {transport && !isReadOnly ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={address.trim() === '' || isSearching}
              isLoading={isSearching}
              onClick={() => void search(address, true)}
            >
              <Crosshair aria-hidden="true" />
              {text.findAddress}
            </Button>
          ) : null}
          {value && !isReadOnly ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onValueChange(null)}>
              <MapPinOff aria-hidden="true" />
              {text.clear}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div
        data-state={isMapReady ? 'ready' : 'loading'}
        className="rp-map relative isolate h-72 overflow-hidden rounded-lg border border-border sm:h-80"
      >
        <div
          ref={containerRef}
          role="region"
          aria-label={text.map}
          className={cn('absolute inset-0 z-0', !isReadOnly && 'cursor-crosshair')}
        />
        {transport && !isReadOnly ? (
          <div className="absolute top-2 right-2 left-14 z-[1000] sm:left-auto sm:w-72">
            {/* A div, not a form: the picker usually sits inside the record's form, and forms do not nest. */}
            <div role="search" className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                type="search"
                aria-label={text.search}
                placeholder={text.searchPlaceholder}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  void search(query, false);
                }}
                className="bg-card pl-8 shadow-md"
              />
            </div>
            {results.length > 0 || message ? (
              <ul
                data-slot="map-search-results"
                aria-label={text.search}
                className="mt-1 max-h-60 overflow-y-auto rounded-md border border-border bg-card p-1 text-sm shadow-md"
              >
                {message ? (
                  <li className="px-2 py-1.5 text-muted-foreground">
                    <span role="status">{message}</span>
                  </li>
                ) : null}
                {results.map((result) => (
                  <li key={`${result.x},${result.y},${result.label}`}>
                    <button
                      type="button"
                      onClick={() => place(result)}
                      className="w-full cursor-pointer rounded-sm px-2 py-1.5 text-left hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      {result.label}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      {!isReadOnly ? <p className="text-xs text-muted-foreground">{text.hint}</p> : null}
    </div>
  );
}

export { LocationPicker };
export type { LocationPickerProps, LocationPickerLabels, GeoPoint };
