/** The daily new-release mail (issue 20): the songs artists the listener follows published since the last one. */
import { mailWords } from './mail-words';
import type { Mail } from './mailer';
import { escapeHtml, greetingMail, linkParagraph, type MailReader } from './templates';

export interface DigestSong {
  title: string;
  artist: string;
  url: string;
}

export async function releaseDigestMail(
  input: MailReader & {
    songs: readonly DigestSong[];
    /** The SPA page that turns the mails off without signing in. */
    unsubscribePage: string;
    /** The API URL a mail client POSTs to for a one-click unsubscribe (RFC 8058). */
    unsubscribeUrl: string;
  },
): Promise<Mail> {
  const { songs, unsubscribePage, unsubscribeUrl, brand } = input;
  const t = await mailWords(input.language);
  const first = songs[0]!;
  const subject =
    songs.length === 1
      ? t('releases.subjectOne', { artist: first.artist, title: first.title })
      : t('releases.subjectMany', { count: songs.length });
  const [by, why, unsubscribe] = [t('releases.by'), t('releases.why'), t('releases.unsubscribe')];
  const mail = greetingMail(t, input, subject, [
    t('releases.intro', { site: brand.siteName }),
    ...songs.map((s) => ({ text: `- ${s.title} ${by} ${s.artist}: ${s.url}` })),
    {
      html: `<ul>${songs.map((s) => `<li><a href="${escapeHtml(s.url)}">${escapeHtml(s.title)}</a> ${escapeHtml(by)} ${escapeHtml(s.artist)}</li>`).join('')}</ul>`,
    },
    '',
    { text: why },
    { text: `${unsubscribe}: ${unsubscribePage}`, html: linkParagraph(unsubscribePage, unsubscribe, '', `${why}\n`) },
  ]);
  return {
    ...mail,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
