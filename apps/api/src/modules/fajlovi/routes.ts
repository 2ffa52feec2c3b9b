import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_ROLES,
  ErrorCode,
  FAJL_ENTITETI,
  FILENAME_HEADER,
  apiErrorSchema,
  fajlListSchema,
  fajlUploadResponseSchema,
  fajloviPaths,
  idParamSchema,
  uspeh,
  uspehSchema,
} from '@rp/contract';
import { contentDisposition } from '../../lib/file-type.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { zipStream } from '../../lib/zip.ts';
import { currentUser, forbidden } from '../../plugins/auth.ts';
import { FAJL_ENTITET_DEFS } from './entiteti.ts';
import { recordDeletion } from './audit.ts';
import { deleteFajl, findFajl, listFajlovi, toFajl } from './repository.ts';
import { archiveSources, upload } from './service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const groupParams = z.object({ groupId: idParamSchema });
const idParams = z.object({ id: idParamSchema });
/** Bytes are sent as they are; the serializer never sees them. */
const fileBody = z.any().describe('the file’s bytes');

/** The generic document calls (part 1 §7) for every entity in FAJL_ENTITETI. */
export const fajloviRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const entitet of FAJL_ENTITETI) {
    const def = FAJL_ENTITET_DEFS[entitet];
    const paths = fajloviPaths(entitet);
    const tags = ['fajlovi'];

    const checkGroup = async (groupId: number) => {
      if (!(await def.exists(app.db, groupId))) throw notFound(`${def.label} sa id-em ${groupId}`);
    };

    app.get(
      paths.list,
      {
        config: { roles: ALL_ROLES },
        schema: {
          tags,
          summary: `Documents of a ${entitet} record`,
          params: groupParams,
          response: { 200: fajlListSchema, ...errors },
        },
      },
      async (request) => {
        const { groupId } = request.params;
        if (!def.mayRead(currentUser(request), groupId)) throw forbidden();
        await checkGroup(groupId);
        return { itemList: (await listFajlovi(app.db, entitet, groupId)).map(toFajl) };
      },
    );

    app.post(
      paths.upload,
      {
        config: { roles: ALL_ROLES },
        schema: {
          tags,
          summary: `Upload documents to a ${entitet} record (multipart field UploadedImage, at most 50 files)`,
          consumes: ['multipart/form-data'],
          params: groupParams,
          response: { 200: fajlUploadResponseSchema, 413: apiErrorSchema, 415: apiErrorSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { groupId } = request.params;
        if (!def.mayWrite(user, groupId)) throw forbidden();
        if (!request.isMultipart())
          throw new HttpError(415, 'Fajlovi se šalju kao multipart/form-data.', {
            errorCode: ErrorCode.UnsupportedMediaType,
          });
        await checkGroup(groupId);
        const rows = await upload(request.files(), {
          db: app.db,
          store: app.files,
          entitet,
          groupId,
          userId: user.id,
          maxBytes: app.config.maxUploadBytes,
          limits: app.config,
        });
        return {
          ErrorCode: 0 as const,
          Type: 1 as const,
          Message: rows.length === 1 ? 'Uspešno kreiran dokument.' : `Uspešno kreirano dokumenata: ${rows.length}.`,
          itemList: rows.map(toFajl),
        };
      },
    );

    app.get(
      paths.download,
      {
        config: { roles: ALL_ROLES },
        schema: {
          tags,
          summary: `Download a ${entitet} document; the x-filename header names it`,
          params: idParams,
          response: { 200: fileBody, ...errors },
        },
      },
      async (request, reply) => {
        const fajl = await findFajl(app.db, entitet, request.params.id);
        if (!fajl) throw notFound(`Dokument sa id-em ${request.params.id}`);
        if (!def.mayRead(currentUser(request), fajl.grupaId)) throw forbidden();
        const stream = await app.files.get(fajl.kljuc);
        if (!stream) throw notFound(`Sadržaj dokumenta sa id-em ${fajl.id}`);
        return reply
          .type(fajl.mime)
          .header('content-length', fajl.velicina)
          .header('content-disposition', contentDisposition(fajl.naziv))
          .header(FILENAME_HEADER, encodeURIComponent(fajl.naziv))
          .send(stream);
      },
    );

    app.get(
      paths.all,
      {
        config: { roles: ALL_ROLES },
        schema: {
          tags,
          summary: `Every document of a ${entitet} record as one ZIP archive`,
          params: groupParams,
          response: { 200: fileBody, ...errors },
        },
      },
      async (request, reply) => {
        const { groupId } = request.params;
        if (!def.mayRead(currentUser(request), groupId)) throw forbidden();
        await checkGroup(groupId);
        const rows = await listFajlovi(app.db, entitet, groupId);
        if (rows.length === 0) throw notFound('Dokument za preuzimanje');
        const sources = await archiveSources(app.files, rows);
        const name = `${entitet}-${groupId}-dokumenti.zip`;
        return reply
          .type('application/zip')
          .header('content-disposition', contentDisposition(name))
          .header(FILENAME_HEADER, encodeURIComponent(name))
          .send(zipStream(sources));
      },
    );

    app.delete(
      paths.delete,
      {
        config: { roles: ALL_ROLES },
        schema: {
          tags,
          summary: `Delete a ${entitet} document`,
          params: idParams,
          response: { 200: uspehSchema, ...errors },
        },
      },
      async (request) => {
        const fajl = await findFajl(app.db, entitet, request.params.id);
        if (!fajl) throw notFound(`Dokument sa id-em ${request.params.id}`);
        const user = currentUser(request);
        if (!def.mayDelete(user, fajl)) throw forbidden();
        const deleted = await app.db.transaction(async (tx) => {
          const row = await deleteFajl(tx, fajl.id);
          if (row) await recordDeletion(tx, row, user.id);
          return row;
        });
        if (!deleted) throw notFound(`Dokument sa id-em ${request.params.id}`);
        // The row goes first: a crash between the two leaves an orphan file on disk, never a row without bytes.
        await app.files.delete(fajl.kljuc);
        return uspeh(`Dokument ${fajl.naziv} je obrisan.`, fajl.id);
      },
    );
  }
};
