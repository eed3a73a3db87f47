/**
 * The site's translations (issue 20). English texts of the shell ship with the first download and
 * those of each page area with that area's lazy chunk (`addEnglish`); Spanish, French and German
 * are each one lazy chunk, fetched when that language is first needed. A key missing in a
 * language falls back to English at run time (and fails `tests/unit/i18n-keys.test.ts`).
 */
import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './locales/en';
import { shell } from './locales/en/shell';

export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The names the switcher shows, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };

/** localStorage key of this device's chosen language (a visitor's choice or the signed-in user's setting). */
export const LANGUAGE_KEY = 'language';

// With another language come the English API messages that lib/error-text.ts recognises and
// translates (English shows them as the server sends them, so it never needs them).
const withServerMessages = <T>(texts: Promise<T>): Promise<T> =>
  Promise.all([texts, import('./locales/en/errors')]).then(([module]) => module);

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ messages: object }>> = {
  es: () => withServerMessages(import('./locales/es/index')),
  fr: () => withServerMessages(import('./locales/fr/index')),
  de: () => withServerMessages(import('./locales/de/index')),
};

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load = loaders[language as keyof typeof loaders];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.messages as Record<string, unknown>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export const i18n = i18next.createInstance();

const pendingEnglish: Partial<Messages>[] = [];
// Set once init() has made the store: a file loaded while another language is still being
// fetched (isInitialized is false until then) adds its texts to the store, not to the pending list.
let storeReady = false;

/** Adds an area's English texts; each area's file calls it, so a page that imports it has them. */
export function addEnglish(part: Partial<Messages>): void {
  if (storeReady) i18n.addResourceBundle('en', 'translation', part, true, false);
  else pendingEnglish.push(part);
}

/** 'fr-FR' → 'fr'; anything unsupported → 'en'. */
const baseLanguage = (tag: string): Language => {
  const base = tag.split('-')[0]?.toLowerCase();
  return isLanguage(base) ? base : 'en';
};

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = baseLanguage(language);
});

/**
 * Starts i18n: the device's stored choice, else the browser's first supported language, else
 * English. Resolves once that language's texts are loaded (at once for English).
 */
export function initI18n(options: { language?: Language } = {}): Promise<unknown> {
  if (i18n.isInitialized) return Promise.resolve();
  const started = i18n
    .use(lazyLocales)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      lng: options.language,
      resources: { en: { translation: Object.assign({}, shell, ...pendingEnglish) as object } },
      partialBundledLanguages: true,
      fallbackLng: 'en',
      supportedLngs: LANGUAGES,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      initAsync: false,
      interpolation: { escapeValue: false },
      // i18next's defaults, named: left implicit, every t() call first tests whether its key reads
      // like a sentence (a regular expression per call; among the top functions of /browse's first
      // render in a profile). Every key here is a path.
      keySeparator: '.',
      nsSeparator: ':',
      returnNull: false,
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_KEY,
        caches: [],
        convertDetectedLanguage: baseLanguage,
      },
      react: { useSuspense: false },
    });
  storeReady = true;
  return started;
}

/** The language the UI shows now (one of the four). */
export const currentLanguage = (): Language => baseLanguage(i18n.resolvedLanguage ?? i18n.language ?? 'en');

/** Switches the UI to `language` at once and remembers it on this device. */
export function setLanguage(language: Language): Promise<unknown> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private modes may refuse storage: the language still applies to this tab.
  }
  return currentLanguage() === language && i18n.language === language ? Promise.resolve() : i18n.changeLanguage(language);
}
