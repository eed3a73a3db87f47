/** What a checkout needs to go on without a signed-in buyer (a song order or a plan). */
import type { Language } from '../../../shared/api/account';
import { UnauthorizedError } from '../../kernel/errors';
import { authenticate } from '../../lib/auth';
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
