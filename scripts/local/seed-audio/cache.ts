/**
 * Generated audio is deterministic, so it is cached per machine (under node_modules/.cache) and
 * shared by every data folder. The cache key covers the generator's own sources, so changing
 * how songs sound regenerates them.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SongAudio, SongSpec } from './spec';

const HERE = dirname(fileURLToPath(import.meta.url));
/** `SEED_AUDIO_CACHE_DIR` points elsewhere, e.g. an empty folder to time a fresh machine's first start. */
export const AUDIO_CACHE_DIR =
  process.env.SEED_AUDIO_CACHE_DIR || join(HERE, '..', '..', '..', 'node_modules', '.cache', 'marketplace-seed-audio');

export function generatorVersion(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(HERE)
    .filter((f) => f.endsWith('.ts'))
    .sort())
    hash.update(file).update(readFileSync(join(HERE, file)));
  return hash.digest('hex');
}

/** Audio for each spec from the cache, generating (on every core) only what is missing. */
export async function cachedCatalogueAudio(specs: readonly SongSpec[]): Promise<SongAudio[]> {
  return Promise.all(cachedSongAudio(specs));
}

/**
 * One promise per spec, settled as soon as that song is read from the cache or generated (the
 * missing ones on every core, each written to the cache as it comes).
 */
export function cachedSongAudio(specs: readonly SongSpec[]): Promise<SongAudio>[] {
  const version = generatorVersion();
  const filesOf = (spec: SongSpec): Files => {
    const base = join(AUDIO_CACHE_DIR, createHash('sha256').update(version).update(JSON.stringify(spec)).digest('hex').slice(0, 32));
    return { master: `${base}.mp3`, standard: `${base}.128.mp3` };
  };
  const cached = specs.map((spec) => existsSync(filesOf(spec).master) && existsSync(filesOf(spec).standard));
  const toMake = specs.filter((_, n) => !cached[n]);
  const made = toMake.length === 0 ? [] : generateAndStore(toMake, filesOf);
  let next = 0;
  const read = (file: string) => readFile(file).then((b) => new Uint8Array(b));
  return specs.map((spec, n) => {
    if (!cached[n]) return made[next++]!;
    const files = filesOf(spec);
    return Promise.all([read(files.master), read(files.standard)]).then(([master, standard]) => ({ master, standard }));
  });
}

/** Where a song's two MP3s are cached. */
interface Files {
  master: string;
  standard: string;
}

function generateAndStore(specs: readonly SongSpec[], filesOf: (spec: SongSpec) => Files): Promise<SongAudio>[] {
  const songs = import('./pool').then(({ generateEachSong }) => generateEachSong(specs));
  const folder = mkdir(AUDIO_CACHE_DIR, { recursive: true }).then(
    () => true,
    () => false,
  );
  return specs.map(async (spec, n) => {
    const audio = await (await songs)[n]!;
    // Written aside then renamed, so an interrupted start never leaves a truncated song behind.
    // A cache that cannot be written costs the next start its time, not this one.
    if (await folder) {
      const files = filesOf(spec);
      for (const part of ['standard', 'master'] as const) {
        const partial = `${files[part]}.${process.pid}.partial`;
        await writeFile(partial, audio[part])
          .then(() => rename(partial, files[part]))
          .catch(() => rm(partial, { force: true }));
      }
    }
    return audio;
  });
}
