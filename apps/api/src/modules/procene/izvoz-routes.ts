import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FILENAME_HEADER,
  PROCENE_IZVOZ_MAX,
  PROCENE_PATHS,
  apiErrorSchema,
  procenaIzvozQuerySchema,
  ulogeZa,
} from '@rp/contract';
import { contentDisposition } from '../../lib/file-type.ts';
import { jezikZahteva } from '../../plugins/errors.ts';
import { listProcene } from './repository.ts';
import { filterOf } from './service.ts';
import { CSV_MIME, XLSX_MIME, csvStream, izvozNaziv, xlsxStream } from './izvoz.ts';

/** The header that says how many valuations matched (the file holds at most PROCENE_IZVOZ_MAX of them). */
export const UKUPNO_HEADER = 'x-ukupno';

/** GET procene/izvoz: the list's filtered rows as a streamed xlsx or csv (every role, like the list). */
export const proceneIzvozRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PROCENE_PATHS.izvoz,
    {
      config: { roles: ulogeZa('procene.citanje') },
      schema: {
        tags: ['procene'],
        summary:
          `The filtered list (the list's filters; newest first) as an xlsx or csv file of at most ${PROCENE_IZVOZ_MAX} ` +
          'rows, streamed; X-Ukupno says how many matched',
        querystring: procenaIzvozQuerySchema,
        response: {
          200: z.any().describe('the xlsx or csv file'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const { itemList, ukupno } = await listProcene(app.db, filterOf(query), { offset: 0, limit: PROCENE_IZVOZ_MAX });
      const jezik = jezikZahteva(request);
      const naziv = izvozNaziv(format);
      return reply
        .type(format === 'csv' ? CSV_MIME : XLSX_MIME)
        .header('content-disposition', contentDisposition(naziv))
        .header(FILENAME_HEADER, encodeURIComponent(naziv))
        .header(UKUPNO_HEADER, String(ukupno))
        .header('access-control-expose-headers', `content-disposition, ${FILENAME_HEADER}, ${UKUPNO_HEADER}`)
        .send(format === 'csv' ? csvStream(itemList, jezik) : xlsxStream(itemList, jezik));
    },
  );
};
