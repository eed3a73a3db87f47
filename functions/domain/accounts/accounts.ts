/**
 * Account rules: registration, sign-in with lockout, password reset and change.
 *
 * Limits (numbers in shared/constants.ts, documented in the README) are claimed before the work
 * they guard, so concurrent requests cannot run more password checks than the limit allows:
 * - per account and client: LOGIN_MAX_FAILURES failed sign-ins per window. Someone guessing from
 *   one address locks only that address out of the account; its owner elsewhere still signs in.
 * - per client: LOGIN_CLIENT_MAX_FAILURES failed sign-ins, whatever the accounts.
 * - per account: LOGIN_ACCOUNT_MAX_FAILURES from all clients together (a distributed guesser); a
 *   password reset lifts it.
 * A successful sign-in gives its attempt back and forgives the account-and-client failures before it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ulid } from 'ulid';
import type { AuthUser, ChangePasswordBody, LoginBody, RegisterBody, ResetPasswordBody, Role } from '../../../shared/api/auth';
import {
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_ACCOUNT_MAX_FAILURES,
  LOGIN_CLIENT_MAX_FAILURES,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_SECONDS,
  REGISTER_MAX_REFUSED,
  REGISTER_WINDOW_SECONDS,
  RESET_MAILS_PER_HOUR,
  RESET_TOKEN_TTL_SECONDS,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '../../../shared/constants';
import { consumeResetToken, findResetToken, INVALID_RESET_TOKEN_MESSAGE, saveResetToken } from '../../data/reset-tokens-repo';
import { throttleScopes } from '../../data/keys';
import { claimAttempt, clearAttempts, clearAttemptsUpTo, hit, releaseAttempt, type AttemptLimit } from '../../data/throttle-repo';
import {
  changePasswordHash,
  createUser,
  findUserByEmail,
  getUser,
  recordLogin,
  upgradePasswordHash,
  type User,
} from '../../data/users-repo';
import { logger } from '../../lib/log';
import { countEvent } from '../../lib/metrics';
import { DEFAULT_USER_SETTINGS, type Language } from '../../../shared/api/account';
import { putUserSettings } from '../../data/account-repo';
import { sendMail } from '../../mail/mailer';
import { accountInviteMail, passwordResetMail } from '../../mail/templates';
import { cachedSystemSettings } from '../settings/system-settings';
import { ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../../kernel/errors';
import { ACCOUNT_SUSPENDED_MESSAGE } from './sessions';
import type { RefundPlanOrder } from '../orders/guest-buyers';
import { mailLanguageOf, sendFirstVerificationMail, verificationAtSignUp } from './email-verification';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { passwordProblem } from '../../../shared/password-policy';

const RESET_MAIL_SCOPE = throttleScopes.resetMail;

const languageOf = mailLanguageOf;
/** The user id whose settings an unknown address's reset request reads (no account has it). */
const NOBODY = 'unknown-address';
/** Who asks when the caller is already signed in (a password change): the session, not an address. */
const sessionClient = (userId: string) => `session:${userId}`;
/**
 * A forgot-password request answers no sooner than this after it arrived, mail or no mail: the
 * mail transport's latency must not tell a known address from an unknown one.
 */
export const FORGOT_PASSWORD_MIN_MS = 400;

const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

export const toAuthUser = (user: User): AuthUser => ({ id: user.id, name: user.name, email: user.email, role: user.role });

/** The three sign-in limits for one account and one client. */
function signInLimits(emailLower: string, client: string) {
  const window = LOGIN_WINDOW_SECONDS;
  const accountAndClient: AttemptLimit = {
    scope: throttleScopes.login,
    subject: `${emailLower}#${client}`,
    limit: LOGIN_MAX_FAILURES,
    windowSeconds: window,
  };
  const clientOnly: AttemptLimit = {
    scope: throttleScopes.loginClient,
    subject: client,
    limit: LOGIN_CLIENT_MAX_FAILURES,
    windowSeconds: window,
  };
  const account: AttemptLimit = {
    scope: throttleScopes.loginAccount,
    subject: emailLower,
    limit: LOGIN_ACCOUNT_MAX_FAILURES,
    windowSeconds: window,
  };
  return { accountAndClient, clientOnly, account, all: [accountAndClient, clientOnly, account] };
}

/**
 * Takes a password check from the sign-in limits, or refuses with 429 before any check runs.
 * Returns what to do once the check is known.
 */
async function claimPasswordCheck(emailLower: string, client: string, now: Date, extra: AttemptLimit[] = []) {
  const limits = signInLimits(emailLower, client);
  const claimedAt = seconds(now);
  const claim = await claimAttempt([...limits.all, ...extra], claimedAt);
  if (!claim.allowed) throw new TooManyRequestsError(TOO_MANY_ATTEMPTS_MESSAGE, claim.retryAfter, 'LOGIN_LOCKED');
  const [accountAndClient, ...others] = claim.slots;
  return {
    /** A right password: it was no failure, and this client's earlier failures on the account are forgiven. */
    succeeded: async () => {
      await Promise.all([releaseAttempt(others), clearAttemptsUpTo(accountAndClient!)]);
    },
  };
}

/**
 * The password policy's rule that needs the account (not the email or its name part); the rest
 * ran when the body was parsed (shared/api/auth.ts Password). 400 naming the rule.
 */
function assertPasswordAllowed(password: string, email: string, field: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw new ValidationError(problem, [{ path: `body.${field}`, message: problem }]);
}

async function newUser(input: RegisterBody, now: Date, role: Role): Promise<User> {
  const at = now.toISOString();
  return {
    id: ulid(now.getTime()),
    name: input.name,
    email: input.email.toLowerCase(),
    role,
    passwordHash: await hashPassword(input.password),
    passwordVersion: 0,
    status: 'active',
    createdAt: at,
    updatedAt: at,
  };
}

/** Creates an account with no limit on who asks: the seeded admin, operator scripts. */
export async function createAccount(input: RegisterBody, now = new Date(), role: Role = 'user'): Promise<AuthUser> {
  const user = await newUser(input, now, role);
  await createUser(user);
  return toAuthUser(user);
}

/**
 * Self-service registration. A registration that creates no account (above all a taken email,
 * which tells that the address has an account) counts against the client: REGISTER_MAX_REFUSED
 * per window, then 429 with Retry-After. One that succeeds gives its attempt back. The slot is
 * taken after the slow hashing, so concurrent sign-ups from one address hold it only briefly.
 * While the store requires email verification, the account records it and gets the link by mail.
 */
export async function register(
  input: RegisterBody,
  client: string,
  siteUrl: string,
  now = new Date(),
  /** The language the visitor's browser asked in: the verification mail's. */
  language: Language = 'en',
): Promise<AuthUser> {
  assertPasswordAllowed(input.password, input.email, 'password');
  const user: User = { ...(await newUser(input, now, 'user')), ...(await verificationAtSignUp()) };
  const limit: AttemptLimit = {
    scope: throttleScopes.register,
    subject: client,
    limit: REGISTER_MAX_REFUSED,
    windowSeconds: REGISTER_WINDOW_SECONDS,
  };
  const claimedAt = seconds(now);
  const claim = await claimAttempt([limit], claimedAt);
  if (!claim.allowed) {
    throw new TooManyRequestsError('Too many registration attempts. Please try again later.', claim.retryAfter, 'REGISTER_THROTTLED');
  }
  await createUser(user);
  await releaseAttempt(claim.slots);
  await startInLanguage(user.id, language, now);
  await sendFirstVerificationMail(user, siteUrl, now, language);
  return toAuthUser(user);
}

/**
 * A new account starts in the language its visitor used (their `language` preference), so
 * signing in keeps the site and the mails in it. English is the default and costs no write; a
 * failed write only leaves the default (the account exists either way).
 */
async function startInLanguage(userId: string, language: Language, now: Date): Promise<void> {
  if (language === 'en') return;
  try {
    await putUserSettings(userId, { ...DEFAULT_USER_SETTINGS, language }, now.toISOString());
  } catch (error) {
    logger.error('language setting not saved', { error });
  }
}

/**
 * Unknown email and wrong password answer alike (same message, same reads, same scrypt cost).
 * `client` is the caller's address (see `clientAddress` in lib/auth.ts).
 */
export async function login(
  input: LoginBody,
  client: string,
  now = new Date(),
  /** How a guest plan that can never start is paid back (guest-buyers.ts `joinGuestOrders`). */
  refund?: RefundPlanOrder,
): Promise<User> {
  const emailLower = input.email.toLowerCase();
  const check = await claimPasswordCheck(emailLower, client, now);
  const user = await findUserByEmail(emailLower);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !ok) {
    countEvent('LoginsFailed');
    throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
  }
  await check.succeeded();
  // Only after the password proved the caller owns the account: a stranger learns nothing.
  if (user.status === 'suspended') throw new ForbiddenError(ACCOUNT_SUSPENDED_MESSAGE, 'ACCOUNT_SUSPENDED');
  if (needsRehash(user.passwordHash)) await upgradePasswordHash(user.id, user.passwordHash, await hashPassword(input.password));
  await recordLogin(user.id, now.toISOString());
  // An address the account has proven (verified before it bought as a guest, signed out): what it
  // bought as a guest since joins the account now, as a verification does.
  if (user.emailVerified === true) await (await import('../orders/guest-buyers')).joinGuestOrders(user.id, refund);
  return user;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mails a single-use reset token. Answers the same whether or not the account exists: the same
 * reads and writes (a token nobody can use is stored for an unknown address), and no sooner than
 * FORGOT_PASSWORD_MIN_MS, so neither the work nor the mail's latency tells the two apart. The
 * token only ever travels by mail.
 */
export async function requestPasswordReset(
  email: string,
  siteUrl: string,
  now = new Date(),
  minMs = FORGOT_PASSWORD_MIN_MS,
): Promise<void> {
  const answerAt = performance.now() + minMs;
  try {
    const emailLower = email.toLowerCase();
    const quota = await hit(RESET_MAIL_SCOPE, emailLower, RESET_MAILS_PER_HOUR, 3600, seconds(now));
    if (!quota.allowed) return;
    const user = await findUserByEmail(emailLower);
    const token = randomBytes(32).toString('base64url');
    const grant = user ? { userId: user.id, passwordVersion: user.passwordVersion } : undefined;
    await saveResetToken(hashToken(token), grant, seconds(now) + RESET_TOKEN_TTL_SECONDS);
    // Read for both kinds of address (the mail's brand and language; an unknown address reads a
    // settings item nobody has), so the reads do not tell them apart.
    const brand = await cachedSystemSettings();
    const language = await languageOf(user?.id ?? NOBODY);
    if (!user) return;
    try {
      await sendMail(
        passwordResetMail({
          language,
          to: user.email,
          name: user.name,
          token,
          link: `${siteUrl}/auth?reset=${encodeURIComponent(token)}`,
          minutes: RESET_TOKEN_TTL_SECONDS / 60,
          brand,
        }),
      );
    } catch (error) {
      // A 500 for a known address (and 200 for an unknown one) would tell them apart; the owner can ask again.
      logger.error('password reset mail not sent', { error });
    }
  } finally {
    const wait = answerAt - performance.now();
    if (wait > 0) await sleep(wait);
  }
}

/** How long an invitation's set-your-password link stays valid (a reset link: RESET_TOKEN_TTL_SECONDS). */
export const INVITE_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/**
 * Mails `user` a single-use link to set their password, through the same token store as the
 * forgot-password mail: `reset` when an admin sends a reset, `invite` for an account an admin
 * made. Unlike the public request, the caller is an admin, so a failed mail is an error.
 */
export async function mailPasswordLink(user: User, siteUrl: string, kind: 'reset' | 'invite', now = new Date()): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const ttl = kind === 'invite' ? INVITE_TOKEN_TTL_SECONDS : RESET_TOKEN_TTL_SECONDS;
  await saveResetToken(hashToken(token), { userId: user.id, passwordVersion: user.passwordVersion }, seconds(now) + ttl);
  const link = `${siteUrl}/auth?reset=${encodeURIComponent(token)}`;
  const brand = await cachedSystemSettings();
  await sendMail(
    kind === 'invite'
      ? accountInviteMail({ to: user.email, name: user.name, link, days: ttl / 86400, brand, language: await languageOf(user.id) })
      : passwordResetMail({ to: user.email, name: user.name, token, link, minutes: ttl / 60, brand, language: await languageOf(user.id) }),
  );
}

/**
 * Sets the password from a mailed token. Ends every other outstanding token of the account, and
 * lifts the account-wide sign-in lock (and `client`'s own), since the mailbox owner asked.
 */
export async function resetPassword(input: ResetPasswordBody, client: string, now = new Date()): Promise<void> {
  const tokenHash = hashToken(input.token);
  const grant = await findResetToken(tokenHash, seconds(now));
  if (!grant) throw new ValidationError(INVALID_RESET_TOKEN_MESSAGE);
  const user = await getUser(grant.userId);
  if (user) assertPasswordAllowed(input.newPassword, user.email, 'newPassword');
  await consumeResetToken(tokenHash, grant, await hashPassword(input.newPassword), seconds(now), now.toISOString());
  if (user) {
    const limits = signInLimits(user.email.toLowerCase(), client);
    await clearAttempts([limits.account, limits.accountAndClient]);
  }
}

/**
 * A wrong current password is a 400, not a 401: the session itself is valid, and a 401 would
 * sign the user out. Wrong guesses are failed sign-ins of `client` on the account (the same
 * lockout: 429 here and at sign-in from that address), and are also counted per session, so a
 * stolen session gets no more guesses by changing address. A change ends every outstanding reset
 * token and every session; the caller issues this device a new one.
 */
export async function changePassword(
  userId: string,
  input: ChangePasswordBody,
  client: string,
  now = new Date(),
): Promise<Pick<User, 'id' | 'role' | 'name' | 'passwordVersion'>> {
  const user = await getUser(userId);
  if (!user) throw new NotFoundError('User not found');
  const emailLower = user.email.toLowerCase();
  const perSession: AttemptLimit = {
    scope: throttleScopes.login,
    subject: `${emailLower}#${sessionClient(userId)}`,
    limit: LOGIN_MAX_FAILURES,
    windowSeconds: LOGIN_WINDOW_SECONDS,
  };
  const check = await claimPasswordCheck(emailLower, client, now, [perSession]);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new ValidationError('Current password is incorrect', [
      { path: 'body.currentPassword', message: 'Current password is incorrect' },
    ]);
  }
  await check.succeeded();
  assertPasswordAllowed(input.newPassword, user.email, 'newPassword');
  if (input.currentPassword === input.newPassword) {
    throw new ValidationError('New password must be different from the current password', [
      { path: 'body.newPassword', message: 'New password must be different from the current password' },
    ]);
  }
  const passwordVersion = await changePasswordHash(userId, await hashPassword(input.newPassword), now.toISOString());
  return { id: user.id, role: user.role, name: user.name, passwordVersion };
}

/**
 * Whether `password` is the account's, counted against the same limits as a password change
 * (429 once exhausted), so a stolen session cannot guess the password through a confirmation.
 */
export async function isOwnPassword(
  user: Pick<User, 'id' | 'email' | 'passwordHash'>,
  password: string,
  now = new Date(),
): Promise<boolean> {
  const check = await claimPasswordCheck(user.email.toLowerCase(), sessionClient(user.id), now);
  if (!(await verifyPassword(password, user.passwordHash))) return false;
  await check.succeeded();
  return true;
}

export async function getProfile(userId: string): Promise<AuthUser> {
  const user = await getUser(userId);
  if (!user) throw new NotFoundError('User not found');
  return toAuthUser(user);
}

/**
 * The seeded admin. Idempotent: an existing account with that email is left as it is. When no
 * password is given one is generated and returned once, for the operator to note.
 */
export async function ensureAdmin(email: string, password?: string): Promise<{ created: boolean; password?: string }> {
  if (await findUserByEmail(email)) return { created: false };
  const chosen = password ?? randomBytes(15).toString('base64url');
  await createAccount({ name: 'Administrator', email, password: chosen }, new Date(), 'admin');
  return { created: true, password: password ? undefined : chosen };
}
