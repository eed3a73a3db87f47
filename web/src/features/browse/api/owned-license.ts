import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useLibrary } from '../../../lib/library';

/** The licence the signed-in buyer holds for a song (issue 25): its key, tier and what it counts toward an upgrade. */
export interface OwnedLicense {
  licenseKey: string;
  tier: string;
  paid: number;
}

function parseOwned(data: unknown): Omit<OwnedLicense, 'licenseKey'> {
  const f = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    tier: typeof f.license_tier === 'string' ? f.license_tier : 'mp3',
    paid: typeof f.license_paid === 'number' ? f.license_paid : typeof f.amount === 'number' ? f.amount : 0,
  };
}

export function useOwnedLicense(songId: string): OwnedLicense | undefined {
  const library = useLibrary();
  const purchase = library.data?.find((item) => item.songId === songId && item.source === 'purchase' && item.orderId !== null);
  const orderId = purchase?.orderId ?? null;
  const order = useQuery({
    queryKey: ['orders', 'licence', orderId],
    enabled: orderId !== null,
    queryFn: ({ signal }) => call('getOrder', { params: { orderId: orderId! }, signal, parse: parseOwned }),
  });
  if (!purchase || !order.data) return undefined;
  return { licenseKey: purchase.licenseKey, ...order.data };
}
