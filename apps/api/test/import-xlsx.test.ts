import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yazl from 'yazl';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_KOLONE } from '@rp/contract';
import { sampleRows } from '../src/modules/nepokretnosti/import-sample.ts';
import { writeImportXlsx } from '../src/modules/nepokretnosti/import-template.ts';
import {
  XLSX_MAX_SHARED_STRINGS,
  XlsxTooLargeError,
  checkXlsx,
  readXlsxRows,
} from '../src/modules/nepokretnosti/import-xlsx.ts';
import type { ImportRawRow } from '../src/modules/nepokretnosti/import-cells.ts';

const dir = mkdtempSync(join(tmpdir(), 'rp-xlsx-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let fileNumber = 0;
/** Writes a zip of the given entries in the given order (the order matters to a streaming reader). */
async function xlsx(entries: [string, string][]): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of entries) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const path = join(dir, `file-${++fileNumber}.xlsx`);
  writeFileSync(path, Buffer.concat(chunks));
  return path;
}

async function rows(path: string): Promise<ImportRawRow[]> {
  const out: ImportRawRow[] = [];
  for await (const row of readXlsxRows(path)) out.push(row);
  return out;
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const R_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

const workbook = (sheets: [string, string][], pr = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><workbook ${NS} ${R_NS}>${pr}<sheets>${sheets
    .map(([name, id], index) => `<sheet name="${name}" sheetId="${index + 1}" r:id="${id}"/>`)
    .join('')}</sheets></workbook>`;
const relations = (targets: [string, string][]) =>
  '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  targets
    .map(
      ([id, target]) =>
        `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="${target}"/>`,
    )
    .join('') +
  '</Relationships>';
const sheet = (rowsXml: string) =>
  `<?xml version="1.0"?><worksheet ${NS}><sheetData>${rowsXml}</sheetData></worksheet>`;
const strings = (items: string[]) => `<?xml version="1.0"?><sst ${NS} count="${items.length}">${items.join('')}</sst>`;
// Style 0 general, 1 the built-in date 14, 2 a custom dd.mm.yyyy, 3 a custom amount with quoted text (not a date).
const STYLES =
  `<?xml version="1.0"?><styleSheet ${NS}><numFmts count="2">` +
  '<numFmt numFmtId="164" formatCode="dd\\.mm\\.yyyy"/><numFmt numFmtId="165" formatCode="#,##0.00 &quot;dana&quot;"/>' +
  '</numFmts><cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs></styleSheet>';

describe('readXlsxRows', () => {
  it('reads the same rows whatever order the entries lie in (strings and workbook last, as a streaming writer stores them)', async () => {
    const parts: Record<string, string> = {
      'xl/workbook.xml': workbook([['Nepokretnosti', 'rId1']]),
      'xl/_rels/workbook.xml.rels': relations([['rId1', 'worksheets/sheet1.xml']]),
      'xl/sharedStrings.xml': strings(['<si><t>Vrsta</t></si>', '<si><t>Novi Sad</t></si>']),
      'xl/styles.xml': STYLES,
      'xl/worksheets/sheet1.xml': sheet(
        '<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2"><v>811</v></c><c r="B2" t="s"><v>1</v></c></row>',
      ),
    };
    const names = Object.keys(parts);
    const expected = [
      { number: 1, cells: ['Vrsta'] },
      { number: 2, cells: [811, 'Novi Sad'] },
    ];
    expect(await rows(await xlsx(names.map((name) => [name, parts[name]!])))).toEqual(expected);
    expect(await rows(await xlsx([...names].reverse().map((name) => [name, parts[name]!])))).toEqual(expected);
  });

  it('hands every kind of cell over as the import reads it; a formula or an error value is marked, never taken', async () => {
    const path = await xlsx([
      [
        'xl/worksheets/sheet1.xml',
        sheet(
          '<row r="3">' +
            '<c r="A3" t="s"><v>0</v></c>' + // shared rich text with a phonetic hint
            '<c r="B3" t="inlineStr"><is><t>Ulica </t><r><t>1</t></r></is></c>' +
            '<c r="C3"><v>120.5</v></c>' +
            '<c r="D3" t="b"><v>1</v></c>' +
            '<c r="E3" t="e"><v>#DIV/0!</v></c>' +
            '<c r="F3"><f>10*10</f><v>100</v></c>' +
            '<c r="G3"><f t="shared" si="0"/><v>7</v></c>' +
            '<c r="H3" t="str"><f>CONCATENATE("a","b")</f><v>ab</v></c>' +
            '<c r="I3" s="1"><v>45658</v></c>' + // 2025-01-01 in the built-in date format
            '<c r="J3" s="2"><v>45700.75</v></c>' + // 2025-02-12 18:00 in dd.mm.yyyy
            '<c r="K3" s="3"><v>45700</v></c>' + // an amount whose format names text: a number
            '<c r="L3" t="d"><v>2025-03-04T00:00:00Z</v></c>' +
            '<c r="M3" t="s"><v>1</v></c>' + // entities and CDATA
            '<c r="N3" s="0"/>' + // a styled empty cell
            '</row>',
        ),
      ],
      ['xl/styles.xml', STYLES],
      [
        'xl/sharedStrings.xml',
        strings([
          '<si><r><t>Novi </t></r><r><t>Sad</t></r><rPh sb="0" eb="1"><t>ノビ</t></rPh></si>',
          '<si><t>A &amp; B &lt;</t><r><t><![CDATA[ & C]]></t></r></si>',
        ]),
      ],
      ['xl/_rels/workbook.xml.rels', relations([['rId1', 'worksheets/sheet1.xml']])],
      ['xl/workbook.xml', workbook([['List', 'rId1']])],
    ]);
    const [row] = await rows(path);
    expect(row).toEqual({
      number: 3,
      cells: [
        'Novi Sad',
        'Ulica 1',
        120.5,
        true,
        { invalid: 'error' },
        { invalid: 'formula' },
        { invalid: 'formula' },
        { invalid: 'formula' },
        new Date(Date.UTC(2025, 0, 1)),
        new Date(Date.UTC(2025, 1, 12, 18)),
        45700,
        new Date(Date.UTC(2025, 2, 4)),
        'A & B < & C',
        null,
      ],
    });
  });

  it('places cells by their reference, numbers rows by theirs, and skips rows without cells', async () => {
    const path = await xlsx([
      ['xl/workbook.xml', workbook([['List', 'rId1']])],
      ['xl/_rels/workbook.xml.rels', relations([['rId1', '/xl/worksheets/sheet1.xml']])],
      [
        'xl/worksheets/sheet1.xml',
        sheet(
          '<row r="1"><c r="A1"><v>1</v></c><c r="D1"><v>4</v></c></row>' +
            '<row r="2"/>' +
            '<row r="5"><c><v>1</v></c><c><v>2</v></c><c r="AA5"><v>27</v></c></row>' +
            '<row><c r="B6"><v>2</v></c></row>',
        ),
      ],
    ]);
    const result = await rows(path);
    expect(result.map((row) => row.number)).toEqual([1, 5, 6]);
    expect(result[0]!.cells).toEqual([1, null, null, 4]);
    expect(result[1]!.cells).toHaveLength(27);
    expect(result[1]!.cells.slice(0, 3)).toEqual([1, 2, null]);
    expect(result[1]!.cells[26]).toBe(27);
    expect(result[2]!.cells).toEqual([null, 2]);
  });

  it("reads the workbook's first sheet (by the workbook's order, not the file names), in the 1904 date system", async () => {
    const path = await xlsx([
      [
        'xl/workbook.xml',
        workbook(
          [
            ['Drugi', 'rId7'],
            ['Prvi', 'rId1'],
          ],
          '<workbookPr date1904="1"/>',
        ),
      ],
      [
        'xl/_rels/workbook.xml.rels',
        relations([
          ['rId1', 'worksheets/sheet1.xml'],
          ['rId7', 'worksheets/sheet2.xml'],
        ]),
      ],
      ['xl/styles.xml', STYLES],
      ['xl/worksheets/sheet1.xml', sheet('<row r="1"><c r="A1"><v>1</v></c></row>')],
      ['xl/worksheets/sheet2.xml', sheet('<row r="1"><c r="A1" s="1"><v>0</v></c></row>')],
    ]);
    expect(await rows(path)).toEqual([{ number: 1, cells: [new Date(Date.UTC(1904, 0, 1))] }]);
  });

  it('reads a workbook whose writer prefixes the main namespace (x:row, x:c)', async () => {
    const prefixed = `<?xml version="1.0"?><x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>Vrsta</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`;
    const path = await xlsx([
      ['xl/workbook.xml', workbook([['List', 'rId1']])],
      ['xl/_rels/workbook.xml.rels', relations([['rId1', 'worksheets/sheet1.xml']])],
      ['xl/worksheets/sheet1.xml', prefixed],
    ]);
    expect(await rows(path)).toEqual([{ number: 1, cells: ['Vrsta'] }]);
  });

  it('fails on a sheet that is not XML, or a text cell whose shared string is missing (never a number in its place)', async () => {
    const base: [string, string][] = [
      ['xl/workbook.xml', workbook([['List', 'rId1']])],
      ['xl/_rels/workbook.xml.rels', relations([['rId1', 'worksheets/sheet1.xml']])],
    ];
    await expect(
      rows(await xlsx([...base, ['xl/worksheets/sheet1.xml', '<worksheet><sheetData><row>']])),
    ).rejects.toThrow();
    await expect(
      rows(await xlsx([...base, ['xl/worksheets/sheet1.xml', sheet('<row r="1"><c r="A1" t="s"><v>3</v></c></row>')]])),
    ).rejects.toThrow();
  });

  it('refuses as too large a text past the cell limit of Excel, and more shared strings than a sheet in the limits needs', async () => {
    const base: [string, string][] = [
      ['xl/workbook.xml', workbook([['List', 'rId1']])],
      ['xl/_rels/workbook.xml.rels', relations([['rId1', 'worksheets/sheet1.xml']])],
      ['xl/worksheets/sheet1.xml', sheet('<row r="1"><c r="A1" t="s"><v>0</v></c></row>')],
    ];
    const long = 'a'.repeat(32_768);
    await expect(
      rows(await xlsx([...base, ['xl/sharedStrings.xml', strings([`<si><t>${long}</t></si>`])]])),
    ).rejects.toThrow(XlsxTooLargeError);
    const inline = sheet(`<row r="1"><c r="A1" t="inlineStr"><is><t>${long}</t></is></c></row>`);
    await expect(rows(await xlsx([...base.slice(0, 2), ['xl/worksheets/sheet1.xml', inline]]))).rejects.toThrow(
      XlsxTooLargeError,
    );
    const many = strings(Array.from({ length: XLSX_MAX_SHARED_STRINGS + 1 }, () => '<si><t>x</t></si>'));
    await expect(rows(await xlsx([...base, ['xl/sharedStrings.xml', many]]))).rejects.toThrow(XlsxTooLargeError);
    // At the limits themselves, the file is read.
    const atLimit = `<si><t>${'a'.repeat(32_767)}</t></si>`;
    expect(await rows(await xlsx([...base, ['xl/sharedStrings.xml', strings([atLimit])]]))).toHaveLength(1);
  });

  it('reads an import file written by ExcelJS (sheet first, strings last) the same on every one of many parallel reads', async () => {
    const path = join(dir, 'sample.xlsx');
    await writeImportXlsx(path, sampleRows(40, { seed: 3 }));
    expect(await checkXlsx(path)).toEqual({ ok: true });
    const first = await rows(path);
    expect(first).toHaveLength(41);
    expect(first[0]!.cells).toEqual(IMPORT_KOLONE.map((kolona) => kolona.naziv));
    expect(first[1]!.cells.every((cell) => cell === null || typeof cell !== 'object' || cell instanceof Date)).toBe(
      true,
    );
    const again = await Promise.all(Array.from({ length: 24 }, () => rows(path)));
    for (const result of again) expect(result).toEqual(first);
  });
});
