/** The daily new-release mail (issue 20): the songs artists the listener follows published since the last one. */
import { mailTexts, type MailLanguage } from './buyer-mail-texts';
import type { Mail } from './mailer';
import { composeMail, escapeHtml, linkParagraph, type MailBrand } from './templates';

export interface DigestSong {
  title: string;
  artist: string;
  url: string;
}

export function releaseDigestMail(input: {
  to: string;
  name: string;
  songs: readonly DigestSong[];
  /** The SPA page that turns the mails off without signing in. */
  unsubscribePage: string;
  /** The API URL a mail client POSTs to for a one-click unsubscribe (RFC 8058). */
  unsubscribeUrl: string;
  brand: MailBrand;
  /** The listener's `language` preference; English when unknown. */
  language?: MailLanguage;
}): Mail {
  const { name, songs, unsubscribePage, unsubscribeUrl, brand, language } = input;
  const words = mailTexts(language);
  const w = words.releases;
  const first = songs[0]!;
  const subject = songs.length === 1 ? w.subjectOne(first.artist, first.title) : w.subjectMany(songs.length);
  const mail = composeMail(input, subject, [
    words.hi(name),
    '',
    w.intro(brand.siteName),
    ...songs.map((s) => ({ text: `- ${s.title} ${w.by} ${s.artist}: ${s.url}` })),
    {
      html: `<ul>${songs.map((s) => `<li><a href="${escapeHtml(s.url)}">${escapeHtml(s.title)}</a> ${escapeHtml(w.by)} ${escapeHtml(s.artist)}</li>`).join('')}</ul>`,
    },
    '',
    { text: w.why },
    { text: `${w.unsubscribe}: ${unsubscribePage}`, html: linkParagraph(unsubscribePage, w.unsubscribe, '', `${w.why}\n`) },
  ]);
  return {
    ...mail,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
