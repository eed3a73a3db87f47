/**
 * Earnings at the store's commission and payouts (issue 24): every completed sale of an artist's
 * song writes one ledger entry in the approval itself (an admin's or a provider's; its day, month
 * and song figures follow from its after-commit step), a refund writes the reversing entry, the balance is the ledger's sum, payout requests hold their amount so no
 * concurrency overdraws it, and the earnings report's totals equal the ledger's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { usdToBdt } from '../../shared/money';
import { adminToken, afterCommitSettled, api, apiLoose, apiRaw, baseUrl, isLocalStack, mailsTo, registerAndLogin } from '../helpers/api';
import { pathOf } from '../../shared/api/call';
import { artistUploaded, newArtist, type ArtistAccount } from '../helpers/artists';
import { deliverAsProvider, signedStripeEvent, stripeEvent, useSandboxGateways } from '../helpers/payments';
import { silentMp3 } from '../fixtures/audio';

const run = `${Date.now().toString(36)}${process.pid}`;
let admin: string;
let rate: number;
let txn = 0;

const commissionOf = (gross: number, percent: number) => Math.round(gross * percent) / 100;

beforeAll(async () => {
  admin = await adminToken();
  rate = (await api('getSystemSettings', { token: admin })).body.commissionRate;
});

/** A published studio song of `artist` at `price` dollars. */
async function publishedSong(artist: ArtistAccount, title: string, price: number): Promise<string> {
  const audioUploadId = await artistUploaded(artist.token, 'audio', silentMp3(5), 'audio/mpeg', 'take.mp3');
  const created = await api('createArtistSong', { token: artist.token, body: { title, genre: 'Folk', price, audioUploadId } });
  expect(created.status, created.text).toBe(201);
  const approved = await api('updateSongStatus', { token: admin, params: { songId: created.body.id }, body: { status: 'published' } });
  expect(approved.status, approved.text).toBe(200);
  return created.body.id;
}

/** A buyer's bKash order for the song, paid and approved by the admin; answers the order id. */
async function adminApprovedSale(songId: string, price: number): Promise<number> {
  const orderId = await paidManualOrder(songId, price);
  const approved = await api('approvePayment', { token: admin, params: { orderId } });
  expect(approved.status, approved.text).toBe(200);
  return orderId;
}

/** A buyer's bKash order for the song, paid (not yet approved); answers the order id. */
async function paidManualOrder(songId: string, price: number): Promise<number> {
  const buyer = await registerAndLogin('Ledger Buyer');
  const order = await api('createOrder', { token: buyer.token, body: { songId, paymentMethod: 'bkash', amount: usdToBdt(price) } });
  expect(order.status, order.text).toBe(201);
  const { orderId } = order.body;
  const paid = await api('submitOrderPayment', {
    token: buyer.token,
    params: { orderId },
    body: { paymentMethod: 'bkash', senderWallet: '01712345678', transactionId: `ART${run}${++txn}`.toUpperCase() },
  });
  expect(paid.status, paid.text).toBe(200);
  return orderId;
}

const ledger = async (artist: ArtistAccount) => {
  const res = await api('getArtistSales', { token: artist.token, query: { range: '7d' } });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

describe.skipIf(!isLocalStack())('earnings ledger', () => {
  let artist: ArtistAccount;
  let songId: string;
  const price = 9.99;
  const gross = usdToBdt(price);
  let manualOrder: number;

  beforeAll(async () => {
    artist = await newArtist(admin, `Ledger Suite ${run}`);
    songId = await publishedSong(artist, `Ledger Song ${run}`, price);
  });

  it('an admin-approved sale writes exactly one ledger entry with the commission rate in force', async () => {
    manualOrder = await adminApprovedSale(songId, price);
    expect((await apiLoose('approvePayment', { token: admin, params: { orderId: manualOrder } })).status).toBe(409);
    const sales = await ledger(artist);
    const entries = sales.sales.filter((s) => s.order_id === manualOrder);
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'sale',
        song_id: songId,
        gross,
        commission_rate: rate,
        commission: commissionOf(gross, rate),
        net: gross - commissionOf(gross, rate),
      }),
    ]);
    // No buyer's personal data in the artist's sales.
    expect(JSON.stringify(sales)).not.toMatch(/Ledger Buyer|@example\.com/);
    const earnings = (await api('getArtistEarnings', { token: artist.token })).body;
    expect(earnings).toMatchObject({
      sales: 1,
      gross,
      net: gross - commissionOf(gross, rate),
      available: gross - commissionOf(gross, rate),
    });
    expect(sales.totals.sales).toBe(1);
    expect(sales.series.at(-1)).toMatchObject({ sales: 1, gross });
  });

  it("counts each preview played for the artist's song per day, beside its sales, in the chart and the table per song", async () => {
    for (let i = 0; i < 3; i++) expect((await api('getStreamLink', { params: { songId } })).status).toBe(200);
    const sales = await ledger(artist);
    expect(sales.songs).toEqual([
      { song_id: songId, song: `Ledger Song ${run}`, plays: 3, sales: 1, gross, net: gross - commissionOf(gross, rate) },
    ]);
    expect(sales.series.at(-1)).toMatchObject({ plays: 3, sales: 1 });
    expect(sales.totals.plays).toBe(3);
    expect((await api('getArtistSales', { token: artist.token, query: { range: '12m' } })).body.songs[0]).toMatchObject({ plays: 3 });
  });

  it('a sale approved by the Stripe webhook writes one entry however often the event is delivered', async () => {
    const { webhookSecret } = (await useSandboxGateways(admin)).stripe;
    const buyer = await registerAndLogin('Card Ledger Buyer');
    const created = await api('createOrder', { token: buyer.token, body: { songId, paymentMethod: 'stripe', amount: price } });
    expect(created.status, created.text).toBe(201);
    const { orderId } = created.body;
    const sessionId = (await api('getOrder', { token: buyer.token, params: { orderId } })).body.payment_reference!;
    const event = stripeEvent('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      amount_total: Math.round(price * 100),
      currency: 'usd',
      client_reference_id: String(orderId),
      metadata: { orderId: String(orderId) },
      payment_status: 'paid',
      status: 'complete',
      payment_intent: 'pi_test_ledger',
    });
    // Three deliveries at once: one approves, the others find it approved (or, claimed elsewhere, answer 409 and come again, as Stripe's do).
    const deliveries = await Promise.all(
      [0, 1, 2].map(() =>
        deliverAsProvider(() => {
          const signed = signedStripeEvent(event, webhookSecret);
          return fetch(`${baseUrl()}/api/webhooks/stripe`, { method: 'POST', body: signed.body, headers: signed.headers });
        }),
      ),
    );
    for (const d of deliveries) expect(d.status).toBeLessThan(300);
    expect((await api('getOrder', { token: buyer.token, params: { orderId } })).body.status).toBe('completed');
    // The artist's month and day totals follow the approval in its after-commit step; the report below reads them.
    await afterCommitSettled(orderId);
    const entries = (await ledger(artist)).sales.filter((s) => s.order_id === orderId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'sale', gross: usdToBdt(price), commission_rate: rate });
    expect((await api('getArtistEarnings', { token: artist.token })).body.sales).toBe(2);
  });

  it('a refund writes the reversing entry and takes the net back out of the balance', async () => {
    const before = (await api('getArtistEarnings', { token: artist.token })).body;
    const refunded = await api('refundOrder', { token: admin, params: { orderId: manualOrder }, body: { reason: 'Wrong song' } });
    expect(refunded.status, refunded.text).toBe(200);
    const entries = (await ledger(artist)).sales.filter((s) => s.order_id === manualOrder);
    expect(entries.map((e) => e.kind).sort()).toEqual(['refund', 'sale']);
    const reversal = entries.find((e) => e.kind === 'refund')!;
    const net = gross - commissionOf(gross, rate);
    expect(reversal).toMatchObject({ gross: -gross, net: -net, commission_rate: rate });
    const after = (await api('getArtistEarnings', { token: artist.token })).body;
    expect(after.sales).toBe(before.sales - 1);
    expect(after.available).toBeCloseTo(before.available - net, 2);
  });

  it("the earnings report's totals equal the ledger's, and the admin figures add up", async () => {
    const month = new Date().toISOString().slice(0, 7);
    const res = await apiLoose('exportArtistEarnings', { token: admin, query: { from: month, to: month } });
    expect(res.status).toBe(200);
    const rows = res.text
      .trim()
      .split('\r\n')
      .map((l) => l.split(','));
    expect(rows[0]).toEqual(['artist', 'artist_id', 'month', 'sales', 'gross_bdt', 'commission_bdt', 'net_bdt']);
    const mine = rows.filter((r) => r[1] === artist.userId);
    const earnings = (await api('getArtistEarnings', { token: artist.token })).body;
    expect(mine).toHaveLength(1);
    expect(Number(mine[0]![3])).toBe(earnings.sales);
    expect(Number(mine[0]![4])).toBeCloseTo(earnings.gross, 2);
    expect(Number(mine[0]![6])).toBeCloseTo(earnings.net, 2);
    const sum = (col: number) => rows.slice(1, -1).reduce((t, r) => t + Number(r[col]), 0);
    const total = rows.at(-1)!;
    expect(total[0]).toBe('Total');
    expect(Number(total[6])).toBeCloseTo(sum(6), 2);
    const stats = (await api('getAdminEarningsStats', { token: admin })).body;
    expect(stats.gross_sales).toBeCloseTo(stats.commission + stats.artists_net, 2);
    expect(stats.owed_to_artists).toBeCloseTo(stats.artists_net - stats.paid_out, 2);
  });
});

describe.skipIf(!isLocalStack())('earnings of a sale refunded before its after-commit step', () => {
  it("reverses the ledger entry and balance, and the artist's day, month and song figures never count the sale", async () => {
    const artist = await newArtist(admin, `Refund First ${run}`);
    const price = 9.99;
    const songId = await publishedSong(artist, `Refund First Song ${run}`, price);
    const before = await ledger(artist);
    const earningsBefore = (await api('getArtistEarnings', { token: artist.token })).body;
    const orderId = await paidManualOrder(songId, price);
    // The step's first read (the BatchGetItem after the approval's own) hangs past the 8 s function timeout, then is retried.
    const approved = await apiRaw('POST', pathOf('approvePayment', { orderId }), {
      token: admin,
      headers: { 'x-fault': 'timeout;key=BatchGetItem;skip=1;times=1;seconds=8' },
    });
    expect(approved.status, approved.text).toBe(200);
    // The entry and balance are the approval's own; the day, month and song figures wait for the step.
    expect((await api('getArtistEarnings', { token: artist.token })).body.sales).toBe(earningsBefore.sales + 1);
    expect((await ledger(artist)).totals).toEqual(before.totals);

    const refunded = await api('refundOrder', { token: admin, params: { orderId }, body: { reason: 'Refund before the step' } });
    expect(refunded.status, refunded.text).toBe(200);
    await afterCommitSettled(orderId);
    const after = await ledger(artist);
    expect(
      after.sales
        .filter((s) => s.order_id === orderId)
        .map((e) => e.kind)
        .sort(),
    ).toEqual(['refund', 'sale']);
    expect(after.totals).toEqual(before.totals);
    expect(after.series).toEqual(before.series);
    expect(after.songs).toEqual(before.songs);
    const earnings = (await api('getArtistEarnings', { token: artist.token })).body;
    expect(earnings).toMatchObject({ sales: earningsBefore.sales, available: earningsBefore.available });
  });
});

describe.skipIf(!isLocalStack())('payouts', () => {
  let artist: ArtistAccount;
  let net: number;

  beforeAll(async () => {
    artist = await newArtist(admin, `Payout Suite ${run}`);
    // One sale of $34.99 (৳3,849) nets a little over ৳3,000 at the default 10 %.
    const price = 34.99;
    const songId = await publishedSong(artist, `Payout Song ${run}`, price);
    await adminApprovedSale(songId, price);
    net = (await api('getArtistEarnings', { token: artist.token })).body.available;
  });

  it('refuses a payout below the minimum and an account that is not a wallet number or bank account (400)', async () => {
    const small = await apiLoose('requestArtistPayout', {
      token: artist.token,
      body: { amount: 999, method: 'bkash', account: '01712345678' },
    });
    expect(small.status).toBe(400);
    expect(small.text).toContain('"error":"The minimum payout is ৳1,000 ($9.09)"');
    const wrong = await apiLoose('requestArtistPayout', { token: artist.token, body: { amount: 1000, method: 'bkash', account: '12345' } });
    expect(wrong.status).toBe(400);
    const bank = await apiLoose('requestArtistPayout', {
      token: artist.token,
      body: { amount: 1000, method: 'bank', account: '01712345678x' },
    });
    expect(bank.status).toBe(400);
  });

  it('20 concurrent requests never pay out more than the balance', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        apiLoose('requestArtistPayout', { token: artist.token, body: { amount: 1000, method: 'nagad', account: '01812345678' } }),
      ),
    );
    const held = answers.filter((a) => a.status === 201).length;
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    // Requests that lost every retry to the others answer 409 PAYOUT_BUSY: at least two of three get through.
    expect(held).toBeGreaterThanOrEqual(2);
    expect(held * 1000).toBeLessThanOrEqual(net);
    const earnings = (await api('getArtistEarnings', { token: artist.token })).body;
    expect(earnings.held).toBe(held * 1000);
    expect(earnings.available).toBeCloseTo(net - held * 1000, 2);
    expect(earnings.available).toBeGreaterThanOrEqual(0);
    expect((await api('listArtistPayouts', { token: artist.token })).body).toHaveLength(held);
  });

  it('paid moves the amount to paid out, rejected returns it to the balance, and each mails the artist', async () => {
    const queue = await api('listAdminPayouts', { token: admin });
    expect(queue.body.promise).toBe('5–7 business days');
    const mine = queue.body.payouts.filter((p) => p.artist_id === artist.userId);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine[0]).toMatchObject({ status: 'requested', age_days: 0, artist_name: artist.artistName });
    const before = (await api('getArtistEarnings', { token: artist.token })).body;

    const paid = await api('markPayoutPaid', { token: admin, params: { id: mine[0]!.id }, body: { reference: 'NGD-7781' } });
    expect(paid.status, paid.text).toBe(200);
    expect((await apiLoose('rejectPayout', { token: admin, params: { id: mine[0]!.id }, body: { reason: 'Late' } })).status).toBe(409);
    const afterPaid = (await api('getArtistEarnings', { token: artist.token })).body;
    expect(afterPaid).toMatchObject({ paid_out: 1000, held: before.held - 1000, available: before.available });
    expect(mailsTo(artist.email).map((m) => m.subject)).toContain('Your payout was sent');

    const rejected = await api('rejectPayout', { token: admin, params: { id: mine[1]!.id }, body: { reason: 'Account name mismatch' } });
    expect(rejected.status, rejected.text).toBe(200);
    const afterRejected = (await api('getArtistEarnings', { token: artist.token })).body;
    expect(afterRejected.available).toBeCloseTo(afterPaid.available + 1000, 2);
    expect(afterRejected.held).toBe(afterPaid.held - 1000);
    const mail = mailsTo(artist.email).find((m) => m.subject === 'Your payout request was rejected');
    expect(mail?.text).toContain('Account name mismatch');
  });
});
