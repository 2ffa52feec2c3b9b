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
  open(): Promise<Readable>;
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
        source.open().then((stream) => {
          current = stream;
          if (output.destroyed) return stream.destroy();
          stream.on('error', fail);
          callback(null, stream);
        }, fail);
      },
    );
  }
  zip.end();
  return output;
}
