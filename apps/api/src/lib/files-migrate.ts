import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStore, StoredFile } from '../plugins/files.ts';

export interface MigrateReport {
  /** Files copied into the target and read back equal. */
  copied: number;
  /** Files the target already held, byte for byte (a migration run again copies nothing twice). */
  present: number;
  /** Files whose copy could not be made or did not read back equal: the keys and why. */
  failed: { key: string; reason: string }[];
  bytes: number;
}

async function digestOf(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

async function digestIn(store: FileStore, key: string) {
  const stream = await store.get(key);
  return stream ? digestOf(stream) : undefined;
}

/**
 * Copies every file of `source` into `target` under the same key and verifies each by reading it back (SHA-256 and
 * size). A file the target already holds equal is not copied again; one that differs is copied over. Source files are
 * never changed. `onFile` hears of each file as it is done.
 */
export async function migrateFiles(
  source: FileStore,
  target: FileStore,
  options: { concurrency?: number; onFile?: (file: StoredFile, outcome: 'copied' | 'present' | 'failed') => void } = {},
): Promise<MigrateReport> {
  const report: MigrateReport = { copied: 0, present: 0, failed: [], bytes: 0 };
  const migrateOne = async (file: StoredFile) => {
    let outcome: 'copied' | 'present' | 'failed' = 'failed';
    try {
      const original = await digestIn(source, file.key);
      if (!original) throw new Error('disappeared from the source while it was being read');
      const existing = (await target.size(file.key)) === original.size ? await digestIn(target, file.key) : undefined;
      if (existing?.sha256 === original.sha256) {
        outcome = 'present';
        report.present++;
      } else {
        if (existing !== undefined || (await target.size(file.key)) !== undefined) await target.delete(file.key);
        const stream = await source.get(file.key);
        if (!stream) throw new Error('disappeared from the source while it was being copied');
        await target.put(file.key, stream);
        const copy = await digestIn(target, file.key);
        if (!copy) throw new Error('not found in the target after it was copied');
        if (copy.sha256 !== original.sha256 || copy.size !== original.size)
          throw new Error(`read back ${copy.size} bytes that differ from the source's ${original.size}`);
        outcome = 'copied';
        report.copied++;
        report.bytes += original.size;
      }
    } catch (error) {
      report.failed.push({ key: file.key, reason: error instanceof Error ? error.message : String(error) });
    }
    options.onFile?.(file, outcome);
  };

  const concurrency = Math.max(1, options.concurrency ?? 4);
  const running = new Set<Promise<void>>();
  for await (const file of source.list()) {
    const task = migrateOne(file).finally(() => running.delete(task));
    running.add(task);
    if (running.size >= concurrency) await Promise.race(running);
  }
  await Promise.all(running);
  return report;
}
