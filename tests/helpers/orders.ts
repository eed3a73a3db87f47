/** Order steps the API suites share. */
import type { SubmitPaymentBody } from '../../shared/api/orders';
import { countingWav } from '../fixtures/audio';
import { api } from './api';
import { uploaded } from './uploads';

/**
 * The buyer's manual wallet payment of an order (bKash unless told), as the payment form sends
 * it from the sender number 01712345678: the order then waits for the admin's approval.
 */
export const payByWallet = (
  orderId: number,
  token: string,
  transactionId: string,
  paymentMethod: SubmitPaymentBody['paymentMethod'] = 'bkash',
) => api('submitOrderPayment', { params: { orderId }, token, body: { senderWallet: '01712345678', transactionId, paymentMethod } });

/**
 * A fresh published song with a WAV master (so it offers every tier but Trackout, the exclusive
 * among them), created by the admin: an exclusive sale retires it without touching the demo songs.
 */
export async function tierSong(adminToken: string, title: string): Promise<{ id: string; price: (tier: string) => number }> {
  const audioUploadId = await uploaded(adminToken, 'audio', countingWav(4, 44100), 'audio/wav', 'master.wav');
  const song = await api('createSong', {
    token: adminToken,
    body: { title: `${title} ${Date.now()}`, artist: 'Tier Tests', genre: 'Ambient', price: 9.99, status: 'published', audioUploadId },
  });
  if (song.status !== 201) throw new Error(`song not created: ${song.status} ${song.text}`);
  const licenses = (await api('getSong', { params: { songId: song.body.id } })).body.licenses ?? [];
  return {
    id: song.body.id,
    price: (tier) => {
      const offer = licenses.find((l) => l.tier === tier);
      if (!offer) throw new Error(`the song offers no ${tier} licence`);
      return offer.price;
    },
  };
}
