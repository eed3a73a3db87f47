import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { ValidationError } from '../kernel/errors';
import { ddb, tableName } from './client';
import { cancellationReasons } from './dynamo-errors';
import { keys } from './keys';
import { entityType } from './entity-type';
import { readTokenItem, saveTokenItem } from './token-items';

const ResetTokenItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    _type: entityType('resetToken'),
    userId: z.string(),
    /** The user's `passwordVersion` when the token was issued; missing on tokens older than it (0). */
    passwordVersion: z._default(z.number().check(z.int(), z.nonnegative()), 0),
    expiresAt: z.number(),
  }),
);

export const INVALID_RESET_TOKEN_MESSAGE = 'Invalid or expired reset token';

/** Stands in for a user on tokens issued for unknown addresses: no account has this id. */
const NO_USER_ID = 'NONE';

export interface ResetTokenGrant {
  userId: string;
  passwordVersion: number;
}

/**
 * Stores a token for a password reset (its SHA-256, never the token). For an unknown address
 * the same write happens with no user behind it, so the two cost alike; such a token can never
 * be used, as no account matches it.
 */
export async function saveResetToken(tokenHash: string, grant: ResetTokenGrant | undefined, expiresAt: number): Promise<void> {
  await saveTokenItem('resetToken', tokenHash, {
    userId: grant?.userId ?? NO_USER_ID,
    passwordVersion: grant?.passwordVersion ?? 0,
    expiresAt,
  });
}

export async function findResetToken(tokenHash: string, nowSeconds: number): Promise<ResetTokenGrant | undefined> {
  const stored = await readTokenItem('resetToken', tokenHash);
  if (!stored) return undefined;
  const item = ResetTokenItem.parse(stored);
  if (item.expiresAt <= nowSeconds || item.userId === NO_USER_ID) return undefined;
  return { userId: item.userId, passwordVersion: item.passwordVersion };
}

/**
 * Deletes the token and sets the new password in one transaction. The delete is conditional, so
 * of two concurrent uses of one token exactly one succeeds; the password is only set while the
 * user's `passwordVersion` is still the token's, and the write moves it on, so every other token
 * issued before (and any token older than a password change) stops working.
 */
export async function consumeResetToken(
  tokenHash: string,
  grant: ResetTokenGrant,
  passwordHash: string,
  nowSeconds: number,
  nowIso: string,
): Promise<void> {
  const versionMatches =
    grant.passwordVersion === 0 ? '(attribute_not_exists(passwordVersion) OR passwordVersion = :v)' : 'passwordVersion = :v';
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName,
              Key: keys.resetToken(tokenHash),
              ConditionExpression: 'attribute_exists(PK) AND expiresAt > :now AND userId = :uid',
              ExpressionAttributeValues: { ':now': nowSeconds, ':uid': grant.userId },
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: keys.user(grant.userId),
              UpdateExpression: 'SET passwordHash = :h, updatedAt = :at, passwordVersion = :next',
              ConditionExpression: `attribute_exists(PK) AND ${versionMatches}`,
              ExpressionAttributeValues: {
                ':h': passwordHash,
                ':at': nowIso,
                ':v': grant.passwordVersion,
                ':next': grant.passwordVersion + 1,
              },
            },
          },
        ],
      }),
    );
  } catch (error) {
    // Either entry failing means the same to the user: this token no longer works.
    if (cancellationReasons(error)) throw new ValidationError(INVALID_RESET_TOKEN_MESSAGE);
    throw error;
  }
}
