import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_ROLES,
  GODISNJI_PATHS,
  ulogeZa,
  godisnjiListSchema,
  godisnjiSaveSchema,
  idParamSchema,
  radnikIdParamsSchema,
  uspeh,
  uspehSchema,
} from '@rp/contract';
import { assertMoze } from '../../lib/access.ts';
import { currentUser } from '../../plugins/auth.ts';
import { approve, leaveOf, remove, requestLeave } from './service.ts';
import { RECORD_ERRORS } from '../../lib/route-schemas.ts';

export const godisnjiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    GODISNJI_PATHS.get,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['godisnji'],
        summary: "A worker's leave requests and balance. Own, or anyone's for Admin and Demo.",
        params: radnikIdParamsSchema,
        response: { 200: godisnjiListSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      assertMoze(currentUser(request), 'godisnji.citanje', { radnikId: request.params.radnikId });
      return leaveOf(app.db, request.params.radnikId);
    },
  );

  app.post(
    GODISNJI_PATHS.save,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['godisnji'],
        summary: 'Request leave (not longer than the remaining days). Own, or for anyone by Admin.',
        body: godisnjiSaveSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      assertMoze(currentUser(request), 'godisnji.zahtev', { radnikId: request.body.Radnik });
      const id = await requestLeave(app.db, request.body, currentUser(request));
      return uspeh('Zahtev za godišnji odmor je sačuvan.', id);
    },
  );

  app.post(
    GODISNJI_PATHS.approve,
    {
      config: { roles: ulogeZa('godisnji.odobrenje') },
      schema: {
        tags: ['godisnji'],
        summary: 'Approve leave (Admin); adds its working days to IskoristeniDani',
        params: z.object({ id: idParamSchema }),
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await approve(app.db, request.params.id, currentUser(request));
      return uspeh('Godišnji odmor je odobren.', request.params.id);
    },
  );

  app.post(
    GODISNJI_PATHS.delete,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['godisnji'],
        summary: 'Delete leave: own pending request, or any by Admin (approved days are given back)',
        params: z.object({ id: idParamSchema }),
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await remove(app.db, request.params.id, currentUser(request));
      return uspeh('Godišnji odmor je obrisan.', request.params.id);
    },
  );
};
