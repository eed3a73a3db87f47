/**
 * Generated audio is deterministic, so it is cached per machine (under node_modules/.cache) and
 * shared by every data folder. The cache key covers the generator's own sources, so changing
 * how songs sound regenerates them.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SongSpec } from './spec';

const HERE = dirname(fileURLToPath(import.meta.url));
/** `SEED_AUDIO_CACHE_DIR` points elsewhere, e.g. an empty folder to time a fresh machine's first start. */
const AUDIO_CACHE_DIR =
  process.env.SEED_AUDIO_CACHE_DIR || join(HERE, '..', '..', '..', 'node_modules', '.cache', 'marketplace-seed-audio');

function generatorVersion(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(HERE)
    .filter((f) => f.endsWith('.ts'))
    .sort())
    hash.update(file).update(readFileSync(join(HERE, file)));
  return hash.digest('hex');
}

/** Audio for each spec from the cache, generating (on every core) only what is missing. */
export async function cachedCatalogueAudio(specs: readonly SongSpec[]): Promise<Uint8Array[]> {
  const version = generatorVersion();
  const fileOf = (spec: SongSpec) =>
    join(AUDIO_CACHE_DIR, `${createHash('sha256').update(version).update(JSON.stringify(spec)).digest('hex').slice(0, 32)}.mp3`);
  const cached = specs.map((spec) => {
    try {
      return new Uint8Array(readFileSync(fileOf(spec)));
    } catch {
      return undefined;
    }
  });
  const toMake = specs.filter((_, n) => !cached[n]);
  if (toMake.length === 0) return cached as Uint8Array[];
  const { generateCatalogueAudio } = await import('./pool');
  const made = await generateCatalogueAudio(toMake);
  mkdirSync(AUDIO_CACHE_DIR, { recursive: true });
  toMake.forEach((spec, n) => writeFileSync(fileOf(spec), made[n]!));
  let next = 0;
  return cached.map((bytes) => bytes ?? made[next++]!);
}
