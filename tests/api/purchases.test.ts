import { parseBuffer } from 'music-metadata';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSongId } from '../../scripts/local/seed';
import type { PaymentMethod } from '../../shared/api/orders';
import { adminToken, api, apiFrom, apiLoose, isLocalStack, mailsTo, registerAndLogin, isDemoSong } from '../helpers/api';
import { usdToBdt } from '../../shared/money';
import { useSandboxGateways } from '../helpers/payments';
import { invoiceNumber } from '../../shared/order-display';
import { invoiceName } from '../helpers/order-name';

type Song = { id: string; title: string; artist: string; price: number; status: string; is_available: boolean };

let songs: Song[];
let admin: string;
let txnCounter = 0;
const uniqueTxn = () => `TXN${Date.now().toString(36).toUpperCase()}${process.pid}${++txnCounter}`;
const bdt = usdToBdt;
let songCursor = 0;
/** A different listed song for each test, so ownership from one test never leaks into another. */
const nextSong = () => songs[songCursor++ % songs.length]!;

async function buy(token: string, song: Song, method: PaymentMethod = 'bkash') {
  return api('createOrder', { token, body: { songId: song.id, paymentMethod: method, amount: bdt(song.price) } });
}

async function pay(token: string, orderId: number, transactionId = uniqueTxn(), method: PaymentMethod = 'bkash') {
  return api('submitOrderPayment', {
    params: { orderId },
    token,
    body: { senderWallet: '01712345678', transactionId, paymentMethod: method },
  });
}

/** A buyer with a pending, paid order for a fresh song. */
async function paidOrder() {
  const buyer = await registerAndLogin('Paying Buyer');
  const song = nextSong();
  const order = await buy(buyer.token, song);
  expect(order.status).toBe(201);
  expect((await pay(buyer.token, order.body.orderId)).status).toBe(200);
  return { buyer, song, orderId: order.body.orderId };
}

beforeAll(async () => {
  songs = (await api('listSongs', { query: { limit: 100 } })).body.filter(isDemoSong);
  admin = await adminToken();
});

describe('purchase end to end', () => {
  it('buy → pay → approve → verify → download the master → licence PDF', async () => {
    const buyer = await registerAndLogin('Jane Buyer');
    const song = nextSong();

    const created = await buy(buyer.token, song);
    expect(created.status).toBe(201);
    const orderId = created.body.orderId;
    expect(Number.isInteger(orderId)).toBe(true);

    const pending = await api('getOrder', { params: { orderId }, token: buyer.token });
    expect(pending.body).toMatchObject({
      id: orderId,
      reference: orderId + 786,
      status: 'pending',
      payment_status: 'pending',
      amount: bdt(song.price),
      currency: 'BDT',
      payment_method: 'bkash',
      title: song.title,
      song_title: song.title,
      song_artist: song.artist,
      license_key: null,
      manual_payment_details: null,
    });

    const txn = uniqueTxn();
    const paid = await pay(buyer.token, orderId, txn);
    expect(paid.status).toBe(200);
    expect(paid.body.manual_payment_details).toMatchObject({ senderWallet: '01712345678', transactionId: txn, paymentMethod: 'bkash' });
    expect(paid.body.status).toBe('pending');

    const early = await api('downloadOrder', { params: { orderId }, token: buyer.token });
    expect(early.status).toBe(409);

    const approved = await api('approvePayment', { params: { orderId }, token: admin });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('completed');
    const key = approved.body.license_key as string;
    expect(key).toMatch(/^MM-[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);

    const verified = await api('verifyLicense', { params: { key } });
    expect(verified.body).toMatchObject({
      valid: true,
      details: {
        licenseKey: key,
        orderId,
        orderNumber: invoiceNumber({ id: orderId, created_at: pending.body.created_at }),
        songTitle: song.title,
        artist: song.artist,
        amount: bdt(song.price),
        type: 'Single Song Purchase',
      },
    });
    expect(verified.body.details!.userEmail).toMatch(/^[a-z0-9]\*\*\*@example\.com$/);
    expect(verified.text).not.toContain(buyer.email);
    // Typed by a person: lower case, spaces, O for 0.
    const sloppy = key.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o');
    expect((await api('verifyLicense', { params: { key: sloppy } })).body.valid).toBe(true);

    const link = await api('downloadOrder', { params: { orderId }, token: buyer.token });
    expect(link.status).toBe(200);
    expect(link.body.filename).toBe(`${song.title}.mp3`);
    expect(Number(new URL(link.body.url).searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    const file = await fetch(link.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`attachment; filename="${song.title}.mp3"`);
    const bytes = Buffer.from(await file.arrayBuffer());
    const meta = await parseBuffer(bytes, { mimeType: 'audio/mpeg' }, { duration: true });
    expect(meta.format.duration).toBeGreaterThan(45);
    expect(meta.format.bitrate).toBeGreaterThanOrEqual(256_000);

    const pdfLink = await api('downloadLicense', { params: { orderId }, token: buyer.token });
    expect(pdfLink.status).toBe(200);
    const pdf = Buffer.from(await (await fetch(pdfLink.body.url)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getTitle()).toContain(key);
    expect(doc.getPageCount()).toBe(1);
    const again = await api('downloadLicense', { params: { orderId }, token: buyer.token });
    expect(Buffer.from(await (await fetch(again.body.url)).arrayBuffer()).equals(pdf)).toBe(true);

    const library = await api('getLibrary', { token: buyer.token });
    expect(library.body).toEqual([expect.objectContaining({ id: song.id, orderId, license_key: key, source: 'purchase' })]);

    const mine = await api('getMyOrders', { token: buyer.token });
    expect(mine.body.map((o: { id: number }) => o.id)).toEqual([orderId]);

    if (isLocalStack()) {
      const mail = mailsTo(buyer.email).find((m) => new RegExp(invoiceName(orderId)).test(m.subject));
      expect(mail?.text).toContain(key);
    }
  });

  it('streams the full master to its owner and only the preview to everyone else', async () => {
    const { buyer, song, orderId } = await paidOrder();
    await api('approvePayment', { params: { orderId }, token: admin });
    const owner = await api('streamAudio', { params: { songId: song.id }, token: buyer.token });
    expect(owner.headers.get('location')).toMatch(/master\.mp3/);
    const stranger = await registerAndLogin();
    for (const res of [
      await api('streamAudio', { params: { songId: song.id } }),
      await api('streamAudio', { params: { songId: song.id }, token: stranger.token }),
    ]) {
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toMatch(/preview\.mp3/);
      expect(res.headers.get('location')).not.toMatch(/master/);
    }
  });

  it('rejects with a reason the buyer sees, and a rejected order cannot be approved', async () => {
    const { buyer, orderId } = await paidOrder();
    const rejected = await api('rejectPayment', { params: { orderId }, token: admin, body: { reason: 'No payment received' } });
    expect(rejected.status).toBe(200);
    const seen = await api('getOrder', { params: { orderId }, token: buyer.token });
    expect(seen.body).toMatchObject({ status: 'failed', rejection_reason: 'No payment received', license_key: null });
    const approve = await api('approvePayment', { params: { orderId }, token: admin });
    expect(approve.status).toBe(409);
    expect((await api('rejectPayment', { params: { orderId }, token: admin, body: {} })).status).toBe(409);
    if (isLocalStack()) expect(mailsTo(buyer.email).some((m) => m.text.includes('No payment received'))).toBe(true);
  });

  it('returns the pending order instead of a duplicate, and refuses to sell an owned song', async () => {
    const buyer = await registerAndLogin();
    const song = nextSong();
    const first = await buy(buyer.token, song);
    const second = await buy(buyer.token, song);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ orderId: first.body.orderId, existing: true });
    await pay(buyer.token, first.body.orderId);
    await api('approvePayment', { params: { orderId: first.body.orderId }, token: admin });
    const third = await buy(buyer.token, song);
    expect(third.status).toBe(409);
    expect(third.body.error).toBe('You already own this song');
  });

  it('accepts the USD list price as the shown amount; card only while the Stripe gateway is enabled', async () => {
    const buyer = await registerAndLogin();
    const song = nextSong();
    expect(
      (await api('createOrder', { token: buyer.token, body: { songId: song.id, paymentMethod: 'nagad', amount: song.price } })).status,
    ).toBe(201);
    const gateways = (await api('getPaymentGateways', { token: admin })).body;
    const cardSong = nextSong();
    const buyByCard = () =>
      api('createOrder', { token: buyer.token, body: { songId: cardSong.id, paymentMethod: 'stripe', amount: cardSong.price } });
    try {
      await api('savePaymentGateways', { token: admin, body: { ...gateways, stripe: { ...gateways.stripe, enabled: false } } });
      const off = await buyByCard();
      expect(off.status).toBe(422);
      expect(off.body.error).toBe('Card payments are not available right now');
      if (isLocalStack()) {
        await useSandboxGateways(admin);
        const on = await buyByCard();
        expect(on.status).toBe(201);
        expect(on.body.checkoutUrl).toMatch(/\/stripe\/pay\/cs_test_/);
      }
    } finally {
      await api('savePaymentGateways', { token: admin, body: gateways });
    }
  });
});

describe('My Orders paging', () => {
  it('pages through every order of the buyer by cursor, newest first, and refuses a cursor of someone else', async () => {
    const buyer = await registerAndLogin('Many Orders');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await buy(buyer.token, nextSong());
      expect(res.status).toBe(201);
      ids.push(res.body.orderId);
    }
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await api('getMyOrders', { token: buyer.token, query: { limit: 2, cursor } });
      expect(res.status, res.text).toBe(200);
      expect(res.body.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.map((o) => o.id));
      cursor = res.headers.get('X-Next-Cursor') ?? undefined;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual([...ids].reverse());
    expect(pages).toBeGreaterThanOrEqual(3);

    const first = await api('getMyOrders', { token: buyer.token, query: { limit: 2 } });
    const theirCursor = first.headers.get('X-Next-Cursor')!;
    const other = await registerAndLogin();
    const stolen = await api('getMyOrders', { token: other.token, query: { limit: 2, cursor: theirCursor } });
    expect(stolen.status).toBe(400);
    expect((await apiLoose('getMyOrders', { token: buyer.token, query: { limit: 0 } })).status).toBe(400);
    expect((await apiLoose('getMyOrders', { token: buyer.token, query: { cursor: 'nonsense' } })).status).toBe(400);
  });
});

describe('the processing count', () => {
  it('counts an order once its payment is submitted, and no longer once it is decided', async () => {
    const stats = async () => (await api('getAdminOrderStats', { token: admin })).body;
    const buyer = await registerAndLogin('Counted Buyer');
    const start = await stats();
    const toApprove = (await buy(buyer.token, nextSong())).body.orderId;
    const toReject = (await buy(buyer.token, nextSong())).body.orderId;
    expect((await stats()).processing).toBe(start.processing);
    expect((await pay(buyer.token, toApprove)).status).toBe(200);
    expect((await pay(buyer.token, toReject)).status).toBe(200);
    const paid = await stats();
    expect(paid.processing - start.processing).toBe(2);
    expect(paid.pending - start.pending).toBe(2);
    // The processing filter lists exactly as many orders as the count says, newest first.
    const listed = await api('listAdminOrders', { token: admin, query: { status: 'processing', limit: 100 } });
    expect(listed.body.slice(0, 2).map((o: { id: number }) => o.id)).toEqual([toReject, toApprove]);
    expect((await api('approvePayment', { params: { orderId: toApprove }, token: admin })).status).toBe(200);
    expect((await api('rejectPayment', { params: { orderId: toReject }, token: admin, body: { reason: 'No such payment' } })).status).toBe(
      200,
    );
    const decided = await stats();
    expect(decided.processing).toBe(start.processing);
    expect(decided.pending).toBe(start.pending);
  });
});

describe('races and abuse', () => {
  it('20 concurrent approvals of one order issue exactly one licence and one revenue increment', async () => {
    const { orderId, song } = await paidOrder();
    const before = (await api('getAdminOrderStats', { token: admin })).body;
    const songBefore = (await api('getSong', { params: { songId: song.id } })).body;
    const results = await Promise.all(Array.from({ length: 20 }, () => api('approvePayment', { params: { orderId }, token: admin })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const key = results.find((r) => r.status === 200)!.body.license_key;
    expect((await api('getOrder', { params: { orderId }, token: admin })).body.license_key).toBe(key);
    const after = (await api('getAdminOrderStats', { token: admin })).body;
    expect(after.completed - before.completed).toBe(1);
    expect(after.pending - before.pending).toBe(-1);
    expect(after.processing - before.processing).toBe(-1);
    expect(after.revenue - before.revenue).toBe(bdt(song.price));
    const songAfter = (await api('getSong', { params: { songId: song.id } })).body;
    expect(songAfter.downloads - songBefore.downloads).toBe(1);
  });

  it('refuses a transaction ID already used for another order of the same method (any case)', async () => {
    const txn = uniqueTxn();
    const a = await registerAndLogin();
    const b = await registerAndLogin();
    const orderA = await buy(a.token, nextSong());
    const orderB = await buy(b.token, nextSong());
    expect((await pay(a.token, orderA.body.orderId, txn)).status).toBe(200);
    const reused = await pay(b.token, orderB.body.orderId, txn.toLowerCase());
    expect(reused.status).toBe(409);
    expect(reused.body.error).toBe('This transaction ID has already been used');
    expect((await api('getOrder', { params: { orderId: orderB.body.orderId }, token: b.token })).body.manual_payment_details).toBeNull();
  });

  it('lets only one of ten concurrent payments with one transaction ID through', async () => {
    const txn = uniqueTxn();
    const buyers = await Promise.all(Array.from({ length: 10 }, () => registerAndLogin()));
    const orders = await Promise.all(buyers.map((b) => buy(b.token, nextSong())));
    const results = await Promise.all(buyers.map((b, i) => pay(b.token, orders[i]!.body.orderId, txn)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  });

  it('refuses a second set of payment details on one order', async () => {
    const { buyer, orderId } = await paidOrder();
    const again = await pay(buyer.token, orderId);
    expect(again.status).toBe(409);
  });

  it('answers a client amount of 0.01 with 409 Price has changed', async () => {
    const buyer = await registerAndLogin();
    const res = await api('createOrder', { token: buyer.token, body: { songId: nextSong().id, paymentMethod: 'bkash', amount: 0.01 } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Price has changed, please reload');
  });

  it("gives user B a 404 for reading, paying, downloading or fetching the PDF of user A's order", async () => {
    const { orderId: pendingId } = await paidOrder();
    const { orderId: doneId } = await paidOrder();
    await api('approvePayment', { params: { orderId: doneId }, token: admin });
    const b = await registerAndLogin('User B');
    const freshA = await registerAndLogin('User A');
    const unpaid = (await buy(freshA.token, nextSong())).body.orderId;
    for (const id of [pendingId, doneId, unpaid]) {
      const read = await api('getOrder', { params: { orderId: id }, token: b.token });
      expect(read.status).toBe(404);
      expect(read.body.error).toBe('Order not found');
      expect((await pay(b.token, id)).status).toBe(404);
      expect((await api('downloadOrder', { params: { orderId: id }, token: b.token })).status).toBe(404);
      expect((await api('downloadLicense', { params: { orderId: id }, token: b.token })).status).toBe(404);
    }
    // The same answer as for an order that does not exist.
    expect((await api('getOrder', { params: { orderId: 99999999 }, token: b.token })).body).toEqual(
      (await api('getOrder', { params: { orderId: doneId }, token: b.token })).body,
    );
    expect((await api('getOrder', { params: { orderId: doneId } })).status).toBe(401);
  });

  it('refuses downloads of pending and rejected orders', async () => {
    const { buyer, orderId } = await paidOrder();
    expect((await api('downloadOrder', { params: { orderId }, token: buyer.token })).status).toBe(409);
    expect((await api('downloadLicense', { params: { orderId }, token: buyer.token })).status).toBe(409);
    await api('rejectPayment', { params: { orderId }, token: admin, body: {} });
    expect((await api('downloadOrder', { params: { orderId }, token: buyer.token })).status).toBe(409);
  });

  it('validates payment details with the spec texts', async () => {
    const buyer = await registerAndLogin();
    const orderId = (await buy(buyer.token, nextSong())).body.orderId;
    const post = (body: unknown) => apiLoose('submitOrderPayment', { params: { orderId }, token: buyer.token, body });
    expect((await post({ senderWallet: '', transactionId: 'X1', paymentMethod: 'bkash' })).body.error).toBe(
      'Please fill all payment details',
    );
    expect((await post({ senderWallet: '01712345678', transactionId: '  ', paymentMethod: 'bkash' })).body.error).toBe(
      'Please fill all payment details',
    );
    expect((await post({ senderWallet: '12345', transactionId: 'X1', paymentMethod: 'bkash' })).body.error).toBe(
      'Enter a valid mobile wallet number (01XXXXXXXXX)',
    );
    expect((await post({ senderWallet: '01712345678', transactionId: 'X1; DROP', paymentMethod: 'bkash' })).status).toBe(400);
    expect((await post({ senderWallet: '01712345678', transactionId: 'X1', paymentMethod: 'cash' })).status).toBe(400);
    expect((await post({ senderWallet: '01712345678', transactionId: 'X1', paymentMethod: 'stripe' })).status).toBe(422);
    expect((await apiLoose('submitOrderPayment', { params: { orderId: 'abc' }, token: buyer.token, body: {} })).status).toBe(400);
  });

  it('refuses to sell unknown songs', async () => {
    const buyer = await registerAndLogin();
    const res = await api('createOrder', {
      token: buyer.token,
      body: { songId: '01ZZZZZZZZZZZZZZZZZZZZZZZZ', paymentMethod: 'bkash', amount: 329 },
    });
    expect(res.status).toBe(404);
  });

  it.skipIf(!isLocalStack())('refuses to sell the seeded sold-out and withdrawn songs', async () => {
    const buyer = await registerAndLogin();
    for (const [index, message] of [
      [7, 'This song is sold out'],
      [12, 'This song is not available for purchase'],
    ] as const) {
      const { id } = demoSongId(index);
      const song = await api('getSong', { params: { songId: id } });
      expect(song.status).toBe(200);
      const attempt = await api('createOrder', {
        token: buyer.token,
        body: { songId: id, paymentMethod: 'bkash', amount: bdt(song.body.price) },
      });
      expect(attempt.status).toBe(409);
      expect(attempt.body.error).toBe(message);
    }
  });
});

describe('admin orders', () => {
  it("filters 'processing': pending orders whose payment was submitted, not those still awaiting payment", async () => {
    const buyer = await registerAndLogin('Processing Buyer');
    const paidOrder = (await buy(buyer.token, nextSong())).body.orderId;
    expect((await pay(buyer.token, paidOrder)).status).toBe(200);
    const unpaidOrder = (await buy(buyer.token, nextSong())).body.orderId;
    const ids = async (status: 'pending' | 'processing') =>
      (await api('listAdminOrders', { token: admin, query: { status, q: buyer.email, limit: 20 } })).body.map((o) => o.id);
    expect(await ids('processing')).toEqual([paidOrder]);
    expect(await ids('pending')).toEqual([unpaidOrder, paidOrder]);
    const direct = await api('listAdminOrders', { token: admin, query: { status: 'processing', q: String(unpaidOrder) } });
    expect(direct.body.map((o) => o.id)).not.toContain(unpaidOrder);
    expect((await apiLoose('listAdminOrders', { token: admin, query: { status: 'shipped' } })).status).toBe(400);
  });

  it('lists, filters by status and searches by customer, and exports CSV with formulas neutralised', async () => {
    const sneaky = await registerAndLogin('=HYPERLINK("http://evil")');
    const order = (await buy(sneaky.token, nextSong())).body.orderId;
    const pendingList = await api('listAdminOrders', { query: { status: 'pending', limit: 100 }, token: admin });
    expect(pendingList.body.every((o: { status: string }) => o.status === 'pending')).toBe(true);
    expect(pendingList.body.map((o: { id: number }) => o.id)).toContain(order);
    const found = await api('listAdminOrders', { query: { q: sneaky.email.toUpperCase() }, token: admin });
    expect(found.body.map((o: { id: number }) => o.id)).toEqual([order]);
    expect((await api('listAdminOrders', { query: { q: order }, token: admin })).body[0]!.id).toBe(order);

    // The export answers a short-lived link to the CSV in storage, never the file itself; while
    // `running`, the same route carries the job on.
    let exported = await api('exportAdminOrders', { token: admin });
    for (let calls = 1; exported.body.status === 'running' && calls < 20; calls++) {
      exported = await api('exportAdminOrders', { token: admin, query: { job: exported.body.job } });
    }
    expect(exported.status).toBe(200);
    expect(exported.body.status).toBe('ready');
    expect(exported.body.filename!).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const expiresIn = Date.parse(exported.body.expiresAt!) - Date.now();
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);
    const link = new URL(exported.body.url!);
    expect(link.pathname).toMatch(/\/exports\/orders\/[0-9A-Z]{26}\.csv$/);
    expect(Number(link.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    const file = await fetch(link);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/text\/csv/);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await file.text();
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Order ID,Reference,Date,Customer,Email,Type,Item,Artist,Amount,Currency,Payment method,Status,Sender,Transaction ID,Licence key',
    );
    expect(lines).toHaveLength(exported.body.rows + 1);
    // Every order once, newest first (ID, reference and date come before any cell that may hold a comma).
    const ids = lines.slice(1).map((line) => Number(line.split(',', 1)[0]));
    expect(new Set(ids).size).toBe(ids.length);
    const dates = lines.slice(1).map((line) => line.split(',')[2]!);
    expect(dates).toEqual([...dates].sort().reverse());
    const row = lines.find((line) => line.startsWith(`${order},`))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain(sneaky.email);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    const unknownJob = await apiLoose('exportAdminOrders', { token: admin, query: { job: '01ARZ3NDEKTSV4RRFFQ69G5FAV' } });
    expect(unknownJob.status).toBe(404);
    expect(unknownJob.body.error).toBe('This export has expired or does not exist');
    expect((await apiLoose('exportAdminOrders', { token: admin, query: { job: '../etc/passwd' } })).status).toBe(400);

    const page1 = await api('listAdminOrders', { query: { limit: 2 }, token: admin });
    expect(page1.body).toHaveLength(2);
    const page2 = await api('listAdminOrders', { query: { limit: 2, cursor: page1.headers.get('x-next-cursor')! }, token: admin });
    expect(page2.body[0]!.id).toBeLessThan(page1.body[1]!.id);
  });

  it('keeps the admin order routes for admins', async () => {
    const user = await registerAndLogin();
    for (const id of ['listAdminOrders', 'exportAdminOrders', 'getAdminOrderStats', 'approvePayment', 'rejectPayment'] as const) {
      expect((await apiLoose(id, { params: { orderId: 1 }, token: user.token })).status, id).toBe(403);
    }
  });
});

describe('licence verification', () => {
  it('answers unknown and malformed keys with valid:false, never an error', async () => {
    for (const key of ['MM-00000-00000-00000-00000', 'hello', '%27%20OR%201%3D1', 'x'.repeat(100)]) {
      const res = await api('verifyLicense', { params: { key } });
      expect(res.status, key).toBe(200);
      expect(res.body.valid).toBe(false);
      expect(typeof res.body.message).toBe('string');
      expect(res.body.details).toBeUndefined();
    }
    expect((await api('verifyLicense', { params: { key: 'x'.repeat(101) } })).status).toBe(400);
  });

  it.skipIf(!isLocalStack())('throttles checks per address so keys cannot be brute-forced', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (await apiFrom('127.0.0.31', 'verifyLicense', { params: { key: `MM-00000-00000-00000-${String(i).padStart(5, '0')}` } })).status,
      );
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await apiFrom('127.0.0.32', 'verifyLicense', { params: { key: 'MM-00000-00000-00000-00000' } })).status).toBe(200);
  });
});
