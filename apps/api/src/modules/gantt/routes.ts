import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import { acceptsGzip } from '../../lib/accept-encoding.ts';
import { RECORD_ERRORS } from '../../lib/route-schemas.ts';
import { localDate } from '../../lib/time.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { PosloviUslov } from '../poslovi/repository.ts';
import { uslovFiltera } from '../poslovi/service.ts';
import { PlanCache, planStamp, prunePlanIzmene } from './plan-cache.ts';
import { buildGantt, saveGantt } from './service.ts';

const tags = ['gantt'];

/** The Gantt of all jobs (part 1 §7 "Gantt", part 2 §7): Admin, Demo and Operations (part 2 §6). */
export const ganttRoutes: FastifyPluginAsyncZod = async (app) => {
  const roles = ulogeZa('zadaci.upravljanje');

  // A plan of 20,000 rows is about 7 MB of JSON and half a second of reading and building: an unchanged plan is
  // answered from the cache of this instance (see plan-cache.ts), keyed by the data's change stamp.
  const plans = new PlanCache<Gantt>({ stamp: () => planStamp(app.db), prune: () => prunePlanIzmene(app.db) });
  const check = app.config.checkResponses ? (plan: Gantt) => void ganttSchema.parse(plan) : undefined;
  const sendGantt = async (
    request: FastifyRequest,
    reply: FastifyReply,
    now: Date,
    uslov: PosloviUslov,
    canWrite: boolean,
  ) => {
    // everything the plan depends on besides the data: the filter, the permission and the day (today's row)
    const key = JSON.stringify({ uslov, canWrite, day: localDate(now) });
    const gzip = acceptsGzip(request.headers['accept-encoding']);
    const answer = await plans.answer(key, now, gzip, () => buildGantt(app.db, uslov, canWrite, now), check);
    reply
      .type('application/json; charset=utf-8')
      .header('vary', 'accept-encoding')
      .header('content-length', answer.length);
    if (answer.encoding === 'gzip') reply.header('content-encoding', 'gzip');
    return reply.send(Readable.from(answer.chunks, { objectMode: false }));
  };

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
      sendGantt(request, reply, new Date(), {}, moze(currentUser(request), 'zadaci.upravljanje')),
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
    async (request, reply) => {
      const now = new Date();
      return sendGantt(
        request,
        reply,
        now,
        uslovFiltera(request.query, now, false),
        moze(currentUser(request), 'zadaci.upravljanje'),
      );
    },
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
