import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { s3FileStore } from './s3-file-store.ts';

/** One stored file as a listing names it. */
export interface StoredFile {
  key: string;
  size: number;
  modified: Date;
}

/**
 * Where document bytes live: the data directory's disk (the default) or an S3-compatible bucket (FILE_STORE=s3), so
 * that several instances behind a load balancer read what any of them stored.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Stores a file under a new key; a Readable is streamed (S3: multipart beyond one part). */
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** The bytes of a stored file, or undefined when it is gone. */
  get(key: string): Promise<Readable | undefined>;
  /** The size of a stored file in bytes, or undefined when it is gone. */
  size(key: string): Promise<number | undefined>;
  delete(key: string): Promise<void>;
  /** Every stored file (`npm run files:migrate`, the tests). */
  list(): AsyncIterable<StoredFile>;
  /** Throws unless the store answers (the readiness check). */
  check(): Promise<void>;
}

export const KEY_PATTERN = /^[a-z0-9-]{8,64}$/;

export function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid file key ${key}`);
  return key;
}

/** Files under `root`, two levels of fan-out by the key's first characters. */
export function diskFileStore(root: string): FileStore {
  const pathOf = (key: string) => join(root, checkKey(key).slice(0, 2), key);
  return {
    kind: 'disk',
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(join(path, '..'), { recursive: true });
      if (Buffer.isBuffer(data)) {
        await writeFile(path, data, { flag: 'wx' });
        return;
      }
      try {
        await pipeline(data, createWriteStream(path, { flags: 'wx' }));
      } catch (error) {
        // A stream that failed halfway leaves no partial file behind, unless the key was taken (not ours to remove).
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(path, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        await access(path);
      } catch {
        return undefined;
      }
      return createReadStream(path);
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list() {
      let dirs: string[];
      try {
        dirs = (await readdir(root, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const dir of dirs.sort()) {
        for (const name of (await readdir(join(root, dir))).sort()) {
          if (!KEY_PATTERN.test(name)) continue;
          const info = await stat(join(root, dir, name));
          if (info.isFile()) yield { key: name, size: info.size, modified: info.mtime };
        }
      }
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

/** The store the configuration names. */
export function fileStoreOf(config: FastifyInstance['config']): FileStore {
  if (config.fileStore === 's3') return s3FileStore(config.s3);
  return diskFileStore(join(config.dataDir, 'files'));
}

export const filesPlugin = fp<{ files?: FileStore }>(async (app: FastifyInstance, options) => {
  app.decorate('files', options.files ?? fileStoreOf(app.config));
});
