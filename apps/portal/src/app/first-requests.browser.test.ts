import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_MARKER_HEADER } from '@rp/contract';
import { createQueryClient } from '../query-client.ts';
import { clearSession, setSession } from '../lib/session-store.ts';
import { klijentiKeys } from '../features/klijenti/api.ts';
import { radniciKeys } from '../features/radnici/api.ts';
import { sessionKeys } from '../features/session/api.ts';
import { storyKlijenti } from '../features/klijenti/story-data.ts';
import { storyRadnik } from '../features/radnici/story-data.ts';
import { startFirstScreen } from './first-requests.ts';

const at = (path: string) => new URL(path, 'http://portal.test') as unknown as Location;

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

const paths = (fetchMock: ReturnType<typeof answer>) =>
  fetchMock.mock.calls.map((call) => String(call[0]).split('?')[0]);

describe('the first screen, before React and the router', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    localStorage.clear();
  });

  it("starts the shell's requests and the opened list's first page, with the address's filter", async () => {
    const fetchMock = answer();
    vi.stubGlobal('fetch', fetchMock);
    setSession({ id: 1, roles: ['User'], token: 'token-1' });
    const queryClient = createQueryClient();
    startFirstScreen(queryClient, at('/index/klijenti/list?sort=mesto&smer=desc&tip=3'));
    await vi.waitFor(() => expect(paths(fetchMock).sort()).toEqual(['/api/config', '/api/klijenti', '/api/radnici/1']));
    const key = klijentiKeys.list({ tipovi: [3], searchData: '', sort: 'mesto', smer: 'desc' });
    // Three independent requests, each validated by a schema its own module brings: they end in any order.
    await vi.waitFor(() => {
      expect(queryClient.getQueryState(key)?.status).toBe('success');
      expect(queryClient.getQueryState(radniciKeys.detail(1))?.status).toBe('success');
      expect(queryClient.getQueryState(sessionKeys.config())?.status).toBe('success');
    });
  });

  it('asks for nothing without a session, on the sign-in page, or on a screen the role may not open', async () => {
    const fetchMock = answer();
    vi.stubGlobal('fetch', fetchMock);
    startFirstScreen(createQueryClient(), at('/index/klijenti/list'));
    setSession({ id: 1, roles: ['User'], token: 'token-1' });
    startFirstScreen(createQueryClient(), at('/login'));
    startFirstScreen(createQueryClient(), at('/index/radnici/list'));
    startFirstScreen(createQueryClient(), at('/nowhere'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths(fetchMock)).toEqual([]);
  });
});
