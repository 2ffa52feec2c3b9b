import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type LocalS3Server } from '../../../scripts/s3-server.mjs';
import { readS3 } from '../src/config.ts';
import { migrateFiles } from '../src/lib/files-migrate.ts';
import { diskFileStore, type FileStore } from '../src/plugins/files.ts';
import { s3FileStore } from '../src/plugins/s3-file-store.ts';

let dir: string;
let s3: LocalS3Server;
let disk: FileStore;
let bucket: FileStore;
const files = new Map<string, Buffer>();

async function bytesOf(store: FileStore, key: string): Promise<Buffer | undefined> {
  const stream = await store.get(key);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rp-files-migrate-'));
  s3 = await startS3Server({ dir: join(dir, 's3') });
  disk = diskFileStore(join(dir, 'files'));
  bucket = s3FileStore(readS3(s3.env));
  // An empty file, small ones, and one past the 8 MB part size (a multipart upload).
  for (const size of [0, 1, 1000, 65_537, 9 * 1024 * 1024]) {
    const key = randomUUID();
    const data = randomBytes(size);
    files.set(key, data);
    await disk.put(key, data);
  }
});
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('files:migrate', () => {
  it('copies every file of the disk store into the bucket and reads each back equal', async () => {
    const report = await migrateFiles(disk, bucket);
    expect(report).toMatchObject({ copied: files.size, present: 0, failed: [] });
    for (const [key, data] of files) expect((await bytesOf(bucket, key))?.equals(data), key).toBe(true);
    // The source is left as it was.
    for (const [key, data] of files) expect((await bytesOf(disk, key))?.equals(data), key).toBe(true);
  });

  it('run again, copies nothing twice; an object that differs from the source is copied over', async () => {
    const [key, data] = [...files].find(([, bytes]) => bytes.length === 1000)!;
    await bucket.delete(key);
    await bucket.put(key, randomBytes(1000));
    const report = await migrateFiles(disk, bucket);
    expect(report).toMatchObject({ copied: 1, present: files.size - 1, failed: [] });
    expect((await bytesOf(bucket, key))?.equals(data)).toBe(true);
  });

  it('reports a file it cannot store and goes on with the others', async () => {
    const refusing: FileStore = {
      ...bucket,
      size: () => Promise.resolve(undefined),
      put: (key, data) =>
        key === [...files.keys()][0] ? Promise.reject(new Error('bucket full')) : bucket.put(key, data),
    };
    const report = await migrateFiles(disk, refusing);
    expect(report.failed).toEqual([{ key: [...files.keys()][0], reason: 'bucket full' }]);
    expect(report.copied).toBe(files.size - 1);
  });

  it('as `npm run files:migrate`: reads the S3 settings from the environment and exits 0 when all is there', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/files-migrate.ts', '--from', join(dir, 'files')],
      { cwd: join(import.meta.dirname, '..'), env: { ...process.env, ...s3.env, DATA_DIR: dir } },
    );
    expect(stdout).toContain(`0 copied (0.0 MB), ${files.size} already there, 0 failed`);
  });
});
