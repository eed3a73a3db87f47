/**
 * The songs back office against the real local stack: files go to the bucket through presigned
 * POSTs, the server decides what they are, cuts the preview, and the public catalogue follows.
 * It publishes songs, which the shared stack's catalogue tests would see (they hold the public
 * list to the seeded catalogue), so it runs on the `isolated` project's stack and leaves nothing
 * listed behind: its songs are deleted, or unpublished when sold.
 */
import { parseBuffer } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSongAudio } from '../../scripts/local/seed-audio/pool';
import { pathOf } from '../../shared/api/call';
import { paths } from '../../shared/api/paths';
import type { CreateSongBody } from '../../shared/api/songs-admin';
import { adminToken, api, apiLoose, isLocalStack, registerAndLogin } from '../helpers/api';
import { walletPaidOrder } from '../helpers/orders';
import { uploaded, uploadFile } from '../helpers/uploads';
import { countingWav, randomBytes, verbatimFlac } from '../fixtures/audio';

const run = `${Date.now().toString(36)}${process.pid}`;
let admin: string;
let realMp3: Uint8Array;
/** For tests about the catalogue, not the audio: the server reads a WAV in a fraction of the MP3's decoding time. */
const plainWav = countingWav(40);

beforeAll(async () => {
  admin = await adminToken();
  // Real music, encoded by the seed's MP3 encoder (lamejs): 36 s at 320 kbps, over a preview's 30 (the stack
  // decodes and re-encodes each upload at 128 kbps, ~0.08 CPU-s per second of music).
  realMp3 = await generateSongAudio({ index: 4242, genre: 'Jazz', durationSeconds: 36 });
}, 60_000);

afterAll(async () => {
  for (const q of [run, `Renamed ${run}`]) {
    const mine = (await api('listAdminSongs', { token: admin, query: { q } })).body;
    for (const song of mine) {
      const deleted = await api('deleteSong', { token: admin, params: { songId: song.id } });
      if (deleted.status !== 200) await api('updateSongStatus', { token: admin, params: { songId: song.id }, body: { status: 'draft' } });
    }
  }
}, 60_000);

const songBody = (audioUploadId: string, extra: Partial<CreateSongBody> = {}): CreateSongBody => ({
  title: `Upload ${run} ${Math.random().toString(36).slice(2, 8)}`,
  artist: `Uploader ${run}`,
  genre: 'Jazz',
  description: 'Made by the admin songs suite',
  price: 9.99,
  is_available: true,
  status: 'for_sale',
  audioUploadId,
  ...extra,
});

/** The preview clip a visitor gets: the stream's redirect followed, the clip parsed. */
async function previewOf(songId: string) {
  const res = await api('streamAudio', { params: { songId } });
  expect(res.status).toBe(302);
  const location = res.headers.get('location')!;
  expect(location).not.toMatch(/master/);
  const clip = new Uint8Array(await (await fetch(location)).arrayBuffer());
  return { location, clip, format: (await parseBuffer(clip, { size: clip.length }, { duration: true })).format };
}

/** The admin list's answer: the spec's array, the total that matched in X-Total-Count. */
async function adminSearch(q: string) {
  const res = await api('listAdminSongs', { token: admin, query: { q } });
  expect(res.status).toBe(200);
  expect(Array.isArray(res.body)).toBe(true);
  return { songs: res.body, total: Number(res.headers.get('x-total-count')), nextCursor: res.headers.get('x-next-cursor') };
}

describe('creating a song from direct uploads', () => {
  it('creates a song from an MP3 sent through a presigned POST: listed at once, a 30 s preview, the duration of the file', async () => {
    const uploadId = await uploaded(admin, 'audio', realMp3, 'audio/mpeg', 'take five.mp3');
    const body = songBody(uploadId);
    const created = await api('createSong', { token: admin, body });
    expect(created.status, created.text).toBe(201);
    const song = created.body;
    expect(song).toMatchObject({ title: body.title, status: 'published', sale_status: 'for_sale', listed: true, format: 'mp3' });
    expect(song.duration).toBe(36);
    expect(song.bitrate).toBe(320);
    expect(song.sample_rate).toBe(44100);
    expect(song.peaks).toHaveLength(1000);
    expect(Math.max(...song.peaks)).toBe(1);
    // Music has quiet and loud moments: the waveform is not flat.
    expect(new Set(song.peaks.map((p) => Math.round(p * 10))).size).toBeGreaterThan(3);

    const listed = await api('listSongs', { query: { q: body.title } });
    expect(listed.body.map((s) => s.id)).toEqual([song.id]);

    const preview = await previewOf(song.id);
    expect(preview.format.container).toBe('MPEG');
    expect(preview.format.duration).toBeGreaterThan(29);
    expect(preview.format.duration).toBeLessThan(31);

    const detail = await api('getAdminSong', { token: admin, params: { songId: song.id } });
    expect(detail.body).toMatchObject({ id: song.id, duration: 36, format: 'mp3' });
  });

  it('shows the stored waveform on the public song, for uploaded and seeded songs alike', async () => {
    const seeded = (await api('listSongs', { query: { limit: 1, sort: 'title' } })).body[0]!;
    const page = await api('getSong', { params: { songId: seeded.id } });
    expect(page.status).toBe(200);
    expect(page.body.peaks).toHaveLength(1000);
    expect(Math.max(...page.body.peaks)).toBe(1);
    // The seed's encoder sets each frame's gain as the arrangement swells and falls: the waveform is not flat.
    expect(new Set(page.body.peaks).size).toBeGreaterThan(2);
  });

  it('refuses a PDF named .mp3 with 422 and creates nothing', async () => {
    const pdf = new TextEncoder().encode(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n${'x'.repeat(4000)}\n%%EOF\n`);
    const uploadId = await uploaded(admin, 'audio', pdf, 'audio/mpeg', 'not a song.mp3');
    const body = songBody(uploadId);
    const res = await api('createSong', { token: admin, body });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('The file is not MP3, WAV or FLAC audio');
    expect((await adminSearch(body.title)).total).toBe(0);
    expect((await api('listSongs', { query: { q: body.title } })).body).toEqual([]);
  });

  it('states the size limit and the type in the upload policy, and never makes a song of a file over the limit', async () => {
    const presigned = await api('createUpload', {
      token: admin,
      body: { kind: 'audio', fileName: 'a.mp3', contentType: 'audio/mpeg', size: 1000 },
    });
    expect(presigned.status).toBe(201);
    const policy = JSON.parse(Buffer.from(presigned.body.fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    const maxBytes = 50 * 1024 * 1024;
    expect(presigned.body.maxBytes).toBe(maxBytes);
    expect(policy.conditions).toContainEqual(['content-length-range', 1, maxBytes]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'audio/mpeg']);
    expect(policy.conditions).toContainEqual({ key: `uploads/audio/${presigned.body.uploadId}` });

    // Asked for up front: refused before any byte moves.
    const declared = await api('createUpload', {
      token: admin,
      body: { kind: 'audio', fileName: 'big.wav', contentType: 'audio/wav', size: maxBytes + 1 },
    });
    expect(declared.status).toBe(400);
    expect(declared.body.error).toBe('Audio files may be at most 50 MB');

    // A client that lies about the size: S3 refuses the POST by its policy. s3rver (local) does
    // not check POST policies at all, so there the server's own check when the upload is used
    // refuses it, and no song is made.
    const oversized = await uploadFile(admin, 'audio', randomBytes(maxBytes + 1024), {
      contentType: 'audio/mpeg',
      fileName: 'big.mp3',
      declaredSize: 1000,
    });
    if (!isLocalStack()) expect(oversized.status).toBeGreaterThanOrEqual(400);
    const body = songBody(oversized.uploadId);
    const res = await api('createSong', { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/larger than 50 MB|not found/);
    expect((await adminSearch(body.title)).total).toBe(0);
  }, 60_000);

  it('refuses a price under the minimum price of the system settings with 400', async () => {
    const uploadId = await uploaded(admin, 'audio', realMp3, 'audio/mpeg', 'cheap.mp3');
    const res = await api('createSong', { token: admin, body: songBody(uploadId, { price: 1 }) });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({ path: 'body.price', message: expect.stringMatching(/^Price must be between/) as unknown });
  });

  it('cuts 30 s previews of WAV and FLAC masters from the midpoint (duration parsed from the clip)', async () => {
    /** A song made from the master, parsed as `parsed`; answers its preview's parsed format. */
    const previewFormat = async (master: Uint8Array, contentType: string, fileName: string, parsed: object) => {
      const uploadId = await uploaded(admin, 'audio', master, contentType, fileName);
      const song = await api('createSong', { token: admin, body: songBody(uploadId) });
      expect(song.status, song.text).toBe(201);
      expect(song.body).toMatchObject(parsed);
      return (await previewOf(song.body.id)).format;
    };

    const wav = await previewFormat(countingWav(80), 'audio/wav', 'tone.wav', { format: 'wav', duration: 80, sample_rate: 8000 });
    expect(wav.container).toBe('WAVE');
    expect(wav.duration).toBeCloseTo(30, 1);

    const flac = await previewFormat(verbatimFlac(90), 'audio/flac', 'tone.flac', { format: 'flac', duration: 90, sample_rate: 8000 });
    expect(flac.container).toBe('FLAC');
    expect(flac.duration).toBeGreaterThan(29);
    expect(flac.duration).toBeLessThanOrEqual(30);
  });

  it('accepts an uploaded preview of at most 60 s and refuses a longer one with 422', async () => {
    const full = await uploaded(admin, 'audio', realMp3, 'audio/mpeg', 'full.mp3');
    const long = await uploaded(admin, 'audio', countingWav(61), 'audio/wav', 'long preview.wav');
    const refused = await api('createSong', { token: admin, body: songBody(full, { previewUploadId: long }) });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('The preview may be at most 60 seconds long');

    const short = await uploaded(admin, 'audio', countingWav(20), 'audio/wav', 'short preview.wav');
    const again = await uploaded(admin, 'audio', realMp3, 'audio/mpeg', 'full.mp3');
    const created = await api('createSong', { token: admin, body: songBody(again, { previewUploadId: short }) });
    expect(created.status, created.text).toBe(201);
    const preview = await previewOf(created.body.id);
    expect(preview.format.container).toBe('WAVE');
    expect(preview.format.duration).toBeCloseTo(20, 1);
  });
});

describe('the back office list, edits and status', () => {
  it('changes what GET /api/songs?q= finds as soon as the title is edited', async () => {
    const uploadId = await uploaded(admin, 'audio', plainWav, 'audio/wav', 'rename.wav');
    const created = await api('createSong', { token: admin, body: songBody(uploadId) });
    const newTitle = `Renamed ${run}`;
    const edited = await api('updateAdminSong', { token: admin, params: { songId: created.body.id }, body: { title: newTitle } });
    expect(edited.status, edited.text).toBe(200);
    expect((await api('listSongs', { query: { q: newTitle } })).body.map((s) => s.id)).toEqual([created.body.id]);
    expect((await api('listSongs', { query: { q: created.body.title } })).body).toEqual([]);
  });

  it("replaces a song's audio and cover from new uploads, and refuses a cover that is not an image with 422", async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...randomBytes(2000)]);
    const coverUploadId = await uploaded(admin, 'cover', png, 'image/png', 'cover.png');
    const audioUploadId = await uploaded(admin, 'audio', realMp3, 'audio/mpeg', 'first.mp3');
    const created = await api('createSong', { token: admin, body: songBody(audioUploadId, { coverUploadId }) });
    expect(created.status, created.text).toBe(201);
    expect(created.body.cover_url).toMatch(new RegExp(`^/covers/${created.body.id}/[0-9A-Z]{26}\\.png$`));

    const wavId = await uploaded(admin, 'audio', countingWav(40), 'audio/wav', 'second.wav');
    const replaced = await api('updateAdminSong', { token: admin, params: { songId: created.body.id }, body: { audioUploadId: wavId } });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body).toMatchObject({ format: 'wav', duration: 40, sample_rate: 8000, cover_url: created.body.cover_url });
    const preview = await previewOf(created.body.id);
    expect(preview.format.container).toBe('WAVE');
    expect(preview.format.duration).toBeCloseTo(30, 1);

    const notImage = await uploaded(admin, 'cover', new TextEncoder().encode('not an image at all'), 'image/jpeg', 'cover.jpg');
    const refused = await api('updateAdminSong', { token: admin, params: { songId: created.body.id }, body: { coverUploadId: notImage } });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('The cover is not a JPG or PNG image');
    expect((await api('getAdminSong', { token: admin, params: { songId: created.body.id } })).body.cover_url).toBe(created.body.cover_url);
  });

  it('lists drafts and published songs with the total, filtered by status, and unpublishing hides a song', async () => {
    const artist = `Lister ${run}`;
    const ids: string[] = [];
    for (const status of ['draft', 'for_sale', 'pending'] as const) {
      const uploadId = await uploaded(admin, 'audio', plainWav, 'audio/wav', `${status}.wav`);
      const res = await api('createSong', { token: admin, body: songBody(uploadId, { artist, status }) });
      expect(res.status, res.text).toBe(201);
      ids.push(res.body.id);
    }
    const all = await adminSearch(artist);
    expect(all.total).toBe(3);
    expect(all.nextCursor).toBeNull();
    expect(all.songs.map((s) => s.status).sort()).toEqual(['draft', 'pending', 'published']);
    const drafts = await api('listAdminSongs', { token: admin, query: { q: artist, status: 'draft' } });
    expect(drafts.body.map((s) => s.id)).toEqual([ids[0]]);

    // Two a page by X-Next-Cursor: every song once, in the sort's order, the total on each page.
    for (const sort of ['newest', 'title', 'price'] as const) {
      const walked: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await api('listAdminSongs', { token: admin, query: { q: artist, sort, limit: 2, cursor } });
        expect(page.status).toBe(200);
        expect(page.headers.get('x-total-count')).toBe('3');
        walked.push(...page.body.map((s) => s.id));
        cursor = page.headers.get('x-next-cursor') ?? undefined;
        pages++;
      } while (cursor && pages < 5);
      expect(pages, sort).toBe(2);
      if (sort === 'newest') expect(walked).toEqual(all.songs.map((s) => s.id));
      expect(new Set(walked), sort).toEqual(new Set(ids));
    }
    const first = await api('listAdminSongs', { token: admin, query: { q: artist, sort: 'title', limit: 2 } });
    const otherSort = await apiLoose('listAdminSongs', {
      token: admin,
      query: { q: artist, sort: 'price', cursor: first.headers.get('x-next-cursor')! },
    });
    expect(otherSort.status).toBe(400);
    expect(otherSort.body.error).toBe('Invalid cursor');
    expect((await api('listSongs', { query: { q: artist } })).body.map((s) => s.id)).toEqual([ids[1]]);

    const stats = await api('getAdminSongStats', { token: admin });
    expect(stats.status).toBe(200);
    expect(stats.body.totalSongs).toBeGreaterThanOrEqual(3);

    const unpublished = await api('updateSongStatus', { token: admin, params: { songId: ids[1]! }, body: { status: 'draft' } });
    expect(unpublished.body).toMatchObject({ status: 'draft', listed: false });
    expect((await api('listSongs', { query: { q: artist } })).body).toEqual([]);
    expect((await api('getSong', { params: { songId: ids[1]! } })).status).toBe(404);

    for (const id of ids) expect((await api('deleteSong', { token: admin, params: { songId: id } })).status).toBe(200);
    expect((await adminSearch(artist)).total).toBe(0);
    expect((await api('getAdminSong', { token: admin, params: { songId: ids[0]! } })).status).toBe(404);
  });

  it('refuses to delete a sold song with 400 "existing orders", and its buyer still downloads it', async () => {
    const uploadId = await uploaded(admin, 'audio', plainWav, 'audio/wav', 'sold.wav');
    const created = await api('createSong', { token: admin, body: songBody(uploadId) });
    const song = created.body;
    const buyer = await registerAndLogin('Songs Suite Buyer');
    const orderId = await walletPaidOrder(buyer.token, song, `SONGS${run}`.toUpperCase());
    expect((await api('approvePayment', { token: admin, params: { orderId } })).status).toBe(200);

    const refused = await api('deleteSong', { token: admin, params: { songId: song.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('existing orders');

    const link = await api('downloadOrder', { token: buyer.token, params: { orderId } });
    expect(link.status).toBe(200);
    const file = await fetch(link.body.url);
    expect(file.status).toBe(200);
    // An MP3 Lease of a WAV master delivers the 320 kbps MP3 made when the song was saved (issue 25).
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.byteLength).toBeGreaterThan(0);
    const id3 = bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33;
    const frameSync = bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0;
    expect(id3 || frameSync, 'an MP3 file').toBe(true);
    expect((await api('getAdminSong', { token: admin, params: { songId: song.id } })).body.revenue).toBe(9.99);
  });
});

describe('who may use the songs back office', () => {
  it('answers 403 to a signed-in non-admin on every songs admin route, and 401 without a session', async () => {
    const user = await registerAndLogin('Songs Suite Visitor');
    const songId = '01ZZZZZZZZZZZZZZZZZZZZZZZZ';
    const uploadId = '01ZZZZZZZZZZZZZZZZZZZZZZZZ';
    const calls = [
      ['listAdminSongs', {}],
      ['getAdminSongStats', {}],
      ['getAdminSong', { params: { songId } }],
      ['createUpload', { body: { kind: 'audio', fileName: 'a.mp3', contentType: 'audio/mpeg', size: 10 } }],
      ['createSong', { body: songBody(uploadId) }],
      ['updateAdminSong', { params: { songId }, body: { title: 'No' } }],
      ['updateSongStatus', { params: { songId }, body: { status: 'published' } }],
      ['deleteSong', { params: { songId } }],
    ] as const;
    expect(new Set(calls.map(([id]) => paths[id].path)).size).toBeGreaterThanOrEqual(5);
    for (const [id, input] of calls) {
      const asUser = await apiLoose(id, { ...input, token: user.token });
      expect(asUser.status, `${id} as a user (${pathOf(id, 'params' in input ? input.params : undefined)})`).toBe(403);
      expect((await apiLoose(id, input)).status, `${id} anonymously`).toBe(401);
    }
  });
});
