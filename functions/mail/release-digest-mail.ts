/** The daily new-release mail (issue 20): the songs artists the listener follows published since the last one. */
import type { Mail } from './mailer';
import { escapeHtml, withFooter, type MailBrand } from './templates';

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
}): Mail {
  const { to, name, songs, unsubscribePage, unsubscribeUrl, brand } = input;
  const first = songs[0]!;
  const subject = songs.length === 1 ? `New from ${first.artist}: ${first.title}` : `${songs.length} new songs from artists you follow`;
  const mail = withFooter(brand, {
    to,
    subject,
    text: [
      `Hi ${name},`,
      '',
      `New on ${brand.siteName} from artists you follow:`,
      ...songs.map((s) => `- ${s.title} by ${s.artist}: ${s.url}`),
      '',
      'You get at most one of these mails a day because Email updates is on in your settings.',
      `Unsubscribe: ${unsubscribePage}`,
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(name)},</p>
<p>New on ${escapeHtml(brand.siteName)} from artists you follow:</p>
<ul>${songs.map((s) => `<li><a href="${escapeHtml(s.url)}">${escapeHtml(s.title)}</a> by ${escapeHtml(s.artist)}</li>`).join('')}</ul>
<p>You get at most one of these mails a day because Email updates is on in your settings.
<a href="${escapeHtml(unsubscribePage)}">Unsubscribe</a></p>`,
  });
  return {
    ...mail,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
