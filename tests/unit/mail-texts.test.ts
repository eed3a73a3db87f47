/**
 * Every mail's words exist in every language the `language` preference offers, with the English
 * text's placeholders, and none is the English text left in place (issue 21): `MailKey` types the
 * English keys, not what the other resources hold.
 */
import { describe, expect, it } from 'vitest';
import { fill, mailWords, type MailLanguage } from '../../functions/mail/mail-words';
import { passwordResetMail } from '../../functions/mail/templates';
import de from '../../functions/mail/texts/de.json';
import en from '../../functions/mail/texts/en.json';
import es from '../../functions/mail/texts/es.json';
import fr from '../../functions/mail/texts/fr.json';

/** Each text of a resource as its key path and what it reads. */
function entries(texts: object, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value as object, `${prefix}${key}.`),
  );
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

const english = new Map(entries(en));
const OTHERS: [MailLanguage, object][] = [
  ['es', es],
  ['fr', fr],
  ['de', de],
];

describe('mail texts in every language', () => {
  it.each(OTHERS)('has every English mail text in %s, and no other', (_language, texts) => {
    expect(entries(texts).map(([key]) => key)).toEqual([...english.keys()]);
  });

  it.each(OTHERS)('fills the same placeholders as the English text in %s', (_language, texts) => {
    const differing = entries(texts)
      .filter(([key, text]) => placeholders(text).join() !== placeholders(english.get(key) ?? '').join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it.each(OTHERS)('translates every mail text into %s instead of repeating the English', (_language, texts) => {
    const untranslated = entries(texts)
      .filter(([key, text]) => text.trim() !== '' && english.get(key) === text)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('reads a text in the asked language, with its placeholders filled and nothing escaped', async () => {
    expect((await mailWords('fr'))('approved.subject', { invoice: 'INV-1', title: 'Rain & <Sun>' })).toBe(
      'Commande INV-1 approuvée : Rain & <Sun>',
    );
    expect((await mailWords())('releases.subjectMany', { count: 3 })).toBe('3 new songs from artists you follow');
  });

  it('refuses to send a text with a placeholder left unfilled', () => {
    expect(() => fill('Your order {{invoice}}: {{title}}', { invoice: 'INV-1' })).toThrow('{{title}}');
  });

  it.each(OTHERS)('writes the whole password-reset mail in %s, with the link and the code', async (language) => {
    const input = {
      to: 'a@example.com',
      name: 'Ana',
      token: 't0k',
      link: 'https://x/auth?reset=t0k',
      minutes: 30,
      brand: { siteName: 'SoundMarket', contactEmail: '', supportEmail: '' },
    };
    const mail = await passwordResetMail({ ...input, language });
    const inEnglish = await passwordResetMail(input);
    const t = await mailWords(language);
    expect(mail.subject).toBe(t('reset.subject'));
    for (const line of [
      t('reset.asked', { site: 'SoundMarket' }),
      t('reset.openLink', { minutes: 30 }),
      t('reset.token'),
      t('reset.notYou'),
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain(t('reset.linkLabel'));
    expect(mail.text).toContain('https://x/auth?reset=t0k');
    expect(mail.text).toContain('t0k');
    // No English line of the reset mail is left in the translated one.
    for (const line of inEnglish.text.split('\n').filter((l) => /[a-z]{4}/i.test(l) && !l.includes('https://') && !l.startsWith('—'))) {
      expect(mail.text.split('\n')).not.toContain(line);
    }
  });
});
