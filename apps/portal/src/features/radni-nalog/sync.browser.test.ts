import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_MARKER_HEADER } from '@rp/contract';
import { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../../lib/api-client.ts';
import { dismissNotice, getNotifyState } from '../../lib/notify.ts';
import { clearSession, getSession, setSession } from '../../lib/session-store.ts';
import {
  citajNalog,
  citajNacrt,
  dodajSliku,
  obrisiNacrt,
  obrisiSliku,
  sveSlike,
  upisiNacrt,
  type Nacrt,
} from './offline-store.ts';
import { poljaOf } from './radni-nalog-form.ts';
import { storyNalog } from './story-data.ts';
import { posaljiSacuvano, startRadniNalogSync } from './sync.ts';

// The network edge is stubbed; IndexedDB is the browser's own.
function respond(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', [API_MARKER_HEADER]: '1' },
  });
}

const nacrt = (procenaId: number, extra: Partial<Nacrt> = {}): Nacrt => ({
  procenaId,
  polja: { ...poljaOf(storyNalog), sprat: '4/5' },
  verzija: 3,
  stanje: 'naCekanju',
  izmenjeno: '2026-11-21T08:00:00.000Z',
  ...extra,
});

/** A photo of the façade waiting on the phone for the valuation's subject 12. */
const fasada = (procenaId: number) => ({
  procenaId,
  predmetId: 12,
  naziv: 'fasada.png',
  tip: 'image/png',
  blob: new Blob(['x'], { type: 'image/png' }),
  dodato: '',
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  setSession({ id: 3, roles: ['User'], token: 'token-3' });
  for (const id of [901, 902, 903]) await obrisiNacrt(id);
  for (const slika of await sveSlike()) await obrisiSliku(slika.id!);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('sending what was saved on the phone', () => {
  it('sends a waiting draft with the version it was edited from, forgets it and keeps the saved order', async () => {
    await upisiNacrt(nacrt(901));
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return respond(200, {
        ErrorCode: 0,
        Type: 1,
        Message: 'Uspešno sačuvan radni nalog.',
        radniNalog: { ...storyNalog, ...body, procenaId: 901, verzija: 4 },
      });
    });
    await posaljiSacuvano();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/radninalog/901');
    expect(JSON.parse(String(init.body))).toMatchObject({ procenaId: 901, verzija: 3, sprat: '4/5' });
    expect(await citajNacrt(901)).toBeNull();
    expect(await citajNalog(901)).toMatchObject({ verzija: 4, sprat: '4/5' });
  });

  it('keeps the draft and the server’s newer order side by side on a conflict (409)', async () => {
    await upisiNacrt(nacrt(902));
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? respond(409, { ErrorCode: 409, Type: 3, Message: 'Zapis je u međuvremenu izmenio neko drugi.' })
        : respond(200, { radniNalog: { ...storyNalog, procenaId: 902, verzija: 5, sprat: 'PR' } }),
    );
    await posaljiSacuvano();
    const kept = await citajNacrt(902);
    expect(kept).toMatchObject({ stanje: 'konflikt', polja: { sprat: '4/5' }, server: { verzija: 5, sprat: 'PR' } });
  });

  it('keeps everything when the server cannot be reached, and leaves drafts not saved on the phone alone', async () => {
    await upisiNacrt(nacrt(903));
    await upisiNacrt(nacrt(901, { stanje: 'izmena' }));
    await dodajSliku(fasada(903));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await posaljiSacuvano();
    expect(await citajNacrt(903)).toMatchObject({ stanje: 'naCekanju' });
    expect(await sveSlike()).toHaveLength(1);
    // Only the waiting draft was tried (a POST is retried under one key before it counts as lost).
    expect(new Set(fetchMock.mock.calls.map(([url]) => url))).toEqual(new Set(['/api/radninalog/903']));
    expect(await citajNacrt(901)).toMatchObject({ stanje: 'izmena' });
  });

  it('sends a waiting photo to the subject’s images, then forgets it', async () => {
    await dodajSliku(fasada(903));
    fetchMock.mockResolvedValue(respond(200, { ErrorCode: 0, Type: 1, Message: 'ok' }));
    await posaljiSacuvano();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/nepokretnosti/12/slike');
    expect((init.body as FormData).get('UploadedImage')).toBeInstanceOf(File);
    expect(await sveSlike()).toHaveLength(0);
  });

  it('keeps the draft waiting and every photo when the sign-in expired meanwhile (401), and stops there', async () => {
    // The phone is opened the next day: the session is still on it, the server no longer takes its token.
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    await upisiNacrt(nacrt(901));
    await dodajSliku(fasada(901));
    fetchMock.mockResolvedValue(respond(401, { ErrorCode: 401, Type: 401, Message: 'Niste prijavljeni.' }));
    await posaljiSacuvano();
    expect(onUnauthorized).toHaveBeenCalledWith(401);
    expect(getSession()).toBeNull();
    expect(await citajNacrt(901)).toMatchObject({ stanje: 'naCekanju', polja: { sprat: '4/5' } });
    expect(await sveSlike()).toHaveLength(1);
    // The first refusal ends the run: nothing more is sent without a session.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (const notice of getNotifyState().notices) dismissNotice(notice.id);
  });

  it('keeps a waiting photo when its upload is refused for the session (401)', async () => {
    setUnauthorizedHandler(vi.fn());
    await dodajSliku(fasada(903));
    fetchMock.mockResolvedValue(respond(401, { ErrorCode: 401, Type: 401, Message: 'Niste prijavljeni.' }));
    await posaljiSacuvano();
    expect(await sveSlike()).toHaveLength(1);
    for (const notice of getNotifyState().notices) dismissNotice(notice.id);
  });
});

describe('a failure of the server itself (5xx) keeps everything for the next run, reported', () => {
  it('leaves the draft waiting and the photo on the phone', async () => {
    await upisiNacrt(nacrt(903));
    await dodajSliku(fasada(903));
    const failure = respond(500, { ErrorCode: 500, Type: 4, Message: 'Greška na serveru.' });
    fetchMock.mockImplementation(async () => failure.clone());
    await posaljiSacuvano();
    expect(await citajNacrt(903)).toMatchObject({ stanje: 'naCekanju' });
    expect(await sveSlike()).toHaveLength(1);
    expect(getNotifyState().notices.map((notice) => notice.message)).toContain('Greška na serveru.');
    for (const notice of getNotifyState().notices) dismissNotice(notice.id);

    // The photo alone, the server failing again: kept.
    await obrisiNacrt(903);
    await posaljiSacuvano();
    expect(await sveSlike()).toHaveLength(1);
    for (const notice of getNotifyState().notices) dismissNotice(notice.id);
  });
});

describe('when the sync runs', () => {
  it('at the next sign-in too: work that waited through a start without a session is sent then', async () => {
    clearSession();
    await upisiNacrt(nacrt(902));
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) =>
      respond(200, {
        ErrorCode: 0,
        Type: 1,
        Message: 'Uspešno sačuvan radni nalog.',
        radniNalog: { ...storyNalog, ...(JSON.parse(String(init.body)) as object), procenaId: 902, verzija: 4 },
      }),
    );
    startRadniNalogSync(new QueryClient());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    setSession({ id: 3, roles: ['User'], token: 'token-3' });
    await vi.waitFor(async () => expect(await citajNacrt(902)).toBeNull());
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/radninalog/902']);
  });
});
