import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_MARKER_HEADER, TOKEN_RENEWAL_HEADER } from '@rp/contract';
import {
  apiFetch,
  fetchFile,
  handleUploadAuthFailure,
  isAuthFailure,
  isNotFound,
  isRefusal,
  primeRequest,
  setUnauthorizedHandler,
} from './api-client.ts';
import { ApiClientError } from './api-error.ts';
import { clearSession, getSession, setSession, subscribeSession } from './session-store.ts';
import { SESSION_KEY } from './session-key.ts';
import { dismissNotice, getNotifyState } from './notify.ts';
import { toast } from '@rp/ui';
import { i18n } from '../i18n/i18n.ts';
import { expectConsoleErrors } from '../testing/console-guard.ts';

// The network edge is stubbed: these tests are about how the client reads responses, not about a server.
function respond(status: number, body: unknown, { isMarked = true, renewed = '' } = {}) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (isMarked) headers.set(API_MARKER_HEADER, '1');
  if (renewed) headers.set(TOKEN_RENEWAL_HEADER, renewed);
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers });
}

async function failure(promise: Promise<unknown>): Promise<ApiClientError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiClientError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  setSession({ id: 7, roles: ['User'], token: 'token-7' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('apiFetch', () => {
  it('sends the bearer token and returns the parsed body', async () => {
    fetchMock.mockResolvedValue(respond(200, { id: 7 }));
    await expect(apiFetch('/api/radnici/7', { schema: z.object({ id: z.number() }) })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/radnici/7');
    expect(init.headers.authorization).toBe('Bearer token-7');
  });

  it('writes array query parameters as repeated names', async () => {
    fetchMock.mockResolvedValue(respond(200, []));
    await apiFetch('/api/procene', { query: { 'faze[]': [1, 6], prioritet: 2, prazno: undefined } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/procene?faze%5B%5D=1&faze%5B%5D=6&prioritet=2');
  });

  it('turns a network failure into code 9000, type 4 (status 0)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiFetch('/api/x'));
    expect(error.status).toBe(0);
    expect(error.body).toMatchObject({ ErrorCode: 9000, Type: 4 });
    expect(error.body.Message).not.toBe('');
  });

  it('treats a response without the API marker as the server being unavailable', async () => {
    fetchMock.mockResolvedValue(respond(502, { whatever: true }, { isMarked: false }));
    const error = await failure(apiFetch('/api/x'));
    expect(error.body.ErrorCode).toBe(9000);
  });

  it('on 401 reports "Unauthorized access" (in the screen language), clears the session and calls the login handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(respond(401, { ErrorCode: 401, Type: 401, Message: 'x' }));
    const error = await failure(apiFetch('/api/x'));
    expect(error.body).toMatchObject({ ErrorCode: 401, Type: 4, Message: 'Unauthorized access' });
    expect(getSession()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledWith(401);
    expect(getNotifyState().notices.map((notice) => notice.message)).toContain(
      i18n.language === 'sr' ? 'Neovlašćen pristup. Prijavite se ponovo.' : 'Unauthorized access',
    );
    for (const notice of getNotifyState().notices) dismissNotice(notice.id);
  });

  it("says the refusal of a session in the screen language: the spec's English in English, Serbian in Serbian", async () => {
    setUnauthorizedHandler(vi.fn());
    const language = i18n.language;
    try {
      for (const [lang, text] of [
        ['en_US', 'Forbiden access'],
        ['sr', 'Zabranjen pristup. Prijavite se ponovo.'],
      ] as const) {
        await i18n.changeLanguage(lang);
        fetchMock.mockResolvedValue(respond(403, { ErrorCode: 403, Type: 403, Message: 'x' }));
        await failure(apiFetch('/api/x'));
        expect(getNotifyState().notices.map((notice) => notice.message)).toContain(text);
        for (const notice of getNotifyState().notices) dismissNotice(notice.id);
      }
    } finally {
      await i18n.changeLanguage(language);
    }
  });

  it("on 403 reports 'Forbiden access' and goes to login", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(respond(403, { ErrorCode: 403, Type: 403, Message: 'x' }));
    const error = await failure(apiFetch('/api/x'));
    expect(error.body.Message).toBe('Forbiden access');
    expect(onUnauthorized).toHaveBeenCalledWith(403);
  });

  it('leaves the sign-in call its own failure message', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(
      respond(400, { ErrorCode: 10, Type: 4, Message: 'Pogrešno korisničko ime ili lozinka.' }),
    );
    const error = await failure(apiFetch('/api/radnici/authenticate', { method: 'POST', body: {}, isAuthCall: true }));
    expect(error.body.Message).toBe('Pogrešno korisničko ime ili lozinka.');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends the browser to login for a body error code of 401 even under a 200', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(respond(200, { ErrorCode: 401, Type: 4, Message: 'expired' }));
    await failure(apiFetch('/api/x'));
    expect(onUnauthorized).toHaveBeenCalled();
  });

  it('rejects a body error with a Type above 1 even under a 2xx status', async () => {
    fetchMock.mockResolvedValue(respond(200, { ErrorCode: 55, Type: 3, Message: 'Pažnja' }));
    const error = await failure(apiFetch('/api/x'));
    expect(error.body).toEqual({ ErrorCode: 55, Type: 3, Message: 'Pažnja' });
  });

  it('keeps the error model of a 4xx', async () => {
    fetchMock.mockResolvedValue(respond(409, { ErrorCode: 409, Type: 3, Message: 'Izmenjeno u međuvremenu.' }));
    const error = await failure(apiFetch('/api/x', { method: 'PUT', body: {} }));
    expect(error.status).toBe(409);
    expect(error.body.Message).toBe('Izmenjeno u međuvremenu.');
  });

  it('reports a body that does not match its schema as a data-preparation failure (type 4, code 1)', async () => {
    fetchMock.mockResolvedValue(respond(200, { id: 'seven' }));
    // The client's default report of a mismatch, for the developer.
    expectConsoleErrors(/^response did not match its schema \/api\/x/);
    const error = await failure(apiFetch('/api/x', { schema: z.object({ id: z.number() }) }));
    expect(error.body).toMatchObject({ ErrorCode: 1, Type: 4 });
  });

  it('checks the answer against a schema that loads on demand, loaded while the request is under way', async () => {
    const order: string[] = [];
    fetchMock.mockImplementation(async () => {
      order.push('fetch');
      return respond(200, { id: 7, extra: true });
    });
    const schema = async () => {
      order.push('schema');
      return z.object({ id: z.number() });
    };
    await expect(apiFetch('/api/radnici/7', { schema })).resolves.toEqual({ id: 7 });
    expect(order).toEqual(['fetch', 'schema']);
    fetchMock.mockImplementation(async () => respond(200, { id: 'seven' }));
    expectConsoleErrors(/^response did not match its schema \/api\/x/);
    const error = await failure(apiFetch('/api/x', { schema }));
    expect(error.body).toMatchObject({ ErrorCode: 1, Type: 4 });
  });

  it('fails as an unreachable server when a schema that loads on demand does not arrive', async () => {
    fetchMock.mockResolvedValue(respond(200, { id: 7 }));
    const schema = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const error = await failure(apiFetch('/api/x', { schema }));
    expect(error.status).toBe(0);
    expect(error.body).toMatchObject({ ErrorCode: 9000, Type: 4 });
    // A failed call before its answer is read does not leave the loader's rejection unhandled.
    fetchMock.mockResolvedValue(respond(404, { ErrorCode: 404, Type: 4, Message: 'Nije pronađeno.' }));
    expect((await failure(apiFetch('/api/x', { schema }))).status).toBe(404);
  });

  it('shows the Type 1 message of a write as a toast, or what successMessage makes of it', async () => {
    const success = vi.spyOn(toast, 'success');
    const saved = { ErrorCode: 0, Type: 1, Message: 'Klijent sa imenom Ana uspešno sačuvan' };
    fetchMock.mockResolvedValue(respond(200, saved));
    await apiFetch('/api/klijenti', { method: 'POST', body: {} });
    expect(success).toHaveBeenLastCalledWith('Klijent sa imenom Ana uspešno sačuvan');
    fetchMock.mockResolvedValue(respond(200, saved));
    await apiFetch('/api/klijenti', { method: 'POST', body: {}, successMessage: () => 'Client Ana saved' });
    expect(success).toHaveBeenLastCalledWith('Client Ana saved');
    success.mockClear();
    fetchMock.mockResolvedValue(respond(200, saved));
    await apiFetch('/api/klijenti', { method: 'POST', body: {}, successMessage: () => null });
    expect(success).not.toHaveBeenCalled();
    success.mockRestore();
  });

  it('sends a fresh Idempotency-Key with every POST, none with a GET or the sign-in', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(respond(200, { ok: true })));
    await apiFetch('/api/masine/save', { method: 'POST', body: { Ime: 'a' } });
    await apiFetch('/api/masine/save', { method: 'POST', body: { Ime: 'a' } });
    await apiFetch('/api/masine/get');
    await apiFetch('/api/radnici/authenticate', { method: 'POST', body: {}, isAuthCall: true });
    const keys = fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual([undefined, undefined]);
  });

  it('retries a POST whose answer was lost under the same key, and takes the answer', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }))
      .mockResolvedValueOnce(respond(200, { ErrorCode: 0, Type: 1, Message: '', Id: 5 }));
    await expect(apiFetch('/api/masine/save', { method: 'POST', body: { Ime: 'a' } })).resolves.toMatchObject({
      Id: 5,
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const keys = new Set(
      fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']),
    );
    expect(keys.size).toBe(1);
  });

  it('gives up after three attempts with the server-unavailable failure; a GET is not retried here', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiFetch('/api/masine/save', { method: 'POST', body: { Ime: 'a' } }));
    expect(error.body.ErrorCode).toBe(9000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    fetchMock.mockClear();
    await failure(apiFetch('/api/masine/get'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry an answer of the server itself', async () => {
    fetchMock.mockResolvedValue(respond(503, { ErrorCode: 503, Type: 4, Message: 'Servis nije dostupan.' }));
    await failure(apiFetch('/api/masine/save', { method: 'POST', body: { Ime: 'a' } }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('a token the server renewed (a call made with a token past half its life)', () => {
  const sentTokens = () =>
    fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers.authorization,
    );

  it('is kept for the next calls and the next visit, and the session stays the same object (no screen re-renders)', async () => {
    const session = getSession();
    fetchMock.mockResolvedValueOnce(respond(200, { id: 7 }, { renewed: 'token-7b' }));
    fetchMock.mockResolvedValueOnce(respond(200, { id: 7 }));
    await apiFetch('/api/radnici/7');
    await apiFetch('/api/radnici/7');
    expect(sentTokens()).toEqual(['Bearer token-7', 'Bearer token-7b']);
    expect(getSession()).toBe(session);
    expect(getSession()?.token).toBe('token-7b');
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toEqual({ id: 7, roles: ['User'], token: 'token-7b' });
  });

  it('of calls renewed side by side, the first wins; a renewal after a sign-out brings nothing back', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockResolvedValueOnce(respond(200, {}, { renewed: 'first' }));
    fetchMock.mockResolvedValueOnce(respond(200, {}, { renewed: 'second' }));
    await Promise.all([apiFetch('/api/a'), apiFetch('/api/b')]);
    expect(getSession()?.token).toBe('first');

    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const late = apiFetch('/api/c');
    clearSession({ isUserSignOut: true });
    answer(respond(200, {}, { renewed: 'late' }));
    await late;
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('is never read from a refusal', async () => {
    setUnauthorizedHandler(vi.fn());
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    fetchMock.mockResolvedValue(respond(401, { ErrorCode: 401, Type: 401, Message: 'x' }, { renewed: 'nope' }));
    await failure(apiFetch('/api/x'));
    expect(setItem.mock.calls.some(([, value]) => value.includes('nope'))).toBe(false);
    expect(getSession()).toBeNull();
    setItem.mockRestore();
    for (const notice of getNotifyState().notices) dismissNotice(notice.id);
  });

  it("is taken from another tab without a re-render; another user's session from there is this tab's too", () => {
    const session = getSession();
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    const fromOtherTab = (value: unknown) => {
      localStorage.setItem(SESSION_KEY, JSON.stringify(value));
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY }));
    };
    fromOtherTab({ id: 7, roles: ['User'], token: 'token-7c' });
    expect(getSession()).toBe(session);
    expect(getSession()?.token).toBe('token-7c');
    expect(listener).not.toHaveBeenCalled();
    fromOtherTab({ id: 8, roles: ['Admin'], token: 'token-8' });
    expect(getSession()).toEqual({ id: 8, roles: ['Admin'], token: 'token-8' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe("a primed GET (the boot starts the first screen's requests before their code loads)", () => {
  it('answers the first call of the same path and query, once; the next call asks the server', async () => {
    fetchMock.mockImplementation(async () => respond(200, { id: 7 }));
    primeRequest('/api/radnici/7', { x: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(
      apiFetch('/api/radnici/7', { query: { x: 1 }, schema: z.object({ id: z.number() }) }),
    ).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await apiFetch('/api/radnici/7', { query: { x: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not taken by another query, another token, a POST, or once it is older than 10 s', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    try {
      fetchMock.mockImplementation(async () => respond(200, {}));
      primeRequest('/api/a', { x: 1 });
      await apiFetch('/api/a', { query: { x: 2 } });
      expect(fetchMock).toHaveBeenCalledTimes(2);

      primeRequest('/api/b');
      setSession({ id: 8, roles: ['User'], token: 'token-8' });
      await apiFetch('/api/b');
      expect(fetchMock).toHaveBeenCalledTimes(4);
      expect(fetchMock.mock.calls[3]![1].headers.authorization).toBe('Bearer token-8');

      primeRequest('/api/c');
      await apiFetch('/api/c', { method: 'POST', body: {} });
      expect(fetchMock).toHaveBeenCalledTimes(6);

      primeRequest('/api/d');
      vi.advanceTimersByTime(10_001);
      await apiFetch('/api/d');
      expect(fetchMock).toHaveBeenCalledTimes(8);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again when the primed request failed, and reports nothing of that failure', async () => {
    const noticesBefore = getNotifyState().notices.length;
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(respond(200, { ok: true }));
    primeRequest('/api/x');
    await expect(apiFetch('/api/x')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getNotifyState().notices).toHaveLength(noticesBefore);
  });

  it('rejects with the abort when the call is cancelled while the primed answer is on its way', async () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    primeRequest('/api/slow');
    const controller = new AbortController();
    const call = apiFetch('/api/slow', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('downloads and uploads get the 401/403 handling of every call', () => {
  afterEach(() => {
    for (const notice of getNotifyState().notices) dismissNotice(notice.id);
  });

  it('sends the bearer token with a download and hands back any answer but 401 and 403', async () => {
    fetchMock.mockResolvedValue(respond(404, { ErrorCode: 404, Type: 4, Message: 'Nema dokumenta.' }));
    const response = await fetchFile('/api/masine/fajlovi/3');
    expect(response.status).toBe(404);
    expect(fetchMock.mock.calls[0]![1].headers.authorization).toBe('Bearer token-7');
    expect(getSession()).not.toBeNull();
  });

  it.each([401, 403] as const)(
    'on a download answered %i reports it, clears the session and goes to login',
    async (status) => {
      const onUnauthorized = vi.fn();
      setUnauthorizedHandler(onUnauthorized);
      fetchMock.mockResolvedValue(respond(status, { ErrorCode: status, Type: status, Message: 'x' }));
      const error = await failure(fetchFile('/api/radnici/fajlovi/3'));
      expect(isAuthFailure(error)).toBe(true);
      expect(getSession()).toBeNull();
      expect(onUnauthorized).toHaveBeenCalledWith(status);
    },
  );

  it('leaves a 401 of something that is not our server to the caller (a proxy page)', async () => {
    fetchMock.mockResolvedValue(respond(401, 'no', { isMarked: false }));
    expect((await fetchFile('/api/masine/fajlovi/3')).status).toBe(401);
    expect(getSession()).not.toBeNull();
  });

  it.each([
    [401, null, 401],
    [403, { ErrorCode: 403, Type: 403, Message: 'x' }, 403],
    [200, { ErrorCode: 401, Type: 4, Message: 'x' }, 401],
  ] as const)('on an upload answered %i (%o) goes to login with %i', (status, body, expected) => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    expect(handleUploadAuthFailure(status, body)).toBe(true);
    expect(getSession()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledWith(expected);
  });

  it('leaves any other upload failure to the screen, signed in', () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    expect(handleUploadAuthFailure(415, { ErrorCode: 415, Type: 4, Message: 'x' })).toBe(false);
    expect(handleUploadAuthFailure(0, null)).toBe(false);
    expect(getSession()).not.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(isAuthFailure(new Error('x'))).toBe(false);
  });
});

describe('what a failed request means for a screen', () => {
  const failure = (status: number) => new ApiClientError(status, { ErrorCode: status, Type: 3, Message: 'x' });

  it('a 404 is a record that does not exist; a 400 is a refusal too; a 5xx or a lost connection is neither', () => {
    expect(isNotFound(failure(404))).toBe(true);
    expect(isRefusal(failure(404))).toBe(true);
    expect(isNotFound(failure(400))).toBe(false);
    expect(isRefusal(failure(400))).toBe(true);
    for (const status of [0, 500, 502, 503]) {
      expect(isNotFound(failure(status))).toBe(false);
      expect(isRefusal(failure(status))).toBe(false);
    }
    expect(isRefusal(new Error('x'))).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });
});
