/** What a checkout needs to go on without a signed-in buyer (a song order or a plan). */
import type { Language } from '../../../shared/api/account';
import type { Caller } from '../../kernel/caller';
import { UnauthorizedError } from '../../kernel/errors';
import { authenticate } from '../../lib/auth';
import { env } from '../../lib/env';
import { requestLanguage } from '../../lib/request-language';
import { currentPrincipal } from '../accounts/sessions';

/**
 * The guest's address and the language of its mails (the one the browser asked in). A session that
 * came along but no longer holds answers why (expired, ended), as on any buyer route.
 */
export async function guestCheckout(
  headers: Record<string, string | undefined>,
  email: string | undefined,
): Promise<{ email: string; language: Language }> {
  if (headers.authorization) await currentPrincipal(await authenticate(headers.authorization));
  if (!email) throw new UnauthorizedError('Authentication required', 'TOKEN_MISSING');
  return { email, language: requestLanguage(headers['accept-language']) };
}

/** The parts of a checkout route's request (`endpoint()`'s) that a checkout reads. */
interface CheckoutRequest<B> {
  user: Caller | undefined;
  body: B;
  headers: Record<string, string | undefined>;
  clientAddress: () => Promise<string>;
}

/**
 * A checkout (a song order, a plan): a signed-out buyer checks out as a guest, always placing a new
 * order; a signed-in buyer as themself, whose pending order for the same item is reused. Answers what
 * was placed and whether it is new.
 */
export async function checkout<B extends { email?: string }, G, M extends { existing: boolean }>(
  { user, body, headers, clientAddress }: CheckoutRequest<B>,
  guest: (input: B & { email: string }, client: string, siteUrl: string, now: Date, language: Language) => Promise<G>,
  member: (caller: Caller, body: B, siteUrl: string) => Promise<M>,
): Promise<{ created: boolean; placed: G | M }> {
  if (!user) {
    const { email, language } = await guestCheckout(headers, body.email);
    return { created: true, placed: await guest({ ...body, email }, await clientAddress(), env.SITE_URL, new Date(), language) };
  }
  const placed = await member(user, body, env.SITE_URL);
  return { created: !placed.existing, placed };
}
