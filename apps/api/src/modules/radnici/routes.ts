import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_ROLES,
  RADNICI_PATHS,
  ulogeZa,
  apiErrorSchema,
  changePasswordResponseSchema,
  changePasswordSchema,
  idParamSchema,
  jezikUpdateSchema,
  radnikCreateSchema,
  radnikListQuerySchema,
  radnikListSchema,
  radnikSchema,
  radnikUpdateSchema,
  resetPasswordResponseSchema,
  resetPasswordSchema,
  uspeh,
  uspehSchema,
} from '@rp/contract';
import { assertMoze } from '../../lib/access.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findRadnik, listRadnici } from './repository.ts';
import { changeJezik, changePassword, createRadnik, editRadnik, resetPassword } from './service.ts';
import { RECORD_ERRORS } from '../../lib/route-schemas.ts';

export const radniciRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    RADNICI_PATHS.list,
    {
      config: { roles: ulogeZa('radnici.lista') },
      schema: {
        tags: ['radnici'],
        summary: 'The worker list (Admin, Demo); ?activeOnly (bare, =true or =1) leaves out inactive workers',
        querystring: radnikListQuerySchema,
        response: { 200: radnikListSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => ({ itemList: await listRadnici(app.db, request.query.activeOnly ?? false) }),
  );

  app.get(
    RADNICI_PATHS.byId,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['radnici'],
        summary: 'A worker; a User may read only their own record',
        params: z.object({ id: idParamSchema }),
        response: { 200: radnikSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      assertMoze(user, 'radnici.citanje', { radnikId: request.params.id });
      const radnik = await findRadnik(app.db, request.params.id);
      if (!radnik) throw notFound(`Radnik sa id-em ${request.params.id}`);
      return radnik;
    },
  );

  app.post(
    RADNICI_PATHS.create,
    {
      config: { roles: ulogeZa('radnici.unos') },
      schema: {
        tags: ['radnici'],
        summary: 'Create a worker (Admin, Demo; only Admin grants the Admin role)',
        body: radnikCreateSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const { id, message } = await createRadnik(app.db, request.body, currentUser(request));
      return uspeh(message, id);
    },
  );

  app.put(
    RADNICI_PATHS.update,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['radnici'],
        summary:
          'Edit a worker (Admin, Demo; others their own name, place and language). A stale verzija is refused with 409.',
        body: radnikUpdateSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const message = await editRadnik(app.db, request.body, currentUser(request));
      return uspeh(message, request.body.id);
    },
  );

  app.put(
    RADNICI_PATHS.changePassword,
    {
      config: { roles: ALL_ROLES, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['radnici'],
        summary: 'Change the signed-in worker’s own password (the old one is required)',
        body: changePasswordSchema,
        response: { 200: changePasswordResponseSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const tokenVerzija = await changePassword(app.db, request.body, user);
      // The change revoked this session's token too; the session goes on with a fresh one.
      const access_token = app.jwt.sign({ sub: String(user.id), role: user.role, tv: tokenVerzija });
      return { ...uspeh('Lozinka uspešno promenjena'), access_token };
    },
  );

  app.put(
    RADNICI_PATHS.resetPassword,
    {
      config: { roles: ulogeZa('radnici.resetLozinke') },
      schema: {
        tags: ['radnici'],
        summary: 'Set any worker’s password (Admin)',
        body: resetPasswordSchema,
        response: { 200: resetPasswordResponseSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { radnikId, tokenVerzija } = await resetPassword(app.db, request.body, user);
      const notice = uspeh('Lozinka uspešno resetovana');
      if (radnikId !== user.id) return notice;
      // An Admin who reset their own password revoked their own token too: the session goes on with a fresh one.
      return { ...notice, access_token: app.jwt.sign({ sub: String(user.id), role: user.role, tv: tokenVerzija }) };
    },
  );

  app.put(
    RADNICI_PATHS.jezik,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['radnici'],
        summary: 'Set the signed-in worker’s language (sr or en_US)',
        body: jezikUpdateSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await changeJezik(app.db, currentUser(request), request.body.jezik);
      return uspeh('Uspešno sačuvane izmene.');
    },
  );
};
