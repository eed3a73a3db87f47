import type { Translation } from '../en';

export const contact: Pick<Translation, 'contact'> = {
  contact: {
    pageTitle: 'Kontakt · {{siteName}}',
    title: 'Kontakt',
    intro:
      'Fragen zu einer Lizenz, einer Zahlung oder einem Track? Schreib uns, und ein echter Mensch aus unserem Team in Dhaka antwortet dir, meist innerhalb eines Werktags.',
    getInTouch: 'So erreichst du uns',
    email: 'E-Mail',
    phone: 'Telefon',
    whatsApp: 'WhatsApp',
    office: 'Büro',
    hoursTitle: 'Supportzeiten',
    hours: {
      weekdays: 'Samstag – Donnerstag',
      friday: 'Freitag',
      closed: 'Geschlossen',
      chat: 'WhatsApp-Chat',
      chatTime: 'Täglich, 09:00 – 22:00',
    },
    timeZone: 'Alle Zeiten in Bangladesch-Zeit (GMT+6).',
    sendTitle: 'Schreib uns eine Nachricht',
    allRequired: 'Alle Felder sind Pflichtfelder.',
    form: {
      label: 'Kontaktformular',
      supportLabel: 'Supportanfrage',
      name: 'Name',
      email: 'E-Mail',
      subject: 'Betreff',
      message: 'Nachricht',
      sending: 'Wird gesendet…',
      send: 'Nachricht senden',
      sent: 'Danke! Deine Nachricht wurde gesendet. Wir antworten meist innerhalb eines Werktags.',
      rateLimited: 'Du hast in kurzer Zeit mehrere Nachrichten gesendet. Bitte warte ein paar Minuten und versuche es erneut.',
    },
  },
};
