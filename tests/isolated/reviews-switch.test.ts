/**
 * The system setting enableReviews (admin spec §3, issue 14) turns song reviews off: the song page's
 * list says so and shows nothing, and an owner's review is refused with 403 and a clear message,
 * storing nothing. Turned back on, the review that was there before shows again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemSettings } from '../../shared/api/settings';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, apiLoose, registerAndLogin } from '../helpers/api';

let admin: string;
let before: SystemSettings;

async function setReviews(on: boolean): Promise<void> {
  const current = (await api('getSystemSettings', { token: admin })).body;
  expect((await apiLoose('updateSystemSettings', { token: admin, body: { ...current, enableReviews: on } })).status).toBe(200);
}

beforeAll(async () => {
  admin = await adminToken();
  before = (await api('getSystemSettings', { token: admin })).body;
}, 60_000);

afterAll(async () => {
  await setReviews(before.enableReviews);
}, 60_000);

describe('enableReviews', () => {
  it('off: the list says reviews are off and an owner gets 403; on again: the earlier review is back', async () => {
    const song = (await api('listSongs', { query: { limit: 5 } })).body.find((s) => s.price > 0)!;
    const buyer = await registerAndLogin('Omar Owner');
    const order = await api('createOrder', {
      token: buyer.token,
      body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price) },
    });
    const orderId = order.body.orderId;
    await api('submitOrderPayment', {
      params: { orderId },
      token: buyer.token,
      body: { senderWallet: '01712345678', transactionId: `REV${Date.now().toString(36).toUpperCase()}`, paymentMethod: 'bkash' },
    });
    expect((await api('approvePayment', { params: { orderId }, token: admin })).status).toBe(200);

    await setReviews(true);
    const rated = await api('putSongReview', { params: { songId: song.id }, body: { rating: 5, comment: 'Lovely' }, token: buyer.token });
    expect(rated.status).toBe(200);

    await setReviews(false);
    const off = await api('getSongReviews', { params: { songId: song.id }, token: buyer.token });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      enabled: false,
      message: 'Reviews are turned off in this store',
      count: 0,
      reviews: [],
      canReview: false,
    });
    const refused = await api('putSongReview', { params: { songId: song.id }, body: { rating: 1 }, token: buyer.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Reviews are turned off in this store');

    await setReviews(true);
    const on = await api('getSongReviews', { params: { songId: song.id }, token: buyer.token });
    expect(on.body).toMatchObject({ enabled: true, count: 1, average: 5, canReview: true });
    expect(on.body.mine).toMatchObject({ rating: 5, comment: 'Lovely', reviewer: 'Omar' });
  });
});
