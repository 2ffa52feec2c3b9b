import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROCENA_AZURIRANA,
  PROCENA_OBRISANA,
  PROCENA_SACUVANA,
  PROCENA_SNIMANJE_SACUVANO,
  PROCENE_PATHS,
  auditListSchema,
  nepokretnostSchema,
  predmetiParamsSchema,
  procenaCreateSchema,
  procenaDuplikatiSchema,
  procenaIdParamsSchema,
  procenaInfoQuerySchema,
  procenaListQuerySchema,
  procenaListSchema,
  procenaNazivSchema,
  procenaOdgovorSchema,
  procenaOpisSchema,
  procenaPostojeceSchema,
  procenaSnimanjeSchema,
  procenaUpdateSchema,
  radnikIzborListSchema,
  ulogeZa,
  uspeh,
  uspehSchema,
} from '@rp/contract';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { RECORD_ERRORS } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findNaziv, listRadniciIzbor, procenaExists } from './repository.ts';
import {
  createProcena,
  editProcena,
  getProcena,
  istorijaProcene,
  kopirajProcenu,
  listPredmeti,
  listProceneInfo,
  listProcenePage,
  patchProcena,
  postojeceProcene,
  removeProcena,
} from './service.ts';

const tags = ['procene'];
const predmetiSchema = z.object({ itemList: z.array(nepokretnostSchema) });
const missing = (id: number) => notFound(`Procena sa id-em ${id}`);

/**
 * Valuations (part 2 §7): every role reads, creates and edits them (procene.citanje, procene.izmena); deleting is for
 * PROCENA_BRISANJE_ROLES (procene.brisanje). The export and the Word report have routes of their own.
 */
export const proceneRoutes: FastifyPluginAsyncZod = async (app) => {
  const citanje = ulogeZa('procene.citanje');
  const izmena = ulogeZa('procene.izmena');

  app.get(
    PROCENE_PATHS.list,
    {
      config: { roles: citanje },
      schema: {
        tags,
        summary:
          'The list, newest entered first (offset/limit, 30 by default), with the count and agreed-price sum of every match; dates default to the last 30 days',
        querystring: procenaListQuerySchema,
        response: { 200: procenaListSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => listProcenePage(app.db, request.query),
  );

  for (const vrsta of ['all', 'active', 'finished'] as const) {
    const path = { all: PROCENE_PATHS.infoAll, active: PROCENE_PATHS.infoActive, finished: PROCENE_PATHS.infoFinished };
    app.get(
      path[vrsta],
      {
        config: { roles: citanje },
        schema: {
          tags,
          summary: `The generic list-service list: ${vrsta === 'all' ? 'every valuation' : vrsta === 'active' ? 'valuations in phases 1 and 6' : 'completed valuations (phase 3)'} in the date range (default: the last 30 days), up to 5,000`,
          querystring: procenaInfoQuerySchema,
          response: { 200: procenaListSchema, ...RECORD_ERRORS },
        },
      },
      async (request) => listProceneInfo(app.db, request.query, vrsta),
    );
  }

  app.get(
    PROCENE_PATHS.byId,
    {
      config: { roles: citanje },
      schema: {
        tags,
        summary: 'A valuation with its names, phases, first subject and number of subjects (under procena)',
        params: procenaIdParamsSchema,
        response: { 200: procenaOdgovorSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const procena = await getProcena(app.db, request.params.id);
      if (!procena) throw missing(request.params.id);
      return { procena };
    },
  );

  app.get(
    PROCENE_PATHS.naziv,
    {
      config: { roles: citanje },
      schema: {
        tags,
        summary: 'The name of a valuation',
        params: procenaIdParamsSchema,
        response: { 200: procenaNazivSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const naziv = await findNaziv(app.db, request.params.id);
      if (naziv === undefined) throw missing(request.params.id);
      return { naziv };
    },
  );

  app.get(
    PROCENE_PATHS.istorija,
    {
      config: { roles: citanje },
      schema: {
        tags,
        summary: 'Every change of the valuation and of its subjects: who, when, which field, from what to what',
        params: procenaIdParamsSchema,
        response: { 200: auditListSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      if (!(await procenaExists(app.db, request.params.id))) throw missing(request.params.id);
      return { itemList: await istorijaProcene(app.db, request.params.id) };
    },
  );

  app.post(
    PROCENE_PATHS.postojece,
    {
      config: { roles: izmena },
      schema: {
        tags,
        summary:
          'The duplicate check: valuations (not cancelled) of a subject at the same address in the municipality or within 25 m, up to 20',
        body: procenaPostojeceSchema,
        response: { 200: procenaDuplikatiSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => ({ itemList: await postojeceProcene(app.db, request.body) }),
  );

  app.post(
    PROCENE_PATHS.create,
    {
      config: { roles: izmena },
      schema: {
        tags,
        summary:
          'Create a valuation with its subject property; named "<address>, <municipality>" when the name is empty',
        body: procenaCreateSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => uspeh(PROCENA_SACUVANA, await createProcena(app.db, request.body, currentUser(request))),
  );

  app.put(
    PROCENE_PATHS.update,
    {
      config: { roles: izmena },
      schema: {
        tags,
        summary:
          'Edit a valuation and its subject; a new phase becomes the active one; a stale verzija is refused with 409',
        body: procenaUpdateSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await editProcena(app.db, request.body, currentUser(request));
      return uspeh(PROCENA_AZURIRANA, request.body.id);
    },
  );

  app.post(
    PROCENE_PATHS.kopija,
    {
      config: { roles: izmena },
      schema: {
        tags,
        summary:
          'A re-valuation: a new valuation (phase 1) for the same bank, client, banker, leader and type, with a copy of the first subject',
        params: procenaIdParamsSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => uspeh(PROCENA_SACUVANA, await kopirajProcenu(app.db, request.params.id, currentUser(request))),
  );

  app.patch(
    PROCENE_PATHS.opis,
    {
      config: { roles: izmena },
      schema: {
        tags,
        summary: 'The list’s inline description (Id, Opis)',
        body: procenaOpisSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await patchProcena(app.db, request.body.Id, { opis: request.body.Opis }, currentUser(request));
      return uspeh(PROCENA_AZURIRANA, request.body.Id);
    },
  );

  app.patch(
    PROCENE_PATHS.snimanje,
    {
      config: { roles: izmena },
      schema: {
        tags,
        summary: 'The recording flag (Id, InspekcijaSnimanje); the body’s Id is the path’s',
        params: procenaIdParamsSchema,
        body: procenaSnimanjeSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      if (request.body.Id !== request.params.id) throw badRequest('Id u telu zahteva nije id iz putanje.');
      const change = { inspekcijaSnimanje: request.body.InspekcijaSnimanje };
      await patchProcena(app.db, request.params.id, change, currentUser(request));
      return uspeh(PROCENA_SNIMANJE_SACUVANO, request.params.id);
    },
  );

  app.delete(
    PROCENE_PATHS.delete,
    {
      config: { roles: ulogeZa('procene.brisanje') },
      schema: {
        tags,
        summary: 'Delete a valuation with its documents (Admin, Demo, Operations); its subjects stay in the register',
        params: procenaIdParamsSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await removeProcena(app.db, app.files, request.params.id, currentUser(request));
      return uspeh(PROCENA_OBRISANA, request.params.id);
    },
  );

  app.get(
    PROCENE_PATHS.predmeti,
    {
      config: { roles: citanje },
      schema: {
        tags: [...tags, 'nepokretnosti'],
        summary: 'The subjects of a valuation (properties), first subject first',
        params: predmetiParamsSchema,
        response: { 200: predmetiSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      if (!(await procenaExists(app.db, request.params.procenaId))) throw missing(request.params.procenaId);
      return { itemList: await listPredmeti(app.db, request.params.procenaId) };
    },
  );

  app.get(
    PROCENE_PATHS.radnici,
    {
      config: { roles: citanje },
      schema: {
        tags: [...tags, 'radnici'],
        summary: 'Active workers for the leader and inspector pickers (every role), by surname and name',
        response: { 200: radnikIzborListSchema, ...RECORD_ERRORS },
      },
    },
    async () => ({ itemList: await listRadniciIzbor(app.db) }),
  );
};
