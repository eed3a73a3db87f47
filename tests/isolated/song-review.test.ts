/**
 * Two promises of the songs back office: a save that keeps a song's price is never refused for
 * the store's price bounds (a changed price is), and a pending song can be approved or rejected
 * with a reason its uploader reads. Runs on the isolated stack: it changes the price settings.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { SystemSettings } from '../../shared/api/settings';
import type { SongStatusInput } from '../../shared/api/songs-admin';
import { adminToken, api, apiLoose, registerAndLogin } from '../helpers/api';
import { uploaded } from '../helpers/uploads';
import { countingWav } from '../fixtures/audio';

const run = `${Date.now().toString(36)}${process.pid}`;
let admin: string;
let before: SystemSettings;
const created: string[] = [];

async function saveSettings(change: Partial<SystemSettings>): Promise<void> {
  const current = (await api('getSystemSettings', { token: admin })).body;
  const res = await apiLoose('updateSystemSettings', { token: admin, body: { ...current, ...change } });
  expect(res.status, res.text).toBe(200);
}

beforeAll(async () => {
  admin = await adminToken();
  before = (await api('getSystemSettings', { token: admin })).body;
}, 60_000);

afterAll(async () => {
  await saveSettings({ minPrice: before.minPrice, maxPrice: before.maxPrice });
  for (const songId of created) await api('deleteSong', { token: admin, params: { songId } });
}, 60_000);

async function createSong(status: SongStatusInput, price = 9.99) {
  const res = await api('createSong', {
    token: admin,
    body: {
      title: `Review ${run} ${status} ${Math.random().toString(36).slice(2, 6)}`,
      artist: `Reviewed ${run}`,
      genre: 'Folk',
      description: 'Made by the song review suite',
      price,
      is_available: true,
      status,
      audioUploadId: await uploaded(admin, 'audio', countingWav(35), 'audio/wav', 'track.wav'),
    },
  });
  expect(res.status, res.text).toBe(201);
  created.push(res.body.id);
  return res.body;
}

describe('song prices and the store bounds', () => {
  it('saves an edit that keeps a price now outside the bounds, and refuses a changed one with the bounds in the message', async () => {
    const song = await createSong('draft', 9.99);
    // The bounds move above the song's price, as the seeded $2.49 songs sit under the default 5.00.
    await saveSettings({ minPrice: 12, maxPrice: 400 });
    onTestFinished(() => saveSettings({ minPrice: before.minPrice, maxPrice: before.maxPrice }));

    const kept = await api('updateAdminSong', {
      token: admin,
      params: { songId: song.id },
      body: { description: 'Only the words changed', price: 9.99 },
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body).toMatchObject({ description: 'Only the words changed', price: 9.99 });

    const message = 'Price must be between $12.00 and $400.00';
    for (const price of [10.5, 400.01]) {
      const changed = await api('updateAdminSong', { token: admin, params: { songId: song.id }, body: { price } });
      expect(changed.status).toBe(400);
      expect(changed.body.error).toBe(message);
      expect(changed.body.details).toEqual([{ path: 'body.price', message }]);
    }
    const inBounds = await api('updateAdminSong', { token: admin, params: { songId: song.id }, body: { price: 12 } });
    expect(inBounds.status).toBe(200);
    expect((await api('getAdminSong', { token: admin, params: { songId: song.id } })).body.price).toBe(12);
  });
});

describe('reviewing a pending song', () => {
  it('approves a pending song: published, listed, and counted out of Pending Review', async () => {
    const song = await createSong('pending');
    expect(song).toMatchObject({ status: 'pending', listed: false, rejection_reason: null });
    const pendingBefore = (await api('getAdminSongStats', { token: admin })).body.pendingReview;

    const approved = await api('updateSongStatus', { token: admin, params: { songId: song.id }, body: { status: 'published' } });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ status: 'published', listed: true, rejection_reason: null });
    expect((await api('getAdminSongStats', { token: admin })).body.pendingReview).toBe(pendingBefore - 1);
    expect((await api('getSong', { params: { songId: song.id } })).status).toBe(200);
    // Back to draft so the shared catalogue is left as it was.
    await api('updateSongStatus', { token: admin, params: { songId: song.id }, body: { status: 'draft' } });
  });

  it('rejects a pending song with the reason shown wherever the back office shows the song, and only with a reason', async () => {
    const song = await createSong('pending');
    const noReason = await apiLoose('updateSongStatus', { token: admin, params: { songId: song.id }, body: { status: 'rejected' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toBe('A reason is required to reject a song');
    const blank = await apiLoose('updateSongStatus', {
      token: admin,
      params: { songId: song.id },
      body: { status: 'rejected', reason: '   ' },
    });
    expect(blank.status).toBe(400);

    const reason = 'The recording clips at 1:20; please upload a clean master.';
    const rejected = await api('updateSongStatus', { token: admin, params: { songId: song.id }, body: { status: 'rejected', reason } });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', listed: false, rejection_reason: reason });
    expect((await api('getAdminSong', { token: admin, params: { songId: song.id } })).body.rejection_reason).toBe(reason);
    const listed = (await api('listAdminSongs', { token: admin, query: { q: song.title, status: 'rejected' } })).body;
    expect(JSON.stringify(listed)).toContain(reason);
    // Not visible to the public or a buyer.
    expect((await api('getSong', { params: { songId: song.id } })).status).toBe(404);
    const buyer = await registerAndLogin('Curious Buyer');
    expect((await apiLoose('getAdminSong', { token: buyer.token, params: { songId: song.id } })).status).toBe(403);

    // A resubmission goes back to pending without the old reason.
    const again = await api('updateSongStatus', { token: admin, params: { songId: song.id }, body: { status: 'pending' } });
    expect(again.body).toMatchObject({ status: 'pending', rejection_reason: null });
    const reasonOnPublish = await apiLoose('updateSongStatus', {
      token: admin,
      params: { songId: song.id },
      body: { status: 'published', reason: 'nothing to say' },
    });
    expect(reasonOnPublish.status).toBe(400);
  });
});
