/**
 * The API's messages in the reader's language (issue 20). The API keeps its English messages (the
 * spec's texts, and the contract for programs); the browser translates what it recognises: an
 * error's `code`, a fixed message, or a validation message of shared/api/issue-messages.ts read
 * back into its rule and field. Anything else, and everything in English, is shown as sent.
 */
import { currentLanguage, i18n } from '../i18n/i18n';
import type { Messages } from '../i18n/locales/en';

type English = Messages['serverMessages'];
type Code = keyof English['codes'];
type Field = keyof English['fields'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'Password must be at least {{n}} characters' → /^Password must be at least (?<n>-?[\d.]+) characters$/. */
const patternOf = (template: string): RegExp =>
  new RegExp(
    `^${escape(template)
      .replace(/\\\{\\\{field\\\}\\\}/g, '(?<field>.+?)')
      .replace(/\\\{\\\{n\\\}\\\}/g, '(?<n>-?[\\d.]+)')}$`,
  );

const compile = <K extends string>(templates: Record<K, string>) =>
  (Object.entries(templates) as [K, string][]).map(([key, template]) => ({ key, pattern: patternOf(template) }));

const compileTables = (english: English) => ({ english, messages: compile(english.messages), rules: compile(english.rules) });
let compiled: ReturnType<typeof compileTables> | undefined;

/**
 * The English messages to recognise. They are not in the first download: i18n.ts loads them
 * (locales/en/errors.ts) with any other language's texts, so they are here whenever that
 * language is shown; English needs no translating.
 */
function tables() {
  if (compiled) return compiled;
  const english = i18n.getResource('en', 'translation', 'serverMessages') as English | undefined;
  if (!english) return undefined;
  compiled = compileTables(english);
  return compiled;
}

/** 'New password' → 'newPassword', 'The request' → 'request' (the reverse of issue-messages' `fieldLabel`). */
const fieldKey = (english: English, label: string): string => {
  if (label === english.fields.request) return 'request';
  const [first = '', ...rest] = label.split(' ');
  return first.toLowerCase() + rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join('');
};

const isField = (english: English, key: string): key is Field => Object.hasOwn(english.fields, key);
const isCode = (english: English, code: string | undefined): code is Code => code !== undefined && Object.hasOwn(english.codes, code);

/** A message from the API (or a form check sharing its wording) in the reader's language; itself when unknown. */
export function localizeMessage(text: string): string {
  const known = currentLanguage() === 'en' || text === '' ? undefined : tables();
  if (!known) return text;
  const { english } = known;
  if (text === english.generic) return i18n.t('serverMessages.generic');
  if (text === english.network) return i18n.t('serverMessages.network');
  for (const { key, pattern } of known.messages) {
    const match = pattern.exec(text);
    if (match) return i18n.t(`serverMessages.messages.${key}`, { n: match.groups?.n });
  }
  for (const { key, pattern } of known.rules) {
    const match = pattern.exec(text);
    if (!match) continue;
    const field = fieldKey(english, match.groups?.field ?? '');
    // A field the translations do not name keeps the whole message English rather than mixing languages.
    if (!isField(english, field)) return text;
    return i18n.t(`serverMessages.rules.${key}`, { field: i18n.t(`serverMessages.fields.${field}`), n: match.groups?.n });
  }
  return text;
}

/** A failed call's text: by its code when the code has one meaning, else by its message. */
export function localizeError(error: { message: string; code?: string }): string {
  const known = currentLanguage() === 'en' ? undefined : tables();
  if (!known) return error.message;
  if (isCode(known.english, error.code)) return i18n.t(`serverMessages.codes.${error.code}`);
  return localizeMessage(error.message);
}
