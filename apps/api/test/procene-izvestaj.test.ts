import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOKUMENT_KREIRAN, PROCENE_PATHS, SABLON_OBAVEZAN, fajloviPaths } from '@rp/contract';
import { templatesDir } from '../src/db/seed/sabloni.ts';
import { UGRADJENI_SABLONI, sablonDocx } from '../src/modules/procene/sabloni-docx.ts';
import { velicinaSlike } from '../src/modules/procene/izvestaj.ts';
import { fasadaPng } from '../src/db/seed/fasade.ts';
import { buildTestApp, call, loginAs, type TestApp } from './helper.ts';

const fill = (path: string, values: Record<string, number>) =>
  path.replace(/:(\w+)/g, (_, key: string) => String(values[key]));

function multipart(name: string, data: Buffer) {
  const boundary = '----rp-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="UploadedImage"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A template made of one paragraph of `body` (WordprocessingML runs), zipped as a .docx. */
function docxWith(body: string): Buffer {
  const zip = new PizZip(sablonDocx(UGRADJENI_SABLONI[0]!));
  const xml = zip.file('word/document.xml')!.asText();
  const start = xml.indexOf('<w:body>') + '<w:body>'.length;
  const end = xml.indexOf('<w:sectPr>');
  zip.file('word/document.xml', `${xml.slice(0, start)}<w:p>${body}</w:p>${xml.slice(end)}`);
  return zip.generate({ type: 'nodebuffer' });
}

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('Word report templates and the report', () => {
  let t: TestApp;
  let actors: Record<'admin' | 'demo' | 'user' | 'ops', string>;
  let saSlikom: number;
  let bezSlike: number;
  let sabloni: { id: number; naziv: string; ugradjen: boolean }[];

  beforeAll(async () => {
    t = await buildTestApp();
    actors = {
      admin: await loginAs(t.app, 'admin'),
      demo: await loginAs(t.app, 'demo'),
      user: await loginAs(t.app, 'user'),
      ops: await loginAs(t.app, 'ops'),
    };
    const [withImage] = await rows<{ id: number }>(
      t,
      sql`select p.id from procene p join nepokretnosti n on n.procena_id = p.id
          join nepokretnosti_slike s on s.nepokretnost_id = n.id and s.glavna
          where p.id_klijenta is not null and p.id_klijenta3 is not null order by p.id limit 1`,
    );
    const [withoutImage] = await rows<{ id: number }>(
      t,
      sql`select p.id from procene p join nepokretnosti n on n.procena_id = p.id
          where not exists (select 1 from nepokretnosti_slike s where s.nepokretnost_id = n.id) order by p.id limit 1`,
    );
    saSlikom = withImage!.id;
    bezSlike = withoutImage!.id;
    const list = await call(t.app, 'GET', PROCENE_PATHS.sabloni, actors.user);
    sabloni = list.json().itemList;
    // Building the app seeds the demo firm: minutes on a busy shared machine.
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it('lists the two shipped templates to every role, and refuses the anonymous', async () => {
    expect(sabloni.map((s) => [s.naziv, s.ugradjen])).toEqual([
      ['Izveštaj o proceni – poslovni prostor', true],
      ['Izveštaj o proceni – stambeni prostor', true],
    ]);
    for (const who of ['admin', 'demo', 'ops'] as const)
      expect((await call(t.app, 'GET', PROCENE_PATHS.sabloni, actors[who])).statusCode).toBe(200);
    expect((await call(t.app, 'GET', PROCENE_PATHS.sabloni)).statusCode).toBe(401);
  });

  it('ships templates that are rebuilt identically by the generator', () => {
    for (const sablon of UGRADJENI_SABLONI)
      expect(readFileSync(join(templatesDir(), sablon.fajl)).equals(sablonDocx(sablon))).toBe(true);
  });

  it('downloads a template as the .docx stored for it', async () => {
    const stambeni = sabloni.find((s) => s.naziv.endsWith('stambeni prostor'))!;
    const response = await call(t.app, 'GET', fill(PROCENE_PATHS.sablon, { id: stambeni.id }), actors.user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('wordprocessingml');
    expect(decodeURIComponent(String(response.headers['x-filename']))).toBe(`${stambeni.naziv}.docx`);
    expect(response.rawPayload.equals(readFileSync(join(templatesDir(), 'izvestaj-stambeni.docx')))).toBe(true);
    expect((await call(t.app, 'GET', fill(PROCENE_PATHS.sablon, { id: 999_999 }), actors.user)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', fill(PROCENE_PATHS.sablon, { id: stambeni.id }))).statusCode).toBe(401);
  });

  it('makes the report: saved among the valuation documents, filled, with the main picture and every phase', async () => {
    const stambeni = sabloni.find((s) => s.naziv.endsWith('stambeni prostor'))!;
    const response = await call(
      t.app,
      'PUT',
      `${fill(PROCENE_PATHS.dokument, { id: saSlikom })}?template=${stambeni.id}`,
      actors.user,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ ErrorCode: 0, Type: 1, Message: DOKUMENT_KREIRAN });
    const list = await call(t.app, 'GET', fill(fajloviPaths('procene').list, { groupId: saSlikom }), actors.user);
    const fajl = list.json().itemList.find((item: { id: number }) => item.id === body.Id);
    expect(fajl.name).toMatch(/^Izveštaj o proceni – stambeni prostor - \d+ - \d{4}-\d{2}-\d{2}\.docx$/);
    const download = await call(t.app, 'GET', fill(fajloviPaths('procene').download, { id: body.Id }), actors.user);
    expect(download.statusCode).toBe(200);
    const zip = new PizZip(download.rawPayload);
    const xml = zip.file('word/document.xml')!.asText();
    const [procena] = await rows<{ naziv: string; banka: string; bankar: string; faze: number; adresa: string }>(
      t,
      sql`select p.naziv, b.naziv as banka, k.naziv as bankar, n.adresa,
                 (select count(*)::int from procene_faze f where f.procena_id = p.id) as faze
          from procene p join klijenti b on b.id = p.id_klijenta join klijenti k on k.id = p.id_klijenta3
          join nepokretnosti n on n.procena_id = p.id where p.id = ${saSlikom}`,
    );
    const text = xml.replace(/<[^>]+>/g, '');
    expect(text).toContain(procena!.naziv);
    expect(text).toContain(procena!.banka.replace(/&/g, '&amp;'));
    expect(text).toContain(procena!.bankar);
    expect(text).toContain('RSD');
    // Every phase is a row of the history table, numbered.
    for (let n = 1; n <= procena!.faze; n++) expect(text).toContain(`${n}.`);
    expect(text).not.toMatch(/\{[#/%]?[a-zA-Z]+\}/);
    expect(text).not.toContain('undefined');
    // The picture: a media file, its relationship and a drawing that names it.
    const media = Object.keys(zip.files).find((name) => name.startsWith('word/media/'))!;
    expect(velicinaSlike(zip.file(media)!.asNodeBuffer())?.ext).toBe('png');
    expect(zip.file('word/_rels/document.xml.rels')!.asText()).toContain(`Target="${media.slice(5)}"`);
    expect(xml).toContain('r:embed="rIdRpSlika1"');
    expect(zip.file('[Content_Types].xml')!.asText()).toContain('Extension="png"');
  });

  it('makes a report without a picture when the subject has none', async () => {
    const poslovni = sabloni.find((s) => s.naziv.endsWith('poslovni prostor'))!;
    const response = await call(
      t.app,
      'PUT',
      `${fill(PROCENE_PATHS.dokument, { id: bezSlike })}?template=${poslovni.id}`,
      actors.ops,
    );
    expect(response.statusCode, response.body).toBe(200);
    const download = await call(
      t.app,
      'GET',
      fill(fajloviPaths('procene').download, { id: response.json().Id }),
      actors.ops,
    );
    const xml = new PizZip(download.rawPayload).file('word/document.xml')!.asText();
    expect(xml).toContain('Fotografija nije dostupna.');
    expect(xml).not.toContain('<w:drawing>');
  });

  it('refuses a report without a template, with an unknown template or valuation, and the anonymous', async () => {
    const path = fill(PROCENE_PATHS.dokument, { id: saSlikom });
    const missing = await call(t.app, 'PUT', path, actors.user);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Message).toBe(SABLON_OBAVEZAN);
    expect((await call(t.app, 'PUT', `${path}?template=999999`, actors.user)).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', `${path}?template=abc`, actors.user)).statusCode).toBe(400);
    const unknown = fill(PROCENE_PATHS.dokument, { id: 999_999 });
    expect((await call(t.app, 'PUT', `${unknown}?template=${sabloni[0]!.id}`, actors.user)).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', `${path}?template=${sabloni[0]!.id}`)).statusCode).toBe(401);
  });

  it('lets the Admin upload a template (checked as a docx with sound tags) and use and delete it', async () => {
    const upload = (name: string, data: Buffer, token = actors.admin) =>
      t.app.inject({
        method: 'POST',
        url: PROCENE_PATHS.sabloni,
        ...multipart(name, data),
        headers: { ...multipart(name, data).headers, authorization: `Bearer ${token}` },
      });
    const good = docxWith('<w:r><w:t>Procena {naziv} za {banka}, {%slika} faza {faza}</w:t></w:r>');
    const created = await upload('Kratki izveštaj.docx', good);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ naziv: 'Kratki izveštaj', ugradjen: false, velicina: good.length });
    const id = created.json().id as number;

    expect((await upload('Kratki izveštaj.docx', good)).statusCode).toBe(409);
    expect((await upload('Drugi.docx', good, actors.user)).statusCode).toBe(403);
    expect((await upload('Drugi.docx', good, actors.demo)).statusCode).toBe(403);
    const notDocx = await upload('Skripta.docx', Buffer.from('#!/bin/sh\nrm -rf /\n'));
    expect(notDocx.statusCode).toBe(400);
    expect(notDocx.json().Message).toBe('Šablon nije ispravan Word dokument (.docx).');
    const wrongName = await upload('izvestaj.pdf', good);
    expect(wrongName.statusCode).toBe(400);
    const broken = await upload('Pokvaren.docx', docxWith('<w:r><w:t>Procena {naziv za {#faze}{faza}</w:t></w:r>'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().Message).toMatch(/^Šablon ima neispravnu oznaku „.+“: [a-zšđčćž ]+\.$/);
    const names = (await call(t.app, 'GET', PROCENE_PATHS.sabloni, actors.user)).json().itemList;
    expect(names.map((s: { naziv: string }) => s.naziv)).not.toContain('Pokvaren');

    const report = await call(
      t.app,
      'PUT',
      `${fill(PROCENE_PATHS.dokument, { id: saSlikom })}?template=${id}`,
      actors.demo,
    );
    expect(report.statusCode, report.body).toBe(200);
    const download = await call(
      t.app,
      'GET',
      fill(fajloviPaths('procene').download, { id: report.json().Id }),
      actors.demo,
    );
    const xml = new PizZip(download.rawPayload).file('word/document.xml')!.asText();
    expect(xml).toContain('<w:drawing>');
    expect(xml).not.toContain('{naziv}');

    const shipped = sabloni[0]!.id;
    expect((await call(t.app, 'DELETE', fill(PROCENE_PATHS.sablon, { id: shipped }), actors.admin)).statusCode).toBe(
      400,
    );
    expect((await call(t.app, 'DELETE', fill(PROCENE_PATHS.sablon, { id }), actors.ops)).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', fill(PROCENE_PATHS.sablon, { id }))).statusCode).toBe(401);
    expect((await call(t.app, 'DELETE', fill(PROCENE_PATHS.sablon, { id }), actors.admin)).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', fill(PROCENE_PATHS.sablon, { id }), actors.admin)).statusCode).toBe(404);
  });

  it('reads the size of PNG and JPEG pictures for the drawing', () => {
    expect(velicinaSlike(fasadaPng({ spratovi: 3, seed: 1 }))).toEqual({ width: 192, height: 144, ext: 'png' });
    // A minimal JPEG header: SOI, APP0 (16 bytes), SOF0 with height 30 and width 40.
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
      0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x1e, 0x00, 0x28, 0x03, 0x01, 0x22, 0x00,
    ]);
    expect(velicinaSlike(jpeg)).toEqual({ width: 40, height: 30, ext: 'jpeg' });
    expect(velicinaSlike(Buffer.from('not a picture'))).toBeUndefined();
  });
});
