/**
 * The API's messages in the reader's language (issue 20). The API keeps its English messages (the
 * spec's texts, and the contract for programs); the browser translates what it recognises: an
 * error's `code`, a fixed message, or a validation message of shared/api/issue-messages.ts read
 * back into its rule and field. Anything else, and everything in English, is shown as sent.
 */
import { currentLanguage, i18n } from '../i18n/i18n';
import { errors } from '../i18n/locales/en/errors';

const english = errors.serverMessages;
type Code = keyof typeof english.codes;
type Field = keyof typeof english.fields;

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

const MESSAGES = compile(english.messages);
const RULES = compile(english.rules);

/** 'New password' → 'newPassword', 'The request' → 'request' (the reverse of issue-messages' `fieldLabel`). */
const fieldKey = (label: string): string => {
  if (label === english.fields.request) return 'request';
  const [first = '', ...rest] = label.split(' ');
  return first.toLowerCase() + rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join('');
};

const isField = (key: string): key is Field => Object.hasOwn(english.fields, key);
const isCode = (code: string | undefined): code is Code => code !== undefined && Object.hasOwn(english.codes, code);

/** A message from the API (or a form check sharing its wording) in the reader's language; itself when unknown. */
export function localizeMessage(text: string): string {
  if (currentLanguage() === 'en' || text === '') return text;
  if (text === english.generic) return i18n.t('serverMessages.generic');
  if (text === english.network) return i18n.t('serverMessages.network');
  for (const { key, pattern } of MESSAGES) {
    const match = pattern.exec(text);
    if (match) return i18n.t(`serverMessages.messages.${key}`, { n: match.groups?.n });
  }
  for (const { key, pattern } of RULES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const field = fieldKey(match.groups?.field ?? '');
    // A field the translations do not name keeps the whole message English rather than mixing languages.
    if (!isField(field)) return text;
    return i18n.t(`serverMessages.rules.${key}`, { field: i18n.t(`serverMessages.fields.${field}`), n: match.groups?.n });
  }
  return text;
}

/** A failed call's text: by its code when the code has one meaning, else by its message. */
export function localizeError(error: { message: string; code?: string }): string {
  if (currentLanguage() === 'en') return error.message;
  if (isCode(error.code)) return i18n.t(`serverMessages.codes.${error.code}`);
  return localizeMessage(error.message);
}
