import type { Translation } from '../en';

export const home: Pick<Translation, 'home'> = {
  home: {
    heroTitle: 'Trouvez le son que mérite votre prochain projet.',
    heroBadge: 'MP3 320 kbps et WAV · Licences vérifiées · Téléchargements immédiats',
    heroText:
      'Écoutez n’importe quel titre pendant 30 secondes, achetez-le une fois et obtenez une licence commerciale à vie avec une clé vérifiable. Ou abonnez-vous et téléchargez dans tout le catalogue.',
    browseMusic: 'Parcourir la musique',
    viewPricing: 'Voir les tarifs',
    verifiable: 'Des licences vérifiables',
    afterApproval: 'Téléchargement dès la validation',
    inNumbers: 'La plateforme en chiffres',
    statSongs: 'Titres',
    statArtists: 'Artistes',
    statUsers: 'Utilisateurs',
    statDownloads: 'Téléchargements',
    byGenre: 'Parcourir par genre',
    byGenreText: 'Allez droit au son que vous cherchez.',
    featuresTitle: 'Tout ce qu’il faut pour licencier de la musique sans paperasse',
    features: {
      preview: {
        title: 'Écoutez avant d’acheter',
        text: 'Chaque titre a un extrait de 30 secondes pris au milieu du morceau, là où se trouve souvent le refrain.',
      },
      lifetime: {
        title: 'Propriété à vie',
        text: 'Payez une fois par titre. Le téléchargement et les droits d’utilisation commerciale vous appartiennent pour de bon.',
      },
      quality: {
        title: 'Qualité studio',
        text: 'Fichiers en MP3 320 kbps et en WAV sans perte, prêts pour la vidéo, les podcasts, les jeux et la scène.',
      },
      verified: {
        title: 'Licences vérifiées',
        text: 'Chaque achat est accompagné d’une clé de licence et d’un PDF que chacun peut contrôler sur notre page de vérification.',
      },
      plans: {
        title: 'Des formules pour les gros utilisateurs',
        text: 'Abonnez-vous et téléchargez dans tout le catalogue avec un quota mensuel.',
      },
      pay: {
        title: 'Payez comme vous voulez',
        text: 'bKash, Nagad, Rocket et virement bancaire, confirmés par notre équipe, en général sous un jour.',
      },
    },
    lovedBy: 'Plébiscité par les créateurs',
    testimonials: {
      nusrat: {
        quote:
          'J’ai licencié la bande originale de toute une série documentaire en un après-midi. Les clés de licence ont rassuré la chaîne.',
        role: 'Monteuse de documentaires',
      },
      daniel: {
        quote:
          'Les extraits commencent là où le morceau devient bon : je présélectionne des titres pour un client en quelques minutes au lieu de plusieurs heures.',
        role: 'Producteur vidéo',
      },
      tanvir: {
        quote:
          'Payer avec bKash et recevoir une vraie facture, c’est exactement ce qu’il fallait à notre agence. Le support a répondu sur WhatsApp en quelques minutes.',
        role: 'Directeur de création',
      },
    },
    ctaTitle: 'Prêt à trouver votre son ?',
    ctaText:
      'Parcourez des milliers de titres originaux, ou créez un compte gratuit pour acheter, télécharger et garder vos licences au même endroit.',
    startBrowsing: 'Commencer',
    createAccount: 'Créer un compte gratuit',
  },
};
