import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';
import type { Plan } from '../api/pricing';

export const DURATION_SUFFIX: Record<Plan['duration'], string> = { monthly: '/month', yearly: '/year', lifetime: 'lifetime' };

/** A refused call shows the server's reason; no answer at all shows the generic text. */
export const failure = (text: string, error: unknown) =>
  toast.error(text, error instanceof ApiError && !error.isNetworkError ? { description: error.message } : undefined);

export const QUALITY_LABEL: Record<Plan['quality_limit'], string> = {
  standard: 'Standard (128kbps)',
  high: 'High (320kbps)',
  premium: 'Premium (FLAC)',
};
