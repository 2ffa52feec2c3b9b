import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOKUMENT_KREIRAN,
  ErrorCode,
  FILENAME_HEADER,
  PROCENE_PATHS,
  SABLON_OBAVEZAN,
  apiErrorSchema,
  dokumentQuerySchema,
  procenaIdParamsSchema,
  sablonListSchema,
  sablonParamsSchema,
  sablonSchema,
  ulogeZa,
  uspeh,
  uspehSchema,
} from '@rp/contract';
import { contentDisposition, safeFileName } from '../../lib/file-type.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-error.ts';
import { localDate } from '../../lib/time.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { FileStore } from '../../plugins/files.ts';
import { recordUploads } from '../fajlovi/audit.ts';
import { insertFajlovi, lockFajlQuota } from '../fajlovi/repository.ts';
import { SablonGreska, popuniIzvestaj, proveriSablon, type Slika } from './izvestaj.ts';
import { komparativiPrvogPredmeta } from '../komparativi/service.ts';
import {
  deleteSablon,
  findSablon,
  insertSablon,
  izvestajPodaci,
  listSabloni,
  type SablonRow,
} from './izvestaj-repository.ts';

const tags = ['procene'];
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** A template is a small document: its pictures (a logo) fit well within this. */
export const SABLON_MAX_BYTES = 10 * 1024 * 1024;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const fileBody = z.any().describe('the file’s bytes');

const toSablon = (row: SablonRow) => ({
  id: row.id,
  naziv: row.naziv,
  velicina: row.velicina,
  kreirano: row.kreirano.toISOString(),
  ugradjen: row.ugradjen,
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function stored(files: FileStore, kljuc: string): Promise<Buffer | undefined> {
  const stream = await files.get(kljuc);
  return stream ? readAll(stream) : undefined;
}

/** A template's name from its file name: without the extension, at most 200 characters. */
function nazivSablona(fileName: string): string {
  return safeFileName(fileName)
    .replace(/\.docx$/i, '')
    .trim()
    .slice(0, 200);
}

/** The Word report of a valuation and its templates (part 2 §7; shared decisions of issue 15). */
export const proceneIzvestajRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PROCENE_PATHS.sabloni,
    {
      config: { roles: ulogeZa('procene.citanje') },
      schema: {
        tags,
        summary: 'The Word report templates: shipped ones first, then uploaded ones by name',
        response: { 200: sablonListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ itemList: (await listSabloni(app.db)).map(toSablon) }),
  );

  app.post(
    PROCENE_PATHS.sabloni,
    {
      config: { roles: ulogeZa('procene.sabloni') },
      schema: {
        tags,
        summary:
          'Upload a Word report template (multipart, one .docx; its name is the file name). Refused when it is not ' +
          'a .docx or a tag of it is broken (400), or a template of that name exists (409)',
        consumes: ['multipart/form-data'],
        response: { 200: sablonSchema, 409: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart())
        throw new HttpError(415, 'Šablon se šalje kao multipart/form-data.', {
          errorCode: ErrorCode.UnsupportedMediaType,
        });
      let data: Buffer;
      let fileName: string;
      try {
        const part = await request.file({ limits: { fileSize: SABLON_MAX_BYTES, files: 1 } });
        if (!part) throw badRequest('Nijedan fajl nije poslat.');
        fileName = part.filename;
        data = await part.toBuffer();
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, 'Šablon je prevelik; najveća dozvoljena veličina je 10 MB.', {
            errorCode: ErrorCode.PayloadTooLarge,
          });
        throw badRequest('Zahtev sa fajlom nije ispravan ili je prekinut. Pošaljite fajl ponovo.');
      }
      if (!/\.docx$/i.test(fileName ?? '')) throw badRequest('Šablon mora biti Word dokument (.docx).');
      try {
        proveriSablon(data);
      } catch (error) {
        if (error instanceof SablonGreska) throw badRequest(error.message);
        throw error;
      }
      const naziv = nazivSablona(fileName);
      if (!naziv) throw badRequest('Šablon mora imati naziv.');
      const kljuc = randomUUID();
      await app.files.put(kljuc, data);
      try {
        const row = await insertSablon(app.db, { naziv, kljuc, velicina: data.length, idKreatora: user.id });
        if (!row) throw new HttpError(409, 'Šablon tog naziva već postoji.');
        return toSablon(row);
      } catch (error) {
        await app.files.delete(kljuc);
        throw error;
      }
    },
  );

  app.get(
    PROCENE_PATHS.sablon,
    {
      config: { roles: ulogeZa('procene.citanje') },
      schema: {
        tags,
        summary: 'Download a Word report template; the x-filename header names it',
        params: sablonParamsSchema,
        response: { 200: fileBody, ...errors },
      },
    },
    async (request, reply) => {
      const sablon = await findSablon(app.db, request.params.id);
      if (!sablon) throw notFound(`Šablon sa id-em ${request.params.id}`);
      const stream = await app.files.get(sablon.kljuc);
      if (!stream) throw notFound(`Sadržaj šablona sa id-em ${sablon.id}`);
      const naziv = `${sablon.naziv}.docx`;
      return reply
        .type(DOCX_MIME)
        .header('content-length', sablon.velicina)
        .header('content-disposition', contentDisposition(naziv))
        .header(FILENAME_HEADER, encodeURIComponent(naziv))
        .send(stream);
    },
  );

  app.delete(
    PROCENE_PATHS.sablon,
    {
      config: { roles: ulogeZa('procene.sabloni') },
      schema: {
        tags,
        summary: 'Delete an uploaded Word report template (the shipped ones are refused)',
        params: sablonParamsSchema,
        response: { 200: uspehSchema, ...errors },
      },
    },
    async (request) => {
      const sablon = await findSablon(app.db, request.params.id);
      if (!sablon) throw notFound(`Šablon sa id-em ${request.params.id}`);
      if (sablon.ugradjen) throw badRequest('Ugrađeni šablon se ne može obrisati.');
      const row = await deleteSablon(app.db, sablon.id);
      if (!row) throw notFound(`Šablon sa id-em ${request.params.id}`);
      await app.files.delete(row.kljuc);
      return uspeh('Šablon je obrisan.', row.id);
    },
  );

  app.put(
    PROCENE_PATHS.dokument,
    {
      config: { roles: ulogeZa('procene.izmena') },
      schema: {
        tags,
        summary:
          "The Word report: fills the template with the valuation and saves the .docx among the valuation's " +
          'documents (entitet procene); answers its file id. Without template: 400 Template is required',
        params: procenaIdParamsSchema,
        querystring: dokumentQuerySchema,
        response: { 200: uspehSchema.extend({ Id: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const { template } = request.query;
      if (template === undefined) throw badRequest(SABLON_OBAVEZAN);
      const podaci = await izvestajPodaci(app.db, id);
      if (!podaci) throw notFound(`Procena sa id-em ${id}`);
      const sablon = await findSablon(app.db, template);
      if (!sablon) throw notFound(`Šablon sa id-em ${template}`);
      const bytes = await stored(app.files, sablon.kljuc);
      if (!bytes) throw notFound(`Sadržaj šablona sa id-em ${sablon.id}`);
      let slika: Slika | undefined;
      if (podaci.slika) {
        const data = await stored(app.files, podaci.slika.kljuc);
        if (data) slika = { data, mime: podaci.slika.mime };
      }
      const komparativi = podaci.predmet
        ? await komparativiPrvogPredmeta(app.db, id, podaci.predmet.nepokretnost.id)
        : undefined;
      let docx: Buffer;
      try {
        docx = popuniIzvestaj(bytes, podaci, slika, new Date(), komparativi);
      } catch (error) {
        if (error instanceof SablonGreska) throw badRequest(error.message);
        throw error;
      }
      const naziv = safeFileName(`${sablon.naziv} - ${podaci.procena.id} - ${localDate(new Date())}.docx`);
      const kljuc = randomUUID();
      await app.files.put(kljuc, docx);
      try {
        const [row] = await app.db.transaction(async (tx) => {
          await lockFajlQuota(tx);
          const rows = await insertFajlovi(tx, [
            {
              entitet: 'procene',
              grupaId: id,
              naziv,
              mime: DOCX_MIME,
              velicina: docx.length,
              kljuc,
              idKreatora: user.id,
            },
          ]);
          await recordUploads(tx, rows, user.id);
          return rows;
        });
        return { ...uspeh(DOKUMENT_KREIRAN, row!.id), Id: row!.id };
      } catch (error) {
        await app.files.delete(kljuc);
        throw error;
      }
    },
  );
};
