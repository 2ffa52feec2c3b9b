import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { API_MARKER_HEADER } from '@rp/contract';
import { createQueryClient } from '../query-client.ts';
import { clearSession, setSession } from '../lib/session-store.ts';
import { klijentiKeys } from '../features/klijenti/api.ts';
import { radniciKeys } from '../features/radnici/api.ts';
import { sessionKeys } from '../features/session/api.ts';
import { storyKlijenti } from '../features/klijenti/story-data.ts';
import { storyRadnik } from '../features/radnici/story-data.ts';
import { preloadScreen, startFirstQueries, startLinkRequest } from './first-requests.ts';
import { startFirstScreen } from './first-screen.ts';
import { SCREENS } from './screens.ts';
import { SCREEN_DATA } from './screen-data.ts';
import { lazyQueryClient, toQueryClientSource, type QueryClientSource } from './query-client-source.ts';
import { SCREEN_FIRST_GETS } from './first-gets.ts';
import { buildUrl } from '@rp/client';
import { matchRoute } from '@rp/contract';
import { klijentiListQuery } from '../features/klijenti/api.ts';
import { filterFromParams as klijentiFilter } from '../features/klijenti/klijenti-filter.ts';
import { proceneListQuery } from '../features/procene/api.ts';
import { proceneFilterAt } from '../features/procene/list-request.ts';
import { prefetchNepokretnostiList } from '../features/nepokretnosti/first-request.ts';
import { prefetchSmartchart } from '../features/poslovi/first-request.ts';
import { prefetchRadniNalog } from '../features/radni-nalog/first-request.ts';

const at = (path: string) => new URL(path, 'http://portal.test') as unknown as Location;

/** What the portal's first moments do: main.tsx primes the GETs and loads the code, start.tsx starts the queries. */
function openFirstScreen(queryClient: QueryClientSource, location: Location) {
  startFirstScreen(location);
  startFirstQueries(queryClient, location);
}

function answer() {
  return vi.fn(async (url: string) => {
    const body = url.startsWith('/api/klijenti')
      ? { itemList: storyKlijenti, ukupno: storyKlijenti.length }
      : url.startsWith('/api/config')
        ? { demo: false, demoLogins: [], tileUrl: '', geocoderUrl: '' }
        : { ...storyRadnik, id: 1 };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json', [API_MARKER_HEADER]: '1' },
    });
  });
}

function cleanUp() {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
  localStorage.clear();
}

const paths = (fetchMock: ReturnType<typeof answer>) =>
  fetchMock.mock.calls.map((call) => String(call[0]).split('?')[0]);

describe('the first screen, before React and the router', () => {
  afterEach(cleanUp);

  it("starts the shell's requests and the opened list's first page, with the address's filter", async () => {
    const fetchMock = answer();
    vi.stubGlobal('fetch', fetchMock);
    setSession({ id: 1, roles: ['User'], token: 'token-1' });
    const queryClient = createQueryClient();
    openFirstScreen(toQueryClientSource(queryClient), at('/index/klijenti/list?sort=mesto&smer=desc&tip=3'));
    await vi.waitFor(() => expect(paths(fetchMock).sort()).toEqual(['/api/config', '/api/klijenti', '/api/radnici/1']));
    const key = klijentiKeys.list({ tipovi: [3], searchData: '', sort: 'mesto', smer: 'desc' });
    // Three independent requests, each validated by a schema its own module brings: they end in any order.
    await vi.waitFor(() => {
      expect(queryClient.getQueryState(key)?.status).toBe('success');
      expect(queryClient.getQueryState(radniciKeys.detail(1))?.status).toBe('success');
      expect(queryClient.getQueryState(sessionKeys.config())?.status).toBe('success');
    });
  });

  it("sends those requests before it returns, and the screens' queries take their answers instead of asking again", async () => {
    const fetchMock = answer();
    vi.stubGlobal('fetch', fetchMock);
    setSession({ id: 1, roles: ['User'], token: 'token-1' });
    const queryClient = createQueryClient();
    openFirstScreen(toQueryClientSource(queryClient), at('/index/klijenti/list?q=sabac'));
    // Synchronously: no module had to load first.
    expect(paths(fetchMock).sort()).toEqual(['/api/config', '/api/klijenti', '/api/radnici/1']);
    expect(String(fetchMock.mock.calls.find((call) => String(call[0]).startsWith('/api/klijenti'))![0])).toBe(
      '/api/klijenti?searchData=sabac&sort=naziv&smer=asc&offset=0&limit=30',
    );
    const key = klijentiKeys.list({ tipovi: [], searchData: 'sabac', sort: 'naziv', smer: 'asc' });
    await vi.waitFor(() => {
      expect(queryClient.getQueryState(key)?.status).toBe('success');
      expect(queryClient.getQueryState(radniciKeys.detail(1))?.status).toBe('success');
      expect(queryClient.getQueryState(sessionKeys.config())?.status).toBe('success');
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  const askList: Record<string, (queryClient: QueryClient, url: URL) => Promise<void>> = {
    klijenti: (queryClient, url) =>
      queryClient.prefetchInfiniteQuery(klijentiListQuery(klijentiFilter(url.searchParams))),
    procene: (queryClient, url) => queryClient.prefetchInfiniteQuery(proceneListQuery(proceneFilterAt(url))),
    radniNalog: (queryClient, url) =>
      prefetchRadniNalog({ queryClient, url, params: { procenaId: url.pathname.split('/').at(-1) } }),
    nepokretnosti: (queryClient, url) => prefetchNepokretnostiList({ queryClient, url, params: {} }),
    smartchart: (queryClient, url) => prefetchSmartchart({ queryClient, url, params: {} }),
  };

  it.each([
    ['/index/klijenti/list?tip=1,3&q=Šabac&sort=mesto&smer=desc', 'klijenti'],
    ['/index/procene/list?od=2026-01-01&do=2026-02-01&faze=1,6', 'procene'],
    [
      '/index/nepokretnosti/list?idVrste=811,812&prviCena=1000&drugiCena=90000&sort=kvadratura&lat=44.8&lon=20.46',
      'nepokretnosti',
    ],
    ['/index/procene/radni_nalog/42', 'radniNalog'],
    ['/index/smartchart?aktivan=1&prvi=2026-01-01&drugi=2026-03-31&prioritet=2', 'smartchart'],
    ['/index/smartchart', 'smartchart'],
  ])('primes %s with the very URLs its queries ask', async (path, list) => {
    const fetchMock = answer();
    vi.stubGlobal('fetch', fetchMock);
    // The stub's answer need not fit the list's schema: only the URL asked is compared.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setSession({ id: 1, roles: ['Admin'], token: 'token-1' });
    const url = new URL(path, 'http://portal.test');
    const match = matchRoute(url.pathname)!;
    const primed = SCREEN_FIRST_GETS[match.def.id]!(url, match.params).map((get) => buildUrl(get.path, get.query));
    await askList[list]!(createQueryClient(), url);
    expect(primed.length).toBeGreaterThan(0);
    expect(primed.sort()).toEqual(fetchMock.mock.calls.map((call) => String(call[0])).sort());
  });

  it('primes and prefetches only screens that exist', () => {
    for (const id of [...Object.keys(SCREEN_FIRST_GETS), ...Object.keys(SCREEN_DATA)])
      expect(SCREENS).toHaveProperty(id);
  });

  it('asks for nothing without a session, on the sign-in page, or on a screen the role may not open', async () => {
    const fetchMock = answer();
    vi.stubGlobal('fetch', fetchMock);
    openFirstScreen(lazyQueryClient(), at('/index/klijenti/list'));
    setSession({ id: 1, roles: ['User'], token: 'token-1' });
    openFirstScreen(lazyQueryClient(), at('/login'));
    openFirstScreen(lazyQueryClient(), at('/index/radnici/list'));
    openFirstScreen(lazyQueryClient(), at('/nowhere'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths(fetchMock)).toEqual([]);
  });
});

describe('a press of a menu link', () => {
  afterEach(cleanUp);

  it("sends the screen's first request before it returns once the screen is loaded; its query takes the answer", async () => {
    const fetchMock = answer();
    vi.stubGlobal('fetch', fetchMock);
    setSession({ id: 1, roles: ['User'], token: 'token-1' });
    const queryClient = createQueryClient();
    await preloadScreen('klijenti.list');
    startLinkRequest(queryClient, '/index/klijenti/list?tip=2');
    // Started in the call itself: the click that follows finds it under way.
    expect(paths(fetchMock)).toEqual(['/api/klijenti']);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('tipoviKlijenta%5B%5D=2');
    const query = klijentiListQuery(klijentiFilter(new URLSearchParams('tip=2')));
    await vi.waitFor(() => expect(queryClient.getQueryData(query.queryKey)).toBeDefined());
    await queryClient.fetchInfiniteQuery(query);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('starts nothing for a screen the role may not open, a public page or an address outside the routes', async () => {
    const fetchMock = answer();
    vi.stubGlobal('fetch', fetchMock);
    setSession({ id: 1, roles: ['User'], token: 'token-1' });
    const queryClient = createQueryClient();
    await Promise.all([preloadScreen('smartchart'), preloadScreen('klijenti.list')]);
    for (const href of ['/index/smartchart', '/login', '/nowhere', '/index/klijenti/info/abc'])
      startLinkRequest(queryClient, href);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths(fetchMock)).toEqual([]);
  });
});
