import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_ROLES,
  ZAHTEVI_PATHS,
  radnikIdParamsSchema,
  uspeh,
  uspehSchema,
  zahtevIdParamsSchema,
  zahtevListSchema,
} from '@rp/contract';
import { ADMIN, assertMoze } from '../../lib/access.ts';
import { RECORD_ERRORS } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { approveRequest, pendingRequests, rejectRequest } from './zahtevi.ts';

/** Workers' correction requests of their own time records (issue 12 item 3): Admin approves or rejects them. */
export const zahteviRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ZAHTEVI_PATHS.list,
    {
      // Only Admin resolves requests, so only Admin's home page lists everyone's.
      config: { roles: ADMIN },
      schema: {
        tags: ['evidencija'],
        summary: "Every worker's pending correction requests, oldest first (Admin)",
        response: { 200: zahtevListSchema, ...RECORD_ERRORS },
      },
    },
    async () => ({ itemList: await pendingRequests(app.db) }),
  );

  app.get(
    ZAHTEVI_PATHS.forRadnik,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['evidencija'],
        summary: "A worker's pending correction requests. Own, or anyone's for Admin and Demo (as the record).",
        params: radnikIdParamsSchema,
        response: { 200: zahtevListSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const { radnikId } = request.params;
      assertMoze(currentUser(request), 'evidencija.citanje', { radnikId });
      return { itemList: await pendingRequests(app.db, radnikId) };
    },
  );

  app.post(
    ZAHTEVI_PATHS.approve,
    {
      config: { roles: ADMIN },
      schema: {
        tags: ['evidencija'],
        summary: 'Approve a pending correction request (Admin): applies it as the approving Admin’s change',
        params: zahtevIdParamsSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await approveRequest(app.db, request.params.id, currentUser(request));
      return uspeh('Zahtev je odobren.', request.params.id);
    },
  );

  app.post(
    ZAHTEVI_PATHS.reject,
    {
      config: { roles: ADMIN },
      schema: {
        tags: ['evidencija'],
        summary: 'Reject a pending correction request (Admin): nothing of it is applied',
        params: zahtevIdParamsSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await rejectRequest(app.db, request.params.id, currentUser(request));
      return uspeh('Zahtev je odbijen.', request.params.id);
    },
  );
};
