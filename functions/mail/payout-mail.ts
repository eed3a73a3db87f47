/** The mails an artist gets when an admin pays or rejects a payout request (issue 24), in the artist's language. */
import { mailTexts, type MailLanguage } from './buyer-mail-texts';
import type { Mail } from './mailer';
import { escapeHtml, withFooter, type MailBrand } from './templates';

interface PayoutTexts {
  paidSubject: string;
  paid: (amount: string, method: string) => string;
  reference: string;
  rejectedSubject: string;
  rejected: (amount: string) => string;
  reason: string;
  back: string;
  studio: string;
}

const TEXTS: Record<MailLanguage, PayoutTexts> = {
  en: {
    paidSubject: 'Your payout was sent',
    paid: (amount, method) => `We sent your payout of ${amount} by ${method}.`,
    reference: 'Reference:',
    rejectedSubject: 'Your payout request was rejected',
    rejected: (amount) => `Your payout request of ${amount} was rejected.`,
    reason: 'Reason:',
    back: 'The amount is back in your balance; you can request it again.',
    studio: 'Your studio',
  },
  es: {
    paidSubject: 'Hemos enviado tu pago',
    paid: (amount, method) => `Hemos enviado tu pago de ${amount} por ${method}.`,
    reference: 'Referencia:',
    rejectedSubject: 'Tu solicitud de pago fue rechazada',
    rejected: (amount) => `Tu solicitud de pago de ${amount} fue rechazada.`,
    reason: 'Motivo:',
    back: 'El importe vuelve a tu saldo; puedes solicitarlo de nuevo.',
    studio: 'Tu estudio',
  },
  fr: {
    paidSubject: 'Votre paiement a été envoyé',
    paid: (amount, method) => `Nous avons envoyé votre paiement de ${amount} par ${method}.`,
    reference: 'Référence :',
    rejectedSubject: 'Votre demande de paiement a été refusée',
    rejected: (amount) => `Votre demande de paiement de ${amount} a été refusée.`,
    reason: 'Motif :',
    back: 'Le montant est de retour sur votre solde ; vous pouvez le demander à nouveau.',
    studio: 'Votre studio',
  },
  de: {
    paidSubject: 'Ihre Auszahlung wurde gesendet',
    paid: (amount, method) => `Wir haben Ihre Auszahlung von ${amount} per ${method} gesendet.`,
    reference: 'Referenz:',
    rejectedSubject: 'Ihre Auszahlungsanfrage wurde abgelehnt',
    rejected: (amount) => `Ihre Auszahlungsanfrage über ${amount} wurde abgelehnt.`,
    reason: 'Grund:',
    back: 'Der Betrag ist wieder in Ihrem Guthaben; Sie können ihn erneut anfordern.',
    studio: 'Ihr Studio',
  },
};

const METHOD_LABEL: Record<string, string> = { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket', bank: 'bank transfer' };

export function payoutDecidedMail(input: {
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
}): Mail {
  const { to, name, status, method, note, studioUrl, brand, language } = input;
  const words = mailTexts(language);
  const w = TEXTS[language ?? 'en'];
  const amount = `৳${input.amount.toLocaleString(words.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const lines =
    status === 'paid'
      ? [w.paid(amount, METHOD_LABEL[method] ?? method), `${w.reference} ${note}`]
      : [w.rejected(amount), `${w.reason} ${note}`, w.back];
  const hi = words.hi(name);
  return withFooter(
    brand,
    {
      to,
      subject: status === 'paid' ? w.paidSubject : w.rejectedSubject,
      text: [hi, '', ...lines, '', `${w.studio}: ${studioUrl}`].join('\n'),
      html: `<p>${escapeHtml(hi)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(studioUrl)}">${escapeHtml(w.studio)}</a></p>`,
    },
    language,
  );
}
