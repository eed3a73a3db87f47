import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseBuffer } from 'music-metadata';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cutPreview, readMp3Frames } from '../../functions/media/preview';
import { PREVIEW_SECONDS } from '../../shared/constants';
import { attenuateFrame, encodeLoop, readBits } from '../../scripts/local/seed-audio/mp3';
import { planSong } from '../../scripts/local/seed-audio/plan';
import { generateCatalogueAudio, generateEachSong, generateSongAudio } from '../../scripts/local/seed-audio/pool';
import { renderLoop } from '../../scripts/local/seed-audio/render';
import { BITRATE_KBPS, SAMPLE_RATE, type SongSpec } from '../../scripts/local/seed-audio/spec';

// Short, fast songs keep the suite quick: encoding cost follows the bar length, and the
// catalogue's 60–180 s songs differ only in how often the same encoded bar repeats.
const song180 = (index: number, genre: SongSpec['genre'], durationSeconds: number): SongSpec => ({
  index,
  genre,
  durationSeconds,
  bpm: 180,
});
const hipHop = song180(3, 'Hip Hop', 3);
// A safety net, not a speed check (that is the seed bench): the encoder is CPU-bound, and the
// unit phase shares the CPU with the four test stacks starting, so one song took 29 s there.
const SLOW_MACHINE_MS = 60_000;
const concat = (a: Uint8Array, b: Uint8Array): Uint8Array => Buffer.concat([a, b]);
const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);

describe('generateSongAudio', () => {
  it(
    'is deterministic for a spec and distinct across indexes',
    async () => {
      const first = await generateSongAudio(hipHop);
      const again = await generateSongAudio({ ...hipHop });
      const other = await generateSongAudio({ ...hipHop, index: 4 });
      expect(sameBytes(first, again)).toBe(true);
      expect(sameBytes(first, other)).toBe(false);
    },
    SLOW_MACHINE_MS,
  );

  it(
    'writes a 320 kbps 44.1 kHz stereo MP3 of about the requested length',
    async () => {
      const bytes = await generateSongAudio({ index: 7, genre: 'Folk', durationSeconds: 12, key: 'D major', bpm: 160 });
      const { format } = await parseBuffer(bytes, { mimeType: 'audio/mpeg' }, { duration: true });

      expect(format).toMatchObject({ container: 'MPEG', codec: 'MPEG 1 Layer 3', sampleRate: SAMPLE_RATE, numberOfChannels: 2 });
      expect(format.bitrate).toBe(BITRATE_KBPS * 1000);
      // Whole frames: within half a frame of the request.
      expect(Math.abs(format.duration! - 12)).toBeLessThanOrEqual(576 / SAMPLE_RATE);
    },
    SLOW_MACHINE_MS,
  );

  it(
    'gives a song the preview cutter accepts',
    async () => {
      const bytes = await generateSongAudio(song180(1, 'Electronic', 36));
      const preview = await cutPreview(bytes, 'audio/mpeg');

      expect(Math.abs(preview.durationSeconds - PREVIEW_SECONDS)).toBeLessThanOrEqual(1152 / SAMPLE_RATE);
      expect(preview.startSeconds).toBeCloseTo(preview.masterDurationSeconds - PREVIEW_SECONDS, 1);
      // lamejs writes no bit reservoir, so no lead-in frame is needed.
      const audio = Buffer.concat(readMp3Frames(preview.bytes).map((f) => f.data));
      expect(Buffer.from(bytes).indexOf(audio)).toBeGreaterThan(0);
    },
    SLOW_MACHINE_MS,
  );
});

describe('song fades', () => {
  // global_gain of a granule's left channel: after the header (32 bits), 20 bits of frame fields,
  // 59 bits per earlier granule and channel, then 21 bits of the granule's own fields.
  const gainOf = (frame: Uint8Array, granule = 0) => readBits(frame, 32 + 20 + granule * 2 * 59 + 21, 8);

  it(
    'fades in and out by lowering the global gain of encoded frames, leaving the middle untouched',
    async () => {
      const spec = song180(2, 'Pop', 16);
      const frames = readMp3Frames(await generateSongAudio(spec)).map((f) => f.data);
      const loop = encodeLoop(renderLoop(planSong(spec), spec.genre));
      const at = (i: number) => ({ song: gainOf(frames[i]!), encoded: gainOf(loop[i % loop.length]!) });

      expect(at(0).song).toBeLessThan(at(0).encoded);
      const middle = Math.floor(frames.length / 2);
      expect(sameBytes(frames[middle]!, loop[middle % loop.length]!)).toBe(true);
      expect(gainOf(frames[frames.length - 1]!, 1)).toBe(0);
      const quarterLeft = frames.length - Math.floor(frames.length / 8);
      expect(at(quarterLeft).song).toBeLessThan(at(quarterLeft).encoded);
      expect(at(quarterLeft).song).toBeGreaterThan(0);
    },
    SLOW_MACHINE_MS,
  );

  it(
    'refuses frames it cannot attenuate in place (CRC-protected)',
    () => {
      const frame = Uint8Array.from(readMp3Frames(encodeLoop(renderLoop(planSong(hipHop), hipHop.genre)).reduce(concat))[0]!.data);
      frame[1]! &= ~1;
      expect(() => attenuateFrame(frame, [1, 1])).toThrow(/without CRC/);
    },
    SLOW_MACHINE_MS,
  );
});

describe('the 128 kbps stream', () => {
  it(
    'is the same song as the master at 128 kbps: same frame count, so the same length',
    async () => {
      const { renderSong } = await import('../../scripts/local/seed-audio/song');
      const { master, standard } = renderSong({ index: 7, genre: 'Folk', durationSeconds: 6, bpm: 160 });
      const { format } = await parseBuffer(standard, { mimeType: 'audio/mpeg' }, { duration: true });

      expect(format).toMatchObject({ codec: 'MPEG 1 Layer 3', sampleRate: SAMPLE_RATE, numberOfChannels: 2, bitrate: 128_000 });
      expect(readMp3Frames(standard)).toHaveLength(readMp3Frames(master).length);
      expect(standard.length).toBeLessThan(master.length / 2);
    },
    SLOW_MACHINE_MS,
  );
});

describe('generateCatalogueAudio', () => {
  it(
    'renders on worker threads the same bytes as in this thread, in order',
    async () => {
      const specs: SongSpec[] = [song180(0, 'Ambient', 2), song180(1, 'Jazz', 2)];
      const pooled = await generateCatalogueAudio(specs, { concurrency: 2 });
      const inline = await Promise.all(specs.map(generateSongAudio));
      expect(pooled).toHaveLength(2);
      pooled.forEach((audio, i) => expect(sameBytes(audio.master, inline[i]!)).toBe(true));
    },
    // Two worker threads each start the TypeScript loader first: at the start of a CI run, beside the
    // stacks booting, that alone took longer than 20 s in all three runs of 2026-11-27.
    SLOW_MACHINE_MS * 3,
  );
});

describe('generateEachSong', () => {
  it(
    'gives one promise per song, each settling with the bytes that song renders alone',
    async () => {
      const specs: SongSpec[] = [song180(0, 'Folk', 2), song180(1, 'Rock', 3), song180(2, 'Pop', 2)];
      const songs = generateEachSong(specs, { concurrency: 2 });
      expect(songs).toHaveLength(3);
      const settled: number[] = [];
      const bytes = await Promise.all(songs.map((song, i) => song.then((b) => (settled.push(i), b))));
      expect(settled.toSorted()).toEqual([0, 1, 2]);
      const inline = await Promise.all(specs.map(generateSongAudio));
      bytes.forEach((b, i) => expect(sameBytes(b.master, inline[i]!)).toBe(true));
    },
    SLOW_MACHINE_MS * 2,
  );

  it(
    'rejects the song a worker cannot render instead of hanging',
    async () => {
      const bad: SongSpec = { index: 0, genre: 'Folk', durationSeconds: 0 };
      const good = song180(1, 'Folk', 2);
      const pooled = generateEachSong([bad, good], { concurrency: 2 });
      // The good song settles either way (rendered, or failed with its dead pool): not asserted.
      pooled[1]!.catch(() => {});
      await expect(pooled[0]).rejects.toThrow();
      const [inlineBad, inlineGood] = generateEachSong([bad, good], { concurrency: 1 });
      await expect(inlineBad).rejects.toThrow(RangeError);
      await expect(inlineGood!.then((audio) => audio.master)).resolves.toBeInstanceOf(Uint8Array);
    },
    SLOW_MACHINE_MS * 2,
  );
});

describe('cachedSongAudio', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'renders a missing song once into the cache folder, then reads it from there',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'seed-audio-cache-'));
      dirs.push(dir);
      vi.stubEnv('SEED_AUDIO_CACHE_DIR', dir);
      vi.resetModules();
      const { cachedSongAudio } = await import('../../scripts/local/seed-audio/cache');

      const [made] = await Promise.all(cachedSongAudio([hipHop]));
      expect(sameBytes(made!.master, await generateSongAudio(hipHop))).toBe(true);
      const files = readdirSync(dir).sort();
      expect(files).toHaveLength(2);
      expect(files[0]).toMatch(/^[0-9a-f]{32}\.128\.mp3$/);
      expect(files[1]).toMatch(/^[0-9a-f]{32}\.mp3$/);

      // Proves the second call reads the files rather than rendering again.
      const marker = Uint8Array.from([1, 2, 3]);
      writeFileSync(join(dir, files[1]!), marker);
      const [cached] = await Promise.all(cachedSongAudio([hipHop]));
      expect(sameBytes(cached!.master, marker)).toBe(true);
      expect(sameBytes(cached!.standard, made!.standard)).toBe(true);
    },
    SLOW_MACHINE_MS,
  );
});
