/**
 * `npm run seed -- --songs 100000 [--data-dir DIR]`: fills a local data folder with a large
 * catalogue for scale tests and benchmarks. Metadata only: every song shares one master and one
 * preview. Stop `npm start` on the same folder first (DynamoDB Local locks its files).
 */
import { parseArgs } from 'node:util';
import { GENRES } from '../shared/constants';
import { resolveDataDir } from './local/env';
import { startLocalStack } from './local/stack';

const WORDS = [
  'neon',
  'river',
  'golden',
  'midnight',
  'echo',
  'velvet',
  'paper',
  'silver',
  'quiet',
  'storm',
  'lantern',
  'glass',
  'ember',
  'harbor',
  'summer',
  'winter',
  'static',
  'blue',
  'crimson',
  'northern',
  'city',
  'desert',
  'ocean',
  'signal',
  'dream',
  'hollow',
];
const NAMES = ['Kaia', 'Oren', 'Mira', 'Theo', 'Lumi', 'Zara', 'Ilya', 'Nova', 'Juniper', 'Sable', 'Ash', 'Wren', 'Clara', 'Rafi'];
const SURNAMES = ['Voss', 'Lux', 'Marsh', 'Hart', 'Bloom', 'Brandt', 'Shore', 'Lane', 'Kings', 'Ember', 'Calloway', 'Venn', 'Rahman'];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** Song `i` of a scale catalogue: deterministic, varied titles/artists/prices/dates. */
export function scaleSong(i: number, total: number) {
  const artistIndex = Math.floor((i * 7919) % Math.max(50, Math.floor(total / 40)));
  return {
    id: `SCALE${String(i).padStart(10, '0')}`,
    title: `${pick(WORDS, i * 31)} ${pick(WORDS, i * 17 + 3)} ${i}`.replace(/^\w/, (c) => c.toUpperCase()),
    artist: `${pick(NAMES, artistIndex)} ${pick(SURNAMES, Math.floor(artistIndex / NAMES.length))} ${artistIndex}`,
    genre: pick(GENRES, i),
    priceCents: 99 + ((i * 7741) % 4900),
    createdAt: new Date(Date.parse('2024-01-01T00:00:00Z') + i * 60_000).toISOString(),
  };
}

export async function seedScaleCatalogue(total: number, log: (line: string) => void): Promise<void> {
  const { generateSongAudio } = await import('./local/seed-audio/pool');
  const { cutPreview } = await import('../functions/media/preview');
  const { putMediaObject } = await import('../functions/media/storage');
  const { bulkPutSongRecords } = await import('../functions/data/seeding/songs');
  const { refreshCatalogueSnapshot } = await import('../functions/domain/catalogue/catalogue-cache');

  const master = await generateSongAudio({ index: 9999, genre: 'Electronic', durationSeconds: 60 });
  const preview = await cutPreview(master, 'audio/mpeg');
  const { waveformPeaks } = await import('../functions/media/waveform');
  const { encodePeaks } = await import('../functions/media/peaks');
  const peaks = encodePeaks(waveformPeaks(master, 'mp3'));
  const media = {
    masterKey: 'seed/shared/master.mp3',
    masterContentType: 'audio/mpeg',
    previewKey: 'seed/shared/preview.mp3',
    previewContentType: preview.contentType,
  };
  await Promise.all([
    putMediaObject(media.masterKey, master, 'audio/mpeg'),
    putMediaObject(media.previewKey, preview.bytes, preview.contentType),
  ]);

  const started = Date.now();
  const chunk = 5000;
  for (let from = 0; from < total; from += chunk) {
    const records = [];
    for (let i = from; i < Math.min(total, from + chunk); i++) {
      const s = scaleSong(i, total);
      records.push({
        ...s,
        description: `${s.title} by ${s.artist}.`,
        status: 'published' as const,
        isAvailable: true,
        updatedAt: s.createdAt,
        durationSeconds: preview.masterDurationSeconds,
        rating: 4,
        downloads: 0,
        revenueCents: 0,
        media,
        format: 'mp3' as const,
        peaks,
      });
    }
    await bulkPutSongRecords(records);
    log(`  ${Math.min(total, from + chunk)} / ${total} songs (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  // Cold containers start from this snapshot instead of reading the whole catalogue.
  const snapshotStarted = Date.now();
  const snapshot = await refreshCatalogueSnapshot();
  log(
    `  search snapshot: ${snapshot.songs} listed songs at version ${snapshot.version} (${((Date.now() - snapshotStarted) / 1000).toFixed(0)} s)`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { songs: { type: 'string', default: '1000' }, 'data-dir': { type: 'string' } },
  });
  const total = Number(values.songs);
  if (!Number.isInteger(total) || total < 1 || total > 1_000_000) {
    console.error('--songs must be a whole number from 1 to 1000000');
    process.exit(2);
  }
  const dataDir = resolveDataDir(values['data-dir'] ?? process.env.DATA_DIR);
  const stack = await startLocalStack({ dataDir, sitePort: Number(process.env.PORT ?? 3000), log: console.log });
  try {
    console.log(`Seeding ${total} songs (metadata only, shared audio) into ${dataDir}`);
    await seedScaleCatalogue(total, console.log);
    const { runMigrations } = await import('../functions/data/migrations/run');
    await runMigrations(console.log);
    console.log('Done.');
  } finally {
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
