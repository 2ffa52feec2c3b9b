import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { safeFetch, type Resolver, type SafeFetchOptions } from '../src/lib/safe-fetch.ts';
import { fetchFeed } from '../src/lib/feed.ts';

const FEED = `<rss version="2.0"><channel><item><title>Javna vest</title><link>https://vesti.example/1</link></item></channel></rss>`;
const SECRET = `<rss version="2.0"><channel><item><title>TAJNA interna vest</title><link>https://intranet.example/1</link></item></channel></rss>`;

/** Serves `routes` on 127.0.0.1 and counts the requests per path. */
async function serve(routes: Record<string, (response: ServerResponse) => void>) {
  const hits: Record<string, number> = {};
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    hits[path] = (hits[path] ?? 0) + 1;
    const route = routes[path];
    if (route) route(response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, hits, port: (server.address() as AddressInfo).port };
}

const redirect = (location: string) => (response: ServerResponse) => response.writeHead(302, { location }).end();

let allowed: Awaited<ReturnType<typeof serve>>;
let inner: Awaited<ReturnType<typeof serve>>;
let base: string;
let innerBase: string;
const hung: ServerResponse[] = [];

beforeAll(async () => {
  inner = await serve({
    '/secret.xml': (response) => response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(SECRET),
  });
  innerBase = `http://127.0.0.1:${inner.port}`;
  allowed = await serve({
    '/rss.xml': (response) => response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED),
    '/moved': redirect('/rss.xml'),
    '/to-inner': redirect(`${innerBase}/secret.xml`),
    '/to-localhost': redirect(`http://localhost:${inner.port}/secret.xml`),
    '/to-mapped': redirect(`http://[::ffff:127.0.0.1]:${inner.port}/secret.xml`),
    '/to-decimal': redirect(`http://2130706433:${inner.port}/secret.xml`),
    '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
    '/to-private': redirect('http://10.0.0.1/feed'),
    '/to-file': redirect('file:///etc/passwd'),
    '/loop': redirect('/loop'),
    '/big': (response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end(Buffer.alloc(3 * 1024 * 1024, 0x20));
    },
    '/big-declared': (response) => {
      response.writeHead(200, { 'content-length': String(3 * 1024 * 1024) });
      response.write('<rss>');
      hung.push(response);
    },
    '/hang': (response) => void hung.push(response),
    '/gone': (response) => response.writeHead(500).end(),
  });
  base = `http://127.0.0.1:${allowed.port}`;
});

afterAll(async () => {
  for (const response of hung) response.destroy();
  for (const { server } of [allowed, inner])
    await new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
});

beforeEach(() => {
  for (const hits of [allowed.hits, inner.hits]) for (const key of Object.keys(hits)) delete hits[key];
});

const options = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  timeoutMs: 3000,
  maxBytes: 2 * 1024 * 1024,
  allowedOrigins: [base],
  ...extra,
});

describe('safeFetch: the explicitly allowed origin (the demo feed)', () => {
  it('is fetched although it is loopback, and a redirect inside it is followed', async () => {
    const direct = await safeFetch(`${base}/rss.xml`, options());
    expect(direct.ok && direct.body.toString()).toBe(FEED);
    const moved = await safeFetch(`${base}/moved`, options());
    expect(moved.ok && moved.url).toBe(`${base}/rss.xml`);
  });

  it('is exactly that origin: another port on the same address is refused and never connected', async () => {
    const result = await safeFetch(`${innerBase}/secret.xml`, options());
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('loopback') });
    expect(inner.hits).toEqual({});
  });

  it('gives a failure, not an exception, for an error status', async () => {
    expect((await safeFetch(`${base}/gone`, options())).ok).toBe(false);
  });
});

describe('safeFetch refuses addresses that are not public', () => {
  it.each([
    ['loopback by IP', () => `${innerBase}/secret.xml`],
    ['loopback by name (localhost, resolved)', () => `http://localhost:${inner.port}/secret.xml`],
    ['IPv6 loopback', () => `http://[::1]:${inner.port}/secret.xml`],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${inner.port}/secret.xml`],
    ['a decimal loopback', () => `http://2130706433:${inner.port}/secret.xml`],
    ['a hexadecimal loopback', () => `http://0x7f.1:${inner.port}/secret.xml`],
    ['the unspecified address', () => `http://0.0.0.0:${inner.port}/secret.xml`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private address', () => 'http://192.168.1.1/feed'],
    ['a CGNAT address', () => 'http://100.64.0.1/feed'],
    ['a unique-local IPv6 address', () => 'http://[fd00::1]/feed'],
    ['a link-local IPv6 address', () => 'http://[fe80::1]/feed'],
  ])('%s', async (_, url) => {
    expect(await safeFetch(url(), options())).toEqual({ ok: false, reason: expect.stringMatching(/^refused: /) });
    expect(inner.hits).toEqual({});
  });

  it.each([
    ['file:///etc/passwd'],
    ['ftp://example.com/feed'],
    ['data:text/xml,<rss/>'],
    ['javascript:alert(1)'],
    ['gopher://127.0.0.1:6379/_INFO'],
    ['nije url'],
  ])('refuses %s (not http/https)', async (url) => {
    expect(await safeFetch(url, options())).toEqual({ ok: false, reason: expect.stringMatching(/^refused: /) });
  });

  it('refuses credentials in the URL, even on the allowed origin', async () => {
    const url = `http://user:secret@127.0.0.1:${allowed.port}/rss.xml`;
    expect(await safeFetch(url, options())).toEqual({ ok: false, reason: 'refused: credentials in the URL' });
    expect(allowed.hits).toEqual({});
  });
});

describe('safeFetch checks every redirect', () => {
  it.each([
    ['to another loopback port', '/to-inner'],
    ['to localhost by name', '/to-localhost'],
    ['to an IPv4-mapped loopback', '/to-mapped'],
    ['to a decimal loopback', '/to-decimal'],
    ['to the metadata address', '/to-metadata'],
    ['to a private address', '/to-private'],
    ['to a file: URL', '/to-file'],
  ])('refuses a redirect %s', async (_, path) => {
    expect(await safeFetch(`${base}${path}`, options())).toEqual({
      ok: false,
      reason: expect.stringMatching(/^refused: /),
    });
    expect(allowed.hits[path]).toBe(1);
    expect(inner.hits).toEqual({});
  });

  it('gives up after five redirects', async () => {
    expect(await safeFetch(`${base}/loop`, options())).toEqual({ ok: false, reason: 'more than 5 redirects' });
    expect(allowed.hits['/loop']).toBe(6);
  });
});

describe('safeFetch decides after DNS resolution and connects only to the address it checked', () => {
  it('refuses a public-looking name that resolves to loopback, before connecting', async () => {
    const asked: string[] = [];
    const resolve: Resolver = async (hostname) => {
      asked.push(hostname);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const result = await safeFetch(`http://vesti.example:${inner.port}/secret.xml`, options({ resolve }));
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('loopback') });
    expect(asked).toEqual(['vesti.example']);
    expect(inner.hits).toEqual({});
  });

  it.each([
    [
      [
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ],
    ],
    [
      [
        { address: '2606:4700:4700::1111', family: 6 },
        { address: '::1', family: 6 },
      ],
    ],
    [[{ address: '::ffff:169.254.169.254', family: 6 }]],
    [[]],
  ])('refuses a name when any of its addresses is not public: %j', async (addresses) => {
    const resolve: Resolver = async () => addresses;
    expect(await safeFetch('http://mesano.example/feed', options({ resolve }))).toEqual({
      ok: false,
      reason: expect.stringMatching(/^refused: /),
    });
  });

  it('connects to the address it resolved and checked once, never resolving the name again', async () => {
    let calls = 0;
    // The first answer is the checked one; a rebinding DNS would answer something else the next time.
    const resolve: Resolver = async () =>
      ++calls === 1 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.9.9.9', family: 4 }];
    const origin = `http://rebind.example:${allowed.port}`;
    const result = await safeFetch(`${origin}/rss.xml`, options({ resolve, allowedOrigins: [origin] }));
    expect(result.ok && result.body.toString()).toBe(FEED);
    expect(calls).toBe(1);
    expect(allowed.hits['/rss.xml']).toBe(1);
  });
});

describe('safeFetch bounds size and time', () => {
  it('refuses a body over the limit, streamed or declared', async () => {
    expect(await safeFetch(`${base}/big`, options())).toEqual({
      ok: false,
      reason: expect.stringMatching(/^refused: a body/),
    });
    expect(await safeFetch(`${base}/big-declared`, options())).toEqual({
      ok: false,
      reason: expect.stringMatching(/^refused: a body/),
    });
  });

  it('gives up on a server that never answers', async () => {
    expect(await safeFetch(`${base}/hang`, options({ timeoutMs: 200 }))).toEqual({ ok: false, reason: 'timed out' });
  });

  it('gives up on a name that never resolves', async () => {
    const resolve: Resolver = () => new Promise(() => {});
    expect(await safeFetch('http://sporo.example/feed', options({ timeoutMs: 200, resolve }))).toEqual({
      ok: false,
      reason: 'timed out',
    });
  });
});

describe('fetchFeed', () => {
  it('parses a feed from the allowed origin and refuses any other local one', async () => {
    expect(await fetchFeed(`${base}/rss.xml`, { timeoutMs: 3000, allowedOrigins: [base] })).toEqual({
      ok: true,
      items: [{ title: 'Javna vest', link: 'https://vesti.example/1', date: null }],
    });
    expect((await fetchFeed(`${innerBase}/secret.xml`, { timeoutMs: 3000, allowedOrigins: [base] })).ok).toBe(false);
    expect((await fetchFeed(`${base}/to-inner`, { timeoutMs: 3000, allowedOrigins: [base] })).ok).toBe(false);
    expect((await fetchFeed(`${base}/rss.xml`, { timeoutMs: 3000 })).ok).toBe(false);
    expect(inner.hits).toEqual({});
  });
});
