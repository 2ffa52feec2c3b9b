import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_ROLES,
  ZADACI_PATHS,
  idParamSchema,
  pocniQuerySchema,
  radnikIdParamsSchema,
  trenutniSledeciSchema,
  uspeh,
  uspehSchema,
  zadaciRadnikaParamsSchema,
  zadatakListSchema,
  zadatakSchema,
  zauzetostSchema,
} from '@rp/contract';
import { assertMoze } from '../../lib/access.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findZadatak } from './repository.ts';
import {
  assertMayUseTask,
  currentAndNext,
  finishTask,
  pauseTask,
  startTask,
  tasksInRange,
  workload,
} from './service.ts';
import { RECORD_ERRORS, idParams } from '../../lib/route-schemas.ts';

export const zadaciRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ZADACI_PATHS.byId,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['zadaci'],
        summary: 'A task (Admin, Demo, Operations; others only a task assigned to them)',
        params: idParams,
        response: { 200: zadatakSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const zadatak = await findZadatak(app.db, request.params.id);
      if (!zadatak) throw notFound(`Zadatak sa id-em ${request.params.id}`);
      const user = currentUser(request);
      assertMoze(user, 'zadaci.zadatak', { isDodeljen: zadatak.Radnici.some((radnik) => radnik.Id === user.id) });
      return zadatak;
    },
  );

  app.get(
    ZADACI_PATHS.zaRadnika,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['zadaci'],
        summary: "A worker's tasks overlapping the days a..b (YYYY-MM-DD); own, or anyone's for A, D, O",
        params: zadaciRadnikaParamsSchema,
        response: { 200: zadatakListSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const { radnikId, a, b } = request.params;
      assertMoze(currentUser(request), 'zadaci.radnika', { radnikId });
      return { itemList: await tasksInRange(app.db, radnikId, a, b) };
    },
  );

  app.post(
    ZADACI_PATHS.pocni,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['zadaci'],
        summary:
          'Start or resume a task for a worker. A warning of Type -1 (409) asks to confirm; re-send with ?force=true.',
        params: z.object({ id: idParamSchema, radnikId: idParamSchema }),
        querystring: pocniQuerySchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const { id, radnikId } = request.params;
      assertMoze(currentUser(request), 'zadaci.radnika', { radnikId });
      await startTask(app.db, id, radnikId, request.query.force ?? false);
      return uspeh('Zadatak je započet.', id);
    },
  );

  app.post(
    ZADACI_PATHS.pauziraj,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['zadaci'],
        summary: 'Pause a running task',
        params: idParams,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await assertMayUseTask(app.db, currentUser(request), request.params.id);
      await pauseTask(app.db, request.params.id);
      return uspeh('Zadatak je pauziran.', request.params.id);
    },
  );

  app.post(
    ZADACI_PATHS.zavrsi,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['zadaci'],
        summary: 'Finish a started task',
        params: idParams,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await assertMayUseTask(app.db, currentUser(request), request.params.id);
      await finishTask(app.db, request.params.id);
      return uspeh('Zadatak je završen.', request.params.id);
    },
  );

  app.get(
    ZADACI_PATHS.zauzetost,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['zadaci'],
        summary: "A worker's timeline (id = worker id): planned spans and worked intervals",
        params: idParams,
        response: { 200: zauzetostSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      assertMoze(currentUser(request), 'zadaci.radnika', { radnikId: request.params.id });
      return workload(app.db, request.params.id);
    },
  );

  app.get(
    ZADACI_PATHS.trenutniSledeci,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['zadaci'],
        summary: "A worker's current and next task (home page)",
        params: radnikIdParamsSchema,
        response: { 200: trenutniSledeciSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      assertMoze(currentUser(request), 'zadaci.radnika', { radnikId: request.params.radnikId });
      return currentAndNext(app.db, request.params.radnikId);
    },
  );
};
