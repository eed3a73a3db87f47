import { describe, expect, it } from 'vitest';
import { requestLanguage } from '../../functions/lib/request-language';
import { guestOrderApprovedMail, guestOrderPlacedMail, guestPlanActivatedMail } from '../../functions/mail/guest-mails';
import { releaseDigestMail } from '../../functions/mail/release-digest-mail';
import { renewalInvoiceMail, subscriptionLapsedMail } from '../../functions/mail/renewal-mail';
import {
  accountInviteMail,
  contactReplyMail,
  emailChangeMail,
  emailVerificationMail,
  orderApprovedMail,
  orderRefundedMail,
  orderRejectedMail,
  passwordResetMail,
  subscriptionActivatedMail,
} from '../../functions/mail/templates';

const brand = { siteName: 'SoundMarket', contactEmail: '', supportEmail: 'help@example.com' };
const approved = (language?: 'en' | 'es' | 'fr' | 'de') =>
  orderApprovedMail({
    to: 'b@example.com',
    name: 'Greta',
    invoice: 'INV-20261126-042',
    title: 'Night <Drive>',
    licenseKey: 'MM-AAAAA-BBBBB-CCCCC-DDDDD',
    ordersUrl: 'https://shop.example/orders',
    brand,
    language,
  });

describe("buyer mails in the recipient's language", () => {
  it('keeps the English mail word for word when no language or en is given', () => {
    expect(approved().text).toBe(
      [
        'Hi Greta,',
        '',
        'Your payment for "Night <Drive>" (order INV-20261126-042) has been approved.',
        'Licence key: MM-AAAAA-BBBBB-CCCCC-DDDDD',
        '',
        'Download the song and your licence PDF from My Orders: https://shop.example/orders',
        '',
        '— SoundMarket',
        'Questions? Write to help@example.com.',
      ].join('\n'),
    );
    expect(approved('en')).toEqual(approved());
  });

  it('writes the approval in German, Spanish and French, escaping values in the HTML', () => {
    const de = approved('de');
    expect(de.subject).toBe('Bestellung INV-20261126-042 genehmigt: Night <Drive>');
    expect(de.text).toContain('Hallo Greta,');
    expect(de.text).toContain('Fragen? Schreib an help@example.com.');
    expect(de.html).toContain('Night &lt;Drive&gt;');
    expect(de.html).not.toContain('<Drive>');
    expect(approved('es').subject).toBe('Pedido INV-20261126-042 aprobado: Night <Drive>');
    expect(approved('fr').text).toContain('Clé de licence : MM-AAAAA-BBBBB-CCCCC-DDDDD');
  });

  it('translates the rejection, the activated plan and the password reset', () => {
    const rejected = orderRejectedMail({
      to: 'b@example.com',
      name: 'Ana',
      invoice: 'INV-20261126-007',
      title: 'Song',
      reason: 'Wrong ID',
      supportUrl: 'https://shop.example/contact',
      brand,
      language: 'es',
    });
    expect(rejected.subject).toBe('Pedido INV-20261126-007: pago rechazado');
    expect(rejected.text).toContain('Motivo: Wrong ID');
    const plan = subscriptionActivatedMail({
      to: 'b@example.com',
      name: 'Luc',
      planName: 'Pro',
      browseUrl: 'https://x/browse',
      brand,
      language: 'fr',
    });
    expect(plan.subject).toBe('Votre Pro est actif');
    // Queued behind the plan the reader has: the date it starts, in the reader's language.
    for (const [language, subject] of [
      ['fr', 'Votre Pro commence le 3 mars 2027'],
      ['de', 'Dein Pro beginnt am 3. März 2027'],
      ['es', 'Tu Pro empieza el 3 de marzo de 2027'],
      ['en', 'Your Pro starts on 3 March 2027'],
    ] as const) {
      const queued = subscriptionActivatedMail({
        to: 'b@example.com',
        name: 'Luc',
        planName: 'Pro',
        browseUrl: 'https://x/browse',
        startsAt: '2027-03-03T10:00:00.000Z',
        brand,
        language,
      });
      expect(queued.subject).toBe(subject);
      expect(queued.text).not.toMatch(/actif|aktiv|activo|active/);
    }
    // A guest's plan queued behind the address's own: the same date, addressed as the guest mails are.
    for (const [language, subject, starts] of [
      ['fr', 'Votre Pro commence le 3 mars 2027', "L'abonnement commence le 3 mars 2027"],
      ['de', 'Ihr Pro beginnt am 3. März 2027', 'Das Abo beginnt am 3. März 2027'],
      ['es', 'Tu Pro empieza el 3 de marzo de 2027', 'El plan empieza el 3 de marzo de 2027'],
      ['en', 'Your Pro starts on 3 March 2027', 'The plan starts on 3 March 2027'],
    ] as const) {
      const guestQueued = guestPlanActivatedMail({
        to: 'g@example.com',
        invoice: 'INV-20261126-008',
        planName: 'Pro',
        signUpUrl: 'https://x/auth?signup=g%40example.com',
        link: 'https://x/guest/orders/8#token=t',
        startsAt: '2027-03-03T10:00:00.000Z',
        brand,
        language,
      });
      expect(guestQueued.subject).toBe(subject);
      expect(guestQueued.text).toContain(starts);
      expect(guestQueued.text).toContain('https://x/auth?signup=g%40example.com');
      expect(guestQueued.text).not.toMatch(/actif|aktiv|activo|active/);
    }
    const reset = passwordResetMail({
      to: 'b@example.com',
      name: 'Greta',
      token: 't0k',
      link: 'https://x/auth?reset=t0k',
      minutes: 30,
      brand,
      language: 'de',
    });
    expect(reset.subject).toBe('Setze dein Passwort zurück');
    expect(reset.text).toContain('(30 Minuten gültig, einmalig)');
    expect(reset.text).toContain('t0k');
  });
});

const verification = (language?: 'en' | 'es' | 'fr' | 'de') =>
  emailVerificationMail({
    to: 'n@example.com',
    name: 'Nia',
    link: 'https://shop.example/verify-email?token=abc',
    hours: 24,
    brand,
    language,
  });

describe("account and support mails in the recipient's language", () => {
  it('keeps the English verification mail word for word', () => {
    expect(verification().subject).toBe('Verify your email address for SoundMarket');
    expect(verification().text).toBe(
      [
        'Hi Nia,',
        '',
        'Welcome to SoundMarket. Please confirm that this is your email address by opening this link',
        '(valid for 24 hours, once):',
        'https://shop.example/verify-email?token=abc',
        '',
        'You can browse and listen right away; purchases open once your address is verified.',
        'If you did not create this account, ignore this mail.',
        '',
        '— SoundMarket',
        'Questions? Write to help@example.com.',
      ].join('\n'),
    );
    expect(verification('en')).toEqual(verification());
  });

  it('writes the verification mail in German, with the link and its lifetime', () => {
    const de = verification('de');
    expect(de.subject).toBe('Bestätige deine E-Mail-Adresse für SoundMarket');
    expect(de.text).toContain('Hallo Nia,');
    expect(de.text).toContain('(24 Stunden gültig, einmalig):\nhttps://shop.example/verify-email?token=abc');
    expect(de.html).toContain('>Meine E-Mail-Adresse bestätigen</a> (24 Stunden gültig, einmalig).');
    expect(de.text).toContain('Fragen? Schreib an help@example.com.');
  });

  it('writes the email-change mail in French and the invitation in Spanish', () => {
    const change = emailChangeMail({
      to: 'new@example.com',
      name: 'Luc',
      link: 'https://x/verify-email?token=t',
      hours: 24,
      brand,
      language: 'fr',
    });
    expect(change.subject).toBe('Confirmez votre nouvelle adresse e-mail pour SoundMarket');
    expect(change.text).toContain('(valable 24 heures, une seule fois) :');
    expect(change.html).toContain('Confirmer ma nouvelle adresse e-mail');
    const invite = accountInviteMail({ to: 'a@example.com', name: 'Ana', link: 'https://x/auth?reset=t', days: 7, brand, language: 'es' });
    expect(invite.subject).toBe('Tu cuenta de SoundMarket');
    expect(invite.text).toContain('Abre este enlace para elegir tu contraseña (válido durante 7 días, una sola vez):');
    expect(invite.text).toContain('¿Preguntas? Escribe a help@example.com.');
  });

  it("writes the refund, the support reply and the new-release mail in the reader's language", () => {
    const refund = orderRefundedMail({
      to: 'b@example.com',
      name: 'Luc',
      invoice: 'INV-20261126-009',
      title: 'Rain <Song>',
      reason: 'Duplicate',
      ordersUrl: 'https://x/orders',
      brand,
      language: 'fr',
    });
    expect(refund.subject).toBe('Commande INV-20261126-009 : remboursée');
    expect(refund.text).toContain('Motif : Duplicate');
    expect(refund.html).toContain('Rain &lt;Song&gt;');
    const reply = contactReplyMail({
      to: 'v@example.com',
      name: 'Greta',
      subject: 'Lizenz',
      original: 'Darf ich das Lied nutzen?',
      reply: 'Ja.',
      brand,
      language: 'de',
    });
    expect(reply.subject).toBe('Re: Lizenz');
    expect(reply.text).toContain('Hallo Greta,\n\nJa.\n\nDu hast geschrieben:\n> Darf ich das Lied nutzen?');
    const digest = releaseDigestMail({
      to: 'f@example.com',
      name: 'Greta',
      songs: [{ title: 'Nacht', artist: 'Luna', url: 'https://x/songs/1' }],
      unsubscribePage: 'https://x/unsubscribe?token=u',
      unsubscribeUrl: 'https://x/api/email/unsubscribe?token=u',
      brand,
      language: 'de',
    });
    expect(digest.subject).toBe('Neu von Luna: Nacht');
    expect(digest.text).toContain('- Nacht von Luna: https://x/songs/1');
    expect(digest.text).toContain('Abmelden: https://x/unsubscribe?token=u');
    expect(digest.headers?.['List-Unsubscribe']).toBe('<https://x/api/email/unsubscribe?token=u>');
  });
});

type Lang = 'en' | 'es' | 'fr' | 'de';
const guestPlaced = (language?: Lang) =>
  guestOrderPlacedMail({
    to: 'g@example.com',
    invoice: 'INV-20261126-042',
    title: 'Night <Drive>',
    link: 'https://x/guest/orders/42#token=abc',
    brand,
    language,
  });
const guestApproved = (language?: Lang) =>
  guestOrderApprovedMail({
    to: 'g@example.com',
    invoice: 'INV-20261126-042',
    title: 'Night <Drive>',
    licenseKey: 'MM-AAAAA-BBBBB-CCCCC-DDDDD',
    link: 'https://x/guest/orders/42#token=def',
    signUpUrl: 'https://x/auth',
    brand,
    language,
  });
const renewal = (language?: Lang, byCard = false) =>
  renewalInvoiceMail({
    to: 's@example.com',
    name: 'Greta',
    planName: 'Pro',
    invoice: 'INV-20261126-077',
    amount: 1234.5,
    currency: 'USD',
    endAt: '2026-03-03T10:00:00.000Z',
    byCard,
    invoiceUrl: 'https://x/subscription-invoice/01J',
    brand,
    language,
  });

describe("guest and renewal mails in the reader's language", () => {
  it('keeps the English guest order mails word for word', () => {
    expect(guestPlaced().subject).toBe('Your order INV-20261126-042: Night <Drive>');
    expect(guestPlaced().text).toBe(
      [
        'Hello,',
        '',
        'Your order INV-20261126-042 for "Night <Drive>" is waiting for its payment. Open your order to pay, follow it and download once it is approved:',
        'https://x/guest/orders/42#token=abc',
        '',
        'Keep this mail: the link is the key to your order.',
        '',
        '— SoundMarket',
        'Questions? Write to help@example.com.',
      ].join('\n'),
    );
    expect(guestPlaced().html).toContain('<p><a href="https://x/guest/orders/42#token=abc">Open your order</a></p>');
    expect(guestPlaced('en')).toEqual(guestPlaced());
    expect(guestApproved().subject).toBe('Order INV-20261126-042 approved: Night <Drive>');
    expect(guestApproved().text).toBe(
      [
        'Hello,',
        '',
        'Your payment for "Night <Drive>" (order INV-20261126-042) was approved.',
        'Your licence key: MM-AAAAA-BBBBB-CCCCC-DDDDD',
        '',
        'Download the song and the licence PDF: https://x/guest/orders/42#token=def',
        '',
        'Create an account with this address and verify it to keep this purchase in your library: https://x/auth',
        '',
        '— SoundMarket',
        'Questions? Write to help@example.com.',
      ].join('\n'),
    );
    expect(guestApproved('en')).toEqual(guestApproved());
  });

  it('writes the guest order mails in the language the order was placed in, escaping values in the HTML', () => {
    const placed = guestPlaced('es');
    expect(placed.subject).toBe('Tu pedido INV-20261126-042: Night <Drive>');
    expect(placed.text).toContain('Hola:\n\nTu pedido INV-20261126-042 de «Night <Drive>» está pendiente de pago.');
    expect(placed.text).toContain('https://x/guest/orders/42#token=abc');
    expect(placed.html).toContain('>Abrir tu pedido</a>');
    expect(placed.html).toContain('«Night &lt;Drive&gt;»');
    expect(placed.text).toContain('¿Preguntas? Escribe a help@example.com.');
    const approved = guestApproved('de');
    expect(approved.subject).toBe('Bestellung INV-20261126-042 genehmigt: Night <Drive>');
    expect(approved.text).toContain('Dein Lizenzschlüssel: MM-AAAAA-BBBBB-CCCCC-DDDDD');
    expect(approved.text).toContain('Lade den Song und das Lizenz-PDF herunter: https://x/guest/orders/42#token=def');
    expect(approved.text).toContain('um diesen Kauf in deiner Bibliothek zu behalten: https://x/auth');
    expect(approved.text).not.toContain('Hello');
    expect(guestApproved('fr').text).toContain('Téléchargez le titre et la licence PDF : https://x/guest/orders/42#token=def');
  });

  it('greets a guest (no name) with "Hi," in every language, never with a placeholder name', () => {
    const greetings = { en: 'Hi,', de: 'Hallo,', fr: 'Bonjour,', es: 'Hola:' } as const;
    for (const [language, greeting] of Object.entries(greetings) as [keyof typeof greetings, string][]) {
      const base = { to: 'g@example.com', name: '', invoice: 'INV-20261126-009', title: 'Rain', ordersUrl: 'https://x/', brand, language };
      for (const mail of [
        orderRefundedMail({ ...base, reason: 'Duplicate' }),
        orderRejectedMail({ ...base, supportUrl: 'https://x/contact' }),
      ]) {
        expect(mail.text.split('\n')[0]).toBe(greeting);
        expect(mail.text).not.toMatch(/Guest|undefined/);
      }
    }
  });

  it('tells a buyer whose order an exclusive sale closed that the payment is refunded only when one was made, in each language', () => {
    const closed = (language: 'en' | 'es' | 'fr' | 'de', soldExclusively: 'refund' | 'cancelled') =>
      orderRejectedMail({
        to: 'b@example.com',
        name: 'Ana',
        invoice: 'INV-20261127-011',
        title: 'Rain',
        reason: '"Rain" was sold exclusively to another buyer. Your payment will be refunded.',
        soldExclusively,
        supportUrl: 'https://x/contact',
        brand,
        language,
      }).text;
    const said = {
      en: ['Your payment will be refunded.', 'so your order was cancelled.'],
      de: ['Deine Zahlung wird erstattet.', 'daher wurde deine Bestellung storniert.'],
      es: ['Te reembolsaremos el pago.', 'por lo que tu pedido se ha cancelado.'],
      fr: ['Votre paiement sera remboursé.', 'votre commande a donc été annulée.'],
    } as const;
    for (const language of ['en', 'de', 'es', 'fr'] as const) {
      const [refund, cancelled] = said[language];
      expect(closed(language, 'refund')).toContain(refund);
      expect(closed(language, 'cancelled')).toContain(cancelled);
      expect(closed(language, 'cancelled')).not.toContain(refund);
      // Not the stored English reason: the buyer's language.
      if (language !== 'en') expect(closed(language, 'cancelled')).not.toMatch(/sold exclusively/);
    }
    expect(closed('en', 'cancelled')).toContain('Reason: "Rain" was sold exclusively to another buyer, so your order was cancelled.');
  });

  it('tells a subscriber their plan lapsed, in English word for word and in German', () => {
    const lapsed = (language: 'en' | 'de', cancelled: boolean) =>
      subscriptionLapsedMail({
        to: 's@example.com',
        name: 'Greta',
        planName: 'Pro',
        endAt: '2026-12-03T10:00:00.000Z',
        cancelled,
        plansUrl: 'https://shop.example/pricing',
        brand,
        language,
      });
    const en = lapsed('en', false);
    expect(en.subject).toBe('Your Pro plan has ended');
    expect(en.text.split('\n').slice(0, 6)).toEqual([
      'Hi Greta,',
      '',
      'Your Pro plan ended on 3 December 2026 without a renewal, so its downloads have stopped.',
      'Its renewal invoice was not paid by then and is now closed.',
      '',
      'Your purchases stay in your library. Choose a plan again any time: https://shop.example/pricing',
    ]);
    const de = lapsed('de', true);
    expect(de.subject).toBe('Dein Pro-Tarif ist beendet');
    expect(de.text).toContain('Dein Pro-Tarif ist am 3. Dezember 2026 ohne Verlängerung ausgelaufen');
    expect(de.text).toContain('Du hattest ihn gekündigt');
    expect(de.html).toContain('href="https://shop.example/pricing"');
  });

  it('keeps the English renewal invoice word for word, with its British date', () => {
    expect(renewal().subject).toBe('Renewal invoice INV-20261126-077: Pro plan');
    expect(renewal().text).toBe(
      [
        'Hi Greta,',
        '',
        'Your Pro plan ends on 3 March 2026. If the invoice is not paid by then, the plan lapses that day and its downloads stop; once paid, the next period runs from 3 March 2026.',
        'Renewal invoice INV-20261126-077: $1,234.50. Pay it by bKash, Nagad, Rocket or bank transfer and enter the transaction ID on the invoice page; we confirm it, usually within 1 to 24 hours.',
        'Invoice: https://x/subscription-invoice/01J',
        '',
        'Do not want to renew? Cancel the plan from your dashboard; you keep access until the end date.',
        '',
        '— SoundMarket',
        'Questions? Write to help@example.com.',
      ].join('\n'),
    );
    expect(renewal().html).toContain('<p>Renewal invoice INV-20261126-077: <strong>$1,234.50</strong>. Pay it by bKash');
    expect(renewal('en')).toEqual(renewal());
  });

  it('writes the renewal invoice in German with a German date and amount', () => {
    const de = renewal('de');
    expect(de.subject).toBe('Verlängerungsrechnung INV-20261126-077: Pro-Tarif');
    expect(de.text).toContain('Hallo Greta,');
    expect(de.text).toContain('Dein Pro-Tarif endet am 3. März 2026.');
    expect(de.text).toContain('Verlängerungsrechnung INV-20261126-077: 1.234,50\u00a0$. Bezahle sie per bKash');
    expect(de.html).toContain('>Rechnung öffnen</a>');
    expect(de.text).toContain('Fragen? Schreib an help@example.com.');
    expect(de.text).not.toContain('March');
    const fr = renewal('fr', true).text;
    expect(fr).toContain('Votre formule Pro se termine le 3 mars 2026.');
    expect(fr).toMatch(/ 1\s234,50\s\$\. Payez-la par carte/);
  });
});

describe('requestLanguage', () => {
  it('picks the first language the site speaks from Accept-Language, by quality, else English', () => {
    for (const [acceptLanguage, language] of [
      ['de', 'de'],
      ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
      ['ja,es;q=0.5,de;q=0.7', 'de'],
      ['pt-BR, ja', 'en'],
      ['es;q=0, de;q=0.1', 'de'],
      [undefined, 'en'],
      ['*', 'en'],
    ] as const) {
      expect(requestLanguage(acceptLanguage), acceptLanguage).toBe(language);
    }
  });
});
