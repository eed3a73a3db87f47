/** Stores a demo song's WAV master and stems (seed-tier-audio.ts, cached: tier-audio-cache.ts) and answers its media fields. */
import { WAV_DEMO_SONGS } from './seed-tier-audio';
import { demoTierAudio } from './tier-audio-cache';

export async function seedTierMedia(
  index: number,
  songId: string,
  mp3Key: string,
  upload: <T>(task: () => Promise<T>) => Promise<T>,
): Promise<{ media: { masterKey: string; masterContentType: string; highKey: string; stemsKey?: string } } | undefined> {
  if (!WAV_DEMO_SONGS.includes(index)) return undefined;
  const audio = await demoTierAudio(index);
  const { putMediaObject, songMediaKeys } = await import('../../functions/media/storage');
  const wavKey = songMediaKeys(songId, 'wav').masterKey;
  const stemsKey = audio.stems ? `songs/${songId}/stems.zip` : undefined;
  await upload(() =>
    Promise.all([
      putMediaObject(wavKey, audio.wav, 'audio/wav'),
      ...(audio.stems && stemsKey ? [putMediaObject(stemsKey, audio.stems, 'application/zip')] : []),
    ]),
  );
  return { media: { masterKey: wavKey, masterContentType: 'audio/wav', highKey: mp3Key, ...(stemsKey ? { stemsKey } : {}) } };
}
