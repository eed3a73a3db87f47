/**
 * Data as a busy store has it, for the checks that screens fit: a buyer with a long name and a
 * long unbreakable email, a song with a long title by an artist with a long name, orders in every
 * state an admin sees (refunded, rejected, paid and flagged for review) and a pending artist
 * application. The full suite leaves such data in the shared stack; a fit check seeds its own so
 * it fails alone as it would in the full run.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { keys } from '../../functions/data/keys';
import { usdToBdt } from '../../shared/money';
import { silentMp3 } from '../fixtures/audio';
import { adminToken, api, isLocalStack, localTable } from './api';
import { payByWallet } from './orders';
import { uploaded } from './uploads';

export const LONG_NAME = 'Maximiliano Alejandro Fernández-Castellanos de la Vega y Rodríguez-Montenegro';
export const LONG_ARTIST = 'The Extraordinarily Long-Named Collective of Midnight Synthesizer Enthusiasts & Friends';
/** An artist name with no space to wrap at, as applicants write them. */
export const LONG_HANDLE = 'TheExtraordinarilyLongNamedCollectiveOfMidnightSynthesizerEnthusiasts';
/** Spaces to wrap at, then a word longer than any column. */
export const LONG_TITLE =
  'Nocturne for the Long Drive Home (Extended Twelve-Inch Club Remix featuring the Orchestra of Tomorrow) Supercalifragilisticexpialidocious-Antidisestablishmentarianism';
const REVIEW_REASON = 'stripe reported a payment of 1299.00 BDT for an order to be paid by bkash; sender 01712345678 TXN-7F3KQ9ZX2M4B8';

let n = 0;

export interface BusyStore {
  buyerEmail: string;
  songId: string;
  orderIds: { refunded: number; rejected: number; flagged: number };
}

/** Seeds the data above through the API (the review flag straight into the local table, as a webhook sets it). */
export async function seedBusyStore(): Promise<BusyStore> {
  const admin = await adminToken();
  const unique = `${Date.now().toString(36)}${process.pid}${++n}`;
  const buyerEmail = `maximiliano.alejandro.fernandezcastellanos.${unique}@longexamplerecords.com`;
  const password = 'correct horse battery';
  expect((await api('register', { body: { name: LONG_NAME, email: buyerEmail, password } })).status).toBe(201);
  const login = await api('login', { body: { email: buyerEmail, password } });
  expect(login.status).toBe(200);
  const buyer = login.body.token;

  const audioUploadId = await uploaded(admin, 'audio', silentMp3(3), 'audio/mpeg', 'busy-store.mp3');
  const created = await api('createSong', {
    token: admin,
    body: { title: LONG_TITLE, artist: LONG_ARTIST, genre: 'Ambient', price: 12.99, status: 'published', audioUploadId },
  });
  expect(created.status, created.text).toBe(201);
  const songId = created.body.id;

  // As long as a transaction id may be (64), like the providers' references the orders table shows.
  const txn = (step: string) => `BUSY${step}${unique}`.toUpperCase().padEnd(64, '7');
  const placeAndPay = async (step: string) => {
    const order = await api('createOrder', { token: buyer, body: { songId, paymentMethod: 'bkash', amount: usdToBdt(12.99) } });
    expect(order.status, order.text).toBe(201);
    const orderId = order.body.orderId;
    expect((await payByWallet(orderId, buyer, txn(step))).status).toBe(200);
    return orderId;
  };
  /** The admin refunds or rejects the order with a long reason, as the orders table must show one. */
  const decide = async (id: 'refundOrder' | 'rejectPayment', orderId: number, reason: string) => {
    const res = await api(id, { params: { orderId }, token: admin, body: { reason } });
    expect(res.status, res.text).toBe(200);
  };

  const refunded = await placeAndPay('R');
  expect((await api('approvePayment', { params: { orderId: refunded }, token: admin })).status).toBe(200);
  await decide('refundOrder', refunded, 'The buyer was charged twice by the wallet provider and asked for the second charge back');

  const rejected = await placeAndPay('X');
  await decide('rejectPayment', rejected, 'No payment with this transaction id reached the merchant wallet within 48 hours');

  const flagged = await placeAndPay('F');
  if (isLocalStack())
    await localTable().send(
      new UpdateCommand({
        TableName: 'marketplace',
        Key: keys.order(flagged),
        UpdateExpression: 'SET reviewReason = :reason',
        ExpressionAttributeValues: { ':reason': REVIEW_REASON },
      }),
    );

  const applied = await api('applyArtist', {
    token: buyer,
    body: {
      artistName: LONG_HANDLE,
      bio: 'Ambient and synth-wave from Dhaka; see https://soundcloud.example.com/theextraordinarilylongnamedcollectiveofmidnightsynthesizerenthusiasts',
      links: ['https://www.instagram.example.com/theextraordinarilylongnamedcollectiveofmidnightsynthesizerenthusiasts'],
    },
  });
  expect(applied.status, applied.text).toBe(201);

  // Off the shelves again, so journeys that count the catalogue do not meet it; its orders stay.
  expect((await api('updateSongStatus', { params: { songId }, token: admin, body: { status: 'draft' } })).status).toBe(200);
  return { buyerEmail, songId, orderIds: { refunded, rejected, flagged } };
}
