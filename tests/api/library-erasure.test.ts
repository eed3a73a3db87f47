/**
 * Account deletion takes back a listener's reviews (issue 14): `withdrawReviews` deletes each and
 * the song's average, sum and count drop with it, once, however often it runs. Called in-process
 * against the shared stack's table, as the deletion routes call it.
 */
import { describe, expect, inject, it } from 'vitest';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, isLocalStack, registerAndLogin } from '../helpers/api';
import { setFunctionEnv } from '../helpers/function-env';

describe.skipIf(!isLocalStack())('withdrawing a deleted listener’s reviews', async () => {
  setFunctionEnv();
  Object.assign(process.env, { TABLE_NAME: 'marketplace', AWS_ENDPOINT_URL_DYNAMODB: inject('ddbEndpoint') });
  const { withdrawReviews } = await import('../../functions/domain/library/reviews');

  it('removes the review and its rating from the song, once', async () => {
    const admin = await adminToken();
    const listed = (await api('listSongs', { query: { limit: 100, sort: 'title' } })).body.filter((s) => s.price > 0);
    const song = listed[listed.length - 8]!;
    const buyer = await registerAndLogin('Wanda Withdrawn');
    const order = await api('createOrder', {
      token: buyer.token,
      body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price) },
    });
    const orderId = order.body.orderId;
    await api('submitOrderPayment', {
      params: { orderId },
      token: buyer.token,
      body: {
        senderWallet: '01712345678',
        transactionId: `WDR${Date.now().toString(36).toUpperCase()}${process.pid}`,
        paymentMethod: 'bkash',
      },
    });
    expect((await api('approvePayment', { params: { orderId }, token: admin })).status).toBe(200);

    const before = (await api('getSongReviews', { params: { songId: song.id } })).body;
    expect((await api('putSongReview', { params: { songId: song.id }, body: { rating: 1 }, token: buyer.token })).status).toBe(200);
    expect((await api('getSongReviews', { params: { songId: song.id } })).body.count).toBe(before.count + 1);

    expect(await withdrawReviews(buyer.user.id)).toBe(1);
    expect(await withdrawReviews(buyer.user.id)).toBe(0);
    const after = (await api('getSongReviews', { params: { songId: song.id }, token: buyer.token })).body;
    expect(after.count).toBe(before.count);
    expect(after.average).toBe(before.average);
    expect(after.mine).toBeNull();
  });
});
