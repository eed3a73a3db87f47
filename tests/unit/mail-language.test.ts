import { describe, expect, it } from 'vitest';
import { orderApprovedMail, orderRejectedMail, passwordResetMail, subscriptionActivatedMail } from '../../functions/mail/templates';

const brand = { siteName: 'SoundMarket', contactEmail: '', supportEmail: 'help@example.com' };
const approved = (language?: 'en' | 'es' | 'fr' | 'de') =>
  orderApprovedMail({
    to: 'b@example.com',
    name: 'Greta',
    orderId: 42,
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
        'Your payment for "Night <Drive>" (order #42) has been approved.',
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
    expect(de.subject).toBe('Bestellung #42 genehmigt: Night <Drive>');
    expect(de.text).toContain('Hallo Greta,');
    expect(de.text).toContain('Fragen? Schreib an help@example.com.');
    expect(de.html).toContain('Night &lt;Drive&gt;');
    expect(de.html).not.toContain('<Drive>');
    expect(approved('es').subject).toBe('Pedido n.º 42 aprobado: Night <Drive>');
    expect(approved('fr').text).toContain('Clé de licence : MM-AAAAA-BBBBB-CCCCC-DDDDD');
  });

  it('translates the rejection, the activated plan and the password reset', () => {
    const rejected = orderRejectedMail({
      to: 'b@example.com',
      name: 'Ana',
      orderId: 7,
      title: 'Song',
      reason: 'Wrong ID',
      supportUrl: 'https://shop.example/contact',
      brand,
      language: 'es',
    });
    expect(rejected.subject).toBe('Pedido n.º 7: pago no aprobado');
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
