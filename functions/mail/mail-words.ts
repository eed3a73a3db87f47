/**
 * The words of every mail, in the four languages of the `language` preference: one JSON resource
 * per language (`texts/<language>.json`, i18next's `{{placeholder}}` syntax), loaded on the first
 * mail a container writes in that language. Filled by `fill`, not i18next: docs/decisions/016-mail-words.md.
 */
import type { Language } from '../../shared/api/account';
import type en from './texts/en.json';

export type MailLanguage = Language;

/** 'reset.subject', 'approved.body', …: every text of the English resource, by its path. */
type KeyOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MailKey = KeyOf<typeof en>;

type Values = Record<string, string | number>;

/** A text in the reader's language, its `{{placeholders}}` filled from `values` (unescaped: templates escape HTML). */
export type MailWords = (key: MailKey, values?: Values) => string;

interface Texts {
  [key: string]: string | Texts;
}

const RESOURCES: Record<MailLanguage, () => Promise<{ default: Texts }>> = {
  en: () => import('./texts/en.json'),
  es: () => import('./texts/es.json'),
  fr: () => import('./texts/fr.json'),
  de: () => import('./texts/de.json'),
};

const lookup = (texts: Texts, key: string): string | undefined => {
  const found = key
    .split('.')
    .reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
  return typeof found === 'string' ? found : undefined;
};

/** Fills every `{{name}}` of `text`; a placeholder without a value is a template's mistake, so it throws. */
export function fill(text: string, values: Values = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`mail text "${text}" needs a value for {{${name}}}`);
    return String(value);
  });
}

/** The recipient's language's words; English when none is known (and for a text a language lacks). */
export async function mailWords(language: MailLanguage = 'en'): Promise<MailWords> {
  const [english, texts] = await Promise.all([RESOURCES.en(), (RESOURCES[language] ?? RESOURCES.en)()]);
  return (key, values) => fill(lookup(texts.default, key) ?? lookup(english.default, key) ?? key, values);
}
