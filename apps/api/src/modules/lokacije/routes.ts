import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_ROLES,
  LOKACIJE_PATHS,
  NEPOKRETNOSTI_PATHS,
  apiErrorSchema,
  drzavaListSchema,
  gradListSchema,
  gradoviQuerySchema,
  katastarListSchema,
  katastriQuerySchema,
  opstinaListSchema,
  opstineQuerySchema,
} from '@rp/contract';
import { listDrzave, listGradovi, listKatastri, listOpstine } from './repository.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export const lokacijeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LOKACIJE_PATHS.drzave,
    {
      config: { roles: ALL_ROLES },
      schema: { tags: ['lokacije'], summary: 'Countries', response: { 200: drzavaListSchema, ...errors } },
    },
    async () => ({ drzavaLista: await listDrzave(app.db) }),
  );

  app.get(
    LOKACIJE_PATHS.opstine,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['lokacije'],
        summary: 'Municipalities of a country',
        querystring: opstineQuerySchema,
        response: { 200: opstinaListSchema, ...errors },
      },
    },
    async (request) => ({ opstinaLista: await listOpstine(app.db, request.query.drzavaId) }),
  );

  app.get(
    LOKACIJE_PATHS.gradovi,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['lokacije'],
        summary: 'Cities and settlements of a municipality (the seat first)',
        querystring: gradoviQuerySchema,
        response: { 200: gradListSchema, ...errors },
      },
    },
    async (request) => ({ gradoviLista: await listGradovi(app.db, request.query.opstinaId) }),
  );

  app.get(
    NEPOKRETNOSTI_PATHS.katastri,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['lokacije'],
        summary: 'Cadastral municipalities (katastarske opštine) of a municipality, by name',
        querystring: katastriQuerySchema,
        response: { 200: katastarListSchema, ...errors },
      },
    },
    async (request) => ({ katastarLista: await listKatastri(app.db, request.query.opstinaId) }),
  );
};
