import type { Translation } from '../en';

export const legal: Pick<Translation, 'legal'> = {
  legal: {
    updated: 'Dernière mise à jour : {{date}}',
    onThisPage: 'Sur cette page',
    questions: 'Des questions sur cette politique ? Écrivez à <email/> ou consultez notre <contact>page de contact</contact>.',
    contactForm: 'notre formulaire de contact',
    terms: {
      pageTitle: 'Conditions d’utilisation · {{siteName}}',
      title: 'Conditions d’utilisation',
      intro:
        'Les règles d’utilisation de {{siteName}} : ce que vous pouvez faire avec la musique sous licence, et ce que nous vous promettons en retour.',
      acceptance: {
        heading: 'Acceptation des présentes conditions',
        text: 'En créant un compte, en écoutant, achetant ou téléchargeant de la musique sur {{siteName}}, vous acceptez les présentes Conditions d’utilisation et notre Politique de confidentialité. Si vous utilisez {{siteName}} pour le compte d’une entreprise, vous confirmez pouvoir engager cette entreprise.',
      },
      accounts: {
        heading: 'Votre compte',
        text1:
          'Vous devez fournir des informations exactes lors de l’inscription et garder votre mot de passe pour vous. Vous êtes responsable de tout ce qui est fait avec votre compte. Prévenez-nous immédiatement si vous pensez que quelqu’un d’autre l’a utilisé.',
        text2:
          'Nous pouvons suspendre un compte utilisé pour la fraude, pour abuser du service ou d’autres personnes, ou pour enfreindre le droit d’auteur.',
      },
      licenses: {
        heading: 'Ce que permet une licence',
        text1:
          'Chaque achat vous accorde une licence non exclusive, mondiale et perpétuelle pour utiliser le titre dans vos propres projets, notamment :',
        item1: 'vidéos en ligne et diffusées, podcasts, films, jeux et applications ;',
        item2: 'publicité et travaux pour des clients, lorsque vous êtes le licencié nommé sur la commande ;',
        item3: 'événements en direct et représentation publique du projet terminé.',
        text2:
          'Vous ne pouvez pas revendre, partager ou redistribuer le fichier audio seul, l’enregistrer dans un système d’identification de contenu ni en revendiquer la paternité. L’artiste conserve le droit d’auteur. Chaque licence possède une clé vérifiable sur la page <verify>Vérifier une licence</verify>.',
      },
      payments: {
        heading: 'Prix et paiement',
        text1:
          'Les prix sont fixés par titre en dollars américains et peuvent être affichés en takas bangladais à 110 BDT pour un dollar. Lorsque la boutique les propose, vous pouvez payer par carte, PayPal ou SSLCommerz (bKash, Nagad, Rocket et cartes locales sur une seule page) : le prestataire confirme le paiement, et la clé de licence et le téléchargement sont disponibles aussitôt. Vous pouvez aussi payer vous-même par bKash, Nagad, Rocket ou virement bancaire ; notre équipe confirme ces paiements, généralement sous 1 à 24 heures, et la clé de licence et le téléchargement sont disponibles dès que le paiement est approuvé.',
        text2:
          'Les abonnements ne sont jamais prélevés automatiquement. Trois jours avant la fin d’une formule, nous vous envoyons par e-mail une facture de renouvellement pour la période suivante. Une formule payée par carte se renouvelle en réglant cette facture par carte (le prestataire confirme le paiement, sans approbation) ; une formule payée par bKash, Nagad, Rocket ou virement bancaire se renouvelle en la réglant de la même manière, et nous confirmons le paiement. Une fois la facture payée, la période suivante court à partir de la date de fin de la période en cours. Si la facture n’est pas payée à la date de fin, la formule expire ce jour-là et ses téléchargements s’arrêtent. La résiliation est gratuite et arrête le renouvellement ; vous gardez l’accès jusqu’à la fin de la période payée.',
      },
      refunds: {
        heading: 'Remboursements',
        text: 'Les remboursements sont régis par notre <refund>Politique de remboursement</refund>, qui fait partie des présentes conditions.',
      },
      artists: {
        heading: 'Contenus publiés par les artistes',
        text: 'Les artistes confirment qu’ils détiennent ou contrôlent tous les droits sur la musique qu’ils publient et qu’elle ne porte atteinte aux droits de personne. Nous pouvons retirer un contenu qui enfreint les présentes conditions ou qui fait l’objet d’une notification de droit d’auteur valable au titre de notre <dmca>Politique DMCA</dmca>.',
      },
      liability: {
        heading: 'Responsabilité',
        text: 'Nous exploitons {{siteName}} avec soin mais ne pouvons garantir qu’il sera toujours disponible ou exempt d’erreurs. Dans la mesure permise par la loi, notre responsabilité totale pour toute réclamation est limitée au montant que vous nous avez payé au cours des douze mois précédant son origine. Rien dans les présentes conditions ne limite les droits dont vous disposez en tant que consommateur et qui ne peuvent être exclus.',
      },
      changes: {
        heading: 'Modifications et droit applicable',
        text: 'Nous pouvons mettre à jour ces conditions ; la date en haut de page indique la dernière version, et nous vous informerons par e-mail des changements importants. Les présentes conditions sont régies par le droit du Bangladesh, et les tribunaux de Dacca sont compétents.',
      },
    },
    privacy: {
      pageTitle: 'Politique de confidentialité · {{siteName}}',
      title: 'Politique de confidentialité',
      intro: 'Quelles données personnelles {{siteName}} collecte, pourquoi, et les choix dont vous disposez.',
      collect: {
        heading: 'Ce que nous collectons',
        account: '<strong>Données du compte :</strong> votre nom, votre adresse e-mail et un mot de passe haché de façon sécurisée.',
        orders:
          '<strong>Commandes et paiements :</strong> les titres que vous achetez, les montants, le moyen de paiement, le numéro de portefeuille ou de compte de l’expéditeur et l’identifiant de transaction que vous nous communiquez.',
        messages: '<strong>Messages :</strong> ce que vous nous envoyez via le formulaire de contact, par e-mail, WhatsApp ou téléphone.',
        technical:
          '<strong>Données techniques :</strong> votre adresse IP et votre type de navigateur, conservés dans les journaux du serveur pour la sécurité.',
      },
      use: {
        heading: 'Comment nous les utilisons',
        text1:
          'Nous utilisons vos informations pour gérer votre compte, confirmer les paiements, livrer les téléchargements et les clés de licence, répondre aux demandes d’assistance et sécuriser le service.',
        text2: 'Nous ne vendons pas vos données personnelles et n’affichons pas de publicité tierce.',
      },
      storage: {
        heading: 'Cookies et stockage local',
        text: 'Nous n’utilisons pas de cookies de suivi. Votre navigateur conserve votre jeton de connexion et vos préférences, comme la devise d’affichage et le volume du lecteur, dans le stockage local de votre propre appareil. La déconnexion supprime le jeton.',
      },
      sharing: {
        heading: 'Avec qui nous les partageons',
        text: 'Uniquement avec les prestataires qui exploitent le service pour nous (hébergement cloud et envoi d’e-mails), dans le cadre de contrats qui protègent vos données, et avec les autorités lorsque la loi l’exige. Toute personne qui vérifie une clé de licence voit le titre, la date d’achat et l’adresse e-mail du licencié, afin que la licence puisse être prouvée.',
      },
      retention: {
        heading: 'Durée de conservation',
        text: 'Les données du compte sont conservées tant que votre compte est ouvert. Les commandes sont conservées sept ans pour des raisons fiscales et de licence, même après la suppression d’un compte, afin que les licences existantes restent vérifiables.',
      },
      rights: {
        heading: 'Vos droits',
        text: 'Vous pouvez consulter, corriger, exporter ou supprimer vos données personnelles depuis les paramètres de votre compte, ou nous le demander en écrivant à <email/>. Nous répondons sous 30 jours.',
      },
      children: {
        heading: 'Enfants',
        text: '{{siteName}} ne s’adresse pas aux enfants de moins de 13 ans et nous ne collectons pas sciemment leurs données. Si vous pensez qu’un enfant de moins de 13 ans nous a fourni des données personnelles, contactez-nous et nous les supprimerons.',
      },
      security: {
        heading: 'Sécurité',
        text: 'Les données sont chiffrées en transit et au repos, les mots de passe ne sont stockés que sous forme de hachages salés, et l’accès du personnel est limité à ce qu’exige son travail. Aucun système n’est parfaitement sûr ; si une violation vous concerne, nous vous en informerons sans retard injustifié.',
      },
    },
    dmca: {
      pageTitle: 'Politique DMCA · {{siteName}}',
      title: 'Politique DMCA et droit d’auteur',
      intro:
        '{{siteName}} respecte les droits des créateurs. Voici comment signaler une musique contrefaisante et comment répondre à un signalement.',
      mailSubject: 'Notification DMCA',
      notice: {
        heading: 'Signaler une violation',
        text1:
          'Si vous pensez qu’une musique sur {{siteName}} porte atteinte à votre droit d’auteur, envoyez une notification écrite à notre agent désigné à l’adresse <email/>. La notification doit comprendre :',
        item1: 'votre signature manuscrite ou électronique ;',
        item2: 'l’identification de l’œuvre protégée qui, selon vous, est contrefaite ;',
        item3: 'l’URL de chaque titre sur {{siteName}} que vous voulez faire retirer ;',
        item4: 'vos nom, adresse postale, numéro de téléphone et adresse e-mail ;',
        item5:
          'une déclaration selon laquelle vous estimez de bonne foi que l’utilisation n’est pas autorisée par le titulaire, son agent ou la loi ;',
        item6:
          'une déclaration, sous peine de parjure, attestant que la notification est exacte et que vous êtes le titulaire ou êtes autorisé à agir pour son compte.',
        text2: 'Nous retirons ou bloquons rapidement l’accès au contenu et en informons l’artiste qui l’a publié.',
      },
      counter: {
        heading: 'Contre-notification',
        text1:
          'Si votre titre a été retiré et que vous pensez qu’il s’agit d’une erreur ou d’une mauvaise identification, vous pouvez envoyer à la même adresse une contre-notification comprenant :',
        item1: 'votre signature manuscrite ou électronique ;',
        item2: 'l’identification du contenu retiré et l’endroit où il apparaissait avant son retrait ;',
        item3:
          'une déclaration, sous peine de parjure, selon laquelle vous estimez de bonne foi qu’il a été retiré par erreur ou par suite d’une mauvaise identification ;',
        item4:
          'vos nom, adresse et numéro de téléphone, ainsi que votre acceptation de la compétence des tribunaux de votre lieu de résidence (ou de Dacca si vous vivez hors du Bangladesh) et de recevoir les actes de la personne à l’origine de la notification.',
        text2:
          'Nous transmettons la contre-notification au plaignant initial. Sauf s’il nous informe dans les 10 jours ouvrés qu’il a engagé une action en justice, nous rétablissons le contenu dans un délai de 10 à 14 jours ouvrés.',
      },
      repeat: {
        heading: 'Récidivistes',
        text: 'Dans les circonstances appropriées, nous fermons les comptes des utilisateurs qui enfreignent le droit d’auteur de manière répétée. Un compte qui reçoit en douze mois trois notifications valables non contestées avec succès est fermé et ses titres sont retirés.',
      },
      licences: {
        heading: 'Licences existantes',
        text: 'Les acheteurs qui ont acquis de bonne foi la licence d’un titre avant son retrait conservent leur clé de licence, et nous les aidons à justifier l’achat. Nous ne remboursons pas le retrait d’un titre déjà utilisé par l’acheteur, mais nous remboursons les achats encore éligibles selon notre Politique de remboursement.',
      },
      misuse: {
        heading: 'Fausses notifications',
        text: 'Envoyer sciemment une fausse notification ou contre-notification peut engager votre responsabilité, y compris pour les frais et honoraires d’avocat.',
      },
    },
    refund: {
      pageTitle: 'Politique de remboursement · {{siteName}}',
      title: 'Politique de remboursement',
      intro:
        'Nous voulons que chaque titre acheté vous satisfasse. Si quelque chose s’est mal passé, voici comment fonctionnent les remboursements.',
      mailSubject: 'Demande de remboursement',
      window: {
        heading: 'Délai de remboursement',
        text: 'Vous pouvez demander un remboursement dans les <strong>7 jours</strong> suivant la date d’achat indiquée sur votre facture.',
      },
      eligible: {
        heading: 'Quand vous y avez droit',
        technical:
          '<strong>Problèmes techniques :</strong> le fichier est corrompu ou ne peut pas être téléchargé, et notre équipe d’assistance ne parvient pas à le corriger.',
        duplicate: '<strong>Achats en double :</strong> le même titre vous a été facturé deux fois.',
        unauthorized: '<strong>Transactions non autorisées :</strong> un paiement que vous n’avez ni effectué ni approuvé.',
        mislabeled:
          '<strong>Contenu nettement mal décrit :</strong> le titre diffère sensiblement de son nom, de sa description, de son genre ou de son extrait.',
      },
      notEligible: {
        heading: 'Quand aucun remboursement n’est possible',
        item1: 'Un changement d’avis après le téléchargement du titre.',
        item2: 'Les achats de plus de 7 jours.',
        item3:
          'Une période d’abonnement déjà commencée, y compris une période renouvelée : un renouvellement n’est jamais prélevé automatiquement (vous réglez sa facture, envoyée par e-mail 3 jours avant la fin de la formule), et la résiliation est gratuite, arrête le renouvellement et vous laisse l’accès jusqu’à la fin de la période.',
        item4: 'Un contenu déjà utilisé commercialement, par exemple dans une vidéo publiée ou un projet client.',
      },
      howToAsk: {
        heading: 'Comment demander un remboursement',
        text: 'Écrivez à <email/> depuis l’adresse de votre compte, en indiquant :',
        item1: 'votre numéro de commande et le titre du morceau ;',
        item2: 'le motif de la demande, avec des captures d’écran ou des messages d’erreur s’il s’agit d’un problème technique ;',
        item3: 'le portefeuille ou le compte bancaire sur lequel verser le remboursement.',
      },
      timeline: {
        heading: 'Et ensuite',
        text1: 'Nous examinons chaque demande sous <strong>2 à 3 jours ouvrés</strong> et vous informons du résultat par e-mail.',
        text2:
          'Les remboursements approuvés sont traités sous <strong>5 à 7 jours ouvrés</strong> vers le moyen de paiement d’origine. La clé de licence d’un titre remboursé est révoquée et le titre ne peut plus être utilisé. Le remboursement du paiement d’une formule met fin immédiatement à la formule et à ses téléchargements.',
      },
    },
  },
};
