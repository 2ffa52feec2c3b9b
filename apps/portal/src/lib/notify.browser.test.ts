import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode, ErrorType, PASSWORD_MESSAGES, masinaPostojiPoruka, rssFeedPostojiPoruka } from '@rp/contract';
import { i18n } from '../i18n/i18n.ts';
import { ApiClientError } from './api-error.ts';
import {
  dismissAuthNotices,
  dismissNotice,
  duplicateNameMessage,
  getNotifyState,
  messageFor,
  report,
} from './notify.ts';

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

  it.each([
    [
      ErrorCode.DuplicateEquipmentName,
      masinaPostojiPoruka('Leica „Disto“ X4'),
      'Equipment named “Leica „Disto“ X4” already exists.',
    ],
    [
      ErrorCode.DuplicateFeedName,
      rssFeedPostojiPoruka('Građevinske vesti'),
      'An RSS feed named “Građevinske vesti” already exists.',
    ],
  ] as const)(
    'shows the duplicate-name refusal %i in the interface language, naming the record',
    async (code, message, english) => {
      await i18n.changeLanguage('en_US');
      expect(messageFor(code, message)).toBe(english);
      await i18n.changeLanguage('sr');
      expect(messageFor(code, message)).toBe(message);
      const error = new ApiClientError(409, { ErrorCode: code, Type: 3, Message: message });
      expect(duplicateNameMessage(error, code)).toBe(message);
      expect(duplicateNameMessage(error, code === 50 ? 51 : 50)).toBeUndefined();
      expect(
        duplicateNameMessage(new ApiClientError(409, { ErrorCode: 409, Type: 3, Message: 'x' }), code),
      ).toBeUndefined();
    },
  );

  it('keeps any other server message as it is', () => {
    expect(messageFor(400, 'Stara lozinka nije ispravna.')).toBe('Stara lozinka nije ispravna.');
  });
});

describe('dismissAuthNotices', () => {
  it('takes away the 401 and 403 notices of the session that ended, and leaves every other one', () => {
    for (const notice of getNotifyState().notices) dismissNotice(notice.id);
    report(ErrorType.Danger, 500, 'Greška servera.');
    report(ErrorType.Danger, 401, 'Unauthorized access');
    report(ErrorType.Danger, 403, 'Forbiden access');
    const before = getNotifyState();
    dismissAuthNotices();
    expect(getNotifyState().notices.map((notice) => notice.code)).toEqual([500]);
    dismissAuthNotices();
    expect(getNotifyState().notices).toHaveLength(1);
    expect(before.notices).toHaveLength(3);
  });
});
