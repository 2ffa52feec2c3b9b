import { useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { searchAddress, type GeocodeResult, type GeocodeTransport } from '../../lib/geocoder.ts';
import { SEARCH_MESSAGE_MS } from '../../lib/map-rules.ts';
import { Input } from '../input.tsx';

interface AddressSearchMessages {
  notFound: string;
  /** Shown when the geocoder cannot be reached or fails (its own error text is for developers). */
  searchFailed: string;
}

interface AddressSearch {
  query: string;
  setQuery: (query: string) => void;
  results: readonly GeocodeResult[];
  clearResults: () => void;
  /** 'Nothing found' or 'search failed', for SEARCH_MESSAGE_MS. */
  message: string | null;
  isSearching: boolean;
  /**
   * Looks `term` up through the geocoder: the results are listed under the box (or, with `list: false`, only
   * returned); none found and a failure are said in `message`. Only the latest search speaks: one overtaken by a
   * newer search (a slow answer arriving after a quicker one) changes nothing and returns no results.
   */
  search: (term: string, options?: { list?: boolean }) => Promise<readonly GeocodeResult[]>;
}

/** The state of a map's address search (the map panel's and the location picker's): one rule for both. */
function useAddressSearch(transport: GeocodeTransport | null, messages: AddressSearchMessages): AddressSearch {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<readonly GeocodeResult[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [isSearching, setIsSearching] = useState(false);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), SEARCH_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  // The number of the latest search: an earlier one's answer, however late it arrives, is dropped.
  const latestSearch = useRef(0);

  const search = async (term: string, { list = true }: { list?: boolean } = {}) => {
    if (!transport || !term.trim()) return [];
    const searchNumber = ++latestSearch.current;
    const isLatest = () => searchNumber === latestSearch.current;
    setResults([]);
    setMessage(null);
    setIsSearching(true);
    try {
      const found = await searchAddress(term, transport);
      if (!isLatest()) return [];
      if (found.length === 0) setMessage(messages.notFound);
      else if (list) setResults(found);
      return found;
    } catch {
      if (isLatest()) setMessage(messages.searchFailed);
      return [];
    } finally {
      if (isLatest()) setIsSearching(false);
    }
  };

  return { query, setQuery, results, clearResults: () => setResults([]), message, isSearching, search };
}

interface MapSearchBoxProps {
  search: AddressSearch;
  /** The box's and the results list's accessible name. */
  label: string;
  placeholder: string;
  onChoose: (result: GeocodeResult) => void;
  /** Where the box sits over the map (its width from `sm` on). */
  className?: string;
}

/**
 * The address box over a map, with its results (or its message) listed under it. A div that searches on Enter, not a
 * form: a location picker usually sits inside the record's form, and forms do not nest.
 */
function MapSearchBox({ search, label, placeholder, onChoose, className }: MapSearchBoxProps) {
  return (
    <div className={cn('absolute top-2 right-2 left-14 z-[1000] sm:left-auto', className)}>
      <div role="search" className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={search.query}
          onChange={(event) => search.setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void search.search(search.query);
          }}
          className="bg-card pl-8 shadow-md"
        />
      </div>
      {search.results.length > 0 || search.message ? (
        <ul
          data-slot="map-search-results"
          aria-label={label}
          className="mt-1 max-h-60 overflow-y-auto rounded-md border border-border bg-card p-1 text-sm shadow-md"
        >
          {search.message ? (
            <li className="px-2 py-1.5 text-muted-foreground">
              {/* The status sits inside the item: a list may hold only list items (axe: list, aria-allowed-role). */}
              <span role="status">{search.message}</span>
            </li>
          ) : null}
          {search.results.map((result) => (
            <li key={`${result.x},${result.y},${result.label}`}>
              <button
                type="button"
                onClick={() => onChoose(result)}
                className="w-full cursor-pointer rounded-sm px-2 py-1.5 text-left hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {result.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export { MapSearchBox, useAddressSearch };
export type { AddressSearch, AddressSearchMessages };
