/** Account rules: registration, sign-in with lockout, password reset and change. */
import { createHash, randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import type { AuthUser, ChangePasswordBody, LoginBody, RegisterBody, ResetPasswordBody, Role } from '../../../shared/api/auth';
import {
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_SECONDS,
  RESET_MAILS_PER_HOUR,
  RESET_TOKEN_TTL_SECONDS,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '../../../shared/constants';
import { consumeResetToken, findResetToken, INVALID_RESET_TOKEN_MESSAGE, saveResetToken } from '../../data/reset-tokens-repo';
import { clearWindow, hit, readWindow, recordHit } from '../../data/throttle-repo';
import { createUser, findUserByEmail, getUser, setPasswordHash, type User } from '../../data/users-repo';
import { countEvent } from '../../lib/metrics';
import { sendMail } from '../../mail/mailer';
import { passwordResetMail } from '../../mail/templates';
import { NotFoundError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../errors';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './passwords';

const LOGIN_SCOPE = 'LOGIN';
const RESET_MAIL_SCOPE = 'RESET_MAIL';

const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

export const toAuthUser = (user: User): AuthUser => ({ id: user.id, name: user.name, email: user.email, role: user.role });

export async function register(input: RegisterBody, now = new Date(), role: Role = 'user'): Promise<AuthUser> {
  const at = now.toISOString();
  const user: User = {
    id: ulid(now.getTime()),
    name: input.name,
    email: input.email.toLowerCase(),
    role,
    passwordHash: await hashPassword(input.password),
    createdAt: at,
    updatedAt: at,
  };
  await createUser(user);
  return toAuthUser(user);
}

async function assertNotLockedOut(emailLower: string, now: Date): Promise<void> {
  const window = await readWindow(LOGIN_SCOPE, emailLower, seconds(now));
  if (window && window.count >= LOGIN_MAX_FAILURES) {
    throw new TooManyRequestsError(TOO_MANY_ATTEMPTS_MESSAGE, window.expiresAt - seconds(now), 'LOGIN_LOCKED');
  }
}

/**
 * Unknown email and wrong password answer alike (same message, same scrypt cost). Failures
 * count per address; at LOGIN_MAX_FAILURES within the window further attempts get 429.
 */
export async function login(input: LoginBody, now = new Date()): Promise<User> {
  const emailLower = input.email.toLowerCase();
  await assertNotLockedOut(emailLower, now);
  const user = await findUserByEmail(emailLower);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !ok) {
    countEvent('LoginsFailed');
    await recordHit(LOGIN_SCOPE, emailLower, LOGIN_WINDOW_SECONDS, seconds(now));
    throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
  }
  await clearWindow(LOGIN_SCOPE, emailLower);
  if (needsRehash(user.passwordHash)) {
    await setPasswordHash(user.id, await hashPassword(input.password), now.toISOString());
  }
  return user;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mails a single-use reset token. Answers the same whether or not the account exists, and
 * the token only ever travels by mail.
 */
export async function requestPasswordReset(email: string, siteUrl: string, now = new Date()): Promise<void> {
  const emailLower = email.toLowerCase();
  const quota = await hit(RESET_MAIL_SCOPE, emailLower, RESET_MAILS_PER_HOUR, 3600, seconds(now));
  if (!quota.allowed) return;
  const user = await findUserByEmail(emailLower);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await saveResetToken(hashToken(token), user.id, seconds(now) + RESET_TOKEN_TTL_SECONDS);
  await sendMail(
    passwordResetMail({
      to: user.email,
      name: user.name,
      token,
      link: `${siteUrl}/auth?reset=${encodeURIComponent(token)}`,
      minutes: RESET_TOKEN_TTL_SECONDS / 60,
    }),
  );
}

export async function resetPassword(input: ResetPasswordBody, now = new Date()): Promise<void> {
  const tokenHash = hashToken(input.token);
  const found = await findResetToken(tokenHash, seconds(now));
  if (!found) throw new ValidationError(INVALID_RESET_TOKEN_MESSAGE);
  await consumeResetToken(tokenHash, found.userId, await hashPassword(input.newPassword), seconds(now), now.toISOString());
  const user = await getUser(found.userId);
  if (user) await clearWindow(LOGIN_SCOPE, user.email.toLowerCase());
}

/**
 * A wrong current password is a 400, not a 401: the session itself is valid, and a 401 would
 * sign the user out. Wrong guesses count toward the same lockout as sign-in.
 */
export async function changePassword(userId: string, input: ChangePasswordBody, now = new Date()): Promise<void> {
  const user = await getUser(userId);
  if (!user) throw new NotFoundError('User not found');
  const emailLower = user.email.toLowerCase();
  await assertNotLockedOut(emailLower, now);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    await recordHit(LOGIN_SCOPE, emailLower, LOGIN_WINDOW_SECONDS, seconds(now));
    throw new ValidationError('Current password is incorrect', [{ path: 'body.currentPassword', message: 'Current password is incorrect' }]);
  }
  if (input.currentPassword === input.newPassword) {
    throw new ValidationError('New password must be different from the current password', [
      { path: 'body.newPassword', message: 'New password must be different from the current password' },
    ]);
  }
  await setPasswordHash(userId, await hashPassword(input.newPassword), now.toISOString());
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
  await register({ name: 'Administrator', email, password: chosen }, new Date(), 'admin');
  return { created: true, password: password ? undefined : chosen };
}
