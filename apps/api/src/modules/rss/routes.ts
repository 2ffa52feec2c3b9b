import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_ROLES,
  ErrorCode,
  ErrorType,
  RSS_PATHS,
  idParamSchema,
  kljucPretrage,
  rssFeedPostojiPoruka,
  rssFeedListSchema,
  rssFeedSaveSchema,
  rssFeedUpdateSchema,
  rssItemListSchema,
  uspeh,
  uspehSchema,
  ulogeZa,
} from '@rp/contract';
import { HttpError, notFound, stale } from '../../lib/http-error.ts';
import {
  deleteFeed,
  feedExists,
  findFeed,
  findFeedIstogNaziva,
  insertFeed,
  listFeeds,
  updateFeed,
} from './repository.ts';
import { allowedFeedOrigins, checkFeedUrl, feedItems } from './service.ts';
import { RECORD_ERRORS } from '../../lib/route-schemas.ts';

const duplicateName = (naziv: string) =>
  new HttpError(409, rssFeedPostojiPoruka(naziv), { errorCode: ErrorCode.DuplicateFeedName, type: ErrorType.Warning });

export const rssRoutes: FastifyPluginAsyncZod = async (app) => {
  const allowedOrigins = allowedFeedOrigins(app.config);
  app.get(
    RSS_PATHS.list,
    {
      config: { roles: ulogeZa('rss.izvori') },
      schema: {
        tags: ['rss'],
        summary: 'RSS feeds (settings)',
        response: { 200: rssFeedListSchema, ...RECORD_ERRORS },
      },
    },
    async () => ({ itemList: await listFeeds(app.db) }),
  );

  app.get(
    RSS_PATHS.items,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['rss'],
        summary: 'Items of every feed for the home page (not in the specification); unreachable feeds give none',
        response: { 200: rssItemListSchema, ...RECORD_ERRORS },
      },
    },
    async (request) =>
      feedItems(app.db, {
        cacheSeconds: app.config.rssCacheSeconds,
        allowedOrigins,
        log: request.log,
      }),
  );

  app.post(
    RSS_PATHS.save,
    {
      config: { roles: ulogeZa('rss.izvori') },
      schema: {
        tags: ['rss'],
        summary: 'Add a feed (settings: Admin, Demo)',
        body: rssFeedSaveSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      checkFeedUrl(request.body.url, allowedOrigins);
      const id = await app.db.transaction(async (tx) => {
        const existing = await findFeedIstogNaziva(tx, request.body.naziv);
        if (existing) throw duplicateName(existing.naziv);
        return insertFeed(tx, request.body.naziv, request.body.url);
      });
      return uspeh(`RSS feed ${request.body.naziv} je sačuvan.`, id);
    },
  );

  app.post(
    RSS_PATHS.update,
    {
      config: { roles: ulogeZa('rss.izvori') },
      schema: {
        tags: ['rss'],
        summary: 'Edit a feed (settings: Admin, Demo); a stale verzija is refused with 409',
        body: rssFeedUpdateSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      checkFeedUrl(request.body.url, allowedOrigins);
      await app.db.transaction(async (tx) => {
        const current = await findFeed(tx, request.body.id);
        if (!current) throw notFound(`RSS feed sa id-em ${request.body.id}`);
        // A feed that shared its name before names were checked may keep it; a new name must be free.
        const { naziv, id } = request.body;
        const existing =
          kljucPretrage(current.naziv) === kljucPretrage(naziv) ? undefined : await findFeedIstogNaziva(tx, naziv, id);
        if (existing) throw duplicateName(existing.naziv);
        if (await updateFeed(tx, request.body)) return;
        if (!(await feedExists(tx, request.body.id))) throw notFound(`RSS feed sa id-em ${request.body.id}`);
        throw stale();
      });
      return uspeh('Uspešno sačuvane izmene.', request.body.id);
    },
  );

  app.post(
    RSS_PATHS.delete,
    {
      config: { roles: ulogeZa('rss.izvori') },
      schema: {
        tags: ['rss'],
        summary: 'Delete a feed (settings: Admin, Demo)',
        params: z.object({ id: idParamSchema }),
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      if (!(await app.db.transaction((tx) => deleteFeed(tx, request.params.id))))
        throw notFound(`RSS feed sa id-em ${request.params.id}`);
      return uspeh('RSS feed je obrisan.', request.params.id);
    },
  );
};
