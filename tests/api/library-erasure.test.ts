/**
 * Account deletion takes back a listener's reviews (issue 14): `withdrawReviews` deletes each and
 * the song's average, sum and count drop with it, once, however often it runs. Called in-process
 * against the shared stack's table, as the deletion routes call it.
 */
import { describe, expect, it } from 'vitest';
import { artistSlug } from '../../shared/artists';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, isLocalStack, registerAndLogin } from '../helpers/api';
import { setFunctionEnv } from '../helpers/function-env';
import { stack } from '../helpers/stack';

/** The buyer orders the song with bKash, pays with a transaction id starting `txnPrefix`, and the admin approves it. */
async function buyApproved(admin: string, buyerToken: string, song: { id: string; price: number }, txnPrefix: string) {
  const order = await api('createOrder', {
    token: buyerToken,
    body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price) },
  });
  const orderId = order.body.orderId;
  await api('submitOrderPayment', {
    params: { orderId },
    token: buyerToken,
    body: {
      senderWallet: '01712345678',
      transactionId: `${txnPrefix}${Date.now().toString(36).toUpperCase()}${process.pid}`,
      paymentMethod: 'bkash',
    },
  });
  expect((await api('approvePayment', { params: { orderId }, token: admin })).status).toBe(200);
}

describe.skipIf(!isLocalStack())('withdrawing a deleted listener’s reviews', async () => {
  setFunctionEnv();
  Object.assign(process.env, { TABLE_NAME: 'marketplace', AWS_ENDPOINT_URL_DYNAMODB: stack().ddbEndpoint });
  const { withdrawReviews } = await import('../../functions/domain/library/reviews');

  it('removes the review and its rating from the song, once', async () => {
    const admin = await adminToken();
    const listed = (await api('listSongs', { query: { limit: 100, sort: 'title' } })).body.filter((s) => s.price > 0);
    const song = listed[listed.length - 8]!;
    const buyer = await registerAndLogin('Wanda Withdrawn');
    await buyApproved(admin, buyer.token, song, 'WDR');

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

  it('an admin deleting a listener takes back their likes, follows, review and playlists', async () => {
    const admin = await adminToken();
    const listed = (await api('listSongs', { query: { limit: 100, sort: 'title' } })).body.filter((s) => s.price > 0);
    const song = listed[listed.length - 9]!;
    const slug = artistSlug(song.artist);
    const buyer = await registerAndLogin('Dora Deleted');
    await buyApproved(admin, buyer.token, song, 'DEL');

    const [reviewsBefore, artistBefore] = [
      (await api('getSongReviews', { params: { songId: song.id } })).body,
      (await api('getArtist', { params: { artist: slug } })).body,
    ];
    const liked = await api('addFavorite', { params: { songId: song.id }, token: buyer.token });
    await api('followArtist', { params: { artist: slug }, token: buyer.token });
    await api('putSongReview', { params: { songId: song.id }, body: { rating: 5 }, token: buyer.token });
    const id = (await api('createPlaylist', { body: { name: 'Gone soon' }, token: buyer.token })).body.id;
    const shareId = (await api('updatePlaylist', { params: { id }, body: { shared: true, songIds: [song.id] }, token: buyer.token })).body
      .shareId!;

    expect((await api('deleteUser', { params: { id: buyer.user.id }, token: admin })).status).toBe(200);

    const again = await registerAndLogin();
    expect((await api('addFavorite', { params: { songId: song.id }, token: again.token })).body.likes).toBe(liked.body.likes);
    await api('removeFavorite', { params: { songId: song.id }, token: again.token });
    expect((await api('getArtist', { params: { artist: slug } })).body.followers).toBe(artistBefore.followers);
    expect((await api('getSongReviews', { params: { songId: song.id } })).body.count).toBe(reviewsBefore.count);
    expect((await api('getSharedPlaylist', { params: { shareId } })).status).toBe(404);
  });
});
