import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { parse } from 'csv-parse';
import type { ImportCell, ImportRawRow } from './import-cells.ts';

/** The longest CSV record read; a longer one (a file that is not a table) stops the import. */
const MAX_RECORD_BYTES = 64 * 1024;

export class CsvReadError extends Error {}

/**
 * What is wrong with the file, in the firm's words (catalogued, so an English caller reads it in English): the
 * parser's own text is developer English.
 */
function csvProblem(error: unknown): string {
  const { code, lines } = (error ?? {}) as { code?: unknown; lines?: unknown };
  const line = typeof lines === 'number' && Number.isInteger(lines) && lines > 0 ? lines : undefined;
  if (code === 'CSV_MAX_RECORD_SIZE')
    return line
      ? `red ${line} je duži od ${MAX_RECORD_BYTES / 1024} KB`
      : `red je duži od ${MAX_RECORD_BYTES / 1024} KB`;
  return line ? `neispravan zapis u redu ${line}` : 'neispravan zapis';
}

/** The separator of the first line: ';' (Excel with Serbian settings), ',' or a tab, whichever appears most. */
export function sniffDelimiter(head: string): string {
  const line = head.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((delimiter) => ({ delimiter, count: line.split(delimiter).length - 1 }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0]!.count > 0 ? counts[0]!.delimiter : ';';
}

/** True when the bytes decode as UTF-8 (a cut multi-byte character at the very end is allowed). */
export function isUtf8(head: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)));
    return true;
  } catch {
    return false;
  }
}

/** Bytes of a legacy Windows file (Excel's "CSV" on a Serbian Windows) decoded to text as they stream. */
function windows1250(): Transform {
  const decoder = new TextDecoder('windows-1250');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

/** A text cell; one that starts with '=' is a formula and is marked (never evaluated, never stored). */
function cellOf(text: string): ImportCell {
  if (text.trimStart().startsWith('=')) return { invalid: 'formula' };
  return text;
}

/**
 * The records of a CSV file, streamed (csv-parse: one record in memory at a time). `number` counts records from 1
 * (the header), so a file without line breaks inside quoted cells numbers them as its lines.
 */
export async function* readCsvRows(
  path: string,
  options: { delimiter: string; utf8: boolean },
): AsyncGenerator<ImportRawRow> {
  const input = createReadStream(path);
  const parser = parse({
    delimiter: options.delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: MAX_RECORD_BYTES,
  });
  if (options.utf8) input.pipe(parser);
  else input.pipe(windows1250()).pipe(parser);
  input.on('error', (error) => parser.destroy(error));
  let number = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      number++;
      yield { number, cells: record.map(cellOf) };
    }
  } catch (error) {
    throw new CsvReadError(csvProblem(error));
  } finally {
    input.destroy();
    parser.destroy();
  }
}
