import { randomBytes } from 'node:crypto';
import { get, type IncomingMessage } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import { ZipFile } from 'yazl';
import { fajlListSchema, fajlUploadResponseSchema } from '@rp/contract';
import {
  buildTestApp,
  call,
  loginAs,
  roleRows,
  runRoleCase,
  signInAll,
  type Actors,
  type RoleCase,
  type TestApp,
  type Who,
} from './helper.ts';

let t: TestApp;
let actors: Actors;

beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
});
afterAll(async () => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
/** The files the store holds (on disk or in the bucket), whatever the database says. */
async function storedFiles(app: FastifyInstance): Promise<number> {
  let count = 0;
  for await (const _ of app.files.list()) count++;
  return count;
}

async function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const CONTENT_TYPES = (main: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;
const DOCX = () =>
  zipOf({
    '[Content_Types].xml': CONTENT_TYPES(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    ),
    'word/document.xml': '<w:document/>',
  });
const DOCM = () =>
  zipOf({
    '[Content_Types].xml': CONTENT_TYPES('application/vnd.ms-word.document.macroEnabled.main+xml'),
    'word/document.xml': '<w:document/>',
  });
const JAR = () => zipOf({ 'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0\r\nMain-Class: Evil\r\n', 'Evil.class': 'x' });
const OLE = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600, 0)]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(64, 1)]);

/** A real 1×1 PNG: the detector reads the chunks, so a signature followed by noise is not a PNG. */
const PNG = pngOf(1, 1);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);

interface Part {
  name: string;
  data: Buffer;
  field?: string;
}

function multipart(parts: readonly Part[]) {
  const boundary = '----rp-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'UploadedImage'}"; filename="${part.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(url: string, who: Who, parts: readonly Part[]) {
  return uploadTo(t.app, actors.token(who), url, parts);
}

function uploadTo(app: FastifyInstance, token: string | undefined, url: string, parts: readonly Part[]) {
  const { payload, contentType } = multipart(parts);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The names, contents and compression of a ZIP archive, read by a ZIP library that checks every CRC and size. */
async function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Map([...(await readZipEntries(zip))].map(([name, entry]) => [name, entry.data]));
}

async function readZipEntries(zip: Buffer): Promise<Map<string, { data: Buffer; method: number }>> {
  const archive = await fromBufferPromise(zip, { lazyEntries: true, validateEntrySizes: true });
  const files = new Map<string, { data: Buffer; method: number }>();
  for await (const entry of archive.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await archive.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    files.set(entry.fileName, { data: Buffer.concat(chunks), method: entry.compressionMethod });
  }
  return files;
}

describe('documents of equipment', () => {
  it('uploads, lists, downloads with x-filename, archives and deletes', async () => {
    const response = await upload('/api/masine/1/fajlovi', 'user', [
      { name: 'Uputstvo za rad – đžćčš.pdf', data: PDF },
      { name: '../../etc/slika.png', data: PNG },
      { name: 'slika.png', data: PNG },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const uploaded = fajlUploadResponseSchema.parse(response.json());
    expect(uploaded.itemList.map((fajl) => fajl.name)).toEqual([
      'Uputstvo za rad – đžćčš.pdf',
      'slika.png',
      'slika.png',
    ]);
    expect(uploaded.itemList[0]).toMatchObject({
      mime: 'application/pdf',
      velicina: PDF.length,
      idKreatora: actors.id('user'),
    });

    const list = fajlListSchema.parse((await call(t.app, 'GET', '/api/masine/1/fajlovi', actors.token('ops'))).json());
    expect(list.itemList.map((fajl) => fajl.id)).toEqual(uploaded.itemList.map((fajl) => fajl.id));

    const pdf = uploaded.itemList[0]!;
    const download = await call(t.app, 'GET', `/api/masine/fajlovi/${pdf.id}`, actors.token('demo'));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(download.headers['x-filename']))).toBe('Uputstvo za rad – đžćčš.pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Uputstvo za rad _ _zccs.pdf"; filename*=UTF-8''${encodeURIComponent('Uputstvo za rad – đžćčš.pdf')}`,
    );

    const all = await call(t.app, 'GET', '/api/masine/1/svifajlovi', actors.token('user'));
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('application/zip');
    expect(String(all.headers['x-filename'])).toBe('masine-1-dokumenti.zip');
    const files = await readZip(all.rawPayload);
    expect([...files.keys()]).toEqual(['Uputstvo za rad – đžćčš.pdf', 'slika.png', 'slika (2).png']);
    expect(files.get('slika (2).png')!.equals(PNG)).toBe(true);
    expect(files.get('Uputstvo za rad – đžćčš.pdf')!.equals(PDF)).toBe(true);

    const deleted = await call(t.app, 'DELETE', `/api/masine/fajlovi/${pdf.id}`, actors.token('user'));
    expect(deleted.statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/masine/fajlovi/${pdf.id}`, actors.token('user'))).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/masine/fajlovi/${pdf.id}`, actors.token('user'))).statusCode).toBe(404);
  });

  it("lets only the uploader, Admin and Demo delete a machine's document", async () => {
    const uploaded = fajlUploadResponseSchema.parse(
      (await upload('/api/masine/2/fajlovi', 'ops', [{ name: 'a.pdf', data: PDF }])).json(),
    );
    const id = uploaded.itemList[0]!.id;
    expect((await call(t.app, 'DELETE', `/api/masine/fajlovi/${id}`, actors.token('user'))).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/masine/fajlovi/${id}`, actors.token('demo'))).statusCode).toBe(200);
  });

  it('answers an archive of a record without documents, and a missing record, with 404', async () => {
    expect((await call(t.app, 'GET', '/api/masine/3/svifajlovi', actors.token('admin'))).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/masine/99999/fajlovi', actors.token('admin'))).statusCode).toBe(404);
    expect((await upload('/api/masine/99999/fajlovi', 'admin', [{ name: 'a.pdf', data: PDF }])).statusCode).toBe(404);
  });
});

describe('upload checks', () => {
  const count = async () =>
    fajlListSchema.parse((await call(t.app, 'GET', '/api/masine/4/fajlovi', actors.token('admin'))).json()).itemList
      .length;

  it.each([
    ['an executable with a document name', [{ name: 'racun.pdf', data: EXE }], 415],
    ['an executable', [{ name: 'setup.exe', data: EXE }], 415],
    ['a script', [{ name: 'run.txt', data: Buffer.from('#!/bin/sh\nrm -rf /\n') }], 415],
    ['content that does not match its name', [{ name: 'slika.jpg', data: PNG }], 415],
    ['an unknown type', [{ name: 'arhiva.rar', data: Buffer.from('Rar!\x1a\x07\x00') }], 415],
    [
      'a good file next to a bad one',
      [
        { name: 'ok.pdf', data: PDF },
        { name: 'bad.pdf', data: PNG },
      ],
      415,
    ],
    ['a wrong field name', [{ name: 'ok.pdf', data: PDF, field: 'file' }], 400],
  ])('refuses %s and stores nothing', async (_, parts, status) => {
    const before = await count();
    const response = await upload('/api/masine/4/fajlovi', 'admin', parts);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ ErrorCode: status, Type: 4 });
    expect(await count()).toBe(before);
  });

  it('refuses more than 50 files in one request with 413', async () => {
    const parts = Array.from({ length: 51 }, (_, index) => ({ name: `f${index}.txt`, data: Buffer.from('tekst') }));
    const response = await upload('/api/masine/4/fajlovi', 'admin', parts);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ ErrorCode: 413 });
    expect(await count()).toBe(0);
    const fifty = await upload('/api/masine/4/fajlovi', 'admin', parts.slice(0, 50));
    expect(fifty.statusCode).toBe(200);
    expect(await count()).toBe(50);
  });

  it('accepts a file larger than the JSON body limit', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const response = await upload('/api/masine/5/fajlovi', 'admin', [{ name: 'velik.pdf', data: big }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(fajlUploadResponseSchema.parse(response.json()).itemList[0]!.velicina).toBe(big.length);
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(t.app.config.maxUploadBytes, 0x20)]);
    const response = await upload('/api/masine/5/fajlovi', 'admin', [{ name: 'velik.pdf', data: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json<{ Message: string }>().Message).toMatch(/25 MB/);
  });

  it.each([
    ['a Word document named .xlsx', async () => [{ name: 'tabela.xlsx', data: await DOCX() }], 415],
    ['a macro-enabled Word document named .docx', async () => [{ name: 'ugovor.docx', data: await DOCM() }], 415],
    ['a Java program named .zip', async () => [{ name: 'arhiva.zip', data: await JAR() }], 415],
    ['a Linux program named .pdf', async () => [{ name: 'racun.pdf', data: ELF }], 415],
    ['an Office document named .txt', async () => [{ name: 'beleska.txt', data: OLE }], 415],
  ])('refuses %s (the detector looks inside) and stores nothing', async (_, parts, status) => {
    const before = await count();
    const response = await upload('/api/masine/4/fajlovi', 'admin', await parts());
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ ErrorCode: status, Type: 4 });
    expect(await count()).toBe(before);
  });

  it('accepts Word, old Office, ZIP and text documents for what they are', async () => {
    const response = await upload('/api/masine/7/fajlovi', 'admin', [
      { name: 'ugovor.docx', data: await DOCX() },
      { name: 'stari.doc', data: OLE },
      { name: 'paket.zip', data: await zipOf({ 'a.txt': 'a' }) },
      { name: 'word-kao.zip', data: await DOCX() },
      { name: 'podaci.xml.txt', data: Buffer.from('<?xml version="1.0"?><a>š</a>') },
      { name: 'tabela.csv', data: Buffer.from('ime;grad\nMarko;Novi Sad\n') },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(fajlUploadResponseSchema.parse(response.json()).itemList.map((fajl) => fajl.mime)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/msword',
      'application/zip',
      'application/zip',
      'text/plain; charset=utf-8',
      'text/csv; charset=utf-8',
    ]);
  });

  it.each([
    [
      'a file part without a file name',
      'multipart/form-data; boundary=XX',
      '--XX\r\nContent-Disposition: form-data; name="UploadedImage"\r\nContent-Type: application/octet-stream\r\n\r\n%PDF-1.4\r\n--XX--\r\n',
    ],
    [
      'a file part with an empty file name',
      'multipart/form-data; boundary=XX',
      '--XX\r\nContent-Disposition: form-data; name="UploadedImage"; filename=""\r\n\r\n%PDF-1.4\r\n--XX--\r\n',
    ],
    [
      'a multipart body without a boundary',
      'multipart/form-data',
      '--XX\r\nContent-Disposition: form-data; name="UploadedImage"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--XX--\r\n',
    ],
    [
      'a multipart body cut short',
      'multipart/form-data; boundary=XX',
      '--XX\r\nContent-Disposition: form-data; name="UploadedImage"; filename="a.txt"\r\n\r\ntekst',
    ],
  ])('answers %s with 400 in the error model and stores nothing', async (_, contentType, payload) => {
    const before = await count();
    const stored = await storedFiles(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/masine/4/fajlovi',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${actors.token('admin')}` },
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ ErrorCode: number; Type: number; Message: string }>();
    expect(body).toMatchObject({ ErrorCode: 400, Type: 4 });
    expect(body.Message).not.toMatch(/multipart:|boundary not found|premature|undefined/i);
    expect(await count()).toBe(before);
    expect(await storedFiles(t.app)).toBe(stored);
  });

  it('refuses a request that is not multipart (415) or holds no file (400)', async () => {
    const json = await call(t.app, 'POST', '/api/masine/5/fajlovi', actors.token('admin'), { a: 1 });
    expect(json.statusCode).toBe(415);
    const empty = await upload('/api/masine/6/fajlovi', 'admin', []);
    expect(empty.statusCode).toBe(400);
  });
});

describe('who may do what', () => {
  const self = (who: string) => (who === 'anonymous' ? actors.id('user') : actors.id(who));
  let n = 0;
  const fileOf = async (groupId: number) => {
    const response = await upload(`/api/radnici/${groupId}/fajlovi`, 'admin', [{ name: `d${++n}.pdf`, data: PDF }]);
    return fajlUploadResponseSchema.parse(response.json()).itemList[0]!.id;
  };
  const other = () => actors.id('iilic');
  const uploadCase = (name: string, url: (who: Who) => string, expected: RoleCase['expect']): RoleCase => ({
    name,
    method: 'POST',
    url,
    expect: expected,
  });
  const cases: RoleCase[] = [
    {
      name: "another worker's documents",
      method: 'GET',
      url: () => `/api/radnici/${other()}/fajlovi`,
      expect: { admin: 200, demo: 200, user: 403, ops: 403, anonymous: 401 },
    },
    {
      name: 'own documents',
      method: 'GET',
      url: (who) => `/api/radnici/${self(who)}/fajlovi`,
      expect: { user: 200, ops: 200, anonymous: 401 },
    },
    {
      name: "download another worker's document",
      method: 'GET',
      url: async () => `/api/radnici/fajlovi/${await fileOf(other())}`,
      expect: { admin: 200, demo: 200, user: 403, ops: 403, anonymous: 401 },
    },
    {
      name: "archive of another worker's documents",
      method: 'GET',
      url: () => `/api/radnici/${other()}/svifajlovi`,
      expect: { admin: 200, demo: 200, user: 403, ops: 403, anonymous: 401 },
    },
    {
      name: "delete another worker's document",
      method: 'DELETE',
      url: async () => `/api/radnici/fajlovi/${await fileOf(other())}`,
      expect: { admin: 200, demo: 200, user: 403, ops: 403, anonymous: 401 },
    },
    {
      name: 'delete an own document',
      method: 'DELETE',
      url: async (who) => `/api/radnici/fajlovi/${await fileOf(self(who))}`,
      expect: { user: 200, ops: 200 },
    },
    {
      name: 'equipment documents',
      method: 'GET',
      url: '/api/masine/1/fajlovi',
      expect: { admin: 200, demo: 200, user: 200, ops: 200, anonymous: 401 },
    },
  ];
  it.each(roleRows(cases))('%s', async (_, who, status, row) => {
    const response = await runRoleCase(t.app, actors, who, row);
    expect(response.statusCode, response.body).toBe(status);
  });

  const uploads = [
    uploadCase("upload to another worker's documents", () => `/api/radnici/${other()}/fajlovi`, {
      admin: 200,
      demo: 200,
      user: 403,
      ops: 403,
      anonymous: 401,
    }),
    uploadCase('upload to own documents', (who) => `/api/radnici/${self(who)}/fajlovi`, { user: 200, ops: 200 }),
    uploadCase('upload to equipment', () => '/api/masine/6/fajlovi', {
      admin: 200,
      demo: 200,
      user: 200,
      ops: 200,
      anonymous: 401,
    }),
  ];
  it.each(roleRows(uploads))('%s', async (_, who, status, row) => {
    const url = typeof row.url === 'function' ? await row.url(who) : row.url;
    const response = await upload(url, who, [{ name: 'x.pdf', data: PDF }]);
    expect(response.statusCode, response.body).toBe(status);
  });
});

describe('the archive of all documents', () => {
  it('holds every document of a record with many files as a valid ZIP: text deflated, PDFs stored', async () => {
    const texts = Array.from({ length: 50 }, (_, index) => ({
      name: `beleska.txt`,
      data: Buffer.from(`Beleška broj ${index}. `.repeat(40 + index)),
    }));
    const pdfs = Array.from({ length: 10 }, (_, index) => ({
      name: `ugovor-${index}.pdf`,
      data: Buffer.concat([PDF, randomBytes(2000 + index)]),
    }));
    expect((await upload('/api/masine/8/fajlovi', 'admin', texts)).statusCode).toBe(200);
    expect((await upload('/api/masine/8/fajlovi', 'admin', pdfs)).statusCode).toBe(200);

    const all = await call(t.app, 'GET', '/api/masine/8/svifajlovi', actors.token('user'));
    expect(all.statusCode).toBe(200);
    const entries = await readZipEntries(all.rawPayload);
    expect(entries.size).toBe(60);
    expect(entries.get('beleska.txt')!.data.equals(texts[0]!.data)).toBe(true);
    expect(entries.get('beleska (50).txt')!.data.equals(texts[49]!.data)).toBe(true);
    expect(entries.get('beleska (50).txt')!.method).toBe(8);
    expect(entries.get('ugovor-9.pdf')!.data.equals(pdfs[9]!.data)).toBe(true);
    expect(entries.get('ugovor-9.pdf')!.method).toBe(0);
  });

  it('streams a large archive: it starts at once and other requests are answered while it is being sent', async () => {
    const files = Array.from({ length: 4 }, (_, index) => ({
      name: `sken-${index}.pdf`,
      data: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(6 * 1024 * 1024)]),
    }));
    const total = files.reduce((sum, file) => sum + file.data.length, 0);
    expect((await upload('/api/radnici/' + actors.id('admin') + '/fajlovi', 'admin', files)).statusCode).toBe(200);

    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const authorization = `Bearer ${actors.token('admin')}`;
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      get(`${address}/api/radnici/${actors.id('admin')}/svifajlovi`, { headers: { authorization } }, resolve).on(
        'error',
        reject,
      ),
    );
    expect(response.statusCode).toBe(200);
    // Sent as it is written: the length is not known up front, as it would be for an archive built in memory.
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');

    const chunks: Buffer[] = [];
    const first = await new Promise<Buffer>((resolve) => response.once('data', resolve));
    response.pause();
    chunks.push(first);
    // The client holds the download half-way; the server goes on serving others.
    const other = await fetch(`${address}/api/masine/get`, { headers: { authorization } });
    expect(other.status).toBe(200);
    expect(((await other.json()) as { itemList: unknown[] }).itemList.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(total);

    for await (const chunk of response) chunks.push(chunk as Buffer);
    const entries = await readZipEntries(Buffer.concat(chunks));
    expect([...entries.keys()]).toEqual(files.map((file) => file.name));
    for (const file of files) expect(entries.get(file.name)!.data.equals(file.data)).toBe(true);
  }, 60_000);
});

describe('storage limits', () => {
  let limited: TestApp;
  let token: string;
  beforeAll(async () => {
    limited = await buildTestApp({ maxFilesPerRecord: 3, maxRecordBytes: 64 * 1024, maxStoreBytes: 128 * 1024 });
    token = await loginAs(limited.app, 'admin');
  });
  afterAll(async () => limited.close());

  const pdfOf = (kb: number) => Buffer.concat([PDF, Buffer.alloc(kb * 1024 - PDF.length, 0x20)]);
  const txt = (name: string) => ({ name, data: Buffer.from(`tekst ${name}`) });
  const send = (groupId: number, parts: readonly Part[]) =>
    uploadTo(limited.app, token, `/api/masine/${groupId}/fajlovi`, parts);
  const rowsOf = async (groupId: number) =>
    fajlListSchema.parse((await call(limited.app, 'GET', `/api/masine/${groupId}/fajlovi`, token)).json()).itemList;
  const expectRefused = async (response: Awaited<ReturnType<typeof send>>, message: RegExp) => {
    expect(response.statusCode, response.body).toBe(413);
    const body = response.json<{ ErrorCode: number; Type: number; Message: string }>();
    expect(body).toMatchObject({ ErrorCode: 413, Type: 4 });
    expect(body.Message).toMatch(message);
  };

  it('refuses documents past the number one record may have, and keeps nothing of the refused request', async () => {
    expect((await send(1, [txt('a.txt'), txt('b.txt'), txt('c.txt')])).statusCode).toBe(200);
    const stored = await storedFiles(limited.app);
    await expectRefused(await send(1, [txt('d.txt')]), /Najveći broj dokumenata jednog zapisa je 3/);
    expect((await send(2, [txt('a.txt'), txt('b.txt')])).statusCode).toBe(200);
    // Two more in one request: the first fits, the second does not, and neither is kept.
    await expectRefused(await send(2, [txt('c.txt'), txt('d.txt')]), /Najveći broj dokumenata jednog zapisa je 3/);
    expect((await rowsOf(1)).length).toBe(3);
    expect((await rowsOf(2)).length).toBe(2);
    expect(await storedFiles(limited.app)).toBe(stored + 2);
  });

  it('refuses documents past the bytes of one record', async () => {
    expect((await send(3, [{ name: 'a.pdf', data: pdfOf(40) }])).statusCode).toBe(200);
    const stored = await storedFiles(limited.app);
    await expectRefused(await send(3, [{ name: 'b.pdf', data: pdfOf(40) }]), /najviše 64 KB/);
    await expectRefused(
      await send(4, [
        { name: 'a.pdf', data: pdfOf(40) },
        { name: 'b.pdf', data: pdfOf(40) },
      ]),
      /najviše 64 KB/,
    );
    expect((await rowsOf(3)).length).toBe(1);
    expect((await rowsOf(4)).length).toBe(0);
    expect(await storedFiles(limited.app)).toBe(stored);
  });

  it('refuses documents past the bytes of the whole store, and takes them again once space is freed', async () => {
    const kept = await send(5, [{ name: 'a.pdf', data: pdfOf(60) }]);
    expect(kept.statusCode).toBe(200);
    const stored = await storedFiles(limited.app);
    await expectRefused(
      await send(6, [{ name: 'b.pdf', data: pdfOf(40) }]),
      /Prostor za dokumente je popunjen.*128 KB/,
    );
    expect((await rowsOf(6)).length).toBe(0);
    expect(await storedFiles(limited.app)).toBe(stored);

    const id = fajlUploadResponseSchema.parse(kept.json()).itemList[0]!.id;
    expect((await call(limited.app, 'DELETE', `/api/masine/fajlovi/${id}`, token)).statusCode).toBe(200);
    expect((await send(6, [{ name: 'b.pdf', data: pdfOf(40) }])).statusCode).toBe(200);
  });

  it('holds under parallel uploads to one record: exactly the allowed number is kept', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, (_, index) => send(7, [txt(`p${index}.txt`)])));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 413, 413, 413]);
    expect((await rowsOf(7)).length).toBe(3);
  });
});
