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
let posaoId: number;
let sablonId: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

function upload(url: string, who: Who, name = 'ugovor.pdf') {
  const boundary = '----rp-poslovi';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="UploadedImage"; filename="${name}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const token = actors.token(who);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

async function newJob(naziv: string): Promise<number> {
  const response = await call(t.app, 'POST', '/api/poslovi/save', actors.token('admin'), { Naziv: naziv });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Id: number }>().Id;
}

/** A document of the job uploaded by `who`; its id. */
async function fileOf(id: number, who: Who = 'admin'): Promise<number> {
  const response = await upload(`/api/poslovi/${id}/fajlovi`, who);
  expect(response.statusCode, response.body).toBe(200);
  return fajlUploadResponseSchema.parse(response.json()).itemList[0]!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
  posaoId = await newJob('Procena poslovnog prostora – dokumenti');
  const sabloni = await call(t.app, 'GET', '/api/poslovi/sablon/get', actors.token('admin'));
  sablonId = sabloni.json<{ itemList: { Id: number }[] }>().itemList[0]!.Id;
});
afterAll(async () => t.close());

const ALL = { admin: 200, demo: 200, user: 200, ops: 200, anonymous: 401 } as const;

describe('documents of a job (entitet poslovi)', () => {
  const cases: RoleCase[] = [
    { name: 'list', method: 'GET', url: () => `/api/poslovi/${posaoId}/fajlovi`, expect: ALL },
    {
      name: 'download',
      method: 'GET',
      url: async () => `/api/poslovi/fajlovi/${await fileOf(posaoId)}`,
      expect: ALL,
    },
    { name: 'archive of all', method: 'GET', url: () => `/api/poslovi/${posaoId}/svifajlovi`, expect: ALL },
    {
      name: "delete Admin's document",
      method: 'DELETE',
      url: async () => `/api/poslovi/fajlovi/${await fileOf(posaoId)}`,
      expect: { admin: 200, demo: 200, user: 403, ops: 403, anonymous: 401 },
    },
    {
      name: 'delete an own upload',
      method: 'DELETE',
      url: async (who) => `/api/poslovi/fajlovi/${await fileOf(posaoId, who)}`,
      expect: { admin: 200, demo: 200, user: 200, ops: 200 },
    },
  ];
  it.each(roleRows(cases))('%s', async (_, who, status, row) => {
    const response = await runRoleCase(t.app, actors, who, row);
    expect(response.statusCode, response.body).toBe(status);
  });

  it.each(roleRows([{ name: 'upload', method: 'POST', url: '', expect: ALL }]))('%s', async (_, who, status) => {
    const response = await upload(`/api/poslovi/${posaoId}/fajlovi`, who, `${who}.pdf`);
    expect(response.statusCode, response.body).toBe(status);
  });

  it('answers 404 for a missing job and for a template, which has no documents', async () => {
    for (const id of [99_999_999, sablonId]) {
      const response = await call(t.app, 'GET', `/api/poslovi/${id}/fajlovi`, actors.token('admin'));
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json<{ Message: string }>().Message).toBe(`Projekat sa id-em ${id} ne postoji.`);
      expect((await upload(`/api/poslovi/${id}/fajlovi`, 'admin')).statusCode).toBe(404);
    }
  });

  it('deletes the documents with the job', async () => {
    const id = await newJob('Procena placa – obrisati');
    const fileId = await fileOf(id, 'ops');
    const listed = fajlListSchema.parse(
      (await call(t.app, 'GET', `/api/poslovi/${id}/fajlovi`, actors.token('user'))).json(),
    );
    expect(listed.itemList.map((fajl) => fajl.name)).toEqual(['ugovor.pdf']);
    const deleted = await call(t.app, 'POST', `/api/poslovi/delete/${id}`, actors.token('ops'));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(t.app, 'GET', `/api/poslovi/${id}/fajlovi`, actors.token('admin'))).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/poslovi/fajlovi/${fileId}`, actors.token('admin'))).statusCode).toBe(404);
  });
});
