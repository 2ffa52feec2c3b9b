import { z } from 'zod';

/** Entities whose records carry documents through the generic file calls (part 1 §7). */
export const FAJL_ENTITETI = ['radnici', 'masine', 'klijenti', 'nepokretnosti', 'procene', 'poslovi'] as const;
export type FajlEntitet = (typeof FAJL_ENTITETI)[number];

export function fajloviPaths(entitet: string) {
  return {
    list: `/api/${entitet}/:groupId/fajlovi`,
    upload: `/api/${entitet}/:groupId/fajlovi`,
    download: `/api/${entitet}/fajlovi/:id`,
    delete: `/api/${entitet}/fajlovi/:id`,
    all: `/api/${entitet}/:groupId/svifajlovi`,
  } as const;
}

/**
 * The kinds of document an upload accepts, by extension (the server checks each file's content against its name). The
 * uploader lists them before a file is chosen and refuses others at once.
 */
export const DOKUMENT_EKSTENZIJE = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'bmp',
  'tif',
  'tiff',
  'webp',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'zip',
  'doc',
  'xls',
  'txt',
  'csv',
] as const;
export type DokumentEkstenzija = (typeof DOKUMENT_EKSTENZIJE)[number];

/** The multipart field of an upload. */
export const UPLOAD_FIELD = 'UploadedImage';
/** At most this many files per upload request (the uploader's queue, part 1 §9). */
export const MAX_FILES_PER_UPLOAD = 50;
/** The default size limit of one file. */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;

/** A document (part 1 §3): id and name, plus what the list shows. */
export const fajlSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    mime: z.string(),
    velicina: z.number().int(),
    kreirano: z.string(),
    idKreatora: z.number().int().nullable(),
  })
  .meta({ id: 'Fajl' });
export type Fajl = z.infer<typeof fajlSchema>;
export const fajlListSchema = z.object({ itemList: z.array(fajlSchema) }).meta({ id: 'FajlLista' });

export const fajlUploadResponseSchema = z
  .object({
    ErrorCode: z.literal(0),
    Type: z.literal(1),
    Message: z.string(),
    itemList: z.array(fajlSchema),
  })
  .meta({ id: 'FajlUpload' });
export type FajlUploadResponse = z.infer<typeof fajlUploadResponseSchema>;
