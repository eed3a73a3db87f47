/**
 * The authorization matrix (OWASP API1/API5): every route of the route table, called by an
 * anonymous caller, a plain user who owns the resources, another user and an admin, must answer
 * what its `authz` declaration says. Resources are made through the API; a route that changes
 * state gets fresh ones per identity, so the trials do not depend on each other or their order.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestOf, type CallArgs, type CallInput } from '../../shared/api/call';
import type { PaymentMethod } from '../../shared/api/orders';
import { paths } from '../../shared/api/paths';
import { routeList, routes, type RouteId } from '../../shared/api/routes';
import { artistSlug } from '../../shared/artists';
import { defineRoutes } from '../../shared/api/routes/define';
import { DEFAULT_USER_SETTINGS } from '../../shared/api/account';
import { usdToBdt } from '../../shared/money';
import { keys } from '../../functions/data/keys';
import { api, baseUrl, fieldOf, isLocalStack, mailsTo, registerAndLogin, resetTokenIn, uniqueEmail, localTable } from '../helpers/api';
import { IDENTITIES, MATRIX_DOC, declarationProblems, matrixMarkdown, statusFor, type Identity } from '../helpers/authz';
import { atMost } from '../helpers/concurrency';
import { uploadAvatar, uploaded } from '../helpers/uploads';
import { artistUploaded } from '../helpers/artists';
import { coverArt } from '../../scripts/local/cover-art';
import { silentMp3 } from '../fixtures/audio';
import { storedZip } from '../../scripts/local/stored-zip';
import * as z from 'zod';
import {
  paypalEvent,
  pressHostedPage,
  rememberSandboxOrigin,
  signedPaypalEvent,
  signedStripeEvent,
  stripeEvent,
  useSandboxGateways,
} from '../helpers/payments';

interface Account {
  email: string;
  password: string;
  token: string;
  userId: string;
}

interface Song {
  id: string;
  price: number;
  artist: string;
}

/** One request of the matrix: its input, and the caller when not the identity's shared account. */
interface Trial<R extends RouteId> {
  input: CallInput<R>;
  caller?: Account;
  /** A route that reads its raw body (a provider's webhook): the body and headers as sent. */
  raw?: { body: string; headers: Record<string, string> };
  /** The guest token of the order a guest route names, when not the world's guest order. */
  guestToken?: string;
}

/** Every route's request per identity: a missing route fails typecheck; bodies typed by the route. */
type Fixtures = { [R in RouteId]: (who: Identity) => Promise<Trial<R>> | Trial<R> };

const run = `${Date.now().toString(36)}${process.pid}`;
/** Plans this suite makes carry this exact prefix, so cleanup deletes them and nothing else. */
const PLAN_PREFIX = `Authz matrix ${run}`;
const NEW_PASSWORD = 'another long passphrase';
/** The suite's own source addresses (loopback), so per-client limits of other tests are never touched. */
const SETUP_IP = '127.0.1.250';
const routeIp = (index: number) => `127.0.1.${index + 1}`;
/** The guest identities' own address per route, so per-client limits (five contact messages) count them apart. */
const guestRouteIp = (index: number) => `127.0.6.${index + 1}`;
/** The artist identities' own address per route, for the same reason. */
const artistRouteIp = (index: number) => `127.0.7.${index + 1}`;

let txnCounter = 0;
const txn = () => `AZ${run.toUpperCase()}${++txnCounter}`;
const payment = (method: PaymentMethod = 'bkash') => ({ senderWallet: '01712345678', transactionId: txn(), paymentMethod: method });

interface Answer {
  status: number;
  text: string;
}

/** Sends a typed call from a chosen loopback address, with a bearer token (or a whole `Authorization` value) when given. */
function send<R extends RouteId>(sourceIp: string, id: R, input: CallInput<R>, token?: string, raw?: Trial<R>['raw']): Promise<Answer> {
  const request = requestOf(id, ...([input] as CallArgs<R>));
  if (raw) request.body = raw.body;
  const url = new URL(`${baseUrl()}${request.url}`);
  const headers: Record<string, string | number> = { ...raw?.headers };
  if (token) headers.authorization = token.startsWith('Guest ') ? token : `Bearer ${token}`;
  if (request.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = Buffer.byteLength(request.body);
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        localAddress: sourceIp,
        headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

/** A 2xx answer's JSON field, or a failed setup step with the answer in the message. */
function expectOk(answer: Answer, step: string): unknown {
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${step}: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text) as unknown;
}

/**
 * Account creation hashes passwords (scrypt, a few hundred ms of a core each): unbounded, the
 * suite's burst would starve the stack's other requests, so two at a time.
 */
const hashing = atMost(2);

async function account(name = 'Authz Matrix User'): Promise<Account> {
  const a = await hashing(() => registerAndLogin(name));
  return { email: a.email, password: a.password, token: a.token, userId: a.user.id };
}

/** A registered address that needs no session (a reset mail's recipient). */
async function registeredEmail(): Promise<string> {
  const email = uniqueEmail('authz-reset');
  const body = { name: 'Authz Matrix Reset', email, password: 'correct horse battery' };
  expectOk(await hashing(() => send(SETUP_IP, 'register', { body })), 'register');
  return email;
}

/**
 * A second admin for this suite: registered through the API, promoted in the table (no route
 * grants a role), then signed in. Its password can change without touching the seeded admin.
 */
async function adminAccount(): Promise<Account> {
  const email = uniqueEmail('authz-admin');
  const password = 'correct horse battery';
  const registered = await hashing(() => send(SETUP_IP, 'register', { body: { name: 'Authz Matrix Admin', email, password } }));
  const userId = fieldOf(fieldOf(expectOk(registered, 'register admin'), 'user', z.object({ id: z.string() })), 'id', z.string());
  const ddb = localTable();
  await ddb.send(
    new UpdateCommand({
      TableName: 'marketplace',
      Key: { PK: `USER#${userId}`, SK: 'PROFILE' },
      UpdateExpression: 'SET #role = :admin',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':admin': 'admin' },
    }),
  );
  ddb.destroy();
  const login = await hashing(() => api('login', { body: { email, password } }));
  if (login.body.user.role !== 'admin') throw new Error(`promotion failed: ${login.text}`);
  return { email, password, userId, token: login.body.token };
}

/**
 * Accounts made before the trials start, so a trial does not wait behind the suite's password
 * hashing (and its test timeout does not count it). Sized for the fixtures below; a fixture that
 * finds the pool empty makes its account on the spot.
 */
const pool: { users: Promise<Account>[]; admins: Promise<Account>[]; emails: Promise<string>[] } = { users: [], admins: [], emails: [] };
function fillPool(): Promise<unknown> {
  const times = <T>(n: number, make: () => Promise<T>) => Array.from({ length: n }, make);
  // Plain callers: 2 per password, profile or deletion route and per subscription start, 4 invoice owners; admins: 1 per such route.
  pool.users = times(22, () => account());
  pool.admins = times(7, adminAccount);
  pool.emails = times(4, registeredEmail);
  return Promise.all([...pool.users, ...pool.admins, ...pool.emails]);
}
const pooledUser = () => pool.users.pop() ?? account();

/** A caller of its own for a route that changes the caller's account; none for anonymous. */
const freshCaller = (who: Identity): Promise<Account | undefined> =>
  who === 'anonymous' ? Promise.resolve(undefined) : who === 'admin' ? (pool.admins.pop() ?? adminAccount()) : pooledUser();

/** The user an admin-users route acts on: a pooled account for the admin (whose call changes it), else one nobody changes. */
const userTarget = async (who: Identity): Promise<string> => (who === 'admin' ? (await pooledUser()).userId : world.otherUser.userId);

let songs: Song[];
let songCursor = 0;
/** A song no order of this suite used yet, so every order is new (no pending order to reuse). */
const nextSong = (): Song => {
  const song = songs[songCursor++];
  if (!song) throw new Error('not enough songs in the catalogue for the matrix');
  return song;
};

interface World {
  user: Account;
  otherUser: Account;
  admin: Account;
  /** `user`'s approved order, its licence key, its subscription and a song downloaded with it. */
  completedOrderId: number;
  licenseKey: string;
  subscriptionId: string;
  subscriptionSongId: string;
  basicPlan: { id: string; price: number };
  /** A guest's approved order (guest checkout) and its token; the token of another guest's order. */
  guestOrder: GuestOrder;
  otherGuestToken: string;
  /** Two artist accounts (issue 24); `artistSongId` is a studio upload of `artist`. */
  artist: Account;
  otherArtist: Account;
  artistSongId: string;
}
let world: World;

interface GuestOrder {
  orderId: number;
  token: string;
}

let guestIpCounter = 0;
/** A guest order placed without a session, each from an address of its own (guest orders are limited per client). */
async function newGuestOrder(paymentMethod: PaymentMethod = 'bkash'): Promise<GuestOrder> {
  // Guest orders never resume one another, so they can all be for one song.
  const song = songs[0]!;
  const amount = paymentMethod === 'stripe' ? song.price : usdToBdt(song.price);
  const body = { songId: song.id, paymentMethod, amount, email: uniqueEmail('authz-guest') };
  const created = expectOk(await send(`127.0.4.${++guestIpCounter}`, 'createOrder', { body }), 'create guest order');
  return { orderId: fieldOf(created, 'orderId', z.number()), token: fieldOf(created, 'guestToken', z.string()) };
}

async function approvedGuestOrder(): Promise<GuestOrder> {
  const order = await newGuestOrder();
  const paid = await send(SETUP_IP, 'submitGuestPayment', { params: { orderId: order.orderId }, body: payment() }, `Guest ${order.token}`);
  expectOk(paid, 'pay guest order');
  expectOk(await send(SETUP_IP, 'approvePayment', { params: { orderId: order.orderId } }, world.admin.token), 'approve guest order');
  return order;
}

/**
 * A guest route that changes its order: the owning guest's trial on a fresh order, the token with
 * it; everyone else is refused before the world's guest order is touched.
 */
async function guestTrial(who: Identity, paymentMethod: PaymentMethod): Promise<GuestOrder> {
  return who === 'guest' ? newGuestOrder(paymentMethod) : world.guestOrder;
}

async function newOrder(owner: Account): Promise<number> {
  const song = nextSong();
  const created = await send(
    SETUP_IP,
    'createOrder',
    { body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price) } },
    owner.token,
  );
  return fieldOf(expectOk(created, 'create order'), 'orderId', z.number());
}

async function paidOrder(owner: Account): Promise<number> {
  const orderId = await newOrder(owner);
  expectOk(await send(SETUP_IP, 'submitOrderPayment', { params: { orderId }, body: payment() }, owner.token), 'pay order');
  return orderId;
}

/** Every sandbox gateway on: the trials run at once, and one saving PayPal off would break another's. */
const GATEWAYS = { paypal: true, sslcommerz: true } as const;
let originLearnt: Promise<void> | undefined;

/** A PayPal order of `owner` for a fresh song, approved on the sandbox's PayPal page (not captured). */
async function approvedPaypalOrder(owner: Account): Promise<{ orderId: number; checkoutUrl: string }> {
  await useSandboxGateways(world.admin.token, GATEWAYS);
  const song = nextSong();
  const created = expectOk(
    await send(SETUP_IP, 'createOrder', { body: { songId: song.id, paymentMethod: 'paypal', amount: song.price } }, owner.token),
    'create paypal order',
  );
  const checkoutUrl = fieldOf(created, 'checkoutUrl', z.string());
  const approved = await pressHostedPage(checkoutUrl, 'pay');
  if (approved.status !== 303) throw new Error(`approve on PayPal: ${approved.status}`);
  return { orderId: fieldOf(created, 'orderId', z.number()), checkoutUrl };
}

async function newPlan(label: string): Promise<string> {
  const body = { name: `${PLAN_PREFIX} ${label}`, price: 1.99, download_limit: 2, is_active: false };
  return fieldOf(expectOk(await send(SETUP_IP, 'createPlan', { body }, world.admin.token), 'create plan'), 'id', z.string());
}

/** A broadcast to premium users only, so the matrix's runs do not fill every buyer's bell. */
async function newNotification(label: string): Promise<string> {
  const body = { title: `${PLAN_PREFIX} ${label}`, message: 'Authorization matrix', type: 'info', target: 'premium' } as const;
  return fieldOf(
    expectOk(await send(SETUP_IP, 'createNotification', { body }, world.admin.token), 'create notification'),
    'id',
    z.string(),
  );
}

/** A pooled user with an approved Basic subscription of their own (cancelling it changes it). */
async function freshSubscriber(): Promise<Account> {
  const owner = await pooledUser();
  const body = { planId: world.basicPlan.id, ...payment('nagad'), amount: usdToBdt(world.basicPlan.price) };
  const bought = expectOk(await send(SETUP_IP, 'createSubscription', { body }, owner.token), 'subscribe');
  const orderId = fieldOf(bought, 'orderId', z.number());
  expectOk(await send(SETUP_IP, 'approvePayment', { params: { orderId } }, world.admin.token), 'approve subscription');
  return owner;
}

let supportCounter = 0;
/** A contact message for the support inbox routes, sent from its own address (the form allows 5 an hour per address). */
async function newSupportMessage(label: string): Promise<string> {
  const subject = `${PLAN_PREFIX} ${label}`;
  const ip = `127.0.3.${++supportCounter}`;
  expectOk(
    await send(ip, 'submitContact', { body: { name: 'Authz Matrix', email: uniqueEmail('authz-support'), subject, message: label } }),
    'contact message',
  );
  const listed = expectOk(
    await send(SETUP_IP, 'listSupportMessages', { query: { status: 'unread', limit: 50 } }, world.admin.token),
    'list messages',
  );
  const found = fieldOf(listed, 'messages', z.array(z.object({ id: z.string(), subject: z.string() }))).find((m) => m.subject === subject);
  if (!found) throw new Error(`support message ${subject} not listed`);
  return found.id;
}

/**
 * The integration the matrix writes (Mailchimp), configured with stand-in values the first time; a
 * save sends it back as it reads (the masked key keeps the stored one), so nothing else changes.
 */
async function matrixIntegration(): Promise<{ config: Record<string, string | boolean>; is_active: boolean }> {
  const shape = z.object({
    integration_id: z.string(),
    configured: z.boolean(),
    is_active: z.boolean(),
    config: z.record(z.string(), z.union([z.string(), z.boolean()])),
  });
  const list = z.array(shape).parse(expectOk(await send(SETUP_IP, 'listIntegrations', {}, world.admin.token), 'list integrations'));
  const current = list.find((i) => i.integration_id === 'mailchimp');
  if (current?.configured) return current;
  const body = {
    integration_id: 'mailchimp',
    config: { api_key: `authz-matrix-${run}`, list_id: 'authz-matrix' },
    is_active: false,
  } as const;
  return shape.parse(expectOk(await send(SETUP_IP, 'saveIntegration', { body }, world.admin.token), 'configure integration'));
}

async function ownNotificationId(): Promise<string> {
  const bell = expectOk(await send(SETUP_IP, 'listMyNotifications', {}, world.user.token), 'list notifications');
  const list = fieldOf(bell, 'notifications', z.array(z.object({ id: z.string(), title: z.string() })));
  const own = list.find((n) => n.title === 'Order approved');
  if (!own) throw new Error('no order-approved notification in the bell of the matrix user');
  return own.id;
}

async function subscriptionLinkId(): Promise<string> {
  const link = await send(SETUP_IP, 'downloadWithSubscription', { body: { songId: world.subscriptionSongId } }, world.user.token);
  const url = fieldOf(expectOk(link, 'subscription download'), 'url', z.string());
  return url.slice(url.lastIndexOf('/') + 1);
}

/** A reset token mailed to `email` (the local stack's outbox). */
async function resetToken(email: string): Promise<string> {
  expectOk(await send(SETUP_IP, 'forgotPassword', { body: { email } }), 'forgot password');
  for (let i = 0; i < 50; i++) {
    try {
      const token = mailsTo(email)
        .map((m) => resetTokenIn(m.text))
        .find(Boolean);
      if (token) return token;
    } catch (error) {
      // Another test's mail being written right now reads as cut-off JSON: read the outbox again.
      if (!(error instanceof SyntaxError)) throw error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset mail for ${email}`);
}

/** A fresh playlist of the matrix's owner, shared when asked (its link id then). */
async function newPlaylist(label: string, shared = false): Promise<{ id: string; shareId: string }> {
  const created = await send(SETUP_IP, 'createPlaylist', { body: { name: `${PLAN_PREFIX} ${label}` } }, world.user.token);
  const id = fieldOf(expectOk(created, 'create playlist'), 'id', z.string());
  if (!shared) return { id, shareId: '' };
  const updated = await send(SETUP_IP, 'updatePlaylist', { params: { id }, body: { shared: true } }, world.user.token);
  return { id, shareId: fieldOf(expectOk(updated, 'share playlist'), 'shareId', z.string()) };
}

const fixtures: Fixtures = {
  register: () => ({ input: { body: { name: 'Authz Matrix Signup', email: uniqueEmail('authz'), password: 'correct horse battery' } } }),
  login: () => ({ input: { body: { email: world.user.email, password: world.user.password } } }),
  forgotPassword: () => ({ input: { body: { email: world.user.email } } }),
  resetPassword: async () => ({
    input: { body: { token: await resetToken(await (pool.emails.pop() ?? registeredEmail())), newPassword: NEW_PASSWORD } },
  }),
  changePassword: async (who) => {
    const caller = await freshCaller(who);
    return { caller, input: { body: { currentPassword: caller?.password ?? 'correct horse battery', newPassword: NEW_PASSWORD } } };
  },
  changeUserPassword: async (who) => {
    const caller = await freshCaller(who);
    return { caller, input: { body: { currentPassword: caller?.password ?? 'correct horse battery', newPassword: NEW_PASSWORD } } };
  },
  getMe: () => ({ input: {} }),
  getListenerStats: () => ({ input: {} }),
  getUserSettings: () => ({ input: {} }),
  updateUserSettings: () => ({ input: { body: DEFAULT_USER_SETTINGS } }),
  getProfile: () => ({ input: {} }),
  updateProfile: async (who) => ({ caller: await freshCaller(who), input: { body: { name: 'Authz Matrix Profile', phone: '', bio: '' } } }),
  exportUserData: () => ({ input: {} }),
  recordPlay: () => ({ input: { params: { songId: songs[0]!.id } } }),
  changeEmail: async (who) => {
    const caller = await freshCaller(who);
    return { caller, input: { body: { newEmail: uniqueEmail('authz-move'), password: caller?.password ?? 'correct horse battery' } } };
  },
  deleteAccount: async (who) => {
    const caller = await freshCaller(who);
    return { caller, input: { body: { confirmation: caller?.email ?? 'nobody@example.com' } } };
  },
  createAvatarUpload: () => ({ input: { body: { fileName: 'me.png', contentType: 'image/png', size: 1000 } } }),
  // The plain user's own upload for everyone: only its owner may use it.
  setAvatar: async () => {
    const png = new Uint8Array(coverArt('Authz avatar', 'Ambient', 16));
    const { uploadId } = await uploadAvatar(world.user.token, png, { contentType: 'image/png', fileName: 'me.png' });
    return { input: { body: { uploadId } } };
  },
  deleteAvatar: () => ({ input: {} }),
  // A token nobody was mailed: every caller gets the same 404 (the link, not the session, is the key).
  verifyEmail: () => ({ input: { body: { token: `never-issued-${run}` } } }),
  resendVerification: () => ({ input: {} }),
  listUsers: () => ({ input: { query: { limit: 5 } } }),
  getUserStats: () => ({ input: {} }),
  exportUsers: () => ({ input: { query: { ids: world.otherUser.userId } } }),
  createUser: () => ({ input: { body: { name: 'Authz Matrix Invitee', email: uniqueEmail('authz-invite'), role: 'user' } } }),
  // Only the admin's call reaches the target, so only it gets an account of its own to act on.
  bulkUpdateUsers: async (who) => ({ input: { body: { action: 'suspend', userIds: [await userTarget(who)] } } }),
  updateUser: async (who) => ({ input: { params: { id: await userTarget(who) }, body: { name: 'Authz Matrix Renamed' } } }),
  updateUserStatus: async (who) => ({ input: { params: { id: await userTarget(who) }, body: { status: 'suspended' } } }),
  resetUserPassword: () => ({ input: { params: { id: world.otherUser.userId } } }),
  deleteUser: async (who) => ({ input: { params: { id: await userTarget(who) } } }),
  listSongs: () => ({ input: { query: { limit: 5 } } }),
  getSong: () => ({ input: { params: { songId: songs[0]!.id } } }),
  streamAudio: () => ({ input: { params: { songId: songs[0]!.id } } }),
  getStreamLink: () => ({ input: { params: { songId: songs[0]!.id } } }),
  getHomeStats: () => ({ input: {} }),
  listTrendingSongs: () => ({ input: {} }),
  getWhatsAppSettings: () => ({ input: {} }),
  getHelpContent: () => ({ input: {} }),
  getScriptsContent: () => ({ input: {} }),
  getPaymentSettings: () => ({ input: {} }),
  getActivePaymentMethods: () => ({ input: {} }),
  // Saving the settings as they are: the matrix checks who may write, without changing what buyers see.
  updatePaymentSettings: async () => ({ input: { body: (await api('getPaymentSettings')).body } }),
  updateWhatsAppSettings: async () => ({ input: { body: (await api('getWhatsAppSettings')).body } }),
  getPublicSiteSettings: () => ({ input: {} }),
  getSystemSettings: () => ({ input: {} }),
  // The settings as they are (the password masked, which keeps it), never writing maintenance on
  // even if system-settings.test.ts has it on for a moment: only who may write is checked.
  updateSystemSettings: async () => ({
    input: { body: { ...(await api('getSystemSettings', { token: world.admin.token })).body, maintenanceMode: false } },
  }),
  submitContact: (who) => ({
    input: { body: { name: 'Authz Matrix', email: uniqueEmail('authz-contact'), subject: `Matrix ${run}`, message: `Sent as ${who}` } },
  }),
  createOrder: () => {
    const song = nextSong();
    return { input: { body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price) } } };
  },
  getMyOrders: () => ({ input: {} }),
  getOrder: () => ({ input: { params: { orderId: world.completedOrderId } } }),
  submitOrderPayment: async () => ({ input: { params: { orderId: await newOrder(world.user) }, body: payment() } }),
  // A link nobody was mailed: every caller gets the same 404 (the token, not the session, names the account).
  unsubscribeEmailUpdates: () => ({ input: { query: { token: `never-mailed-${run}.AAAA` } } }),
  sendReleaseDigests: () => ({ input: {} }),
  sweepSubscriptionRenewals: () => ({ input: {} }),
  startAutoDownloads: () => ({ input: {} }),
  downloadOrder: () => ({ input: { params: { orderId: world.completedOrderId } } }),
  getLibrary: () => ({ input: {} }),
  listAdminOrders: () => ({ input: { query: { limit: 5 } } }),
  getAdminOrderStats: () => ({ input: {} }),
  exportAdminOrders: () => ({ input: {} }),
  approvePayment: async () => ({ input: { params: { orderId: await paidOrder(world.user) } } }),
  rejectPayment: async () => ({ input: { params: { orderId: await paidOrder(world.user) }, body: { reason: 'Authz matrix' } } }),
  // A completed order of its own per identity: only the admin's call refunds it.
  refundOrder: async () => {
    const orderId = await paidOrder(world.user);
    expectOk(await send(SETUP_IP, 'approvePayment', { params: { orderId } }, world.admin.token), 'approve for refund');
    return { input: { params: { orderId }, body: { reason: 'Authz matrix' } } };
  },
  // A refund due of its own per identity: a paid order rejected, then marked as an exclusive sale leaves it.
  markOrderRefunded: async () => {
    const orderId = await paidOrder(world.user);
    expectOk(await send(SETUP_IP, 'rejectPayment', { params: { orderId }, body: {} }, world.admin.token), 'close for refund due');
    const ddb = localTable();
    await ddb.send(
      new UpdateCommand({
        TableName: 'marketplace',
        Key: keys.order(orderId),
        UpdateExpression: 'SET closedBy = :exclusive, refundDueAt = :at',
        ExpressionAttributeValues: { ':exclusive': 'exclusive', ':at': new Date().toISOString() },
      }),
    );
    ddb.destroy();
    return { input: { params: { orderId }, body: {} } };
  },
  verifyLicense: () => ({ input: { params: { key: world.licenseKey } } }),
  // A correctly signed event of a type the store does not act on: the signature, not the caller, is the permission.
  stripeWebhook: async () => {
    const { stripe } = await useSandboxGateways(world.admin.token, GATEWAYS);
    return { input: {}, raw: signedStripeEvent(stripeEvent('balance.available', { object: 'balance' }), stripe.webhookSecret) };
  },
  // A failed payment's IPN carries nothing to validate: every caller gets 200 and nothing changes.
  sslcommerzWebhook: () => ({
    input: {},
    raw: { body: `tran_id=${world.completedOrderId}&status=FAILED`, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  }),
  // The buyer's browser posted back by SSLCommerz's page carries no session: everyone is sent to the invoice.
  sslcommerzReturn: () => ({
    input: { params: { orderId: world.completedOrderId }, query: { outcome: 'cancel' } },
    raw: { body: 'status=CANCELLED', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  }),
  // An event signed for the store's webhook, of a type the store does not act on: PayPal's confirmation, not the caller, is the permission.
  paypalWebhook: async () => {
    const { paypal } = await useSandboxGateways(world.admin.token, GATEWAYS);
    // The signature names the sandbox's certificate URL: learnt once from a PayPal page it handed out.
    originLearnt ??= approvedPaypalOrder(world.user).then((o) => rememberSandboxOrigin(o.checkoutUrl));
    await originLearnt;
    return { input: {}, raw: signedPaypalEvent(paypalEvent('PAYMENT.SALE.PENDING', { id: `SALE${run}` }), paypal.webhookId) };
  },
  // The buyer's own order, approved on PayPal's page: only the buyer's capture completes it.
  capturePaypalOrder: async () => ({ input: { params: { orderId: (await approvedPaypalOrder(world.user)).orderId } } }),
  downloadLicense: () => ({ input: { params: { orderId: world.completedOrderId } } }),
  listPlans: () => ({ input: {} }),
  listAdminPlans: () => ({ input: {} }),
  getPlanStats: () => ({ input: {} }),
  createPlan: (who) => ({
    input: { body: { name: `${PLAN_PREFIX} created by ${who}`, price: 2.99, download_limit: 3, is_active: false } },
  }),
  updatePlan: async (who) => ({
    input: {
      params: { id: await newPlan(`update ${who}`) },
      body: { name: `${PLAN_PREFIX} updated by ${who}`, price: 3.49, is_active: false },
    },
  }),
  togglePlan: async (who) => ({ input: { params: { id: await newPlan(`toggle ${who}`) }, body: { is_active: false } } }),
  deletePlan: async (who) => ({ input: { params: { id: await newPlan(`delete ${who}`) } } }),
  createSubscription: async (who) => ({
    caller: await freshCaller(who),
    input: { body: { planId: world.basicPlan.id, ...payment('nagad'), amount: usdToBdt(world.basicPlan.price) } },
  }),
  purchaseSubscription: async (who) => ({
    caller: await freshCaller(who),
    input: { body: { planId: world.basicPlan.id, paymentMethod: 'bkash' } },
  }),
  getSubscriptionInvoice: () => ({ input: { params: { subscriptionId: world.subscriptionId } } }),
  submitSubscriptionPayment: async (who) => {
    // A user has one unpaid subscription at a time: each trial's invoice belongs to an owner of its own.
    const owner = await pooledUser();
    const bought = await send(
      SETUP_IP,
      'purchaseSubscription',
      { body: { planId: world.basicPlan.id, paymentMethod: 'bkash' } },
      owner.token,
    );
    const subscriptionId = fieldOf(expectOk(bought, 'purchase subscription'), 'subscriptionId', z.string());
    return { caller: who === 'user' ? owner : undefined, input: { params: { subscriptionId }, body: payment() } };
  },
  getMySubscription: () => ({ input: {} }),
  getSubscriptionState: () => ({ input: {} }),
  cancelSubscription: async (who) => ({ caller: who === 'user' ? await freshSubscriber() : undefined, input: {} }),
  downloadWithSubscription: () => ({ input: { body: { songId: world.subscriptionSongId } } }),
  getDownload: async () => ({ input: { params: { id: await subscriptionLinkId() } } }),
  listAdminNotifications: () => ({ input: {} }),
  getAdminNotificationStats: () => ({ input: {} }),
  createNotification: (who) => ({
    input: { body: { title: `${PLAN_PREFIX} notification by ${who}`, message: 'Authorization matrix', type: 'info', target: 'premium' } },
  }),
  deleteNotification: async (who) => ({ input: { params: { id: await newNotification(`delete ${who}`) } } }),
  listMyNotifications: () => ({ input: {} }),
  // The approval of `user`'s completed order put a notification in their bell, theirs alone.
  markNotificationRead: async () => ({ input: { params: { id: await ownNotificationId() } } }),
  markAllNotificationsRead: () => ({ input: {} }),
  listSupportMessages: () => ({ input: { query: { status: 'unread' } } }),
  getSupportMessage: async (who) => ({ input: { params: { id: await newSupportMessage(`read ${who}`) } } }),
  replySupportMessage: async (who) => ({
    input: { params: { id: await newSupportMessage(`reply ${who}`) }, body: { message: `Answered for ${who}` } },
  }),
  deleteSupportMessage: async (who) => ({ input: { params: { id: await newSupportMessage(`delete ${who}`) } } }),
  listAdminPages: () => ({ input: {} }),
  listAdminContent: () => ({ input: {} }),
  // The browse page saved as it is (an empty content keeps the built-in text): only who may write is checked.
  updatePage: async () => {
    const page = (await api('getPage', { params: { pageId: 'browse' } })).body;
    return {
      input: { body: { page_id: 'browse', content: page.content, meta_title: page.meta_title, meta_description: page.meta_description } },
    };
  },
  updateContent: async () => ({
    input: { body: { page_id: 'browse', content: (await api('getPage', { params: { pageId: 'browse' } })).body.content } },
  }),
  getPage: () => ({ input: { params: { pageId: 'about' } } }),
  getAdminHelpContent: () => ({ input: {} }),
  // The help content and snippets saved as they are: only who may write is checked.
  updateHelpContent: async () => ({ input: { body: (await api('getAdminHelpContent', { token: world.admin.token })).body } }),
  getAdminScriptsContent: () => ({ input: {} }),
  updateScriptsContent: async () => ({ input: { body: (await api('getScriptsContent')).body } }),
  listScriptsChanges: () => ({ input: {} }),
  getAnalyticsTag: () => ({ input: {} }),
  listIntegrations: () => ({ input: {} }),
  saveIntegration: async () => {
    const current = await matrixIntegration();
    return { input: { body: { integration_id: 'mailchimp', config: current.config, is_active: current.is_active } } };
  },
  toggleIntegration: async () => ({ input: { params: { id: 'mailchimp' }, body: { is_active: (await matrixIntegration()).is_active } } }),
  getPaymentGateways: () => ({ input: {} }),
  savePaymentGateways: async () => ({ input: { body: (await api('getPaymentGateways', { token: world.admin.token })).body } }),
  // Well-formed stand-in keys: the test stack's provider address is a closed port, so the admin gets 200 {success: false}.
  testPaymentGateway: () => ({
    input: {
      params: { name: 'stripe' },
      body: { enabled: false, publishableKey: 'pk_test_authzmatrix0000', secretKey: 'sk_test_authzmatrix0000', webhookSecret: '' },
    },
  }),
  listAdminSongs: () => ({ input: { query: { q: PLAN_PREFIX } } }),
  getAdminSongStats: () => ({ input: {} }),
  getAdminStats: () => ({ input: {} }),
  getAdminTodayStats: () => ({ input: {} }),
  getAdminTopSongs: () => ({ input: { query: { limit: 5 } } }),
  listAdminActivity: () => ({ input: { query: { limit: 5 } } }),
  getAdminAnalytics: () => ({ input: { query: { range: '7d' } } }),
  getAdminHealth: () => ({ input: {} }),
  exportAdminReport: () => ({ input: {} }),
  getAdminSong: () => ({ input: { params: { songId: songs[0]!.id } } }),
  createUpload: () => ({ input: { body: { kind: 'cover', fileName: 'cover.png', contentType: 'image/png', size: 1000 } } }),
  createSong: async (who) => ({ input: { body: await draftSongBody(`created by ${who}`) } }),
  updateAdminSong: async (who) => ({
    input: { params: { songId: await draftSong(`update ${who}`) }, body: { description: 'Edited by the matrix' } },
  }),
  updateSongStatus: async (who) => ({ input: { params: { songId: await draftSong(`status ${who}`) }, body: { status: 'draft' } } }),
  deleteSong: async (who) => ({ input: { params: { songId: await draftSong(`delete ${who}`) } } }),
  listLicenseTiers: () => ({ input: {} }),
  createLicenseTier: (who) => ({ input: { body: tierBody(who) } }),
  updateLicenseTier: () => ({ input: { params: { tierId: 'mp3' }, body: { active: true } } }),
  deleteLicenseTier: async (who) => ({ input: { params: { tierId: await newTier(who) } } }),
  setSongTierPrices: () => ({ input: { params: { songId: songs[0]!.id }, body: { prices: {} } } }),
  listOrderFiles: () => ({ input: { params: { orderId: world.completedOrderId } } }),
  createStemsUpload: () => ({ input: { body: { songId: songs[0]!.id, size: 1000 } } }),
  signStemsUploadParts: async () => {
    const started = await newStemsUpload(songs[0]!.id);
    return { input: { params: { upload: started.upload }, body: { uploadId: started.uploadId, partNumbers: [1] } } };
  },
  completeStemsUpload: async (who) => ({ input: await uploadedStems(await draftSong(`stems ${who}`)) }),
  createArtistStemsUpload: () => ({ input: { body: { songId: world.artistSongId, size: 1000 } } }),
  signArtistStemsParts: async () => {
    const started = await newStemsUpload(world.artistSongId);
    return { input: { params: { upload: started.upload }, body: { uploadId: started.uploadId, partNumbers: [1] } } };
  },
  // A song of its own: the rows run concurrently, and updateArtistSong changing the shared song
  // meanwhile would turn the artist's completion into 409 SONG_CHANGED.
  completeArtistStemsUpload: async () => ({ input: await uploadedStems(await (stemsSong ??= artistSong(world.artist, 'stems'))) }),
  abortArtistStemsUpload: async () => {
    const started = await newStemsUpload(world.artistSongId);
    return { input: { params: { upload: started.upload }, body: { uploadId: started.uploadId } } };
  },
  listFavorites: () => ({ input: {} }),
  addFavorite: () => ({ input: { params: { songId: songs[0]!.id } } }),
  removeFavorite: () => ({ input: { params: { songId: songs[0]!.id } } }),
  listPlaylists: () => ({ input: {} }),
  createPlaylist: (who) => ({ input: { body: { name: `${PLAN_PREFIX} created by ${who}` } } }),
  getPlaylist: async (who) => ({ input: { params: { id: (await newPlaylist(`get ${who}`)).id } } }),
  updatePlaylist: async (who) => ({
    input: { params: { id: (await newPlaylist(`update ${who}`)).id }, body: { name: `${PLAN_PREFIX} renamed by ${who}` } },
  }),
  deletePlaylist: async (who) => ({ input: { params: { id: (await newPlaylist(`delete ${who}`)).id } } }),
  getSharedPlaylist: async (who) => ({ input: { params: { shareId: (await newPlaylist(`shared ${who}`, true)).shareId } } }),
  listFollowing: () => ({ input: {} }),
  followArtist: () => ({ input: { params: { artist: artistSlug(songs[0]!.artist) } } }),
  unfollowArtist: () => ({ input: { params: { artist: artistSlug(songs[0]!.artist) } } }),
  getArtist: () => ({ input: { params: { artist: artistSlug(songs[0]!.artist) } } }),
  getSongReviews: () => ({ input: { params: { songId: world.subscriptionSongId } } }),
  // `user` owns the song it downloaded with its subscription; nobody else does.
  putSongReview: () => ({ input: { params: { songId: world.subscriptionSongId }, body: { rating: 4, comment: 'Authz matrix' } } }),
  getGuestOrder: () => ({ input: { params: { orderId: world.guestOrder.orderId } } }),
  submitGuestPayment: async (who) => {
    const order = await guestTrial(who, 'bkash');
    return { guestToken: order.token, input: { params: { orderId: order.orderId }, body: payment() } };
  },
  startGuestCheckout: async (who) => {
    await useSandboxGateways(world.admin.token);
    const order = await guestTrial(who, 'stripe');
    return { guestToken: order.token, input: { params: { orderId: order.orderId } } };
  },
  downloadGuestOrder: () => ({ input: { params: { orderId: world.guestOrder.orderId } } }),
  downloadGuestLicense: () => ({ input: { params: { orderId: world.guestOrder.orderId } } }),
  getOpenApi: () => ({ input: {} }),
  getApiDocs: () => ({ input: {} }),
  getApiDocsScript: () => ({ input: {} }),
  applyArtist: (who) => ({ input: { body: { artistName: `${PLAN_PREFIX} applicant ${who}`, bio: 'Authz matrix', links: [] } } }),
  getArtistMe: () => ({ input: {} }),
  listArtistSongs: () => ({ input: {} }),
  createArtistUpload: () => ({ input: { body: { kind: 'cover', fileName: 'cover.png', contentType: 'image/png', size: 1000 } } }),
  createArtistSong: async (who) => ({
    input: {
      body: {
        title: `${PLAN_PREFIX} studio upload by ${who}`,
        genre: 'Ambient',
        price: 9.99,
        audioUploadId:
          who === 'artist' || who === 'otherArtist'
            ? await artistUploaded(world[who].token, 'audio', silentMp3(5), 'audio/mpeg', 'matrix.mp3')
            : '01JAUTHZMATRIX0000000000AA',
      },
    },
  }),
  updateArtistSong: () => ({ input: { params: { id: world.artistSongId }, body: { description: 'Edited by the matrix' } } }),
  getArtistSales: () => ({ input: { query: { range: '7d' } } }),
  getArtistEarnings: () => ({ input: {} }),
  listArtistPayouts: () => ({ input: {} }),
  requestArtistPayout: () => ({ input: { body: { amount: 1000, method: 'bkash', account: '01712345678' } } }),
  listArtistApplications: () => ({ input: {} }),
  decideArtistApplication: async (who) => ({
    input: {
      params: { id: who === 'admin' ? await applicant(`decided ${who}`) : world.otherUser.userId },
      body: { decision: 'refuse', reason: 'Matrix' },
    },
  }),
  listAdminPayouts: () => ({ input: {} }),
  markPayoutPaid: async (who) => ({
    input: { params: { id: who === 'admin' ? await openPayout() : 'no-such-payout' }, body: { reference: 'AZ-REF' } },
  }),
  rejectPayout: async (who) => ({
    input: { params: { id: who === 'admin' ? await openPayout() : 'no-such-payout' }, body: { reason: 'Matrix' } },
  }),
  getAdminEarningsStats: () => ({ input: {} }),
  exportArtistEarnings: () => ({ input: { query: { from: '2026-01', to: '2026-12' } } }),
};

/** A fresh account the admin made an artist through the API. */
async function artistAccount(admin: Account, label: string): Promise<Account> {
  const a = await pooledUser();
  const made = await send(
    SETUP_IP,
    'updateUser',
    { params: { id: a.userId }, body: { role: 'artist', artistName: `${PLAN_PREFIX} ${label} ${a.userId.slice(-6)}` } },
    admin.token,
  );
  expectOk(made, 'make artist');
  return a;
}

/** A studio upload of `owner` (pending review), cleaned up with the suite's songs. */
/** The artist's song the stems completion row attaches its ZIPs to (made once, on first use). */
let stemsSong: Promise<string> | undefined;

async function artistSong(owner: Account, label: string): Promise<string> {
  const audioUploadId = await artistUploaded(owner.token, 'audio', silentMp3(5), 'audio/mpeg', 'matrix.mp3');
  const body = { title: `${PLAN_PREFIX} studio ${label}`, genre: 'Ambient', price: 9.99, audioUploadId } as const;
  return fieldOf(expectOk(await send(SETUP_IP, 'createArtistSong', { body }, owner.token), 'artist song'), 'id', z.string());
}

/** A pooled listener's pending application. */
async function applicant(label: string): Promise<string> {
  const a = await pooledUser();
  const body = { artistName: `${PLAN_PREFIX} ${label} ${a.userId.slice(-6)}`, bio: '', links: [] };
  expectOk(await send(SETUP_IP, 'applyArtist', { body }, a.token), 'apply');
  return a.userId;
}

/**
 * An open payout request of a fresh artist. The balance is given in the table (as the admin
 * promotion is): earning it through sales is the artist suites' subject, not who may decide it.
 */
async function openPayout(): Promise<string> {
  const a = await artistAccount(world.admin, 'payee');
  const ddb = localTable();
  await ddb.send(
    new UpdateCommand({
      TableName: 'marketplace',
      Key: { PK: `USER#${a.userId}`, SK: 'ARTIST_BALANCE' },
      UpdateExpression: 'ADD availableMinor :amount',
      ExpressionAttributeValues: { ':amount': 100_000 },
    }),
  );
  ddb.destroy();
  const body = { amount: 1000, method: 'nagad', account: '01812345678' } as const;
  return fieldOf(expectOk(await send(SETUP_IP, 'requestArtistPayout', { body }, a.token), 'request payout'), 'id', z.string());
}

/** A draft song's body (never listed) with a short MP3 uploaded by the suite's admin. */
async function draftSongBody(label: string) {
  const audioUploadId = await uploaded(world.admin.token, 'audio', silentMp3(5), 'audio/mpeg', 'matrix.mp3');
  return {
    title: `${PLAN_PREFIX} ${label}`,
    artist: 'Authz Matrix',
    genre: 'Ambient',
    price: 9.99,
    status: 'draft',
    audioUploadId,
  } as const;
}

/** A licence tier body with an id of its own per identity and run (cleaned up after the suite). */
let tierRun = 0;
const tierBody = (who: string) => ({
  id: `az-${who.toLowerCase().slice(0, 6)}-${Date.now().toString(36)}-${++tierRun}`,
  name: `${PLAN_PREFIX} tier`,
  deliverables: ['mp3_320'] as 'mp3_320'[],
  terms: { distributionCopies: 1, audioStreams: 1, musicVideos: 0, radioStations: 0, paidPerformances: 0, creditRequired: true },
  default_price: 9.99,
  active: false,
});

async function newTier(who: string): Promise<string> {
  const body = tierBody(`d${who}`);
  expectOk(await send(SETUP_IP, 'createLicenseTier', { body }, world.admin.token), 'create tier');
  return body.id;
}

async function newStemsUpload(songId: string): Promise<{ upload: string; uploadId: string }> {
  const started = expectOk(await send(SETUP_IP, 'createStemsUpload', { body: { songId, size: 1000 } }, world.admin.token), 'stems upload');
  return z.object({ upload: z.string(), uploadId: z.string() }).parse(started);
}

/** A started, fully uploaded stems ZIP for the song: the body that completes it. */
async function uploadedStems(songId: string) {
  const zip = storedZip([{ name: 'drums.mp3', bytes: silentMp3(1) }]);
  const started = await newStemsUpload(songId);
  const signed = expectOk(
    await send(
      SETUP_IP,
      'signStemsUploadParts',
      { params: { upload: started.upload }, body: { uploadId: started.uploadId, partNumbers: [1] } },
      world.admin.token,
    ),
    'sign stems part',
  );
  const url = z.object({ parts: z.array(z.object({ url: z.string() })) }).parse(signed).parts[0]!.url;
  const put = await fetch(url, { method: 'PUT', body: new Blob([zip as Uint8Array<ArrayBuffer>]) });
  const etag = put.headers.get('etag') ?? '';
  return { params: { upload: started.upload }, body: { uploadId: started.uploadId, songId, parts: [{ partNumber: 1, etag }] } };
}

async function cleanUpTiers(): Promise<void> {
  if (!world) return;
  const tiers = z
    .array(z.object({ id: z.string() }))
    .parse(expectOk(await send(SETUP_IP, 'listLicenseTiers', {}, world.admin.token), 'tiers'));
  await Promise.all(
    tiers
      .filter((t) => t.id.startsWith('az-'))
      .map((t) => send(SETUP_IP, 'deleteLicenseTier', { params: { tierId: t.id } }, world.admin.token)),
  );
}

async function draftSong(label: string): Promise<string> {
  const created = await send(SETUP_IP, 'createSong', { body: await draftSongBody(label) }, world.admin.token);
  return fieldOf(expectOk(created, 'create song'), 'id', z.string());
}

async function cleanUpSongs(): Promise<void> {
  if (!world) return;
  for (let left = 10; left > 0; left--) {
    const page = expectOk(await send(SETUP_IP, 'listAdminSongs', { query: { q: PLAN_PREFIX } }, world.admin.token), 'list songs');
    const mine = z.array(z.object({ id: z.string() })).parse(page);
    if (mine.length === 0) return;
    await Promise.all(mine.map(async (s) => send(SETUP_IP, 'deleteSong', { params: { songId: s.id } }, world.admin.token)));
  }
}

/** The status each identity gets from its well-formed request to the route. */
async function statusesOf<R extends RouteId>(
  id: R,
  sourceIp: string,
  guestIp: string,
  artistIp: string,
): Promise<Record<Identity, number>> {
  const guestRoute = routes[id].auth === 'guest';
  const artistRoute = routes[id].auth === 'artist' || id === 'applyArtist';
  // Off the guest routes a guest token is no session: guests send what an anonymous caller sends.
  // Off the artist routes an artist is another signed-in account: it sends what another user sends.
  const fixtureOf = (who: Identity): Identity =>
    !guestRoute && (who === 'guest' || who === 'otherGuest')
      ? 'anonymous'
      : !artistRoute && (who === 'artist' || who === 'otherArtist')
        ? 'otherUser'
        : who;
  const trials = await Promise.all(IDENTITIES.map(async (who) => ({ who, trial: await fixtures[id](fixtureOf(who)) })));
  const authorization = (who: Identity, trial: Trial<R>): string | undefined => {
    if (who === 'anonymous') return undefined;
    if (who === 'guest') return `Guest ${trial.guestToken ?? world.guestOrder.token}`;
    if (who === 'otherGuest') return `Guest ${world.otherGuestToken}`;
    return (trial.caller ?? world[who]).token;
  };
  const answers = await Promise.all(
    trials.map(async ({ who, trial }) => {
      const from = who === 'guest' || who === 'otherGuest' ? guestIp : who === 'artist' || who === 'otherArtist' ? artistIp : sourceIp;
      const answer = await send(from, id, trial.input, authorization(who, trial), trial.raw);
      if (answer.status >= 500) throw new Error(`${id} as ${who}: ${answer.status} ${answer.text}`);
      if (
        ['anonymous', 'otherUser', 'otherGuest', 'artist', 'otherArtist'].includes(who) &&
        !JSON.stringify(trial.input).includes(world.user.email)
      ) {
        // Whatever the status, nothing of the owner's account reaches someone else (a list, an error, a masked field).
        expect(answer.text, `${id} as ${who} shows the owner's email`).not.toContain(world.user.email);
        expect(answer.text, `${id} as ${who} shows the owner's id`).not.toContain(world.user.userId);
      }
      return [who, answer.status] as const;
    }),
  );
  return Object.fromEntries(answers) as Record<Identity, number>;
}

const declared = (id: RouteId): Record<Identity, number> => {
  const authz = routes[id].authz;
  return Object.fromEntries(IDENTITIES.map((who) => [who, statusFor(authz, who)])) as Record<Identity, number>;
};

async function cleanUpPlans(): Promise<void> {
  if (!world) return;
  const plans = await send(SETUP_IP, 'listAdminPlans', {}, world.admin.token);
  const mine = fieldOf({ plans: expectOk(plans, 'list plans') }, 'plans', z.array(z.object({ id: z.string(), name: z.string() }))).filter(
    (p) => p.name.startsWith(PLAN_PREFIX),
  );
  await Promise.all(
    mine.map(async (p) => expectOk(await send(SETUP_IP, 'deletePlan', { params: { id: p.id } }, world.admin.token), 'delete plan')),
  );
}

async function cleanUpNotifications(): Promise<void> {
  if (!world) return;
  const listed = expectOk(await send(SETUP_IP, 'listAdminNotifications', {}, world.admin.token), 'list notifications');
  const mine = z
    .array(z.object({ id: z.string(), title: z.string() }))
    .parse(listed)
    .filter((n) => n.title.startsWith(PLAN_PREFIX));
  await Promise.all(
    mine.map(async (n) =>
      expectOk(await send(SETUP_IP, 'deleteNotification', { params: { id: n.id } }, world.admin.token), 'delete notification'),
    ),
  );
}

// Typecheck proves the declaration is required: tsc fails if this entry, which has none, is accepted.
defineRoutes(
  // @ts-expect-error a route without `authz` is refused by the type of defineRoutes
  { id: 'getMe', ...paths.getMe, access: { table: 'read' }, summary: 'A route with no authorization declaration' },
);

describe('authorization matrix declarations', () => {
  it('every route declares what each identity gets and which params it owns', () => {
    expect(routeList.flatMap(declarationProblems)).toEqual([]);
    expect(Object.keys(fixtures).sort()).toEqual(routeList.map((r) => r.id).sort());
  });

  it(`${MATRIX_DOC} is the table the declarations give (npm run docs:authz)`, async () => {
    expect(readFileSync(MATRIX_DOC, 'utf8')).toBe(await matrixMarkdown(routeList));
  });
});

// Promoting an admin and reading reset mails need the local stack's table and outbox.
describe.skipIf(!isLocalStack())('authorization matrix against the API', { concurrent: true }, () => {
  beforeAll(async () => {
    const listed = await api('listSongs', { query: { limit: 100 } });
    songs = listed.body.filter((s) => s.price > 0);
    // The shared accounts first: the pool's hashing queues behind them while the resources are made.
    const [user, otherUser, admin] = await Promise.all([account(), account(), adminAccount()]);
    const filling = fillPool();
    const plans = await api('listPlans');
    const basic = plans.body.find((p) => p.name === 'Basic');
    if (!basic) throw new Error('the seeded Basic plan is missing');
    world = {
      user,
      otherUser,
      admin,
      completedOrderId: 0,
      licenseKey: '',
      subscriptionId: '',
      subscriptionSongId: nextSong().id,
      basicPlan: { id: basic.id, price: basic.price },
      guestOrder: { orderId: 0, token: '' },
      otherGuestToken: '',
      artist: await artistAccount(admin, 'artist'),
      otherArtist: await artistAccount(admin, 'other artist'),
      artistSongId: '',
    };
    world.artistSongId = await artistSong(world.artist, 'owned');
    const [completedOrderId, subscription] = await Promise.all([
      paidOrder(user),
      send(SETUP_IP, 'createSubscription', { body: { planId: basic.id, ...payment('nagad'), amount: usdToBdt(basic.price) } }, user.token),
    ]);
    const subscribed = expectOk(subscription, 'subscribe');
    const approvals = await Promise.all(
      [completedOrderId, fieldOf(subscribed, 'orderId', z.number())].map((orderId) =>
        send(SETUP_IP, 'approvePayment', { params: { orderId } }, admin.token),
      ),
    );
    world.completedOrderId = completedOrderId;
    [world.guestOrder, world.otherGuestToken] = await Promise.all([approvedGuestOrder(), newGuestOrder().then((o) => o.token)]);
    world.licenseKey = fieldOf(expectOk(approvals[0]!, 'approve order'), 'license_key', z.string());
    expectOk(approvals[1]!, 'approve subscription');
    world.subscriptionId = fieldOf(subscribed, 'subscriptionId', z.string());
    // The first download spends the quota once; the trials' links are then free and independent.
    await subscriptionLinkId();
    await filling;
  });

  afterAll(cleanUpPlans);
  afterAll(cleanUpTiers);
  afterAll(cleanUpSongs);
  afterAll(cleanUpNotifications);

  routeList.forEach(({ id }, index) => {
    const d = declared(id);
    it(`${id} answers anonymous ${d.anonymous}, user ${d.user}, otherUser ${d.otherUser}, admin ${d.admin}, guest ${d.guest}, otherGuest ${d.otherGuest}, artist ${d.artist}, otherArtist ${d.otherArtist}`, async () => {
      expect(await statusesOf(id, routeIp(index), guestRouteIp(index), artistRouteIp(index))).toEqual(d);
    });
  });
});
