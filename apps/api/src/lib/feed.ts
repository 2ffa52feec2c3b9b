import type { RssKesStavka } from '../db/schema/index.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  const unwrapped = text.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1');
  return unwrapped
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity[0] === '#') {
        const code = entity[1]?.toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[entity.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function tag(block: string, names: readonly string[]): string | undefined {
  for (const name of names) {
    const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'i').exec(block);
    if (match?.[1] !== undefined) return decode(match[1]);
  }
  return undefined;
}

function atomLink(block: string): string | undefined {
  const links = [...block.matchAll(/<link\b([^>]*?)\/?>/gi)].map((match) => match[1] ?? '');
  const attribute = (attrs: string, name: string) =>
    new RegExp(`${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(attrs)?.[1];
  const alternate = links.find((attrs) => (attribute(attrs, 'rel') ?? 'alternate') === 'alternate') ?? links[0];
  const href = alternate ? attribute(alternate, 'href') : undefined;
  return href ? decode(href) : undefined;
}

function isoDate(text: string | undefined): string | null {
  if (!text) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Title, link and date of the items of an RSS 2.0 or Atom document; anything else gives no items. */
export function parseFeed(xml: string, limit = 20): RssKesStavka[] {
  const blocks = [...xml.matchAll(/<(item|entry)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/gi)].map((match) => ({
    isAtom: match[1]!.toLowerCase() === 'entry',
    body: match[2] ?? '',
  }));
  const items: RssKesStavka[] = [];
  for (const { isAtom, body } of blocks) {
    const title = tag(body, ['title']);
    const link = isAtom ? atomLink(body) : (tag(body, ['link']) ?? tag(body, ['guid']));
    if (!title || !link || !/^https?:\/\//i.test(link)) continue;
    items.push({ title, link, date: isoDate(tag(body, ['pubDate', 'published', 'updated', 'dc:date'])) });
    if (items.length >= limit) break;
  }
  return items;
}

const MAX_FEED_BYTES = 2 * 1024 * 1024;

/** Fetches and parses a feed within `timeoutMs`; any failure gives undefined. */
export async function fetchFeed(url: string, timeoutMs: number): Promise<RssKesStavka[] | undefined> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.5' },
    });
    if (!response.ok || !response.body) return undefined;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.length;
      if (size > MAX_FEED_BYTES) return undefined;
      chunks.push(chunk);
    }
    return parseFeed(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}
