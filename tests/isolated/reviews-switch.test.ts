/**
 * The system setting enableReviews (admin spec §3, issue 14) turns song reviews off: the song page's
 * list says so and shows nothing, and an owner's review is refused with 403 and a clear message,
 * storing nothing. Turned back on, the review that was there before shows again.
 */
import { describe, expect, it } from 'vitest';
import { usdToBdt } from '../../shared/money';
import { api, registerAndLogin } from '../helpers/api';
import { useSystemSwitch } from '../helpers/system-switch';

const settings = useSystemSwitch('enableReviews');

describe('enableReviews', () => {
  it('off: the list says reviews are off and an owner gets 403; on again: the earlier review is back', async () => {
    const song = (await api('listSongs', { query: { limit: 100 } })).body.find((s) => s.price > 0)!;
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
    expect((await api('approvePayment', { params: { orderId }, token: settings.admin() })).status).toBe(200);

    await settings.set(true);
    const rated = await api('putSongReview', { params: { songId: song.id }, body: { rating: 5, comment: 'Lovely' }, token: buyer.token });
    expect(rated.status).toBe(200);

    await settings.set(false);
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

    await settings.set(true);
    const on = await api('getSongReviews', { params: { songId: song.id }, token: buyer.token });
    expect(on.body).toMatchObject({ enabled: true, count: 1, average: 5, canReview: true });
    expect(on.body.mine).toMatchObject({ rating: 5, comment: 'Lovely', reviewer: 'Omar' });
  });
});
