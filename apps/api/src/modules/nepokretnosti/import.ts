import { open } from 'node:fs/promises';
import { ErrorCode, IMPORT_MAX_ROWS, importPoruka, type ImportOdgovor } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { isBadValue, isForeignKeyViolation } from '../../lib/db-errors.ts';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import type { nepokretnosti } from '../../db/schema/index.ts';
import { isBlankRow, readHeader, type ImportHeader, type ImportRawRow } from './import-cells.ts';
import { CsvReadError, isUtf8, readCsvRows, sniffDelimiter } from './import-csv.ts';
import { insertImportBatch, loadImportLokacije } from './import-repository.ts';
import { readImportRow } from './import-row.ts';
import { XlsxTooLargeError, checkXlsx, readXlsxRows } from './import-xlsx.ts';
import { nepokretnostValues } from './values.ts';

type NepokretnostInsert = typeof nepokretnosti.$inferInsert;

/** Rows written per statement: 1,000 rows × 30 columns stay well under PostgreSQL's 65,535 parameters. */
export const IMPORT_BATCH_ROWS = 1000;

export type ImportFile = { kind: 'xlsx' } | { kind: 'csv'; delimiter: string; utf8: boolean };

const unsupported = (message: string) => new HttpError(415, message, { errorCode: ErrorCode.UnsupportedMediaType });
const NOT_A_TABLE = 'Fajl nije tabela: uvoze se samo Excel (.xlsx) i CSV fajlovi popunjeni po šablonu.';

const startsWith = (head: Buffer, bytes: readonly number[]) => bytes.every((byte, index) => head[index] === byte);

/**
 * What the file is, by its content (never by its name): an xlsx workbook (a zip that passes checkXlsx) or CSV text
 * (no NUL byte; UTF-8, else Windows-1250). Anything else is refused with 415, an archive that inflates past the cap
 * with 413.
 */
export async function detectImportFile(path: string): Promise<ImportFile> {
  const handle = await open(path, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (head.length === 0) throw badRequest('Fajl je prazan.');
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const check = await checkXlsx(path);
    if (check.ok) return { kind: 'xlsx' };
    if (check.reason === 'too-large')
      throw new HttpError(413, 'Raspakovana tabela bi bila prevelika; podelite je na manje fajlove.', {
        errorCode: ErrorCode.PayloadTooLarge,
      });
    if (check.reason === 'damaged')
      throw unsupported('Excel fajl je oštećen ili zaštićen lozinkom i ne može se pročitati.');
    throw unsupported(NOT_A_TABLE);
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0]))
    throw unsupported('Stari Excel format (.xls) nije podržan: sačuvajte tabelu kao .xlsx ili .csv.');
  if (head.includes(0)) throw unsupported(NOT_A_TABLE);
  const utf8 = isUtf8(head);
  const text = new TextDecoder(utf8 ? 'utf-8' : 'windows-1250').decode(head);
  return { kind: 'csv', delimiter: sniffDelimiter(text.replace(/^\uFEFF/, '')), utf8 };
}

async function* rowsOf(path: string, file: ImportFile): AsyncGenerator<ImportRawRow> {
  try {
    yield* file.kind === 'xlsx' ? readXlsxRows(path) : readCsvRows(path, file);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof XlsxTooLargeError)
      throw new HttpError(
        413,
        'Tabela ima previše teksta za uvoz (ćelija duža od 32.767 znakova ili više od milion različitih tekstova); ništa nije uvezeno.',
        { errorCode: ErrorCode.PayloadTooLarge },
      );
    if (error instanceof CsvReadError) throw unsupported(`CSV fajl se ne može pročitati (${error.message}).`);
    throw unsupported('Tabela se ne može pročitati; sačuvajte je ponovo kao .xlsx i pokušajte opet.');
  }
}

/**
 * The first pass: the header is read and the data rows counted, stopping at the first row past IMPORT_MAX_ROWS.
 * Nothing is written before the whole file is known to be within the limits.
 */
async function readPlan(path: string, file: ImportFile): Promise<ImportHeader> {
  let header: ImportHeader | undefined;
  let rows = 0;
  for await (const row of rowsOf(path, file)) {
    if (isBlankRow(row.cells)) continue;
    if (!header) {
      const result = readHeader(row.cells);
      if (!result.ok)
        throw result.reason === 'no-known-column' ? unsupported(result.message) : badRequest(result.message);
      header = result.header;
      continue;
    }
    if (++rows > IMPORT_MAX_ROWS)
      throw badRequest(
        `Fajl ima više od ${IMPORT_MAX_ROWS.toLocaleString('sr-Latn')} redova sa podacima. ` +
          'Podelite ga na manje fajlove; ništa nije uvezeno.',
      );
  }
  if (!header) throw badRequest('Fajl je prazan: nema zaglavlja ni redova sa podacima.');
  return header;
}

export interface ImportContext {
  db: Db;
  userId: number;
  /** The firm's day (Europe/Belgrade): the date of a row without one. */
  today: string;
}

interface Pending {
  values: NepokretnostInsert[];
  rows: number[];
}

/**
 * Imports a checked file (detectImportFile): the limits are checked over the whole file first, then the rows are
 * read again, validated one by one and written in batches of IMPORT_BATCH_ROWS, each batch one statement (all of
 * its rows or none). A batch the database refuses (a value past what a rule caught) is written again row by row, so
 * that only the refused rows are reported. Rows already in the register (same import_kljuc) are skipped. A failure
 * of the database itself ends the import with the batches so far saved: importing the file again adds the rest.
 */
export async function importNepokretnosti(
  path: string,
  file: ImportFile,
  context: ImportContext,
): Promise<ImportOdgovor> {
  const header = await readPlan(path, file);
  const lokacije = await loadImportLokacije(context.db);
  const errorRows: number[] = [];
  let total = 0;
  let saved = 0;
  let skipped = 0;
  let pending: Pending = { values: [], rows: [] };

  const flush = async () => {
    const batch = pending;
    pending = { values: [], rows: [] };
    try {
      const written = await insertImportBatch(context.db, batch.values);
      saved += written;
      skipped += batch.values.length - written;
    } catch (error) {
      if (!isBadValue(error) && !isForeignKeyViolation(error) && !isCheckViolation(error)) throw error;
      for (const [index, values] of batch.values.entries()) {
        try {
          const written = await insertImportBatch(context.db, [values]);
          saved += written;
          skipped += 1 - written;
        } catch (rowError) {
          if (!isBadValue(rowError) && !isForeignKeyViolation(rowError) && !isCheckViolation(rowError)) throw rowError;
          errorRows.push(batch.rows[index]!);
        }
      }
    }
  };

  let seenHeader = false;
  for await (const row of rowsOf(path, file)) {
    if (isBlankRow(row.cells)) continue;
    if (!seenHeader) {
      seenHeader = true;
      continue;
    }
    total++;
    // The row's 0-based index among data rows as the portal reports it: the file's row number minus 2.
    const index = row.number - 2;
    const result = readImportRow(row.cells, header, lokacije);
    if (!result.ok) {
      errorRows.push(index);
      continue;
    }
    pending.values.push({
      ...nepokretnostValues(result.value, context.today),
      importKljuc: result.kljuc,
      idKreatora: context.userId,
    });
    pending.rows.push(index);
    if (pending.values.length >= IMPORT_BATCH_ROWS) await flush();
  }
  if (pending.values.length > 0) await flush();

  errorRows.sort((a, b) => a - b);
  const message = importPoruka(saved, skipped, errorRows.length);
  return {
    errorRows,
    totalNumberOfRows: total,
    saved,
    skipped,
    error: { ErrorCode: errorRows.length > 0 ? ErrorCode.ImportRowsRejected : 0, Message: message },
  };
}

/** SQLSTATE 23514: a CHECK constraint (the type code, the coordinates pair). */
function isCheckViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23514') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
