import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STATISTIKA_PATHS,
  statistikaBankariQuerySchema,
  statistikaBankariSchema,
  statistikaKlijentiSchema,
  statistikaNovacSchema,
  statistikaPeriodParamsSchema,
  statistikaResursiSchema,
  statistikaResursQuerySchema,
  ulogeZa,
} from '@rp/contract';
import { sendJsonBytes } from '../../lib/response-serializer.ts';
import { RECORD_ERRORS } from '../../lib/route-schemas.ts';
import { mesecniPeriod, statistikaBankari, statistikaKlijenti, statistikaNovac, statistikaResursi } from './service.ts';

/** The statistics calls (part 2 §7), Admin and Demo. The money model is described in the README. */
export const statistikaRoutes: FastifyPluginAsyncZod = async (app) => {
  const roles = ulogeZa('statistika');

  app.get(
    STATISTIKA_PATHS.novac,
    {
      config: { roles },
      schema: {
        tags: ['statistika'],
        summary: 'Income, expenses and profit per month (Admin, Demo)',
        params: statistikaPeriodParamsSchema,
        response: { 200: statistikaNovacSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const { startMonth, startYear, endMonth, endYear } = request.params;
      const { meseci, period } = mesecniPeriod(startMonth, startYear, endMonth, endYear);
      return statistikaNovac(app.db, meseci, period);
    },
  );

  app.get(
    STATISTIKA_PATHS.resurs,
    {
      config: { roles },
      schema: {
        tags: ['statistika'],
        summary: 'Income, expenses and profit per month of chosen machines and workers (Admin, Demo)',
        querystring: statistikaResursQuerySchema,
        response: { 200: statistikaResursiSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const q = request.query;
      const { meseci, period } = mesecniPeriod(q.PocetniMesec, q.PocetnaGodina, q.KrajnjiMesec, q.KrajnjaGodina);
      return statistikaResursi(app.db, meseci, period, q.Resursi);
    },
  );

  app.get(
    STATISTIKA_PATHS.klijent,
    {
      config: { roles },
      schema: {
        tags: ['statistika'],
        summary: "Each client's share of income, expenses and profit (Admin, Demo)",
        params: statistikaPeriodParamsSchema,
        response: { 200: statistikaKlijentiSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const { startMonth, startYear, endMonth, endYear } = request.params;
      const { meseci, period } = mesecniPeriod(startMonth, startYear, endMonth, endYear);
      return statistikaKlijenti(app.db, meseci, period);
    },
  );

  app.get(
    STATISTIKA_PATHS.bankari,
    {
      config: { roles },
      schema: {
        tags: ['statistika'],
        summary: 'Valuations by banker, property type and month of a year (Admin, Demo)',
        querystring: statistikaBankariQuerySchema,
        response: { 200: statistikaBankariSchema, ...RECORD_ERRORS },
      },
    },
    // Every valuation of the year, one item each (40,000 in a busy year): the answer comes written as JSON.
    async (request, reply) =>
      sendJsonBytes(
        reply,
        statistikaBankariSchema,
        await statistikaBankari(app.db, request.query.godina),
        app.config.checkResponses,
      ),
  );
};
