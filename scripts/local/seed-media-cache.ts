/**
 * What the seed derives from each demo song besides its audio: the preview clip, the waveform
 * peaks and the drawn cover at every width. All deterministic, and about 6 CPU-s of every new data
 * folder's start on its main thread (a test run starts four), so cached beside the demo audio
 * (seed-audio/cache.ts), one file per song. The key covers the master's bytes, the title and genre,
 * and the sources that shape these, so changing how a preview is cut or a cover drawn derives them again.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CoverWidth } from '../../shared/covers';
import type { Preview } from '../../functions/media/preview';
import { DEMO_SONGS } from './catalogue-data';
import { startDemoAudio } from './demo-audio';
import { AUDIO_CACHE_DIR } from './seed-audio/cache';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
/**
 * What cutPreview, waveformPeaks, encodePeaks and drawCoverRenditions answer depends on: these files
 * and every source under these folders (whole folders, so a module they come to import is covered
 * without this list knowing of it; a change elsewhere there only costs one derivation).
 */
const SOURCES = [
  'scripts/local/seed-media-cache.ts',
  'scripts/local/cover-art.ts',
  'scripts/local/seed-audio/plan.ts',
  'node_modules/codec-parser/package.json',
];
const SOURCE_DIRS = ['functions/media', 'shared'];

const sourceFiles = () => [
  ...SOURCES,
  ...SOURCE_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => join(dir, file))
      .sort(),
  ),
];

let version: string | undefined;
const mediaVersion = (): string => {
  if (version) return version;
  const hash = createHash('sha256');
  for (const file of sourceFiles()) hash.update(file).update(readFileSync(join(ROOT, file)));
  return (version = hash.digest('hex'));
};

/** The start of every file name of this version's cache: a change of version leaves the others to prune. */
const versionPrefix = () => `media-${mediaVersion().slice(0, 16)}-`;

/** Deletes the cached media of other versions (each version's is about 64 MB). */
async function pruneOtherVersions(): Promise<void> {
  const names = await readdir(AUDIO_CACHE_DIR).catch(() => []);
  const stale = names.filter((name) => name.startsWith('media-') && !name.startsWith(versionPrefix()));
  await Promise.all(stale.map((name) => rm(join(AUDIO_CACHE_DIR, name), { force: true })));
}

export interface SongMedia {
  preview: Preview;
  /** encodePeaks(waveformPeaks(master)), as the song record stores it. */
  peaks: string;
  covers: { width: CoverWidth; bytes: Uint8Array }[];
}

/** The cached file: bytes as base64. */
interface Stored {
  preview: Omit<Preview, 'bytes'> & { bytes: string };
  peaks: string;
  covers: { width: CoverWidth; bytes: string }[];
}

/** A demo song's preview, peaks and covers from its MP3 master: read from the cache when there, else derived and written there. */
export async function cachedSongMedia(master: Uint8Array, title: string, genre: string): Promise<SongMedia> {
  const key = createHash('sha256').update(mediaVersion()).update(JSON.stringify({ title, genre })).update(master).digest('hex');
  const file = join(AUDIO_CACHE_DIR, `${versionPrefix()}${key.slice(0, 32)}.json`);
  const stored = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as Stored,
    () => undefined,
  );
  if (stored) {
    const bytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));
    return {
      preview: { ...stored.preview, bytes: bytes(stored.preview.bytes) },
      peaks: stored.peaks,
      covers: stored.covers.map((c) => ({ width: c.width, bytes: bytes(c.bytes) })),
    };
  }
  const media = await deriveSongMedia(master, title, genre);
  const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
  const toStore: Stored = {
    preview: { ...media.preview, bytes: base64(media.preview.bytes) },
    peaks: media.peaks,
    covers: media.covers.map((c) => ({ width: c.width, bytes: base64(c.bytes) })),
  };
  // Written aside then renamed, so an interrupted start never leaves a truncated file behind; a cache
  // that cannot be written costs the next start its time, not this one.
  const partial = `${file}.${process.pid}.partial`;
  await mkdir(AUDIO_CACHE_DIR, { recursive: true })
    .then(() => writeFile(partial, JSON.stringify(toStore)))
    .then(() => rename(partial, file))
    .catch(() => rm(partial, { force: true }));
  return media;
}

async function deriveSongMedia(master: Uint8Array, title: string, genre: string): Promise<SongMedia> {
  const { cutPreview } = await import('../../functions/media/preview');
  const { waveformPeaks } = await import('../../functions/media/waveform');
  const { encodePeaks } = await import('../../functions/media/peaks');
  const { drawCoverRenditions } = await import('./cover-art');
  return {
    preview: await cutPreview(master, 'audio/mpeg'),
    peaks: encodePeaks(waveformPeaks(master, 'mp3')),
    covers: drawCoverRenditions(title, genre),
  };
}

// `tsx scripts/local/seed-media-cache.ts`: fills the cache from the cached demo audio and deletes other versions'
// (tests/helpers/global-stack.ts, before the test stacks start together, so they read it instead of each deriving it).
const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  void (async () => {
    const audio = startDemoAudio();
    for (const [i, song] of DEMO_SONGS.entries()) await cachedSongMedia((await audio.get(i)!).master, song.title, song.genre);
    await pruneOtherVersions();
  })();
}
