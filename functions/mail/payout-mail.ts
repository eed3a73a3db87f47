/** The mails an artist gets when an admin pays or rejects a payout request (issue 24), in the artist's language. */
import { mailWords, type MailLanguage } from './mail-words';
import type { Mail } from './mailer';
import { escapeHtml, greeting, withFooter, type MailBrand } from './templates';

const METHOD_LABEL: Record<string, string> = { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket', bank: 'bank transfer' };

export async function payoutDecidedMail(input: {
  to: string;
  name: string;
  status: 'paid' | 'rejected';
  /** Taka, major units. */
  amount: number;
  method: string;
  note: string;
  studioUrl: string;
  brand: MailBrand;
  language?: MailLanguage;
}): Promise<Mail> {
  const { to, name, status, method, note, studioUrl, brand } = input;
  const t = await mailWords(input.language);
  const amount = `৳${input.amount.toLocaleString(t('locale'), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const lines =
    status === 'paid'
      ? [t('payout.paid', { amount, method: METHOD_LABEL[method] ?? method }), `${t('payout.reference')} ${note}`]
      : [t('payout.rejected', { amount }), `${t('payout.reason')} ${note}`, t('payout.back')];
  const hi = greeting(t, name);
  const studio = t('payout.studio');
  return withFooter(t, brand, {
    to,
    subject: status === 'paid' ? t('payout.paidSubject') : t('payout.rejectedSubject'),
    text: [hi, '', ...lines, '', `${studio}: ${studioUrl}`].join('\n'),
    html: `<p>${escapeHtml(hi)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(studioUrl)}">${escapeHtml(studio)}</a></p>`,
  });
}
