/**
 * The demo catalogue's audio, one promise per demo song, settling as each song is read from the
 * cache or rendered. Started as soon as the data folder is known to be new, so the render runs
 * on every core while Java boots, instead of after it.
 */
import { DEMO_SONGS } from './catalogue-data';
import { cachedSongAudio } from './seed-audio/cache';
import type { SongAudio } from './seed-audio/spec';

/** Demo song index → its master MP3 and 128 kbps stream. */
export type DemoAudio = ReadonlyMap<number, Promise<SongAudio>>;

export const ALL_DEMO_SONGS: readonly number[] = DEMO_SONGS.map((_, i) => i);

export function startDemoAudio(indexes: readonly number[] = ALL_DEMO_SONGS): DemoAudio {
  const audio = cachedSongAudio(
    indexes.map((i) => {
      const song = DEMO_SONGS[i]!;
      return { index: i, genre: song.genre, durationSeconds: song.durationSeconds, bpm: song.bpm, key: song.key };
    }),
  );
  // Awaited later by the seed, or never when the songs turn out to exist: a failure surfaces
  // where a song is awaited, not as an unhandled rejection meanwhile.
  for (const song of audio) song.catch(() => {});
  return new Map(indexes.map((i, n) => [i, audio[n]!]));
}
