import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './merge.ts';

export const LANGUAGES = ['sr', 'en_US'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'rp.language';

function storedLanguage(): Language {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'sr';
}

/**
 * The messages come in chunks of their own, per language and in two parts: the portal's own (`core`: the login
 * screen, the shell, the error pages and notices, the design system's labels), loaded before the first render
 * (main.tsx), and the features' (`screens`), loaded before the signed-in shell renders (router.tsx). A browser loads
 * its interface language only, and another one when the user switches to it.
 */
type Part = 'core' | 'screens';
const PARTS: Record<Language, Record<Part, () => Promise<Messages>>> = {
  sr: {
    core: () => import('./sr.json').then((module) => module.default as Messages),
    screens: () => import('./screens.sr.ts').then((module) => module.messages),
  },
  en_US: {
    core: () => import('./en_US.json').then((module) => module.default as Messages),
    screens: () => import('./screens.en_US.ts').then((module) => module.messages),
  },
};

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  // Filled by loadLanguage; with resources given (none yet) the instance is ready at once and never waits on a backend.
  resources: {},
  lng: storedLanguage(),
  fallbackLng: 'sr',
  interpolation: { escapeValue: false },
  returnNull: false,
  // no advertisement in the users' console
  showSupportNotice: false,
});

/** The parts asked for so far: the core from the start, the screens' once the signed-in shell is on its way. */
const wanted = new Set<Part>(['core']);
const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();

function loadPart(language: Language, part: Part): Promise<void> {
  const key = `${language}/${part}`;
  let pending = loads.get(key);
  if (!pending) {
    pending = PARTS[language][part]().then(
      (messages) => {
        i18n.addResourceBundle(language, 'translation', messages, true, true);
        loaded.add(key);
      },
      (error: unknown) => {
        // Tried again on the next call.
        loads.delete(key);
        throw error;
      },
    );
    loads.set(key, pending);
  }
  return pending;
}

const hasWanted = (language: Language) => [...wanted].every((part) => loaded.has(`${language}/${part}`));

/** Loads a language's messages (each part asked for so far, once); rejects when one cannot be loaded. */
export async function loadLanguage(language: Language): Promise<void> {
  // A part asked for while these load (the shell's, on signing in) is loaded too before this answers.
  do await Promise.all([...wanted].map((part) => loadPart(language, part)));
  while (!hasWanted(language));
}

/** The features' messages too, in the interface language: before any screen behind sign-in renders. */
export function loadScreenMessages(): Promise<void> {
  wanted.add('screens');
  return loadLanguage(currentLanguage());
}

let latestChoice: Language | undefined;

/**
 * Switches the interface language once its messages are here: until then the screen stays in the language it shows,
 * never a key. Answers false when a later choice came first (the later one wins); rejects, changing nothing, when the
 * messages cannot be loaded.
 */
export async function setLanguage(language: Language): Promise<boolean> {
  latestChoice = language;
  await loadLanguage(language);
  if (latestChoice !== language) return false;
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language === 'sr' ? 'sr' : 'en';
  await i18n.changeLanguage(language);
  return true;
}

/** True once this browser has a language of its own (chosen here, or taken from the account once). */
export function hasStoredLanguage(): boolean {
  return localStorage.getItem(STORAGE_KEY) !== null;
}

export function currentLanguage(): Language {
  return (i18n.language as Language) ?? 'sr';
}
