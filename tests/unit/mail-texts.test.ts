/**
 * Every mail's words exist in every language the `language` preference offers, and none is the
 * English text left in place (issue 21): the types say a key exists, not that it was translated.
 */
import { describe, expect, it } from 'vitest';
import { mailTexts, type MailLanguage } from '../../functions/mail/buyer-mail-texts';
import { passwordResetMail } from '../../functions/mail/templates';

/** Each text as a path and what it reads: strings as they are, functions with sample values. */
function entries(texts: object, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]): [string, string][] => {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') return [[path, value]];
    if (typeof value === 'function') return [[path, String((value as (...args: unknown[]) => unknown)('Ana', 'INV-1', 'Song'))]];
    if (typeof value === 'object' && value !== null) return entries(value as object, `${path}.`);
    return [[path, String(value)]];
  });
}

const english = new Map(entries(mailTexts('en')));
const OTHERS: MailLanguage[] = ['es', 'fr', 'de'];

describe('mail texts in every language', () => {
  it.each(OTHERS)('has every English mail text in %s, and no other', (language) => {
    expect([...new Map(entries(mailTexts(language))).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(OTHERS)('translates every mail text into %s instead of repeating the English', (language) => {
    const untranslated = entries(mailTexts(language))
      .filter(([path, text]) => text.trim() !== '' && english.get(path) === text)
      .map(([path]) => path);
    expect(untranslated).toEqual([]);
  });

  it.each(OTHERS)('writes the whole password-reset mail in %s, with the link and the code', (language) => {
    const input = {
      to: 'a@example.com',
      name: 'Ana',
      token: 't0k',
      link: 'https://x/auth?reset=t0k',
      minutes: 30,
      brand: { siteName: 'SoundMarket', contactEmail: '', supportEmail: '' },
    };
    const mail = passwordResetMail({ ...input, language });
    const inEnglish = passwordResetMail(input);
    const w = mailTexts(language).reset;
    expect(mail.subject).toBe(w.subject);
    for (const line of [w.asked('SoundMarket'), w.openLink(30), w.token, w.notYou]) expect(mail.text).toContain(line);
    expect(mail.html).toContain(w.linkLabel);
    expect(mail.text).toContain('https://x/auth?reset=t0k');
    expect(mail.text).toContain('t0k');
    // No English line of the reset mail is left in the translated one.
    for (const line of inEnglish.text.split('\n').filter((l) => /[a-z]{4}/i.test(l) && !l.includes('https://') && !l.startsWith('—'))) {
      expect(mail.text.split('\n')).not.toContain(line);
    }
  });
});
