import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where document bytes live. The disk store can be replaced by an S3-compatible one behind the same interface. */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes of a stored file, or undefined when it is gone. */
  get(key: string): Readable | undefined;
  /** The size of a stored file in bytes, or undefined when it is gone. */
  size(key: string): Promise<number | undefined>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9-]{8,64}$/;

/** Files under `root`, two levels of fan-out by the key's first characters. */
export function diskFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid file key ${key}`);
    return join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, data, { flag: 'wx' });
    },
    get(key) {
      const path = pathOf(key);
      return existsSync(path) ? createReadStream(path) : undefined;
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
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

export const filesPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('files', diskFileStore(join(app.config.dataDir, 'files')));
});
