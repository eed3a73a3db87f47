/**
 * Email-verification tokens, stored by their SHA-256 (the clear token only travels by mail). A
 * used token is marked, not deleted, and kept until its TTL, so a second click on the same link
 * reads as "already used" rather than "not valid"; `validUntil` is when it stops working,
 * `expiresAt` (TTL) when the table forgets it.
 */
import * as z from '../../shared/api/zod';
import { ENTITY, keys } from './keys';
import { entityType } from './entity-type';
import { userSearchTokens } from './search-tokens';
import { readTokenItem, saveTokenItem } from './token-items';
import { namedTransaction, updateOp, putNewOp, type NamedOp } from './transaction';
import { profileUpdateOp, releaseEmailOp, searchTokenOps, searchTokensAsRead, type User } from './users-repo';

const VerifyTokenItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    _type: entityType('verifyToken'),
    userId: z.string(),
    validUntil: z.number(),
    usedAt: z.optional(z.string()),
    /** Set on an email-change link: the (lower-cased) address the account moves to once the link is used. */
    newEmail: z.optional(z.string()),
  }),
);
export type VerifyToken = z.infer<typeof VerifyTokenItem>;

/** How long the table keeps a token after it stopped working, to explain a late click. */
const KEEP_AFTER_VALID_SECONDS = 30 * 24 * 3600;

export async function saveVerifyToken(tokenHash: string, userId: string, validUntil: number, newEmail?: string): Promise<void> {
  await saveTokenItem('verifyToken', tokenHash, {
    userId,
    validUntil,
    ...(newEmail ? { newEmail } : {}),
    expiresAt: validUntil + KEEP_AFTER_VALID_SECONDS,
  });
}

/** Transaction entry `token`: the token marked used, while unused, still valid and the user's. */
const tokenUseOp = (tokenHash: string, userId: string, nowSeconds: number, nowIso: string): NamedOp<'token'> =>
  updateOp('token', {
    Key: keys.verifyToken(tokenHash),
    UpdateExpression: 'SET usedAt = :at',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(usedAt) AND validUntil > :now AND userId = :uid',
    ExpressionAttributeValues: { ':at': nowIso, ':now': nowSeconds, ':uid': userId },
  });

export async function findVerifyToken(tokenHash: string): Promise<VerifyToken | undefined> {
  const stored = await readTokenItem('verifyToken', tokenHash);
  return stored ? VerifyTokenItem.parse(stored) : undefined;
}

/**
 * Marks the token used and the account verified in one transaction. The token's condition (not
 * used, still valid, same user) makes two concurrent uses of one link verify once: the other
 * gets `onTokenTaken`'s error.
 */
export async function useVerifyToken(
  tokenHash: string,
  userId: string,
  nowSeconds: number,
  nowIso: string,
  errors: { onTokenTaken: () => Error; onUserGone: () => Error },
): Promise<void> {
  await namedTransaction(
    [
      tokenUseOp(tokenHash, userId, nowSeconds, nowIso),
      profileUpdateOp('user', userId, {
        set: 'SET emailVerified = :yes, emailVerifiedAt = :at, updatedAt = :at',
        condition: 'attribute_exists(PK)',
        values: { ':yes': true, ':at': nowIso },
      }),
    ],
    { token: errors.onTokenTaken, user: errors.onUserGone },
  );
}

/**
 * Uses an email-change link: the token is marked used, the new address reserved (unique), the old
 * one freed, the account moved to the new address and its search token items to the new address's
 * tokens, all or nothing. The account must still have the address and the token list it had when
 * read (`user.email`, `user.searchTokens`), so a second change in between fails `user`.
 */
export async function useEmailChangeToken(
  tokenHash: string,
  user: Pick<User, 'id' | 'name' | 'email' | 'createdAt' | 'searchTokens'>,
  newEmail: string,
  nowSeconds: number,
  nowIso: string,
  errors: { onTokenTaken: () => Error; onEmailTaken: () => Error; onUserChanged: () => Error },
): Promise<void> {
  const tokens = userSearchTokens({ name: user.name, email: newEmail });
  const asRead = searchTokensAsRead(user);
  await namedTransaction(
    [
      tokenUseOp(tokenHash, user.id, nowSeconds, nowIso),
      putNewOp('newEmail', { ...keys.email(newEmail), _type: ENTITY.email, userId: user.id, createdAt: nowIso }),
      { name: 'oldEmail', op: releaseEmailOp(user) },
      profileUpdateOp('user', user.id, {
        set: 'SET email = :new, searchText = :search, searchTokens = :tokens, emailVerified = :yes, emailVerifiedAt = :at, updatedAt = :at',
        condition: `attribute_exists(PK) AND attribute_not_exists(deletedAt) AND email = :old AND ${asRead.condition}`,
        values: {
          ':new': newEmail,
          ':search': `${user.name.toLowerCase()} ${newEmail}`,
          ':tokens': tokens,
          ':yes': true,
          ':at': nowIso,
          ':old': user.email,
          ...asRead.values,
        },
      }),
      // The search finds the account by its new address only.
      ...searchTokenOps(user, user.searchTokens ?? [], tokens),
    ],
    { token: errors.onTokenTaken, newEmail: errors.onEmailTaken, user: errors.onUserChanged },
  );
}
