import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PATHS, auditListSchema, auditParamsSchema, ulogeZa } from '@rp/contract';
import { RECORD_ERRORS } from '../../lib/route-schemas.ts';
import { listChanges } from './repository.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AUDIT_PATHS.get,
    {
      config: { roles: ulogeZa('audit') },
      schema: {
        tags: ['audit'],
        summary:
          'The history of one record (Admin): who changed which fields from what to what, newest first. A deleted record keeps its history.',
        params: auditParamsSchema,
        response: { 200: auditListSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => ({ itemList: await listChanges(app.db, request.params.entitet, request.params.id) }),
  );
};
