/**
 * Store settings an artist's sales follow (issue 24): a change of `commissionRate` applies to later
 * sales only (each sale keeps the rate in force when it was approved), and with `autoApproveUploads`
 * on a studio upload is published at once; the minimum payout is the `minPayout` setting; the
 * analytics screen's store earnings move with each sale and paid payout. Isolated: it changes
 * store-wide settings and reads store-wide figures.
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
  await saveSettings({ commissionRate: before.commissionRate, autoApproveUploads: before.autoApproveUploads, minPayout: before.minPayout });
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

  it("refuses a payout under the store's minPayout setting with the minimum in taka and dollars, and takes one at it", async () => {
    await saveSettings({ minPayout: 1500 });
    const small = await apiLoose('requestArtistPayout', {
      token: artist.token,
      body: { amount: 1499, method: 'nagad', account: '01812345678' },
    });
    expect(small.status).toBe(400);
    expect(small.body).toMatchObject({ error: 'The minimum payout is ৳1,500 ($13.64)' });
    expect((await api('getArtistEarnings', { token: artist.token })).body.min_payout).toBe(1500);
    const ok = await api('requestArtistPayout', { token: artist.token, body: { amount: 1500, method: 'nagad', account: '01812345678' } });
    expect(ok.status, ok.text).toBe(201);
    const refused = await apiLoose('updateSystemSettings', {
      token: admin,
      body: { ...(await api('getSystemSettings', { token: admin })).body, minPayout: 10.5 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'Minimum payout must be a whole number of taka' });
  });

  it("shows the store's commission, the artists' net and payouts paid in analytics, from the sale's and the payout's own writes", async () => {
    await saveSettings({ commissionRate: 10 });
    const figures = async () => (await api('getAdminAnalytics', { token: admin, query: { range: '7d' } })).body.earnings;
    const start = await figures();
    await sale((await upload(`Analytics ${run}`)).id);
    const sold = await figures();
    const gross = usdToBdt(10);
    expect(sold.commission.current - start.commission.current).toBeCloseTo(gross * 0.1, 2);
    expect(sold.artistNet.current - start.artistNet.current).toBeCloseTo(gross * 0.9, 2);
    const today = new Date().toISOString().slice(0, 10);
    expect(sold.series.find((p) => p.period === today)).toMatchObject({ commission: sold.commission.current });

    const open = (await api('listAdminPayouts', { token: admin, query: { status: 'requested' } })).body.payouts;
    const mine = open.find((p) => p.artist_id === artist.userId)!;
    expect((await api('markPayoutPaid', { token: admin, params: { id: mine.id }, body: { reference: `AN-${run}` } })).status).toBe(200);
    const paid = await figures();
    expect(paid.payoutsPaid.current - sold.payoutsPaid.current).toBeCloseTo(mine.amount, 2);
    expect(paid.commission.current).toBeCloseTo(sold.commission.current, 2);
  });
});
