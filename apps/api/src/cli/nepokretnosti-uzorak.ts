// npx tsx apps/api/src/cli/nepokretnosti-uzorak.ts [--rows 500] [--out apps/api/samples/nepokretnosti-uzorak.xlsx] [--csv]
// Writes the property import's sample file: realistic rows around Novi Sad and Belgrade with the documented bad rows
// of SAMPLE_BAD_ROWS (the same seed always gives the same file).
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SAMPLE_BAD_ROWS, sampleRows } from '../modules/nepokretnosti/import-sample.ts';
import { importCsvLines, writeImportXlsx } from '../modules/nepokretnosti/import-template.ts';
import { readArgs } from './args.ts';

const { options } = readArgs();
const rows = Number(options.rows ?? 500);
if (!Number.isInteger(rows) || rows < 1 || rows > 1_000_000) {
  console.error('--rows must be a whole number from 1 to 1,000,000');
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const csv = options.csv !== undefined;
const out = resolve(options.out ?? resolve(here, `../../samples/nepokretnosti-uzorak.${csv ? 'csv' : 'xlsx'}`));
mkdirSync(dirname(out), { recursive: true });
if (csv) await pipeline(Readable.from(importCsvLines(sampleRows(rows, { bad: true }))), createWriteStream(out));
else await writeImportXlsx(out, sampleRows(rows, { bad: true }));
const bad = SAMPLE_BAD_ROWS.filter((row) => row.index < rows);
console.info(
  `${out}: ${rows} rows; refused on import: ${bad.map((row) => `${row.index + 2} (${row.razlog})`).join(', ')}`,
);
