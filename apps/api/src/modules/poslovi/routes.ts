import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  POSLOVI_PATHS,
  posaoCreateSchema,
  posaoListSchema,
  posaoSchema,
  posaoUpdateSchema,
  posloviFilterQuerySchema,
  sablonPoslaListSchema,
  sablonPoslaSaveSchema,
  ulogeZa,
  uspeh,
  uspehSchema,
} from '@rp/contract';
import { notFound } from '../../lib/http-error.ts';
import { RECORD_ERRORS, idParams } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findPosao, listPoslovi } from './repository.ts';
import { createPosao, deletePosao, sabloni, saveSablon, updatePosao, uslovFiltera } from './service.ts';

const tags = ['poslovi'];

/** Jobs and templates (part 1 §7 "Jobs"): Admin, Demo and Operations (part 1 §2, §6). */
export const posloviRoutes: FastifyPluginAsyncZod = async (app) => {
  const roles = ulogeZa('zadaci.upravljanje');

  app.get(
    POSLOVI_PATHS.byId,
    {
      config: { roles },
      schema: { tags, summary: 'A job', params: idParams, response: { 200: posaoSchema, ...RECORD_ERRORS } },
    },
    async (request) => {
      const posao = await findPosao(app.db, request.params.id);
      if (!posao) throw notFound(`Projekat sa id-em ${request.params.id}`);
      return posao;
    },
  );

  app.get(
    POSLOVI_PATHS.filter,
    {
      config: { roles },
      schema: {
        tags,
        summary:
          'Jobs whose tasks overlap prvi..drugi (days; default 30 days back to today), ?aktivan (unfinished only), ?prioritet (0 = all)',
        querystring: posloviFilterQuerySchema,
        response: { 200: posaoListSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => ({ itemList: await listPoslovi(app.db, uslovFiltera(request.query, new Date(), true)) }),
  );

  app.post(
    POSLOVI_PATHS.save,
    {
      config: { roles },
      schema: {
        tags,
        summary:
          "Create a job; with IdSablona the template's tasks are copied and laid out from FiksniPocetak or the next working day",
        body: posaoCreateSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const { id, zadataka } = await createPosao(app.db, request.body);
      const tail = zadataka > 0 ? ` sa ${zadataka} zadataka iz šablona` : '';
      return uspeh(`Projekat „${request.body.Naziv}” je sačuvan${tail}.`, id);
    },
  );

  app.post(
    POSLOVI_PATHS.update,
    {
      config: { roles },
      schema: {
        tags,
        summary: 'Edit a job; a stale Verzija is refused with 409',
        body: posaoUpdateSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await updatePosao(app.db, request.body);
      return uspeh(`Projekat „${request.body.Naziv}” je izmenjen.`, request.body.Id);
    },
  );

  app.post(
    POSLOVI_PATHS.delete,
    {
      config: { roles },
      schema: {
        tags,
        summary: 'Delete a job with its tasks and documents',
        params: idParams,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const naziv = await deletePosao(app.db, app.files, request.params.id, currentUser(request));
      return uspeh(`Projekat „${naziv}” je obrisan.`, request.params.id);
    },
  );

  app.get(
    POSLOVI_PATHS.sabloni,
    {
      config: { roles },
      schema: { tags, summary: 'The job templates', response: { 200: sablonPoslaListSchema, ...RECORD_ERRORS } },
    },
    async () => ({ itemList: await sabloni(app.db) }),
  );

  app.post(
    POSLOVI_PATHS.sablonSave,
    {
      config: { roles },
      schema: {
        tags,
        summary: "'Add as template': a template from the job's tasks",
        body: sablonPoslaSaveSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const { id, naziv } = await saveSablon(app.db, request.body.Id);
      return uspeh(`Šablon „${naziv}” je sačuvan.`, id);
    },
  );
};
