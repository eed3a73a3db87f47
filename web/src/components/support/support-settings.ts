import { useQuery } from '@tanstack/react-query';
import type { WhatsAppSettings } from '../../../../shared/api/catalogue';
import { call } from '../../lib/api-client';
import { site } from '../../config/site';

/** Used until the server answers, and kept when it cannot. */
export const SUPPORT_DEFAULTS: WhatsAppSettings = {
  enabled: true,
  phoneNumber: site.support.whatsapp,
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
    enabled,
    phoneNumber: phoneNumber.trim() === '' ? SUPPORT_DEFAULTS.phoneNumber : phoneNumber,
    message: message.trim() === '' ? SUPPORT_DEFAULTS.message : message,
  };
}

export const useSupportSettings = (): WhatsAppSettings => {
  const query = useQuery({
    queryKey: ['settings', 'whatsapp'],
    queryFn: ({ signal }) => call('getWhatsAppSettings', { signal, parse: parseSettings }),
    staleTime: 10 * 60_000,
  });
  return query.data ?? SUPPORT_DEFAULTS;
};
