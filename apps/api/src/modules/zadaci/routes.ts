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
  moguceZavisnostiParamsSchema,
  moguceZavisnostiSchema,
  ulogeZa,
  zadatakCreateSchema,
  zadatakUpdateSchema,
  zauzetostZaSveQuerySchema,
  zauzetostZaSveSchema,
} from '@rp/contract';
import { assertMoze } from '../../lib/access.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findZadatak, tasksOfJob } from './repository.ts';
import { createZadatak, deleteZadatak, moguceZavisnosti, updateZadatak, zauzetostZaSve } from './plan.ts';
import { findPosaoNaziv } from '../poslovi/repository.ts';
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

  // Planning (part 1 §7 "Tasks"): Admin, Demo and Operations manage jobs and tasks (part 1 §6).
  const upravljanje = ulogeZa('zadaci.upravljanje');

  app.get(
    ZADACI_PATHS.zaPosao,
    {
      config: { roles: upravljanje },
      schema: {
        tags: ['zadaci'],
        summary: "A job's tasks in their Gantt order (Admin, Demo, Operations)",
        params: z.object({ posaoId: idParamSchema }),
        response: { 200: zadatakListSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      if ((await findPosaoNaziv(app.db, request.params.posaoId)) === undefined)
        throw notFound(`Projekat sa id-em ${request.params.posaoId}`);
      return { itemList: await tasksOfJob(app.db, request.params.posaoId) };
    },
  );

  app.post(
    ZADACI_PATHS.save,
    {
      config: { roles: upravljanje },
      schema: {
        tags: ['zadaci'],
        summary: 'Create a task: a working-day start, hours > 0, workers and equipment by id, a dependency of the job',
        body: zadatakCreateSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const id = await createZadatak(app.db, request.body);
      return uspeh(`Zadatak „${request.body.Naziv}” je sačuvan.`, id);
    },
  );

  app.post(
    ZADACI_PATHS.update,
    {
      config: { roles: upravljanje },
      schema: {
        tags: ['zadaci'],
        summary: 'Edit a task; a stale Verzija is refused with 409, a dependency closing a circle with 400',
        body: zadatakUpdateSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const moved = await updateZadatak(app.db, request.body);
      if (moved.length === 0) return uspeh(`Zadatak „${request.body.Naziv}” je izmenjen.`, request.body.Id);
      return uspeh(
        `Zadatak „${request.body.Naziv}” je izmenjen; zadaci koji ga čekaju pomereni su posle njegovog kraja: ${moved.join(', ')}.`,
        request.body.Id,
      );
    },
  );

  app.post(
    ZADACI_PATHS.delete,
    {
      config: { roles: upravljanje },
      schema: {
        tags: ['zadaci'],
        summary: 'Delete a task; the tasks that waited for it no longer wait',
        params: idParams,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const naziv = await deleteZadatak(app.db, request.params.id);
      return uspeh(`Zadatak „${naziv}” je obrisan.`, request.params.id);
    },
  );

  app.get(
    ZADACI_PATHS.moguceZavisnosti,
    {
      config: { roles: upravljanje },
      schema: {
        tags: ['zadaci'],
        summary: 'The tasks of the job a task may depend on (never itself or one closing a circle); zadatakId 0 = new',
        params: moguceZavisnostiParamsSchema,
        response: { 200: moguceZavisnostiSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => moguceZavisnosti(app.db, request.params.posaoId, request.params.zadatakId),
  );

  app.get(
    ZADACI_PATHS.zauzetostZaSve,
    {
      config: { roles: upravljanje },
      schema: {
        tags: ['zadaci'],
        summary: "The chosen workers' tasks with pauses, leave and holidays, and the current time",
        querystring: zauzetostZaSveQuerySchema,
        response: { 200: zauzetostZaSveSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => zauzetostZaSve(app.db, request.query),
  );
};
