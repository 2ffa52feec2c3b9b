import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  KOMPARATIVI_DODATI,
  KOMPARATIVI_PATHS,
  KOMPARATIVI_SACUVANI,
  KOMPARATIVI_UKLONJENI,
  komparativListSchema,
  komparativPretragaQuerySchema,
  komparativPretragaSchema,
  komparativiIdsQuerySchema,
  komparativiParamsSchema,
  komparativiQuerySchema,
  komparativiUpdateSchema,
  ulogeZa,
  uspeh,
  uspehSchema,
} from '@rp/contract';
import { RECORD_ERRORS } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  dodajKomparativi,
  listKomparativi,
  pretragaKomparativa,
  sacuvajKomparativi,
  ukloniKomparativi,
} from './service.ts';

const tags = ['procene', 'komparativi'];

/**
 * Comparables of a valuation's subject (part 2 §7): every role reads and edits them, as valuations (procene.citanje,
 * procene.izmena). ERRORS.MAXSELECTED answers 409 with ErrorCode 404 (part 2 §8).
 */
export const komparativiRoutes: FastifyPluginAsyncZod = async (app) => {
  const citanje = ulogeZa('procene.citanje');
  const izmena = ulogeZa('procene.izmena');

  app.get(
    KOMPARATIVI_PATHS.list,
    {
      config: { roles: citanje },
      schema: {
        tags,
        summary:
          'The comparables of a subject (predmetKomparativ), nearest first, with the adjusted unit values and the indicated value',
        params: komparativiParamsSchema,
        querystring: komparativiQuerySchema,
        response: { 200: komparativListSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => listKomparativi(app.db, request.params.id, request.query.predmetKomparativ),
  );

  app.get(
    KOMPARATIVI_PATHS.pretraga,
    {
      config: { roles: citanje },
      schema: {
        tags,
        summary:
          'The register around the subject (radius 750 m by default, the register’s filters), valuation subjects left out, chosen ones marked (vecIzabranaZaProcenu)',
        params: komparativiParamsSchema,
        querystring: komparativPretragaQuerySchema,
        response: { 200: komparativPretragaSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => pretragaKomparativa(app.db, request.params.id, request.query),
  );

  app.post(
    KOMPARATIVI_PATHS.dodaj,
    {
      config: { roles: izmena },
      schema: {
        tags,
        summary: `Choose properties (komparativIds) as comparables of the subject; at most 10 per subject (ERRORS.MAXSELECTED)`,
        params: komparativiParamsSchema,
        querystring: komparativiIdsQuerySchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const { predmetKomparativ, komparativIds } = request.query;
      await dodajKomparativi(app.db, request.params.id, predmetKomparativ, komparativIds, currentUser(request));
      return uspeh(KOMPARATIVI_DODATI, request.params.id);
    },
  );

  app.delete(
    KOMPARATIVI_PATHS.ukloni,
    {
      config: { roles: izmena },
      schema: {
        tags,
        summary: 'Remove comparables (komparativIds) of the subject',
        params: komparativiParamsSchema,
        querystring: komparativiIdsQuerySchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const { predmetKomparativ, komparativIds } = request.query;
      await ukloniKomparativi(app.db, request.params.id, predmetKomparativ, komparativIds, currentUser(request));
      return uspeh(KOMPARATIVI_UKLONJENI, request.params.id);
    },
  );

  app.put(
    KOMPARATIVI_PATHS.update,
    {
      config: { roles: izmena },
      schema: {
        tags,
        summary:
          'Save the comparables’ adjustment percents (all or none); the derived values are the server’s, whatever is sent',
        body: komparativiUpdateSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await sacuvajKomparativi(app.db, request.body, currentUser(request));
      return uspeh(KOMPARATIVI_SACUVANI);
    },
  );
};
