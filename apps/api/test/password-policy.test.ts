import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  checkPassword,
  passwordLength,
  passwordRuleOf,
} from '@rp/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createAdmin } from '../src/db/seed/accounts.ts';
import { isCommonPassword } from '../src/lib/password-policy.ts';
import { buildTestApp, call, loginAs, signInAll, type Actors, type TestApp } from './helper.ts';

let t: TestApp;
let actors: Actors;
beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
});
afterAll(async () => t.close());

/** Each refused password, the username it is set for, and the ErrorCode it must answer. */
const REFUSED: [string, string, string, number][] = [
  ['seven characters', 'politika1', 'Kratka7', ErrorCode.PasswordTooShort],
  ['eight UTF-16 units but four characters (emoji)', 'politika2', '😀😀😀😀', ErrorCode.PasswordTooShort],
  // Eight code points as typed, seven characters after NFC.
  ['seven characters spelled decomposed (NFD)', 'politika3', 'Sc\u030cepan1', ErrorCode.PasswordTooShort],
  ['over the maximum (never cut)', 'politika4', 'a-Dug'.repeat(26), ErrorCode.PasswordTooLong],
  ['eight spaces', 'politika5', '        ', ErrorCode.PasswordOnlyWhitespace],
  ['tabs and no-break spaces', 'politika6', '\t\u00a0\t\u00a0\u2003\u2003\t\t', ErrorCode.PasswordOnlyWhitespace],
  ['the username itself', 'markopetrovic', 'markopetrovic', ErrorCode.PasswordContainsUsername],
  ['the username in other case', 'markopetrovic2', 'MarkoPetrovic2', ErrorCode.PasswordContainsUsername],
  ['the username inside it', 'jelena.ilic', 'xx-JELENA.ILIC-2024', ErrorCode.PasswordContainsUsername],
  ['"password"', 'politika7', 'password', ErrorCode.PasswordCommon],
  ['"12345678"', 'politika8', '12345678', ErrorCode.PasswordCommon],
  ['"Password" in other case', 'politika9', 'PassWord', ErrorCode.PasswordCommon],
  ['"qwertyuiop"', 'politika10', 'qwertyuiop', ErrorCode.PasswordCommon],
  ['"iloveyou" with a trailing space', 'politika11', 'iloveyou ', ErrorCode.PasswordCommon],
  ['a local favourite', 'politika12', 'beograd123', ErrorCode.PasswordCommon],
];

const newWorker = (username: string, password: string) => ({
  ime: 'Politika',
  prezime: 'Lozinke',
  username,
  permission: 'User',
  password,
  confirmPassword: password,
});

describe('the password policy (contract, shared with the portal)', () => {
  it('counts characters after NFC, not UTF-16 units', () => {
    expect(passwordLength('😀😀😀😀')).toBe(4);
    expect(passwordLength('S\u030c')).toBe(1);
    expect(passwordLength('abcdefgh')).toBe(8);
  });

  it.each([
    ['abcdefg', undefined, 'tooShort'],
    ['abcdefgh', undefined, null],
    ['x'.repeat(PASSWORD_MAX_LENGTH), undefined, null],
    ['x'.repeat(PASSWORD_MAX_LENGTH + 1), undefined, 'tooLong'],
    ['        ', undefined, 'onlyWhitespace'],
    ['Ana-i-ja-2024', 'ana', 'containsUsername'],
    // A username too short to mean anything is not looked for.
    ['aaaaaaaaaaaa', 'aa', null],
    ['ＡＤＭＩＮ-lozinka', 'admin', 'containsUsername'],
  ] as const)('checkPassword(%j, %j) is %j', (password, username, rule) => {
    expect(checkPassword(password, username)).toBe(rule);
  });

  it('finds common and breached passwords in the list shipped with the server, and not good ones', async () => {
    for (const password of ['password', '12345678', 'qwerty123', 'Trustno1', 'lozinka1', 'lozinka123', 'Sifra12'])
      expect(await isCommonPassword(password)).toBe(true);
    for (const password of ['Tacno-konj-baterija-spajalica', 'Zvezdara-pod-snegom-77'])
      expect(await isCommonPassword(password)).toBe(false);
  });

  it('maps every rule to its own ErrorCode', () => {
    const codes = [41, 42, 43, 44, 45];
    expect(codes.map(passwordRuleOf)).toEqual(['tooShort', 'tooLong', 'onlyWhitespace', 'containsUsername', 'common']);
    expect(passwordRuleOf(400)).toBeUndefined();
  });
});

describe('new passwords on the server', () => {
  it.each(REFUSED)('refuses a worker created with %s', async (_, username, password, code) => {
    const response = await call(t.app, 'POST', '/api/radnici', actors.token('admin'), newWorker(username, password));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ ErrorCode: number; Type: number; Message: string }>();
    expect(body).toEqual({
      ErrorCode: code,
      Type: 4,
      Message: PASSWORD_MESSAGES[passwordRuleOf(code)!],
      RequestId: expect.any(String),
    });
  });

  it('accepts a long passphrase with spaces and any characters, and signs in with exactly it', async () => {
    const password = '  čaša vode, 😀 i Ђ — ' + 'x'.repeat(90);
    expect(passwordLength(password)).toBeLessThanOrEqual(PASSWORD_MAX_LENGTH);
    const created = await call(t.app, 'POST', '/api/radnici', actors.token('admin'), newWorker('fraza1', password));
    expect(created.statusCode).toBe(200);
    expect(await loginAs(t.app, 'fraza1', password)).toBeTruthy();
    // No silent truncation: a prefix of it is not the password.
    const prefix = await t.app.inject({
      method: 'POST',
      url: '/api/radnici/authenticate',
      payload: { username: 'fraza1', password: password.slice(0, 64) },
    });
    expect(prefix.statusCode).toBe(400);
  });

  it('counts a password typed in decomposed form by its characters, and it signs in however it is typed', async () => {
    // 100 characters after NFC, 300 UTF-16 units as typed (s + two combining dots each).
    const decomposed = 'ṩ'.repeat(100).normalize('NFD');
    expect(decomposed.length).toBe(300);
    const created = await call(
      t.app,
      'POST',
      '/api/radnici',
      actors.token('admin'),
      newWorker('razlozena', decomposed),
    );
    expect(created.statusCode).toBe(200);
    expect(await loginAs(t.app, 'razlozena', decomposed)).toBeTruthy();
    expect(await loginAs(t.app, 'razlozena', decomposed.normalize('NFC'))).toBeTruthy();
  });

  it('applies the rules to a change, a reset and a password set through PUT radnici', async () => {
    const password = 'Pocetna-lozinka-za-pravila';
    expect(
      (await call(t.app, 'POST', '/api/radnici', actors.token('admin'), newWorker('pravila1', password))).statusCode,
    ).toBe(200);
    const token = await loginAs(t.app, 'pravila1', password);

    const change = await call(t.app, 'PUT', '/api/radnici/changepassword', token, {
      userName: 'pravila1',
      oldPassword: password,
      newPassword: '12345678',
      confirmPassword: '12345678',
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toMatchObject({ ErrorCode: ErrorCode.PasswordCommon, Type: 4 });

    const reset = await call(t.app, 'PUT', '/api/radnici/resetpassword', actors.token('admin'), {
      userName: 'pravila1',
      newPassword: 'Pravila1!',
      confirmPassword: 'Pravila1!',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ ErrorCode: ErrorCode.PasswordContainsUsername, Type: 4 });

    const current = (await call(t.app, 'GET', `/api/radnici/${await idOf('pravila1')}`, actors.token('admin'))).json();
    const edit = await call(t.app, 'PUT', '/api/radnici', actors.token('admin'), {
      ...current,
      password: '        ',
      confirmPassword: '        ',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ ErrorCode: ErrorCode.PasswordOnlyWhitespace, Type: 4 });

    // Nothing was changed: the first password still signs in.
    expect(await loginAs(t.app, 'pravila1', password)).toBeTruthy();
  });

  it('keeps the demo logins working with their known passwords', async () => {
    for (const who of ['admin', 'demo', 'user', 'ops']) expect(await loginAs(t.app, who)).toBeTruthy();
  });
});

async function idOf(username: string): Promise<number> {
  const list = await call(t.app, 'GET', '/api/radnici', actors.token('admin'));
  return list.json<{ itemList: { id: number; username: string }[] }>().itemList.find((r) => r.username === username)!
    .id;
}

describe('create-admin and ADMIN_PASSWORD', () => {
  it('refuse a password that breaks the policy, in English and Serbian, and accept a good one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rp-create-admin-'));
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      await expect(createAdmin(database.db, 'sefica', 'password')).rejects.toThrow(/too common.*previše česta/);
      await expect(createAdmin(database.db, 'sefica', 'sefica-2024')).rejects.toThrow(/must not contain the username/);
      await expect(createAdmin(database.db, 'sefica', 'kratka')).rejects.toThrow(/at least 8/);
      expect((await createAdmin(database.db, 'sefica', 'dugacka-lozinka')).created).toBe(true);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start with an ADMIN_PASSWORD that breaks the policy', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rp-admin-password-'));
    const config = loadConfig(
      { DEMO: '0', LOG_LEVEL: 'silent' },
      {
        dataDir,
        databaseUrl: undefined,
        jwtSecret: 'x'.repeat(40),
        adminUsername: 'sefica',
        adminPassword: '12345678',
      },
    );
    const app = await buildApp({ config, logger: false });
    try {
      await expect(app.ready()).rejects.toThrow(/too common/);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
