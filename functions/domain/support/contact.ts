import { ulid } from 'ulid';
import type { ContactBody } from '../../../shared/api/catalogue';
import { saveContactMessage } from '../../data/contact-repo';
import { throttleScopes } from '../../data/keys';
import { hit } from '../../data/throttle-repo';
import { TooManyRequestsError } from '../errors';

/** Messages per sender IP per hour: enough for a person, too few for a spam run. */
export const CONTACT_LIMIT_PER_HOUR = 5;

export async function submitContactMessage(input: ContactBody, sourceIp: string, now = new Date()): Promise<void> {
  const quota = await hit(throttleScopes.contact, sourceIp, CONTACT_LIMIT_PER_HOUR, 3600, Math.floor(now.getTime() / 1000));
  if (!quota.allowed) {
    throw new TooManyRequestsError(
      'Too many messages from your network. Please try again later.',
      quota.retryAfter,
      'CONTACT_RATE_LIMITED',
    );
  }
  await saveContactMessage({
    id: ulid(now.getTime()),
    ...input,
    email: input.email.toLowerCase(),
    sourceIp,
    createdAt: now.toISOString(),
    status: 'new',
  });
}
