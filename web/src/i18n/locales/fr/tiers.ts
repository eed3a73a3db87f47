import type { Translation } from '../en';

export const tiers: Pick<Translation, 'tiers'> = {
  tiers: {
    heading: 'Licences',
    intro:
      'Comparez ce que comprend chaque licence, puis achetez celle qu’il vous faut. Passez plus tard à une licence supérieure en payant la différence.',
    buy: 'Acheter {{name}}',
    upgrade: 'Passer à {{name}} pour {{price}}',
    upgradeTo: 'Passer à {{name}}',
    yourLicence: 'Votre licence',
    files: 'Fichiers',
    unlimited: 'Illimité',
    yes: 'Oui',
    no: 'Non',
    exclusiveNote: 'Exclusive : le titre n’est plus vendu à personne d’autre.',
    soldExclusively: 'Ce titre a été vendu en exclusivité et n’est plus en vente.',
    file: {
      mp3_128: 'MP3 128 kbps',
      mp3_320: 'MP3 320 kbps',
      wav: 'WAV',
      flac: 'FLAC',
      stems: 'Pistes séparées (ZIP)',
    },
    terms: {
      distributionCopies: 'Copies distribuées',
      audioStreams: 'Écoutes en streaming',
      musicVideos: 'Clips vidéo',
      radioStations: 'Stations de radio',
      paidPerformances: 'Concerts payants',
      creditRequired: 'Crédit obligatoire',
    },
    tier: 'Niveau de licence',
    tierTerms: 'Conditions',
    upgradedTitle: 'Licence remplacée',
    upgradedTo: 'Remplacée par',
  },
};
