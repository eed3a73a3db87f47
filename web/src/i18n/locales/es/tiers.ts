import type { Translation } from '../en';

export const tiers: Pick<Translation, 'tiers'> = {
  tiers: {
    heading: 'Licencias',
    intro: 'Compara lo que incluye cada licencia y compra la que necesites. Mejórala después pagando la diferencia.',
    buy: 'Comprar {{name}}',
    upgrade: 'Mejorar a {{name}} por {{price}}',
    upgradeTo: 'Mejorar a {{name}}',
    yourLicence: 'Tu licencia',
    files: 'Archivos',
    unlimited: 'Ilimitado',
    yes: 'Sí',
    no: 'No',
    exclusiveNote: 'Exclusiva: la canción deja de venderse a cualquier otra persona.',
    soldExclusively: 'Esta canción se vendió en exclusiva y ya no está a la venta.',
    file: {
      mp3_128: 'MP3 128 kbps',
      mp3_320: 'MP3 320 kbps',
      wav: 'WAV',
      flac: 'FLAC',
      stems: 'Pistas separadas (ZIP)',
    },
    terms: {
      distributionCopies: 'Copias de distribución',
      audioStreams: 'Reproducciones de audio',
      musicVideos: 'Videoclips',
      radioStations: 'Emisoras de radio',
      paidPerformances: 'Actuaciones de pago',
      creditRequired: 'Crédito obligatorio',
    },
    tier: 'Nivel de licencia',
    tierTerms: 'Condiciones',
    upgradedTitle: 'Licencia mejorada',
    upgradedTo: 'Sustituida por',
  },
};
