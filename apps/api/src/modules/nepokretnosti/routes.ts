import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_ROLES,
  ErrorCode,
  FILENAME_HEADER,
  NEPOKRETNOSTI_PATHS,
  NEPOKRETNOST_AZURIRANA,
  ulogeZa,
  NEPOKRETNOST_OBRISANA,
  NEPOKRETNOST_SACUVANA,
  apiErrorSchema,
  glavnaSlikaParamsSchema,
  idParamSchema,
  nepokretnostCreateSchema,
  nepokretnostIdParamsSchema,
  nepokretnostListQuerySchema,
  nepokretnostListSchema,
  nepokretnostMapaQuerySchema,
  nepokretnostMapaSchema,
  nepokretnostSchema,
  nepokretnostUpdateSchema,
  slikaListSchema,
  slikaRenameSchema,
  slikaSchema,
  slikeBrisanjeSchema,
  slikeListaSaveSchema,
  uspeh,
  uspehSchema,
} from '@rp/contract';
import { contentDisposition } from '../../lib/file-type.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { sendPlainJson } from '../../lib/response-serializer.ts';
import { RECORD_ERRORS } from '../../lib/route-schemas.ts';
import { zipStream } from '../../lib/zip.ts';
import { currentUser } from '../../plugins/auth.ts';
import { nepokretnostExists } from './exists.ts';
import { findNepokretnost, findSlika, listSlike } from './repository.ts';
import {
  createNepokretnost,
  editNepokretnost,
  listNepokretnostiPage,
  mapaNepokretnosti,
  removeNepokretnost,
} from './service.ts';
import {
  deleteSlike,
  renameSlikaService,
  saveSlikeLista,
  setGlavnaService,
  slikeArchive,
  toSlika,
  uploadSlike,
} from './slike.ts';

const tags = ['nepokretnosti'];
const slikeTags = ['nepokretnosti', 'slike'];
const slikaParams = z.object({ id: idParamSchema });
/** Bytes are sent as they are; the serializer never sees them. */
const fileBody = z.any().describe('the image’s bytes');
/** An upload's answer: the product's notice and the added images. */
const slikeUploadSchema = uspehSchema.omit({ Id: true }).extend({ itemList: z.array(slikaSchema) });
const UPLOAD_ERRORS = { ...RECORD_ERRORS, 413: apiErrorSchema, 415: apiErrorSchema };

/** An image shown in place (an <img>, a new tab) under its own name; never sniffed into another type. */
const inlineDisposition = (name: string) => contentDisposition(name).replace(/^attachment/, 'inline');

/**
 * The property register (part 2 §7): every role reads, creates and edits properties and their images; deleting a
 * property is for NEPOKRETNOST_BRISANJE_ROLES.
 */
export const nepokretnostiRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkGroup = async (id: number) => {
    if (!(await nepokretnostExists(app.db, id))) throw notFound(`Nepokretnost sa id-em ${id}`);
  };

  app.get(
    NEPOKRETNOSTI_PATHS.list,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags,
        summary:
          'The register, paged (currentPage/itemsPerPage or offset) and sorted; place, date, range, type and radius filters',
        querystring: nepokretnostListQuerySchema,
        response: { 200: nepokretnostListSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => listNepokretnostiPage(app.db, request.query),
  );

  app.get(
    NEPOKRETNOSTI_PATHS.mapa,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags,
        summary: 'The map of the same search: every match with coordinates (up to 10,000), skraceno when more matched',
        querystring: nepokretnostMapaQuerySchema,
        response: { 200: nepokretnostMapaSchema, ...RECORD_ERRORS },
      },
    },
    async (request, reply) => {
      const mapa = await mapaNepokretnosti(app.db, request.query);
      // Thousands of plain items.
      return sendPlainJson(reply, nepokretnostMapaSchema.strict(), mapa, app.config.checkResponses);
    },
  );

  app.get(
    NEPOKRETNOSTI_PATHS.byId,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags,
        summary: 'A property with its derived values, places and main image',
        params: nepokretnostIdParamsSchema,
        response: { 200: nepokretnostSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const nepokretnost = await findNepokretnost(app.db, request.params.id);
      if (!nepokretnost) throw notFound(`Nepokretnost sa id-em ${request.params.id}`);
      return nepokretnost;
    },
  );

  app.post(
    NEPOKRETNOSTI_PATHS.create,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags,
        summary: 'Create a property; the derived values are computed by the server',
        body: nepokretnostCreateSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) =>
      uspeh(NEPOKRETNOST_SACUVANA, await createNepokretnost(app.db, request.body, currentUser(request))),
  );

  app.put(
    NEPOKRETNOSTI_PATHS.update,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags,
        summary: 'Edit a property; a stale verzija is refused with 409',
        body: nepokretnostUpdateSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await editNepokretnost(app.db, request.body, currentUser(request));
      return uspeh(NEPOKRETNOST_AZURIRANA, request.body.id);
    },
  );

  app.delete(
    NEPOKRETNOSTI_PATHS.delete,
    {
      config: { roles: ulogeZa('nepokretnosti.brisanje') },
      schema: {
        tags,
        summary: 'Delete a property with its images and documents (Admin, Demo, Operations)',
        params: nepokretnostIdParamsSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await removeNepokretnost(app.db, app.files, request.params.id, currentUser(request));
      return uspeh(NEPOKRETNOST_OBRISANA, request.params.id);
    },
  );

  // --- Images ----------------------------------------------------------------------------------------------------

  app.get(
    NEPOKRETNOSTI_PATHS.slike,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: slikeTags,
        summary: 'The images of a property in their order',
        params: nepokretnostIdParamsSchema,
        response: { 200: slikaListSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await checkGroup(request.params.id);
      return { itemList: (await listSlike(app.db, request.params.id)).map(toSlika) };
    },
  );

  app.get(
    NEPOKRETNOSTI_PATHS.slika,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: slikeTags,
        summary: 'One image’s bytes, with its type and name',
        params: slikaParams,
        response: { 200: fileBody, ...RECORD_ERRORS },
      },
    },
    async (request, reply) => {
      const slika = await findSlika(app.db, request.params.id);
      if (!slika) throw notFound(`Slika sa id-em ${request.params.id}`);
      const stream = await app.files.get(slika.kljuc);
      if (!stream) throw notFound(`Sadržaj slike sa id-em ${slika.id}`);
      return reply
        .type(slika.mime)
        .header('content-length', slika.velicina)
        .header('content-disposition', inlineDisposition(slika.naziv))
        .header('x-content-type-options', 'nosniff')
        .header(FILENAME_HEADER, encodeURIComponent(slika.naziv))
        .send(stream);
    },
  );

  app.put(
    NEPOKRETNOSTI_PATHS.slika,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: slikeTags,
        summary: 'Rename an image (body Naziv); the extension is kept',
        params: slikaParams,
        body: slikaRenameSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const slika = await renameSlikaService(app.db, request.params.id, request.body.Naziv, currentUser(request).id);
      return uspeh(`Slika je preimenovana u ${slika.naziv}.`, slika.id);
    },
  );

  app.delete(
    NEPOKRETNOSTI_PATHS.slika,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: slikeTags,
        summary: 'Delete an image; a deleted main image hands the role to the next one',
        params: slikaParams,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const [slika] = await deleteSlike(app.db, app.files, [request.params.id], currentUser(request).id);
      return uspeh(`Slika ${slika!.naziv} je obrisana.`, slika!.id);
    },
  );

  app.put(
    NEPOKRETNOSTI_PATHS.glavna,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: slikeTags,
        summary: 'Make an image the main one of its property',
        params: glavnaSlikaParamsSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const { groupId, imageId } = request.params;
      await setGlavnaService(app.db, groupId, imageId, currentUser(request).id);
      return uspeh('Glavna slika je izabrana.', imageId);
    },
  );

  app.put(
    NEPOKRETNOSTI_PATHS.slikeLista,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: slikeTags,
        summary: 'Save a property’s whole image list: order, names and the main image',
        body: slikeListaSaveSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await saveSlikeLista(app.db, request.body, currentUser(request).id);
      return uspeh('Izmene slika su sačuvane.', request.body.groupId);
    },
  );

  app.post(
    NEPOKRETNOSTI_PATHS.slikeLista,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: slikeTags,
        summary: 'Delete a list of images (all or none)',
        body: slikeBrisanjeSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const rows = await deleteSlike(app.db, app.files, request.body.ids, currentUser(request).id);
      return uspeh(rows.length === 1 ? 'Slika je obrisana.' : `Obrisano slika: ${rows.length}.`);
    },
  );

  app.post(
    NEPOKRETNOSTI_PATHS.upload,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: slikeTags,
        summary: 'Upload images (multipart field UploadedImage, at most 50; jpeg, png, tiff, gif, bmp by content)',
        consumes: ['multipart/form-data'],
        params: nepokretnostIdParamsSchema,
        response: { 200: slikeUploadSchema, ...UPLOAD_ERRORS },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart())
        throw new HttpError(415, 'Slike se šalju kao multipart/form-data.', {
          errorCode: ErrorCode.UnsupportedMediaType,
        });
      await checkGroup(request.params.id);
      const rows = await uploadSlike(request.files(), {
        db: app.db,
        store: app.files,
        nepokretnostId: request.params.id,
        userId: user.id,
        maxBytes: app.config.maxUploadBytes,
        limits: app.config,
      });
      return {
        ErrorCode: 0 as const,
        Type: 1 as const,
        Message: rows.length === 1 ? 'Uspešno dodata slika.' : `Uspešno dodato slika: ${rows.length}.`,
        itemList: rows.map(toSlika),
      };
    },
  );

  app.get(
    NEPOKRETNOSTI_PATHS.sveSlike,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: slikeTags,
        summary: 'Every image of a property as one ZIP archive',
        params: nepokretnostIdParamsSchema,
        response: { 200: fileBody, ...RECORD_ERRORS },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await checkGroup(id);
      const rows = await listSlike(app.db, id);
      if (rows.length === 0) throw notFound('Slika za preuzimanje');
      const sources = await slikeArchive(app.files, rows);
      const name = `nepokretnost-${id}-slike.zip`;
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition(name))
        .header(FILENAME_HEADER, encodeURIComponent(name))
        .send(zipStream(sources));
    },
  );
};
