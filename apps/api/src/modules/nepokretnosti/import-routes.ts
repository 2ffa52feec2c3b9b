import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorCode,
  FILENAME_HEADER,
  IMPORT_MAX_BYTES,
  IMPORT_TEMPLATE_NAME,
  NEPOKRETNOSTI_PATHS,
  ulogeZa,
  apiErrorSchema,
  importOdgovorSchema,
} from '@rp/contract';
import { contentDisposition } from '../../lib/file-type.ts';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { localDate } from '../../lib/time.ts';
import { currentUser } from '../../plugins/auth.ts';
import { detectImportFile, importNepokretnosti } from './import.ts';
import { importTemplateBuffer } from './import-template.ts';

const tags = ['nepokretnosti'];
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const tooLarge = () =>
  new HttpError(413, `Fajl je prevelik; najveća dozvoljena veličina je ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`, {
    errorCode: ErrorCode.PayloadTooLarge,
  });
const ONE_FILE = 'Uvozi se jedan fajl po zahtevu.';

/** What the multipart parser refuses, in the error model. */
function multipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest(ONE_FILE);
  return badRequest('Zahtev sa fajlom nije ispravan ili je prekinut. Pošaljite fajl ponovo.');
}

/** Streams the request's one file to `dir` (never into memory), refusing a second file and one past the size cap. */
async function receiveFile(request: FastifyRequest, dir: string): Promise<string> {
  let path: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type !== 'file') continue;
      path = join(dir, 'upload');
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated) throw tooLarge();
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (!path) throw badRequest('Nijedan fajl nije poslat.');
  return path;
}

/** The property import (part 2 §4, §7): Admin only. */
export const nepokretnostiImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    NEPOKRETNOSTI_PATHS.import,
    {
      config: { roles: ulogeZa('nepokretnosti.import') },
      schema: {
        tags,
        summary:
          'Import properties from one xlsx or csv file (multipart, the layout of the template); good rows are saved, ' +
          'refused ones listed in errorRows (0-based data rows), rows already imported are skipped',
        consumes: ['multipart/form-data'],
        response: {
          200: importOdgovorSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart())
        throw new HttpError(415, 'Fajl se šalje kao multipart/form-data.', {
          errorCode: ErrorCode.UnsupportedMediaType,
        });
      const dir = await mkdtemp(join(tmpdir(), 'rp-import-'));
      try {
        const path = await receiveFile(request, dir);
        const file = await detectImportFile(path);
        return await importNepokretnosti(path, file, { db: app.db, userId: user.id, today: localDate(new Date()) });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  app.get(
    NEPOKRETNOSTI_PATHS.importTemplate,
    {
      config: { roles: ulogeZa('nepokretnosti.import') },
      schema: {
        tags,
        summary: 'The import template: an xlsx with the header row and one example row',
        response: { 200: z.any().describe('the xlsx file'), 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      const data = await importTemplateBuffer();
      return reply
        .type(XLSX_MIME)
        .header('content-disposition', contentDisposition(IMPORT_TEMPLATE_NAME))
        .header(FILENAME_HEADER, encodeURIComponent(IMPORT_TEMPLATE_NAME))
        .send(data);
    },
  );
};
