/**
 * High quality audio (issue 20): an owner streams the 320 kbps master with the preference on and
 * the 128 kbps derivative, made once when the song was saved, with it off; previews stay as they are.
 * Isolated: it adds a song to the catalogue.
 */
import { parseBuffer } from 'music-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '../../shared/api/account';
import { encodePcm16Wav } from '../../functions/media/wav';
import { verbatimFlac } from '../fixtures/audio';
import { adminToken, api, registerAndLogin } from '../helpers/api';
import { walletPaidOrder } from '../helpers/orders';
import { uploaded } from '../helpers/uploads';

type Listed = { id: string; title: string; price: number };

let admin: string;
let txn = 0;

/** A new listener who bought and was approved for `song`. */
async function owner(song: Listed) {
  const buyer = await registerAndLogin('Stream Owner');
  const orderId = await walletPaidOrder(buyer.token, song, `HQ${Date.now().toString(36)}${process.pid}${++txn}`);
  expect((await api('approvePayment', { params: { orderId }, token: admin })).status).toBe(200);
  return buyer;
}

const keyOf = (url: string) => decodeURIComponent(new URL(url).pathname);

async function formatAt(url: string) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return (await parseBuffer(bytes, { mimeType: 'audio/mpeg' }, { duration: true })).format;
}

async function setHighQuality(token: string, highQualityAudio: boolean) {
  const saved = await api('updateUserSettings', { token, body: { ...DEFAULT_USER_SETTINGS, highQualityAudio } });
  expect(saved.status, saved.text).toBe(200);
}

beforeAll(async () => {
  admin = await adminToken();
});

describe('an owner of a seeded song', () => {
  it('streams the 320 kbps master with high-quality audio on and the 128 kbps stream with it off', async () => {
    const [song] = (await api('listSongs', { query: { limit: 1 } })).body;
    const buyer = await owner(song!);

    const high = await api('getStreamLink', { params: { songId: song!.id }, token: buyer.token });
    expect(high.body).toMatchObject({ full: true, quality: 'high' });
    expect(keyOf(high.body.url)).toMatch(/\/master\.mp3$/);
    expect((await formatAt(high.body.url)).bitrate).toBe(320_000);

    await setHighQuality(buyer.token, false);
    const standard = await api('getStreamLink', { params: { songId: song!.id }, token: buyer.token });
    expect(standard.body).toMatchObject({ full: true, quality: 'standard' });
    expect(keyOf(standard.body.url)).toMatch(/\/stream-128\.mp3$/);
    const format = await formatAt(standard.body.url);
    expect(format.bitrate).toBe(128_000);
    expect(Math.abs(format.duration! - (await formatAt(high.body.url)).duration!)).toBeLessThan(0.1);

    // The redirect route follows the same preference, and an explicit choice wins over it.
    const redirected = await api('streamAudio', { params: { songId: song!.id }, token: buyer.token });
    expect(keyOf(redirected.headers.get('location')!)).toMatch(/\/stream-128\.mp3$/);
    const asked = await api('getStreamLink', { params: { songId: song!.id }, query: { quality: 'high' }, token: buyer.token });
    expect(keyOf(asked.body.url)).toMatch(/\/master\.mp3$/);
  });

  it('gives everyone else the preview, whatever quality they ask for', async () => {
    const [song] = (await api('listSongs', { query: { limit: 1 } })).body;
    const stranger = await registerAndLogin('Stream Stranger');
    await setHighQuality(stranger.token, false);
    for (const token of [undefined, stranger.token]) {
      const link = await api('getStreamLink', { params: { songId: song!.id }, query: { quality: 'standard' }, token });
      expect(link.body.full).toBe(false);
      expect(keyOf(link.body.url)).toMatch(/\/preview\.mp3$/);
    }
  });
});

describe('a song saved from a WAV master', () => {
  it('gets its 128 kbps MP3 when it is saved, and its owner streams it with high-quality audio off', async () => {
    const rate = 44100;
    const seconds = 8;
    const samples = new Int16Array(rate * seconds * 2);
    for (let i = 0; i < rate * seconds; i++) {
      samples[2 * i] = Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 12000);
      samples[2 * i + 1] = Math.round(Math.sin((2 * Math.PI * 660 * i) / rate) * 12000);
    }
    const uploadId = await uploaded(admin, 'audio', encodePcm16Wav(samples, rate, 2), 'audio/wav', 'tone.wav');
    const created = await api('createSong', {
      token: admin,
      body: {
        title: `Stream quality ${Date.now().toString(36)}`,
        artist: 'Stream Quality Suite',
        genre: 'Ambient',
        description: 'A WAV master',
        price: 9.99,
        is_available: true,
        status: 'for_sale',
        audioUploadId: uploadId,
      },
    });
    expect(created.status, created.text).toBe(201);
    const song = { id: created.body.id, title: created.body.title, price: 9.99 };
    const buyer = await owner(song);

    // High quality plays the 320 kbps MP3 made from a lossless master when it is saved (issue 25), not the WAV itself.
    const master = await api('getStreamLink', { params: { songId: song.id }, token: buyer.token });
    expect(keyOf(master.body.url)).toMatch(/\/stream-320\.mp3$/);
    await setHighQuality(buyer.token, false);
    const standard = await api('getStreamLink', { params: { songId: song.id }, token: buyer.token });
    expect(keyOf(standard.body.url)).toMatch(/\/stream-128\.mp3$/);
    const format = await formatAt(standard.body.url);
    expect(format).toMatchObject({ codec: 'MPEG 1 Layer 3', bitrate: 128_000, sampleRate: rate, numberOfChannels: 2 });
    expect(Math.abs(format.duration! - seconds)).toBeLessThan(0.1);
  });
});

describe('a song saved from a FLAC master', () => {
  it('gets a 128 kbps MP3 decoded from it, which its owner streams with high-quality audio off', async () => {
    const seconds = 6;
    const uploadId = await uploaded(admin, 'audio', verbatimFlac(seconds, 44100), 'audio/flac', 'tone.flac');
    const created = await api('createSong', {
      token: admin,
      body: {
        title: `Stream quality FLAC ${Date.now().toString(36)}`,
        artist: 'Stream Quality Suite',
        genre: 'Ambient',
        description: 'A FLAC master',
        price: 9.99,
        is_available: true,
        status: 'for_sale',
        audioUploadId: uploadId,
      },
    });
    expect(created.status, created.text).toBe(201);
    const buyer = await owner({ id: created.body.id, title: created.body.title, price: 9.99 });

    const master = await api('getStreamLink', { params: { songId: created.body.id }, token: buyer.token });
    expect(keyOf(master.body.url)).toMatch(/\/stream-320\.mp3$/);
    await setHighQuality(buyer.token, false);
    const standard = await api('getStreamLink', { params: { songId: created.body.id }, token: buyer.token });
    expect(keyOf(standard.body.url)).toMatch(/\/stream-128\.mp3$/);
    const format = await formatAt(standard.body.url);
    expect(format).toMatchObject({ codec: 'MPEG 1 Layer 3', bitrate: 128_000, sampleRate: 44100, numberOfChannels: 1 });
    expect(Math.abs(format.duration! - seconds)).toBeLessThan(0.15);
  });
});
