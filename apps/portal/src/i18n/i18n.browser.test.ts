import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, i18n, loadScreenMessages, setLanguage } from './i18n.ts';

describe('setLanguage', () => {
  afterEach(async () => {
    await setLanguage('sr');
    localStorage.clear();
  });

  it('switches once the messages are loaded, and keeps the choice in this browser', async () => {
    await loadScreenMessages();
    expect(await setLanguage('en_US')).toBe(true);
    expect(currentLanguage()).toBe('en_US');
    expect(localStorage.getItem('rp.language')).toBe('en_US');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('login.heading')).toBe('Sign in');
  });

  it('lets a later choice win over one still loading', async () => {
    const first = setLanguage('en_US');
    const second = setLanguage('sr');
    expect(await Promise.all([first, second])).toEqual([false, true]);
    expect(currentLanguage()).toBe('sr');
    expect(i18n.t('login.heading')).toBe('Prijava');
  });
});
