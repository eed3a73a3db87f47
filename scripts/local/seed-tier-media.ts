/** Stores a demo song's WAV master and stems (seed-tier-audio.ts) and answers its media fields. */
import { DEMO_SONGS } from './catalogue-data';
import { renderTierAudio, STEMS_DEMO_SONGS, WAV_DEMO_SONGS } from './seed-tier-audio';

export async function seedTierMedia(
  index: number,
  songId: string,
  mp3Key: string,
  upload: <T>(task: () => Promise<T>) => Promise<T>,
): Promise<{ media: { masterKey: string; masterContentType: string; highKey: string; stemsKey?: string } } | undefined> {
  if (!WAV_DEMO_SONGS.includes(index)) return undefined;
  const song = DEMO_SONGS[index]!;
  const spec = { index, genre: song.genre, durationSeconds: song.durationSeconds, bpm: song.bpm, key: song.key };
  const audio = renderTierAudio(spec, STEMS_DEMO_SONGS.includes(index));
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
