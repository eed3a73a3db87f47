import type { Translation } from '../en';

export const contact: Pick<Translation, 'contact'> = {
  contact: {
    pageTitle: 'Contact · {{siteName}}',
    title: 'Nous contacter',
    intro:
      'Une question sur une licence, un paiement ou un morceau ? Écrivez-nous : une vraie personne de notre équipe de Dacca vous répondra, en général sous un jour ouvré.',
    getInTouch: 'Nous joindre',
    email: 'E-mail',
    phone: 'Téléphone',
    whatsApp: 'WhatsApp',
    office: 'Bureau',
    hoursTitle: 'Horaires de l’assistance',
    hours: {
      weekdays: 'Samedi – jeudi',
      friday: 'Vendredi',
      closed: 'Fermé',
      chat: 'Chat WhatsApp',
      chatTime: 'Tous les jours, 09:00 – 22:00',
    },
    timeZone: 'Toutes les heures sont à l’heure du Bangladesh (GMT+6).',
    sendTitle: 'Envoyez-nous un message',
    allRequired: 'Tous les champs sont obligatoires.',
    form: {
      label: 'Formulaire de contact',
      supportLabel: 'Demande d’assistance',
      name: 'Nom',
      email: 'E-mail',
      subject: 'Objet',
      message: 'Message',
      sending: 'Envoi…',
      send: 'Envoyer le message',
      sent: 'Merci ! Votre message a été envoyé. Nous répondons en général sous un jour ouvré.',
      rateLimited: 'Vous avez envoyé plusieurs messages en peu de temps. Veuillez patienter quelques minutes et réessayer.',
    },
  },
};
