/**
 * The demo's WAV masters and stems ZIPs (seed-tier-audio.ts), cached beside the demo songs' MP3s
 * (seed-audio/cache.ts): rendering them took about 14 CPU-s of every new data folder's start, and a
 * test run starts four. The key covers the synthesiser's sources and the files that shape these two,
 * so changing how they sound renders them again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_SONGS } from './catalogue-data';
import { AUDIO_CACHE_DIR, generatorVersion } from './seed-audio/cache';
import type { SongSpec } from './seed-audio/spec';
import { renderTierAudio, STEMS_DEMO_SONGS, WAV_DEMO_SONGS, type TierAudio } from './seed-tier-audio';

const HERE = dirname(fileURLToPath(import.meta.url));
/** What renderTierAudio's bytes depend on besides the synthesiser (seed-audio/). */
const SOURCES = ['seed-tier-audio.ts', 'stored-zip.ts', '../../functions/media/preview.ts'];

let version: string | undefined;
const tierVersion = (): string => {
  if (version) return version;
  const hash = createHash('sha256').update(generatorVersion());
  for (const file of SOURCES) hash.update(file).update(readFileSync(join(HERE, file)));
  return (version = hash.digest('hex'));
};

/** renderTierAudio's answer, read from the cache when there, else rendered and written there. */
export async function cachedTierAudio(spec: SongSpec, withStems: boolean): Promise<TierAudio> {
  const base = join(
    AUDIO_CACHE_DIR,
    `tier-${createHash('sha256').update(tierVersion()).update(JSON.stringify({ spec, withStems })).digest('hex').slice(0, 32)}`,
  );
  const files = { wav: `${base}.wav`, stems: `${base}.stems.zip` };
  if (existsSync(files.wav) && (!withStems || existsSync(files.stems))) {
    const [wav, stems] = await Promise.all([readFile(files.wav), withStems ? readFile(files.stems) : undefined]);
    return { wav: new Uint8Array(wav), ...(stems ? { stems: new Uint8Array(stems) } : {}) };
  }
  const audio = renderTierAudio(spec, withStems);
  // Written aside then renamed, so an interrupted start never leaves a truncated file behind; a cache
  // that cannot be written costs the next start its time, not this one.
  const written = await mkdir(AUDIO_CACHE_DIR, { recursive: true }).then(
    () => true,
    () => false,
  );
  if (written) {
    for (const [file, bytes] of [
      [files.stems, audio.stems],
      [files.wav, audio.wav],
    ] as const) {
      if (!bytes) continue;
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, bytes)
        .then(() => rename(partial, file))
        .catch(() => rm(partial, { force: true }));
    }
  }
  return audio;
}

/** The WAV master (and stems) of demo song `index`, one of WAV_DEMO_SONGS. */
export function demoTierAudio(index: number): Promise<TierAudio> {
  const song = DEMO_SONGS[index]!;
  const spec = { index, genre: song.genre, durationSeconds: song.durationSeconds, bpm: song.bpm, key: song.key };
  return cachedTierAudio(spec, STEMS_DEMO_SONGS.includes(index));
}

// `tsx scripts/local/tier-audio-cache.ts`: fills the cache (tests/helpers/global-stack.ts, before the test
// stacks start together, so they read it instead of each rendering it).
const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  void (async () => {
    for (const index of WAV_DEMO_SONGS) await demoTierAudio(index);
  })();
}
