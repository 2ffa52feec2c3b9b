import { describe, expect, it } from 'vitest';
import { changePasswordSchema, resetPasswordSchema, type Radnik } from '@rp/contract';
import {
  NEW_RADNIK_VALUES,
  parseCreateForm,
  parseWithSchema,
  parseUpdateForm,
  radnikAccess,
  remainingLeave,
  roleOptions,
  toFormValues,
  type RadnikFormValues,
} from './radnik-form.ts';

const radnik: Radnik = {
  id: 7,
  ime: 'Milan',
  prezime: 'Stojanović',
  username: 'mstojanovic',
  aktivan: true,
  permission: 'User',
  slobodniDani: 20,
  IskoristeniDani: 11,
  cenaRada: 1600.5,
  idGrada: 12,
  idOpstine: 3,
  jezik: 'en_US',
  verzija: 4,
  datumPocetka: '2024-01-01',
  datumOdlaska: null,
};

const newWorker: RadnikFormValues = {
  ...NEW_RADNIK_VALUES,
  ime: ' Jovana ',
  prezime: 'Lukić',
  username: 'jlukic',
  cenaRada: '1.750,00',
  idOpstine: '3',
  password: 'tajna-lozinka',
  confirmPassword: 'tajna-lozinka',
};

describe('parseCreateForm', () => {
  it('turns the typed form into the POST radnici body', () => {
    expect(parseCreateForm(newWorker, 'sr')).toEqual({
      ok: true,
      body: {
        ime: 'Jovana',
        prezime: 'Lukić',
        username: 'jlukic',
        aktivan: true,
        permission: 'User',
        slobodniDani: 20,
        IskoristeniDani: 0,
        cenaRada: 1750,
        idOpstine: 3,
        idGrada: null,
        datumOdlaska: null,
        jezik: 'sr',
        password: 'tajna-lozinka',
        confirmPassword: 'tajna-lozinka',
      },
    });
  });

  it('sends the start and leaving dates, and refuses a leaving date before the start', () => {
    const dated = { ...newWorker, datumPocetka: '2026-10-23', datumOdlaska: '2027-03-31' };
    expect(parseCreateForm(dated, 'sr')).toMatchObject({
      ok: true,
      body: { datumPocetka: '2026-10-23', datumOdlaska: '2027-03-31' },
    });
    expect(parseCreateForm({ ...dated, datumOdlaska: '2026-10-22' }, 'sr')).toEqual({
      ok: false,
      issues: { datumOdlaska: { code: 'leavesBeforeStart' } },
    });
  });

  it('reads the cost of work in the interface language and takes an empty one as 0', () => {
    const en = parseCreateForm({ ...newWorker, cenaRada: '1,750.50' }, 'en');
    expect(en.ok && en.body.cenaRada).toBe(1750.5);
    const empty = parseCreateForm({ ...newWorker, cenaRada: '' }, 'sr');
    expect(empty.ok && empty.body.cenaRada).toBe(0);
  });

  it.each<[string, Partial<RadnikFormValues>, Record<string, unknown>]>([
    ['a missing name', { ime: '  ' }, { ime: { code: 'required' } }],
    ['a username with a space', { username: 'j lukic' }, { username: { code: 'usernameChars' } }],
    [
      'a missing password',
      { password: '', confirmPassword: '' },
      { password: { code: 'required' }, confirmPassword: { code: 'required' } },
    ],
    ['a missing confirmation', { confirmPassword: '' }, { confirmPassword: { code: 'required' } }],
    [
      'a short password',
      { password: 'kratka', confirmPassword: 'kratka' },
      { password: { code: 'passwordRule', rule: 'tooShort' } },
    ],
    [
      'a password of spaces only',
      { password: '         ', confirmPassword: '         ' },
      { password: { code: 'passwordRule', rule: 'onlyWhitespace' } },
    ],
    [
      'a password holding the username',
      { username: 'jlukic', password: 'JLukic-2025', confirmPassword: 'JLukic-2025' },
      { password: { code: 'passwordRule', rule: 'containsUsername' } },
    ],
    [
      'a confirmation that differs (compareTo)',
      { confirmPassword: 'tajna-lozinkA' },
      {
        confirmPassword: { code: 'passwordMismatch' },
      },
    ],
    [
      'leave days that are not a number',
      { slobodniDani: '2x' },
      {
        slobodniDani: { code: 'entry', entryCode: 'INVALID_INTEGER' },
      },
    ],
    ['empty leave days', { IskoristeniDani: '' }, { IskoristeniDani: { code: 'required' } }],
    ['too many leave days', { slobodniDani: '400' }, { slobodniDani: { code: 'max', max: 365 } }],
    ['negative used days', { IskoristeniDani: '-1' }, { IskoristeniDani: { code: 'min', min: 0 } }],
    [
      'a cost of work that is not an amount',
      { cenaRada: '1.5' },
      {
        cenaRada: { code: 'entry', entryCode: 'INVALID_CURRENCY' },
      },
    ],
  ])('refuses %s', (_, change, issues) => {
    expect(parseCreateForm({ ...newWorker, ...change }, 'sr')).toEqual({ ok: false, issues });
  });

  it('reports every field at once', () => {
    const result = parseCreateForm({ ...NEW_RADNIK_VALUES, confirmPassword: 'x' }, 'sr');
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.issues).sort()).toEqual(['confirmPassword', 'ime', 'password', 'prezime', 'username']);
  });
});

describe('parseUpdateForm', () => {
  it('sends the version read and keeps the account language, with no password', () => {
    const result = parseUpdateForm({ ...toFormValues(radnik, 'sr'), ime: 'Miloš' }, radnik, 'sr');
    expect(result).toEqual({
      ok: true,
      body: {
        id: 7,
        verzija: 4,
        datumPocetka: '2024-01-01',
        datumOdlaska: null,
        ime: 'Miloš',
        prezime: 'Stojanović',
        username: 'mstojanovic',
        aktivan: true,
        permission: 'User',
        slobodniDani: 20,
        IskoristeniDani: 11,
        cenaRada: 1600.5,
        idOpstine: 3,
        idGrada: 12,
        jezik: 'en_US',
      },
    });
  });

  it('round-trips the record through the form in both languages', () => {
    for (const locale of ['sr', 'en'] as const) {
      const result = parseUpdateForm(toFormValues(radnik, locale), radnik, locale);
      expect(result.ok && result.body.cenaRada).toBe(1600.5);
    }
    expect(toFormValues(radnik, 'sr').cenaRada).toBe('1.600,50');
    expect(toFormValues({ ...radnik, idGrada: null }, 'sr').idGrada).toBe('');
  });
});

describe('remainingLeave', () => {
  it.each([
    ['20', '11', 9],
    ['20', '25', -5],
    ['', '3', null],
    ['2x', '3', null],
  ])('%s − %s = %s', (free, used, expected) => {
    expect(remainingLeave(free, used)).toBe(expected);
  });
});

describe('radnikAccess', () => {
  const admin = { id: 1, roles: ['Admin'] };
  const demo = { id: 2, roles: ['Demo'] };
  const user = { id: 7, roles: ['User'] };
  const ops = { id: 4, roles: ['Operations'] };
  const none = {
    canEdit: false,
    canEditPrivileged: false,
    canEditRoleAndStatus: false,
    canChangePassword: false,
    canResetPassword: false,
  };

  it.each([
    ['Admin on a new worker', admin, null, { canEdit: true, canEditPrivileged: true, canGrantAdmin: true }],
    ['Demo on a new worker', demo, null, { canEdit: true, canEditPrivileged: true, canGrantAdmin: false }],
    ['Admin on a worker', admin, radnik, { canEdit: true, canEditRoleAndStatus: true, canResetPassword: true }],
    ['Demo on a worker', demo, radnik, { canEdit: true, canEditRoleAndStatus: true, canResetPassword: false }],
    ['Demo on an Admin', demo, { id: 1, permission: 'Admin' as const }, none],
    ['a User on their own record', user, radnik, { canEdit: true, canEditPrivileged: false, canChangePassword: true }],
    ['Operations on another record', ops, radnik, none],
    [
      'an Admin on their own record',
      admin,
      { id: 1, permission: 'Admin' as const },
      { canEdit: true, canEditPrivileged: true, canEditRoleAndStatus: false, canChangePassword: true },
    ],
  ])('%s', (_, who, record, expected) => {
    expect(radnikAccess(who, record)).toMatchObject(expected);
  });
});

describe('roleOptions', () => {
  it('offers Admin only to an Admin, and always the current role', () => {
    expect(roleOptions(true)).toEqual(['User', 'Admin', 'Operations']);
    expect(roleOptions(false)).toEqual(['User', 'Operations']);
    expect(roleOptions(false, 'Demo')).toEqual(['User', 'Operations', 'Demo']);
  });
});

describe('password dialogs (contract schemas, compareTo)', () => {
  it('needs the old password and a matching confirmation to change a password', () => {
    expect(
      parseWithSchema(changePasswordSchema, {
        userName: 'jlukic',
        oldPassword: '',
        newPassword: 'nova-lozinka',
        confirmPassword: 'nova-lozinkA',
      }),
    ).toEqual({
      ok: false,
      issues: { oldPassword: { code: 'required' }, confirmPassword: { code: 'passwordMismatch' } },
    });
  });

  it('resets with a long enough new password', () => {
    expect(
      parseWithSchema(
        resetPasswordSchema,
        { userName: 'jlukic', newPassword: 'kratka', confirmPassword: 'kratka' },
        { field: 'newPassword', username: 'jlukic' },
      ),
    ).toEqual({ ok: false, issues: { newPassword: { code: 'passwordRule', rule: 'tooShort' } } });
    expect(
      parseWithSchema(
        resetPasswordSchema,
        { userName: 'jlukic', newPassword: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
        { field: 'newPassword', username: 'jlukic' },
      ),
    ).toEqual({ ok: false, issues: { newPassword: { code: 'passwordRule', rule: 'tooLong' } } });
    expect(
      parseWithSchema(
        resetPasswordSchema,
        { userName: 'jlukic', newPassword: 'moj-jlukic-1', confirmPassword: 'moj-jlukic-1' },
        { field: 'newPassword', username: 'jlukic' },
      ),
    ).toEqual({ ok: false, issues: { newPassword: { code: 'passwordRule', rule: 'containsUsername' } } });
    expect(
      parseWithSchema(resetPasswordSchema, {
        userName: 'jlukic',
        newPassword: 'nova-lozinka',
        confirmPassword: 'nova-lozinka',
      }).ok,
    ).toBe(true);
  });

  it('says an empty confirmation is required, beside an empty new password too', () => {
    const confirm = { field: 'newPassword', username: 'jlukic', confirmField: 'confirmPassword' };
    expect(
      parseWithSchema(resetPasswordSchema, { userName: 'jlukic', newPassword: '', confirmPassword: '' }, confirm),
    ).toEqual({
      ok: false,
      issues: { newPassword: { code: 'required' }, confirmPassword: { code: 'required' } },
    });
    expect(
      parseWithSchema(
        resetPasswordSchema,
        { userName: 'jlukic', newPassword: 'nova-lozinka', confirmPassword: '' },
        confirm,
      ),
    ).toEqual({ ok: false, issues: { confirmPassword: { code: 'required' } } });
  });
});
