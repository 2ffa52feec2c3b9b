import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { count, eq, isNotNull } from 'drizzle-orm';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  IMPORT_KOLONE,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  NEPOKRETNOSTI_PATHS,
  apiErrorSchema,
  importOdgovorSchema,
  type ImportOdgovor,
} from '@rp/contract';
import { buildTestApp, roleRows, signInAll, type Actors, type TestApp, type Who } from './helper.ts';
import { gradovi, katastri, nepokretnosti, opstine } from '../src/db/schema/index.ts';
import { SAMPLE_BAD_ROWS, sampleRows } from '../src/modules/nepokretnosti/import-sample.ts';
import { importCsvLines, writeImportXlsx, type ImportFileRow } from '../src/modules/nepokretnosti/import-template.ts';
import { readXlsxRows } from '../src/modules/nepokretnosti/import-xlsx.ts';

let t: TestApp;
let actors: Actors;
let dir: string;
let sampleXlsx: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
  dir = mkdtempSync(join(tmpdir(), 'rp-import-test-'));
  sampleXlsx = await xlsxOf(sampleRows(500, { bad: true }));
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

let fileNumber = 0;
async function xlsxOf(rows: Iterable<ImportFileRow>): Promise<Buffer> {
  const path = join(dir, `file-${++fileNumber}.xlsx`);
  await writeImportXlsx(path, rows);
  return readFileSync(path);
}

const csvOf = (rows: Iterable<ImportFileRow>, delimiter = ';') =>
  Buffer.from([...importCsvLines(rows, delimiter)].join(''));

function multipart(files: readonly { data: Buffer; name: string }[]) {
  const boundary = '----rp-import-boundary';
  const chunks: Buffer[] = [];
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function importFiles(files: readonly { data: Buffer; name: string }[], who: Who = 'admin') {
  const { payload, contentType } = multipart(files);
  const token = actors.token(who);
  return t.app.inject({
    method: 'POST',
    url: NEPOKRETNOSTI_PATHS.import,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const importFile = (data: Buffer, name = 'nepokretnosti.xlsx', who: Who = 'admin') =>
  importFiles([{ data, name }], who);

async function imported(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(nepokretnosti).where(isNotNull(nepokretnosti.importKljuc));
  return row!.n;
}

function answer(response: { statusCode: number; body: string; json: () => unknown }): ImportOdgovor {
  expect(response.statusCode, response.body).toBe(200);
  return importOdgovorSchema.parse(response.json());
}

function refusal(response: { statusCode: number; body: string; json: () => unknown }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const body = apiErrorSchema.parse(response.json());
  expect(body.ErrorCode).toBe(status);
  // A sentence for a person, in Serbian: never a code or a library's text.
  expect(body.Message).toMatch(/[a-zčćšžđ]{3,}.*\./i);
  expect(body.Message).not.toMatch(/Error|undefined|ENOENT|FST_|zod/);
  return body;
}

const SAMPLE_BAD = SAMPLE_BAD_ROWS.map((row) => row.index);

describe('the template', () => {
  it('is an xlsx whose header is the layout and whose example row imports', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: NEPOKRETNOSTI_PATHS.importTemplate,
      headers: { authorization: `Bearer ${actors.token('admin')}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('nepokretnosti-sablon.xlsx');
    const path = join(dir, 'template.xlsx');
    writeFileSync(path, response.rawPayload);
    const rows = [];
    for await (const row of readXlsxRows(path)) rows.push(row);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.cells).toEqual(IMPORT_KOLONE.map((kolona) => kolona.naziv));

    const result = answer(await importFile(response.rawPayload, 'sablon.xlsx'));
    expect(result).toMatchObject({ errorRows: [], totalNumberOfRows: 1, saved: 1, skipped: 0 });
    expect(result.error.ErrorCode).toBe(0);
    const [row] = await t.app.db.select().from(nepokretnosti).where(eq(nepokretnosti.adresa, 'Preradovićeva 12'));
    const [grad] = await t.app.db.select().from(gradovi).where(eq(gradovi.id, row!.gradId!));
    const [katastar] = await t.app.db.select().from(katastri).where(eq(katastri.id, row!.katastarId!));
    const [opstina] = await t.app.db.select().from(opstine).where(eq(opstine.id, row!.opstinaId));
    expect({ opstina: opstina!.naziv, grad: grad!.naziv, katastar: katastar!.naziv }).toEqual({
      opstina: 'Novi Sad',
      grad: 'Petrovaradin',
      katastar: 'Petrovaradin',
    });
    // Derived values are the server's: 98,000 € / 58.5 m², minus 5 %.
    expect(row).toMatchObject({
      vrstaId: 811,
      kvadratura: 58.5,
      trazenaCena: 98000,
      jedinicnaCena: 1675,
      korigovanaCena: 93100,
      spratSpratnost: '3/5',
      datum: '2026-03-15',
    });
    expect(row!.jedCenaNakonKor).toBeCloseTo(1591.45, 2);
  });
});

describe('an xlsx file', () => {
  it('saves the good rows and reports the bad ones by their 0-based data-row index', async () => {
    const before = await imported();
    const result = answer(await importFile(sampleXlsx));
    expect(result.errorRows).toEqual(SAMPLE_BAD);
    expect(result.totalNumberOfRows).toBe(500);
    expect(result.saved).toBe(500 - SAMPLE_BAD.length);
    expect(result.skipped).toBe(0);
    expect(result.error.ErrorCode).toBe(ErrorCode.ImportRowsRejected);
    expect(result.error.Message).toBe(`Uvezeno nepokretnosti: 494. Neispravnih redova: ${SAMPLE_BAD.length}.`);
    expect(await imported()).toBe(before + 494);
  });

  it('adds nothing when the same file comes again: every row is recognised by its content', async () => {
    const before = await imported();
    const result = answer(await importFile(sampleXlsx, 'drugi-put.xlsx'));
    expect(result).toMatchObject({ errorRows: SAMPLE_BAD, totalNumberOfRows: 500, saved: 0, skipped: 494 });
    expect(await imported()).toBe(before);
  });

  it('refuses the row of a formula (never evaluated), the first and the shared kind alike', async () => {
    const rows = [...sampleRows(3, { seed: 7 })];
    const path = join(dir, 'formulas.xlsx');
    await writeImportXlsx(path, [
      rows[0]!,
      { ...rows[1]!, formula: ['kvadratura', '10*10'] },
      { ...rows[2]!, formula: ['adresa', 'CONCATENATE("a","b")'] },
    ]);
    const result = answer(await importFile(readFileSync(path)));
    expect(result).toMatchObject({ errorRows: [1, 2], saved: 1, totalNumberOfRows: 3 });
  });

  it('reads the places by name or id, and refuses a place outside its municipality', async () => {
    const [base] = [...sampleRows(1, { seed: 11 })];
    const rows: ImportFileRow[] = [
      { ...base, opstina: 'NOVI SAD', mesto: 'petrovaradin', katastar: 'Petrovaradin', adresa: 'Po imenu 1' },
      { ...base, opstina: 1, mesto: '', katastar: '', adresa: 'Po id-u 2' },
      { ...base, opstina: 'Нови Сад', mesto: 'Petrovaradin', katastar: '', adresa: 'Ćirilicom 3' },
      { ...base, opstina: 'Novi Sad', mesto: 'Zemun', adresa: 'Tuđe mesto 4' },
      { ...base, opstina: 'Novi Sad', katastar: 'Vračar', adresa: 'Tuđi katastar 5' },
      { ...base, vrsta: 'Stan', adresa: 'Vrsta po imenu 6' },
      { ...base, vrsta: 'Apartment', adresa: 'Vrsta na engleskom 7' },
    ];
    const result = answer(await importFile(await xlsxOf(rows)));
    expect(result).toMatchObject({ errorRows: [3, 4], saved: 5 });
  });
});

describe('a csv file', () => {
  it('is read as Excel writes it with Serbian settings (semicolons, decimal commas)', async () => {
    const result = answer(await importFile(csvOf(sampleRows(200, { seed: 99, bad: true })), 'uvoz.txt'));
    expect(result.errorRows).toEqual(SAMPLE_BAD.filter((index) => index < 200));
    expect(result).toMatchObject({ totalNumberOfRows: 200, saved: 197, skipped: 0 });
    const again = answer(await importFile(csvOf(sampleRows(200, { seed: 99, bad: true })), 'uvoz.csv'));
    expect(again).toMatchObject({ saved: 0, skipped: 197 });
  });

  it('reads commas, quoted text, grouped numbers and a Windows-1250 file', async () => {
    const header = 'Vrsta,Opština,Površina (m²),Tražena cena (€),Adresa,Datum\r\n';
    const body =
      '811,Novi Sad,"54,5","1.234.567,89","Bulevar, 1",2026-01-05\r\n' +
      '811,Novi Sad,54.5,"1,234,567.89",Bulevar 2,5.1.2026.\r\n' +
      '811,Novi Sad,54.5,120.000,Dvosmislena cena 3,\r\n' +
      '811,Novi Sad,-3,100,Negativna 4,\r\n' +
      '811,Novi Sad,=1+1,100,Formula 5,\r\n';
    const result = answer(await importFile(Buffer.from(header + body), 'a.csv'));
    expect(result).toMatchObject({ errorRows: [2, 3, 4], saved: 2, totalNumberOfRows: 5 });
    const [row] = await t.app.db.select().from(nepokretnosti).where(eq(nepokretnosti.adresa, 'Bulevar, 1'));
    expect(row).toMatchObject({ kvadratura: 54.5, trazenaCena: 1234567.89, datum: '2026-01-05' });

    const cp1250: Record<string, number> = { š: 0x9a, Š: 0x8a, đ: 0xf0, č: 0xe8, ć: 0xe6, ž: 0x9e, '€': 0x80 };
    const legacy = Buffer.from(
      [...'Vrsta;Opština;Površina;Tražena cena (€);Adresa\r\n811;Novi Sad;40;80000;Šafarikova 4\r\n'].map(
        (char) => cp1250[char] ?? char.charCodeAt(0),
      ),
    );
    expect(answer(await importFile(legacy, 'windows.csv'))).toMatchObject({ errorRows: [], saved: 1 });
    const [legacyRow] = await t.app.db.select().from(nepokretnosti).where(eq(nepokretnosti.adresa, 'Šafarikova 4'));
    expect(legacyRow).toBeDefined();
  });
});

describe('a file the import refuses, with nothing written', () => {
  const cases: [string, () => Buffer | Promise<Buffer>, number, RegExp][] = [
    ['an image', () => Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 415, /Fajl nije tabela/],
    ['an html page', () => Buffer.from('<!doctype html><html><body>Hello</body></html>'), 415, /nije tabela/],
    [
      'a zip that is no workbook',
      () => zipOf({ 'word/document.xml': '<w/>', '[Content_Types].xml': '<x/>' }),
      415,
      /nije tabela/,
    ],
    [
      'a cell longer than Excel allows',
      () =>
        zipOf({
          'xl/workbook.xml': '<workbook><sheets><sheet r:id="rId1"/></sheets></workbook>',
          'xl/worksheets/sheet1.xml': `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${'a'.repeat(40_000)}</t></is></c></row></sheetData></worksheet>`,
        }),
      413,
      /32\.767 znakova/,
    ],
    ['an old .xls', () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]), 415, /\.xls/],
    ['an empty file', () => Buffer.alloc(0), 400, /prazan/],
    ['an unknown column', () => Buffer.from('Vrsta;Opština;Boja fasade\r\n811;Novi Sad;bela\r\n'), 400, /Boja fasade/],
    ['a missing required column', () => Buffer.from('Opština;Adresa\r\nNovi Sad;Glavna 1\r\n'), 400, /Vrsta/],
    ['a column named twice', () => Buffer.from('Vrsta;Opština;Vrsta\r\n811;Novi Sad;811\r\n'), 400, /dva puta/],
    [
      'a csv line longer than 64 KB (said in the firm’s words, not the parser’s)',
      () => Buffer.from(`Vrsta;Opština;Adresa\r\n811;Novi Sad;${'a'.repeat(70_000)}\r\n`),
      415,
      /^CSV fajl se ne može pročitati \(red 2 je duži od 64 KB\)\.$/,
    ],
  ];
  it.each(cases)('%s', async (_name, data, status, message) => {
    const before = await imported();
    const body = refusal(await importFile(await data(), 'nepokretnosti.xlsx'), status);
    expect(body.Message).toMatch(message);
    expect(await imported()).toBe(before);
  });

  it('a file past the size limit (413)', async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 1024, 'a');
    refusal(await importFile(big, 'veliki.csv'), 413);
  });

  it('a zip bomb: an xlsx that declares more than the inflation cap (413)', async () => {
    const zip = await zipOf({ 'xl/workbook.xml': '<workbook/>', 'xl/worksheets/sheet1.xml': '<worksheet/>' });
    refusal(await importFile(withDeclaredSize(zip, 'xl/worksheets/sheet1.xml', 0xfffffff0), 'bomba.xlsx'), 413);
  });

  it('a zip bomb: an xlsx whose sheet inflates past what it declares (415, never inflated further)', async () => {
    const zip = await zipOf({
      'xl/workbook.xml': '<workbook/>',
      'xl/worksheets/sheet1.xml': Readable.from([Buffer.alloc(4 * 1024 * 1024, ' ')]),
    });
    const body = refusal(await importFile(withDeclaredSize(zip, 'xl/worksheets/sheet1.xml', 1000), 'bomba.xlsx'), 415);
    expect(body.Message).toMatch(/oštećen/);
  });

  it(`a file of 1,000,000 rows (400 naming the limit of ${IMPORT_MAX_ROWS})`, async () => {
    const before = await imported();
    const lines = ['Vrsta;Opština;Adresa\n'];
    for (let i = 0; i < 1_000_000; i++) lines.push(`811;1;${i}\n`);
    const body = refusal(await importFile(Buffer.from(lines.join('')), 'milion.csv'), 400);
    expect(body.Message).toContain('50.000');
    expect(await imported()).toBe(before);
  }, 60_000);

  it('two files in one request (400) and a request that is not multipart (415)', async () => {
    const csv = csvOf(sampleRows(2, { seed: 5 }));
    refusal(
      await importFiles([
        { data: csv, name: 'a.csv' },
        { data: csv, name: 'b.csv' },
      ]),
      400,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: NEPOKRETNOSTI_PATHS.import,
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${actors.token('admin')}` },
    });
    refusal(response, 415);
  });
});

describe('roles: the import and its template are for the Admin only', () => {
  const expectations = { admin: 200, demo: 403, user: 403, ops: 403, anonymous: 401 } as const;
  const rows = roleRows([
    { name: 'POST import', method: 'POST', url: NEPOKRETNOSTI_PATHS.import, expect: expectations },
    { name: 'GET template', method: 'GET', url: NEPOKRETNOSTI_PATHS.importTemplate, expect: expectations },
  ]);
  it.each(rows)('%s', async (_name, who, status, row) => {
    const before = await imported();
    const response =
      row.method === 'POST'
        ? await importFile(csvOf(sampleRows(3, { seed: 1000 + status })), 'uloge.csv', who)
        : await t.app.inject({
            method: 'GET',
            url: NEPOKRETNOSTI_PATHS.importTemplate,
            headers: actors.token(who) ? { authorization: `Bearer ${actors.token(who)}` } : {},
          });
    expect(response.statusCode, response.body).toBe(status);
    if (status !== 200) {
      expect(apiErrorSchema.parse(response.json()).ErrorCode).toBe(status);
      expect(await imported()).toBe(before);
    }
  });
});

/** The zip with the uncompressed size its central directory declares for `name` replaced (a lying archive). */
function withDeclaredSize(zip: Buffer, name: string, size: number): Buffer {
  const copy = Buffer.from(zip);
  const header = copy.lastIndexOf(Buffer.from(name)) - 46;
  expect(copy.readUInt32LE(header)).toBe(0x02014b50);
  copy.writeUInt32LE(size, header + 24);
  return copy;
}

function zipOf(entries: Record<string, string | Readable>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) {
    if (typeof content === 'string') zip.addBuffer(Buffer.from(content), name);
    else zip.addReadStream(content, name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  zip.outputStream.pipe(sink);
  return new Promise((resolve, reject) => {
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks)));
    sink.on('error', reject);
  });
}
