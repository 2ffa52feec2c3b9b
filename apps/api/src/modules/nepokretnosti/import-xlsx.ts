import { createReadStream } from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { ImportCell, ImportRawRow } from './import-cells.ts';

/**
 * An xlsx is a zip: a few KB can inflate to gigabytes. Before ExcelJS reads it, the whole archive is inflated once
 * into nothing and measured against these caps; a file past them is refused (a real sheet of IMPORT_MAX_ROWS rows
 * inflates to well under 100 MB).
 */
export const XLSX_MAX_INFLATED_BYTES = 256 * 1024 * 1024;
export const XLSX_MAX_ENTRIES = 2000;

export type XlsxCheck = { ok: true } | { ok: false; reason: 'not-xlsx' | 'too-large' | 'damaged' };

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );
}

function readEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > XLSX_MAX_ENTRIES) {
        reject(new RangeError('too many entries'));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** Inflates an entry into nothing, counting; yauzl fails it when the bytes differ from the size the zip declares. */
async function inflatedSize(zip: ZipFile, entry: Entry, budget: number): Promise<number> {
  let size = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > budget ? new RangeError('inflated past the cap') : undefined);
    },
  });
  await pipeline(await zip.openReadStreamPromise(entry), counter);
  return size;
}

const DATA_DESCRIPTOR_LENGTHS = [12, 16, 20, 24];

/**
 * Checks that the file is a workbook that can be read safely: the central directory names a workbook and a sheet,
 * no entry is encrypted, the local entries lie back to back exactly as the directory lists them (ExcelJS's streaming
 * reader walks the local headers, so nothing may hide between them), and everything inflates within the caps.
 */
export async function checkXlsx(path: string): Promise<XlsxCheck> {
  let zip: ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    return { ok: false, reason: 'damaged' };
  }
  // Where the central directory starts: the local entries must end exactly there.
  const centralDirectoryOffset = (zip as unknown as { readEntryCursor: number }).readEntryCursor;
  try {
    let entries: Entry[];
    try {
      entries = await readEntries(zip);
    } catch (error) {
      return { ok: false, reason: error instanceof RangeError ? 'too-large' : 'damaged' };
    }
    const names = new Set(entries.map((entry) => entry.fileName));
    if (
      !names.has('xl/workbook.xml') ||
      !entries.some((entry) => /^xl\/worksheets\/sheet\d+\.xml$/.test(entry.fileName))
    )
      return { ok: false, reason: 'not-xlsx' };
    if (
      entries.some((entry) => entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8))
    )
      return { ok: false, reason: 'damaged' };
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > XLSX_MAX_INFLATED_BYTES) return { ok: false, reason: 'too-large' };

    const ordered = [...entries].sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader);
    let expectedOffset = 0;
    let previousHasDescriptor = false;
    const follows = (offset: number) =>
      (previousHasDescriptor ? DATA_DESCRIPTOR_LENGTHS : [0]).some((gap) => offset === expectedOffset + gap);
    for (const entry of ordered) {
      if (!follows(entry.relativeOffsetOfLocalHeader)) return { ok: false, reason: 'damaged' };
      const local = await zip.readLocalFileHeaderPromise(entry, {});
      const hasDescriptor = (local.generalPurposeBitFlag & 0x8) !== 0;
      const sizesDiffer =
        local.compressedSize !== entry.compressedSize || local.uncompressedSize !== entry.uncompressedSize;
      if (!hasDescriptor && sizesDiffer) return { ok: false, reason: 'damaged' };
      expectedOffset = local.fileDataStart + entry.compressedSize;
      previousHasDescriptor = hasDescriptor;
    }
    if (!follows(centralDirectoryOffset)) return { ok: false, reason: 'damaged' };

    let inflated = 0;
    for (const entry of entries) {
      try {
        inflated += await inflatedSize(zip, entry, XLSX_MAX_INFLATED_BYTES - inflated);
      } catch (error) {
        return { ok: false, reason: error instanceof RangeError ? 'too-large' : 'damaged' };
      }
    }
    return { ok: true };
  } catch {
    return { ok: false, reason: 'damaged' };
  } finally {
    zip.close();
  }
}

function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A cell as the import reads it: a formula or an error value is marked, never evaluated nor taken. */
function cellOf(value: ExcelJS.CellValue | undefined): ImportCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value !== 'object') return value;
  if ('formula' in value || 'sharedFormula' in value || 'result' in value) return { invalid: 'formula' };
  if ('error' in value) return { invalid: 'error' };
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('text' in value) return textOf(value.text);
  return { invalid: 'error' };
}

/**
 * The rows of the workbook's first sheet, streamed (ExcelJS's WorkbookReader: one row in memory at a time, plus the
 * shared strings, which checkXlsx has bounded). `number` is the sheet's 1-based row number; empty rows are not
 * yielded.
 */
export async function* readXlsxRows(path: string): AsyncGenerator<ImportRawRow> {
  const input = createReadStream(path);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell a date cell from a number.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = row.values as (ExcelJS.CellValue | undefined)[];
        const cells: ImportCell[] = [];
        // ExcelJS's values are 1-based (index 0 is empty).
        for (let column = 1; column < values.length; column++) cells.push(cellOf(values[column]));
        yield { number: row.number, cells };
      }
      return;
    }
  } finally {
    input.destroy();
  }
}
