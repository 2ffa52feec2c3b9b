import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVIDENCIJA_PATHS,
  GODISNJI_PATHS,
  PRAZNICI_PATHS,
  RADNICI_PATHS,
  fajlUploadResponseSchema,
  moze,
  radnikSchema,
  type Role,
} from '@rp/contract';
import { ROLE_OF, buildTestApp, call, signInAll, type Actors, type Method, type TestApp, type Who } from './helper.ts';

let t: TestApp;
let actors: Actors;

beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
});
afterAll(async () => t.close());

type Signed = Exclude<Who, 'anonymous'>;
const SIGNED: readonly Signed[] = ['admin', 'demo', 'user', 'ops'];
const korisnik = (who: Signed) => ({ id: actors.id(who), role: ROLE_OF[who] as Role });
const fill = (path: string, values: Record<string, number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(values[name]));

/** Another worker than any of the four demo logins. */
const other = () => actors.id('iilic');

/**
 * A call the portal decides about before it makes it: the permission module's answer for each caller (`allowed`) must
 * be the server's. A refusal is 403 (never a sign-out for the portal to guess at); what the module allows is not
 * refused (the answer may still be 404 or 409 for the record's own reasons).
 */
interface AgreementCase {
  name: string;
  method: Method;
  url: (who: Signed) => string | Promise<string>;
  payload?: (who: Signed) => unknown;
  allowed: (who: Signed) => boolean;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

function uploadPdf(url: string, who: Signed) {
  const boundary = '----rp-dozvole';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="UploadedImage"; filename="a.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${actors.token(who)}`,
    },
  });
}

/** A fresh equipment document uploaded by `who`. */
async function equipmentDocumentOf(who: Signed): Promise<{ id: number; idKreatora: number | null }> {
  const response = await uploadPdf('/api/masine/1/fajlovi', who);
  const fajl = fajlUploadResponseSchema.parse(response.json()).itemList[0]!;
  return { id: fajl.id, idKreatora: fajl.idKreatora };
}

async function otherWorkerForm() {
  const response = await call(t.app, 'GET', fill(RADNICI_PATHS.byId, { id: other() }), actors.token('admin'));
  return radnikSchema.parse(response.json());
}

const monthUrl = (radnikId: number) => fill(EVIDENCIJA_PATHS.info, { radnikId, godina: 2026, mesec: 3 });

const CASES: AgreementCase[] = [
  {
    name: "another worker's time record",
    method: 'GET',
    url: () => monthUrl(other()),
    allowed: (who) => moze(korisnik(who), 'evidencija.citanje', { radnikId: other() }),
  },
  {
    name: 'the own time record',
    method: 'GET',
    url: (who) => monthUrl(actors.id(who)),
    allowed: (who) => moze(korisnik(who), 'evidencija.citanje', { radnikId: actors.id(who) }),
  },
  {
    name: "planned hours on another worker's time record",
    method: 'POST',
    url: () => EVIDENCIJA_PATHS.save,
    payload: () => ({ RadnikId: other(), Pocetak: '2026-03-02', Kraj: '2026-03-03' }),
    allowed: (who) => moze(korisnik(who), 'evidencija.izmena', { radnikId: other() }),
  },
  {
    name: 'signing another worker in',
    method: 'POST',
    url: () => fill(EVIDENCIJA_PATHS.prijava, { radnikId: other() }),
    allowed: (who) => moze(korisnik(who), 'evidencija.komanda', { radnikId: other() }),
  },
  {
    name: "another worker's day check (provera)",
    method: 'POST',
    url: () => fill(EVIDENCIJA_PATHS.provera, { radnikId: other() }),
    allowed: (who) => moze(korisnik(who), 'evidencija.provera', { radnikId: other() }),
  },
  {
    name: 'a leave request for another worker',
    method: 'POST',
    url: () => GODISNJI_PATHS.save,
    payload: () => ({ Radnik: other(), Pocetak: '2026-09-07', Kraj: '2026-09-07' }),
    allowed: (who) => moze(korisnik(who), 'godisnji.zahtev', { radnikId: other() }),
  },
  {
    name: "another worker's leave",
    method: 'GET',
    url: () => fill(GODISNJI_PATHS.get, { radnikId: other() }),
    allowed: (who) => moze(korisnik(who), 'godisnji.citanje', { radnikId: other() }),
  },
  {
    name: 'a holiday for another worker',
    method: 'POST',
    url: () => PRAZNICI_PATHS.insert,
    payload: (who) => ({ Radnik: other(), Datum: `2026-10-${String(5 + SIGNED.indexOf(who)).padStart(2, '0')}` }),
    allowed: (who) => moze(korisnik(who), 'praznici.izmena', { radnikId: other() }),
  },
  {
    name: "another worker's form",
    method: 'GET',
    url: () => fill(RADNICI_PATHS.byId, { id: other() }),
    allowed: (who) => moze(korisnik(who), 'radnici.citanje', { radnikId: other() }),
  },
  {
    name: "saving another worker's form",
    method: 'PUT',
    url: () => RADNICI_PATHS.update,
    payload: () => otherWorkerForm(),
    allowed: (who) => moze(korisnik(who), 'radnici.izmena', { radnikId: other(), permission: 'User' }),
  },
  {
    name: "another worker's documents",
    method: 'GET',
    url: () => `/api/radnici/${other()}/fajlovi`,
    allowed: (who) => moze(korisnik(who), 'fajlovi.citanje', { entitet: 'radnici', groupId: other() }),
  },
  {
    name: "deleting someone else's equipment document",
    method: 'DELETE',
    url: async () => `/api/masine/fajlovi/${(await equipmentDocumentOf('admin')).id}`,
    allowed: (who) =>
      moze(korisnik(who), 'fajlovi.brisanje', { entitet: 'masine', groupId: 1, idKreatora: actors.id('admin') }),
  },
  {
    name: 'deleting an own equipment document',
    method: 'DELETE',
    url: async (who) => `/api/masine/fajlovi/${(await equipmentDocumentOf(who)).id}`,
    allowed: (who) =>
      moze(korisnik(who), 'fajlovi.brisanje', { entitet: 'masine', groupId: 1, idKreatora: actors.id(who) }),
  },
];

describe('the server refuses exactly what the permission module refuses', () => {
  const rows = CASES.flatMap((row) => SIGNED.map((who) => [`${row.name} as ${who}`, who, row] as const));
  it.each(rows)('%s', async (_, who, row) => {
    const payload = row.payload ? await row.payload(who) : undefined;
    const response = await call(t.app, row.method, await row.url(who), actors.token(who), payload);
    if (row.allowed(who)) expect([401, 403], response.body).not.toContain(response.statusCode);
    else {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ ErrorCode: 403 });
    }
  });

  it.each(CASES.map((row) => [row.name, row] as const))('%s: anonymous is 401', async (_, row) => {
    const payload = row.payload ? await row.payload('admin') : undefined;
    const response = await call(t.app, row.method, await row.url('admin'), undefined, payload);
    expect(response.statusCode).toBe(401);
  });
});

describe('the refusals the issue names', () => {
  it("refuses a User another worker's time record and documents, and a Demo the actions on them", async () => {
    const user = actors.token('user');
    expect((await call(t.app, 'GET', monthUrl(other()), user)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/api/radnici/${other()}/fajlovi`, user)).statusCode).toBe(403);
    const demo = actors.token('demo');
    expect((await call(t.app, 'GET', monthUrl(other()), demo)).statusCode).toBe(200);
    const save = { RadnikId: other(), Pocetak: '2026-03-02', Kraj: '2026-03-02' };
    expect((await call(t.app, 'POST', EVIDENCIJA_PATHS.save, demo, save)).statusCode).toBe(403);
    const update = { RadnikId: other(), Datum: '2026-03-02', Odradjeno: '08:00:00' };
    expect((await call(t.app, 'POST', EVIDENCIJA_PATHS.update, demo, update)).statusCode).toBe(403);
  });

  it("refuses a User deleting someone else's equipment document, and keeps the document", async () => {
    const fajl = await equipmentDocumentOf('ops');
    const refused = await call(t.app, 'DELETE', `/api/masine/fajlovi/${fajl.id}`, actors.token('user'));
    expect(refused.statusCode).toBe(403);
    const list = await call(t.app, 'GET', '/api/masine/1/fajlovi', actors.token('user'));
    expect(list.json<{ itemList: { id: number }[] }>().itemList.map((item) => item.id)).toContain(fajl.id);
  });

  it('answers bad input with 400 before any decision', async () => {
    const demo = actors.token('demo');
    expect((await call(t.app, 'GET', '/api/evidencija/info/abc/2026/3', demo)).statusCode).toBe(400);
    expect((await call(t.app, 'POST', EVIDENCIJA_PATHS.save, demo, { RadnikId: 'x' })).statusCode).toBe(400);
    expect((await call(t.app, 'DELETE', '/api/masine/fajlovi/0', actors.token('user'))).statusCode).toBe(400);
  });
});
