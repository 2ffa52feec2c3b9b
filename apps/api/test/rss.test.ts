import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rssFeedListSchema, rssItemListSchema } from '@rp/contract';
import { rssFeedovi } from '../src/db/schema/index.ts';
import { parseFeed } from '../src/lib/feed.ts';
import { loadConfig } from '../src/config.ts';
import { demoFeeds } from '../src/db/seed/demo-firma.ts';
import {
  ADMIN_DEMO_ONLY,
  ALL_AND_ANON,
  buildTestApp,
  call,
  loginAs,
  roleRows,
  runRoleCase,
  signInAll,
  type Actors,
  type RoleCase,
  type TestApp,
} from './helper.ts';

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Lokalne vesti</title>
<item><title><![CDATA[Cene stanova u Novom Sadu porasle 8% & više]]></title><link>https://vesti.example/stanovi</link>
<pubDate>Tue, 10 Mar 2026 08:30:00 +0100</pubDate></item>
<item><title>Nova linija &quot;7&quot; ka Futogu</title><link>https://vesti.example/linija</link>
<pubDate>Mon, 09 Mar 2026 12:00:00 +0100</pubDate></item>
<item><title>Bez linka</title></item>
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom</title>
<entry><title type="html">Katastar uvodi e-šalter</title><link rel="alternate" href="https://atom.example/e-salter"/>
<updated>2026-03-11T09:00:00Z</updated></entry>
</feed>`;

let t: TestApp;
let actors: Actors;
let server: Server;
let base: string;
let closedPort: number;
const hits: Record<string, number> = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    hits[request.url ?? ''] = (hits[request.url ?? ''] ?? 0) + 1;
    if (request.url === '/rss.xml') return response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS);
    if (request.url === '/atom.xml')
      return response.writeHead(200, { 'content-type': 'application/atom+xml' }).end(ATOM);
    if (request.url === '/html')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>nije feed</html>');
    response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port that was just free: nothing listens there.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));

  t = await buildTestApp();
  actors = await signInAll(t.app);
  // The demo feeds point at the internet; the tests must not reach it.
  await t.app.db.delete(rssFeedovi);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const admin = () => actors.token('admin');

describe('the feed parser', () => {
  it('reads titles, links and dates of RSS 2.0 and Atom, skipping items without a link', () => {
    expect(parseFeed(RSS)).toEqual([
      {
        title: 'Cene stanova u Novom Sadu porasle 8% & više',
        link: 'https://vesti.example/stanovi',
        date: '2026-03-10T07:30:00.000Z',
      },
      { title: 'Nova linija "7" ka Futogu', link: 'https://vesti.example/linija', date: '2026-03-09T11:00:00.000Z' },
    ]);
    expect(parseFeed(ATOM)).toEqual([
      { title: 'Katastar uvodi e-šalter', link: 'https://atom.example/e-salter', date: '2026-03-11T09:00:00.000Z' },
    ]);
    expect(parseFeed('<html>nije feed</html>')).toEqual([]);
  });
});

describe('feeds', () => {
  it('are created, edited with verzija and deleted', async () => {
    const saved = await call(t.app, 'POST', '/api/rss/save', actors.token('demo'), {
      naziv: 'Probni',
      url: 'https://example.com/feed',
    });
    expect(saved.statusCode).toBe(200);
    const id = saved.json<{ Id: number }>().Id;
    const update = { id, verzija: 1, naziv: 'Probni 2', url: 'https://example.com/feed2' };
    expect((await call(t.app, 'POST', '/api/rss/update', admin(), update)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/rss/update', admin(), update)).statusCode).toBe(409);
    const list = rssFeedListSchema.parse((await call(t.app, 'GET', '/api/rss/get', admin())).json());
    expect(list.itemList).toContainEqual({ id, naziv: 'Probni 2', url: 'https://example.com/feed2', verzija: 2 });
    expect((await call(t.app, 'POST', `/api/rss/delete/${id}`, admin())).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/api/rss/delete/${id}`, admin())).statusCode).toBe(404);
  });

  it.each([
    ['a non-http URL', { naziv: 'X', url: 'ftp://example.com/feed' }],
    ['a malformed URL', { naziv: 'X', url: 'nije url' }],
    ['no name', { naziv: '', url: 'https://example.com/feed' }],
  ])('refuses a feed with %s (400)', async (_, body) => {
    expect((await call(t.app, 'POST', '/api/rss/save', admin(), body)).statusCode).toBe(400);
  });
});

describe('feed items for the home page', () => {
  it('merges the items of every feed newest first, gives none for unreachable feeds, and caches in the database', async () => {
    for (const [naziv, url] of [
      ['Lokalne vesti', `${base}/rss.xml`],
      ['Atom vesti', `${base}/atom.xml`],
      ['Ugašen', `http://127.0.0.1:${closedPort}/feed`],
      ['Greška', `${base}/error`],
      ['Nije feed', `${base}/html`],
    ])
      expect((await call(t.app, 'POST', '/api/rss/save', admin(), { naziv, url })).statusCode).toBe(200);

    const response = await call(t.app, 'GET', '/api/rss/items', actors.token('user'));
    expect(response.statusCode, response.body).toBe(200);
    const items = rssItemListSchema.parse(response.json()).itemList;
    expect(items.map((item) => [item.feed, item.title])).toEqual([
      ['Atom vesti', 'Katastar uvodi e-šalter'],
      ['Lokalne vesti', 'Cene stanova u Novom Sadu porasle 8% & više'],
      ['Lokalne vesti', 'Nova linija "7" ka Futogu'],
    ]);
    expect(hits['/rss.xml']).toBe(1);

    const again = rssItemListSchema.parse((await call(t.app, 'GET', '/api/rss/items', actors.token('ops'))).json());
    expect(again.itemList).toEqual(items);
    expect(hits['/rss.xml']).toBe(1);
    expect(hits['/error']).toBe(1);
  });
});

describe('who may do what', () => {
  let n = 0;
  const feed = async () =>
    (
      await call(t.app, 'POST', '/api/rss/save', admin(), {
        naziv: `F${++n}`,
        url: `http://127.0.0.1:${closedPort}/${n}`,
      })
    ).json<{
      Id: number;
    }>().Id;
  const cases: RoleCase[] = [
    { name: 'feeds', method: 'GET', url: '/api/rss/get', expect: ADMIN_DEMO_ONLY },
    { name: 'items', method: 'GET', url: '/api/rss/items', expect: ALL_AND_ANON },
    {
      name: 'add a feed',
      method: 'POST',
      url: '/api/rss/save',
      payload: () => ({ naziv: 'N', url: `http://127.0.0.1:${closedPort}/n` }),
      expect: ADMIN_DEMO_ONLY,
    },
    {
      name: 'edit a feed',
      method: 'POST',
      url: '/api/rss/update',
      payload: async () => ({ id: await feed(), verzija: 1, naziv: 'E', url: `http://127.0.0.1:${closedPort}/e` }),
      expect: ADMIN_DEMO_ONLY,
    },
    {
      name: 'delete a feed',
      method: 'POST',
      url: async () => `/api/rss/delete/${await feed()}`,
      expect: ADMIN_DEMO_ONLY,
    },
  ];
  it.each(roleRows(cases))('%s', async (_, who, status, row) => {
    const response = await runRoleCase(t.app, actors, who, row);
    expect(response.statusCode, response.body).toBe(status);
  });
});

describe('the demo feeds (DEMO_RSS_URL)', () => {
  it('point every seeded feed at the configured address, numbered', async () => {
    const local = await buildTestApp({ demoRssUrl: 'http://127.0.0.1:9/feed.xml?lang=sr' });
    try {
      const token = await loginAs(local.app, 'admin');
      const list = rssFeedListSchema.parse((await call(local.app, 'GET', '/api/rss/get', token)).json());
      expect(list.itemList.map((feed) => feed.url).sort()).toEqual(
        list.itemList.map((_, index) => `http://127.0.0.1:9/feed.xml?lang=sr&feed=${index + 1}`),
      );
      expect(list.itemList.length).toBeGreaterThan(1);
    } finally {
      await local.close();
    }
  });

  it('keep the public feeds when it is absent, and refuse an address that is not http(s)', () => {
    expect(demoFeeds(undefined).every((feed) => feed.url.startsWith('https://'))).toBe(true);
    expect(() => loadConfig({ DEMO_RSS_URL: 'file:///etc/passwd' }, { jwtSecret: 'x' })).toThrow('DEMO_RSS_URL');
    expect(loadConfig({ DEMO_RSS_URL: 'http://127.0.0.1:1/f' }, { jwtSecret: 'x' }).demoRssUrl).toBe(
      'http://127.0.0.1:1/f',
    );
  });
});
