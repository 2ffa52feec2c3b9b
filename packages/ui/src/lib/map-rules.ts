/** Map constants of part 1 §9 and part 2 §9. */
const DEFAULT_MAP_CENTER: [number, number] = [45.26, 19.84];
const DEFAULT_MAP_ZOOM = 15;
const GEOCODE_ZOOM = 18;
const SEARCH_MESSAGE_MS = 3000;
const DEFAULT_COUNTRY = 'Serbia';
const NOT_FOUND_MESSAGE = 'Sorry, that address could not be found.';

type Named = { naziv?: string | null } | string | null | undefined;

interface AddressParts {
  drzava?: Named;
  opstina?: Named;
  grad?: Named;
  adresa?: string | null;
}

function nameOf(value: Named): string {
  if (!value) return '';
  return (typeof value === 'string' ? value : (value.naziv ?? '')).trim();
}

/**
 * The geocoding query of an item without coordinates (part 1 §5), in the spec's order: country,
 * municipality, city, address. The city is skipped when it starts with the municipality's name, the
 * address when it is 'nebitna'. Ending with the most specific part lets the retry (which drops the last
 * segment) fall back from the street to the place.
 */
function buildGeocodeAddress(parts: AddressParts, defaultCountry = DEFAULT_COUNTRY): string {
  const country = nameOf(parts.drzava) || defaultCountry;
  const municipality = nameOf(parts.opstina);
  const city = nameOf(parts.grad);
  const address = (parts.adresa ?? '').trim();
  const isCityRedundant =
    municipality !== '' && city.toLocaleLowerCase('sr-Latn').startsWith(municipality.toLocaleLowerCase('sr-Latn'));
  const segments = [
    country,
    municipality,
    isCityRedundant ? '' : city,
    address.toLocaleLowerCase('sr-Latn') === 'nebitna' ? '' : address,
  ];
  return segments.filter((segment) => segment !== '').join(', ');
}

/** The retry query: the last comma-separated segment dropped; null when nothing would be left. */
function dropLastSegment(query: string): string | null {
  const segments = query
    .split(',')
    .map((segment) => segment.trim())
    .filter(Boolean);
  return segments.length > 1 ? segments.slice(0, -1).join(', ') : null;
}

function hasUsableCoordinates(item: { latitude?: number | null; longitude?: number | null }): boolean {
  const { latitude, longitude } = item;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
  );
}

/** Cluster icon size: small below 10 markers, medium below 100, else large. */
function clusterIconSize(count: number): 'small' | 'medium' | 'large' {
  if (count < 10) return 'small';
  if (count < 100) return 'medium';
  return 'large';
}

/** Great-circle distance in metres. */
function distanceInMeters(a: [number, number], b: [number, number]): number {
  const radius = 6_371_008.8;
  const toRad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRad(b[0] - a[0]);
  const dLon = toRad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a[0])) * Math.cos(toRad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * radius * Math.asin(Math.min(1, Math.sqrt(h)));
}

export {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  GEOCODE_ZOOM,
  SEARCH_MESSAGE_MS,
  DEFAULT_COUNTRY,
  NOT_FOUND_MESSAGE,
  buildGeocodeAddress,
  dropLastSegment,
  hasUsableCoordinates,
  clusterIconSize,
  distanceInMeters,
};
export type { AddressParts };
