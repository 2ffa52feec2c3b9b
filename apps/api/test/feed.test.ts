import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFeed } from '../src/lib/feed.ts';

const rss = (items: string) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>K</title>${items}</channel></rss>`;
const item = (title: string, link = 'https://vesti.example/a', extra = '') =>
  `<item><title>${title}</title><link>${link}</link>${extra}</item>`;

let server: Server;
let hits = 0;
let base: string;

beforeAll(async () => {
  server = createServer((_, response) => {
    hits++;
    response.writeHead(200, { 'content-type': 'text/plain' }).end('TAJNA');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the feed parser reads no DTD', () => {
  it('leaves a billion-laughs document unexpanded, without an error', () => {
    const levels = Array.from(
      { length: 9 },
      (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level === 0 ? '' : level};`.repeat(10)}">`,
    ).join('\n');
    const xml = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  ${levels}
]>
<rss version="2.0"><channel>${item('Smeh &lol9;')}${item('Druga vest')}</channel></rss>`;
    const items = parseFeed(xml);
    expect(items.map((entry) => entry.title)).toEqual(['Smeh &lol9;', 'Druga vest']);
    expect(JSON.stringify(items)).not.toContain('lollol');
  });

  it('never reads an external entity (file or URL) nor a parameter entity', () => {
    const xml = `<?xml version="1.0"?>
<!DOCTYPE rss [
  <!ENTITY datoteka SYSTEM "file:///etc/passwd">
  <!ENTITY adresa SYSTEM "${base}/entity">
  <!ENTITY % spoljni SYSTEM "${base}/dtd"> %spoljni;
]>
<rss version="2.0"><channel>${item('A &datoteka; B &adresa; C')}</channel></rss>`;
    const items = parseFeed(xml);
    expect(items.map((entry) => entry.title)).toEqual(['A &datoteka; B &adresa; C']);
    expect(JSON.stringify(items)).not.toMatch(/root:|TAJNA/);
    expect(hits).toBe(0);
  });

  it('decodes only the predefined and numeric entities', () => {
    expect(parseFeed(rss(item('&lt;Š&gt; &amp; &#x160;&#269;&#x1F3E0; &quot;x&quot; &apos;y&apos;')))[0]?.title).toBe(
      '<Š> & Šč🏠 "x" \'y\'',
    );
  });
});

describe('the feed parser on malformed input', () => {
  it.each([
    ['an empty document', ''],
    ['plain text', 'nije feed'],
    ['an HTML page', '<!doctype html><html><body><h1>Nije feed</h1></body></html>'],
    ['JSON', '{"items":[{"title":"x","link":"https://x.example"}]}'],
    ['binary bytes', '\u0000\u0001\u00ff\ufffd'.repeat(1000)],
    ['stray markup', '<<<>>> &&& </item></entry> <![CDATA[ <item>'],
    ['an item cut off before its end tag', `<rss><channel>${item('Ceo').slice(0, -'</item>'.length)}`],
    ['an item cut inside its link', '<rss><channel><item><title>A</title><link>https://vesti.exa'],
    ['an entry cut inside an attribute', '<feed><entry><title>A</title><link href="https://vesti.example/'],
    [
      'an item closed by its channel',
      `<rss><channel><item><title>A</title><link>https://x.example/</link></channel></rss>`,
    ],
    [
      'an unterminated CDATA section',
      '<rss><channel><item><title><![CDATA[A</title><link>https://x.example/</link></item>',
    ],
    [
      'a comment hiding the item',
      '<rss><channel><!-- <item><title>A</title><link>https://x.example/</link></item> -->',
    ],
    ['many items never closed', '<rss><channel>' + '<item>'.repeat(100_000)],
    ['deep nesting (read no further)', `${'<a>'.repeat(100_000)}${item('Duboko')}`],
    [
      'deep nesting inside an item',
      `<rss><item>${'<a>'.repeat(100_000)}<title>x</title><link>https://x.example/</link></item>`,
    ],
  ])('%s gives no items and no exception', (_, xml) => {
    expect(parseFeed(xml)).toEqual([]);
  });

  it('reads a title full of nested markup without trouble', () => {
    const title = `<![CDATA[Naslov ${'<b>'.repeat(600_000)}kraj]]>`;
    const items = parseFeed(rss(item(title)));
    expect(items).toHaveLength(1);
    expect(items[0]?.title).toMatch(/^Naslov\b/);
  });

  it('keeps the complete items before a cut', () => {
    expect(parseFeed(`<rss><channel>${item('Ceo')}<item><title>Odsečen</title><link>https://x.ex`)).toEqual([
      { title: 'Ceo', link: 'https://vesti.example/a', date: null },
    ]);
  });
});

describe('the feed parser keeps what the home page needs', () => {
  it('strips HTML from titles, escaped, in CDATA or as elements, and drops script text', () => {
    const items = parseFeed(
      rss(
        [
          item('&lt;b&gt;Podebljano&lt;/b&gt; i &lt;i&gt;koso&lt;/i&gt;'),
          item('<![CDATA[<p>Stanovi <em>jeftiniji</em></p><script>alert(1)</script>]]>'),
          item('Naslov <b>sa</b> <span>elementima</span>'),
          item('Razmaci\n\t  i   redovi'),
        ].join(''),
      ),
    );
    expect(items.map((entry) => entry.title)).toEqual([
      'Podebljano i koso',
      'Stanovi jeftiniji',
      'Naslov sa elementima',
      'Razmaci i redovi',
    ]);
  });

  it('drops control characters and bidirectional overrides from titles', () => {
    expect(parseFeed(rss(item('Cena\u202e000.001\u202c &#x7;evra')))[0]?.title).toBe('Cena 000.001 evra');
  });

  it('keeps only http(s) links, falling back to the guid', () => {
    const items = parseFeed(
      rss(
        [
          item('JS', 'javascript:alert(1)'),
          item('Data', 'data:text/html,<script>alert(1)</script>'),
          item('Relativni', '/vest/1'),
          item('Prazan', ''),
          '<item><title>Guid</title><guid>https://vesti.example/guid</guid></item>',
          item('Razmaci', '  https://vesti.example/razmak  '),
        ].join(''),
      ),
    );
    expect(items.map((entry) => [entry.title, entry.link])).toEqual([
      ['Guid', 'https://vesti.example/guid'],
      ['Razmaci', 'https://vesti.example/razmak'],
    ]);
  });

  it('reads Atom links, preferring rel="alternate", and the dates of both formats', () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom">
<entry><title>A</title><link rel="self" href="https://atom.example/self"/><link rel="alternate" href="https://atom.example/a"/>
<published>2026-03-11T09:00:00+01:00</published><updated>2026-03-12T09:00:00Z</updated></entry>
<entry><title>B</title><link href="https://atom.example/b"/></entry>
<entry><title>C</title><link rel="alternate" href="javascript:alert(1)"/></entry></feed>`;
    expect(parseFeed(atom)).toEqual([
      { title: 'A', link: 'https://atom.example/a', date: '2026-03-11T08:00:00.000Z' },
      { title: 'B', link: 'https://atom.example/b', date: null },
    ]);
    expect(
      parseFeed(rss(item('D', undefined, '<dc:date>2026-01-02T03:04:05Z</dc:date><pubDate>nije datum</pubDate>'))),
    ).toEqual([{ title: 'D', link: 'https://vesti.example/a', date: null }]);
  });

  it('stops at the item limit', () => {
    const many = rss(Array.from({ length: 30 }, (_, index) => item(`Vest ${index}`)).join(''));
    expect(parseFeed(many)).toHaveLength(20);
    expect(parseFeed(many, 3).map((entry) => entry.title)).toEqual(['Vest 0', 'Vest 1', 'Vest 2']);
  });
});
