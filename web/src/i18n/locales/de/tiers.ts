import type { Translation } from '../en';

export const tiers: Pick<Translation, 'tiers'> = {
  tiers: {
    heading: 'Lizenzen',
    intro: 'Vergleiche, was jede Lizenz umfasst, und kaufe die passende. Später kannst du gegen Zahlung der Differenz upgraden.',
    buy: '{{name}} kaufen',
    upgrade: 'Upgrade auf {{name}} für {{price}}',
    upgradeTo: 'Upgrade auf {{name}}',
    yourLicence: 'Deine Lizenz',
    files: 'Dateien',
    unlimited: 'Unbegrenzt',
    yes: 'Ja',
    no: 'Nein',
    exclusiveNote: 'Exklusiv: Der Song wird an niemanden sonst mehr verkauft.',
    soldExclusively: 'Dieser Song wurde exklusiv verkauft und ist nicht mehr erhältlich.',
    file: {
      mp3_128: 'MP3 128 kbps',
      mp3_320: 'MP3 320 kbps',
      wav: 'WAV',
      flac: 'FLAC',
      stems: 'Einzelspuren (ZIP)',
    },
    terms: {
      distributionCopies: 'Vertriebskopien',
      audioStreams: 'Audio-Streams',
      musicVideos: 'Musikvideos',
      radioStations: 'Radiosender',
      paidPerformances: 'Bezahlte Auftritte',
      creditRequired: 'Nennung erforderlich',
    },
    tier: 'Lizenzstufe',
    tierTerms: 'Bedingungen',
    upgradedTitle: 'Ersetzte Lizenz',
    upgradedTo: 'Ersetzt durch',
  },
};
