import { useQuery } from '@tanstack/react-query';
import { LicenseVerification } from '../../../../../shared/api/orders';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Public check of a licence key; disabled until there is a key. */
export const useVerifyLicense = (key: string) =>
  useQuery({
    queryKey: queryKeys.licenseVerify(key),
    queryFn: ({ signal }) => call('verifyLicense', { params: { key }, signal, parse: (data: unknown) => LicenseVerification.parse(data) }),
    enabled: key !== '',
    staleTime: 0,
    gcTime: 60_000,
  });
