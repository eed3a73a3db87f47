/**
 * A master downloads under its real format's extension: the Content-Disposition of the signed
 * link and the `filename` of the answer, for a purchase and for a subscriber's single-use link.
 * The song store, the link store and the counters are in memory; signing is the real presigner.
 */
import { describe, expect, it, vi } from 'vitest';
import type { SongRecord } from '../../functions/data/songs-repo';
import { setFunctionEnv } from '../helpers/function-env';

setFunctionEnv();

const songs = vi.hoisted(() => new Map<string, unknown>());

vi.mock('../../functions/data/songs-repo', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  requireSongRecord: async (id: string) => songs.get(id),
}));
vi.mock('../../functions/data/download-links-repo', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  consumeDownloadLink: async (id: string) => ({ id, userId: 'U1', songId: id, expiresAt: 0 }),
}));
vi.mock('../../functions/domain/orders/orders', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getOwnOrder: async (_caller: unknown, orderId: number) => ({
    id: orderId,
    status: 'completed',
    licenseKey: 'MM-K',
    songId: `S-${orderId}`,
    // A WAV Lease (issue 25): its lossless file is the master, FLAC or WAV as uploaded.
    license: { tier: 'wav', name: 'WAV Lease', deliverables: ['mp3_320', 'wav'], terms: {}, exclusive: false },
  }),
}));
vi.mock('../../functions/data/account-repo', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getUserSettings: async () => ({ downloadQuality: 'lossless' }),
}));
vi.mock('../../functions/domain/analytics/counters', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  countDownload: async () => undefined,
}));

const { masterFilename } = await import('../../functions/media/audio-kinds');
const { orderDownloadLink } = await import('../../functions/domain/licenses/licenses');
const { redeemDownloadLink } = await import('../../functions/domain/subscriptions/subscription-downloads');

function song(id: string, masterContentType: string): void {
  const record: Partial<SongRecord> = {
    id,
    title: 'Night Drive',
    media: { masterKey: `songs/${id}/master`, masterContentType, previewKey: `songs/${id}/preview.mp3`, previewContentType: 'audio/mpeg' },
  };
  songs.set(id, record);
}

const dispositionOf = (url: string) => new URL(url).searchParams.get('response-content-disposition') ?? '';

describe('the download filename', () => {
  it('names each format by its own extension', () => {
    expect(masterFilename('Night Drive', 'audio/flac')).toBe('Night Drive.flac');
    expect(masterFilename('Night Drive', 'audio/x-flac')).toBe('Night Drive.flac');
    expect(masterFilename('Night Drive', 'audio/wav')).toBe('Night Drive.wav');
    expect(masterFilename('Night Drive', 'audio/mpeg')).toBe('Night Drive.mp3');
  });

  it('downloads the lossless file of a WAV Lease on a FLAC master as <title>.flac, not .mp3', async () => {
    song('S-7', 'audio/flac');
    const link = await orderDownloadLink({ userId: 'U1', role: 'user' }, 7, 'wav');
    expect(link.filename).toBe('Night Drive.flac');
    expect(dispositionOf(link.url)).toContain('filename="Night Drive.flac"');
    expect(new URL(link.url).searchParams.get('response-content-type')).toBe('audio/flac');
  });

  it("signs a subscriber's FLAC download as <title>.flac and a WAV one as <title>.wav", async () => {
    song('S-flac', 'audio/flac');
    song('S-wav', 'audio/wav');
    expect(dispositionOf(await redeemDownloadLink('S-flac'))).toContain('filename="Night Drive.flac"');
    expect(dispositionOf(await redeemDownloadLink('S-wav'))).toContain('filename="Night Drive.wav"');
  });
});
