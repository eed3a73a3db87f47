import type { BuyerMailTexts } from './types';

export const fr: BuyerMailTexts = {
  locale: 'fr-FR',
  hi: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
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
    subject: (invoice, title) => `Commande ${invoice} approuvée : ${title}`,
    body: (title, invoice) => `Votre paiement pour « ${title} » (commande ${invoice}) a été approuvé.`,
    licenceKey: 'Clé de licence :',
    download: 'Téléchargez le titre et le PDF de votre licence dans Mes commandes',
  },
  rejected: {
    subject: (invoice) => `Commande ${invoice} : paiement refusé`,
    body: (title, invoice) => `Nous n’avons pas pu approuver le paiement pour « ${title} » (commande ${invoice}).`,
    reason: 'Motif :',
    tryAgain: 'Veuillez retenter l’achat ou contacter l’assistance :',
    tryAgainBefore: 'Veuillez retenter l’achat ou',
    contactSupport: 'contacter l’assistance',
    soldExclusively: {
      refund: (title) => `« ${title} » a été vendu en exclusivité à un autre acheteur. Votre paiement sera remboursé.`,
      cancelled: (title) => `« ${title} » a été vendu en exclusivité à un autre acheteur : votre commande a donc été annulée.`,
    },
  },
  activated: {
    subject: (plan) => `Votre ${plan} est actif`,
    body: (plan) => `Votre paiement a été approuvé et votre ${plan} est désormais actif.`,
    start: 'Commencer à télécharger',
    queuedSubject: (plan, date) => `Votre ${plan} commence le ${date}`,
    queuedBody: (plan, date) =>
      `Votre paiement a été approuvé. Votre ${plan} commence le ${date}, à la fin de votre plan actuel ; d’ici là, votre plan actuel reste inchangé.`,
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
    subject: (invoice) => `Commande ${invoice} : remboursée`,
    body: (title, invoice) => `Votre paiement pour « ${title} » (commande ${invoice}) a été remboursé.`,
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
    subject: (invoice, title) => `Votre commande ${invoice} : ${title}`,
    body: (invoice, title) =>
      `Votre commande ${invoice} pour « ${title} » attend son paiement. Ouvrez votre commande pour la payer, la suivre et télécharger une fois qu’elle est validée :`,
    linkLabel: 'Ouvrir votre commande',
    keep: 'Conservez ce message : le lien est la clé de votre commande.',
  },
  guestApproved: {
    subject: (invoice, title) => `Commande ${invoice} approuvée : ${title}`,
    body: (title, invoice) => `Votre paiement pour « ${title} » (commande ${invoice}) a été approuvé.`,
    licenceKey: 'Votre clé de licence :',
    download: 'Téléchargez le titre et la licence PDF',
    downloadAt: (link) => `Téléchargez le titre et la licence PDF : ${link}`,
    keep: (signUpUrl) => `Créez un compte avec cette adresse et vérifiez-la pour garder cet achat dans votre bibliothèque : ${signUpUrl}`,
  },
  guestPlanActive: {
    subject: (plan) => `Votre ${plan} est actif`,
    body: (plan, invoice) => `Votre paiement du ${plan} (commande ${invoice}) a été approuvé et l'abonnement est actif.`,
    queuedSubject: (plan, date) => `Votre ${plan} commence le ${date}`,
    queuedBody: (plan, invoice, date) =>
      `Votre paiement du ${plan} (commande ${invoice}) a été approuvé. L'abonnement commence le ${date}, à la fin de l'abonnement actuel de cette adresse.`,
    fromAccount:
      "Ses téléchargements se font depuis un compte : créez-en un avec cette adresse (ou connectez-vous si vous en avez un) et vérifiez-la, et l'abonnement y sera rattaché avec toute sa période et son quota.",
    signUp: 'Créer votre compte',
    signUpAt: (link) => `Créer votre compte : ${link}`,
    orderAt: (link) => `Votre commande : ${link}`,
  },
  renewal: {
    subject: (invoice, plan) => `Facture de renouvellement ${invoice} : formule ${plan}`,
    ends: (plan, day) =>
      `Votre formule ${plan} se termine le ${day}. Si la facture n’est pas payée d’ici là, la formule expire ce jour-là et ses téléchargements s’arrêtent ; une fois la facture payée, la période suivante court à partir du ${day}.`,
    invoice: (invoice) => `Facture de renouvellement ${invoice} :`,
    byCard: 'Payez-la par carte sur la page de la facture (Stripe confirme le paiement ; personne n’a besoin de le valider).',
    manual:
      'Payez-la par bKash, Nagad, Rocket ou virement bancaire et saisissez l’ID de transaction sur la page de la facture ; nous le confirmons, en général sous 1 à 24 heures.',
    invoiceLink: 'Facture :',
    openInvoice: 'Ouvrir la facture',
    cancel:
      'Vous ne souhaitez pas renouveler ? Résiliez la formule depuis votre tableau de bord ; vous gardez l’accès jusqu’à la date de fin.',
  },
  lapsed: {
    subject: (plan) => `Votre formule ${plan} est terminée`,
    ended: (plan, day) => `Votre formule ${plan} a pris fin le ${day} sans renouvellement ; ses téléchargements sont arrêtés.`,
    cancelled: 'Vous l’aviez résiliée : aucune facture de renouvellement n’a été envoyée.',
    unpaid: 'Sa facture de renouvellement n’a pas été payée à temps et est maintenant close.',
    again: 'Vos achats restent dans votre bibliothèque. Choisissez une formule quand vous voulez :',
    plansLabel: 'Voir les formules',
  },
};
