import type { Translation } from '../en';

export const help: Pick<Translation, 'help'> = {
  help: {
    pageTitle: 'Centre d’aide · {{siteName}}',
    heroTitle: 'Comment pouvons-nous vous aider ?',
    heroSubtitle: 'Des réponses sur l’achat, les licences, les téléchargements et votre compte.',
    hours: 'Sam–jeu, 10:00–19:00 (GMT+6)',
    search: 'Rechercher dans la FAQ',
    searchPlaceholder: 'Rechercher une réponse…',
    ways: 'Nous joindre',
    whatsAppTitle: 'Chat WhatsApp',
    whatsAppText: 'Le moyen le plus rapide de nous joindre. La plupart des chats reçoivent une réponse en quelques minutes.',
    whatsAppLink: 'Discuter sur WhatsApp',
    whatsAppMessage: 'Bonjour, j’ai besoin d’aide avec {{siteName}}',
    emailTitle: 'Assistance par e-mail',
    emailText: 'Pour les commandes, les factures et les questions de licence. Nous répondons sous un jour ouvré.',
    phoneTitle: 'Assistance téléphonique',
    faqTitle: 'Questions fréquentes',
    noResults: 'Aucune question ne correspond à votre recherche.',
    stillTitle: 'Besoin d’aide supplémentaire ?',
    stillText: 'Dites-nous ce qui se passe et nous vous répondrons par e-mail.',
    faqs: {
      purchasing: {
        question: 'Comment acheter un titre ?',
        answer:
          'Connectez-vous, cliquez sur Acheter sur n’importe quel titre, choisissez bKash, Nagad, Rocket ou le virement bancaire et envoyez le montant exact. Saisissez sur la facture votre numéro d’expéditeur et l’identifiant de transaction ; dès qu’un administrateur approuve le paiement, votre clé de licence et le téléchargement apparaissent dans Mes commandes.',
      },
      formats: {
        question: 'Quels formats de fichier proposez-vous ?',
        answer: 'Chaque titre est livré en MP3 320 kbit/s, et en WAV lorsque l’artiste l’a fourni. Les fichiers sont sans DRM.',
      },
      'commercial-use': {
        question: 'Puis-je utiliser la musique achetée à des fins commerciales ?',
        answer:
          'Oui. Chaque achat comprend une licence à vie avec des droits d’usage commercial, que n’importe qui peut vérifier avec votre clé de licence sur /license-verify.',
      },
      downloads: {
        question: 'Comment télécharger mes achats ?',
        answer:
          'Ouvrez Mes commandes (ou la bibliothèque de votre tableau de bord) et cliquez sur Télécharger le titre ou PDF de licence. Les liens sont générés à chaque fois, vous pouvez donc retélécharger quand vous le souhaitez.',
      },
      'technical-issues': {
        question: 'Un téléchargement a échoué ou un fichier ne se lit pas. Que faire ?',
        answer:
          'Relancez le téléchargement depuis Mes commandes avec une connexion stable. Si cela échoue encore, contactez l’assistance par WhatsApp ou par e-mail avec votre numéro de commande : nous réglerons le problème ou vous rembourserons selon notre politique de remboursement.',
      },
    },
  },
};
