/**
 * Email verification (issue 11, the admin's `requireEmailVerification`): while on, a new account
 * gets a single-use link by mail and cannot buy until it uses it; accounts made while it was off
 * are grandfathered. Switching the rule on would refuse every other test's fresh buyer, so this
 * runs on the `isolated` project's stack of its own; the stacks start with the rule off
 * (tests/helpers/global-stack.ts), as this file leaves it.
 */
import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemSettings } from '../../shared/api/settings';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, apiLoose, isLocalStack, mailsTo, registerAndLogin, uniqueEmail, localTable } from '../helpers/api';
import { hasBrowser, useBrowser, registerThroughUi, signInThroughUi } from '../helpers/browser';
import { stack } from '../helpers/stack';

type Song = { id: string; price: number };

let admin: string;
let songs: Song[];
let planId: string;
let songCursor = 0;

async function setRule(on: boolean): Promise<void> {
  const current = (await api('getSystemSettings', { token: admin })).body;
  const body: SystemSettings = { ...current, maintenanceMode: false, requireEmailVerification: on };
  expect((await apiLoose('updateSystemSettings', { token: admin, body })).status).toBe(200);
}

const orderSong = (token: string) => {
  const song = songs[songCursor++ % songs.length]!;
  return api('createOrder', { token, body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price) } });
};

/** The token of every verification link mailed to `email`, oldest first. */
const mailedTokens = (email: string): string[] =>
  mailsTo(email)
    .filter((m) => m.subject.startsWith('Verify your email address'))
    .map((m) => new URL(/https?:\/\/\S+\/verify-email\?token=\S+/.exec(m.text)?.[0] ?? 'http://none/').searchParams.get('token') ?? '');

beforeAll(async () => {
  admin = await adminToken();
  songs = (await api('listSongs', { query: { limit: 50 } })).body;
  planId = (await api('listPlans')).body[0]!.id;
});

afterAll(async () => {
  await setRule(false);
});

describe.skipIf(!isLocalStack())('email verification', () => {
  it('writes the sign-up link in the language the visitor’s browser asked in, and keeps that language for the account', async () => {
    await setRule(true);
    const email = uniqueEmail('sprache');
    const password = 'correct horse battery';
    const reg = await api('register', { body: { name: 'Greta', email, password }, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(reg.status, reg.text).toBe(201);
    const [mail] = mailsTo(email);
    expect(mail?.subject).toMatch(/^Bestätige deine E-Mail-Adresse für /);
    expect(mail?.text).toContain('Hallo Greta,');
    expect(mail?.text).toContain('(24 Stunden gültig, einmalig):');
    const token = (await api('login', { body: { email, password } })).body.token;
    // Signing in keeps the site in German, and a resent link comes in German too.
    expect((await api('getUserSettings', { token })).body.language).toBe('de');
    expect((await api('resendVerification', { token })).status).toBe(200);
    expect(mailsTo(email).map((m) => m.subject)).toEqual([mail!.subject, mail!.subject]);
  });

  it('while on, mails a new account one link, refuses its song order and subscription with 403 EMAIL_NOT_VERIFIED until the link is used, then lets it buy', async () => {
    await setRule(true);
    const buyer = await registerAndLogin('Vera Verify');

    expect((await api('getMe', { token: buyer.token })).body.emailVerificationPending).toBe(true);
    const refused = await orderSong(buyer.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(refused.body.error).toMatch(/verify your email address before buying/i);
    const subscription = await api('purchaseSubscription', { token: buyer.token, body: { planId, paymentMethod: 'bkash' } });
    expect(subscription.status).toBe(403);
    expect(subscription.body.code).toBe('EMAIL_NOT_VERIFIED');

    const tokens = mailedTokens(buyer.email);
    expect(tokens).toHaveLength(1);
    const [mail] = mailsTo(buyer.email);
    expect(mail!.text).toContain('valid for 24 hours, once');
    // The session is not the key: the link works from a browser that is not signed in.
    const verified = await api('verifyEmail', { body: { token: tokens[0]! } });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toMatch(/verified/i);

    expect((await api('getMe', { token: buyer.token })).body.emailVerificationPending).toBe(false);
    expect((await orderSong(buyer.token)).status).toBe(201);
    expect((await api('purchaseSubscription', { token: buyer.token, body: { planId, paymentMethod: 'bkash' } })).status).toBe(201);

    const again = await api('verifyEmail', { body: { token: tokens[0]! } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('VERIFY_LINK_USED');
    expect((await api('resendVerification', { token: buyer.token })).body.message).toMatch(/already verified/);
    expect(mailedTokens(buyer.email)).toHaveLength(1);
  });

  it('refuses an expired link with 422 VERIFY_LINK_EXPIRED and a link never issued with 404, and the account stays unverified', async () => {
    await setRule(true);
    const buyer = await registerAndLogin('Late Clicker');
    const [token] = mailedTokens(buyer.email);
    const ddb = localTable();
    const hash = createHash('sha256').update(token!).digest('hex');
    await ddb.send(
      new UpdateCommand({
        TableName: 'marketplace',
        Key: { PK: `VERIFY#${hash}`, SK: 'VERIFY' },
        UpdateExpression: 'SET validUntil = :past',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 60 },
      }),
    );

    const expired = await api('verifyEmail', { body: { token: token! } });
    expect(expired.status).toBe(422);
    expect(expired.body.code).toBe('VERIFY_LINK_EXPIRED');
    expect(expired.body.error).toMatch(/expired/);
    const unknown = await api('verifyEmail', { body: { token: `${token!}x` } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('VERIFY_LINK_INVALID');
    expect((await api('getMe', { token: buyer.token })).body.emailVerificationPending).toBe(true);
    expect((await orderSong(buyer.token)).status).toBe(403);
  });

  it('resends a fresh link on request, up to five mails an hour with the sign-up one, then answers 429', async () => {
    await setRule(true);
    const buyer = await registerAndLogin('Resend Please');
    for (let i = 0; i < 4; i++) {
      const res = await api('resendVerification', { token: buyer.token });
      expect(res.status).toBe(200);
      expect(res.body.message).toMatch(/new verification link/);
    }
    const throttled = await api('resendVerification', { token: buyer.token });
    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe('VERIFY_MAIL_THROTTLED');
    expect(throttled.headers.get('retry-after')).toBeTruthy();

    const tokens = mailedTokens(buyer.email);
    expect(new Set(tokens).size).toBe(5);
    // Any of the links verifies, once; the others then have nothing left to do but still read as links.
    expect((await api('verifyEmail', { body: { token: tokens[2]! } })).status).toBe(200);
    expect((await orderSong(buyer.token)).status).toBe(201);
    expect((await apiLoose('resendVerification')).status).toBe(401);
  });

  it('while off, a new account buys at once and gets no mail; switched on, it stays free to buy (grandfathered)', async () => {
    await setRule(false);
    const before = await registerAndLogin('Early Bird');
    expect(mailedTokens(before.email)).toEqual([]);
    expect((await api('getMe', { token: before.token })).body.emailVerificationPending).toBe(false);
    expect((await orderSong(before.token)).status).toBe(201);

    await setRule(true);
    expect((await api('getMe', { token: before.token })).body.emailVerificationPending).toBe(false);
    expect((await orderSong(before.token)).status).toBe(201);
    expect((await api('purchaseSubscription', { token: before.token, body: { planId, paymentMethod: 'bkash' } })).status).toBe(201);
  });

  it('switched off, lifts the block from an account made while it was on', async () => {
    await setRule(true);
    const buyer = await registerAndLogin('Never Verified');
    expect((await orderSong(buyer.token)).status).toBe(403);
    await setRule(false);
    expect((await api('getMe', { token: buyer.token })).body.emailVerificationPending).toBe(false);
    expect((await orderSong(buyer.token)).status).toBe(201);
  });
});

describe.skipIf(!hasBrowser || !isLocalStack())('journey: a new buyer verifies the email address in Chromium', () => {
  const browser = useBrowser();
  const baseUrl = stack().baseUrl;

  it('signs up, sees the banner and the blocked purchase, opens the mailed link, and the banner is gone', async () => {
    await setRule(true);
    const email = uniqueEmail('verify.journey');
    const password = 'Journey-pass-2026';
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await registerThroughUi(page, baseUrl, { name: 'Jia Journey', email, password });
    await signInThroughUi(page, baseUrl, email, password, '/dashboard');
    const banner = page.getByText(/Please verify your email address to buy music/);
    await banner.waitFor({ timeout: 30_000 });

    await page.goto(`${baseUrl}/browse?buy=${encodeURIComponent(songs[0]!.id)}`);
    const dialog = page.getByRole('dialog', { name: 'Complete Purchase' });
    await dialog.getByText(/verify your email address before buying/i).waitFor({ timeout: 30_000 });
    expect(await dialog.getByRole('button', { name: 'Purchase Now' }).isDisabled()).toBe(true);

    const [token] = mailedTokens(email);
    await page.goto(`${baseUrl}/verify-email?token=${encodeURIComponent(token!)}`);
    await page.getByText('Your email address is verified. You can buy now.').waitFor({ timeout: 30_000 });
    await page.getByRole('main').getByRole('link', { name: 'Browse music' }).click();
    await page.getByRole('search', { name: 'Filter songs' }).waitFor({ timeout: 30_000 });
    expect(await banner.count()).toBe(0);
    await page.close();
  });
});
