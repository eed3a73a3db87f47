/**
 * Auto-download (issue 20): an approval made while the buyer's autoDownload is on leaves one
 * download for their next visit to My Orders, answered once across tabs and devices.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '../../shared/api/account';
import { adminToken, api, registerAndLogin, isDemoSong } from '../helpers/api';
import { walletPaidOrder } from '../helpers/orders';

type Listed = { id: string; title: string; price: number };

let admin: string;
let songs: Listed[];
let next = 0;
let txn = 0;

/** A buyer (with `settings` saved first) whose order for a fresh song is paid, and approved unless told not to. */
async function purchase(settings: Partial<typeof DEFAULT_USER_SETTINGS> = {}, approve = true) {
  const buyer = await registerAndLogin('Auto Download Buyer');
  if (Object.keys(settings).length > 0) {
    expect((await api('updateUserSettings', { token: buyer.token, body: { ...DEFAULT_USER_SETTINGS, ...settings } })).status).toBe(200);
  }
  const song = songs[next++ % songs.length]!;
  const orderId = await walletPaidOrder(buyer.token, song, `AUTO${Date.now().toString(36)}${process.pid}${++txn}`, {
    paymentMethod: 'nagad',
  });
  if (approve) expect((await api('approvePayment', { params: { orderId }, token: admin })).status).toBe(200);
  return { buyer, song, orderId };
}

const claim = (token: string) => api('startAutoDownloads', { token });

beforeAll(async () => {
  admin = await adminToken();
  // Demo songs only: the newest listed may be another file's upload, with other files and tiers.
  songs = (await api('listSongs', { query: { limit: 100 } })).body.filter(isDemoSong);
  expect(songs.length).toBeGreaterThan(10);
});

describe('auto-download', () => {
  it('answers the approved purchase download once: a second visit, even at the same time, gets nothing', async () => {
    const { buyer, song, orderId } = await purchase();
    const [first, second] = await Promise.all([claim(buyer.token), claim(buyer.token)]);
    const links = [...first.body, ...second.body];
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ orderId, filename: `${song.title}.mp3` });
    expect(new URL(links[0]!.url).pathname).toMatch(/\/master\.mp3$/);
    expect((await claim(buyer.token)).body).toEqual([]);
  });

  it('offers nothing for an approval made while auto-download was off, nor for orders still pending', async () => {
    const off = await purchase({ autoDownload: false });
    expect((await claim(off.buyer.token)).body).toEqual([]);
    const pending = await purchase({}, false);
    expect((await claim(pending.buyer.token)).body).toEqual([]);
  });

  it('lets the offer lapse when the buyer turns auto-download off before the visit', async () => {
    const { buyer } = await purchase();
    await api('updateUserSettings', { token: buyer.token, body: { ...DEFAULT_USER_SETTINGS, autoDownload: false } });
    expect((await claim(buyer.token)).body).toEqual([]);
    await api('updateUserSettings', { token: buyer.token, body: { ...DEFAULT_USER_SETTINGS, autoDownload: true } });
    expect((await claim(buyer.token)).body).toEqual([]);
  });

  it("never hands one buyer's download to another", async () => {
    await purchase();
    const stranger = await registerAndLogin('Auto Download Stranger');
    expect((await claim(stranger.token)).body).toEqual([]);
  });
});
