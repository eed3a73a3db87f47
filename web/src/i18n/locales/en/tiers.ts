import { addEnglish } from '../../i18n';

/** Licence tiers (issue 25): the song page's comparison, the purchase dialog's tier, verification. */
export const tiers = {
  tiers: {
    heading: 'Licences',
    intro: 'Compare what each licence includes, then buy the one you need. Upgrade later by paying the difference.',
    buy: 'Buy {{name}}',
    upgrade: 'Upgrade to {{name}} for {{price}}',
    upgradeTo: 'Upgrade to {{name}}',
    yourLicence: 'Your licence',
    files: 'Files',
    unlimited: 'Unlimited',
    yes: 'Yes',
    no: 'No',
    exclusiveNote: 'Exclusive: the song comes off sale for everyone else.',
    soldExclusively: 'This song was sold exclusively and is no longer for sale.',
    file: {
      mp3_128: 'MP3 128 kbps',
      mp3_320: 'MP3 320 kbps',
      wav: 'WAV',
      flac: 'FLAC',
      stems: 'Stems (ZIP)',
    },
    terms: {
      distributionCopies: 'Distribution copies',
      audioStreams: 'Audio streams',
      musicVideos: 'Music videos',
      radioStations: 'Radio stations',
      paidPerformances: 'Paid performances',
      creditRequired: 'Credit required',
    },
    tier: 'Licence tier',
    tierTerms: 'Terms',
    upgradedTitle: 'Upgraded licence',
    upgradedTo: 'Replaced by',
  },
};

addEnglish({ ...tiers });
