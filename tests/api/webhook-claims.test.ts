/**
 * Provider events are handled once by id (issue 23). A paid session's approval records its event
 * in its own transaction, taking no claim first (functions/domain/payments/event-claims.ts): a
 * delivery whose processing failed leaves no record, so the retry approves. A claim left
 * `processing` (taken before a flag or a refund, by an invocation that never finished) holds only
 * for its lease, during which a duplicate answers 409 and approves nothing, so the provider
 * delivers it again; after it the retry completes the payment, once. A duplicate of a finished
 * event answers 200. A duplicate that arrives while an approval is at work no longer answers 409:
 * it runs the same transaction and is cancelled by the first's record or order (200, as handled;
 * tests/api/card-payments.test.ts sends 20 at once).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/keys';
import { LOCAL_TABLE_NAME } from '../../functions/data/table-definition';
import {
  adminToken,
  afterCommitSettled,
  api,
  baseUrl,
  isLocalStack,
  localTable,
  mailsTo,
  registerAndLogin,
  isDemoSong,
} from '../helpers/api';
import { paidCheckoutSession, signedStripeEvent, stripeEvent, useSandboxGateways } from '../helpers/payments';

type Song = { id: string; title: string; price: number };

let webhookSecret: string;
let songs: Song[];
let songCursor = 23;

const postWebhook = (body: string, headers: Record<string, string>) =>
  fetch(`${baseUrl()}/api/webhooks/stripe`, { method: 'POST', body, headers });

/** A buyer's pending card order and the signed `checkout.session.completed` Stripe would send for it. */
async function paidCardOrder() {
  const buyer = await registerAndLogin('Claim Buyer');
  const song = songs[songCursor++ % songs.length]!;
  const created = await api('createOrder', { token: buyer.token, body: { songId: song.id, paymentMethod: 'stripe', amount: song.price } });
  expect(created.status, created.text).toBe(201);
  const orderId = created.body.orderId;
  const sessionId = (await api('getOrder', { params: { orderId }, token: buyer.token })).body.payment_reference!;
  const event = stripeEvent(
    'checkout.session.completed',
    paidCheckoutSession(sessionId, orderId, Math.round(song.price * 100), 'pi_test_claims'),
  );
  const order = async () => (await api('getOrder', { params: { orderId }, token: buyer.token })).body;
  // Counted once the approval's after-commit step (which mails) has finished.
  const approvedMails = async () => {
    await afterCommitSettled(orderId);
    return mailsTo(buyer.email).filter((m) => /approved/i.test(m.subject));
  };
  return { eventId: event.id, delivery: signedStripeEvent(event, webhookSecret), order, approvedMails };
}

/** The claim item of a Stripe event, as stored. */
async function claimOf(eventId: string) {
  const ddb = localTable();
  try {
    const out = await ddb.send(
      new GetCommand({ TableName: LOCAL_TABLE_NAME, Key: keys.paymentEvent('stripe', eventId), ConsistentRead: true }),
    );
    return out.Item;
  } finally {
    ddb.destroy();
  }
}

/** A claim as an invocation leaves it when it stops mid-processing (Lambda timed out or crashed): `processing` until `leaseUntil`. */
async function leftProcessing(eventId: string, leaseUntil: number) {
  const ddb = localTable();
  try {
    await ddb.send(
      new PutCommand({
        TableName: LOCAL_TABLE_NAME,
        Item: {
          ...keys.paymentEvent('stripe', eventId),
          _type: 'PaymentEvent',
          provider: 'stripe',
          eventId,
          type: 'checkout.session.completed',
          state: 'processing',
          claimId: 'crashed-invocation',
          leaseUntil,
          at: new Date().toISOString(),
          expiresAt: leaseUntil + 3600,
        },
      }),
    );
  } finally {
    ddb.destroy();
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  webhookSecret = (await useSandboxGateways(await adminToken())).stripe.webhookSecret;
  songs = (await api('listSongs', { query: { limit: 100 } })).body.filter(isDemoSong);
});

describe.skipIf(!isLocalStack())('webhook event claims', () => {
  it('a delivery whose processing threw (the approval kept conflicting) answers 503 and keeps no claim; the retry approves once', async () => {
    const { eventId, delivery, order, approvedMails } = await paidCardOrder();
    const failed = await postWebhook(delivery.body, { ...delivery.headers, 'x-fault': 'txn-conflict' });
    expect(failed.status).toBe(503);
    expect(await order()).toMatchObject({ status: 'pending', license_key: null });
    expect(await claimOf(eventId)).toBeUndefined();

    const retry = await postWebhook(delivery.body, delivery.headers);
    expect(retry.status).toBe(200);
    const approved = await order();
    expect(approved.status).toBe('completed');
    expect(approved.license_key).toBeTruthy();
    // Recorded by the approval's own transaction: no claim was taken for it.
    const record = await claimOf(eventId);
    expect(record).toMatchObject({ state: 'done', outcome: 'approved' });
    expect(record?.claimId).toBeUndefined();

    expect((await postWebhook(delivery.body, delivery.headers)).status).toBe(200);
    expect(await order()).toEqual(approved);
    expect(await approvedMails()).toHaveLength(1);
  });

  it('a duplicate that arrives while the claim is still processing answers 409 (the provider delivers it again); the retry after the lease approves', async () => {
    const { eventId, delivery, order, approvedMails } = await paidCardOrder();
    // A delivery that claimed the event (to flag or refund) still at work, or dead without a word: either way its lease holds.
    await leftProcessing(eventId, nowSeconds() + 600);
    const duringLease = await postWebhook(delivery.body, delivery.headers);
    expect(duringLease.status).toBe(409);
    expect(await duringLease.json()).toMatchObject({ code: 'EVENT_IN_PROGRESS' });
    expect(await order()).toMatchObject({ status: 'pending', license_key: null });
    expect(await claimOf(eventId)).toMatchObject({ state: 'processing', claimId: 'crashed-invocation' });

    await leftProcessing(eventId, nowSeconds() - 1);
    const retry = await postWebhook(delivery.body, delivery.headers);
    expect(retry.status).toBe(200);
    expect(await order()).toMatchObject({ status: 'completed' });
    expect(await claimOf(eventId)).toMatchObject({ state: 'done', outcome: 'approved' });
    expect(await approvedMails()).toHaveLength(1);
  });
});
