/**
 * What a stored song brings to the licence tiers: the files it has and its own tier prices. Pure,
 * so the song's catalogue row (songs-repo `toSong`) carries it without loading the tiers.
 */
import type { Deliverable, SongOffer } from '../../shared/api/licenses';
import { toMajor } from '../../shared/money';
import type { SongMedia } from './songs-repo';

export interface OfferSource {
  format?: 'mp3' | 'wav' | 'flac';
  bitrateKbps?: number;
  media: SongMedia;
  /** US cents per tier id, where the song does not take the tier's default. */
  tierPrices?: Record<string, number>;
}

const masterKind = (s: OfferSource): 'mp3' | 'wav' | 'flac' => {
  if (s.format) return s.format;
  const type = s.media.masterContentType.toLowerCase();
  return type.includes('flac') ? 'flac' : type.includes('wav') || type.includes('wave') ? 'wav' : 'mp3';
};

/** The files a song can deliver. A WAV or FLAC master is its lossless file (`wav`; a FLAC master also `flac`). */
export function songFiles(s: OfferSource): Deliverable[] {
  const kind = masterKind(s);
  const files: Deliverable[] = [];
  if (s.media.standardKey || (kind === 'mp3' && s.media.masterKey)) files.push('mp3_128');
  if (s.media.highKey || kind === 'mp3') files.push('mp3_320');
  if (kind === 'wav' || kind === 'flac') files.push('wav');
  if (kind === 'flac') files.push('flac');
  if (s.media.stemsKey) files.push('stems');
  return files;
}

/** Where each file of a song is, with its content type and extension. */
export function songFileObject(s: OfferSource, file: Deliverable): { key: string; contentType: string; ext: string } | undefined {
  const kind = masterKind(s);
  const master = { key: s.media.masterKey, contentType: s.media.masterContentType, ext: kind };
  switch (file) {
    case 'mp3_128':
      return s.media.standardKey
        ? { key: s.media.standardKey, contentType: 'audio/mpeg', ext: 'mp3' }
        : kind === 'mp3'
          ? master
          : undefined;
    case 'mp3_320':
      return s.media.highKey ? { key: s.media.highKey, contentType: 'audio/mpeg', ext: 'mp3' } : kind === 'mp3' ? master : undefined;
    case 'wav':
      return kind === 'wav' || kind === 'flac' ? master : undefined;
    case 'flac':
      return kind === 'flac' ? master : undefined;
    case 'stems':
      return s.media.stemsKey ? { key: s.media.stemsKey, contentType: 'application/zip', ext: 'zip' } : undefined;
  }
}

export const songOffer = (s: OfferSource): SongOffer => ({
  files: songFiles(s),
  prices: Object.fromEntries(Object.entries(s.tierPrices ?? {}).map(([tier, cents]) => [tier, toMajor(cents)])),
});
