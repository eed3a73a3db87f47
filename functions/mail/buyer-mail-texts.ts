/**
 * The words of the mails a buyer receives, in the four languages of the `language` preference
 * (issue 20). Plain functions of their values: templates.ts escapes and assembles them.
 */
import type { Language } from '../../shared/api/account';

export type MailLanguage = Language;

interface BuyerMailTexts {
  /** The locale dates and numbers are written in. */
  locale: string;
  hi: (name: string) => string;
  /** The greeting of a mail to a guest, whose name is not known. */
  hello: string;
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
  verification: {
    subject: (site: string) => string;
    welcomeByLink: (site: string) => string;
    welcome: (site: string) => string;
    linkLabel: string;
    browseNow: string;
    notYou: string;
  };
  emailChange: {
    subject: (site: string) => string;
    asked: (site: string) => string;
    confirmByLink: string;
    linkLabel: string;
    until: string;
  };
  /** '(valid for 24 hours, once):' before a link in text, '(valid for 24 hours, once).' after one in HTML. */
  validHours: (hours: number, end: ':' | '.') => string;
  invite: {
    subject: (site: string) => string;
    created: (site: string) => string;
    openLink: (days: number) => string;
    linkLabel: string;
    validDays: (days: number) => string;
  };
  refunded: {
    subject: (orderId: number) => string;
    body: (title: string, orderId: number) => string;
    revoked: string;
    yourOrders: string;
  };
  reply: { youWrote: string };
  releases: {
    subjectOne: (artist: string, title: string) => string;
    subjectMany: (count: number) => string;
    intro: (site: string) => string;
    by: string;
    why: string;
    unsubscribe: string;
  };
  guestPlaced: {
    subject: (orderId: number, title: string) => string;
    body: (orderId: number, title: string) => string;
    linkLabel: string;
    keep: string;
  };
  guestApproved: {
    subject: (orderId: number, title: string) => string;
    body: (title: string, orderId: number) => string;
    licenceKey: string;
    download: string;
    /** The download label and its link, in text. */
    downloadAt: (link: string) => string;
    keep: (signUpUrl: string) => string;
  };
  renewal: {
    subject: (orderId: number, plan: string) => string;
    /** The end date, written as `day` formats it. */
    ends: (plan: string, day: string) => string;
    invoice: (orderId: number) => string;
    byCard: string;
    manual: string;
    invoiceLink: string;
    openInvoice: string;
    cancel: string;
  };
}

const en: BuyerMailTexts = {
  locale: 'en-GB',
  hi: (name) => `Hi ${name},`,
  hello: 'Hello,',
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
  verification: {
    subject: (site) => `Verify your email address for ${site}`,
    welcomeByLink: (site) => `Welcome to ${site}. Please confirm that this is your email address by opening this link`,
    welcome: (site) => `Welcome to ${site}. Please confirm that this is your email address:`,
    linkLabel: 'Verify my email address',
    browseNow: 'You can browse and listen right away; purchases open once your address is verified.',
    notYou: 'If you did not create this account, ignore this mail.',
  },
  emailChange: {
    subject: (site) => `Confirm your new email address for ${site}`,
    asked: (site) => `You asked to sign in to ${site} with this address from now on.`,
    confirmByLink: 'Confirm it by opening this link',
    linkLabel: 'Confirm my new email address',
    until: 'Until then your account keeps its current address. If you did not ask for this, ignore this mail.',
  },
  validHours: (hours, end) => `(valid for ${hours} hours, once)${end}`,
  invite: {
    subject: (site) => `Your ${site} account`,
    created: (site) => `An administrator created a ${site} account for you with this email address.`,
    openLink: (days) => `Open this link to choose your password (valid for ${days} days, once):`,
    linkLabel: 'Choose your password',
    validDays: (days) => `(valid for ${days} days, once).`,
  },
  refunded: {
    subject: (orderId) => `Order #${orderId}: refunded`,
    body: (title, orderId) => `Your payment for "${title}" (order #${orderId}) was refunded.`,
    revoked: 'The licence of this order is revoked and its download is closed.',
    yourOrders: 'Your orders',
  },
  reply: { youWrote: 'You wrote:' },
  releases: {
    subjectOne: (artist, title) => `New from ${artist}: ${title}`,
    subjectMany: (count) => `${count} new songs from artists you follow`,
    intro: (site) => `New on ${site} from artists you follow:`,
    by: 'by',
    why: 'You get at most one of these mails a day because Email updates is on in your settings.',
    unsubscribe: 'Unsubscribe',
  },
  guestPlaced: {
    subject: (orderId, title) => `Your order #${orderId}: ${title}`,
    body: (orderId, title) =>
      `Your order #${orderId} for "${title}" is waiting for its payment. Open your order to pay, follow it and download once it is approved:`,
    linkLabel: 'Open your order',
    keep: 'Keep this mail: the link is the key to your order.',
  },
  guestApproved: {
    subject: (orderId, title) => `Order #${orderId} approved: ${title}`,
    body: (title, orderId) => `Your payment for "${title}" (order #${orderId}) was approved.`,
    licenceKey: 'Your licence key:',
    download: 'Download the song and the licence PDF',
    downloadAt: (link) => `Download the song and the licence PDF: ${link}`,
    keep: (signUpUrl) => `Create an account with this address and verify it to keep this purchase in your library: ${signUpUrl}`,
  },
  renewal: {
    subject: (orderId, plan) => `Renewal invoice #${orderId}: ${plan} plan`,
    ends: (plan, day) =>
      `Your ${plan} plan ends on ${day}. If the invoice is not paid by then, the plan lapses that day and its downloads stop; once paid, the next period runs from ${day}.`,
    invoice: (orderId) => `Renewal invoice #${orderId}:`,
    byCard: 'Pay it by card on the invoice page (Stripe confirms the payment; no one needs to approve it).',
    manual:
      'Pay it by bKash, Nagad, Rocket or bank transfer and enter the transaction ID on the invoice page; we confirm it, usually within 1 to 24 hours.',
    invoiceLink: 'Invoice:',
    openInvoice: 'Open the invoice',
    cancel: 'Do not want to renew? Cancel the plan from your dashboard; you keep access until the end date.',
  },
};

const es: BuyerMailTexts = {
  locale: 'es-ES',
  hi: (name) => `Hola, ${name}:`,
  hello: 'Hola:',
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
  verification: {
    subject: (site) => `Verifica tu dirección de correo para ${site}`,
    welcomeByLink: (site) => `Te damos la bienvenida a ${site}. Confirma que esta es tu dirección de correo abriendo este enlace`,
    welcome: (site) => `Te damos la bienvenida a ${site}. Confirma que esta es tu dirección de correo:`,
    linkLabel: 'Verificar mi dirección de correo',
    browseNow: 'Ya puedes explorar y escuchar; las compras se habilitan en cuanto se verifique tu dirección.',
    notYou: 'Si no has creado esta cuenta, ignora este correo.',
  },
  emailChange: {
    subject: (site) => `Confirma tu nueva dirección de correo para ${site}`,
    asked: (site) => `Has pedido iniciar sesión en ${site} con esta dirección a partir de ahora.`,
    confirmByLink: 'Confírmalo abriendo este enlace',
    linkLabel: 'Confirmar mi nueva dirección de correo',
    until: 'Hasta entonces tu cuenta conserva su dirección actual. Si no lo has pedido tú, ignora este correo.',
  },
  validHours: (hours, end) => `(válido durante ${hours} horas, una sola vez)${end}`,
  invite: {
    subject: (site) => `Tu cuenta de ${site}`,
    created: (site) => `Un administrador ha creado para ti una cuenta de ${site} con esta dirección de correo.`,
    openLink: (days) => `Abre este enlace para elegir tu contraseña (válido durante ${days} días, una sola vez):`,
    linkLabel: 'Elegir tu contraseña',
    validDays: (days) => `(válido durante ${days} días, una sola vez).`,
  },
  refunded: {
    subject: (orderId) => `Pedido n.º ${orderId}: reembolsado`,
    body: (title, orderId) => `Tu pago de «${title}» (pedido n.º ${orderId}) ha sido reembolsado.`,
    revoked: 'La licencia de este pedido queda revocada y su descarga, cerrada.',
    yourOrders: 'Tus pedidos',
  },
  reply: { youWrote: 'Escribiste:' },
  releases: {
    subjectOne: (artist, title) => `Novedad de ${artist}: ${title}`,
    subjectMany: (count) => `${count} canciones nuevas de artistas que sigues`,
    intro: (site) => `Novedades en ${site} de artistas que sigues:`,
    by: 'de',
    why: 'Recibes como máximo uno de estos correos al día porque tienes activadas las novedades por correo en tus ajustes.',
    unsubscribe: 'Darse de baja',
  },
  guestPlaced: {
    subject: (orderId, title) => `Tu pedido n.º ${orderId}: ${title}`,
    body: (orderId, title) =>
      `Tu pedido n.º ${orderId} de «${title}» está pendiente de pago. Abre tu pedido para pagarlo, seguirlo y descargar en cuanto se apruebe:`,
    linkLabel: 'Abrir tu pedido',
    keep: 'Guarda este correo: el enlace es la llave de tu pedido.',
  },
  guestApproved: {
    subject: (orderId, title) => `Pedido n.º ${orderId} aprobado: ${title}`,
    body: (title, orderId) => `Tu pago de «${title}» (pedido n.º ${orderId}) ha sido aprobado.`,
    licenceKey: 'Tu clave de licencia:',
    download: 'Descarga la canción y el PDF de la licencia',
    downloadAt: (link) => `Descarga la canción y el PDF de la licencia: ${link}`,
    keep: (signUpUrl) => `Crea una cuenta con esta dirección y verifícala para guardar esta compra en tu biblioteca: ${signUpUrl}`,
  },
  renewal: {
    subject: (orderId, plan) => `Factura de renovación n.º ${orderId}: plan ${plan}`,
    ends: (plan, day) =>
      `Tu plan ${plan} termina el ${day}. Si la factura no está pagada para entonces, el plan vence ese día y sus descargas se detienen; una vez pagada, el siguiente periodo empieza el ${day}.`,
    invoice: (orderId) => `Factura de renovación n.º ${orderId}:`,
    byCard: 'Págala con tarjeta en la página de la factura (Stripe confirma el pago; nadie tiene que aprobarlo).',
    manual:
      'Págala por bKash, Nagad, Rocket o transferencia bancaria e introduce el ID de transacción en la página de la factura; lo confirmamos, normalmente en un plazo de 1 a 24 horas.',
    invoiceLink: 'Factura:',
    openInvoice: 'Abrir la factura',
    cancel: '¿No quieres renovar? Cancela el plan desde tu panel; conservas el acceso hasta la fecha de fin.',
  },
};

const fr: BuyerMailTexts = {
  locale: 'fr-FR',
  hi: (name) => `Bonjour ${name},`,
  hello: 'Bonjour,',
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
  verification: {
    subject: (site) => `Vérifiez votre adresse e-mail pour ${site}`,
    welcomeByLink: (site) => `Bienvenue sur ${site}. Veuillez confirmer qu’il s’agit bien de votre adresse e-mail en ouvrant ce lien`,
    welcome: (site) => `Bienvenue sur ${site}. Veuillez confirmer qu’il s’agit bien de votre adresse e-mail :`,
    linkLabel: 'Vérifier mon adresse e-mail',
    browseNow: 'Vous pouvez parcourir et écouter dès maintenant ; les achats s’ouvrent une fois votre adresse vérifiée.',
    notYou: 'Si vous n’avez pas créé ce compte, ignorez ce message.',
  },
  emailChange: {
    subject: (site) => `Confirmez votre nouvelle adresse e-mail pour ${site}`,
    asked: (site) => `Vous avez demandé à vous connecter désormais à ${site} avec cette adresse.`,
    confirmByLink: 'Confirmez-le en ouvrant ce lien',
    linkLabel: 'Confirmer ma nouvelle adresse e-mail',
    until: 'D’ici là, votre compte garde son adresse actuelle. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
  },
  validHours: (hours, end) => `(valable ${hours} heures, une seule fois)${end === ':' ? ' :' : '.'}`,
  invite: {
    subject: (site) => `Votre compte ${site}`,
    created: (site) => `Un administrateur vous a créé un compte ${site} avec cette adresse e-mail.`,
    openLink: (days) => `Ouvrez ce lien pour choisir votre mot de passe (valable ${days} jours, une seule fois) :`,
    linkLabel: 'Choisir votre mot de passe',
    validDays: (days) => `(valable ${days} jours, une seule fois).`,
  },
  refunded: {
    subject: (orderId) => `Commande nº ${orderId} : remboursée`,
    body: (title, orderId) => `Votre paiement pour « ${title} » (commande nº ${orderId}) a été remboursé.`,
    revoked: 'La licence de cette commande est révoquée et son téléchargement est fermé.',
    yourOrders: 'Vos commandes',
  },
  reply: { youWrote: 'Vous avez écrit :' },
  releases: {
    subjectOne: (artist, title) => `Nouveau de ${artist} : ${title}`,
    subjectMany: (count) => `${count} nouveaux titres d’artistes que vous suivez`,
    intro: (site) => `Nouveautés sur ${site} des artistes que vous suivez :`,
    by: 'par',
    why: 'Vous recevez au plus un de ces e-mails par jour, car les nouveautés par e-mail sont activées dans vos paramètres.',
    unsubscribe: 'Se désabonner',
  },
  guestPlaced: {
    subject: (orderId, title) => `Votre commande nº ${orderId} : ${title}`,
    body: (orderId, title) =>
      `Votre commande nº ${orderId} pour « ${title} » attend son paiement. Ouvrez votre commande pour la payer, la suivre et télécharger une fois qu’elle est validée :`,
    linkLabel: 'Ouvrir votre commande',
    keep: 'Conservez ce message : le lien est la clé de votre commande.',
  },
  guestApproved: {
    subject: (orderId, title) => `Commande nº ${orderId} approuvée : ${title}`,
    body: (title, orderId) => `Votre paiement pour « ${title} » (commande nº ${orderId}) a été approuvé.`,
    licenceKey: 'Votre clé de licence :',
    download: 'Téléchargez le titre et la licence PDF',
    downloadAt: (link) => `Téléchargez le titre et la licence PDF : ${link}`,
    keep: (signUpUrl) => `Créez un compte avec cette adresse et vérifiez-la pour garder cet achat dans votre bibliothèque : ${signUpUrl}`,
  },
  renewal: {
    subject: (orderId, plan) => `Facture de renouvellement nº ${orderId} : formule ${plan}`,
    ends: (plan, day) =>
      `Votre formule ${plan} se termine le ${day}. Si la facture n’est pas payée d’ici là, la formule expire ce jour-là et ses téléchargements s’arrêtent ; une fois la facture payée, la période suivante court à partir du ${day}.`,
    invoice: (orderId) => `Facture de renouvellement nº ${orderId} :`,
    byCard: 'Payez-la par carte sur la page de la facture (Stripe confirme le paiement ; personne n’a besoin de le valider).',
    manual:
      'Payez-la par bKash, Nagad, Rocket ou virement bancaire et saisissez l’ID de transaction sur la page de la facture ; nous le confirmons, en général sous 1 à 24 heures.',
    invoiceLink: 'Facture :',
    openInvoice: 'Ouvrir la facture',
    cancel:
      'Vous ne souhaitez pas renouveler ? Résiliez la formule depuis votre tableau de bord ; vous gardez l’accès jusqu’à la date de fin.',
  },
};

const de: BuyerMailTexts = {
  locale: 'de-DE',
  hi: (name) => `Hallo ${name},`,
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
    subject: (orderId) => `Bestellung #${orderId}: erstattet`,
    body: (title, orderId) => `Deine Zahlung für „${title}“ (Bestellung #${orderId}) wurde erstattet.`,
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
    subject: (orderId, title) => `Deine Bestellung #${orderId}: ${title}`,
    body: (orderId, title) =>
      `Deine Bestellung #${orderId} für „${title}“ wartet auf ihre Zahlung. Öffne deine Bestellung, um sie zu bezahlen, zu verfolgen und nach der Freigabe herunterzuladen:`,
    linkLabel: 'Deine Bestellung öffnen',
    keep: 'Bewahre diese E-Mail auf: Der Link ist der Schlüssel zu deiner Bestellung.',
  },
  guestApproved: {
    subject: (orderId, title) => `Bestellung #${orderId} genehmigt: ${title}`,
    body: (title, orderId) => `Deine Zahlung für „${title}“ (Bestellung #${orderId}) wurde genehmigt.`,
    licenceKey: 'Dein Lizenzschlüssel:',
    download: 'Lade den Song und das Lizenz-PDF herunter',
    downloadAt: (link) => `Lade den Song und das Lizenz-PDF herunter: ${link}`,
    keep: (signUpUrl) =>
      `Lege mit dieser Adresse ein Konto an und bestätige sie, um diesen Kauf in deiner Bibliothek zu behalten: ${signUpUrl}`,
  },
  renewal: {
    subject: (orderId, plan) => `Verlängerungsrechnung #${orderId}: ${plan}-Tarif`,
    ends: (plan, day) =>
      `Dein ${plan}-Tarif endet am ${day}. Ist die Rechnung bis dahin nicht bezahlt, läuft der Tarif an diesem Tag aus und seine Downloads enden; nach der Zahlung beginnt der nächste Zeitraum am ${day}.`,
    invoice: (orderId) => `Verlängerungsrechnung #${orderId}:`,
    byCard: 'Bezahle sie per Karte auf der Rechnungsseite (Stripe bestätigt die Zahlung; niemand muss sie freigeben).',
    manual:
      'Bezahle sie per bKash, Nagad, Rocket oder Banküberweisung und gib die Transaktions-ID auf der Rechnungsseite ein; wir bestätigen sie, meist innerhalb von 1 bis 24 Stunden.',
    invoiceLink: 'Rechnung:',
    openInvoice: 'Rechnung öffnen',
    cancel: 'Du möchtest nicht verlängern? Kündige den Tarif in deinem Dashboard; du behältst den Zugang bis zum Enddatum.',
  },
};

const TEXTS: Record<MailLanguage, BuyerMailTexts> = { en, es, fr, de };

/** The recipient's language's texts; English when none is known. */
export const mailTexts = (language: MailLanguage = 'en'): BuyerMailTexts => TEXTS[language] ?? en;
