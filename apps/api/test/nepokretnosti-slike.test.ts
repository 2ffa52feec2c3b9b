import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import { apiErrorSchema, nepokretnostSchema, opstinaListSchema, slikaListSchema, type Slika } from '@rp/contract';
import {
  ALL_AND_ANON,
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
let noviSad = 0;
const admin = () => actors.token('admin');

beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
  noviSad = opstinaListSchema
    .parse((await call(t.app, 'GET', '/api/lokacija/opstine?drzavaId=1', admin())).json())
    .opstinaLista.find((o) => o.naziv === 'Novi Sad')!.id;
});
afterAll(async () => t.close());

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
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width * 3 + 1) * height))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PNG = pngOf(2, 2);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.from([0x3b])]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

interface Part {
  name: string;
  data: Buffer;
  field?: string;
}

function upload(id: number, parts: readonly Part[], who: Who = 'admin') {
  const boundary = '----rp-slike';
  const chunks: Buffer[] = [];
  for (const part of parts)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'UploadedImage'}"; ` +
          `filename="${part.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const token = actors.token(who);
  return t.app.inject({
    method: 'POST',
    url: `/api/nepokretnosti/${id}/slike`,
    payload: Buffer.concat(chunks),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

async function property(): Promise<number> {
  const response = await call(t.app, 'POST', '/api/nepokretnosti', admin(), { vrstaId: 811, opstinaId: noviSad });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Id: number }>().Id;
}

async function slike(id: number): Promise<Slika[]> {
  const response = await call(t.app, 'GET', `/api/nepokretnosti/${id}/slike`, admin());
  expect(response.statusCode, response.body).toBe(200);
  return slikaListSchema.parse(response.json()).itemList;
}

async function withImages(names: readonly string[]): Promise<{ id: number; slike: Slika[] }> {
  const id = await property();
  const response = await upload(
    id,
    names.map((name) => ({ name, data: name.endsWith('.gif') ? GIF : PNG })),
  );
  expect(response.statusCode, response.body).toBe(200);
  return { id, slike: await slike(id) };
}

describe('who may call what', () => {
  const cases: RoleCase[] = [
    {
      name: 'GET nepokretnosti/{id}/slike',
      method: 'GET',
      url: async () => `/api/nepokretnosti/${(await withImages(['a.png'])).id}/slike`,
      expect: ALL_AND_ANON,
    },
    {
      name: 'GET nepokretnosti/slike/{id}',
      method: 'GET',
      url: async () => `/api/nepokretnosti/slike/${(await withImages(['a.png'])).slike[0]!.id}`,
      expect: ALL_AND_ANON,
    },
    {
      name: 'PUT nepokretnosti/slike/{id}',
      method: 'PUT',
      url: async () => `/api/nepokretnosti/slike/${(await withImages(['a.png'])).slike[0]!.id}`,
      payload: { Naziv: 'Fasada' },
      expect: ALL_AND_ANON,
    },
    {
      name: 'DELETE nepokretnosti/slike/{id}',
      method: 'DELETE',
      url: async () => `/api/nepokretnosti/slike/${(await withImages(['a.png'])).slike[0]!.id}`,
      expect: ALL_AND_ANON,
    },
    {
      name: 'PUT nepokretnosti/{groupId}/glavna/{imageId}',
      method: 'PUT',
      url: async () => {
        const { id, slike } = await withImages(['a.png', 'b.png']);
        return `/api/nepokretnosti/${id}/glavna/${slike[1]!.id}`;
      },
      expect: ALL_AND_ANON,
    },
    {
      name: 'PUT nepokretnosti/slike/',
      method: 'PUT',
      url: '/api/nepokretnosti/slike/',
      payload: async () => {
        const { id, slike } = await withImages(['a.png', 'b.png']);
        return {
          groupId: id,
          itemList: slike.map((slika, index) => ({ ...slika, redniBroj: 1 - index, glavna: index === 1 ? 1 : 0 })),
        };
      },
      expect: ALL_AND_ANON,
    },
    {
      name: 'POST nepokretnosti/slike/',
      method: 'POST',
      url: '/api/nepokretnosti/slike/',
      payload: async () => ({ ids: (await withImages(['a.png'])).slike.map((slika) => slika.id) }),
      expect: ALL_AND_ANON,
    },
    {
      name: 'GET nepokretnosti/{id}/sveslike',
      method: 'GET',
      url: async () => `/api/nepokretnosti/${(await withImages(['a.png'])).id}/sveslike`,
      expect: ALL_AND_ANON,
    },
  ];

  it.each(roleRows(cases))('%s', async (_, who, status, row) => {
    const response = await runRoleCase(t.app, actors, who, row);
    expect(response.statusCode, response.body).toBe(status);
    if (status !== 200) expect(apiErrorSchema.parse(response.json()).ErrorCode).toBe(status);
  });

  it.each(['admin', 'demo', 'user', 'ops', 'anonymous'] as const)('uploads as %s', async (who) => {
    const id = await property();
    const response = await upload(id, [{ name: 'a.png', data: PNG }], who);
    expect(response.statusCode, response.body).toBe(who === 'anonymous' ? 401 : 200);
  });
});

describe('uploading', () => {
  it('accepts real images; the first of a group becomes main and the property counts them', async () => {
    const id = await property();
    const response = await upload(id, [
      { name: 'fasada.png', data: PNG },
      { name: 'dvorište.gif', data: GIF },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ErrorCode: 0, Type: 1, Message: 'Uspešno dodato slika: 2.' });
    const list = await slike(id);
    expect(list.map((slika) => [slika.naziv, slika.glavna, slika.mime, slika.redniBroj])).toEqual([
      ['fasada.png', 1, 'image/png', 1],
      ['dvorište.gif', 0, 'image/gif', 2],
    ]);
    expect(list[0]!.putanja).toBe(`/api/nepokretnosti/slike/${list[0]!.id}`);
    // Numbered from 1, as the gallery numbers them; a later upload follows the group in order and leaves the main image.
    expect((await upload(id, [{ name: 'kuhinja.png', data: PNG }])).statusCode).toBe(200);
    expect((await slike(id)).map((slika) => [slika.naziv, slika.glavna, slika.redniBroj])).toEqual([
      ['fasada.png', 1, 1],
      ['dvorište.gif', 0, 2],
      ['kuhinja.png', 0, 3],
    ]);
    const nepokretnost = nepokretnostSchema.parse(
      (await call(t.app, 'GET', `/api/nepokretnosti/${id}`, admin())).json(),
    );
    expect(nepokretnost).toMatchObject({ glavnaSlikaId: list[0]!.id, brojSlika: 3 });
  });

  it.each([
    ['an HTML page named as a JPEG', [{ name: 'slika.jpg', data: HTML }], 415],
    ['a PNG named as a GIF', [{ name: 'slika.gif', data: PNG }], 415],
    ['a text file', [{ name: 'beleska.txt', data: Buffer.from('tekst') }], 415],
    ['a file with no extension', [{ name: 'slika', data: PNG }], 415],
    [
      'a good image beside a bad one (all or none)',
      [
        { name: 'a.png', data: PNG },
        { name: 'b.jpg', data: HTML },
      ],
      415,
    ],
    ['a wrong field', [{ name: 'a.png', data: PNG, field: 'drugo' }], 400],
  ] as const)('refuses %s and stores nothing', async (_, parts, status) => {
    const id = await property();
    const response = await upload(id, parts);
    expect(response.statusCode, response.body).toBe(status);
    expect(apiErrorSchema.parse(response.json()).ErrorCode).toBe(status);
    expect(await slike(id)).toEqual([]);
  });

  it('refuses a request that is not multipart, an empty one and a missing property', async () => {
    const id = await property();
    const json = await call(t.app, 'POST', `/api/nepokretnosti/${id}/slike`, admin(), { a: 1 });
    expect(json.statusCode).toBe(415);
    expect((await upload(id, [])).statusCode).toBe(400);
    const missing = await upload(99_999_999, [{ name: 'a.png', data: PNG }]);
    expect(missing.statusCode).toBe(404);
    expect(apiErrorSchema.parse(missing.json()).Message).toBe('Nepokretnost sa id-em 99999999 ne postoji.');
  });
});

describe('serving and managing images', () => {
  it('serves the bytes with a safe type, its name and nosniff', async () => {
    const { slike: list } = await withImages(['fasada ulice.png']);
    const response = await call(t.app, 'GET', `/api/nepokretnosti/slike/${list[0]!.id}`, actors.token('user'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="fasada ulice.png"/);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect((await call(t.app, 'GET', '/api/nepokretnosti/slike/99999999', admin())).statusCode).toBe(404);
  });

  it('renames an image and keeps its extension', async () => {
    const { id, slike: list } = await withImages(['a.png']);
    const response = await call(t.app, 'PUT', `/api/nepokretnosti/slike/${list[0]!.id}`, admin(), {
      Naziv: 'Pogled sa terase',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await slike(id))[0]!.naziv).toBe('Pogled sa terase.png');
    for (const Naziv of ['   ', 'a\u0000b']) {
      const bad = await call(t.app, 'PUT', `/api/nepokretnosti/slike/${list[0]!.id}`, admin(), { Naziv });
      expect(bad.statusCode).toBe(400);
    }
    expect((await slike(id))[0]!.naziv).toBe('Pogled sa terase.png');
  });

  it('sets the main image, and a deleted main image hands the role to the next one', async () => {
    const { id, slike: list } = await withImages(['a.png', 'b.png', 'c.png']);
    expect((await call(t.app, 'PUT', `/api/nepokretnosti/${id}/glavna/${list[1]!.id}`, admin())).statusCode).toBe(200);
    expect((await slike(id)).map((slika) => slika.glavna)).toEqual([0, 1, 0]);
    const other = await withImages(['x.png']);
    const foreign = await call(t.app, 'PUT', `/api/nepokretnosti/${id}/glavna/${other.slike[0]!.id}`, admin());
    expect(foreign.statusCode).toBe(404);
    expect((await slike(id)).map((slika) => slika.glavna)).toEqual([0, 1, 0]);

    expect((await call(t.app, 'DELETE', `/api/nepokretnosti/slike/${list[1]!.id}`, admin())).statusCode).toBe(200);
    expect((await slike(id)).map((slika) => [slika.naziv, slika.glavna])).toEqual([
      ['a.png', 1],
      ['c.png', 0],
    ]);
    expect((await call(t.app, 'GET', `/api/nepokretnosti/slike/${list[1]!.id}`, admin())).statusCode).toBe(404);
  });

  it('saves the whole list: order, names and main; refuses a list that is not the group', async () => {
    const { id, slike: list } = await withImages(['a.png', 'b.png', 'c.png']);
    const itemList = list.map((slika, index) => ({
      id: slika.id,
      naziv: `Slika ${index + 1}`,
      redniBroj: 2 - index,
      glavna: (index === 2 ? 1 : 0) as 0 | 1,
    }));
    const saved = await call(t.app, 'PUT', '/api/nepokretnosti/slike/', admin(), { groupId: id, itemList });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await slike(id)).map((slika) => [slika.naziv, slika.glavna])).toEqual([
      ['Slika 3.png', 1],
      ['Slika 2.png', 0],
      ['Slika 1.png', 0],
    ]);
    const before = await slike(id);
    for (const bad of [
      itemList.slice(1),
      [...itemList, itemList[0]!],
      itemList.map((item) => ({ ...item, glavna: 1 as const })),
    ]) {
      const response = await call(t.app, 'PUT', '/api/nepokretnosti/slike/', admin(), { groupId: id, itemList: bad });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).ErrorCode).toBe(400);
    }
    expect(await slike(id)).toEqual(before);
  });

  it('deletes a list of images all or none', async () => {
    const { id, slike: list } = await withImages(['a.png', 'b.png', 'c.png']);
    const refused = await call(t.app, 'POST', '/api/nepokretnosti/slike/', admin(), {
      ids: [list[0]!.id, 99_999_999],
    });
    expect(refused.statusCode).toBe(404);
    expect(await slike(id)).toHaveLength(3);
    const deleted = await call(t.app, 'POST', '/api/nepokretnosti/slike/', admin(), {
      ids: [list[0]!.id, list[1]!.id],
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await slike(id)).map((slika) => [slika.naziv, slika.glavna])).toEqual([['c.png', 1]]);
    expect((await call(t.app, 'POST', '/api/nepokretnosti/slike/', admin(), { ids: [] })).statusCode).toBe(400);
  });

  it('downloads every image as one zip, names made unique', async () => {
    const { id } = await withImages(['a.png', 'a.png', 'b.gif']);
    const response = await call(t.app, 'GET', `/api/nepokretnosti/${id}/sveslike`, admin());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const zip = await fromBufferPromise(response.rawPayload, { lazyEntries: true, validateEntrySizes: true });
    const files = new Map<string, Buffer>();
    for await (const entry of zip.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      files.set(entry.fileName, Buffer.concat(chunks));
    }
    expect([...files.keys()]).toEqual(['a.png', 'a (2).png', 'b.gif']);
    expect(files.get('a (2).png')!.equals(PNG)).toBe(true);
    expect(files.get('b.gif')!.equals(GIF)).toBe(true);
    const empty = await property();
    expect((await call(t.app, 'GET', `/api/nepokretnosti/${empty}/sveslike`, admin())).statusCode).toBe(404);
  });

  it('deleting a property removes its images, rows and bytes', async () => {
    const { id, slike: list } = await withImages(['a.png', 'b.png']);
    expect((await call(t.app, 'DELETE', `/api/nepokretnosti/${id}`, admin())).statusCode).toBe(200);
    for (const slika of list)
      expect((await call(t.app, 'GET', `/api/nepokretnosti/slike/${slika.id}`, admin())).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/nepokretnosti/${id}/slike`, admin())).statusCode).toBe(404);
  });
});
