import type { Translation } from '../en';

export const help: Pick<Translation, 'help'> = {
  help: {
    pageTitle: 'Hilfe-Center · {{siteName}}',
    heroTitle: 'Wie können wir helfen?',
    heroSubtitle: 'Antworten rund um Kauf, Lizenzen, Downloads und dein Konto.',
    hours: 'Sa–Do, 10:00–19:00 (GMT+6)',
    search: 'FAQs durchsuchen',
    searchPlaceholder: 'Nach Antworten suchen…',
    ways: 'So erreichst du uns',
    whatsAppTitle: 'WhatsApp-Chat',
    whatsAppText: 'Der schnellste Weg zu uns. Die meisten Chats werden innerhalb von Minuten beantwortet.',
    whatsAppLink: 'Auf WhatsApp chatten',
    whatsAppMessage: 'Hallo, ich brauche Hilfe mit {{siteName}}',
    emailTitle: 'E-Mail-Support',
    emailText: 'Für Fragen zu Bestellungen, Rechnungen und Lizenzen. Wir antworten innerhalb eines Werktags.',
    phoneTitle: 'Telefon-Support',
    faqTitle: 'Häufige Fragen',
    noResults: 'Keine FAQs passend zu deiner Suche gefunden.',
    stillTitle: 'Brauchst du noch Hilfe?',
    stillText: 'Erzähl uns, worum es geht, und wir melden uns per E-Mail bei dir.',
    faqs: {
      purchasing: {
        question: 'Wie kaufe ich einen Song?',
        answer:
          'Melde dich an, klicke bei einem Song auf „Kaufen“, wähle bKash, Nagad, Rocket oder Banküberweisung und sende den genauen Betrag. Gib auf der Rechnung deine Absendernummer und die Transaktions-ID ein; sobald ein Admin die Zahlung genehmigt, erscheinen dein Lizenzschlüssel und der Download unter „Meine Bestellungen“.',
      },
      formats: {
        question: 'Welche Dateiformate bietet ihr an?',
        answer:
          'Jeder Song wird als MP3 mit 320 kbit/s geliefert und als WAV, wenn der Künstler eines bereitgestellt hat. Die Dateien sind DRM-frei.',
      },
      'commercial-use': {
        question: 'Darf ich gekaufte Musik kommerziell nutzen?',
        answer:
          'Ja. Jeder Kauf enthält eine lebenslange Lizenz mit kommerziellen Nutzungsrechten, die jeder mit deinem Lizenzschlüssel unter /license-verify prüfen kann.',
      },
      downloads: {
        question: 'Wie lade ich meine Käufe herunter?',
        answer:
          'Öffne „Meine Bestellungen“ (oder die Bibliothek in deinem Dashboard) und klicke auf „Song herunterladen“ oder „Lizenz-PDF“. Die Links werden jedes Mal neu erzeugt, du kannst also jederzeit erneut herunterladen.',
      },
      'technical-issues': {
        question: 'Ein Download ist fehlgeschlagen oder eine Datei lässt sich nicht abspielen. Was nun?',
        answer:
          'Versuche den Download unter „Meine Bestellungen“ mit einer stabilen Verbindung erneut. Klappt es immer noch nicht, kontaktiere den Support per WhatsApp oder E-Mail mit deiner Bestellnummer, und wir beheben das Problem oder erstatten dir den Betrag gemäß unserer Rückerstattungsrichtlinie.',
      },
    },
  },
};
