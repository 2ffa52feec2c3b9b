import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ENTITETI,
  auditListSchema,
  drzavniPraznikListSchema,
  fullName,
  radnikSchema,
  type AuditEntitet,
  type AuditStavka,
} from '@rp/contract';
import { izmene } from '../src/db/schema/index.ts';
import { diffFields } from '../src/modules/audit/diff.ts';
import { recordChange } from '../src/modules/audit/repository.ts';
import { localDate } from '../src/lib/time.ts';
import { buildTestApp, call, signInAll, type Actors, type TestApp, type Who } from './helper.ts';

let t: TestApp;
let actors: Actors;
const names = new Map<string, string>();

beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
  for (const who of ['admin', 'demo', 'user', 'ops']) {
    const response = await call(t.app, 'GET', `/api/radnici/${actors.id(who)}`, actors.token('admin'));
    names.set(who, fullName(radnikSchema.parse(response.json())));
  }
});
afterAll(async () => t.close());

async function history(entitet: AuditEntitet, id: number): Promise<AuditStavka[]> {
  const response = await call(t.app, 'GET', `/api/audit/${entitet}/${id}`, actors.token('admin'));
  expect(response.statusCode, response.body).toBe(200);
  return auditListSchema.parse(response.json()).itemList;
}

async function totalEntries(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(izmene);
  return row!.n;
}

/** Runs a write and answers the entries it added to the record's history (newest first). */
async function entriesOf(
  entitet: AuditEntitet,
  id: number,
  write: () => Promise<{ statusCode: number; body: string }>,
  status = 200,
): Promise<AuditStavka[]> {
  const before = await history(entitet, id);
  const total = await totalEntries();
  const response = await write();
  expect(response.statusCode, response.body).toBe(status);
  const after = await history(entitet, id);
  expect(after.slice(after.length - before.length)).toEqual(before);
  const added = after.slice(0, after.length - before.length);
  // Nothing was written anywhere else either (other records' entries are checked by the tests that expect them).
  if (added.length === 0) expect(await totalEntries()).toBe(total);
  return added;
}

/** The one entry a successful change wrote. */
async function oneEntry(entitet: AuditEntitet, id: number, write: () => Promise<{ statusCode: number; body: string }>) {
  const added = await entriesOf(entitet, id, write);
  expect(added).toHaveLength(1);
  return added[0]!;
}

/** A refused change writes nothing. */
async function noEntry(
  entitet: AuditEntitet,
  id: number,
  status: number,
  write: () => Promise<{ statusCode: number; body: string }>,
) {
  expect(await entriesOf(entitet, id, write, status)).toEqual([]);
}

const by = (who: Exclude<Who, 'anonymous'>) => ({ AutorId: actors.id(who), Autor: names.get(who) });

describe('the diff helper', () => {
  it.each([
    ['an edit', { a: 1, b: 'x', c: null }, { a: 2, b: 'x', c: null }, { a: [1, 2] }],
    ['a creation', null, { a: 1, b: null }, { a: [null, 1] }],
    ['a deletion', { a: 1, b: 'x' }, null, { a: [1, null], b: ['x', null] }],
    ['no change', { a: 1 }, { a: 1 }, {}],
    [
      'the version and timestamps a write bumps',
      { verzija: 1, kreiran: 'a', a: 1 },
      { verzija: 2, kreiran: 'b', a: 1 },
      {},
    ],
    ['undefined as null', { a: undefined, b: 1 }, { a: null, b: undefined }, { b: [1, null] }],
    ['a field added or removed', { a: 1 }, { b: 2 }, { a: [1, null], b: [null, 2] }],
    ['nested values by content', { a: [1, { x: 2 }] }, { a: [1, { x: 2 }] }, {}],
    ['nested values that differ', { a: { x: 1 } }, { a: { x: 2 } }, { a: [{ x: 1 }, { x: 2 }] }],
    [
      'instants as ISO text',
      { a: new Date(0) },
      { a: new Date(1000) },
      { a: ['1970-01-01T00:00:00.000Z', '1970-01-01T00:00:01.000Z'] },
    ],
    ['a number and its text as different', { a: 1 }, { a: '1' }, { a: [1, '1'] }],
  ])('records %s', (_name, before, after, expected) => {
    expect(diffFields(before, after)).toEqual(expected);
  });

  it('leaves out the fields it is told to ignore', () => {
    expect(diffFields({ a: 1, b: 1 }, { a: 2, b: 2 }, ['b'])).toEqual({ a: [1, 2] });
  });
});

describe('GET /api/audit/{entitet}/{id}', () => {
  it.each([
    ['admin', 200],
    ['demo', 403],
    ['user', 403],
    ['ops', 403],
    ['anonymous', 401],
  ] as const)('answers %s with %i', async (who, status) => {
    const response = await call(t.app, 'GET', `/api/audit/radnici/${actors.id('user')}`, actors.token(who));
    expect(response.statusCode, response.body).toBe(status);
    if (status !== 200) expect(response.json()).toMatchObject({ ErrorCode: status, Message: expect.any(String) });
  });

  it('refuses an unknown kind of record and a bad id with 400 in Serbian', async () => {
    for (const url of [
      '/api/audit/posao/1',
      '/api/audit/radnici/0',
      '/api/audit/radnici/abc',
      '/api/audit/radnici/123456789',
    ]) {
      const response = await call(t.app, 'GET', url, actors.token('admin'));
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ ErrorCode: 400 });
    }
    const unknown = await call(t.app, 'GET', '/api/audit/posao/1', actors.token('admin'));
    expect(unknown.json<{ Message: string }>().Message).toContain('Nepoznata vrsta zapisa');
  });

  it('answers an empty history for a record nobody changed', async () => {
    for (const entitet of AUDIT_ENTITETI) expect(await history(entitet, 99_999_999)).toEqual([]);
  });
});

describe('workers', () => {
  // Password changes revoke a worker's sessions, so they are made on a worker of this test, not on a signed-in one.
  let anaId = 0;

  it('records a creation with every field and no password', async () => {
    const password = 'Tajna-lozinka-123';
    const body = {
      ime: 'Ana',
      prezime: 'Audit',
      username: 'ana.audit',
      permission: 'User',
      password,
      confirmPassword: password,
    };
    const created = await call(t.app, 'POST', '/api/radnici', actors.token('admin'), body);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ Id: number }>().Id;
    anaId = id;
    const [entry, ...rest] = await history('radnici', id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ Entitet: 'radnici', ZapisId: id, Akcija: 'create', ...by('admin'), Kontekst: null });
    expect(entry!.Izmene).toMatchObject({
      ime: [null, 'Ana'],
      prezime: [null, 'Audit'],
      username: [null, 'ana.audit'],
      permission: [null, 'User'],
      aktivan: [null, true],
    });
    expect(entry!.Izmene).not.toHaveProperty('verzija');
    expect(JSON.stringify(entry)).not.toMatch(/password|hash|argon|Tajna/i);
  });

  it('records an edit as the fields changed, old to new, and a new password only as changed', async () => {
    const id = anaId;
    const current = radnikSchema.parse((await call(t.app, 'GET', `/api/radnici/${id}`, actors.token('admin'))).json());
    const password = 'Nova-lozinka-456';
    const entry = await oneEntry('radnici', id, () =>
      call(t.app, 'PUT', '/api/radnici', actors.token('admin'), {
        ...current,
        prezime: 'Izmenjeni',
        slobodniDani: current.slobodniDani + 1,
        password,
        confirmPassword: password,
      }),
    );
    expect(entry).toMatchObject({ Akcija: 'update', ...by('admin') });
    expect(entry.Izmene).toEqual({
      prezime: [current.prezime, 'Izmenjeni'],
      slobodniDani: [current.slobodniDani, current.slobodniDani + 1],
      lozinka: [false, true],
    });
    expect(JSON.stringify(entry)).not.toContain(password);
  });

  it('records password changes and resets without the password', async () => {
    const reset = await oneEntry('radnici', anaId, () =>
      call(t.app, 'PUT', '/api/radnici/resetpassword', actors.token('admin'), {
        userName: 'ana.audit',
        newPassword: 'Reset-lozinka-789',
        confirmPassword: 'Reset-lozinka-789',
      }),
    );
    expect(reset).toMatchObject({ Akcija: 'password', Izmene: { lozinka: [false, true] }, ...by('admin') });
    expect(JSON.stringify(reset)).not.toContain('Reset-lozinka');
  });

  it('records a language change as the worker’s own', async () => {
    const id = actors.id('user');
    const entry = await oneEntry('radnici', id, () =>
      call(t.app, 'PUT', '/api/radnici/jezik', actors.token('user'), { jezik: 'en_US' }),
    );
    expect(entry).toMatchObject({ Akcija: 'update', Izmene: { jezik: ['sr', 'en_US'] }, ...by('user') });
  });

  it('writes nothing for a stale version, invalid input or a refused role', async () => {
    const id = actors.id('user');
    const current = radnikSchema.parse((await call(t.app, 'GET', `/api/radnici/${id}`, actors.token('admin'))).json());
    await noEntry('radnici', id, 409, () =>
      call(t.app, 'PUT', '/api/radnici', actors.token('admin'), {
        ...current,
        ime: 'X',
        verzija: current.verzija - 1 || 99,
      }),
    );
    await noEntry('radnici', id, 400, () =>
      call(t.app, 'PUT', '/api/radnici', actors.token('admin'), { ...current, ime: '' }),
    );
    await noEntry('radnici', id, 403, () =>
      call(t.app, 'PUT', '/api/radnici', actors.token('user'), { ...current, slobodniDani: 365 }),
    );
    await noEntry('radnici', id, 403, () =>
      call(t.app, 'PUT', '/api/radnici/resetpassword', actors.token('demo'), {
        userName: 'user',
        newPassword: 'Nije-dozvoljeno-1',
        confirmPassword: 'Nije-dozvoljeno-1',
      }),
    );
  });

  it('writes nothing for an edit that changes no field', async () => {
    const id = actors.id('user');
    const current = radnikSchema.parse((await call(t.app, 'GET', `/api/radnici/${id}`, actors.token('admin'))).json());
    expect(
      await entriesOf('radnici', id, () => call(t.app, 'PUT', '/api/radnici', actors.token('admin'), current)),
    ).toEqual([]);
  });
});

describe('time records', () => {
  it('records sign-in, pause and sign-out under the worker with the day', async () => {
    const password = 'Radni-dan-2028';
    const created = await call(t.app, 'POST', '/api/radnici', actors.token('admin'), {
      ime: 'Eva',
      prezime: 'Evidencija',
      username: 'eva.evidencija',
      permission: 'Operations',
      password,
      confirmPassword: password,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ Id: number }>().Id;
    const today = localDate(new Date());
    const url = (command: string) => `/api/Evidencija/${command}/${id}`;
    const steps = [
      ['Prijava', 'prijava', ['odjavljen', 'prijavljen']],
      ['Pauza', 'pauza', ['prijavljen', 'pauza']],
      ['Prijava', 'prijava', ['pauza', 'prijavljen']],
      ['Odjava', 'odjava', ['prijavljen', 'odjavljen']],
    ] as const;
    for (const [command, akcija, stanje] of steps) {
      const entry = await oneEntry('evidencija', id, () => call(t.app, 'POST', url(command), actors.token('admin')));
      expect(entry).toMatchObject({
        Entitet: 'evidencija',
        ZapisId: id,
        Akcija: akcija,
        Izmene: { Stanje: stanje },
        Kontekst: { Datum: today },
        ...by('admin'),
      });
    }
    // A refused command (already signed out) and a check change nothing.
    await noEntry('evidencija', id, 409, () => call(t.app, 'POST', url('Odjava'), actors.token('admin')));
    await noEntry('evidencija', id, 200, () => call(t.app, 'POST', url('provera'), actors.token('admin')));
    await noEntry('evidencija', id, 403, () => call(t.app, 'POST', url('Prijava'), actors.token('user')));
  });

  it('records planned hours over a range as one entry, and a corrected day with its old values', async () => {
    const id = actors.id('user');
    const save = await oneEntry('evidencija', id, () =>
      call(t.app, 'POST', '/api/evidencija/save', actors.token('admin'), {
        RadnikId: id,
        Pocetak: '2028-03-06',
        Kraj: '2028-03-10',
        TrajanjePocetak: '08:00',
        TrajanjeKraj: '16:00',
      }),
    );
    expect(save).toMatchObject({
      Akcija: 'planirano',
      Kontekst: { Pocetak: '2028-03-06', Kraj: '2028-03-10' },
      Izmene: { TrajanjePocetak: ['09:00:00', '08:00:00'], TrajanjeKraj: ['17:00:00', '16:00:00'] },
      ...by('admin'),
    });

    const update = await oneEntry('evidencija', id, () =>
      call(t.app, 'POST', '/api/evidencija/update', actors.token('user'), {
        RadnikId: id,
        Datum: '2028-03-07',
        Odradjeno: '07:30:00',
      }),
    );
    // A worker's own correction is a request until Admin approves it (evidencija-zahtevi.test.ts).
    expect(update).toMatchObject({
      Akcija: 'request',
      Kontekst: { Datum: '2028-03-07', Vrsta: 'odradjeno' },
      Izmene: { Odradjeno: [null, '07:30:00'] },
      ...by('user'),
    });

    await noEntry('evidencija', id, 400, () =>
      call(t.app, 'POST', '/api/evidencija/save', actors.token('admin'), {
        RadnikId: id,
        Pocetak: '2028-03-06',
        Kraj: '2028-03-11',
        TrajanjePocetak: '08:00',
        TrajanjeKraj: '16:00',
      }),
    );
    await noEntry('evidencija', id, 403, () =>
      call(t.app, 'POST', '/api/evidencija/update', actors.token('ops'), {
        RadnikId: id,
        Datum: '2028-03-07',
        Odradjeno: '01:00:00',
      }),
    );
  });
});

describe('leave', () => {
  it('records the request, the approval (with the worker’s used days) and the deletion, readable afterwards', async () => {
    const radnikId = actors.id('user');
    const saved = await call(t.app, 'POST', '/api/godisnji/save', actors.token('user'), {
      Radnik: radnikId,
      Pocetak: '2028-04-03',
      Kraj: '2028-04-05',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json<{ Id: number }>().Id;
    expect(await history('godisnji', id)).toEqual([
      expect.objectContaining({
        Akcija: 'create',
        Izmene: {
          Radnik: [null, radnikId],
          Pocetak: [null, '2028-04-03'],
          Kraj: [null, '2028-04-05'],
          RadniDani: [null, 3],
          Odobren: [null, false],
        },
        ...by('user'),
      }),
    ]);

    await noEntry('godisnji', id, 403, () => call(t.app, 'POST', `/api/godisnji/approve/${id}`, actors.token('user')));
    const worker = radnikSchema.parse(
      (await call(t.app, 'GET', `/api/radnici/${radnikId}`, actors.token('admin'))).json(),
    );
    const radnikBefore = await history('radnici', radnikId);
    const approved = await oneEntry('godisnji', id, () =>
      call(t.app, 'POST', `/api/godisnji/approve/${id}`, actors.token('admin')),
    );
    expect(approved).toMatchObject({ Akcija: 'approve', Izmene: { Odobren: [false, true] }, ...by('admin') });
    const radnikAfter = await history('radnici', radnikId);
    expect(radnikAfter).toHaveLength(radnikBefore.length + 1);
    expect(radnikAfter[0]).toMatchObject({
      Akcija: 'update',
      Izmene: { IskoristeniDani: [worker.IskoristeniDani, worker.IskoristeniDani + 3] },
      ...by('admin'),
    });
    await noEntry('godisnji', id, 409, () => call(t.app, 'POST', `/api/godisnji/approve/${id}`, actors.token('admin')));

    const deleted = await oneEntry('godisnji', id, () =>
      call(t.app, 'POST', `/api/godisnji/delete/${id}`, actors.token('admin')),
    );
    expect(deleted).toMatchObject({
      Akcija: 'delete',
      Izmene: { Radnik: [radnikId, null], RadniDani: [3, null], Odobren: [true, null] },
    });
    expect((await history('godisnji', id)).map((entry) => entry.Akcija)).toEqual(['delete', 'approve', 'create']);
    expect((await history('radnici', radnikId))[0]).toMatchObject({
      Izmene: { IskoristeniDani: [worker.IskoristeniDani + 3, worker.IskoristeniDani] },
    });
  });
});

describe('holidays', () => {
  it('records a worker holiday added and deleted, and nothing for a refused one', async () => {
    const radnikId = actors.id('user');
    // Added by Admin: a worker's own holiday is a request until approved (evidencija-zahtevi.test.ts).
    const added = await call(t.app, 'POST', '/api/radnici/praznici/insert', actors.token('admin'), {
      Radnik: radnikId,
      Datum: '2028-05-16',
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json<{ Id: number }>().Id;
    expect(await history('praznici', id)).toEqual([
      expect.objectContaining({
        Akcija: 'create',
        Izmene: { Radnik: [null, radnikId], Datum: [null, '2028-05-16'] },
        ...by('admin'),
      }),
    ]);
    await noEntry('praznici', id, 403, () =>
      call(t.app, 'POST', `/api/radnici/praznici/delete/${id}`, actors.token('ops')),
    );
    const deleted = await oneEntry('praznici', id, () =>
      call(t.app, 'POST', `/api/radnici/praznici/delete/${id}`, actors.token('user')),
    );
    expect(deleted).toMatchObject({
      Akcija: 'delete',
      Izmene: { Radnik: [radnikId, null], Datum: ['2028-05-16', null] },
    });
  });

  it('records a state holiday added, edited and deleted, and nothing for a stale or duplicate one', async () => {
    const added = await call(t.app, 'POST', '/api/drzavnipraznici/save', actors.token('demo'), {
      Datum: '2029-05-15',
      Naziv: 'Dan firme',
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json<{ Id: number }>().Id;
    expect((await history('drzavnipraznici', id))[0]).toMatchObject({
      Akcija: 'create',
      Izmene: { Datum: [null, '2029-05-15'], Naziv: [null, 'Dan firme'] },
      ...by('demo'),
    });

    const edited = await oneEntry('drzavnipraznici', id, () =>
      call(t.app, 'POST', '/api/drzavnipraznici/update', actors.token('admin'), {
        Id: id,
        verzija: 1,
        Datum: '2029-05-15',
        Naziv: 'Dan preduzeća',
      }),
    );
    expect(edited).toMatchObject({ Akcija: 'update', Izmene: { Naziv: ['Dan firme', 'Dan preduzeća'] } });
    expect(edited.Izmene).not.toHaveProperty('Datum');

    await noEntry('drzavnipraznici', id, 409, () =>
      call(t.app, 'POST', '/api/drzavnipraznici/update', actors.token('admin'), {
        Id: id,
        verzija: 1,
        Datum: '2029-05-16',
        Naziv: 'Zastarelo',
      }),
    );
    await noEntry('drzavnipraznici', id, 400, () =>
      call(t.app, 'POST', '/api/drzavnipraznici/update', actors.token('admin'), {
        Id: id,
        verzija: 2,
        Datum: '2029-02-30',
        Naziv: 'Nepostojeći datum',
      }),
    );
    await noEntry('drzavnipraznici', id, 403, () =>
      call(t.app, 'POST', `/api/drzavnipraznici/delete/${id}`, actors.token('user')),
    );

    await oneEntry('drzavnipraznici', id, () =>
      call(t.app, 'POST', `/api/drzavnipraznici/delete/${id}`, actors.token('admin')),
    );
    expect((await history('drzavnipraznici', id)).map((entry) => [entry.Akcija, entry.Izmene])).toEqual([
      ['delete', { Datum: ['2029-05-15', null], Naziv: ['Dan preduzeća', null] }],
      ['update', { Naziv: ['Dan firme', 'Dan preduzeća'] }],
      ['create', { Datum: [null, '2029-05-15'], Naziv: [null, 'Dan firme'] }],
    ]);
  });
});

describe('documents', () => {
  const boundary = '----rp-audit-boundary';
  const upload = (masinaId: number, name: string, data: Buffer, who: Who) =>
    t.app.inject({
      method: 'POST',
      url: `/api/masine/${masinaId}/fajlovi`,
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="UploadedImage"; filename="${name}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${actors.token(who)}`,
      },
    });

  it('records an upload and a deletion per document, and nothing for a refused one', async () => {
    const masine = await call(t.app, 'GET', '/api/masine/get', actors.token('ops'));
    const masinaId = masine.json<{ itemList: { Id: number }[] }>().itemList[0]!.Id;
    const uploaded = await upload(masinaId, 'napomena.txt', Buffer.from('Servis zakazan za ponedeljak.\n'), 'ops');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const id = uploaded.json<{ itemList: { id: number }[] }>().itemList[0]!.id;
    expect(await history('fajlovi', id)).toEqual([
      expect.objectContaining({
        Akcija: 'create',
        Izmene: expect.objectContaining({
          Entitet: [null, 'masine'],
          GrupaId: [null, masinaId],
          Naziv: [null, 'napomena.txt'],
        }),
        ...by('ops'),
      }),
    ]);
    expect(JSON.stringify(await history('fajlovi', id))).not.toMatch(/kljuc/i);

    await noEntry('fajlovi', id, 403, () => call(t.app, 'DELETE', `/api/masine/fajlovi/${id}`, actors.token('user')));
    const deleted = await oneEntry('fajlovi', id, () =>
      call(t.app, 'DELETE', `/api/masine/fajlovi/${id}`, actors.token('ops')),
    );
    expect(deleted).toMatchObject({
      Akcija: 'delete',
      Izmene: expect.objectContaining({ Naziv: ['napomena.txt', null] }),
    });
    expect(await history('fajlovi', id)).toHaveLength(2);

    const total = await totalEntries();
    const refused = await upload(masinaId, 'program.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]), 'ops');
    expect(refused.statusCode).toBe(415);
    expect(await totalEntries()).toBe(total);
  });
});

describe('one transaction', () => {
  it('leaves no entry behind when the write fails after it', async () => {
    const total = await totalEntries();
    const failed = t.app.db.transaction(async (tx) => {
      const izmene = { Naziv: ['a', 'b'] as [string, string] };
      await recordChange(tx, { entitet: 'drzavnipraznici', zapisId: 1, akcija: 'update', autorId: null, izmene });
      throw new Error('the write failed');
    });
    await expect(failed).rejects.toThrow('the write failed');
    expect(await totalEntries()).toBe(total);
  });

  it('rolls the change back when its audit entry cannot be written', async () => {
    await t.app.db.execute(
      sql`alter table izmene add constraint audit_test_refuse check (entitet <> 'drzavnipraznici') not valid`,
    );
    try {
      const response = await call(t.app, 'POST', '/api/drzavnipraznici/save', actors.token('admin'), {
        Datum: '2029-05-16',
        Naziv: 'Bez traga',
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ ErrorCode: 500 });
    } finally {
      await t.app.db.execute(sql`alter table izmene drop constraint audit_test_refuse`);
    }
    const list = drzavniPraznikListSchema.parse(
      (await call(t.app, 'GET', '/api/drzavnipraznici/get', actors.token('admin'))).json(),
    );
    expect(list.itemList.some((item) => item.Naziv === 'Bez traga')).toBe(false);
  });
});
