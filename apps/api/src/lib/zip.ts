import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipSource {
  name: string;
  modified: Date;
  /** The file's size in bytes; the archive fails rather than carry a file that changed under it. */
  size: number;
  /** Deflate only what gains from it: JPEG, PNG, PDF and Office files are compressed already. */
  compress: boolean;
  /** Opened only when the archive reaches the entry, so a large group holds one file open at a time. */
  open(): Readable;
}

/**
 * A ZIP archive streamed as it is written (yazl: deflate through node:zlib off the main thread, ZIP64 when needed,
 * UTF-8 names). Files are read one after the other as the client takes the bytes, so memory stays flat.
 */
export function zipStream(sources: readonly ZipSource[]): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let current: Readable | undefined;
  const fail = (error: Error) => output.destroy(error);
  // yazl reports a failing entry on the ZipFile: end the response with it instead of an unhandled 'error' event.
  zip.on('error', fail);
  // A client that goes away stops the reading of the file in hand.
  output.on('close', () => current?.destroy());
  for (const source of sources) {
    zip.addReadStreamLazy(
      source.name,
      { mtime: source.modified, compress: source.compress, size: source.size },
      (callback) => {
        if (output.destroyed) return;
        try {
          current = source.open();
          current.on('error', fail);
          callback(null, current);
        } catch (error) {
          fail(error as Error);
        }
      },
    );
  }
  zip.end();
  return output;
}
