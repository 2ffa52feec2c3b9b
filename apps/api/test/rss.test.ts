import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, rssFeedListSchema, rssItemListSchema } from '@rp/contract';
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
  type Who,
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

const SECRET = `<rss version="2.0"><channel><item><title>TAJNA interna vest</title><link>https://intranet.example/1</link></item></channel></rss>`;

let t: TestApp;
let actors: Actors;
let server: Server;
let inner: Server;
let base: string;
let innerPort: number;
let closedPort: number;
const hits: Record<string, number> = {};
let innerHits = 0;

const listen = async (target: Server) => {
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  return (target.address() as AddressInfo).port;
};

beforeAll(async () => {
  // An internal service on this machine that no feed may reach.
  inner = createServer((_, response) => {
    innerHits++;
    response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(SECRET);
  });
  innerPort = await listen(inner);
  server = createServer((request, response) => {
    hits[request.url ?? ''] = (hits[request.url ?? ''] ?? 0) + 1;
    if (request.url === '/rss.xml') return response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS);
    if (request.url === '/atom.xml')
      return response.writeHead(200, { 'content-type': 'application/atom+xml' }).end(ATOM);
    if (request.url === '/html')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>nije feed</html>');
    if (request.url === '/to-inner')
      return response.writeHead(302, { location: `http://127.0.0.1:${innerPort}/secret.xml` }).end();
    if (request.url === '/to-localhost')
      return response.writeHead(301, { location: `http://localhost:${innerPort}/secret.xml` }).end();
    response.writeHead(500).end();
  });
  base = `http://127.0.0.1:${await listen(server)}`;
  // A port that was just free: nothing listens there.
  const probe = createServer();
  closedPort = await listen(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));

  // The local feed server is the demo feed's origin (DEMO_RSS_URL), the one local address feeds may use.
  t = await buildTestApp({ demoRssUrl: `${base}/demo.xml` });
  actors = await signInAll(t.app);
  // The demo feeds point at the internet; the tests must not reach it.
  await t.app.db.delete(rssFeedovi);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => inner.close(() => resolve()));
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

  it('refuse a name another feed has, without case and accents, on create and rename (409 naming it)', async () => {
    const first = await call(t.app, 'POST', '/api/rss/save', admin(), {
      naziv: 'Građevinske Vesti',
      url: 'https://example.com/gradjevinske',
    });
    expect(first.statusCode).toBe(200);
    for (const naziv of ['Građevinske Vesti', 'gradjevinske vesti', 'ГРАЂЕВИНСКЕ ВЕСТИ']) {
      const refused = await call(t.app, 'POST', '/api/rss/save', admin(), { naziv, url: 'https://example.com/x' });
      expect(refused.statusCode, naziv).toBe(409);
      expect(refused.json()).toEqual({
        ErrorCode: ErrorCode.DuplicateFeedName,
        Type: 3,
        Message: 'RSS feed sa nazivom „Građevinske Vesti“ već postoji.',
        RequestId: refused.headers['x-request-id'],
      });
    }
    const second = await call(t.app, 'POST', '/api/rss/save', admin(), {
      naziv: 'Druge vesti',
      url: 'https://example.com/druge',
    });
    const id = second.json<{ Id: number }>().Id;
    const update = { id, verzija: 1, naziv: 'GRADJEVINSKE vesti', url: 'https://example.com/druge' };
    const renamed = await call(t.app, 'POST', '/api/rss/update', admin(), update);
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json<{ ErrorCode: number }>().ErrorCode).toBe(ErrorCode.DuplicateFeedName);
    const list = rssFeedListSchema.parse((await call(t.app, 'GET', '/api/rss/get', admin())).json());
    expect(list.itemList.filter((feed) => feed.naziv.toLowerCase().startsWith('gra'))).toHaveLength(1);
    expect(list.itemList.find((feed) => feed.id === id)?.naziv).toBe('Druge vesti');
  });

  it('are edited without verzija (the specification shape); a stale one is still refused with 409', async () => {
    const saved = await call(t.app, 'POST', '/api/rss/save', admin(), {
      naziv: 'Bez verzije',
      url: 'https://example.com/bez-verzije',
    });
    const id = saved.json<{ Id: number }>().Id;
    const update = { id, naziv: 'Bez verzije 2', url: 'https://example.com/bez-verzije-2' };
    const edited = await call(t.app, 'POST', '/api/rss/update', admin(), update);
    expect(edited.statusCode, edited.body).toBe(200);
    const list = rssFeedListSchema.parse((await call(t.app, 'GET', '/api/rss/get', admin())).json());
    expect(list.itemList).toContainEqual({ ...update, verzija: 2 });
    expect((await call(t.app, 'POST', '/api/rss/update', admin(), { ...update, verzija: 1 })).statusCode).toBe(409);
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
      ['Greška', `${base}/error`],
      ['Nije feed', `${base}/html`],
    ])
      expect((await call(t.app, 'POST', '/api/rss/save', admin(), { naziv, url })).statusCode).toBe(200);
    // Saving refuses a local address that is not the demo feed's; a row from before that rule is fetched never.
    await t.app.db.insert(rssFeedovi).values({ naziv: 'Ugašen', url: `http://127.0.0.1:${closedPort}/feed` });

    const response = await call(t.app, 'GET', '/api/rss/items', actors.token('user'));
    expect(response.statusCode, response.body).toBe(200);
    const items = rssItemListSchema.parse(response.json()).itemList;
    expect(items.map((item) => [item.feed, item.title])).toEqual([
      ['Atom vesti', 'Katastar uvodi e-šalter'],
      ['Lokalne vesti', 'Cene stanova u Novom Sadu porasle 8% & više'],
      ['Lokalne vesti', 'Nova linija "7" ka Futogu'],
    ]);
    expect(hits['/rss.xml']).toBe(1);
    // The feeds that failed are named, so that the home page can tell a failure from no news.
    const { nedostupni, ukupnoIzvora } = rssItemListSchema.parse(response.json());
    const failed = nedostupni?.map((feed) => feed.feed) ?? [];
    expect(failed).toEqual(expect.arrayContaining(['Greška', 'Ugašen']));
    expect(failed).not.toContain('Lokalne vesti');
    expect(failed).not.toContain('Atom vesti');
    const feeds = (await call(t.app, 'GET', '/api/rss/get', admin())).json<{ itemList: unknown[] }>().itemList;
    expect(ukupnoIzvora).toBe(feeds.length);

    const again = rssItemListSchema.parse((await call(t.app, 'GET', '/api/rss/items', actors.token('ops'))).json());
    expect(again.itemList).toEqual(items);
    expect(again.nedostupni).toEqual(nedostupni);
    expect(hits['/rss.xml']).toBe(1);
    expect(hits['/error']).toBe(1);
  });
});

describe('feeds the server must not fetch', () => {
  const LOCAL = /javna adresa na internetu/;
  it.each([
    ['loopback', 'http://127.0.0.1/feed', LOCAL],
    ['loopback on another port than the demo feed', () => `http://127.0.0.1:${innerPort}/secret.xml`, LOCAL],
    ['a short loopback', 'http://127.1:8080/feed', LOCAL],
    ['a decimal loopback', 'http://2130706433/feed', LOCAL],
    ['a hexadecimal loopback', 'http://0x7f.0.0.1/feed', LOCAL],
    ['IPv6 loopback', 'http://[::1]/feed', LOCAL],
    ['an IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/feed', LOCAL],
    ['localhost', 'http://localhost:8080/feed', LOCAL],
    ['a name under localhost', 'http://api.localhost/feed', LOCAL],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/', LOCAL],
    ['a private address', 'https://192.168.0.10/rss', LOCAL],
    ['a 10/8 address', 'http://10.1.2.3/rss', LOCAL],
    ['a CGNAT address', 'http://100.64.1.1/rss', LOCAL],
    ['the unspecified address', 'http://0.0.0.0/rss', LOCAL],
    ['a unique-local address', 'http://[fd00::1]/rss', LOCAL],
    ['a link-local address', 'http://[fe80::1]/rss', LOCAL],
    ['credentials', 'https://korisnik:lozinka@vesti.example/rss', /korisničko ime ni lozinku/],
    ['a file URL', 'file:///etc/passwd', /http\(s\)/],
  ])('refuses %s when saved or edited (400, in Serbian)', async (_, url, message) => {
    const address = typeof url === 'function' ? url() : url;
    const saved = await call(t.app, 'POST', '/api/rss/save', admin(), { naziv: 'Interni', url: address });
    expect(saved.statusCode, saved.body).toBe(400);
    expect(saved.json()).toMatchObject({ ErrorCode: 400, Type: 4, Message: expect.stringMatching(message) });

    const ok = await call(t.app, 'POST', '/api/rss/save', admin(), { naziv: 'Javni', url: 'https://vesti.example/r' });
    const id = ok.json<{ Id: number }>().Id;
    const edited = await call(t.app, 'POST', '/api/rss/update', admin(), { id, verzija: 1, naziv: 'X', url: address });
    expect(edited.statusCode, edited.body).toBe(400);
    expect(edited.json()).toMatchObject({ ErrorCode: 400, Type: 4, Message: expect.stringMatching(message) });
    expect((await call(t.app, 'POST', `/api/rss/delete/${id}`, admin())).statusCode).toBe(200);
  });

  it('never fetches a local address, stored, reached by a redirect or by a name, so its titles never reach the home page', async () => {
    for (const url of [
      `http://127.0.0.1:${innerPort}/secret.xml`,
      `http://localhost:${innerPort}/secret.xml`,
      `http://[::ffff:127.0.0.1]:${innerPort}/secret.xml`,
    ])
      await t.app.db.insert(rssFeedovi).values({ naziv: 'Unutrašnji', url });
    for (const path of ['/to-inner', '/to-localhost'])
      expect(
        (await call(t.app, 'POST', '/api/rss/save', admin(), { naziv: `Preusmeren ${path}`, url: `${base}${path}` }))
          .statusCode,
      ).toBe(200);

    const response = await call(t.app, 'GET', '/api/rss/items', actors.token('user'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('TAJNA');
    expect(hits['/to-inner']).toBe(1);
    expect(hits['/to-localhost']).toBe(1);
    expect(innerHits).toBe(0);
    await t.app.db.delete(rssFeedovi);
  });
});

describe('who may do what', () => {
  let n = 0;
  const feed = async () =>
    (
      await call(t.app, 'POST', '/api/rss/save', admin(), {
        naziv: `F${++n}`,
        url: `${base}/nema/${n}`,
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
      // Names are unique: each role's create names its own feed.
      payload: (who: Who) => ({ naziv: `N ${who}`, url: `${base}/nema/n` }),
      expect: ADMIN_DEMO_ONLY,
    },
    {
      name: 'edit a feed',
      method: 'POST',
      url: '/api/rss/update',
      payload: async (who: Who) => ({ id: await feed(), verzija: 1, naziv: `E ${who}`, url: `${base}/nema/e` }),
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
