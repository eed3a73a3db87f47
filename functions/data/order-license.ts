/**
 * The licence tier an order was placed under (issue 25), kept on the order and its licence as a
 * snapshot: a later change of the tier never changes a sold contract.
 */
import * as z from '../../shared/api/zod';
import { Deliverable, LicenseTerms } from '../../shared/api/licenses';
import type { NamedOp, TransactOp } from './transaction';

export const TierSnapshot = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    tier: z.string(),
    name: z.string(),
    deliverables: z.array(Deliverable),
    terms: LicenseTerms,
    exclusive: z.boolean(),
    /** An upgrade: the licence it replaces, and what was paid for it (US cents). */
    upgradeFrom: z.optional(z.string()),
    upgradeCreditCents: z.optional(z.number()),
  }),
);
export type TierSnapshot = z.infer<typeof TierSnapshot>;

/**
 * What a licence tier adds to a song order's approval transaction (issue 25): the song's own
 * update when it differs (an exclusive takes the song off sale with its counters), moves of the
 * songs' status counts, and entries of its own (an upgraded licence marked) with their errors.
 */
export interface TierApproval {
  songOp?: TransactOp;
  songStatsDeltas?: Record<string, number>;
  ops?: NamedOp<string>[];
  errors?: Record<string, () => Error>;
}
