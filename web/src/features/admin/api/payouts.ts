import { useQuery } from '@tanstack/react-query';
import { AdminPayouts, ApplicationList, EarningsStats, type DecideApplicationBody } from '../../../../../shared/api/artist';
import { call, callBlob } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/query-hooks';

const KEY = ['admin', 'artists'] as const;

export const useAdminPayouts = (status: 'requested' | 'paid' | 'rejected') =>
  useQuery({
    queryKey: [...KEY, 'payouts', status],
    queryFn: ({ signal }) => call('listAdminPayouts', { query: { status }, signal, parse: (d: unknown) => AdminPayouts.parse(d) }),
  });

export const useEarningsStats = () =>
  useQuery({
    queryKey: [...KEY, 'earnings'],
    queryFn: ({ signal }) => call('getAdminEarningsStats', { signal, parse: (d: unknown) => EarningsStats.parse(d) }),
  });

export const useArtistApplications = () =>
  useQuery({
    queryKey: [...KEY, 'applications'],
    queryFn: ({ signal }) => call('listArtistApplications', { signal, parse: (d: unknown) => ApplicationList.parse(d) }),
  });

const useArtistsMutation = <V, R>(request: (vars: V) => Promise<R>) => useRefreshingMutation(request, [KEY, ['admin', 'users']]);

export const useMarkPayoutPaid = () =>
  useArtistsMutation(({ id, reference }: { id: string; reference: string }) =>
    call('markPayoutPaid', { params: { id }, body: { reference } }),
  );

export const useRejectPayout = () =>
  useArtistsMutation(({ id, reason }: { id: string; reason: string }) => call('rejectPayout', { params: { id }, body: { reason } }));

export const useDecideApplication = () =>
  useArtistsMutation(({ id, body }: { id: string; body: DecideApplicationBody }) =>
    call('decideArtistApplication', { params: { id }, body }),
  );

export const downloadEarningsReport = () => callBlob('exportArtistEarnings', { query: {} });
