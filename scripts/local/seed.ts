/**
 * Seeds the local stack through the functions' own code (so seeded data obeys the same rules as
 * data written through the API): the admin, store settings and the demo catalogue with real
 * audio. Idempotent: safe on every start; only what is missing is created.
 * Requires the functions' environment (scripts/dev.ts sets it) before it is imported.
 */
import { encodeTime } from 'ulid';
import { DEMO_SONGS } from './catalogue-data';

export interface SeedOptions {
  adminEmail?: string;
  adminPassword?: string;
  log: (line: string) => void;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@marketplace.local';

/** Seeded songs get fixed ids and dates, so a second start recognises them. */
const SEED_EPOCH = Date.parse('2026-10-01T09:00:00Z');
export const demoSongId = (i: number) => {
  const createdAt = SEED_EPOCH + ((i * 17) % DEMO_SONGS.length) * 6 * 3600_000;
  return { id: `${encodeTime(createdAt, 10)}SEED${String(i).padStart(12, '0')}`, createdAt: new Date(createdAt) };
};

export async function seed(opts: SeedOptions): Promise<void> {
  const { ensureAdmin } = await import('../../functions/domain/accounts/accounts');
  const { seedDefaultSettings } = await import('../../functions/domain/settings/settings');
  const { seedDefaultPlans } = await import('../../functions/domain/subscriptions/plans');
  const email = opts.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const [admin] = await Promise.all([ensureAdmin(email, opts.adminPassword), seedDefaultSettings(), seedDefaultPlans()]);
  if (admin.created && admin.password) {
    opts.log(`Created admin ${email} with password ${admin.password} (shown once: note it, or set ADMIN_EMAIL/ADMIN_PASSWORD)`);
  } else if (admin.created) {
    opts.log(`Created admin ${email}`);
  }
  await seedCatalogue(opts.log);
  await seedExtraSongs(Number(process.env.SEED_EXTRA_SONGS ?? 0), opts.log);
}

/**
 * `SEED_EXTRA_SONGS=N`: N more listed songs, metadata only, sharing the first demo song's audio.
 * The test stack uses it so quota races can run over more songs than the demo catalogue lists.
 */
async function seedExtraSongs(count: number, log: (line: string) => void): Promise<void> {
  if (!Number.isInteger(count) || count <= 0) return;
  const { getSongRecord, bulkPutSongRecords } = await import('../../functions/data/songs-repo');
  const extraId = (i: number) => `EXTRA${String(i).padStart(6, '0')}`;
  if (await getSongRecord(extraId(count - 1))) return;
  const template = await getSongRecord(demoSongId(0).id);
  if (!template) return;
  const genres = [...new Set(DEMO_SONGS.map((s) => s.genre))];
  const at = Date.parse('2026-09-01T00:00:00Z');
  await bulkPutSongRecords(
    Array.from({ length: count }, (_, i) => ({
      ...template,
      id: extraId(i),
      title: `Session Take ${i + 1}`,
      artist: `Studio Ensemble ${(i % 5) + 1}`,
      genre: genres[i % genres.length]!,
      description: 'An extra catalogue entry for tests and demos, sharing the audio of the first demo song.',
      status: 'published' as const,
      isAvailable: true,
      createdAt: new Date(at + i * 60_000).toISOString(),
      updatedAt: new Date(at + i * 60_000).toISOString(),
      downloads: 0,
      revenueCents: 0,
    })),
  );
  log(`Seeded ${count} extra songs`);
}

async function seedCatalogue(log: (line: string) => void): Promise<void> {
  const { getSongRecord } = await import('../../functions/data/songs-repo');
  const missing: number[] = [];
  for (let i = 0; i < DEMO_SONGS.length; i++) {
    if (!(await getSongRecord(demoSongId(i).id))) missing.push(i);
  }
  if (missing.length === 0) return;

  const started = Date.now();
  log(`Seeding ${missing.length} demo songs with generated audio…`);
  const { cutPreview } = await import('../../functions/media/preview');
  const { putMediaObject, songMediaKeys } = await import('../../functions/media/storage');
  const { createSong } = await import('../../functions/domain/catalogue/songs');

  const { cachedCatalogueAudio } = await import('./seed-audio/cache');
  const audio = await cachedCatalogueAudio(
    missing.map((i) => {
      const song = DEMO_SONGS[i]!;
      return { index: i, genre: song.genre, durationSeconds: song.durationSeconds, bpm: song.bpm, key: song.key };
    }),
  );

  const stored = await Promise.all(
    missing.map(async (i, n) => {
      const master = audio[n]!;
      const { id } = demoSongId(i);
      const preview = await cutPreview(master, 'audio/mpeg');
      const media = songMediaKeys(id, 'mp3');
      await Promise.all([
        putMediaObject(media.masterKey, master, 'audio/mpeg'),
        putMediaObject(media.previewKey, preview.bytes, preview.contentType),
      ]);
      return { i, preview, media };
    }),
  );
  // One at a time: each song bumps the catalogue version, which writers take in turn.
  for (const { i, preview, media } of stored) {
    const song = DEMO_SONGS[i]!;
    const { id, createdAt } = demoSongId(i);
    await createSong({
      id,
      createdAt,
      title: song.title,
      artist: song.artist,
      genre: song.genre,
      description: song.description,
      priceCents: song.priceCents,
      status: song.status,
      isAvailable: song.isAvailable,
      rating: song.rating,
      durationSeconds: preview.masterDurationSeconds,
      media: { ...media, masterContentType: 'audio/mpeg', previewContentType: preview.contentType },
    });
  }
  log(`Seeded ${missing.length} songs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
