import { useQuery } from '@tanstack/react-query';
import type { WhatsAppSettings } from '../../../../shared/api/catalogue';
import { call } from '../../lib/api-client';
import { site } from '../../config/site';
import { queryKeys } from '../../lib/query-keys';

/**
 * Until the server answers, and when it cannot: no number and no chat link, never a made-up
 * number (the footer, the widget, the help and contact pages all show the admin's one).
 */
export const SUPPORT_DEFAULTS: WhatsAppSettings = {
  enabled: false,
  phoneNumber: '',
  message: `Hi, I need help with ${site.name}`,
};

/** Hand-written check: the shell must not pull zod into the first download. */
function parseSettings(data: unknown): WhatsAppSettings {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const { enabled, phoneNumber, message } = fields;
  if (typeof enabled !== 'boolean' || typeof phoneNumber !== 'string' || typeof message !== 'string') {
    throw new TypeError('Unexpected getWhatsAppSettings response');
  }
  return {
    enabled: enabled && phoneNumber.trim() !== '',
    phoneNumber: phoneNumber.trim(),
    message: message.trim() === '' ? SUPPORT_DEFAULTS.message : message,
  };
}

/** The store's support chat: one query shared by the footer, the support widget and the help and contact pages. */
export const useSupportSettings = (): WhatsAppSettings => {
  const query = useQuery({
    queryKey: queryKeys.settings.whatsapp,
    queryFn: ({ signal }) => call('getWhatsAppSettings', { signal, parse: parseSettings }),
    staleTime: 60_000,
  });
  return query.data ?? SUPPORT_DEFAULTS;
};

/** Numbers stored as bare digits read better with their international prefix. */
export const displayNumber = (phone: string): string => (/^\d+$/.test(phone.trim()) ? `+${phone.trim()}` : phone);
