import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { ErrorCode, MAX_FILES_PER_UPLOAD, UPLOAD_FIELD, type FajlEntitet } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { ALLOWED_EXTENSIONS, checkFile, safeFileName } from '../../lib/file-type.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-error.ts';
import type { ZipSource } from '../../lib/zip.ts';
import type { FileStore } from '../../plugins/files.ts';
import { recordUploads } from './audit.ts';
import { fajlUsage, insertFajlovi, lockFajlQuota, type FajlRow, type FajlUsage } from './repository.ts';

const tooLarge = (limit: number) =>
  new HttpError(413, `Fajl je prevelik; najveća dozvoljena veličina je ${Math.round(limit / 1024 / 1024)} MB.`, {
    errorCode: ErrorCode.PayloadTooLarge,
  });
const tooMany = () =>
  new HttpError(413, `U jednom slanju može biti najviše ${MAX_FILES_PER_UPLOAD} fajlova.`, {
    errorCode: ErrorCode.PayloadTooLarge,
  });
const unsupported = (message: string) => new HttpError(415, message, { errorCode: ErrorCode.UnsupportedMediaType });

const sizeFormat = new Intl.NumberFormat('sr-Latn', { maximumFractionDigits: 1 });
function formatSize(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${sizeFormat.format(bytes / 1024 ** 3)} GB`;
  if (bytes >= 1024 ** 2) return `${sizeFormat.format(bytes / 1024 ** 2)} MB`;
  return `${sizeFormat.format(Math.ceil(bytes / 1024))} KB`;
}
const overLimit = (message: string) => new HttpError(413, message, { errorCode: ErrorCode.PayloadTooLarge });

/** What the multipart parser refuses (no boundary, a body cut short) is a malformed request, never our failure. */
function multipartError(error: unknown, limit: number): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(limit);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return tooMany();
  return badRequest('Zahtev sa fajlovima nije ispravan ili je prekinut. Pošaljite fajlove ponovo.');
}

/** Awaits a step of the multipart parser, turning its failures into answers in the error model. */
async function parsing<T>(step: Promise<T>, limit: number): Promise<T> {
  try {
    return await step;
  } catch (error) {
    throw multipartError(error, limit);
  }
}

export interface StorageLimits {
  maxFilesPerRecord: number;
  maxRecordBytes: number;
  maxStoreBytes: number;
}

/** Refuses documents that would take a record or the whole store past its limit. */
function checkLimits(limits: StorageLimits, usage: FajlUsage, files: number, bytes: number): void {
  if (usage.recordFiles + files > limits.maxFilesPerRecord)
    throw overLimit(
      `Najveći broj dokumenata jednog zapisa je ${limits.maxFilesPerRecord} (sada ih ima ${usage.recordFiles}). ` +
        'Obrišite neke pre dodavanja novih.',
    );
  if (usage.recordBytes + bytes > limits.maxRecordBytes)
    throw overLimit(
      `Dokumenti jednog zapisa mogu zauzeti najviše ${formatSize(limits.maxRecordBytes)} ` +
        `(sada zauzimaju ${formatSize(usage.recordBytes)}). Obrišite neke pre dodavanja novih.`,
    );
  if (usage.storeBytes + bytes > limits.maxStoreBytes)
    throw overLimit(
      `Prostor za dokumente je popunjen (najviše ${formatSize(limits.maxStoreBytes)}). Obratite se administratoru.`,
    );
}

export interface UploadContext {
  db: Db;
  store: FileStore;
  entitet: FajlEntitet;
  groupId: number;
  userId: number;
  maxBytes: number;
  limits: StorageLimits;
}

/**
 * Checks and stores every file of the request, then records them in one transaction. Any refused file refuses the
 * whole request, and bytes already stored are removed again.
 */
export async function upload(files: AsyncIterable<MultipartFile>, context: UploadContext): Promise<FajlRow[]> {
  const stored: { key: string; naziv: string; mime: string; velicina: number }[] = [];
  const discard = () => Promise.all(stored.map((file) => context.store.delete(file.key)));
  const { maxBytes, limits } = context;
  let storedBytes = 0;
  const parts = files[Symbol.asyncIterator]();
  try {
    const usage = await fajlUsage(context.db, context.entitet, context.groupId);
    for (;;) {
      const next = await parsing(parts.next(), maxBytes);
      if (next.done) break;
      const part = next.value;
      if (part.fieldname !== UPLOAD_FIELD) throw badRequest(`Fajlovi se šalju u polju ${UPLOAD_FIELD}.`);
      if (!part.filename) throw badRequest(`Svaki fajl u polju ${UPLOAD_FIELD} mora imati ime.`);
      const data = await parsing(part.toBuffer(), maxBytes);
      const naziv = safeFileName(part.filename);
      const check = await checkFile(naziv, data);
      if (!check.ok) {
        throw unsupported(
          check.reason === 'executable'
            ? `Fajl ${naziv} nije dodat: izvršni fajlovi nisu dozvoljeni.`
            : check.reason === 'extension'
              ? `Fajl ${naziv} nije dodat: dozvoljeni su samo ${ALLOWED_EXTENSIONS.join(', ')}.`
              : `Fajl ${naziv} nije dodat: sadržaj ne odgovara nastavku imena.`,
        );
      }
      // Refused before its bytes are written; the transaction below checks again, serialised with other uploads.
      checkLimits(limits, usage, stored.length + 1, storedBytes + data.length);
      const key = randomUUID();
      await context.store.put(key, data);
      stored.push({ key, naziv, mime: check.mime, velicina: data.length });
      storedBytes += data.length;
    }
    if (stored.length === 0) throw badRequest('Nijedan fajl nije poslat.');
    return await context.db.transaction(async (tx) => {
      await lockFajlQuota(tx);
      checkLimits(limits, await fajlUsage(tx, context.entitet, context.groupId), stored.length, storedBytes);
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
    await parts.return?.(undefined);
    await discard();
    throw error;
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

/** Types worth deflating in an archive; JPEG, PNG, PDF and Office files are compressed already and are stored. */
const COMPRESSIBLE = /^(text\/|image\/(bmp|tiff)|application\/(msword|vnd\.ms-excel))/;

/** The entries of a record's archive, in upload order; a file whose bytes are gone answers 404 before anything is sent. */
export async function archiveSources(store: FileStore, rows: readonly FajlRow[]): Promise<ZipSource[]> {
  const names = uniqueNames(rows.map((row) => row.naziv));
  const sources: ZipSource[] = [];
  for (const [index, row] of rows.entries()) {
    const size = await store.size(row.kljuc);
    if (size === undefined) throw notFound(`Sadržaj dokumenta ${row.naziv}`);
    sources.push({
      name: names[index]!,
      modified: row.kreirano,
      size,
      compress: COMPRESSIBLE.test(row.mime),
      open: async () => {
        const stream = await store.get(row.kljuc);
        if (!stream) throw new Error(`the bytes of document ${row.id} disappeared`);
        return stream;
      },
    });
  }
  return sources;
}
