/**
 * The words of the mails a buyer receives, in the four languages of the `language` preference
 * (issue 20). Plain functions of their values: templates.ts escapes and assembles them.
 */
import type { Language } from '../../shared/api/account';

export type MailLanguage = Language;

interface BuyerMailTexts {
  hi: (name: string) => string;
  questions: (addresses: string) => string;
  or: string;
  reset: {
    subject: string;
    asked: (site: string) => string;
    openLink: (minutes: number) => string;
    linkLabel: string;
    validFor: (minutes: number) => string;
    token: string;
    notYou: string;
  };
  approved: {
    subject: (orderId: number, title: string) => string;
    body: (title: string, orderId: number) => string;
    licenceKey: string;
    download: string;
  };
  rejected: {
    subject: (orderId: number) => string;
    body: (title: string, orderId: number) => string;
    reason: string;
    tryAgain: string;
    tryAgainBefore: string;
    contactSupport: string;
  };
  activated: {
    subject: (plan: string) => string;
    body: (plan: string) => string;
    start: string;
  };
}

const en: BuyerMailTexts = {
  hi: (name) => `Hi ${name},`,
  questions: (addresses) => `Questions? Write to ${addresses}.`,
  or: ' or ',
  reset: {
    subject: 'Reset your password',
    asked: (site) => `Someone asked to reset the password of your ${site} account.`,
    openLink: (minutes) => `Open this link to choose a new password (valid for ${minutes} minutes, once):`,
    linkLabel: 'Choose a new password',
    validFor: (minutes) => `(valid for ${minutes} minutes, once).`,
    token: 'Or paste this reset token into the Reset Password dialog:',
    notYou: 'If it was not you, ignore this mail: your password stays as it is.',
  },
  approved: {
    subject: (orderId, title) => `Order #${orderId} approved: ${title}`,
    body: (title, orderId) => `Your payment for "${title}" (order #${orderId}) has been approved.`,
    licenceKey: 'Licence key:',
    download: 'Download the song and your licence PDF from My Orders',
  },
  rejected: {
    subject: (orderId) => `Order #${orderId}: payment not approved`,
    body: (title, orderId) => `We could not approve the payment for "${title}" (order #${orderId}).`,
    reason: 'Reason:',
    tryAgain: 'Please try purchasing again or contact support:',
    tryAgainBefore: 'Please try purchasing again or',
    contactSupport: 'contact support',
  },
  activated: {
    subject: (plan) => `Your ${plan} is active`,
    body: (plan) => `Your payment was approved and your ${plan} is now active.`,
    start: 'Start downloading',
  },
};

const es: BuyerMailTexts = {
  hi: (name) => `Hola, ${name}:`,
  questions: (addresses) => `¿Preguntas? Escribe a ${addresses}.`,
  or: ' o ',
  reset: {
    subject: 'Restablece tu contraseña',
    asked: (site) => `Alguien ha pedido restablecer la contraseña de tu cuenta de ${site}.`,
    openLink: (minutes) => `Abre este enlace para elegir una contraseña nueva (válido durante ${minutes} minutos, una sola vez):`,
    linkLabel: 'Elegir una contraseña nueva',
    validFor: (minutes) => `(válido durante ${minutes} minutos, una sola vez).`,
    token: 'O pega este código en el cuadro Restablecer contraseña:',
    notYou: 'Si no has sido tú, ignora este correo: tu contraseña no cambia.',
  },
  approved: {
    subject: (orderId, title) => `Pedido n.º ${orderId} aprobado: ${title}`,
    body: (title, orderId) => `Tu pago de «${title}» (pedido n.º ${orderId}) ha sido aprobado.`,
    licenceKey: 'Clave de licencia:',
    download: 'Descarga la canción y el PDF de tu licencia en Mis pedidos',
  },
  rejected: {
    subject: (orderId) => `Pedido n.º ${orderId}: pago no aprobado`,
    body: (title, orderId) => `No hemos podido aprobar el pago de «${title}» (pedido n.º ${orderId}).`,
    reason: 'Motivo:',
    tryAgain: 'Vuelve a intentar la compra o contacta con soporte:',
    tryAgainBefore: 'Vuelve a intentar la compra o',
    contactSupport: 'contacta con soporte',
  },
  activated: {
    subject: (plan) => `Tu ${plan} está activo`,
    body: (plan) => `Tu pago ha sido aprobado y tu ${plan} ya está activo.`,
    start: 'Empieza a descargar',
  },
};

const fr: BuyerMailTexts = {
  hi: (name) => `Bonjour ${name},`,
  questions: (addresses) => `Des questions ? Écrivez à ${addresses}.`,
  or: ' ou ',
  reset: {
    subject: 'Réinitialisez votre mot de passe',
    asked: (site) => `Quelqu’un a demandé à réinitialiser le mot de passe de votre compte ${site}.`,
    openLink: (minutes) => `Ouvrez ce lien pour choisir un nouveau mot de passe (valable ${minutes} minutes, une seule fois) :`,
    linkLabel: 'Choisir un nouveau mot de passe',
    validFor: (minutes) => `(valable ${minutes} minutes, une seule fois).`,
    token: 'Ou collez ce code dans la fenêtre Réinitialiser le mot de passe :',
    notYou: 'Si ce n’était pas vous, ignorez ce message : votre mot de passe reste inchangé.',
  },
  approved: {
    subject: (orderId, title) => `Commande nº ${orderId} approuvée : ${title}`,
    body: (title, orderId) => `Votre paiement pour « ${title} » (commande nº ${orderId}) a été approuvé.`,
    licenceKey: 'Clé de licence :',
    download: 'Téléchargez le titre et le PDF de votre licence dans Mes commandes',
  },
  rejected: {
    subject: (orderId) => `Commande nº ${orderId} : paiement non approuvé`,
    body: (title, orderId) => `Nous n’avons pas pu approuver le paiement pour « ${title} » (commande nº ${orderId}).`,
    reason: 'Motif :',
    tryAgain: 'Veuillez retenter l’achat ou contacter l’assistance :',
    tryAgainBefore: 'Veuillez retenter l’achat ou',
    contactSupport: 'contacter l’assistance',
  },
  activated: {
    subject: (plan) => `Votre ${plan} est actif`,
    body: (plan) => `Votre paiement a été approuvé et votre ${plan} est désormais actif.`,
    start: 'Commencer à télécharger',
  },
};

const de: BuyerMailTexts = {
  hi: (name) => `Hallo ${name},`,
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
    subject: (orderId, title) => `Bestellung #${orderId} genehmigt: ${title}`,
    body: (title, orderId) => `Deine Zahlung für „${title}“ (Bestellung #${orderId}) wurde genehmigt.`,
    licenceKey: 'Lizenzschlüssel:',
    download: 'Lade den Song und das PDF deiner Lizenz unter „Meine Bestellungen“ herunter',
  },
  rejected: {
    subject: (orderId) => `Bestellung #${orderId}: Zahlung nicht genehmigt`,
    body: (title, orderId) => `Wir konnten die Zahlung für „${title}“ (Bestellung #${orderId}) nicht genehmigen.`,
    reason: 'Grund:',
    tryAgain: 'Bitte versuche den Kauf erneut oder kontaktiere den Support:',
    tryAgainBefore: 'Bitte versuche den Kauf erneut oder',
    contactSupport: 'kontaktiere den Support',
  },
  activated: {
    subject: (plan) => `Dein ${plan} ist aktiv`,
    body: (plan) => `Deine Zahlung wurde genehmigt und dein ${plan} ist jetzt aktiv.`,
    start: 'Jetzt herunterladen',
  },
};

const TEXTS: Record<MailLanguage, BuyerMailTexts> = { en, es, fr, de };

/** The recipient's language's texts; English when none is known. */
export const mailTexts = (language: MailLanguage = 'en'): BuyerMailTexts => TEXTS[language] ?? en;
