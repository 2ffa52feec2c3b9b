import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { ErrorCode, MAX_FILES_PER_UPLOAD, UPLOAD_FIELD, type FajlEntitet } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { ALLOWED_EXTENSIONS, checkFile, safeFileName } from '../../lib/file-type.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-error.ts';
import type { FileStore } from '../../plugins/files.ts';
import { recordUploads } from './audit.ts';
import { insertFajlovi, type FajlRow } from './repository.ts';

const tooLarge = (limit: number) =>
  new HttpError(413, `Fajl je prevelik; najveća dozvoljena veličina je ${Math.round(limit / 1024 / 1024)} MB.`, {
    errorCode: ErrorCode.PayloadTooLarge,
  });
const tooMany = () =>
  new HttpError(413, `U jednom slanju može biti najviše ${MAX_FILES_PER_UPLOAD} fajlova.`, {
    errorCode: ErrorCode.PayloadTooLarge,
  });
const unsupported = (message: string) => new HttpError(415, message, { errorCode: ErrorCode.UnsupportedMediaType });

function multipartError(error: unknown, limit: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(limit);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return tooMany();
  return error;
}

export interface UploadContext {
  db: Db;
  store: FileStore;
  entitet: FajlEntitet;
  groupId: number;
  userId: number;
  maxBytes: number;
}

/**
 * Checks and stores every file of the request, then records them in one transaction. Any refused file refuses the
 * whole request, and bytes already stored are removed again.
 */
export async function upload(files: AsyncIterable<MultipartFile>, context: UploadContext): Promise<FajlRow[]> {
  const stored: { key: string; naziv: string; mime: string; velicina: number }[] = [];
  const discard = () => Promise.all(stored.map((file) => context.store.delete(file.key)));
  try {
    for await (const part of files) {
      if (part.fieldname !== UPLOAD_FIELD) throw badRequest(`Fajlovi se šalju u polju ${UPLOAD_FIELD}.`);
      const data = await part.toBuffer();
      const naziv = safeFileName(part.filename);
      const check = checkFile(naziv, data);
      if (!check.ok) {
        throw unsupported(
          check.reason === 'executable'
            ? `Fajl ${naziv} nije dodat: izvršni fajlovi nisu dozvoljeni.`
            : check.reason === 'extension'
              ? `Fajl ${naziv} nije dodat: dozvoljeni su samo ${ALLOWED_EXTENSIONS.join(', ')}.`
              : `Fajl ${naziv} nije dodat: sadržaj ne odgovara nastavku imena.`,
        );
      }
      const key = randomUUID();
      await context.store.put(key, data);
      stored.push({ key, naziv, mime: check.mime, velicina: data.length });
    }
    if (stored.length === 0) throw badRequest('Nijedan fajl nije poslat.');
    return await context.db.transaction(async (tx) => {
      const rows = await insertFajlovi(
        tx,
        stored.map((file) => ({
          entitet: context.entitet,
          grupaId: context.groupId,
          naziv: file.naziv,
          mime: file.mime,
          velicina: file.velicina,
          kljuc: file.key,
          idKreatora: context.userId,
        })),
      );
      await recordUploads(tx, rows, context.userId);
      return rows;
    });
  } catch (error) {
    await discard();
    throw multipartError(error, context.maxBytes);
  }
}

/** Names unique inside an archive: a repeated name gets ` (2)`, ` (3)` before its extension. */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; seen.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    seen.add(candidate.toLowerCase());
    return candidate;
  });
}

export async function readAll(store: FileStore, key: string): Promise<Buffer> {
  const stream = store.get(key);
  if (!stream) throw notFound('Sadržaj fajla');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
