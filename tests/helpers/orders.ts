/** Order steps the API suites share. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { keys } from '../../functions/data/keys';
import { LOCAL_TABLE_NAME } from '../../functions/data/table-definition';
import type { SubmitPaymentBody } from '../../shared/api/orders';
import { usdToBdt } from '../../shared/money';
import { countingWav } from '../fixtures/audio';
import { afterCommitSettled, api, localTable, mailsTo } from './api';
import { stack } from './stack';
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

/**
 * `token`'s order for `song` (at its price unless `usd` says otherwise, in taka), paid by wallet
 * (`payByWallet`, bKash unless told): the order then waits for the admin's approval. Answers its id.
 */
export async function walletPaidOrder(
  token: string,
  song: { id: string; price: number },
  transactionId: string,
  { paymentMethod = 'bkash', usd = song.price, tier, upgradeFrom }: WalletOrderOptions = {},
): Promise<number> {
  const created = await api('createOrder', {
    token,
    body: { songId: song.id, paymentMethod, amount: usdToBdt(usd), ...(tier && { tier }), ...(upgradeFrom && { upgradeFrom }) },
  });
  expect(created.status, created.text).toBe(201);
  const paid = await payByWallet(created.body.orderId, token, transactionId, paymentMethod);
  expect(paid.status, paid.text).toBe(200);
  return created.body.orderId;
}

interface WalletOrderOptions {
  paymentMethod?: SubmitPaymentBody['paymentMethod'];
  /** The price paid in dollars when it is not the song's (a tier's, an upgrade's difference). */
  usd?: number;
  tier?: string;
  upgradeFrom?: string;
}

/**
 * A plan bought at checkout with a manual Nagad payment from 01812345678, at the plan's price in
 * taka: the subscription then waits for the admin's approval.
 */
export const subscribeByWallet = (token: string, plan: { id: string; price: number }, transactionId: string) =>
  api('createSubscription', {
    token,
    body: { planId: plan.id, senderWallet: '01812345678', transactionId, paymentMethod: 'nagad', amount: usdToBdt(plan.price) },
  });

/** Fetches a licence link and checks that it serves a PDF. */
export async function expectPdfAt(url: string): Promise<void> {
  const pdf = await fetch(url);
  expect(pdf.status).toBe(200);
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
}

/**
 * Removes the licence PDF the approval's after-commit step stored, object and key, as if a
 * download had come before the step (or the object was lost): the next download renders it.
 */
export async function forgetStoredLicensePdf(orderId: number): Promise<void> {
  rmSync(join(stack().dataDir, 's3', 'marketplace-media', 'licenses', String(orderId)), { recursive: true, force: true });
  const ddb = localTable();
  try {
    await ddb.send(new UpdateCommand({ TableName: LOCAL_TABLE_NAME, Key: keys.order(orderId), UpdateExpression: 'REMOVE licensePdfKey' }));
  } finally {
    ddb.destroy();
  }
}

/**
 * What a refund that revokes leaves the buyer of a song: verification says revoked (with its date,
 * no buyer data), the download and the licence PDF are refused (403 LICENSE_REVOKED), and the song
 * is gone from the library.
 */
export async function expectRevoked(buyerToken: string, orderId: number, songId: string, licenseKey: string): Promise<void> {
  const verified = await api('verifyLicense', { params: { key: licenseKey } });
  expect(verified.body).toMatchObject({ valid: false, status: 'revoked' });
  expect(verified.body.revokedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(verified.body.details).toBeUndefined();
  const download = await api('downloadOrder', { params: { orderId }, token: buyerToken });
  expect([download.status, download.body.code]).toEqual([403, 'LICENSE_REVOKED']);
  expect((await api('downloadLicense', { params: { orderId }, token: buyerToken })).body.code).toBe('LICENSE_REVOKED');
  expect((await api('getLibrary', { token: buyerToken })).body.map((s) => s.id)).not.toContain(songId);
}

/**
 * After many deliveries of one payment's notification: the order completed, its song once in the
 * buyer's library under the order's licence, and one approval mail.
 */
export async function expectApprovedOnce(buyer: { token: string; email: string }, orderId: number, songId: string): Promise<void> {
  const order = (await api('getOrder', { params: { orderId }, token: buyer.token })).body;
  expect(order.status).toBe('completed');
  const owned = (await api('getLibrary', { token: buyer.token })).body.filter((s) => s.id === songId);
  expect(owned).toHaveLength(1);
  expect(owned[0]!.license_key).toBe(order.license_key);
  await afterCommitSettled(orderId);
  expect(mailsTo(buyer.email).filter((m) => /approved/i.test(m.subject))).toHaveLength(1);
}
