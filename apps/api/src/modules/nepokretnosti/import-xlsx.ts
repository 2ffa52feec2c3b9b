import { type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { ImportCell, ImportRawRow } from './import-cells.ts';

/**
 * An xlsx is a zip: a few KB can inflate to gigabytes. Before readXlsxRows reads it, the whole archive is inflated once
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
 * no entry is encrypted, the local entries lie back to back exactly as the directory lists them (a tool that
 * walks the local headers must see what the directory lists, nothing hidden between), and everything inflates within
 * the caps.
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

/** Excel's own limit on a cell's text: a longer text comes from no spreadsheet program. */
export const XLSX_MAX_CELL_TEXT = 32_767;
/**
 * Caps on the shared strings, all held in memory while the sheet is read: a sheet of IMPORT_MAX_ROWS rows of the
 * layout's 17 columns needs under 900,000 strings and a few tens of MB. Within the inflation cap a crafted file could
 * otherwise make the server hold hundreds of MB of strings.
 */
export const XLSX_MAX_SHARED_STRINGS = 1_000_000;
export const XLSX_MAX_SHARED_TEXT = 64 * 1024 * 1024;

/** A workbook past a cap of the reader's (too many or too long shared strings): refused as too large (413). */
export class XlsxTooLargeError extends Error {}

/** The parts of a workbook its first sheet's cells are read with. */
interface Workbook {
  /** The first sheet's entry (workbook.xml's first `<sheet>`, through the workbook's relationships). */
  sheet: Entry;
  /** 1904 date system (old Mac workbooks): serial 0 is 1 January 1904. */
  date1904: boolean;
  sharedStrings: string[];
  /** Per cell style (`s`): whether its number format shows a date. */
  dateStyles: boolean[];
}

/** A tag's name without its namespace prefix (`x:row` and `row` alike: some writers prefix the main namespace). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Streams an entry's XML through a handler: chunk by chunk, never the whole text in memory. */
async function parseEntry(zip: ZipFile, entry: Entry, handle: (parser: SaxesParser) => void): Promise<void> {
  const parser = new SaxesParser();
  handle(parser);
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of await zip.openReadStreamPromise(entry)) {
    parser.write(decoder.decode(chunk as Buffer, { stream: true }));
  }
  parser.write(decoder.decode());
  parser.close();
}

/** The text of every `<t>` inside `<si>` or `<is>` (rich-text runs joined), never the phonetic hints of `<rPh>`. */
function collectText(parser: SaxesParser, container: string, done: (text: string) => void): void {
  let inside = false;
  let inT = false;
  let phonetic = 0;
  let text = '';
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    if (name === container) {
      inside = true;
      text = '';
    } else if (name === 'rPh') phonetic++;
    else if (name === 't' && inside && phonetic === 0 && !tag.isSelfClosing) inT = true;
  });
  const add = (chunk: string) => {
    if (!inT) return;
    text += chunk;
    if (text.length > XLSX_MAX_CELL_TEXT) throw new XlsxTooLargeError('text past the cell limit');
  };
  parser.on('text', add);
  parser.on('cdata', add);
  parser.on('closetag', (tag) => {
    const name = local(tag.name);
    if (name === 't') inT = false;
    else if (name === 'rPh') phonetic--;
    else if (name === container && inside) {
      inside = false;
      done(text);
    }
  });
}

/** Number formats Excel builds in that show a date or a time (ids 14–22, 45–47; 27–36 and 50–58 in East Asian locales). */
function isBuiltInDate(id: number): boolean {
  return (id >= 14 && id <= 22) || (id >= 27 && id <= 36) || (id >= 45 && id <= 47) || (id >= 50 && id <= 58);
}

/** A custom format shows a date when a day, month, year, hour or second token is left after quoted text, escapes and
 * bracketed parts (colours, locales) are taken out: `dd.mm.yyyy` is a date, `#,##0.00 "din"` is not. */
function isDateCode(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '');
  return /[dmyhs]/i.test(bare.replace(/General/gi, ''));
}

async function readWorkbook(zip: ZipFile, entries: Map<string, Entry>): Promise<Workbook> {
  const workbookEntry = entries.get('xl/workbook.xml');
  if (!workbookEntry) throw new Error('no workbook');
  let date1904 = false;
  let firstSheetRelation: string | undefined;
  await parseEntry(zip, workbookEntry, (parser) =>
    parser.on('opentag', (tag: SaxesTagPlain) => {
      const name = local(tag.name);
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(String(tag.attributes.date1904));
      else if (name === 'sheet' && firstSheetRelation === undefined) {
        const key = Object.keys(tag.attributes).find((attribute) => /(^|:)id$/.test(attribute) && attribute !== 'id');
        firstSheetRelation = key === undefined ? undefined : String(tag.attributes[key]);
      }
    }),
  );

  let sheet: Entry | undefined;
  const relations = entries.get('xl/_rels/workbook.xml.rels');
  if (relations && firstSheetRelation !== undefined) {
    let target: string | undefined;
    await parseEntry(zip, relations, (parser) =>
      parser.on('opentag', (tag: SaxesTagPlain) => {
        if (local(tag.name) === 'Relationship' && tag.attributes.Id === firstSheetRelation)
          target = String(tag.attributes.Target);
      }),
    );
    if (target !== undefined) sheet = entries.get(target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  // Without the relationships, the lowest-numbered sheet.
  sheet ??= [...entries.values()]
    .filter((entry) => /^xl\/worksheets\/sheet\d+\.xml$/.test(entry.fileName))
    .sort((a, b) => Number(/\d+/.exec(a.fileName)![0]) - Number(/\d+/.exec(b.fileName)![0]))[0];
  if (!sheet) throw new Error('no sheet');

  const sharedStrings: string[] = [];
  const stringsEntry = entries.get('xl/sharedStrings.xml');
  if (stringsEntry) {
    let total = 0;
    await parseEntry(zip, stringsEntry, (parser) =>
      collectText(parser, 'si', (text) => {
        total += text.length;
        if (sharedStrings.length >= XLSX_MAX_SHARED_STRINGS || total > XLSX_MAX_SHARED_TEXT)
          throw new XlsxTooLargeError('too many shared strings');
        sharedStrings.push(text);
      }),
    );
  }

  const dateStyles: boolean[] = [];
  const stylesEntry = entries.get('xl/styles.xml');
  if (stylesEntry) {
    const dateFormats = new Set<number>();
    const styleFormats: number[] = [];
    let inCellXfs = false;
    await parseEntry(zip, stylesEntry, (parser) => {
      parser.on('opentag', (tag: SaxesTagPlain) => {
        const name = local(tag.name);
        if (name === 'numFmt' && isDateCode(String(tag.attributes.formatCode ?? '')))
          dateFormats.add(Number(tag.attributes.numFmtId));
        else if (name === 'cellXfs') inCellXfs = !tag.isSelfClosing;
        else if (name === 'xf' && inCellXfs) styleFormats.push(Number(tag.attributes.numFmtId ?? 0));
      });
      parser.on('closetag', (tag) => {
        if (local(tag.name) === 'cellXfs') inCellXfs = false;
      });
    });
    for (const format of styleFormats) dateStyles.push(isBuiltInDate(format) || dateFormats.has(format));
  }
  return { sheet, date1904, sharedStrings, dateStyles };
}

const DAY_MS = 86_400_000;

/**
 * An Excel serial day as midnight UTC of its date. The 1900 system counts 1 January 1900 as day 1 and (as Lotus did)
 * has a 29 February 1900, so days before 1 March 1900 are one off from the days after.
 */
function serialDate(serial: number, date1904: boolean): Date {
  if (date1904) return new Date(Date.UTC(1904, 0, 1) + Math.round(serial * DAY_MS));
  return new Date(Date.UTC(1899, 11, serial < 61 ? 31 : 30) + Math.round(serial * DAY_MS));
}

/** `C12` → 2 (0-based column); undefined when the reference names no column. */
function columnOf(reference: string | undefined): number | undefined {
  const letters = reference === undefined ? undefined : /^[A-Z]+/i.exec(reference)?.[0];
  if (!letters) return undefined;
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

/** Columns past this are never read: the layout has 17, and a cell at XFD would otherwise allocate 16,384. */
const MAX_COLUMNS = 256;

/**
 * The rows of the workbook's first sheet, streamed: the workbook, its relationships, shared strings and styles are
 * read first through the zip's central directory (yauzl, random access), then the sheet's XML is parsed chunk by
 * chunk (saxes), one chunk's rows in memory at a time. `number` is the sheet's 1-based row number; rows without cells
 * are not yielded. A formula (`<f>`, also a shared one) and an error value are marked, never evaluated nor taken.
 *
 * ExcelJS's streaming WorkbookReader was used before: it walks the local headers in one pass and, now and then, ends
 * that pass before the entries after the sheet (sharedStrings.xml, which its own writer stores last), handing every
 * text cell over as a bare string index (exceljs#683). An import then refused every row of a good file.
 */
export async function* readXlsxRows(path: string): AsyncGenerator<ImportRawRow> {
  const zip = await openZip(path);
  let sheetStream: Readable | undefined;
  try {
    const entries = new Map((await readEntries(zip)).map((entry) => [entry.fileName, entry]));
    const workbook = await readWorkbook(zip, entries);
    const ready: ImportRawRow[] = [];

    let rowNumber = 0;
    let cells: ImportCell[] | undefined;
    let column = -1;
    let type = 'n';
    let dateStyle = false;
    let formula = false;
    let value: string | undefined;
    let inValue = false;
    let inline: string | undefined;
    let inlineText = false;
    let phonetic = 0;

    const cellValue = (): ImportCell => {
      if (formula) return { invalid: 'formula' };
      if (type === 'inlineStr') return inline ?? null;
      if (value === undefined) return null;
      switch (type) {
        case 's': {
          const text = workbook.sharedStrings[Number(value)];
          if (text === undefined) throw new Error('shared string out of range');
          return text;
        }
        case 'str':
          return value;
        case 'b':
          return value === '1' || value === 'true';
        case 'e':
          return { invalid: 'error' };
        case 'd': {
          const date = new Date(value);
          return Number.isNaN(date.getTime()) ? { invalid: 'error' } : date;
        }
        default: {
          if (value.trim() === '') return null;
          const number = Number(value);
          if (!Number.isFinite(number)) return { invalid: 'error' };
          return dateStyle ? serialDate(number, workbook.date1904) : number;
        }
      }
    };

    const parser = new SaxesParser();
    parser.on('opentag', (tag: SaxesTagPlain) => {
      switch (local(tag.name)) {
        case 'row': {
          const number = Number(tag.attributes.r);
          rowNumber = Number.isInteger(number) && number > rowNumber ? number : rowNumber + 1;
          cells = [];
          column = -1;
          break;
        }
        case 'c': {
          const at = columnOf(tag.attributes.r as string | undefined);
          column = at !== undefined && at > column ? at : column + 1;
          type = String(tag.attributes.t ?? 'n');
          dateStyle = workbook.dateStyles[Number(tag.attributes.s ?? 0)] ?? false;
          formula = false;
          value = undefined;
          inline = undefined;
          break;
        }
        case 'f':
          formula = true;
          break;
        case 'v':
          inValue = !tag.isSelfClosing;
          value ??= '';
          break;
        case 'is':
          inline = '';
          break;
        case 'rPh':
          phonetic++;
          break;
        case 't':
          inlineText = inline !== undefined && phonetic === 0 && !tag.isSelfClosing;
          break;
      }
    });
    const onText = (text: string) => {
      if (inValue) value += text;
      else if (inlineText) inline += text;
      else return;
      if ((value?.length ?? 0) > XLSX_MAX_CELL_TEXT || (inline?.length ?? 0) > XLSX_MAX_CELL_TEXT)
        throw new XlsxTooLargeError('text past the cell limit');
    };
    parser.on('text', onText);
    parser.on('cdata', onText);
    parser.on('closetag', (tag) => {
      switch (local(tag.name)) {
        case 'v':
          inValue = false;
          break;
        case 't':
          inlineText = false;
          break;
        case 'rPh':
          phonetic--;
          break;
        case 'c':
          if (cells && column < MAX_COLUMNS) {
            while (cells.length < column) cells.push(null);
            cells[column] = cellValue();
          }
          break;
        case 'row':
          if (cells && cells.length > 0) ready.push({ number: rowNumber, cells });
          cells = undefined;
          break;
      }
    });

    const decoder = new TextDecoder('utf-8');
    sheetStream = await zip.openReadStreamPromise(workbook.sheet);
    for await (const chunk of sheetStream) {
      parser.write(decoder.decode(chunk as Buffer, { stream: true }));
      yield* ready.splice(0);
    }
    parser.write(decoder.decode());
    parser.close();
    yield* ready.splice(0);
  } finally {
    // A reader that stops early (the first pass stops past the row limit) leaves the sheet half read.
    sheetStream?.destroy();
    zip.close();
  }
}
