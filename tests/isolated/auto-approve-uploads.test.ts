/**
 * autoApproveUploads (admin spec §3 system settings, default false) is about uploads that await
 * review; no artist upload route exists yet, so it changes nothing for a song the admin creates:
 * the song is stored with the status the admin chose, whether the setting is on or off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedStatusOf, type SongStatusInput } from '../../shared/api/songs-admin';
import type { SystemSettings } from '../../shared/api/settings';
import { adminToken, api, apiLoose } from '../helpers/api';
import { uploaded } from '../helpers/uploads';
import { countingWav } from '../fixtures/audio';

const run = `${Date.now().toString(36)}${process.pid}`;
let admin: string;
let before: SystemSettings;
const created: string[] = [];

async function setAutoApprove(on: boolean): Promise<void> {
  const current = (await api('getSystemSettings', { token: admin })).body;
  const body: SystemSettings = { ...current, autoApproveUploads: on };
  expect((await apiLoose('updateSystemSettings', { token: admin, body })).status).toBe(200);
}

beforeAll(async () => {
  admin = await adminToken();
  before = (await api('getSystemSettings', { token: admin })).body;
}, 60_000);

afterAll(async () => {
  await setAutoApprove(before.autoApproveUploads);
  for (const songId of created) await api('deleteSong', { token: admin, params: { songId } });
}, 60_000);

async function createWithStatus(status: SongStatusInput): Promise<string> {
  const res = await api('createSong', {
    token: admin,
    body: {
      title: `Auto approve ${run} ${status} ${Math.random().toString(36).slice(2, 6)}`,
      artist: `Approver ${run}`,
      genre: 'Folk',
      description: 'Made by the auto-approve suite',
      price: 9.99,
      is_available: true,
      status,
      audioUploadId: await uploaded(admin, 'audio', countingWav(35), 'audio/wav', 'track.wav'),
    },
  });
  expect(res.status, res.text).toBe(201);
  created.push(res.body.id);
  return res.body.status;
}

describe('autoApproveUploads and songs the admin creates', () => {
  for (const on of [false, true]) {
    it(`stores the status the admin chose with autoApproveUploads ${on ? 'on' : 'off'}`, async () => {
      await setAutoApprove(on);
      for (const status of ['inactive', 'for_sale'] as const) expect(await createWithStatus(status)).toBe(storedStatusOf(status));
    });
  }
});
