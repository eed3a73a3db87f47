/** The daily new-release mail (issue 20): the songs artists the listener follows published since the last one. */
import { mailTexts } from './buyer-mail-texts';
import type { Mail } from './mailer';
import { escapeHtml, greetingMail, linkParagraph, type MailReader } from './templates';

export interface DigestSong {
  title: string;
  artist: string;
  url: string;
}

export function releaseDigestMail(
  input: MailReader & {
    songs: readonly DigestSong[];
    /** The SPA page that turns the mails off without signing in. */
    unsubscribePage: string;
    /** The API URL a mail client POSTs to for a one-click unsubscribe (RFC 8058). */
    unsubscribeUrl: string;
  },
): Mail {
  const { songs, unsubscribePage, unsubscribeUrl, brand, language } = input;
  const w = mailTexts(language).releases;
  const first = songs[0]!;
  const subject = songs.length === 1 ? w.subjectOne(first.artist, first.title) : w.subjectMany(songs.length);
  const mail = greetingMail(input, subject, [
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
