import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_ROLES,
  EVIDENCIJA_PATHS,
  apiErrorSchema,
  evidencijaInfoParamsSchema,
  evidencijaMesecSchema,
  evidencijaResponseSchema,
  evidencijaSaveSchema,
  evidencijaUpdateSchema,
  radnikIdParamsSchema,
  uspeh,
  uspehIzmeneSchema,
} from '@rp/contract';
import { assertMoze } from '../../lib/access.ts';
import { currentUser } from '../../plugins/auth.ts';
import { monthInfo, runCommand, savePlannedHours, updateWorked, type Komanda } from './service.ts';
import { appliesDirectly, requestPlannedHours, requestSent, requestWorked } from './zahtevi.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const evidencijaRoutes: FastifyPluginAsyncZod = async (app) => {
  const commands: { komanda: Komanda; path: string; summary: string }[] = [
    { komanda: 'prijava', path: EVIDENCIJA_PATHS.prijava, summary: 'Sign in (or resume after a pause)' },
    { komanda: 'pauza', path: EVIDENCIJA_PATHS.pauza, summary: 'Pause; only while signed in' },
    { komanda: 'odjava', path: EVIDENCIJA_PATHS.odjava, summary: 'Sign out; only while signed in' },
    { komanda: 'provera', path: EVIDENCIJA_PATHS.provera, summary: "Today's record and state" },
  ];
  for (const { komanda, path, summary } of commands) {
    app.post(
      path,
      {
        config: { roles: ALL_ROLES },
        schema: {
          tags: ['evidencija'],
          summary: `${summary}. The worker themself or Admin${komanda === 'provera' ? ' or Demo' : ''}.`,
          params: radnikIdParamsSchema,
          response: { 200: evidencijaResponseSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { radnikId } = request.params;
        assertMoze(user, komanda === 'provera' ? 'evidencija.provera' : 'evidencija.komanda', { radnikId });
        return { evidencija: await runCommand(app.db, radnikId, komanda, user) };
      },
    );
  }

  app.get(
    EVIDENCIJA_PATHS.info,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['evidencija'],
        summary: "A worker's month: every day and the totals. Own record, or anyone's for Admin and Demo.",
        params: evidencijaInfoParamsSchema,
        response: { 200: evidencijaMesecSchema, ...errors },
      },
    },
    async (request) => {
      const { radnikId, godina, mesec } = request.params;
      assertMoze(currentUser(request), 'evidencija.citanje', { radnikId });
      return monthInfo(app.db, radnikId, godina, mesec);
    },
  );

  app.post(
    EVIDENCIJA_PATHS.save,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['evidencija'],
        summary:
          'Planned hours for the weekdays of a date range. Anyone’s by Admin; a worker’s own become a request ' +
          'for Admin’s approval (NaCekanju).',
        body: evidencijaSaveSchema,
        response: { 200: uspehIzmeneSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      assertMoze(user, 'evidencija.izmena', { radnikId: request.body.RadnikId });
      if (!appliesDirectly(user)) return requestSent(await requestPlannedHours(app.db, request.body, user));
      const count = await savePlannedHours(app.db, request.body, user);
      return { ...uspeh(`Uspešno sačuvane izmene (radnih dana: ${count}).`), NaCekanju: false };
    },
  );

  app.post(
    EVIDENCIJA_PATHS.update,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['evidencija'],
        summary:
          'Correct the worked time of one day (the measured time stays as measured). Anyone’s by Admin; a ' +
          'worker’s own becomes a request for Admin’s approval (NaCekanju).',
        body: evidencijaUpdateSchema,
        response: { 200: uspehIzmeneSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      assertMoze(user, 'evidencija.izmena', { radnikId: request.body.RadnikId });
      if (!appliesDirectly(user)) return requestSent(await requestWorked(app.db, request.body, user));
      await updateWorked(app.db, request.body, user);
      return { ...uspeh('Uspešno sačuvane izmene.'), NaCekanju: false };
    },
  );
};
