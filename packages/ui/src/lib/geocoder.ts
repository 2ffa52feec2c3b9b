import { dropLastSegment } from './map-rules.ts';

/** One address search result (part 2 §3): X longitude, Y latitude, Label. */
interface GeocodeResult {
  x: number;
  y: number;
  label: string;
}

interface RawGeocodeResult {
  lon: string | number;
  lat: string | number;
  display_name: string;
}

interface GeocodeTransport {
  /** The direct request; `status` 0 means the request failed (network, CORS). */
  direct: (query: string) => Promise<{ status: number; results: RawGeocodeResult[] }>;
  /** The script-tag (JSONP) request used when the direct one fails. */
  jsonp: (query: string) => Promise<RawGeocodeResult[]>;
}

function toResults(raw: RawGeocodeResult[]): GeocodeResult[] {
  return raw
    .map((entry) => ({ x: Number(entry.lon), y: Number(entry.lat), label: entry.display_name }))
    .filter((entry) => Number.isFinite(entry.x) && Number.isFinite(entry.y));
}

/**
 * Searches an address (part 2 §7): the direct request first, the script-tag fallback when it fails with
 * status 0 or 400, and with no results the query minus its last comma-separated segment, until found or
 * nothing is left. Other failures throw an Error whose message is shown in the results list.
 */
async function searchAddress(query: string, transport: GeocodeTransport): Promise<GeocodeResult[]> {
  let current: string | null = query.trim();
  while (current) {
    const direct = await transport.direct(current);
    let raw: RawGeocodeResult[];
    if (direct.status === 0 || direct.status === 400) raw = await transport.jsonp(current);
    else if (direct.status >= 200 && direct.status < 300) raw = direct.results;
    else throw new Error(`Geocoder HTTP ${direct.status}`);
    const results = toResults(raw);
    if (results.length > 0) return results;
    current = dropLastSegment(current);
  }
  return [];
}

function geocodeUrl(baseUrl: string, query: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ q: query, format: 'json', ...extra });
  return `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${params.toString()}`;
}

let jsonpCounter = 0;

/** The browser transport: fetch, and a `<script>` with a `json_callback` parameter as the fallback. */
function browserGeocodeTransport(baseUrl: string, timeoutMs = 10_000): GeocodeTransport {
  return {
    async direct(query) {
      try {
        const response = await fetch(geocodeUrl(baseUrl, query), { headers: { Accept: 'application/json' } });
        if (!response.ok) return { status: response.status, results: [] };
        return { status: response.status, results: (await response.json()) as RawGeocodeResult[] };
      } catch {
        return { status: 0, results: [] };
      }
    },
    jsonp(query) {
      return new Promise((resolve, reject) => {
        const name = `rpGeocode${Date.now()}${++jsonpCounter}`;
        const script = document.createElement('script');
        const registry = window as unknown as Record<string, unknown>;
        const cleanup = () => {
          delete registry[name];
          script.remove();
          window.clearTimeout(timer);
        };
        const timer = window.setTimeout(() => {
          cleanup();
          reject(new Error('Geocoder timeout'));
        }, timeoutMs);
        registry[name] = (data: RawGeocodeResult[]) => {
          cleanup();
          resolve(Array.isArray(data) ? data : []);
        };
        script.onerror = () => {
          cleanup();
          reject(new Error('Geocoder unavailable'));
        };
        script.src = geocodeUrl(baseUrl, query, { json_callback: name });
        document.head.append(script);
      });
    },
  };
}

export { searchAddress, geocodeUrl, browserGeocodeTransport, toResults };
export type { GeocodeResult, RawGeocodeResult, GeocodeTransport };
