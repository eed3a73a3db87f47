/**
 * Failure injection against the local stack (functions/lib/faults.ts): each request names its
 * fault in `X-Fault`, honoured only because tests/helpers/global-stack.ts starts the stack with
 * LOCAL_FAULTS=1. For every class: a clear 5xx with the error shape (or the documented degraded
 * answer), nothing half-done when read back, and the same request without the fault succeeds.
 *
 * Retries: the SDK retries throttling and 5xx itself (3 attempts with backoff), so a throttle
 * that heals within them is invisible and one that persists surfaces as 503 + Retry-After. Our
 * transactions retry a TransactionConflict (3 attempts, jittered backoff) the same way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../shared/api/orders';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, isLocalStack, mailsTo, registerAndLogin, type ApiResponse, type WireError } from '../helpers/api';
import { subjectStarts } from '../helpers/order-name';
import { expectPdfAt, forgetStoredLicensePdf, payByWallet } from '../helpers/orders';

type Song = { id: string; title: string; price: number };

let songs: Song[];
let admin: string;
/** One buyer for every order here: each sign-up costs a password hash, and the machine is shared. */
let buyer: Awaited<ReturnType<typeof registerAndLogin>>;
let txnCounter = 0;
let songCursor = 0;
/** Songs from the end of the catalogue, so these tests' purchases do not collide with other files'. */
const nextSong = () => songs[songs.length - 1 - (songCursor++ % songs.length)]!;
const uniqueTxn = () => `FLT${Date.now().toString(36).toUpperCase()}${process.pid}${++txnCounter}`;
const fault = (spec: string) => ({ 'x-fault': spec });

/** A pending, paid order of the buyer's for a song of its own. */
async function paidOrder() {
  const song = nextSong();
  const method: PaymentMethod = 'bkash';
  const order = await api('createOrder', {
    token: buyer.token,
    body: { songId: song.id, paymentMethod: method, amount: usdToBdt(song.price) },
  });
  expect(order.status).toBe(201);
  const orderId = order.body.orderId;
  const paid = await payByWallet(orderId, buyer.token, uniqueTxn(), method);
  expect(paid.status).toBe(200);
  return { buyer, song, orderId };
}

const approve = (orderId: number, headers: Record<string, string> = {}) =>
  api('approvePayment', { params: { orderId }, token: admin, headers });

/** A completed order: approved without any fault. */
async function completedOrder() {
  const order = await paidOrder();
  expect((await approve(order.orderId)).status).toBe(200);
  return order;
}

/** The wire's error shape, with nothing of the injected cause (or any internal) in it. */
function expectErrorShape(res: ApiResponse, status: number, code: string) {
  expect(res.status, res.text).toBe(status);
  const body = res.body as Partial<WireError>;
  expect(body.code).toBe(code);
  expect(typeof body.error === 'string' && body.error.length > 0).toBe(true);
  expect(body.message).toBe(body.error);
  expect(res.text).not.toMatch(/injected|Exception|Zod|stack|at \w+ \(|node_modules|functions\//i);
}

/** Read back through the API: the order is still pending, unlicensed, and the song is not in the library. */
async function expectUntouched(buyerToken: string, orderId: number, songId: string) {
  const order = await api('getOrder', { params: { orderId }, token: buyerToken });
  expect(order.body).toMatchObject({ status: 'pending', license_key: null });
  const library = await api('getLibrary', { token: buyerToken });
  expect(library.body.map((s) => s.id)).not.toContain(songId);
}

/** Approval after the fault is gone: completed, one licence that verifies, the song owned once. */
async function expectApprovedOnce(buyerToken: string, orderId: number, songId: string) {
  const order = await api('getOrder', { params: { orderId }, token: buyerToken });
  expect(order.body.status).toBe('completed');
  const key = order.body.license_key;
  expect(key).toEqual(expect.any(String));
  expect((await api('verifyLicense', { params: { key: key! } })).body).toMatchObject({ valid: true });
  const library = await api('getLibrary', { token: buyerToken });
  expect(library.body.filter((s) => s.id === songId)).toHaveLength(1);
}

// Concurrent: the timeout case waits out its function timeout (8 s, named in its fault).
describe.skipIf(!isLocalStack())('injected faults (local stack, X-Fault)', { concurrent: true }, () => {
  beforeAll(async () => {
    [songs, admin, buyer] = await Promise.all([
      api('listSongs', { query: { limit: 100 } }).then((res) => res.body),
      adminToken(),
      registerAndLogin('Fault Buyer'),
    ]);
  });

  it('DynamoDB throttling that outlasts the SDK retries answers 503 with Retry-After, approves nothing, and the retry approves', async () => {
    const { buyer, song, orderId } = await paidOrder();
    const res = await approve(orderId, fault('ddb-throttle'));
    expectErrorShape(res, 503, 'SERVICE_UNAVAILABLE');
    expect(res.headers.get('retry-after')).toBe('1');
    await expectUntouched(buyer.token, orderId, song.id);

    expect((await approve(orderId)).status).toBe(200);
    await expectApprovedOnce(buyer.token, orderId, song.id);
  });

  it('DynamoDB throttling that heals within the SDK retries is invisible: the approval answers 200', async () => {
    const { buyer, song, orderId } = await paidOrder();
    expect((await approve(orderId, fault('ddb-throttle;times=2'))).status).toBe(200);
    await expectApprovedOnce(buyer.token, orderId, song.id);
  });

  it.each([
    {
      what: 'a transaction conflict at the approval step is retried with backoff; one that persists answers 503 and writes nothing',
      healing: 'txn-conflict;times=2',
      lasting: 'txn-conflict',
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    },
    {
      what: 'a failed licence-key condition in the approval transaction draws a new key; three in a row answer 500 and issue nothing',
      healing: 'txn-condition;key=LICENSE#;times=1',
      lasting: 'txn-condition;key=LICENSE#',
      status: 500,
      code: 'INTERNAL',
    },
  ])('$what', async ({ healing, lasting, status, code }) => {
    const healed = await paidOrder();
    expect((await approve(healed.orderId, fault(healing))).status).toBe(200);
    await expectApprovedOnce(healed.buyer.token, healed.orderId, healed.song.id);

    const { buyer, song, orderId } = await paidOrder();
    expectErrorShape(await approve(orderId, fault(lasting)), status, code);
    await expectUntouched(buyer.token, orderId, song.id);
    expect((await approve(orderId)).status).toBe(200);
    await expectApprovedOnce(buyer.token, orderId, song.id);
  });

  it('S3 unavailable while a download stores a licence PDF not stored yet answers 503; the retry renders, stores and links it', async () => {
    const { buyer, orderId } = await completedOrder();
    // The approval's after-commit step stored it: as if the download had come first.
    await forgetStoredLicensePdf(orderId);
    const res = await api('downloadLicense', { params: { orderId }, token: buyer.token, headers: fault('s3-unavailable') });
    expectErrorShape(res, 503, 'SERVICE_UNAVAILABLE');

    const retry = await api('downloadLicense', { params: { orderId }, token: buyer.token });
    expect(retry.status).toBe(200);
    await expectPdfAt(retry.body.url);
  });

  it('a presign failure answers 500 without a link or a cause; the retry gets a working link', async () => {
    const { buyer, orderId } = await completedOrder();
    const res = await api('downloadOrder', { params: { orderId }, token: buyer.token, headers: fault('presign-failure') });
    expectErrorShape(res, 500, 'INTERNAL');
    expect(res.text).not.toMatch(/https?:\/\//);

    const retry = await api('downloadOrder', { params: { orderId }, token: buyer.token });
    expect(retry.status).toBe(200);
    expect((await fetch(retry.body.url, { method: 'HEAD' })).status).toBe(200);
  });

  it('with the mail transport down an approval still completes; the after-commit step mails its buyer once the transport is back', async () => {
    const { buyer, song, orderId } = await paidOrder();
    // The transport refuses the first try (the one the approval's own after-commit step makes); the step retries.
    const res = await approve(orderId, fault('mail-down;times=1'));
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('completed');
    await expectApprovedOnce(buyer.token, orderId, song.id);
    // `approve` returns once that step finished: the mail went out once, on the retry.
    expect(mailsTo(buyer.email).filter((m) => subjectStarts(m.subject, 'Order', orderId, ' approved'))).toHaveLength(1);

    const again = await approve(orderId);
    expectErrorShape(again, 409, 'ALREADY_APPROVED');
    expect((await api('getOrder', { params: { orderId }, token: buyer.token })).body.status).toBe('completed');

    // The transport is back: the next approval mails its buyer.
    const next = await paidOrder();
    expect((await approve(next.orderId)).status).toBe(200);
    expect(mailsTo(next.buyer.email).some((m) => subjectStarts(m.subject, 'Order', next.orderId, ' approved'))).toBe(true);
  });

  it('with the mail transport down forgot-password answers a known address exactly as an unknown one; the retry mails the link', async () => {
    const known = await api('forgotPassword', { body: { email: buyer.email }, headers: fault('mail-down') });
    const unknown = await api('forgotPassword', { body: { email: `nobody.${Date.now()}@example.com` }, headers: fault('mail-down') });
    expect(known.status).toBe(200);
    expect(known.text).toBe(unknown.text);
    expect(mailsTo(buyer.email).filter((m) => m.subject === 'Reset your password')).toEqual([]);

    expect((await api('forgotPassword', { body: { email: buyer.email } })).status).toBe(200);
    expect(mailsTo(buyer.email).filter((m) => m.subject === 'Reset your password')).toHaveLength(1);
  });

  it('a Lambda timeout mid-approval (the transaction never answers) is a 503 TIMEOUT, approves nothing, and the retry approves', async () => {
    const { buyer, song, orderId } = await paidOrder();
    // An 8 s function timeout for this request (the route's is 10 s × LOCAL_FUNCTION_TIMEOUT_SCALE): the answer comes at it, not before.
    const started = Date.now();
    const res = await approve(orderId, fault('timeout;key=TransactWriteItems;seconds=8'));
    expectErrorShape(res, 503, 'TIMEOUT');
    // endpoint() answers TIMEOUT_EARLY_MS before the function's timeout.
    expect(Date.now() - started).toBeGreaterThanOrEqual(7_500);
    await expectUntouched(buyer.token, orderId, song.id);

    expect((await approve(orderId)).status).toBe(200);
    await expectApprovedOnce(buyer.token, orderId, song.id);
  });

  it('a cold container with an unreadable search snapshot rebuilds from the table and answers the same search', async () => {
    const query = { q: songs[0]!.title.split(' ')[0]!, limit: 50 };
    const warm = await api('listSongs', { query });
    expect(warm.status).toBe(200);

    const cold = await api('listSongs', { query, headers: fault('snapshot-unreadable') });
    expect(cold.status).toBe(200);
    expect(cold.body.map((s) => s.id)).toEqual(warm.body.map((s) => s.id));

    const after = await api('listSongs', { query });
    expect(after.body.map((s) => s.id)).toEqual(warm.body.map((s) => s.id));
  });

  it('a malformed stored order read at approval answers 500 without internals, approves nothing, and the retry approves', async () => {
    const { buyer, song, orderId } = await paidOrder();
    expectErrorShape(await approve(orderId, fault('malformed-item;key=GetItem;times=1')), 500, 'INTERNAL');
    await expectUntouched(buyer.token, orderId, song.id);

    expect((await approve(orderId)).status).toBe(200);
    await expectApprovedOnce(buyer.token, orderId, song.id);
  });

  it('a malformed stored song answers 500 on its page, and the same request without the fault answers 200', async () => {
    const song = songs[1]!;
    expectErrorShape(await api('getSong', { params: { songId: song.id }, headers: fault('malformed-item;times=1') }), 500, 'INTERNAL');
    const retry = await api('getSong', { params: { songId: song.id } });
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(song.id);
  });

  it('an unknown fault class is ignored: the request is served normally', async () => {
    const res = await api('getSong', { params: { songId: songs[2]!.id }, headers: fault('meteor-strike') });
    expect(res.status).toBe(200);
  });
});
