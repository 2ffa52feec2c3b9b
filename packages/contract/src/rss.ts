import { z } from 'zod';
import { PORUKA_NEDOZVOLJENI_ZNAKOVI, idSchema, tekstSchema, verzijaSchema } from './common.ts';

export const RSS_PATHS = {
  list: '/api/rss/get',
  save: '/api/rss/save',
  update: '/api/rss/update',
  delete: '/api/rss/delete/:id',
  /** Not in the specification: the items of every feed for the home page. */
  items: '/api/rss/items',
} as const;

export const rssFeedSchema = z
  .object({ id: z.number().int(), naziv: z.string(), url: z.string(), verzija: z.number().int() })
  .meta({ id: 'RssFeed' });
export type RssFeed = z.infer<typeof rssFeedSchema>;
export const rssFeedListSchema = z.object({ itemList: z.array(rssFeedSchema) }).meta({ id: 'RssFeedLista' });

const feedUrlSchema = z
  .url({ protocol: /^https?$/, error: 'Adresa feed-a mora biti http(s) URL.' })
  .max(2000)
  // The URL parser escapes what it finds in a path; the stored text must hold none of it either.
  // eslint-disable-next-line no-control-regex
  .refine((value) => !/[\s\u0000-\u001F\u007F-\u009F\p{Cf}\p{Cs}]/u.test(value), PORUKA_NEDOZVOLJENI_ZNAKOVI);

export const rssFeedSaveSchema = z
  .object({ naziv: tekstSchema({ max: 200, obavezno: 'Naziv je obavezan.' }), url: feedUrlSchema })
  .meta({ id: 'RssFeedSave' });
export type RssFeedSave = z.infer<typeof rssFeedSaveSchema>;

export const rssFeedUpdateSchema = rssFeedSaveSchema
  .extend({ id: idSchema, verzija: verzijaSchema.optional() })
  .meta({ id: 'RssFeedUpdate' });
export type RssFeedUpdate = z.infer<typeof rssFeedUpdateSchema>;

/** The 409 of a name another feed has (ErrorCode.DuplicateFeedName), naming that feed as stored. */
export function rssFeedPostojiPoruka(naziv: string): string {
  return `RSS feed sa nazivom „${naziv}“ već postoji.`;
}

/** One item of a feed; `date` is ISO 8601 or null when the feed gives none. */
export const rssItemSchema = z
  .object({
    feedId: z.number().int(),
    feed: z.string(),
    title: z.string(),
    link: z.string(),
    date: z.string().nullable(),
  })
  .meta({ id: 'RssItem' });
export type RssItem = z.infer<typeof rssItemSchema>;
export const rssItemListSchema = z
  .object({
    itemList: z.array(rssItemSchema),
    /** The feeds that could not be read this time (unreachable, or not a feed); absent from servers that do not say. */
    nedostupni: z.array(z.object({ feedId: z.number().int(), feed: z.string() })).optional(),
    /** How many feeds there are, to tell "no feeds" from "every feed failed". */
    ukupnoIzvora: z.number().int().optional(),
  })
  .meta({ id: 'RssItemLista' });
export type RssItemList = z.infer<typeof rssItemListSchema>;
