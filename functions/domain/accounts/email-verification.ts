/**
 * Email verification (issue 11, the admin's `requireEmailVerification`). While the rule is on, a
 * new account records `verificationRequired` at sign-up and gets a single-use link by mail; it
 * can browse at once but buys only once verified. Accounts made before the rule or while it was
 * off carry no such record and are never asked (grandfathered); turning the rule off lifts it for
 * everyone. Tokens are stored by their SHA-256, like reset tokens.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Me } from '../../../shared/api/email-verification';
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
  VERIFY_LINK_EXPIRED_MESSAGE,
  VERIFY_LINK_INVALID_MESSAGE,
  VERIFY_LINK_USED_MESSAGE,
  VERIFY_MAILS_PER_HOUR,
  VERIFY_TOKEN_TTL_SECONDS,
} from '../../../shared/constants';
import { getAvatarKey, getUserSettings } from '../../data/account-repo';
import { throttleScopes } from '../../data/keys';
import { hit } from '../../data/throttle-repo';
import { EMAIL_TAKEN_MESSAGE, getUser, type User } from '../../data/users-repo';
import { findVerifyToken, saveVerifyToken, useEmailChangeToken, useVerifyToken } from '../../data/verify-tokens-repo';
import { logger } from '../../lib/log';
import { sendMail } from '../../mail/mailer';
import { emailChangeMail, emailVerificationMail } from '../../mail/templates';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, UnprocessableError } from '../../kernel/errors';
import { joinGuestOrders, type RefundPlanOrder } from '../orders/guest-buyers';
import { cachedSystemSettings } from '../settings/system-settings';
import type { Language } from '../../../shared/api/account';

const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** The user's `language` preference for their mails; English if it cannot be read (the mail still goes). */
export async function mailLanguageOf(userId: string): Promise<Language> {
  try {
    return (await getUserSettings(userId)).language;
  } catch (error) {
    logger.error('settings read failed', { error });
    return 'en';
  }
}
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The fields a new account records at sign-up: none while the store does not require verification. */
export async function verificationAtSignUp(): Promise<Pick<User, 'verificationRequired' | 'emailVerified'>> {
  const { requireEmailVerification } = await cachedSystemSettings();
  return requireEmailVerification ? { verificationRequired: true, emailVerified: false } : {};
}

/** Whether this account must still verify its address before buying, under the store's current rule. */
export async function verificationPending(user: Pick<User, 'verificationRequired' | 'emailVerified'>): Promise<boolean> {
  if (user.verificationRequired !== true || user.emailVerified === true) return false;
  return (await cachedSystemSettings()).requireEmailVerification;
}

/** Refuses a purchase (song order, subscription) by an account that must verify its address first. */
export async function assertMayBuy(user: Pick<User, 'verificationRequired' | 'emailVerified'>): Promise<void> {
  if (await verificationPending(user)) throw new ForbiddenError(EMAIL_NOT_VERIFIED_MESSAGE, 'EMAIL_NOT_VERIFIED');
}

/**
 * Mails a new single-use link, within VERIFY_MAILS_PER_HOUR per account (the sign-up's mail
 * included). Returns false when the quota is spent.
 */
async function mailLink(user: Pick<User, 'id' | 'name' | 'email'>, siteUrl: string, now: Date, language?: Language): Promise<boolean> {
  const quota = await hit(throttleScopes.verifyMail, user.id, VERIFY_MAILS_PER_HOUR, 3600, seconds(now));
  if (!quota.allowed) return false;
  const token = randomBytes(32).toString('base64url');
  await saveVerifyToken(hashToken(token), user.id, seconds(now) + VERIFY_TOKEN_TTL_SECONDS);
  await sendMail(
    emailVerificationMail({
      to: user.email,
      name: user.name,
      link: `${siteUrl}/verify-email?token=${encodeURIComponent(token)}`,
      hours: VERIFY_TOKEN_TTL_SECONDS / 3600,
      brand: await cachedSystemSettings(),
      language: language ?? (await mailLanguageOf(user.id)),
    }),
  );
  return true;
}

/**
 * Mails a single-use link to `newEmail` that moves the account there once opened (the same tokens
 * and the same hourly quota as verification mails). False when the quota is spent.
 */
export async function mailEmailChangeLink(
  user: Pick<User, 'id' | 'name'>,
  newEmail: string,
  siteUrl: string,
  now = new Date(),
): Promise<boolean> {
  const quota = await hit(throttleScopes.verifyMail, user.id, VERIFY_MAILS_PER_HOUR, 3600, seconds(now));
  if (!quota.allowed) return false;
  const token = randomBytes(32).toString('base64url');
  await saveVerifyToken(hashToken(token), user.id, seconds(now) + VERIFY_TOKEN_TTL_SECONDS, newEmail);
  await sendMail(
    emailChangeMail({
      to: newEmail,
      name: user.name,
      link: `${siteUrl}/verify-email?token=${encodeURIComponent(token)}`,
      hours: VERIFY_TOKEN_TTL_SECONDS / 3600,
      brand: await cachedSystemSettings(),
      language: await mailLanguageOf(user.id),
    }),
  );
  return true;
}

export const EMAIL_CHANGED_MESSAGE = 'Your email address has been changed. Sign in with the new address from now on.';

/** The sign-up's mail. A failure is logged, not thrown: the account exists, and the banner offers a resend. */
export async function sendFirstVerificationMail(user: User, siteUrl: string, now = new Date(), language?: Language): Promise<void> {
  if (user.verificationRequired !== true) return;
  try {
    await mailLink(user, siteUrl, now, language);
  } catch (error) {
    logger.error('verification mail not sent', { error });
  }
}

/** A new link for the signed-in user; 429 once the hour's mails are spent. */
export async function resendVerification(userId: string, siteUrl: string, now = new Date()): Promise<{ message: string }> {
  const user = await getUser(userId);
  if (!user) throw new NotFoundError('User not found');
  if (!(await verificationPending(user))) return { message: 'Your email address is already verified.' };
  if (!(await mailLink(user, siteUrl, now))) {
    throw new TooManyRequestsError('Too many verification emails. Please try again in an hour.', 3600, 'VERIFY_MAIL_THROTTLED');
  }
  return { message: VERIFICATION_SENT_MESSAGE };
}

/**
 * Uses a mailed link: 404 when no such link was issued, 409 once used, 422 when expired (the
 * web page tells the three apart by code). Anyone holding the link may use it: it proves the
 * mailbox, not the session.
 */
export async function verifyEmail(
  token: string,
  now = new Date(),
  /** How a guest plan that can never start is paid back (guest-buyers.ts `joinGuestOrders`). */
  refund?: RefundPlanOrder,
): Promise<{ message: string }> {
  const tokenHash = hashToken(token);
  const found = await findVerifyToken(tokenHash);
  if (!found) throw new NotFoundError(VERIFY_LINK_INVALID_MESSAGE, 'VERIFY_LINK_INVALID');
  if (found.usedAt) throw new ConflictError(VERIFY_LINK_USED_MESSAGE, 'VERIFY_LINK_USED');
  if (found.validUntil <= seconds(now)) throw new UnprocessableError(VERIFY_LINK_EXPIRED_MESSAGE, 'VERIFY_LINK_EXPIRED');
  if (found.newEmail) {
    const user = await getUser(found.userId, { consistent: true });
    if (!user || user.deletedAt) throw new NotFoundError(VERIFY_LINK_INVALID_MESSAGE, 'VERIFY_LINK_INVALID');
    await useEmailChangeToken(tokenHash, user, found.newEmail, seconds(now), now.toISOString(), {
      onTokenTaken: () => new ConflictError(VERIFY_LINK_USED_MESSAGE, 'VERIFY_LINK_USED'),
      onEmailTaken: () => new ConflictError(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN'),
      onUserChanged: () => new ConflictError('Your email address changed meanwhile. Ask for a new link.', 'USER_CHANGED'),
    });
    await joinGuestOrders(user.id, refund);
    return { message: EMAIL_CHANGED_MESSAGE };
  }
  await useVerifyToken(tokenHash, found.userId, seconds(now), now.toISOString(), {
    // Another click on the same link won the race, or the link expired meanwhile.
    onTokenTaken: () => new ConflictError(VERIFY_LINK_USED_MESSAGE, 'VERIFY_LINK_USED'),
    onUserGone: () => new NotFoundError(VERIFY_LINK_INVALID_MESSAGE, 'VERIFY_LINK_INVALID'),
  });
  // The address is proven: what a guest bought with it joins the account.
  await joinGuestOrders(found.userId, refund);
  return { message: EMAIL_VERIFIED_MESSAGE };
}

/** GET /api/user/me: the profile and whether buying waits for verification. */
export async function me(userId: string): Promise<Me> {
  const user = await getUser(userId);
  if (!user) throw new NotFoundError('User not found');
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    emailVerificationPending: await verificationPending(user),
    avatar_url: await getAvatarKey(userId).then((key) => (key ? `/${key}` : null)),
  };
}
