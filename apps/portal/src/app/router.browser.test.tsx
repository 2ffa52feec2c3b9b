import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_MARKER_HEADER } from '@rp/contract';
import { i18n } from '../i18n/i18n.ts';
import { createQueryClient } from '../query-client.ts';
import { clearSession, getSession, setSession } from '../lib/session-store.ts';
import { klijentiKeys } from '../features/klijenti/api.ts';
import { storyKlijenti } from '../features/klijenti/story-data.ts';
import { storyRadnik } from '../features/radnici/story-data.ts';
import { buildRoutes } from './router.tsx';

/**
 * A lazy screen's first load is cold in a test browser: on a busy two-core machine beside other test steps it took
 * seconds, so every wait for a screen allows 15 s (the default is one).
 */
const SCREEN_WAIT = { timeout: 15_000 };

/** `router` rendered as the portal renders it (languages, the query client), in a container of its own. */
function mountRouter(router: ReturnType<typeof createMemoryRouter>, queryClient: QueryClient = new QueryClient()) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { container, root };
}

describe('the router', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('shows a loading state, not a HydrateFallback warning, while the first lazy screen loads', async () => {
    const warn = vi.spyOn(console, 'warn');
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/login'] });
    let sawLoading = false;
    // Recorded as it happens: the fallback may be gone before a polling assertion looks. The observer watches the
    // body, which the container joins before anything renders into it.
    const observer = new MutationObserver(() => {
      sawLoading ||= document.body.querySelector('[data-slot="spinner"]') !== null;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const { container, root } = mountRouter(router);
    await vi.waitFor(() => expect(container.querySelector('input')).not.toBeNull(), SCREEN_WAIT);
    observer.disconnect();
    expect(sawLoading).toBe(true);
    const messages = warn.mock.calls.map((call) => call.map(String).join(' '));
    expect(messages.filter((message) => message.includes('HydrateFallback'))).toEqual([]);
    root.unmount();
  });

  it("sends '/index', the first part of every screen's address, to the start screen", async () => {
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/index'] });
    const { root } = mountRouter(router);
    // Signed out, the start screen asks for the sign-in first and comes back to it afterwards.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), SCREEN_WAIT);
    expect(router.state.location.search).toContain(encodeURIComponent('/main'));
    root.unmount();
  });
});

describe('a screen opened by its address', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    localStorage.clear();
    document.body.innerHTML = '';
  });

  const klijentiRequests = (fetchMock: ReturnType<typeof vi.fn>) =>
    fetchMock.mock.calls.map((call) => String(call[0])).filter((url) => url.startsWith('/api/klijenti'));

  function answerLists() {
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

  it('starts its first request with the router, before the screen has rendered, and the screen reuses it', async () => {
    const fetchMock = answerLists();
    vi.stubGlobal('fetch', fetchMock);
    setSession({ id: 1, roles: ['User'], token: 'token-1' });
    // The portal's own client: an answer stays fresh for a while, so a screen mounting after it does not ask again.
    const queryClient = createQueryClient();
    const router = createMemoryRouter(buildRoutes(queryClient), {
      initialEntries: ['/index/klijenti/list?sort=mesto&smer=desc&tip=3'],
    });
    // Nothing has rendered yet: the filter of the address is already being fetched.
    await vi.waitFor(() => expect(klijentiRequests(fetchMock)).toHaveLength(1), SCREEN_WAIT);
    expect(klijentiRequests(fetchMock)[0]).toContain('sort=mesto');
    expect(klijentiRequests(fetchMock)[0]).toContain('smer=desc');
    const key = klijentiKeys.list({ tipovi: [3], searchData: '', sort: 'mesto', smer: 'desc' });
    expect(queryClient.getQueryState(key)).toBeDefined();

    const { container, root } = mountRouter(router, queryClient);
    await vi.waitFor(
      () => expect(container.querySelectorAll('[data-slot="data-table-row"]')).toHaveLength(4),
      SCREEN_WAIT,
    );
    // The screen's query found the request made for it: the list was asked for once.
    expect(klijentiRequests(fetchMock)).toHaveLength(1);
    root.unmount();
  });

  it('holds the first open until its answers are in (one render with the rows), never a later navigation', async () => {
    let answerList: () => void = () => {};
    const listAnswered = new Promise<void>((resolve) => (answerList = resolve));
    const answers = answerLists();
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith('/api/klijenti')) await listAnswered;
      return answers(url);
    });
    vi.stubGlobal('fetch', fetchMock);
    setSession({ id: 1, roles: ['User'], token: 'token-1' });
    const queryClient = createQueryClient();
    const first = createMemoryRouter(
      buildRoutes(queryClient, () => true),
      {
        initialEntries: ['/index/klijenti/list'],
      },
    );
    await vi.waitFor(() => expect(klijentiRequests(fetchMock)).toHaveLength(1), SCREEN_WAIT);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(first.state.initialized).toBe(false);
    answerList();
    await vi.waitFor(() => expect(first.state.initialized).toBe(true), SCREEN_WAIT);
    const key = klijentiKeys.list({ tipovi: [], searchData: '', sort: 'naziv', smer: 'asc' });
    expect(queryClient.getQueryState(key)?.status).toBe('success');

    // Not the first open: the navigation does not wait for the list's answer.
    const later = createMemoryRouter(
      buildRoutes(createQueryClient(), () => false),
      {
        initialEntries: ['/index/klijenti/list?q=novo'],
      },
    );
    const pending = new Promise<void>(() => {});
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/klijenti')) await pending;
      return answers(url);
    });
    await vi.waitFor(() => expect(later.state.initialized).toBe(true), SCREEN_WAIT);
  });

  it('asks for nothing without a session (the screen sends the user to sign in)', async () => {
    const fetchMock = answerLists();
    vi.stubGlobal('fetch', fetchMock);
    clearSession();
    const router = createMemoryRouter(buildRoutes(new QueryClient()), { initialEntries: ['/index/klijenti/list'] });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/index/klijenti/list'), SCREEN_WAIT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(klijentiRequests(fetchMock)).toEqual([]);
  });
});

describe('a screen the permission module refuses', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    localStorage.clear();
    document.body.innerHTML = '';
  });

  /**
   * The worker and the settings answered; any other call (the screen's own) stays under way: these tests look at
   * which calls leave, and an answer of the wrong shape would only fail its schema.
   */
  function render(path: string) {
    const fetchMock = vi.fn((url: string) => {
      const body = url.startsWith('/api/config')
        ? { demo: false, demoLogins: [], tileUrl: '', geocoderUrl: '' }
        : url.startsWith('/api/radnici/7')
          ? { ...storyRadnik, id: 7 }
          : undefined;
      if (body === undefined) return new Promise<Response>(() => undefined);
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json', [API_MARKER_HEADER]: '1' },
        }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const router = createMemoryRouter(buildRoutes(createQueryClient()), { initialEntries: [path] });
    const { root } = mountRouter(router);
    const requests = () => fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
    return { router, root, requests };
  }

  it.each([
    ['/index/radnici/evidencija/8', '/api/evidencija'],
    ['/index/radnici/dokumenti/8', '/api/radnici/8/fajlovi'],
    ['/index/radnici/info/8', '/api/radnici/8'],
  ])("sends a User opening another worker's %s to /403 before asking the server, signed in", async (path, api) => {
    setSession({ id: 7, roles: ['User'], token: 'token-7' });
    const { router, root, requests } = render(path);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/403'), SCREEN_WAIT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests().filter((url) => url.startsWith(api))).toEqual([]);
    expect(getSession()?.id).toBe(7);
    root.unmount();
  });

  it.each([
    ['Demo', '/index/radnici/evidencija/8', '/api/evidencija/info/8/'],
    ['User', '/index/radnici/evidencija/7', '/api/evidencija/info/7/'],
  ] as const)('lets %s open %s, which asks the server', async (role, path, api) => {
    setSession({ id: 7, roles: [role], token: 'token-7' });
    const { router, root, requests } = render(path);
    await vi.waitFor(() => expect(requests().some((url) => url.startsWith(api))).toBe(true), SCREEN_WAIT);
    expect(router.state.location.pathname).toBe(path);
    root.unmount();
  });
});
