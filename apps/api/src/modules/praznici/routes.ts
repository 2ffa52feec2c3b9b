import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_ROLES,
  DRZAVNI_PRAZNICI_PATHS,
  ulogeZa,
  PRAZNICI_PATHS,
  apiErrorSchema,
  drzavniPraznikListSchema,
  drzavniPraznikSaveSchema,
  drzavniPraznikUpdateSchema,
  praznikInsertSchema,
  praznikListSchema,
  radnikIdParamsSchema,
  uspeh,
  uspehIzmeneSchema,
  uspehSchema,
} from '@rp/contract';
import { assertMoze } from '../../lib/access.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { appliesDirectly, requestHoliday, requestSent } from '../evidencija/zahtevi.ts';
import { findWorkerHoliday, listStateHolidays, listWorkerHolidays } from './repository.ts';
import {
  addStateHoliday,
  addWorkerHoliday,
  editStateHoliday,
  removeStateHoliday,
  removeWorkerHoliday,
} from './service.ts';
import { RECORD_ERRORS, idParams } from '../../lib/route-schemas.ts';

export const prazniciRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PRAZNICI_PATHS.get,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['praznici'],
        summary: "A worker's holidays. Own, or anyone's for Admin and Demo.",
        params: radnikIdParamsSchema,
        response: { 200: praznikListSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      assertMoze(currentUser(request), 'praznici.citanje', { radnikId: request.params.radnikId });
      return { itemList: await listWorkerHolidays(app.db, request.params.radnikId) };
    },
  );

  app.post(
    PRAZNICI_PATHS.insert,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['praznici'],
        summary:
          'Add a holiday (a weekday) to a worker. Anyone’s by Admin; a worker’s own becomes a request for ' +
          'Admin’s approval (NaCekanju).',
        body: praznikInsertSchema,
        response: { 200: uspehIzmeneSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const user = currentUser(request);
      assertMoze(user, 'praznici.izmena', { radnikId: request.body.Radnik });
      if (!appliesDirectly(user))
        return requestSent(await requestHoliday(app.db, request.body.Radnik, request.body.Datum, user));
      const id = await addWorkerHoliday(app.db, request.body.Radnik, request.body.Datum, user);
      return { ...uspeh('Praznik je sačuvan.', id), NaCekanju: false };
    },
  );

  app.post(
    PRAZNICI_PATHS.delete,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['praznici'],
        summary: 'Delete a worker holiday. Own, or anyone’s for Admin.',
        params: idParams,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const praznik = await findWorkerHoliday(app.db, request.params.id);
      if (!praznik) throw notFound(`Praznik sa id-em ${request.params.id}`);
      const user = currentUser(request);
      assertMoze(user, 'praznici.izmena', { radnikId: praznik.radnikId });
      if (!(await removeWorkerHoliday(app.db, praznik.id, user)))
        throw notFound(`Praznik sa id-em ${request.params.id}`);
      return uspeh('Praznik je obrisan.', request.params.id);
    },
  );

  app.get(
    DRZAVNI_PRAZNICI_PATHS.get,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['drzavnipraznici'],
        summary: 'State holidays (every role: the time record shows them)',
        response: { 200: drzavniPraznikListSchema, 401: apiErrorSchema },
      },
    },
    async () => ({ itemList: await listStateHolidays(app.db) }),
  );

  app.post(
    DRZAVNI_PRAZNICI_PATHS.save,
    {
      config: { roles: ulogeZa('drzavniPraznici.izmena') },
      schema: {
        tags: ['drzavnipraznici'],
        summary: 'Add a state holiday (settings: Admin, Demo)',
        body: drzavniPraznikSaveSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const id = await addStateHoliday(app.db, request.body.Datum, request.body.Naziv, currentUser(request));
      return uspeh(`Državni praznik ${request.body.Naziv} je sačuvan.`, id);
    },
  );

  app.post(
    DRZAVNI_PRAZNICI_PATHS.update,
    {
      config: { roles: ulogeZa('drzavniPraznici.izmena') },
      schema: {
        tags: ['drzavnipraznici'],
        summary: 'Edit a state holiday (settings: Admin, Demo); a stale verzija is refused with 409',
        body: drzavniPraznikUpdateSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await editStateHoliday(app.db, request.body, currentUser(request));
      return uspeh('Uspešno sačuvane izmene.', request.body.Id);
    },
  );

  app.post(
    DRZAVNI_PRAZNICI_PATHS.delete,
    {
      config: { roles: ulogeZa('drzavniPraznici.izmena') },
      schema: {
        tags: ['drzavnipraznici'],
        summary: 'Delete a state holiday (settings: Admin, Demo)',
        params: idParams,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await removeStateHoliday(app.db, request.params.id, currentUser(request));
      return uspeh('Državni praznik je obrisan.', request.params.id);
    },
  );
};
