import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod';
import { prevedi, zodPorukaSr } from '@rp/contract';
import { messages } from './resources.ts';

export const LANGUAGES = ['sr', 'en_US'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'rp.language';

function storedLanguage(): Language {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'sr';
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { sr: { translation: messages.sr }, en_US: { translation: messages.en_US } },
  lng: storedLanguage(),
  fallbackLng: 'sr',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function setLanguage(language: Language) {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language === 'sr' ? 'sr' : 'en';
  void i18n.changeLanguage(language);
}

/** True once this browser has a language of its own (chosen here, or taken from the account once). */
export function hasStoredLanguage(): boolean {
  return localStorage.getItem(STORAGE_KEY) !== null;
}

export function currentLanguage(): Language {
  return (i18n.language as Language) ?? 'sr';
}

// zod's own check messages (a form's schema without a message of its own) in the interface language, never zod's
// English defaults.
z.config({ customError: (issue) => prevedi(zodPorukaSr(issue), currentLanguage() === 'en_US' ? 'en' : 'sr') });
