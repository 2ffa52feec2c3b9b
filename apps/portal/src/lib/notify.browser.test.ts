import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode, PASSWORD_MESSAGES } from '@rp/contract';
import { i18n } from '../i18n/i18n.ts';
import { messageFor } from './notify.ts';

describe('messageFor', () => {
  afterAll(async () => {
    await i18n.changeLanguage('sr');
  });

  it.each([
    [ErrorCode.PasswordTooShort, 'tooShort', 'The password must have at least 8 characters.'],
    [ErrorCode.PasswordTooLong, 'tooLong', 'The password may have at most 128 characters.'],
    [ErrorCode.PasswordOnlyWhitespace, 'onlyWhitespace', 'The password must not be only spaces.'],
    [ErrorCode.PasswordContainsUsername, 'containsUsername', 'The password must not contain the username.'],
    [ErrorCode.PasswordCommon, 'common', 'This password is too common or has been leaked. Choose another.'],
  ] as const)('shows the server’s password refusal %i in English to an English user', async (code, rule, text) => {
    await i18n.changeLanguage('en_US');
    expect(messageFor(code, PASSWORD_MESSAGES[rule])).toBe(text);
    await i18n.changeLanguage('sr');
    expect(messageFor(code, PASSWORD_MESSAGES[rule])).toBe(PASSWORD_MESSAGES[rule]);
  });

  it('keeps any other server message as it is', () => {
    expect(messageFor(400, 'Stara lozinka nije ispravna.')).toBe('Stara lozinka nije ispravna.');
  });
});
