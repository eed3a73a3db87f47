/**
 * Store settings an artist's sales follow (issue 24): a change of `commissionRate` applies to later
 * sales only (each sale keeps the rate in force when it was approved), and with `autoApproveUploads`
 * on a studio upload is published at once. Isolated: it changes store-wide settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemSettings } from '../../shared/api/settings';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, apiLoose, isLocalStack, registerAndLogin } from '../helpers/api';
import { artistUploaded, newArtist, type ArtistAccount } from '../helpers/artists';
import { silentMp3 } from '../fixtures/audio';

const run = `${Date.now().toString(36)}${process.pid}`;
let admin: string;
let before: SystemSettings;
let artist: ArtistAccount;
let txn = 0;

async function saveSettings(change: Partial<SystemSettings>): Promise<void> {
  const current = (await api('getSystemSettings', { token: admin })).body;
  const res = await apiLoose('updateSystemSettings', { token: admin, body: { ...current, ...change } });
  expect(res.status, res.text).toBe(200);
}

async function upload(title: string) {
  const audioUploadId = await artistUploaded(artist.token, 'audio', silentMp3(5), 'audio/mpeg', 'take.mp3');
  const res = await api('createArtistSong', { token: artist.token, body: { title, genre: 'Jazz', price: 10, audioUploadId } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

async function sale(songId: string): Promise<number> {
  const buyer = await registerAndLogin('Commission Buyer');
  const order = await api('createOrder', { token: buyer.token, body: { songId, paymentMethod: 'rocket', amount: usdToBdt(10) } });
  expect(order.status, order.text).toBe(201);
  const { orderId } = order.body;
  await api('submitOrderPayment', {
    token: buyer.token,
    params: { orderId },
    body: { paymentMethod: 'rocket', senderWallet: '01912345678', transactionId: `COM${run}${++txn}`.toUpperCase() },
  });
  expect((await api('approvePayment', { token: admin, params: { orderId } })).status).toBe(200);
  return orderId;
}

beforeAll(async () => {
  admin = await adminToken();
  before = (await api('getSystemSettings', { token: admin })).body;
  artist = await newArtist(admin, `Commission Suite ${run}`);
}, 120_000);

afterAll(async () => {
  await saveSettings({ commissionRate: before.commissionRate, autoApproveUploads: before.autoApproveUploads });
}, 60_000);

describe.skipIf(!isLocalStack())('commission rate and auto-approved uploads', () => {
  it('publishes a studio upload at once while autoApproveUploads is on, and holds it for review while off', async () => {
    await saveSettings({ autoApproveUploads: true });
    expect(await upload(`Auto ${run}`)).toMatchObject({ status: 'published', listed: true });
    await saveSettings({ autoApproveUploads: false });
    expect(await upload(`Held ${run}`)).toMatchObject({ status: 'pending', listed: false });
  });

  it('applies a new commission rate to later sales only', async () => {
    await saveSettings({ autoApproveUploads: true, commissionRate: 10 });
    const song = await upload(`Rate ${run}`);
    const first = await sale(song.id);
    await saveSettings({ commissionRate: 25 });
    const second = await sale(song.id);
    const sales = (await api('getArtistSales', { token: artist.token, query: { range: '7d' } })).body.sales;
    const gross = usdToBdt(10);
    expect(sales.find((s) => s.order_id === first)).toMatchObject({ commission_rate: 10, commission: gross * 0.1, net: gross * 0.9 });
    expect(sales.find((s) => s.order_id === second)).toMatchObject({ commission_rate: 25, commission: gross * 0.25, net: gross * 0.75 });
    const earnings = (await api('getArtistEarnings', { token: artist.token })).body;
    expect(earnings.net).toBeCloseTo(gross * 0.9 + gross * 0.75, 2);
  });
});
