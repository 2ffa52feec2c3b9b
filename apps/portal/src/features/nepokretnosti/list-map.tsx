import { useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import {
  Button,
  Input,
  Label,
  MapPanel,
  cn,
  formatNumber,
  preloadMapClusters,
  type MapCircle,
  type MapItem,
} from '@rp/ui';
import { RADIUS_MAX_M, RADIUS_MIN_M, tipOdVrste, type NepokretnostMapa } from '@rp/contract';
import { useLocales } from '../../lib/use-locales.ts';
import { clientConfigQuery } from '../session/api.ts';
import { vrstaName } from './list-columns.tsx';
import { clampRadius, type RadiusSearch } from './filters.ts';

// The register's map shows beside its rows at once: its clustering code loads with this screen's code, while the
// screen waits for its answers, not after they have arrived.
preloadMapClusters();

/** A typed radius is applied 500 ms after the last key (part 2 §9). */
const RADIUS_APPLY_MS = 500;
/** Marker colours by property group: residential, commercial, land and other. */
const GROUP_COLOR: Record<number, string> = { 81: '#0f766e', 82: '#1d4ed8', 83: '#b45309' };

interface ListMapProps {
  mapa: NepokretnostMapa | undefined;
  isLoading: boolean;
  radius: RadiusSearch | null;
  /** A click on the map or a found address: the centre of a radius search. */
  onCenterChange: (point: [number, number]) => void;
  onRadiusChange: (meters: number) => void;
  onRadiusClear: () => void;
  onOpen: (id: number) => void;
  className?: string;
}

/**
 * The search's matches on the map, clustered, each with its price per m²; the address search box; a click or a found
 * address centres a radius search whose circle is drawn and whose radius is edited here.
 */
export function ListMap({
  mapa,
  isLoading,
  radius,
  onCenterChange,
  onRadiusChange,
  onRadiusClear,
  onOpen,
  className,
}: ListMapProps) {
  const { t, i18n } = useTranslation();
  const config = useQuery(clientConfigQuery());
  const locale = useLocales().intl;
  const isEnglish = i18n.language !== 'sr';
  const items = useMemo<MapItem[]>(
    () =>
      (mapa?.itemList ?? []).map((item) => ({
        id: item.id,
        naziv: vrstaName(item.vrstaId, isEnglish, item.naziv),
        latitude: item.latitude,
        longitude: item.longitude,
        adresa: item.adresa,
        opstina: item.opstina,
        grad: item.grad,
        jedinicnaCena: item.jedinicnaCena,
        color: GROUP_COLOR[tipOdVrste(item.vrstaId)] ?? GROUP_COLOR[81],
      })),
    [mapa, isEnglish],
  );
  const lat = radius?.lat;
  const lon = radius?.lon;
  const meters = radius?.radius;
  const point = useMemo<[number, number] | null>(
    () => (lat === undefined || lon === undefined ? null : [lat, lon]),
    [lat, lon],
  );
  const circles = useMemo<MapCircle[]>(
    () => (point && meters ? [{ id: 'radius', center: point, radius: meters }] : []),
    [point, meters],
  );

  return (
    <div className={cn('flex min-h-0 flex-col gap-2', className)}>
      <RadiusBar radius={radius} onRadiusChange={onRadiusChange} onRadiusClear={onRadiusClear} />
      {config.data ? (
        <MapPanel
          items={items}
          tileUrl={config.data.tileUrl}
          geocoderUrl={config.data.geocoderUrl || undefined}
          // Every map item has coordinates (the server answers only those): nothing to geocode.
          isGeocodingMissing={false}
          locale={locale}
          fitToItems
          isPriceShown
          point={point}
          origin={point ?? undefined}
          circles={circles}
          onMapClick={onCenterChange}
          onSearchResult={(result) => onCenterChange([result.y, result.x])}
          onItemClick={(item) => onOpen(Number(item.id))}
          aria-busy={isLoading || undefined}
          className="min-h-80 flex-1"
          labels={{
            map: t('nepokretnostiList.map.label'),
            search: t('nepokretnostiList.map.search'),
            searchPlaceholder: t('nepokretnostiList.map.searchPlaceholder'),
            notFound: t('nepokretnostiList.map.notFound'),
            searchFailed: t('nepokretnostiList.map.searchFailed'),
            unitPrice: t('nepokretnostiList.map.unitPrice'),
            distance: t('nepokretnostiList.map.distance'),
          }}
        />
      ) : null}
      {mapa?.skraceno ? (
        <p className="text-sm text-muted-foreground">
          {t('nepokretnostiList.map.truncated', {
            shown: formatNumber(mapa.itemList.length),
            total: formatNumber(mapa.ukupno),
          })}
        </p>
      ) : null}
    </div>
  );
}

function RadiusBar({
  radius,
  onRadiusChange,
  onRadiusClear,
}: Pick<ListMapProps, 'radius' | 'onRadiusChange' | 'onRadiusClear'>) {
  const { t } = useTranslation();
  const id = useId();
  const locale = useLocales().intl;
  const current = radius?.radius;
  const [text, setText] = useState(current === undefined ? '' : String(current));
  // A radius from outside (Back, a shared address, a new centre) replaces the typed text.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setText(current === undefined ? '' : String(current));
  }
  const typed = Number(text.trim());
  const isValid = /^\d+$/.test(text.trim()) && typed >= RADIUS_MIN_M && typed <= RADIUS_MAX_M;
  useEffect(() => {
    if (!isValid || typed === current) return;
    const timer = window.setTimeout(() => onRadiusChange(clampRadius(typed)), RADIUS_APPLY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, isValid, current, onRadiusChange]);

  if (!radius)
    return (
      <p className="flex min-h-8 items-center text-sm text-muted-foreground">{t('nepokretnostiList.radius.hint')}</p>
    );
  const coordinate = new Intl.NumberFormat(locale, { minimumFractionDigits: 5, maximumFractionDigits: 5 });
  return (
    <div role="group" aria-label={t('nepokretnostiList.radius.title')} className="flex flex-wrap items-center gap-2">
      <Label htmlFor={`${id}-radius`} className="text-sm">
        {t('nepokretnostiList.radius.label')}
      </Label>
      <Input
        id={`${id}-radius`}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-invalid={isValid ? undefined : true}
        aria-describedby={isValid ? `${id}-center` : `${id}-error`}
        onChange={(event) => setText(event.target.value)}
        className="w-24 tabular-nums"
      />
      <span id={`${id}-center`} className="text-sm text-muted-foreground tabular-nums">
        {t('nepokretnostiList.radius.center', {
          lat: coordinate.format(radius.lat),
          lon: coordinate.format(radius.lon),
        })}
      </span>
      <Button type="button" variant="ghost" size="sm" className="ml-auto" onClick={onRadiusClear}>
        <X aria-hidden className="size-4" />
        {t('nepokretnostiList.radius.clear')}
      </Button>
      {isValid ? null : (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-danger">
          {t('nepokretnostiList.errors.radius', { min: RADIUS_MIN_M, max: RADIUS_MAX_M / 1000 })}
        </p>
      )}
    </div>
  );
}
