import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALL_ROLES, RADNICI_PATHS, apiErrorSchema, idParamSchema, radnikSchema } from '@rp/contract';
import { currentUser, forbidden } from '../../plugins/auth.ts';
import { notFound } from '../../lib/http-error.ts';
import { findRadnik } from './repository.ts';

export const radniciRoutes: FastifyPluginAsyncZod = async (app) => {
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
      if (user.role === 'User' && user.id !== request.params.id) throw forbidden();
      const radnik = await findRadnik(app.db, request.params.id);
      if (!radnik) throw notFound(`Radnik sa id-em ${request.params.id}`);
      return radnik;
    },
  );
};
