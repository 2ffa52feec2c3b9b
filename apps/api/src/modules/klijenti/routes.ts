import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_ROLES,
  KLIJENTI_PATHS,
  ulogeZa,
  klijentCreateSchema,
  klijentIdParamsSchema,
  KLIJENTI_KRATKO_MAX,
  klijentKratkoListSchema,
  klijentKratkoQuerySchema,
  klijentListQuerySchema,
  klijentListSchema,
  klijentSchema,
  klijentUpdateSchema,
  uspeh,
  uspehSchema,
} from '@rp/contract';
import { notFound } from '../../lib/http-error.ts';
import { RECORD_ERRORS } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findKlijent, listKlijentiKratko, searchWords } from './repository.ts';
import { createKlijent, editKlijent, listKlijentiPage, removeKlijent } from './service.ts';

const tags = ['klijenti'];

/** Clients, banks and bankers (part 1 §7): every role reads, creates and edits; deleting is for KLIJENT_BRISANJE_ROLES. */
export const klijentiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    KLIJENTI_PATHS.list,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags,
        summary: 'The register, paged and sorted; ?tipoviKlijenta[]=1..3 filters by type, ?searchData ignores accents',
        querystring: klijentListQuerySchema,
        response: { 200: klijentListSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => listKlijentiPage(app.db, request.query),
  );

  app.get(
    KLIJENTI_PATHS.klijenti,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags,
        summary: 'The clients (type 1) for a picker: id and name, by name; ?searchData narrows, ?limit (≤ 1000) caps',
        querystring: klijentKratkoQuerySchema,
        response: { 200: klijentKratkoListSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => ({
      itemList: await listKlijentiKratko(
        app.db,
        searchWords(request.query.searchData),
        request.query.limit ?? KLIJENTI_KRATKO_MAX,
      ),
    }),
  );

  app.get(
    KLIJENTI_PATHS.byId,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags,
        summary: 'A client, bank or banker',
        params: klijentIdParamsSchema,
        response: { 200: klijentSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const klijent = await findKlijent(app.db, request.params.id);
      if (!klijent) throw notFound(`Klijent sa id-em ${request.params.id}`);
      return klijent;
    },
  );

  app.post(
    KLIJENTI_PATHS.create,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags,
        summary: 'Create a client, bank or banker; a legal person whose registry number exists is refused with 409',
        body: klijentCreateSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const { id, message } = await createKlijent(app.db, request.body, currentUser(request));
      return uspeh(message, id);
    },
  );

  app.put(
    KLIJENTI_PATHS.update,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags,
        summary: 'Edit a client, bank or banker; a stale verzija is refused with 409',
        body: klijentUpdateSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => uspeh(await editKlijent(app.db, request.body, currentUser(request)), request.body.id),
  );

  app.delete(
    KLIJENTI_PATHS.delete,
    {
      config: { roles: ulogeZa('klijenti.brisanje') },
      schema: {
        tags,
        summary:
          'Delete a client, bank or banker (Admin, Demo, Operations); refused with 409 while a job, valuation or banker uses it',
        params: klijentIdParamsSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) =>
      uspeh(await removeKlijent(app.db, app.files, request.params.id, currentUser(request)), request.params.id),
  );
};
