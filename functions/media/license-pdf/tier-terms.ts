/** A licence tier's contract as the certificate's bullets (issue 25): its limits, files, credit and exclusivity. */
import { groupThousands, type Deliverable, type LicenseTerms } from '../../../shared/api/licenses';
import { toWinAnsi } from './win-ansi';

export interface LicensePdfTier {
  name: string;
  exclusive: boolean;
  terms: LicenseTerms;
  deliverables: readonly Deliverable[];
}

interface Run {
  text: string;
  bold?: boolean;
}

const FILE_NAMES: Record<Deliverable, string> = {
  mp3_128: 'MP3 128 kbps',
  mp3_320: 'MP3 320 kbps',
  wav: 'WAV (lossless)',
  flac: 'FLAC (lossless)',
  stems: 'stems (track-outs, ZIP)',
};

const count = (n: number | null, one: string, many: string) =>
  n === null ? `unlimited ${many}` : `${groupThousands(n)} ${n === 1 ? one : many}`;

export function tierTerms(tier: LicensePdfTier): Run[][] {
  const t = tier.terms;
  return [
    [
      { text: `${toWinAnsi(tier.name) || 'Licence'}.`, bold: true },
      { text: 'A lifetime licence: it does not expire and needs no renewal.' },
    ],
    [
      { text: 'Usage limits:', bold: true },
      {
        text: `${count(t.distributionCopies, 'distribution copy', 'distribution copies')}, ${count(t.audioStreams, 'audio stream', 'audio streams')}, ${count(t.musicVideos, 'music video', 'music videos')}, ${count(t.radioStations, 'radio station', 'radio stations')}, ${count(t.paidPerformances, 'paid performance', 'paid performances')}.`,
      },
    ],
    [{ text: 'Files:', bold: true }, { text: `${tier.deliverables.map((d) => FILE_NAMES[d]).join(', ')}.` }],
    [
      { text: t.creditRequired ? 'Credit required:' : 'Credit not required:', bold: true },
      {
        text: t.creditRequired
          ? 'the artist must be credited as the producer in every release.'
          : 'the artist need not be credited, though credit is welcome.',
      },
    ],
    tier.exclusive
      ? [
          { text: 'Exclusive.', bold: true },
          { text: 'The recording is no longer sold to anyone else. Licences sold before this one stay valid on their own terms.' },
        ]
      : [
          { text: 'Non-exclusive and non-transferable.', bold: true },
          { text: 'The artist may license the recording to others; this licence belongs to the licensee named above only.' },
        ],
    [
      { text: 'No resale or redistribution', bold: true },
      { text: 'of the audio files themselves, alone or in a collection; no claim of authorship.' },
    ],
  ];
}
