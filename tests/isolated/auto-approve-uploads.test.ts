/**
 * autoApproveUploads (admin spec §3 system settings, default false) is about uploads that await
 * review; no artist upload route exists yet, so it changes nothing for a song the admin creates:
 * the song is stored with the status the admin chose, whether the setting is on or off.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { storedStatusOf, type SongStatusInput } from '../../shared/api/songs-admin';
import { api } from '../helpers/api';
import { useSystemSwitch } from '../helpers/system-switch';
import { uploaded } from '../helpers/uploads';
import { countingWav } from '../fixtures/audio';

const run = `${Date.now().toString(36)}${process.pid}`;
const settings = useSystemSwitch('autoApproveUploads');
const created: string[] = [];

afterAll(async () => {
  for (const songId of created) await api('deleteSong', { token: settings.admin(), params: { songId } });
}, 60_000);

async function createWithStatus(status: SongStatusInput): Promise<string> {
  const res = await api('createSong', {
    token: settings.admin(),
    body: {
      title: `Auto approve ${run} ${status} ${Math.random().toString(36).slice(2, 6)}`,
      artist: `Approver ${run}`,
      genre: 'Folk',
      description: 'Made by the auto-approve suite',
      price: 9.99,
      is_available: true,
      status,
      audioUploadId: await uploaded(settings.admin(), 'audio', countingWav(35), 'audio/wav', 'track.wav'),
    },
  });
  expect(res.status, res.text).toBe(201);
  created.push(res.body.id);
  return res.body.status;
}

describe('autoApproveUploads and songs the admin creates', () => {
  for (const on of [false, true]) {
    it(`stores the status the admin chose with autoApproveUploads ${on ? 'on' : 'off'}`, async () => {
      await settings.set(on);
      for (const status of ['inactive', 'for_sale'] as const) expect(await createWithStatus(status)).toBe(storedStatusOf(status));
    });
  }
});
