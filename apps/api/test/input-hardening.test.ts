import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBadValue } from '../src/lib/db-errors.ts';
import { errorsPlugin } from '../src/plugins/errors.ts';
import { buildTestApp, call, signInAll, type Actors, type TestApp } from './helper.ts';

/**
 * Issue 11, items 2, 7 and 8: dates the firm cannot mean, numbers past the database's integers, NUL bytes and text
 * nobody can read are refused with a 400 in the error model (never a 500, a hang, or a stored value).
 */

let t: TestApp;
let actors: Actors;
const admin = () => actors.token('admin');
const PASSWORD = 'Kestenov-drvored-42!';

beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
});

afterAll(async () => {
  await t?.close();
});

function expectRefused(response: { statusCode: number; json(): unknown }, status = 400) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { ErrorCode: number; Type: number; Message: string };
  expect(body).toMatchObject({ ErrorCode: status, Type: status === 409 ? 3 : 4 });
  expect(body.Message).not.toMatch(/Invalid|expected|Too (big|small)|Required/);
  return body.Message;
}

describe('dates are bounded (item 2)', () => {
  it.each([
    ['POST', '/api/evidencija/save', { Pocetak: '2025-03-03', Kraj: '9999-12-31' }],
    ['POST', '/api/evidencija/save', { Pocetak: '9999-12-31', Kraj: '9999-12-31' }],
    ['POST', '/api/evidencija/save', { Pocetak: '0000-01-03', Kraj: '2025-03-03' }],
    ['POST', '/api/godisnji/save', { Pocetak: '2025-03-03', Kraj: '9999-12-31' }],
    ['POST', '/api/godisnji/save', { Pocetak: '0000-01-03', Kraj: '0000-01-04' }],
  ] as const)('%s %s %j answers 400 at once (it used to loop forever or 500)', async (method, url, dates) => {
    const key = url.includes('godisnji') ? 'Radnik' : 'RadnikId';
    const response = await call(t.app, method, url, admin(), { [key]: actors.id('user'), ...dates });
    expect(expectRefused(response)).toMatch(/između 2000\. i 2099\./);
  });

  it('refuses a range longer than a year for planned hours and leave, and longer than two years for tasks', async () => {
    const span = { Pocetak: '2025-03-03', Kraj: '2026-03-04' };
    expectRefused(await call(t.app, 'POST', '/api/evidencija/save', admin(), { RadnikId: actors.id('user'), ...span }));
    expectRefused(await call(t.app, 'POST', '/api/godisnji/save', admin(), { Radnik: actors.id('user'), ...span }));
    const tasks = `/api/zadaci/get/radnik/${actors.id('user')}`;
    expect((await call(t.app, 'GET', `${tasks}/2025-01-01/2026-12-31`, admin())).statusCode).toBe(200);
    expectRefused(await call(t.app, 'GET', `${tasks}/2025-01-01/2027-01-02`, admin()));
  });

  it.each(['0000-01-01', '1999-12-31', '2100-01-01', '9999-12-31'])('refuses the date %s everywhere', async (datum) => {
    expectRefused(
      await call(t.app, 'POST', '/api/radnici/praznici/insert', admin(), { Datum: datum, Radnik: actors.id('user') }),
    );
    expectRefused(await call(t.app, 'POST', '/api/drzavnipraznici/save', admin(), { Datum: datum, Naziv: 'Praznik' }));
    expectRefused(
      await call(t.app, 'POST', '/api/evidencija/update', admin(), {
        RadnikId: actors.id('user'),
        Datum: datum,
        Odradjeno: '08:00:00',
      }),
    );
    expectRefused(await call(t.app, 'GET', `/api/zadaci/get/radnik/${actors.id('user')}/${datum}/2025-01-01`, admin()));
  });

  it('refuses a month outside the firm’s years', async () => {
    expectRefused(await call(t.app, 'GET', `/api/evidencija/info/${actors.id('user')}/2100/1`, admin()));
    expect((await call(t.app, 'GET', `/api/evidencija/info/${actors.id('user')}/2099/12`, admin())).statusCode).toBe(
      200,
    );
  });
});

describe('numbers fit the database’s integers (item 7)', () => {
  const TOO_BIG = [2 ** 31, 2 ** 31 - 1 + 2, 2 ** 53 - 1, 100_000_000];

  it.each(TOO_BIG)('refuses the id %d in bodies, paths and queries with 400', async (id) => {
    expectRefused(await call(t.app, 'POST', '/api/masine/update', admin(), { Id: id, verzija: 1, Ime: 'X' }));
    expectRefused(await call(t.app, 'POST', '/api/notes/save', admin(), { Radnik: id, Tekst: 'x' }));
    expectRefused(
      await call(t.app, 'POST', '/api/evidencija/save', admin(), {
        RadnikId: id,
        Pocetak: '2025-03-03',
        Kraj: '2025-03-07',
      }),
    );
    expectRefused(await call(t.app, 'GET', `/api/radnici/${id}`, admin()));
    expectRefused(await call(t.app, 'GET', `/api/notes/get?radnikId=${id}`, admin()));
    expectRefused(await call(t.app, 'GET', `/api/lokacija/gradovi?opstinaId=${id}`, admin()));
  });

  it('refuses a verzija above 2³¹−1 with 400 (it used to reach the int4 column: 500)', async () => {
    const masina = (await call(t.app, 'GET', '/api/masine/get', admin())).json<{ itemList: { Id: number }[] }>()
      .itemList[0]!;
    for (const verzija of [2 ** 31, 2 ** 53 - 1])
      expectRefused(await call(t.app, 'POST', '/api/masine/update', admin(), { Id: masina.Id, verzija, Ime: 'X' }));
  });
});

describe('text that should never be stored (items 7 and 8)', () => {
  const BAD_TEXT: [string, string, RegExp][] = [
    ['a NUL byte', 'Ana\u0000Marija', /kontrolne znakove/],
    ['a control character', 'Ana\u0007', /kontrolne znakove/],
    ['a C1 control', 'Ana\u0085', /kontrolne znakove/],
    ['a right-to-left override', 'Ana\u202Etxt.exe', /smera pisanja/],
    ['a bidi isolate', 'Ana\u2066x\u2069', /smera pisanja/],
    ['a lone high surrogate', 'Ana\uD800', /neispravno kodirane/],
    ['a lone low surrogate', '\uDC00Ana', /neispravno kodirane/],
    ['only zero-width characters', '\u200B\u200C\u200D\uFEFF', /je obavez/],
    ['only blank look-alikes', '\u3164\u2800\u00A0', /je obavez/],
    ['only combining marks', '\u0301\u0301', /je obavez/],
  ];

  const TARGETS: { name: string; send: (text: string) => Promise<{ statusCode: number; json(): unknown }> }[] = [
    { name: 'a note', send: (text) => call(t.app, 'POST', '/api/notes/save', admin(), { Tekst: text }) },
    {
      name: 'a worker’s first name',
      send: (text) =>
        call(t.app, 'POST', '/api/radnici', admin(), {
          ime: text,
          prezime: 'Perić',
          username: `tekst${Math.random().toString(36).slice(2, 8)}`,
          permission: 'User',
          password: PASSWORD,
          confirmPassword: PASSWORD,
        }),
    },
    { name: 'an equipment name', send: (text) => call(t.app, 'POST', '/api/masine/save', admin(), { Ime: text }) },
    {
      name: 'an RSS feed name',
      send: (text) => call(t.app, 'POST', '/api/rss/save', admin(), { naziv: text, url: 'http://127.0.0.1:9/rss' }),
    },
    {
      name: 'a state holiday name',
      send: (text) => call(t.app, 'POST', '/api/drzavnipraznici/save', admin(), { Datum: '2031-02-03', Naziv: text }),
    },
  ];

  const rows = TARGETS.flatMap((target) =>
    BAD_TEXT.map(([what, text, message]) => [target.name, what, target, text, message] as const),
  );

  it.each(rows)('refuses %s with %s, with a clear message', async (_, __, target, text, message) => {
    expect(expectRefused(await target.send(text))).toMatch(message);
  });

  it('stored none of it', async () => {
    const stored = (await t.app.db.execute(sql`
      select tekst as value from napomene union all select ime from masine union all select naziv from rss_feedovi
      union all select ime from radnici union all select naziv from drzavni_praznici`)) as unknown as {
      rows: { value: string }[];
    };
    for (const { value } of stored.rows) {
      expect(value).not.toMatch(
        // eslint-disable-next-line no-control-regex
        /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFD]/,
      );
      // eslint-disable-next-line no-misleading-character-class
      expect(value.replace(/[\s\u200B-\u200D\uFEFF\u3164\u2800\u0301]/g, '')).not.toBe('');
    }
  });

  it('keeps line breaks and tabs in notes, and stores text in NFC', async () => {
    const decomposed = 'Đorđe Jovanović\n\tsa ulice Ćirpanova'.normalize('NFD');
    const saved = await call(t.app, 'POST', '/api/notes/save', admin(), { Tekst: decomposed });
    expect(saved.statusCode).toBe(200);
    const note = (await call(t.app, 'GET', `/api/notes/get/${saved.json<{ Id: number }>().Id}`, admin())).json<{
      Tekst: string;
    }>();
    expect(note.Tekst).toBe(decomposed.normalize('NFC'));
    expectRefused(await call(t.app, 'POST', '/api/masine/save', admin(), { Ime: 'Laser\nDisto' }));
  });

  it('refuses an RSS address holding a NUL or an override', async () => {
    for (const url of ['http://127.0.0.1:9/a\u0000b', 'http://127.0.0.1:9/\u202Exml.exe', 'http://127.0.0.1:9/\uD800'])
      expect(expectRefused(await call(t.app, 'POST', '/api/rss/save', admin(), { naziv: 'Feed', url }))).toMatch(
        /nedozvoljene znakove/,
      );
  });
});

describe('sign-in with hostile usernames (item 7)', () => {
  it.each([
    ['a NUL byte', 'adm\u0000in'],
    ['a lone surrogate', 'admin\uD800'],
    ['only a zero-width space', '\u200B'],
    ['a right-to-left override', 'admin\u202E'],
  ])('answers a username with %s with 400, not 500', async (_, username) => {
    const response = await call(t.app, 'POST', '/api/radnici/authenticate', undefined, { username, password: 'x' });
    expectRefused(response);
  });

  it('folds a full-width username to the one it reads as (NFKC)', async () => {
    const response = await call(t.app, 'POST', '/api/radnici/authenticate', undefined, {
      username: 'ａｄｍｉｎ',
      password: 'admin',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('usernames that look like another (item 8)', () => {
  const worker = (username: string) => ({
    ime: 'Petar',
    prezime: 'Perić',
    username,
    permission: 'User',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });

  it('refuses a username mixing Latin and Cyrillic (the Cyrillic а in аdmin) with 400', async () => {
    const message = expectRefused(await call(t.app, 'POST', '/api/radnici', admin(), worker('\u0430dmin')));
    expect(message).toMatch(/jednog pisma/);
  });

  it.each([
    ['all-Cyrillic look-alike of ops', '\u043E\u0440\u0455'],
    ['full-width admin', 'ａｄｍｉｎ'],
    ['digit for letter (0ps)', '0ps'],
  ])('refuses the %s with 409 and names the existing username', async (_, username) => {
    const message = expectRefused(await call(t.app, 'POST', '/api/radnici', admin(), worker(username)), 409);
    expect(message).toMatch(/„(ops|admin)“|zauzeto/);
  });

  it('refuses renaming a worker to a look-alike of another, and accepts a distinct name', async () => {
    const created = await call(t.app, 'POST', '/api/radnici', admin(), worker('ppetrovic'));
    expect(created.statusCode).toBe(200);
    const id = created.json<{ Id: number }>().Id;
    const current = (await call(t.app, 'GET', `/api/radnici/${id}`, admin())).json<Record<string, unknown>>();
    const renamed = await call(t.app, 'PUT', '/api/radnici', admin(), {
      ...current,
      username: '\u0501\u0435\u043C\u043E',
    });
    expect(expectRefused(renamed, 409)).toMatch(/„demo“/);
    const distinct = await call(t.app, 'PUT', '/api/radnici', admin(), { ...current, username: 'petar.petrovic' });
    expect(distinct.statusCode).toBe(200);
  });
});

describe('the framework’s own refusals are in the error model', () => {
  it.each(['/api/radnici/%C0%AF', '/api/radnici/%', `/api/radnici/${'9'.repeat(1000)}`])('%s', async (url) => {
    const response = await call(t.app, 'GET', url, admin());
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ ErrorCode: response.statusCode, Type: 4, Message: expect.any(String) });
  });

  it('says a number’s bound once: the field’s own, without zod’s safe-integer bound beside it', async () => {
    const response = await call(t.app, 'GET', '/api/procene?offset=9007199254740993', admin());
    expect(expectRefused(response)).toBe('Neispravan unos (upit): Vrednost ne sme biti veća od 10000000.');
    expect((response.json() as { clientEntryErrors: unknown }).clientEntryErrors).toEqual([
      { name: 'offset', error: 'Vrednost ne sme biti veća od 10000000.' },
    ]);
  });

  it('speaks Serbian for zod’s own checks', async () => {
    const response = await call(t.app, 'POST', '/api/notes/save', admin(), { Tekst: 5, Prioritet: 'visok' });
    expect(expectRefused(response)).toMatch(/^Neispravan unos \(podaci\): .*Očekuje se tekst/);
  });
});

describe('the last line of defence: a value the database refuses is a 400', () => {
  const refusals: [string, ReturnType<typeof sql>][] = [
    ['a NUL byte in text', sql`select ${'a\u0000b'}::text as value`],
    ['an integer past int4', sql`select ${String(2 ** 31)}::int4 as value`],
    ['year 0000', sql`select ${'0000-01-01'}::date as value`],
    ['a date past any calendar', sql`select ${'10000000-01-01'}::date as value`],
    ['text that is not a number', sql`select ${'abc'}::int4 as value`],
  ];

  it.each(refusals)('classifies %s as bad input, on PGlite and PostgreSQL alike', async (_, query) => {
    const error = await t.app.db.execute(query).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeDefined();
    expect(isBadValue(error)).toBe(true);
  });

  it('answers such an error with 400 in the error model, and a genuine fault still with 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/api/nul', async () => t.app.db.execute(sql`select ${'a\u0000b'}::text as value`));
    app.get('/api/kvar', async () => t.app.db.execute(sql`select * from nepostojeca_tabela`));
    const nul = await app.inject({ method: 'GET', url: '/api/nul' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ ErrorCode: 400, Type: 4 });
    expect(nul.body).not.toMatch(/select|0x00|UTF8/i);
    const fault = await app.inject({ method: 'GET', url: '/api/kvar' });
    expect(fault.statusCode).toBe(500);
    expect(fault.body).not.toMatch(/nepostojeca_tabela/);
    await app.close();
  });
});
