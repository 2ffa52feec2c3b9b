import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_MARKER_HEADER,
  GANTT_PATHS,
  NEPOKRETNOSTI_PATHS,
  RADNICI_PATHS,
  SESSION_PATHS,
  STATISTIKA_PATHS,
} from '@rp/contract';
import { COMPRESS_FROM_BYTES } from '../src/app.ts';
import { WHOLE_FROM_BYTES } from '../src/lib/compress-whole.ts';
import { buildTestApp, loginAs, type TestApp } from './helper.ts';

// Large answers leave compressed for a client that accepts it (brotli first, then gzip), and only those: a small
// answer, an answer that is compressed already (the plan cache's gzip) and a request body are left as they are.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

/** The demo firm's bankers statistics of this year: ~18 KB of JSON, above the threshold. */
const LARGE = `${STATISTIKA_PATHS.bankari}?godina=${new Date().getFullYear()}`;

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${admin}`,
      ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }),
    },
  });

describe('compressed answers', () => {
  it('sends a large answer in brotli or gzip as the client accepts, the same JSON as uncompressed', async () => {
    const plain = await get(LARGE);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);

    const br = await get(LARGE, 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await get(LARGE, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('compresses an answer above the one-call size whole, with its length, as the client accepts', async () => {
    const plain = await get(NEPOKRETNOSTI_PATHS.mapa);
    expect(plain.rawPayload.length).toBeGreaterThan(WHOLE_FROM_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
      ['*', 'br', brotliDecompressSync],
    ] as const) {
      const answer = await get(NEPOKRETNOSTI_PATHS.mapa, accepted);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-length']).toBe(String(answer.rawPayload.length));
      expect(answer.headers['transfer-encoding']).toBeUndefined();
      expect(String(answer.headers.vary).match(/accept-encoding/gi)).toHaveLength(1);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(decode(answer.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    for (const accepted of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const answer = await get(NEPOKRETNOSTI_PATHS.mapa, accepted);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.rawPayload.equals(plain.rawPayload)).toBe(true);
    }
  });

  it('keeps the headers every API answer carries, its type among them', async () => {
    for (const acceptEncoding of ['br', 'identity']) {
      const answer = await get(LARGE, acceptEncoding);
      expect(answer.headers[API_MARKER_HEADER]).toBeDefined();
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('names the type of the answers written by JSON.stringify too (the map of the properties)', async () => {
    const map = await get(NEPOKRETNOSTI_PATHS.mapa);
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it.each([undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0'])(
    'sends it uncompressed when the client accepts neither (%s)',
    async (acceptEncoding) => {
      const answer = await get(LARGE, acceptEncoding);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(() => answer.json()).not.toThrow();
    },
  );

  it('sends a small answer as it is', async () => {
    const answer = await get(RADNICI_PATHS.list, 'br, gzip');
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it("compresses the plan once: by its cache's own gzip once that is made, never twice", async () => {
    const encodings: string[] = [];
    for (let attempt = 0; attempt < 100 && encodings.at(-1) !== 'gzip'; attempt++) {
      const answer = await get(GANTT_PATHS.get, 'br, gzip');
      expect(answer.statusCode).toBe(200);
      const encoding = String(answer.headers['content-encoding']);
      const body = encoding === 'gzip' ? gunzipSync(answer.rawPayload) : brotliDecompressSync(answer.rawPayload);
      expect((JSON.parse(body.toString('utf8')) as { tasks: unknown[] }).tasks.length).toBeGreaterThan(0);
      encodings.push(encoding);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // The first answer, before the cache has compressed the plan, is compressed on the way out like any other.
    expect(encodings[0]).toBe('br');
    expect(encodings.at(-1)).toBe('gzip');
  });

  it('never inflates a compressed request body: a gzipped sign-in is refused, not read', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: SESSION_PATHS.authenticate,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'admin', password: 'admin' })),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ ErrorCode: expect.any(Number), Message: expect.any(String) });
    expect(answer.json()).not.toHaveProperty('access_token');
  });
});
