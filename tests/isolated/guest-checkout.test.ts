/**
 * Guest checkout (issue 23 §3): a signed-out visitor buys with an email, pays by card through the
 * sandbox, gets the licence by mail and downloads with the order's guest token; once an account
 * verifies that address the order is the account's. Switching `allowGuestCheckout` off and
 * `requireEmailVerification` on changes the whole store, so this runs on the isolated stacks, and
 * leaves both as the stacks start (guest checkout on, verification off).
 */
import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_ORDERS_PER_CLIENT_PER_HOUR, GUEST_ORDERS_PER_EMAIL_PER_HOUR } from '../../shared/constants';
import type { SystemSettings } from '../../shared/api/settings';
import { toBdtMinor, usdToBdt } from '../../shared/money';
import { demoSongId } from '../../scripts/local/seed';
import { WAV_DEMO_SONGS } from '../../scripts/local/seed-tier-audio';
import { adminToken, afterCommitSettled, api, apiFrom, isLocalStack, localTable, mailsTo, uniqueEmail } from '../helpers/api';
import { pressHostedPage, useSandboxGateways } from '../helpers/payments';
import { changeStoreSettings } from '../helpers/store-settings';
import { inTurn, loopbackAddresses, transactionIds } from '../helpers/turns';
import { invoiceName, subjectStarts } from '../helpers/order-name';

type Song = { id: string; title: string; price: number };

let admin: string;
let songs: Song[];
const nextSong = inTurn(() => songs, 3);
const txn = transactionIds('GST');
/** Each test orders from a loopback address of its own, so the per-client limit counts only its own orders. */
const nextIp = loopbackAddresses(10);

const guest = (token: string) => ({ authorization: `Guest ${token}` });
const setStore = (change: Partial<SystemSettings>) => changeStoreSettings(admin, change);

/** A guest order placed without a session, from `ip`. */
async function guestOrder(email: string, paymentMethod: 'stripe' | 'bkash', ip = nextIp(), song = nextSong()) {
  const amount = paymentMethod === 'stripe' ? song.price : usdToBdt(song.price);
  const created = await apiFrom(ip, 'createOrder', { body: { songId: song.id, paymentMethod, amount, email } });
  expect(created.status, created.text).toBe(201);
  expect(created.body.guestToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { song, orderId: created.body.orderId, token: created.body.guestToken!, checkoutUrl: created.body.checkoutUrl };
}

/** The token in a mailed guest link to the order (`/guest/orders/<id>#token=…`). */
function mailedToken(text: string, orderId: number): string | undefined {
  return new RegExp(`/guest/orders/${orderId}#token=([A-Za-z0-9_-]+)`).exec(text)?.[1];
}

beforeAll(async () => {
  admin = await adminToken();
  await useSandboxGateways(admin);
  songs = (await api('listSongs', { query: { limit: 100 } })).body.filter((s: Song) => s.price > 0);
});

afterAll(async () => {
  await setStore({ allowGuestCheckout: true, requireEmailVerification: false });
});

describe.skipIf(!isLocalStack())('guest checkout', () => {
  const email = uniqueEmail('guest.buyer');
  let paid: { orderId: number; token: string; song: Song; licenseKey: string };

  it('a signed-out visitor buys by card with an email, pays on the hosted page, gets the licence by mail and downloads with the guest token', async () => {
    const order = await guestOrder(email, 'stripe');
    expect(order.checkoutUrl).toMatch(/\/stripe\/pay\/cs_test_/);
    const placed = mailsTo(email).find((m) => subjectStarts(m.subject, 'Your order', order.orderId));
    expect(mailedToken(placed?.text ?? '', order.orderId)).toBe(order.token);

    const pending = await api('getGuestOrder', { params: { orderId: order.orderId }, headers: guest(order.token) });
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ status: 'pending', buyer_email: email, payment_method: 'stripe', user_id: 'guest' });
    expect((await api('downloadGuestOrder', { params: { orderId: order.orderId }, headers: guest(order.token) })).status).toBe(409);

    const paidPage = await pressHostedPage(order.checkoutUrl!, 'pay');
    expect(paidPage.status).toBe(303);
    expect(paidPage.headers.get('location')).toMatch(new RegExp(`/guest/orders/${order.orderId}\\?payment=success$`));

    const completed = (await api('getGuestOrder', { params: { orderId: order.orderId }, headers: guest(order.token) })).body;
    expect(completed.status).toBe('completed');
    expect(completed.license_key).toMatch(/^MM-/);
    // The mail follows the approval's commit.
    await expect
      .poll(() => mailsTo(email).some((m) => subjectStarts(m.subject, 'Order', order.orderId, ' approved')), { timeout: 30_000 })
      .toBe(true);
    const approval = mailsTo(email).find((m) => subjectStarts(m.subject, 'Order', order.orderId, ' approved'));
    expect(approval?.text).toContain(completed.license_key);
    // The approval mail carries a link of its own, which opens the same order.
    const mailed = mailedToken(approval?.text ?? '', order.orderId);
    expect(mailed).toBeDefined();
    expect(mailed).not.toBe(order.token);
    const fromMail = await api('getGuestOrder', { params: { orderId: order.orderId }, headers: guest(mailed!) });
    expect(fromMail.body.license_key).toBe(completed.license_key);

    const song = await api('downloadGuestOrder', { params: { orderId: order.orderId }, headers: guest(mailed!) });
    expect(song.status).toBe(200);
    const audio = await fetch(song.body.url);
    expect(audio.status).toBe(200);
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const licence = await api('downloadGuestLicense', { params: { orderId: order.orderId }, headers: guest(order.token) });
    expect(licence.status).toBe(200);
    const pdf = Buffer.from(await (await fetch(licence.body.url)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await api('verifyLicense', { params: { key: completed.license_key! } })).body.valid).toBe(true);
    paid = { ...order, licenseKey: completed.license_key! };
  });

  it("a guest pays a wallet order with its proof, the admin's approval mails the licence, and a refund closes its downloads", async () => {
    const order = await guestOrder(email, 'bkash');
    const submitted = await api('submitGuestPayment', {
      params: { orderId: order.orderId },
      headers: guest(order.token),
      body: { senderWallet: '01712345678', transactionId: txn(), paymentMethod: 'bkash' },
    });
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.manual_payment_details?.paymentMethod).toBe('bkash');
    // A wallet order has no hosted page.
    expect((await api('startGuestCheckout', { params: { orderId: order.orderId }, headers: guest(order.token) })).status).toBe(409);
    const approved = await api('approvePayment', { params: { orderId: order.orderId }, token: admin });
    expect(approved.status).toBe(200);
    const mail = mailsTo(email).find((m) => subjectStarts(m.subject, 'Order', order.orderId, ' approved'));
    expect(mail?.text).toContain(approved.body.license_key);

    // A refund revokes it: the guest's downloads close, and the mail sends them to no account's My Orders.
    expect(
      (await api('refundOrder', { params: { orderId: order.orderId }, token: admin, body: { reason: 'Guest changed their mind' } })).status,
    ).toBe(200);
    expect((await api('getGuestOrder', { params: { orderId: order.orderId }, headers: guest(order.token) })).body.status).toBe('refunded');
    const refused = await api('downloadGuestOrder', { params: { orderId: order.orderId }, headers: guest(order.token) });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('LICENSE_REVOKED');
    const refundMail = mailsTo(email).find((m) => /refund/i.test(m.subject) && new RegExp(invoiceName(order.orderId)).test(m.text));
    expect(refundMail).toBeDefined();
    expect(refundMail!.text).not.toContain('/orders');
    // A guest gave no name: the mail greets without one.
    expect(refundMail!.text.split('\n')[0]).toBe('Hi,');
    expect(refundMail!.text).not.toContain('Hi Guest');
  });

  it("buys a licence tier as a guest: priced at the tier, the tier's files, and no upgrade without signing in", async () => {
    const songId = demoSongId(WAV_DEMO_SONGS[4]!).id;
    const wav = (await api('getSong', { params: { songId } })).body.licenses!.find((l) => l.tier === 'wav')!;
    const buyer = uniqueEmail('guest.tier');
    const mp3Priced = await apiFrom(nextIp(), 'createOrder', {
      body: { songId, paymentMethod: 'bkash', amount: usdToBdt(wav.price) - 1, email: buyer, tier: 'wav' },
    });
    expect(mp3Priced.status).toBe(409);
    const upgrade = await apiFrom(nextIp(), 'createOrder', {
      body: {
        songId,
        paymentMethod: 'bkash',
        amount: usdToBdt(wav.price),
        email: buyer,
        tier: 'wav',
        upgradeFrom: 'MM-AAAAA-AAAAA-AAAAA-AAAAA',
      },
    });
    expect(upgrade.status).toBe(400);
    expect(upgrade.body.error).toBe('Sign in to upgrade a licence');

    const created = await apiFrom(nextIp(), 'createOrder', {
      body: { songId, paymentMethod: 'bkash', amount: usdToBdt(wav.price), email: buyer, tier: 'wav' },
    });
    expect(created.status, created.text).toBe(201);
    const { orderId, guestToken } = created.body;
    const order = await api('getGuestOrder', { params: { orderId }, headers: guest(guestToken!) });
    expect(order.body).toMatchObject({ license_tier: 'wav', license_name: 'WAV Lease', amount: usdToBdt(wav.price), currency: 'BDT' });
    await api('submitGuestPayment', {
      params: { orderId },
      headers: guest(guestToken!),
      body: { senderWallet: '01712345678', transactionId: txn(), paymentMethod: 'bkash' },
    });
    expect((await api('approvePayment', { params: { orderId }, token: admin })).status).toBe(200);
    const link = await api('downloadGuestOrder', { params: { orderId }, query: { file: 'wav' }, headers: guest(guestToken!) });
    expect(link.status, link.text).toBe(200);
    expect(link.body.filename).toMatch(/\.wav$/);
    const file = new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
    expect(String.fromCharCode(...file.subarray(8, 12))).toBe('WAVE');
    const stems = await api('downloadGuestOrder', { params: { orderId }, query: { file: 'stems' }, headers: guest(guestToken!) });
    expect(stems.status).toBe(403);
  });

  it('mails a guest order, its approval and its refund in the language the browser ordered in (Accept-Language)', async () => {
    const address = uniqueEmail('guest.deutsch');
    const song = nextSong();
    const created = await apiFrom(nextIp(), 'createOrder', {
      body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price), email: address },
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
    });
    expect(created.status, created.text).toBe(201);
    const orderId = created.body.orderId;
    const placed = mailsTo(address).find((m) => subjectStarts(m.subject, 'Deine Bestellung', orderId, `: ${song.title}$`));
    const title = song.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(placed?.text).toMatch(new RegExp(`Deine Bestellung ${invoiceName(orderId)} für „${title}“ wartet auf ihre Zahlung\\.`));
    expect(mailedToken(placed?.text ?? '', orderId)).toBe(created.body.guestToken);

    const submitted = await api('submitGuestPayment', {
      params: { orderId },
      headers: guest(created.body.guestToken!),
      body: { senderWallet: '01712345678', transactionId: txn(), paymentMethod: 'bkash' },
    });
    expect(submitted.status, submitted.text).toBe(200);
    const approved = await api('approvePayment', { params: { orderId }, token: admin });
    expect(approved.status).toBe(200);
    // The approval comes later, from the admin: the order kept the language it was placed in.
    const approval = mailsTo(address).find((m) => subjectStarts(m.subject, 'Bestellung', orderId, ` genehmigt: ${song.title}$`));
    expect(approval?.text).toContain(`Dein Lizenzschlüssel: ${approved.body.license_key}`);
    expect(mailedToken(approval?.text ?? '', orderId)).toBeDefined();
    const refunded = await api('refundOrder', { params: { orderId }, token: admin, body: { reason: 'Doppelt bezahlt' } });
    expect(refunded.status).toBe(200);
    expect(mailsTo(address).find((m) => subjectStarts(m.subject, 'Bestellung', orderId, ': erstattet$'))?.text).toContain(
      'Grund: Doppelt bezahlt',
    );
    expect(mailsTo(address).filter((m) => m.subject.startsWith('Your order') || m.subject.startsWith('Order INV-'))).toHaveLength(0);
  });

  it('a guest token opens its own order only: another order is 404, and every other route treats it as no session', async () => {
    const other = await guestOrder(uniqueEmail('other.guest'), 'bkash');
    const params = { orderId: paid.orderId };
    const as = guest(other.token);
    for (const answer of [
      await api('getGuestOrder', { params, headers: as }),
      await api('downloadGuestOrder', { params, headers: as }),
      await api('downloadGuestLicense', { params, headers: as }),
      await api('startGuestCheckout', { params, headers: as }),
      await api('submitGuestPayment', {
        params,
        headers: as,
        body: { senderWallet: '01712345678', transactionId: txn(), paymentMethod: 'bkash' },
      }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain(email);
    }
    // A made-up token of the right shape, a malformed one, and a session: never a way in.
    expect((await api('getGuestOrder', { params, headers: guest('A'.repeat(43)) })).status).toBe(404);
    expect((await api('getGuestOrder', { params, headers: { authorization: 'Guest not a token!' } })).status).toBe(401);
    expect((await api('getGuestOrder', { params, token: admin })).status).toBe(401);
    // The guest's own token on the buyer routes is no session at all.
    const own = guest(paid.token);
    expect((await api('getOrder', { params, headers: own })).status).toBe(401);
    expect((await api('downloadOrder', { params, headers: own })).status).toBe(401);
    expect((await api('getMyOrders', { headers: own })).status).toBe(401);
    expect((await api('refundOrder', { params, headers: own, body: { reason: 'guest tries' } })).status).toBe(401);
  });

  it('once an account with the address verifies it, the guest orders are in its My Orders, library and licences', async () => {
    await setStore({ requireEmailVerification: true });
    const password = 'correct horse battery';
    const registered = await api('register', { body: { name: 'Gina Guest', email: email.toUpperCase(), password } });
    expect(registered.status, registered.text).toBe(201);
    const login = await api('login', { body: { email, password } });
    const token = login.body.token;
    // Signing up proves nothing yet: the orders stay the guest's until the address is verified.
    expect((await api('getMyOrders', { token })).body).toEqual([]);

    const link = mailsTo(email).find((m) => m.subject.startsWith('Verify your email address'));
    const verifyToken = /verify-email\?token=([^\s"&]+)/.exec(link?.text ?? '')?.[1];
    expect(verifyToken).toBeDefined();
    expect((await api('verifyEmail', { body: { token: decodeURIComponent(verifyToken!) } })).status).toBe(200);

    const mine = (await api('getMyOrders', { token })).body;
    expect(mine.map((o) => o.id)).toContain(paid.orderId);
    expect(mine.find((o) => o.id === paid.orderId)).toMatchObject({
      status: 'completed',
      license_key: paid.licenseKey,
      buyer_name: 'Gina Guest',
    });
    expect(mine.every((o) => o.buyer_email === email)).toBe(true);
    expect((await api('getLibrary', { token })).body.map((s) => s.id)).toContain(paid.song.id);
    expect((await api('downloadOrder', { params: { orderId: paid.orderId }, token })).status).toBe(200);
    expect((await api('downloadLicense', { params: { orderId: paid.orderId }, token })).status).toBe(200);
    // The guest link still opens the order it was given for.
    expect((await api('getGuestOrder', { params: { orderId: paid.orderId }, headers: guest(paid.token) })).status).toBe(200);
    await setStore({ requireEmailVerification: false });
  });

  it('an account that verified its address before buying signed out gets the guest order on its next sign-in, in its totals and among the top buyers', async () => {
    await setStore({ requireEmailVerification: true });
    const address = uniqueEmail('verified.first');
    const password = 'correct horse battery';
    expect((await api('register', { body: { name: 'Vera Verified', email: address, password } })).status).toBe(201);
    const link = mailsTo(address).find((m) => m.subject.startsWith('Verify your email address'));
    const verifyToken = /verify-email\?token=([^\s"&]+)/.exec(link?.text ?? '')?.[1];
    expect((await api('verifyEmail', { body: { token: decodeURIComponent(verifyToken!) } })).status).toBe(200);
    const signIn = async () => (await api('login', { body: { email: address, password } })).body.token;
    const before = (await api('getListenerStats', { token: await signIn() })).body;

    // Signed out, the same address buys as a guest and pays by card.
    const order = await guestOrder(address, 'stripe');
    expect((await pressHostedPage(order.checkoutUrl!, 'pay')).status).toBe(303);
    await afterCommitSettled(order.orderId);

    const token = await signIn();
    const mine = (await api('getMyOrders', { token })).body.find((o) => o.id === order.orderId);
    expect(mine).toMatchObject({ status: 'completed', buyer_name: 'Vera Verified' });
    expect((await api('getLibrary', { token })).body.map((s) => s.id)).toContain(order.song.id);
    const after = (await api('getListenerStats', { token })).body;
    expect(after.totalPurchases).toBe(before.totalPurchases + 1);
    expect(after.totalSpent).toBeCloseTo(before.totalSpent + order.song.price, 2);
    // The top-buyers ranking counts the sale under the account, no longer under the guest.
    const ranking = async (id: string) =>
      (
        await localTable().send(
          new GetCommand({ TableName: 'marketplace', Key: { PK: `RANK#CUSTOMER#${id}`, SK: 'RANK' }, ConsistentRead: true }),
        )
      ).Item as { sales?: number; revenueTakaMinor?: number; GSI1PK?: string } | undefined;
    const guestId = `guest_${createHash('sha256').update(address).digest('hex').slice(0, 40)}`;
    const placed = await ranking(mine!.user_id);
    expect(placed).toMatchObject({ sales: 1, revenueTakaMinor: toBdtMinor(Math.round(order.song.price * 100), 'USD') });
    // Placed in the ranking's index, so the dashboard's top buyers list it.
    expect(placed?.GSI1PK).toBeDefined();
    expect(await ranking(guestId)).toMatchObject({ sales: 0, revenueTakaMinor: 0 });
    // Signing in again joins nothing twice.
    expect((await api('getListenerStats', { token: await signIn() })).body.totalPurchases).toBe(after.totalPurchases);
    await setStore({ requireEmailVerification: false });
  });

  it('with guest checkout off, an order without a session is 401 as before', async () => {
    await setStore({ allowGuestCheckout: false });
    const song = nextSong();
    const refused = await apiFrom(nextIp(), 'createOrder', {
      body: { songId: song.id, paymentMethod: 'stripe', amount: song.price, email: uniqueEmail('guest.off') },
    });
    expect(refused.status).toBe(401);
    expect((await api('getPublicSiteSettings')).body.allowGuestCheckout).toBe(false);
    await setStore({ allowGuestCheckout: true });
    // Without an email there is no guest, whatever the setting.
    expect(
      (await apiFrom(nextIp(), 'createOrder', { body: { songId: song.id, paymentMethod: 'stripe', amount: song.price } })).status,
    ).toBe(401);
  });

  it('throttles guest orders per client and per email with 429', async () => {
    // A well-formed id of no song: each attempt counts, none makes an order.
    const missing = { songId: '7ZZZZZZZZZZZZZZZZZZZZZZZZZ', paymentMethod: 'bkash', amount: 1 } as const;
    const ip = nextIp();
    for (let i = 0; i < GUEST_ORDERS_PER_CLIENT_PER_HOUR; i++) {
      expect((await apiFrom(ip, 'createOrder', { body: { ...missing, email: uniqueEmail('guest.flood') } })).status).toBe(404);
    }
    const flooded = await apiFrom(ip, 'createOrder', { body: { ...missing, email: uniqueEmail('guest.flood') } });
    expect(flooded.status).toBe(429);
    expect(flooded.headers.get('retry-after')).toMatch(/^\d+$/);

    const address = uniqueEmail('guest.one.address');
    for (let i = 0; i < GUEST_ORDERS_PER_EMAIL_PER_HOUR; i++) {
      expect((await apiFrom(nextIp(), 'createOrder', { body: { ...missing, email: address } })).status).toBe(404);
    }
    expect((await apiFrom(nextIp(), 'createOrder', { body: { ...missing, email: address.toUpperCase() } })).status).toBe(429);
  });
});
