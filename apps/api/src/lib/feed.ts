import { Parser } from 'htmlparser2';
import type { RssKesStavka } from '../db/schema/index.ts';
import { safeFetch, type Resolver } from './safe-fetch.ts';

const ITEM_FIELDS = new Set(['title', 'link', 'guid', 'pubdate', 'published', 'updated', 'dc:date']);
const DATE_FIELDS = ['pubdate', 'published', 'updated', 'dc:date'] as const;
const MAX_TITLE_LENGTH = 500;
/** Markup read of one title; the tokenizer's element stack costs the square of the depth, so both are bounded. */
const MAX_RAW_TITLE_LENGTH = 20_000;
/** No feed nests this deep; a document that does is hostile and is read no further. */
const MAX_DEPTH = 64;
const MAX_LINK_LENGTH = 2000;
/** Control characters and bidirectional overrides that could disguise a title on the home page. */
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

interface Draft {
  isAtom: boolean;
  depth: number;
  fields: Map<string, string>;
  atomLinks: { rel: string; href: string }[];
}

/** The text of an HTML fragment (a title may carry markup, escaped or in CDATA); script and style give none. */
function htmlToText(html: string): string {
  let text = '';
  let hidden = 0;
  const parser = new Parser({
    onopentag(name) {
      if (name === 'script' || name === 'style') hidden++;
    },
    onclosetag(name) {
      if ((name === 'script' || name === 'style') && hidden > 0) hidden--;
    },
    ontext(data) {
      if (hidden === 0) text += data;
    },
  });
  parser.end(html);
  return text;
}

function cleanTitle(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const title = htmlToText(raw.slice(0, MAX_RAW_TITLE_LENGTH)).replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  return title.length > MAX_TITLE_LENGTH ? `${title.slice(0, MAX_TITLE_LENGTH - 1)}…` : title;
}

function httpLink(raw: string | undefined): string | undefined {
  const text = raw?.trim();
  if (!text || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  if (!/^https?:$/.test(url.protocol) || url.href.length > MAX_LINK_LENGTH) return undefined;
  return url.href;
}

function isoDate(text: string | undefined): string | null {
  if (!text) return null;
  const time = Date.parse(text.trim());
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function toItem(draft: Draft): RssKesStavka | undefined {
  const title = cleanTitle(draft.fields.get('title'));
  const atomLink =
    draft.atomLinks.find((link) => link.rel === 'alternate' && httpLink(link.href)) ??
    draft.atomLinks.find((link) => httpLink(link.href));
  const link = draft.isAtom
    ? httpLink(atomLink?.href)
    : (httpLink(draft.fields.get('link')) ?? httpLink(draft.fields.get('guid')));
  if (!title || !link) return undefined;
  const date = DATE_FIELDS.map((name) => draft.fields.get(name)).find((value) => value?.trim());
  return { title, link, date: isoDate(date) };
}

/**
 * Title, link and date of the items of an RSS 2.0 or Atom document; anything else gives no items, and no input
 * throws. An XML tokenizer (htmlparser2) reads it: only the predefined and numeric entities are decoded, a DTD is
 * never read (no entity expansion, no external entities), and an item counts only when its end tag is there.
 */
export function parseFeed(xml: string, limit = 20): RssKesStavka[] {
  const items: RssKesStavka[] = [];
  if (limit <= 0) return items;
  let depth = 0;
  let draft: Draft | undefined;
  let field: { name: string; depth: number; text: string } | undefined;
  const parser = new Parser(
    {
      onopentag(rawName, attributes) {
        if (++depth > MAX_DEPTH) throw new RangeError('feed nested too deep');
        const name = rawName.toLowerCase();
        if (!draft) {
          if (name === 'item' || name === 'entry')
            draft = { isAtom: name === 'entry', depth, fields: new Map(), atomLinks: [] };
          return;
        }
        if (field || depth !== draft.depth + 1) return;
        if (name === 'link' && attributes.href !== undefined)
          draft.atomLinks.push({ rel: attributes.rel ?? 'alternate', href: attributes.href });
        if (ITEM_FIELDS.has(name) && !draft.fields.has(name)) field = { name, depth, text: '' };
      },
      ontext(text) {
        if (field) field.text += text;
      },
      onclosetag(_name, isImplied) {
        if (field && depth === field.depth) {
          draft?.fields.set(field.name, field.text);
          field = undefined;
        } else if (draft && depth === draft.depth) {
          const item = isImplied ? undefined : toItem(draft);
          if (item) items.push(item);
          draft = undefined;
          if (items.length >= limit) throw new RangeError('enough items');
        }
        depth--;
      },
    },
    { xmlMode: true },
  );
  try {
    parser.end(xml);
  } catch {
    // Enough items, or nested too deep: the items complete before that point stand.
  }
  return items;
}

const MAX_FEED_BYTES = 2 * 1024 * 1024;
const FEED_ACCEPT = 'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.5';

export interface FetchFeedOptions {
  /** The whole fetch (redirects and body included). */
  timeoutMs: number;
  /** Origins fetched although they are not public addresses: the demo's local feed (`DEMO_RSS_URL`). */
  allowedOrigins?: readonly string[];
  resolve?: Resolver;
}

export type FeedFetch = { ok: true; items: RssKesStavka[] } | { ok: false; reason: string };

/** Fetches (through the address checks of `safeFetch`) and parses a feed; never throws. */
export async function fetchFeed(url: string, options: FetchFeedOptions): Promise<FeedFetch> {
  const response = await safeFetch(url, { ...options, maxBytes: MAX_FEED_BYTES, accept: FEED_ACCEPT });
  if (!response.ok) return response;
  return { ok: true, items: parseFeed(response.body.toString('utf8')) };
}
