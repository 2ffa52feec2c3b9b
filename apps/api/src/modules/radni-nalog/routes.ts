import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RADNI_NALOG_PATHS,
  RADNI_NALOG_SACUVAN,
  radniNalogMasterDataOdgovorSchema,
  radniNalogOdgovorSchema,
  radniNalogParamsSchema,
  radniNalogSacuvanSchema,
  radniNalogSaveSchema,
  ulogeZa,
} from '@rp/contract';
import { notFound } from '../../lib/http-error.ts';
import { RECORD_ERRORS } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getMasterData, getRadniNalog, saveRadniNalog } from './service.ts';

const tags = ['radninalog'];

/**
 * The work order of a valuation (part 2 §7): every role reads and saves it, as it reads and edits valuations
 * (procene.citanje, procene.izmena; part 2 §6 names no other rule for this screen).
 */
export const radniNalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered before the `:procenaId` route; find-my-way prefers the static segment anyway.
  app.get(
    RADNI_NALOG_PATHS.masterData,
    {
      config: { roles: ulogeZa('procene.citanje') },
      schema: {
        tags,
        summary: 'Every option list of the work order form ({ id, naziv, nazivEn }); "Nema" has id 1 where it exists',
        response: { 200: radniNalogMasterDataOdgovorSchema, ...RECORD_ERRORS },
      },
    },
    async () => ({ radniNalogMasterData: await getMasterData(app.db) }),
  );

  app.get(
    RADNI_NALOG_PATHS.byProcena,
    {
      config: { roles: ulogeZa('procene.citanje') },
      schema: {
        tags,
        summary: 'The work order of a valuation; an empty one (verzija 0) when none was saved yet',
        params: radniNalogParamsSchema,
        response: { 200: radniNalogOdgovorSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const radniNalog = await getRadniNalog(app.db, request.params.procenaId);
      if (!radniNalog) throw notFound(`Procena sa id-em ${request.params.procenaId}`);
      return { radniNalog };
    },
  );

  app.post(
    RADNI_NALOG_PATHS.byProcena,
    {
      config: { roles: ulogeZa('procene.izmena') },
      schema: {
        tags,
        summary:
          'Save the whole work order: option ids from the master data, "nema" alone, year of construction not in the future; a stale verzija is refused with 409',
        params: radniNalogParamsSchema,
        body: radniNalogSaveSchema,
        response: { 200: radniNalogSacuvanSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const radniNalog = await saveRadniNalog(app.db, request.params.procenaId, request.body, currentUser(request));
      return { ErrorCode: 0 as const, Type: 1 as const, Message: RADNI_NALOG_SACUVAN, radniNalog };
    },
  );
};
