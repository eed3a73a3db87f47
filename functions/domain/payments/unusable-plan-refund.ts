/**
 * A plan the store pays back by itself, through the same refund path as an admin's refund: a guest
 * plan that joins an account with a lifetime plan, which it could never follow. The refund path is
 * loaded only then, so the sign-in and verification routes that hand this in stay lean.
 */
import { env } from '../../lib/env';
import type { RefundPlanOrder } from '../orders/guest-buyers';

/** Who refunded it (the order's `refundedBy`). */
export const SYSTEM_REFUNDS_ACTOR = 'system:refunds';

export const refundUnusablePlan: RefundPlanOrder = async (orderId, reason) =>
  (await import('./refunds')).refundOrder(SYSTEM_REFUNDS_ACTOR, orderId, reason, env.SITE_URL);
