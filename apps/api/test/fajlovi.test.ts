import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fajlListSchema, fajlUploadResponseSchema } from '@rp/contract';
import {
  buildTestApp,
  call,
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
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
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
  const { payload, contentType } = multipart(parts);
  const token = actors.token(who);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** The names and contents of a ZIP archive, read through its central directory. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    expect(zip.readUInt32LE(offset)).toBe(0x02014b50);
    const method = zip.readUInt16LE(offset + 10);
    const size = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const body = zip.subarray(dataStart, dataStart + size);
    files.set(name, method === 8 ? inflateRawSync(body) : Buffer.from(body));
    offset += 46 + nameLength;
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
    const files = readZip(all.rawPayload);
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
