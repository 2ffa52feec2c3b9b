import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, auditListSchema, masinaListSchema } from '@rp/contract';
import { fajlovi, masine, zadatakOprema } from '../src/db/schema/index.ts';
import {
  ADMIN_DEMO_ONLY,
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

const admin = () => actors.token('admin');

async function newMachine(ime: string): Promise<number> {
  const saved = await call(t.app, 'POST', '/api/masine/save', admin(), { Ime: ime });
  expect(saved.statusCode).toBe(200);
  return saved.json<{ Id: number }>().Id;
}

function uploadDocument(masinaId: number, token: string) {
  const boundary = 'rp-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="UploadedImage"; filename="uputstvo.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/masine/${masinaId}/fajlovi`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
}

const names = async () =>
  masinaListSchema
    .parse((await call(t.app, 'GET', '/api/masine/get', actors.token('user'))).json())
    .itemList.map((masina) => masina.Ime);

describe('deleting equipment (DELETE /api/masine/{id})', () => {
  it('deletes an unused machine with its documents and keeps the deletion in the audit log', async () => {
    const id = await newMachine('Termovizijska kamera FLIR E8');
    expect((await uploadDocument(id, admin()!)).statusCode).toBe(200);
    const deleted = await call(t.app, 'DELETE', `/api/masine/${id}`, actors.token('demo'));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      ErrorCode: 0,
      Type: 1,
      Message: 'Oprema Termovizijska kamera FLIR E8 je obrisana.',
    });
    expect(await names()).not.toContain('Termovizijska kamera FLIR E8');
    expect((await call(t.app, 'GET', `/api/masine/get/${id}`, admin())).statusCode).toBe(404);
    const documents = await t.app.db
      .select()
      .from(fajlovi)
      .where(and(eq(fajlovi.entitet, 'masine'), eq(fajlovi.grupaId, id)));
    expect(documents).toEqual([]);
    const history = auditListSchema.parse((await call(t.app, 'GET', `/api/audit/masine/${id}`, admin())).json());
    expect(history.itemList.map((entry) => entry.Akcija)).toEqual(['delete', 'create']);
    expect(history.itemList[0]!.Izmene).toMatchObject({ ime: ['Termovizijska kamera FLIR E8', null] });
  });

  it('refuses to delete a machine that a task names, naming it, and changes nothing', async () => {
    const [assigned] = await t.app.db.select({ masinaId: zadatakOprema.masinaId }).from(zadatakOprema).limit(1);
    expect(assigned).toBeDefined();
    const [machine] = await t.app.db.select().from(masine).where(eq(masine.id, assigned!.masinaId));
    const before = await t.app.db.select().from(zadatakOprema).where(eq(zadatakOprema.masinaId, machine!.id));
    const refused = await call(t.app, 'DELETE', `/api/masine/${machine!.id}`, admin());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ ErrorCode: ErrorCode.MasinaInUse, Type: 3 });
    expect(refused.json<{ Message: string }>().Message).toBe(
      `Oprema „${machine!.ime}“ je dodeljena zadacima (${before.length}) i ne može se obrisati. Uklonite je prvo iz zadataka.`,
    );
    expect(await names()).toContain(machine!.ime);
    const after = await t.app.db.select().from(zadatakOprema).where(eq(zadatakOprema.masinaId, machine!.id));
    expect(after).toHaveLength(before.length);
  });

  it('answers 404 for a machine that does not exist and 400 for an id that is not one', async () => {
    expect((await call(t.app, 'DELETE', '/api/masine/99999999', admin())).statusCode).toBe(404);
    for (const bad of ['0', '-1', '123456789', 'abc', '1%00', '1.5'])
      expect((await call(t.app, 'DELETE', `/api/masine/${bad}`, admin())).statusCode).toBe(400);
  });

  it('lets exactly one of several parallel deletes of a machine succeed', async () => {
    const id = await newMachine('Digitalni merač vlage Trotec T510');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(t.app, 'DELETE', `/api/masine/${id}`, admin())),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
  });

  const cases: RoleCase[] = [
    {
      name: 'DELETE masine/{id}',
      method: 'DELETE',
      url: async (who: Who) => `/api/masine/${await newMachine(`Brisanje ${who} ${Date.now()}`)}`,
      expect: ADMIN_DEMO_ONLY,
    },
  ];
  it.each(roleRows(cases))('%s', async (_, who, status, row) => {
    const response = await runRoleCase(t.app, actors, who, row);
    expect(response.statusCode).toBe(status);
    if (status !== 200) expect(response.json()).toMatchObject({ ErrorCode: status });
  });
});
