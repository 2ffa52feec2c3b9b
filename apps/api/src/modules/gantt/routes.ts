import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GANTT_PATHS,
  ganttSaveResultSchema,
  ganttSaveSchema,
  ganttSchema,
  moze,
  posloviFilterQuerySchema,
  ulogeZa,
  type Gantt,
} from '@rp/contract';
import { sendPlainJson } from '../../lib/response-serializer.ts';
import { RECORD_ERRORS } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { uslovFiltera } from '../poslovi/service.ts';
import { buildGantt, saveGantt } from './service.ts';

const tags = ['gantt'];

/** The Gantt of all jobs (part 1 §7 "Gantt", part 2 §7): Admin, Demo and Operations (part 2 §6). */
export const ganttRoutes: FastifyPluginAsyncZod = async (app) => {
  const roles = ulogeZa('zadaci.upravljanje');

  // A plan of 20,000 rows is about 7 MB of plain objects.
  const sendGantt = (reply: FastifyReply, gantt: Gantt) =>
    sendPlainJson(reply, ganttSchema, gantt, app.config.checkResponses);

  app.get(
    GANTT_PATHS.get,
    {
      config: { roles },
      schema: {
        tags,
        summary:
          'Every job (summary row) with its tasks as the planner project, the state holidays and the current time',
        response: { 200: ganttSchema, ...RECORD_ERRORS },
      },
    },
    async (request, reply) =>
      sendGantt(reply, await buildGantt(app.db, {}, moze(currentUser(request), 'zadaci.upravljanje'))),
  );

  app.get(
    GANTT_PATHS.filter,
    {
      config: { roles },
      schema: {
        tags,
        summary:
          'The Gantt of the jobs overlapping prvi..drugi (days), ?aktivan (unfinished only), ?prioritet (0 = all)',
        querystring: posloviFilterQuerySchema,
        response: { 200: ganttSchema, ...RECORD_ERRORS },
      },
    },
    async (request, reply) =>
      sendGantt(
        reply,
        await buildGantt(
          app.db,
          uslovFiltera(request.query, new Date(), false),
          moze(currentUser(request), 'zadaci.upravljanje'),
        ),
      ),
  );

  app.post(
    GANTT_PATHS.save,
    {
      config: { roles },
      // A plan of 20,000 rows is a few MB of JSON.
      bodyLimit: 32 * 1024 * 1024,
      schema: {
        tags,
        summary:
          "Save the planner's saveProject payload (tasks, deletedTaskIds) with the versions it was loaded at (verzije): all of it in one transaction, or nothing; a row changed meanwhile answers 409",
        body: ganttSaveSchema,
        response: { 200: ganttSaveResultSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => saveGantt(app.db, request.body),
  );
};
