import type { BuyerMailTexts } from './types';

export const de: BuyerMailTexts = {
  locale: 'de-DE',
  hi: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
  hello: 'Hallo,',
  questions: (addresses) => `Fragen? Schreib an ${addresses}.`,
  or: ' oder ',
  reset: {
    subject: 'Setze dein Passwort zurück',
    asked: (site) => `Jemand hat das Zurücksetzen des Passworts deines ${site}-Kontos angefordert.`,
    openLink: (minutes) => `Öffne diesen Link, um ein neues Passwort zu wählen (${minutes} Minuten gültig, einmalig):`,
    linkLabel: 'Neues Passwort wählen',
    validFor: (minutes) => `(${minutes} Minuten gültig, einmalig).`,
    token: 'Oder füge diesen Code im Dialog „Passwort zurücksetzen“ ein:',
    notYou: 'Warst du das nicht, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
  },
  approved: {
    subject: (invoice, title) => `Bestellung ${invoice} genehmigt: ${title}`,
    body: (title, invoice) => `Deine Zahlung für „${title}“ (Bestellung ${invoice}) wurde genehmigt.`,
    licenceKey: 'Lizenzschlüssel:',
    download: 'Lade den Song und das PDF deiner Lizenz unter „Meine Bestellungen“ herunter',
  },
  rejected: {
    subject: (invoice) => `Bestellung ${invoice}: Zahlung abgelehnt`,
    body: (title, invoice) => `Wir konnten die Zahlung für „${title}“ (Bestellung ${invoice}) nicht genehmigen.`,
    reason: 'Grund:',
    tryAgain: 'Bitte versuche den Kauf erneut oder kontaktiere den Support:',
    tryAgainBefore: 'Bitte versuche den Kauf erneut oder',
    contactSupport: 'kontaktiere den Support',
    soldExclusively: {
      refund: (title) => `„${title}“ wurde exklusiv an einen anderen Käufer verkauft. Deine Zahlung wird erstattet.`,
      cancelled: (title) => `„${title}“ wurde exklusiv an einen anderen Käufer verkauft, daher wurde deine Bestellung storniert.`,
    },
  },
  activated: {
    subject: (plan) => `Dein ${plan} ist aktiv`,
    body: (plan) => `Deine Zahlung wurde genehmigt und dein ${plan} ist jetzt aktiv.`,
    start: 'Jetzt herunterladen',
    queuedSubject: (plan, date) => `Dein ${plan} beginnt am ${date}`,
    queuedBody: (plan, date) =>
      `Deine Zahlung wurde genehmigt. Dein ${plan} beginnt am ${date}, wenn dein aktueller Plan endet; bis dahin bleibt dein aktueller Plan unverändert.`,
  },
  verification: {
    subject: (site) => `Bestätige deine E-Mail-Adresse für ${site}`,
    welcomeByLink: (site) => `Willkommen bei ${site}. Bitte bestätige, dass dies deine E-Mail-Adresse ist, indem du diesen Link öffnest`,
    welcome: (site) => `Willkommen bei ${site}. Bitte bestätige, dass dies deine E-Mail-Adresse ist:`,
    linkLabel: 'Meine E-Mail-Adresse bestätigen',
    browseNow: 'Du kannst sofort stöbern und reinhören; Käufe sind möglich, sobald deine Adresse bestätigt ist.',
    notYou: 'Wenn du dieses Konto nicht angelegt hast, ignoriere diese E-Mail.',
  },
  emailChange: {
    subject: (site) => `Bestätige deine neue E-Mail-Adresse für ${site}`,
    asked: (site) => `Du möchtest dich ab jetzt mit dieser Adresse bei ${site} anmelden.`,
    confirmByLink: 'Bestätige das, indem du diesen Link öffnest',
    linkLabel: 'Meine neue E-Mail-Adresse bestätigen',
    until: 'Bis dahin behält dein Konto seine bisherige Adresse. Wenn du das nicht angefordert hast, ignoriere diese E-Mail.',
  },
  validHours: (hours, end) => `(${hours} Stunden gültig, einmalig)${end}`,
  invite: {
    subject: (site) => `Dein Konto bei ${site}`,
    created: (site) => `Ein Administrator hat für dich ein Konto bei ${site} mit dieser E-Mail-Adresse angelegt.`,
    openLink: (days) => `Öffne diesen Link, um dein Passwort zu wählen (${days} Tage gültig, einmalig):`,
    linkLabel: 'Dein Passwort wählen',
    validDays: (days) => `(${days} Tage gültig, einmalig).`,
  },
  refunded: {
    subject: (invoice) => `Bestellung ${invoice}: erstattet`,
    body: (title, invoice) => `Deine Zahlung für „${title}“ (Bestellung ${invoice}) wurde erstattet.`,
    revoked: 'Die Lizenz dieser Bestellung ist widerrufen und ihr Download geschlossen.',
    yourOrders: 'Deine Bestellungen',
  },
  reply: { youWrote: 'Du hast geschrieben:' },
  releases: {
    subjectOne: (artist, title) => `Neu von ${artist}: ${title}`,
    subjectMany: (count) => `${count} neue Songs von Künstlern, denen du folgst`,
    intro: (site) => `Neu bei ${site} von Künstlern, denen du folgst:`,
    by: 'von',
    why: 'Du bekommst höchstens eine dieser E-Mails am Tag, weil E-Mail-Updates in deinen Einstellungen eingeschaltet sind.',
    unsubscribe: 'Abmelden',
  },
  guestPlaced: {
    subject: (invoice, title) => `Deine Bestellung ${invoice}: ${title}`,
    body: (invoice, title) =>
      `Deine Bestellung ${invoice} für „${title}“ wartet auf ihre Zahlung. Öffne deine Bestellung, um sie zu bezahlen, zu verfolgen und nach der Freigabe herunterzuladen:`,
    linkLabel: 'Deine Bestellung öffnen',
    keep: 'Bewahre diese E-Mail auf: Der Link ist der Schlüssel zu deiner Bestellung.',
  },
  guestApproved: {
    subject: (invoice, title) => `Bestellung ${invoice} genehmigt: ${title}`,
    body: (title, invoice) => `Deine Zahlung für „${title}“ (Bestellung ${invoice}) wurde genehmigt.`,
    licenceKey: 'Dein Lizenzschlüssel:',
    download: 'Lade den Song und das Lizenz-PDF herunter',
    downloadAt: (link) => `Lade den Song und das Lizenz-PDF herunter: ${link}`,
    keep: (signUpUrl) =>
      `Lege mit dieser Adresse ein Konto an und bestätige sie, um diesen Kauf in deiner Bibliothek zu behalten: ${signUpUrl}`,
  },
  guestPlanActive: {
    subject: (plan) => `Ihr ${plan} ist aktiv`,
    body: (plan, invoice) => `Ihre Zahlung für ${plan} (Bestellung ${invoice}) wurde bestätigt und das Abo ist aktiv.`,
    queuedSubject: (plan, date) => `Ihr ${plan} beginnt am ${date}`,
    queuedBody: (plan, invoice, date) =>
      `Ihre Zahlung für ${plan} (Bestellung ${invoice}) wurde bestätigt. Das Abo beginnt am ${date}, wenn das jetzige Abo dieser Adresse endet.`,
    fromAccount:
      'Seine Downloads nutzen Sie über ein Konto: Erstellen Sie eines mit dieser Adresse (oder melden Sie sich an, falls Sie eines haben) und bestätigen Sie sie, dann geht das Abo mit seinem vollen Zeitraum und Kontingent darauf über.',
    signUp: 'Konto erstellen',
    signUpAt: (link) => `Konto erstellen: ${link}`,
    orderAt: (link) => `Ihre Bestellung: ${link}`,
  },
  renewal: {
    subject: (invoice, plan) => `Verlängerungsrechnung ${invoice}: ${plan}-Tarif`,
    ends: (plan, day) =>
      `Dein ${plan}-Tarif endet am ${day}. Ist die Rechnung bis dahin nicht bezahlt, läuft der Tarif an diesem Tag aus und seine Downloads enden; nach der Zahlung beginnt der nächste Zeitraum am ${day}.`,
    invoice: (invoice) => `Verlängerungsrechnung ${invoice}:`,
    byCard: 'Bezahle sie per Karte auf der Rechnungsseite (Stripe bestätigt die Zahlung; niemand muss sie freigeben).',
    manual:
      'Bezahle sie per bKash, Nagad, Rocket oder Banküberweisung und gib die Transaktions-ID auf der Rechnungsseite ein; wir bestätigen sie, meist innerhalb von 1 bis 24 Stunden.',
    invoiceLink: 'Rechnung:',
    openInvoice: 'Rechnung öffnen',
    cancel: 'Du möchtest nicht verlängern? Kündige den Tarif in deinem Dashboard; du behältst den Zugang bis zum Enddatum.',
  },
  lapsed: {
    subject: (plan) => `Dein ${plan}-Tarif ist beendet`,
    ended: (plan, day) => `Dein ${plan}-Tarif ist am ${day} ohne Verlängerung ausgelaufen; seine Downloads sind beendet.`,
    cancelled: 'Du hattest ihn gekündigt, daher kam keine Verlängerungsrechnung.',
    unpaid: 'Seine Verlängerungsrechnung wurde bis dahin nicht bezahlt und ist nun geschlossen.',
    again: 'Deine Käufe bleiben in deiner Bibliothek. Du kannst jederzeit wieder einen Tarif wählen:',
    plansLabel: 'Tarife ansehen',
  },
};
