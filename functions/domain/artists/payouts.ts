/**
 * Payouts (issue 24): an artist asks for part of their balance; the request holds the amount with a
 * condition on the balance item (so concurrent requests never take it below zero); an admin marks
 * it paid with the transfer's reference or rejects it with a reason (the amount returns to the
 * balance). Either decision mails the artist in their language.
 */
import { ulid } from 'ulid';
import {
  INSUFFICIENT_BALANCE_MESSAGE,
  minPayoutMessage,
  PAYOUT_PROMISE,
  type AdminPayouts,
  type Payout,
  type PayoutBody,
} from '../../../shared/api/artist';
import { toMajor, toMinor } from '../../../shared/money';
import {
  decidePayout,
  getPayout,
  InsufficientBalance,
  insertPayout,
  listArtistPayouts,
  listPayoutsByStatus,
  PayoutNotOpen,
  type PayoutRecord,
} from '../../data/artist-payouts-repo';
import { getBalances } from '../../data/artist-ledger-repo';
import { cancelledByConflict } from '../../data/transaction';
import { getUser } from '../../data/users-repo';
import { ConflictError, NotFoundError, ValidationError } from '../../kernel/errors';
import { logger } from '../../lib/log';
import { sendMail } from '../../mail/mailer';
import { payoutDecidedMail } from '../../mail/payout-mail';
import { preferencesOf } from '../accounts/self-service';
import { cachedSystemSettings } from '../settings/system-settings';
import { requireArtist } from './accounts';

const DAY_MS = 86_400_000;

/** Wallet numbers shown with the middle hidden; a bank account with its last four digits. */
const maskAccount = (account: string) => (account.length <= 4 ? account : `${'•'.repeat(account.length - 4)}${account.slice(-4)}`);

const toPayout = (p: PayoutRecord, mask = false): Payout => ({
  id: p.id,
  amount: toMajor(p.amountMinor),
  currency: 'BDT',
  method: p.method,
  account: mask ? maskAccount(p.account) : p.account,
  status: p.status,
  requested_at: p.requestedAt,
  decided_at: p.decidedAt ?? null,
  reference: p.reference ?? null,
  reason: p.reason ?? null,
});

export async function requestPayout(userId: string, body: PayoutBody, now = new Date()): Promise<Payout> {
  const [profile, { minPayout }] = await Promise.all([requireArtist(userId), cachedSystemSettings()]);
  if (body.amount < minPayout) {
    const message = minPayoutMessage(minPayout);
    throw new ValidationError(message, [{ path: 'body.amount', message }]);
  }
  const record: PayoutRecord = {
    id: ulid(now.getTime()),
    artistId: userId,
    artistName: profile.artistName,
    amountMinor: toMinor(body.amount),
    method: body.method,
    account: body.account,
    status: 'requested',
    requestedAt: now.toISOString(),
  };
  try {
    await insertPayout(record);
  } catch (error) {
    if (error instanceof InsufficientBalance) throw new ConflictError(INSUFFICIENT_BALANCE_MESSAGE, 'INSUFFICIENT_BALANCE');
    if (cancelledByConflict(error)) throw new ConflictError('Another payout request is being made; try again', 'PAYOUT_BUSY');
    throw error;
  }
  return toPayout(record);
}

export async function myPayouts(userId: string): Promise<Payout[]> {
  await requireArtist(userId);
  return (await listArtistPayouts(userId)).map((p) => toPayout(p));
}

export async function adminPayouts(status: 'requested' | 'paid' | 'rejected', now = new Date()): Promise<AdminPayouts> {
  const payouts = await listPayoutsByStatus(status);
  const balances = await getBalances([...new Set(payouts.map((p) => p.artistId))]);
  return {
    promise: PAYOUT_PROMISE,
    payouts: payouts.map((p) => {
      const b = balances.get(p.artistId);
      return {
        ...toPayout(p),
        artist_id: p.artistId,
        artist_name: p.artistName,
        balance: toMajor((b?.availableMinor ?? 0) + (b?.heldMinor ?? 0)),
        age_days: Math.max(0, Math.floor((now.getTime() - Date.parse(p.requestedAt)) / DAY_MS)),
      };
    }),
  };
}

export async function decideArtistPayout(
  payoutId: string,
  status: 'paid' | 'rejected',
  note: string,
  siteUrl: string,
  now = new Date(),
): Promise<Payout> {
  const payout = await getPayout(payoutId, true);
  if (!payout) throw new NotFoundError('Payout not found', 'PAYOUT_NOT_FOUND');
  const decided = () =>
    new ConflictError(`This payout was already ${payout.status === 'requested' ? 'decided' : payout.status}`, 'PAYOUT_DECIDED');
  if (payout.status !== 'requested') throw decided();
  const at = now.toISOString();
  try {
    await decidePayout(payout, status, at, note);
  } catch (error) {
    if (error instanceof PayoutNotOpen) throw decided();
    throw error;
  }
  const next: PayoutRecord = { ...payout, status, decidedAt: at, ...(status === 'paid' ? { reference: note } : { reason: note }) };
  await mailArtist(next, siteUrl).catch((error: unknown) => logger.error('payout mail failed', { error, payoutId }));
  return toPayout(next);
}

async function mailArtist(p: PayoutRecord, siteUrl: string): Promise<void> {
  const user = await getUser(p.artistId);
  if (!user || user.deletedAt) return;
  const [brand, preferences] = await Promise.all([cachedSystemSettings(), preferencesOf(p.artistId)]);
  await sendMail(
    payoutDecidedMail({
      to: user.email,
      name: user.name,
      status: p.status === 'paid' ? 'paid' : 'rejected',
      amount: toMajor(p.amountMinor),
      method: p.method,
      note: (p.status === 'paid' ? p.reference : p.reason) ?? '',
      studioUrl: `${siteUrl}/studio`,
      brand,
      language: preferences.language,
    }),
  );
}
