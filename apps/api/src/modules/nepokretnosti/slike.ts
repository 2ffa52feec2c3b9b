import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  ErrorCode,
  MAX_FILES_PER_UPLOAD,
  SLIKA_EKSTENZIJE,
  UPLOAD_FIELD,
  type Slika,
  type SlikeListaSave,
} from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { checkFile, safeFileName } from '../../lib/file-type.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-error.ts';
import type { ZipSource } from '../../lib/zip.ts';
import type { FileStore } from '../../plugins/files.ts';
import { recordChange } from '../audit/repository.ts';
import { lockFajlQuota } from '../fajlovi/repository.ts';
import { uniqueNames, type StorageLimits } from '../fajlovi/service.ts';
import {
  deleteSlikeByIds,
  ensureGlavna,
  findSlike,
  insertSlike,
  listSlike,
  lockGroup,
  nextRedniBroj,
  renameSlika,
  setGlavna,
  setRedosled,
  slikeUsage,
  type SlikaRow,
  type SlikeUsage,
} from './repository.ts';

/** The URL of an image's bytes. */
export const slikaPutanja = (id: number) => `/api/nepokretnosti/slike/${id}`;

export function toSlika(row: SlikaRow): Slika {
  return {
    id: row.id,
    naziv: row.naziv,
    putanja: slikaPutanja(row.id),
    redniBroj: row.redniBroj,
    glavna: row.glavna ? 1 : 0,
    mime: row.mime,
    velicina: row.velicina,
  };
}

const overLimit = (message: string) => new HttpError(413, message, { errorCode: ErrorCode.PayloadTooLarge });
const unsupported = (message: string) => new HttpError(415, message, { errorCode: ErrorCode.UnsupportedMediaType });
const missing = (id: number) => notFound(`Slika sa id-em ${id}`);
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function checkLimits(limits: StorageLimits, usage: SlikeUsage, files: number, bytes: number): void {
  if (usage.recordFiles + files > limits.maxFilesPerRecord)
    throw overLimit(
      `Najveći broj slika jedne nepokretnosti je ${limits.maxFilesPerRecord} (sada ih ima ${usage.recordFiles}). ` +
        'Obrišite neke pre dodavanja novih.',
    );
  if (usage.recordBytes + bytes > limits.maxRecordBytes)
    throw overLimit(
      `Slike jedne nepokretnosti mogu zauzeti najviše ${megabytes(limits.maxRecordBytes)}. ` +
        'Obrišite neke pre dodavanja novih.',
    );
  if (usage.storeBytes + bytes > limits.maxStoreBytes)
    throw overLimit(
      `Prostor za fajlove je popunjen (najviše ${megabytes(limits.maxStoreBytes)}). Obratite se administratoru.`,
    );
}

/** What the multipart parser refuses is a malformed or too large request, never our failure. */
function multipartError(error: unknown, maxBytes: number): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return overLimit(`Slika je prevelika; najveća dozvoljena veličina je ${megabytes(maxBytes)}.`);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return overLimit(`U jednom slanju može biti najviše ${MAX_FILES_PER_UPLOAD} slika.`);
  return badRequest('Zahtev sa slikama nije ispravan ili je prekinut. Pošaljite slike ponovo.');
}

async function parsing<T>(step: Promise<T>, maxBytes: number): Promise<T> {
  try {
    return await step;
  } catch (error) {
    throw multipartError(error, maxBytes);
  }
}

/**
 * An image is accepted by its content (jpeg, png, tiff, gif, bmp): the name must carry an image extension and the
 * bytes must be that kind of image; an HTML page named x.jpg is refused.
 */
async function checkImage(naziv: string, data: Buffer): Promise<string> {
  const extension = naziv.includes('.') ? naziv.split('.').pop()!.toLowerCase() : '';
  if (!(SLIKA_EKSTENZIJE as readonly string[]).includes(extension))
    throw unsupported(`Fajl ${naziv} nije dodat: dozvoljene su samo slike (${SLIKA_EKSTENZIJE.join(', ')}).`);
  const check = await checkFile(naziv, data);
  if (!check.ok) throw unsupported(`Fajl ${naziv} nije dodat: sadržaj nije slika vrste koju kaže ime.`);
  return check.mime;
}

export interface SlikeUploadContext {
  db: Db;
  store: FileStore;
  nepokretnostId: number;
  userId: number;
  maxBytes: number;
  limits: StorageLimits;
}

/**
 * Checks and stores every image of the request, then records them in one transaction: they follow the group's images
 * in order, and the first becomes the main one when the group has none. Any refused file refuses the whole request,
 * and bytes already stored are removed again.
 */
export async function uploadSlike(
  files: AsyncIterable<MultipartFile>,
  context: SlikeUploadContext,
): Promise<SlikaRow[]> {
  const stored: { key: string; naziv: string; mime: string; velicina: number }[] = [];
  const { db, store, nepokretnostId, maxBytes, limits } = context;
  let storedBytes = 0;
  const parts = files[Symbol.asyncIterator]();
  try {
    const usage = await slikeUsage(db, nepokretnostId);
    for (;;) {
      const next = await parsing(parts.next(), maxBytes);
      if (next.done) break;
      const part = next.value;
      if (part.fieldname !== UPLOAD_FIELD) throw badRequest(`Slike se šalju u polju ${UPLOAD_FIELD}.`);
      if (!part.filename) throw badRequest(`Svaka slika u polju ${UPLOAD_FIELD} mora imati ime.`);
      const data = await parsing(part.toBuffer(), maxBytes);
      const naziv = safeFileName(part.filename);
      const mime = await checkImage(naziv, data);
      checkLimits(limits, usage, stored.length + 1, storedBytes + data.length);
      const key = randomUUID();
      await store.put(key, data);
      stored.push({ key, naziv, mime, velicina: data.length });
      storedBytes += data.length;
    }
    if (stored.length === 0) throw badRequest('Nijedna slika nije poslata.');
    return await db.transaction(async (tx) => {
      if (!(await lockGroup(tx, nepokretnostId))) throw notFound(`Nepokretnost sa id-em ${nepokretnostId}`);
      await lockFajlQuota(tx);
      checkLimits(limits, await slikeUsage(tx, nepokretnostId), stored.length, storedBytes);
      const first = await nextRedniBroj(tx, nepokretnostId);
      const rows = await insertSlike(
        tx,
        stored.map((file, index) => ({
          nepokretnostId,
          naziv: file.naziv,
          mime: file.mime,
          velicina: file.velicina,
          kljuc: file.key,
          redniBroj: first + index,
          idKreatora: context.userId,
        })),
      );
      await ensureGlavna(tx, nepokretnostId);
      await recordChange(tx, {
        entitet: 'nepokretnosti',
        zapisId: nepokretnostId,
        akcija: 'update',
        autorId: context.userId,
        izmene: { slike: [null, rows.map((row) => row.naziv)] },
      });
      return listSlike(tx, nepokretnostId).then((all) =>
        all.filter((row) => rows.some((added) => added.id === row.id)),
      );
    });
  } catch (error) {
    await parts.return?.(undefined);
    await Promise.all(stored.map((file) => store.delete(file.key)));
    throw error;
  }
}

/** A name typed for an image keeps the image's extension when it drops it (so downloads open in a viewer). */
function imageName(typed: string, current: string): string {
  const naziv = safeFileName(typed);
  const extension = current.includes('.') ? current.slice(current.lastIndexOf('.')) : '';
  return extension && !naziv.toLowerCase().endsWith(extension.toLowerCase()) ? `${naziv}${extension}` : naziv;
}

export async function renameSlikaService(db: Db, id: number, typed: string, userId: number): Promise<SlikaRow> {
  return db.transaction(async (tx) => {
    const [slika] = await findSlike(tx, [id]);
    if (!slika) throw missing(id);
    await lockGroup(tx, slika.nepokretnostId);
    const naziv = imageName(typed, slika.naziv);
    await renameSlika(tx, id, naziv);
    await recordChange(tx, {
      entitet: 'nepokretnosti',
      zapisId: slika.nepokretnostId,
      akcija: 'update',
      autorId: userId,
      izmene: naziv === slika.naziv ? {} : { slika: [slika.naziv, naziv] },
      kontekst: { SlikaId: id },
    });
    return { ...slika, naziv };
  });
}

/** Marks one image of the group as its main one. */
export async function setGlavnaService(db: Db, groupId: number, imageId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockGroup(tx, groupId))) throw notFound(`Nepokretnost sa id-em ${groupId}`);
    const [slika] = await findSlike(tx, [imageId]);
    if (!slika || slika.nepokretnostId !== groupId) throw notFound(`Slika sa id-em ${imageId} ove nepokretnosti`);
    if (slika.glavna) return;
    await setGlavna(tx, groupId, imageId);
    await recordChange(tx, {
      entitet: 'nepokretnosti',
      zapisId: groupId,
      akcija: 'update',
      autorId: userId,
      izmene: { glavnaSlika: [null, slika.naziv] },
      kontekst: { SlikaId: imageId },
    });
  });
}

/**
 * Deletes images (one or a list, of one or more properties) in one transaction; a group that loses its main image
 * gets the next one in order as main. Answers the deleted rows; their bytes are removed after the commit.
 */
export async function deleteSlike(
  db: Db,
  store: FileStore,
  ids: readonly number[],
  userId: number,
): Promise<SlikaRow[]> {
  const unique = [...new Set(ids)];
  const deleted = await db.transaction(async (tx) => {
    const found = await findSlike(tx, unique);
    const missingId = unique.find((id) => !found.some((row) => row.id === id));
    if (missingId !== undefined) throw missing(missingId);
    const groups = [...new Set(found.map((row) => row.nepokretnostId))].sort((a, b) => a - b);
    for (const group of groups) await lockGroup(tx, group);
    const rows = await deleteSlikeByIds(tx, unique);
    for (const group of groups) {
      await ensureGlavna(tx, group);
      await recordChange(tx, {
        entitet: 'nepokretnosti',
        zapisId: group,
        akcija: 'update',
        autorId: userId,
        izmene: { slike: [rows.filter((row) => row.nepokretnostId === group).map((row) => row.naziv), null] },
      });
    }
    return rows;
  });
  // Rows first, bytes after the commit: a crash between leaves an orphan file, never a row without bytes.
  for (const row of deleted) await store.delete(row.kljuc);
  return deleted;
}

/**
 * Saves a group's whole list: its new order, names and main image. The list must name every image of the group and
 * no other; at most one is main, and with none the first in the new order becomes main.
 */
export async function saveSlikeLista(db: Db, body: SlikeListaSave, userId: number): Promise<SlikaRow[]> {
  return db.transaction(async (tx) => {
    if (!(await lockGroup(tx, body.groupId))) throw notFound(`Nepokretnost sa id-em ${body.groupId}`);
    const current = await listSlike(tx, body.groupId);
    const sent = new Set(body.itemList.map((item) => item.id));
    if (sent.size !== body.itemList.length) throw badRequest('Lista slika navodi istu sliku više puta.');
    if (sent.size !== current.length || current.some((row) => !sent.has(row.id)))
      throw badRequest(
        'Lista slika mora sadržati tačno sve slike ove nepokretnosti; osvežite podatke i pokušajte ponovo.',
      );
    const glavne = body.itemList.filter((item) => item.glavna === 1);
    if (glavne.length > 1) throw badRequest('Samo jedna slika može biti glavna.');
    const ordered = [...body.itemList].sort((a, b) => a.redniBroj - b.redniBroj || a.id - b.id);
    const before = new Map(current.map((row) => [row.id, row]));
    for (const item of body.itemList)
      await setRedosled(tx, item.id, imageName(item.naziv, before.get(item.id)!.naziv), item.redniBroj);
    const glavnaId = glavne[0]?.id ?? ordered[0]?.id ?? null;
    if (glavnaId !== null && !before.get(glavnaId)!.glavna) await setGlavna(tx, body.groupId, glavnaId);
    const after = await listSlike(tx, body.groupId);
    const describe = (rows: readonly SlikaRow[]) => rows.map((row) => `${row.naziv}${row.glavna ? ' (glavna)' : ''}`);
    const [old, next] = [describe(current), describe(after)];
    await recordChange(tx, {
      entitet: 'nepokretnosti',
      zapisId: body.groupId,
      akcija: 'update',
      autorId: userId,
      izmene: JSON.stringify(old) === JSON.stringify(next) ? {} : { slike: [old, next] },
    });
    return after;
  });
}

/** Types worth deflating in an archive: bitmaps and TIFFs; JPEG, PNG and GIF are compressed already. */
const COMPRESSIBLE = /^image\/(bmp|tiff)/;

/** The entries of a property's archive in the group's order; an image whose bytes are gone answers 404 first. */
export async function slikeArchive(store: FileStore, rows: readonly SlikaRow[]): Promise<ZipSource[]> {
  const names = uniqueNames(rows.map((row) => row.naziv));
  const sources: ZipSource[] = [];
  for (const [index, row] of rows.entries()) {
    const size = await store.size(row.kljuc);
    if (size === undefined) throw notFound(`Sadržaj slike ${row.naziv}`);
    sources.push({
      name: names[index]!,
      modified: row.kreirano,
      size,
      compress: COMPRESSIBLE.test(row.mime),
      open: async () => {
        const stream = await store.get(row.kljuc);
        if (!stream) throw new Error(`the bytes of image ${row.id} disappeared`);
        return stream;
      },
    });
  }
  return sources;
}
