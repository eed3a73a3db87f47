/**
 * Attempt limits (sign-in, registration) against the stack's DynamoDB, with the clock in the
 * test's hands: a window is opened by its first attempt, so a guesser gets `limit` attempts per
 * window length however the attempts fall across calendar boundaries, and a give-back lands only
 * in the window it was taken from.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isLocalStack } from '../helpers/api';
import { setFunctionEnv } from '../helpers/function-env';
import { stack } from '../helpers/stack';

describe.skipIf(!isLocalStack())('attempt windows', async () => {
  setFunctionEnv();
  Object.assign(process.env, { TABLE_NAME: 'marketplace', AWS_ENDPOINT_URL_DYNAMODB: stack().ddbEndpoint });
  const { claimAttempt, releaseAttempt, clearAttemptsUpTo } = await import('../../functions/data/throttle-repo');
  const limitOf = (limit: number, windowSeconds = 900) => ({ scope: 'TEST', subject: randomUUID(), limit, windowSeconds });

  it('allows `limit` attempts per window even when they straddle a calendar boundary', async () => {
    const limit = limitOf(5);
    const boundary = 1_800_000_000; // a multiple of 900: a fixed window would reset here
    for (let i = 0; i < 5; i++) expect((await claimAttempt([limit], boundary - 3 + i)).allowed).toBe(true);
    const refused = await claimAttempt([limit], boundary + 5);
    expect(refused).toEqual({ allowed: false, scope: 'TEST', retryAfter: 900 - 3 - 5 });
    expect((await claimAttempt([limit], boundary - 3 + 900)).allowed).toBe(true);
  });

  it('of concurrent claims, exactly `limit` succeed', async () => {
    const limit = limitOf(7);
    const now = 1_800_000_100;
    const claims = await Promise.all(Array.from({ length: 20 }, () => claimAttempt([limit], now)));
    expect(claims.filter((c) => c.allowed)).toHaveLength(7);
  });

  it('gives an attempt back to its own window, never to the next one', async () => {
    const limit = limitOf(2, 60);
    const t0 = 1_800_000_200;
    const first = await claimAttempt([limit], t0);
    expect(first.allowed).toBe(true);
    expect((await claimAttempt([limit], t0 + 1)).allowed).toBe(true);
    // The window closes; two new attempts fill the next one; the stale give-back must not free a slot.
    expect((await claimAttempt([limit], t0 + 61)).allowed).toBe(true);
    expect((await claimAttempt([limit], t0 + 62)).allowed).toBe(true);
    if (first.allowed) await releaseAttempt(first.slots);
    expect((await claimAttempt([limit], t0 + 63)).allowed).toBe(false);
  });

  it('a success forgives the failures before it, but not a full window claimed meanwhile', async () => {
    const limit = limitOf(3);
    const now = 1_800_000_300;
    const success = await claimAttempt([limit], now);
    if (!success.allowed) throw new Error('first claim refused');
    await claimAttempt([limit], now);
    await clearAttemptsUpTo(success.slots[0]!);
    expect((await claimAttempt([limit], now)).allowed).toBe(true);
    expect((await claimAttempt([limit], now)).allowed).toBe(false);

    const other = limitOf(3);
    const last = await claimAttempt([other], now);
    if (!last.allowed) throw new Error('claim refused');
    await clearAttemptsUpTo(last.slots[0]!);
    for (let i = 0; i < 3; i++) expect((await claimAttempt([other], now)).allowed).toBe(true);
    expect((await claimAttempt([other], now)).allowed).toBe(false);
  });
});
