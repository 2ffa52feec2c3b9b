import { useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map-panel.css';
import { Crosshair, MapPinOff } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { browserGeocodeTransport, type GeocodeResult, type GeocodeTransport } from '../../lib/geocoder.ts';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, GEOCODE_ZOOM, NOT_FOUND_MESSAGE } from '../../lib/map-rules.ts';
import { Button } from '../button.tsx';
import { useUiLabels } from '../ui-labels.tsx';
import { MapSearchBox, useAddressSearch } from './map-search.tsx';

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
  const latest = useRef({ onValueChange, isReadOnly, markerLabel: text.marker });
  latest.current = { onValueChange, isReadOnly, markerLabel: text.marker };
  const transport = useMemo(
    () => givenTransport ?? (geocoderUrl ? browserGeocodeTransport(geocoderUrl) : null),
    [givenTransport, geocoderUrl],
  );
  const addressSearch = useAddressSearch(transport, text);

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

  const place = (result: GeocodeResult) => {
    addressSearch.clearResults();
    onValueChange({ latitude: round(result.y), longitude: round(result.x) });
    // No zoom animation: a picker closed mid-flight (a form left at once) would leave Leaflet animating a removed map.
    mapRef.current?.setView([result.y, result.x], GEOCODE_ZOOM, { animate: false });
  };

  /** The form's own address looked up, its first result placed at once. */
  const findAddress = async () => {
    const [first] = await addressSearch.search(address, { list: false });
    if (first) place(first);
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
              disabled={address.trim() === '' || addressSearch.isSearching}
              isLoading={addressSearch.isSearching}
              onClick={() => void findAddress()}
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
          <MapSearchBox
            search={addressSearch}
            label={text.search}
            placeholder={text.searchPlaceholder}
            onChoose={place}
            className="sm:w-72"
          />
        ) : null}
      </div>
      {!isReadOnly ? <p className="text-xs text-muted-foreground">{text.hint}</p> : null}
    </div>
  );
}

export { LocationPicker };
export type { LocationPickerProps, LocationPickerLabels, GeoPoint };
