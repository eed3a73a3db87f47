/**
 * Seeds the local stack through the functions' own code (so seeded data obeys the same rules as
 * data written through the API): the admin, store settings and the demo catalogue with real
 * audio. Idempotent: safe on every start; only what is missing is created.
 * Requires the functions' environment (scripts/dev.ts sets it) before it is imported.
 */
import { encodeTime } from 'ulid';
import { DEMO_SONGS } from './catalogue-data';
import { startDemoAudio, type DemoAudio } from './demo-audio';
import type { SongRecord } from '../../functions/data/songs-repo';
import type { SandboxCredentials } from './payment-sandbox';
import { seedTierMedia } from './seed-tier-media';
import type { CoverWidth } from '../../shared/covers';

export interface SeedOptions {
  adminEmail?: string;
  adminPassword?: string;
  log: (line: string) => void;
  /** Audio already being rendered (`startDemoAudio`, on a new data folder); the rest starts here. */
  demoAudio?: DemoAudio;
  /** Epoch ms the seed's log reports its times from (dev.ts: its launch); default: the seed's start. */
  since?: number;
  /** The local payment sandbox's credentials: card payments work on a new data folder without Gateway Setup. */
  paymentSandbox?: SandboxCredentials;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@marketplace.local';

/** Seeded songs get fixed ids and dates, so a second start recognises them. */
const SEED_EPOCH = Date.parse('2026-10-01T09:00:00Z');
export const demoSongId = (i: number) => {
  const createdAt = SEED_EPOCH + ((i * 17) % DEMO_SONGS.length) * 6 * 3600_000;
  return { id: `${encodeTime(createdAt, 10)}SEED${String(i).padStart(12, '0')}`, createdAt: new Date(createdAt) };
};

export async function seed(opts: SeedOptions): Promise<void> {
  // The accounts and the catalogue share nothing: the admin's password hash runs while songs render.
  const [, demoSongs] = await Promise.all([seedAccountsAndSettings(opts), seedCatalogue(opts)]);
  const extraSongs = await seedExtraSongs(Number(process.env.SEED_EXTRA_SONGS ?? 0), opts.log);
  await seedDemoArtists(opts.log);
  if (demoSongs + extraSongs > 0) {
    // Songs were written in bulk (one catalogue reset): build the search snapshot once, here,
    // rather than in the first visitor's request.
    const { refreshCatalogueSnapshot } = await import('../../functions/domain/catalogue/catalogue-cache');
    await refreshCatalogueSnapshot();
  }
}

/** An artist account per demo artist name (issue 24), its songs in its studio; passwords random and never printed. */
async function seedDemoArtists(log: (line: string) => void): Promise<void> {
  const { ensureDemoArtists } = await import('../../functions/domain/artists/demo-artists');
  const byArtist = new Map<string, { id: string; createdAt: string }[]>();
  DEMO_SONGS.forEach((song, i) => {
    const { id, createdAt } = demoSongId(i);
    byArtist.set(song.artist, [...(byArtist.get(song.artist) ?? []), { id, createdAt: createdAt.toISOString() }]);
  });
  const made = await ensureDemoArtists(byArtist);
  if (made > 0)
    log(`Seeded ${made} demo artist accounts (<name>@artists.marketplace.local; an admin sends a password reset link to hand one over)`);
}

async function seedAccountsAndSettings(opts: SeedOptions): Promise<void> {
  const { ensureAdmin } = await import('../../functions/domain/accounts/accounts');
  const { seedDefaultSettings } = await import('../../functions/domain/settings/settings');
  const { seedDefaultPlans } = await import('../../functions/domain/subscriptions/plans');
  const email = opts.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const [admin] = await Promise.all([
    ensureAdmin(email, opts.adminPassword),
    seedDefaultSettings(),
    seedDefaultPlans(),
    seedSandboxGateways(opts),
  ]);
  // Data from before a feature (the users directory and search, the inbox, the order search, the processing count): each numbered migration once.
  const { runMigrations } = await import('../../functions/data/migrations/run');
  await runMigrations(opts.log);
  if (admin.created && admin.password) {
    opts.log(`Created admin ${email} with password ${admin.password} (shown once: note it, or set ADMIN_EMAIL/ADMIN_PASSWORD)`);
  } else if (admin.created) {
    opts.log(`Created admin ${email}`);
  }
}

/** Gateway Setup filled with the payment sandbox's credentials, card enabled, once (an admin's save wins). */
async function seedSandboxGateways(opts: SeedOptions): Promise<void> {
  const sandbox = opts.paymentSandbox;
  if (!sandbox) return;
  const { seedPaymentGateways } = await import('../../functions/domain/integrations/gateways');
  const seeded = await seedPaymentGateways({
    stripe: { enabled: true, ...sandbox.stripe },
    paypal: { enabled: false, ...sandbox.paypal, mode: 'sandbox' },
    sslcommerz: { enabled: false, storeId: sandbox.sslcommerz.storeId, storePassword: sandbox.sslcommerz.storePassword, mode: 'sandbox' },
  });
  if (seeded) opts.log('Card payments go to the local payment sandbox (Gateway Setup holds its test keys)');
}

/**
 * `SEED_EXTRA_SONGS=N`: N more listed songs, metadata only, sharing the first demo song's audio.
 * The test stack uses it so quota races can run over more songs than the demo catalogue lists.
 * Returns how many songs it wrote.
 */
async function seedExtraSongs(count: number, log: (line: string) => void): Promise<number> {
  if (!Number.isInteger(count) || count <= 0) return 0;
  const { getSongRecord } = await import('../../functions/data/songs-repo');
  const { bulkPutSongRecords } = await import('../../functions/data/seeding/songs');
  const extraId = (i: number) => `EXTRA${String(i).padStart(6, '0')}`;
  if (await getSongRecord(extraId(count - 1))) return 0;
  const template = await getSongRecord(demoSongId(0).id);
  if (!template) return 0;
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
  return count;
}

/**
 * The demo songs missing from the table: audio rendered on every core (or read from the cache),
 * each song's preview cut and both files uploaded as soon as its audio is there, then every
 * record written in one batch with one catalogue version bump. Returns how many songs it wrote.
 */
async function seedCatalogue({ log, demoAudio: early, since }: SeedOptions): Promise<number> {
  const started = Date.now();
  const { getSongRecords } = await import('../../functions/data/songs-repo');
  const records = await getSongRecords(DEMO_SONGS.map((_, i) => demoSongId(i).id));
  const present = new Set(records.map((r) => r.id));
  await addMissingCovers(records, log);
  const missing = DEMO_SONGS.map((_, i) => i).filter((i) => !present.has(demoSongId(i).id));
  if (missing.length === 0) return 0;

  log(`Seeding ${missing.length} demo songs with generated audio…`);
  const late = startDemoAudio(missing.filter((i) => !early?.has(i)));
  const { cachedSongMedia } = await import('./seed-media-cache');
  const { putMediaObject, songMediaKeys } = await import('../../functions/media/storage');
  const { newSongRecord } = await import('../../functions/domain/catalogue/songs');
  const { createSongRecords } = await import('../../functions/data/seeding/songs');

  let audioDone = started;
  const upload = limiter(UPLOADING_SONGS);
  const songs = await Promise.all(
    missing.map(async (i) => {
      const { master, standard } = await (early?.get(i) ?? late.get(i))!;
      audioDone = Math.max(audioDone, Date.now());
      const song = DEMO_SONGS[i]!;
      const { id, createdAt } = demoSongId(i);
      // The preview, the peaks and the cover, derived once per machine (seed-media-cache.ts).
      const { preview, peaks, covers } = await cachedSongMedia(master, song.title, song.genre);
      const media = songMediaKeys(id, 'mp3');
      // Licence tiers (issue 25): a few songs get a WAV master and stems; their MP3 stays as the 320 kbps file.
      const tierMedia = await seedTierMedia(i, id, media.masterKey, upload);
      const [cover] = await upload(() =>
        Promise.all([
          putCoverRenditions(id, covers),
          putMediaObject(media.masterKey, master, 'audio/mpeg'),
          putMediaObject(media.previewKey, preview.bytes, preview.contentType),
          putMediaObject(media.standardKey, standard, 'audio/mpeg'),
        ]),
      );
      return {
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
        media: { ...media, masterContentType: 'audio/mpeg', previewContentType: preview.contentType, ...tierMedia?.media },
        format: tierMedia ? ('wav' as const) : ('mp3' as const),
        peaks,
        coverKey: cover,
      };
    }),
  );
  const uploaded = Date.now();
  // One batch write and one catalogue version bump, instead of a transaction and a version per song.
  await createSongRecords(songs.map(newSongRecord));
  const written = Date.now();
  const at = (t: number) => `${((t - (since ?? started)) / 1000).toFixed(1)} s`;
  log(
    `Seeded ${missing.length} songs in ${((written - started) / 1000).toFixed(1)} s ` +
      `(${since === undefined ? 'since the seed began' : 'since launch'}: all audio ready at ${at(audioDone)}, ` +
      `previews and uploads done at ${at(uploaded)}, records written at ${at(written)})`,
  );
  return missing.length;
}

/**
 * Draws a demo song's cover from its title and genre (the same song always gets the same art) and
 * stores it at every width a screen asks for; answers the key the song keeps, the largest's.
 */
async function putDrawnCover(songId: string, title: string, genre: string): Promise<string> {
  const { drawCoverRenditions } = await import('./cover-art');
  return putCoverRenditions(songId, drawCoverRenditions(title, genre));
}

/** Stores a demo song's drawn cover at every width; answers the key the song keeps, the largest's. */
async function putCoverRenditions(songId: string, renditions: readonly { width: CoverWidth; bytes: Uint8Array }[]): Promise<string> {
  const { coverRenditionKey, putCover } = await import('../../functions/media/storage');
  const { COVER_ART_VERSION } = await import('./cover-art');
  await Promise.all(renditions.map((r) => putCover(coverRenditionKey(songId, COVER_ART_VERSION, r.width), r.bytes, 'image/png')));
  return coverRenditionKey(songId, COVER_ART_VERSION, renditions.at(-1)!.width);
}

/**
 * A data folder seeded before songs had covers, or with an earlier drawing of them: its demo songs
 * get the current generated cover once, under a new key (so no browser keeps the old image), each
 * an ordinary song edit so the search index learns of it. A cover an admin uploaded is kept.
 * Returns how many it drew.
 */
async function addMissingCovers(records: readonly SongRecord[], log: (line: string) => void): Promise<number> {
  const { coverKey } = await import('../../functions/media/storage');
  const { OLDER_COVER_ART_VERSIONS } = await import('./cover-art');
  const older = (record: SongRecord) => OLDER_COVER_ART_VERSIONS.some((version) => record.coverKey === coverKey(record.id, version, 'png'));
  const stale = records.filter((r) => !r.coverKey || older(r));
  if (stale.length === 0) return 0;
  const { replaceSongRecord } = await import('../../functions/data/songs-admin-repo');
  for (const record of stale) {
    const key = await putDrawnCover(record.id, record.title, record.genre);
    await replaceSongRecord(record, { ...record, coverKey: key, updatedAt: new Date().toISOString() });
  }
  log(`Drew the current covers for ${stale.length} demo songs`);
  return stale.length;
}

/**
 * Songs whose objects are sent to the local S3 at once. s3rver runs in this process and writes
 * each object to disk: 160 PUTs at once (four objects of 40 songs) gain nothing over a few, and
 * on a loaded machine some of them outlast the PUT timeout.
 */
const UPLOADING_SONGS = 6;

/** Runs at most `size` of the tasks given to it at a time, in the order given. */
function limiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next waiting one.
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
