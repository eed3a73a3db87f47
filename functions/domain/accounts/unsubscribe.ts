/**
 * One-click unsubscribe from the new-release mails (issue 20): the link carries the user id and
 * an HMAC of it under a key derived from the session-signing secret, so it works without signing
 * in, cannot be guessed for another account, and needs nothing stored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { turnOffEmailUpdates } from '../../data/account-repo';
import { getSecrets } from '../../lib/secrets';
import { NotFoundError } from '../../kernel/errors';

const PURPOSE = 'unsubscribe:emailUpdates:';

async function macOf(userId: string): Promise<Buffer> {
  const { jwtSecret } = await getSecrets();
  // A key of its own: a token for this purpose can never pass as a session signature, or the reverse.
  const key = createHmac('sha256', jwtSecret).update('music-marketplace/unsubscribe').digest();
  return createHmac('sha256', key).update(`${PURPOSE}${userId}`).digest();
}

/** `<userId>.<base64url HMAC>`: what the mail's unsubscribe links carry. */
export async function unsubscribeToken(userId: string): Promise<string> {
  return `${userId}.${(await macOf(userId)).toString('base64url')}`;
}

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid';

/** Turns the account's emailUpdates off; a second use of the same link changes nothing and succeeds. */
export async function unsubscribeWithToken(token: string, now = new Date()): Promise<{ message: string }> {
  const [userId, mac, extra] = token.split('.');
  const given = Buffer.from(mac ?? '', 'base64url');
  const expected = userId ? await macOf(userId) : undefined;
  if (extra !== undefined || !userId || !expected || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new NotFoundError(INVALID_UNSUBSCRIBE_LINK, 'UNSUBSCRIBE_LINK_INVALID');
  }
  await turnOffEmailUpdates(userId, now.toISOString());
  return { message: 'You will no longer get emails about new releases.' };
}
