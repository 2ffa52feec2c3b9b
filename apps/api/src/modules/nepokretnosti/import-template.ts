import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { IMPORT_KOLONE, type ImportKolonaKljuc } from '@rp/contract';

/** A row of an import file by column key; numbers stay numbers, text stays text. */
export type ImportFileRow = Partial<Record<ImportKolonaKljuc, string | number>>;

/** Columns typed as text in the files we write, so that Excel keeps '3/5' a floor and not 5 March. */
const TEXT_COLUMNS: ReadonlySet<ImportKolonaKljuc> = new Set([
  'adresa',
  'spratSpratnost',
  'spratnostObjekta',
  'izvorInformacija',
  'dodatneKarakteristike',
  'datum',
  'opstina',
  'mesto',
  'katastar',
]);

const NUMERIC_EXAMPLE = /^-?\d+(\.\d+)?$/;

/** The template's one example row: the layout's `primer` values, numbers as numbers. */
export function templateExampleRow(): ImportFileRow {
  return Object.fromEntries(
    IMPORT_KOLONE.map((kolona) => [
      kolona.kljuc,
      !TEXT_COLUMNS.has(kolona.kljuc) && NUMERIC_EXAMPLE.test(kolona.primer) ? Number(kolona.primer) : kolona.primer,
    ]),
  );
}

function setUpSheet(sheet: ExcelJS.Worksheet): void {
  sheet.columns = IMPORT_KOLONE.map((kolona) => ({
    key: kolona.kljuc,
    width: Math.max(12, kolona.naziv.length + 4, kolona.kljuc === 'dodatneKarakteristike' ? 36 : 0),
    style: TEXT_COLUMNS.has(kolona.kljuc) ? { numFmt: '@' } : {},
  }));
}

function headerValues(): string[] {
  return IMPORT_KOLONE.map((kolona) => kolona.naziv);
}

/** The template (GET importTemplate): the header row in bold, frozen, and one example row. */
export async function importTemplateBuffer(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'RP';
  const sheet = workbook.addWorksheet('Nepokretnosti', { views: [{ state: 'frozen', ySplit: 1 }] });
  setUpSheet(sheet);
  const header = sheet.addRow(headerValues());
  header.font = { bold: true };
  sheet.addRow(IMPORT_KOLONE.map((kolona) => templateExampleRow()[kolona.kljuc] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Writes an import file of any size, streamed (ExcelJS's WorkbookWriter): the header, then the rows. A cell given
 * as `{ formula }` is written as a formula (the sample's refused rows).
 */
export async function writeImportXlsx(
  path: string,
  rows: Iterable<ImportFileRow | (ImportFileRow & { formula?: [ImportKolonaKljuc, string] })>,
): Promise<void> {
  const stream = createWriteStream(path);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true, useStyles: true });
  const sheet = workbook.addWorksheet('Nepokretnosti', { views: [{ state: 'frozen', ySplit: 1 }] });
  setUpSheet(sheet);
  const header = sheet.addRow(headerValues());
  header.font = { bold: true };
  header.commit();
  for (const row of rows) {
    const formula = 'formula' in row ? row.formula : undefined;
    const values = IMPORT_KOLONE.map((kolona): ExcelJS.CellValue => {
      if (formula && formula[0] === kolona.kljuc) return { formula: formula[1], date1904: false };
      return row[kolona.kljuc] ?? null;
    });
    sheet.addRow(values).commit();
  }
  sheet.commit();
  await workbook.commit();
  await finished(stream);
}

function csvCell(value: string | number | undefined, delimiter: string): string {
  if (value === undefined) return '';
  const text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  return /["\n\r]/.test(text) || text.includes(delimiter) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The same rows as CSV the way Excel writes it with Serbian settings: ';' between cells, decimal commas. */
export function importCsvLines(rows: Iterable<ImportFileRow>, delimiter = ';'): Iterable<string> {
  return (function* () {
    yield `${headerValues().join(delimiter)}\r\n`;
    for (const row of rows)
      yield `${IMPORT_KOLONE.map((kolona) => csvCell(row[kolona.kljuc], delimiter)).join(delimiter)}\r\n`;
  })();
}
