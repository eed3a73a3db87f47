import { useQuery } from '@tanstack/react-query';
import { LicenseVerification } from '../../../../../shared/api/orders';
import { call } from '../../../lib/api-client';

/** Public check of a licence key; disabled until there is a key. */
export const useVerifyLicense = (key: string) =>
  useQuery({
    queryKey: ['license', 'verify', key],
    queryFn: ({ signal }) => call('verifyLicense', { params: { key }, signal, parse: (data: unknown) => LicenseVerification.parse(data) }),
    enabled: key !== '',
    staleTime: 0,
    gcTime: 60_000,
  });
