import * as z from 'zod';
import { LicenseTier, SongLicense, type CreateTierBody, type UpdateTierBody } from '../../../../../shared/api/licenses';
import { useCallQuery } from '../../../lib/call-query';
import { call } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/query-hooks';
import { queryKeys } from '../../../lib/query-keys';

export type { LicenseTier, SongLicense };

const parseTier = (data: unknown): LicenseTier => LicenseTier.parse(data);

export const useLicenseTiers = () =>
  useCallQuery(queryKeys.admin.licenses, (signal) =>
    call('listLicenseTiers', { signal, parse: (data: unknown) => z.array(LicenseTier).parse(data) }),
  );

// Every song's licences (the song page, /browse prices) follow the tiers.
const useTierMutation = <V, R>(request: (vars: V) => Promise<R>) =>
  useRefreshingMutation(request, [queryKeys.admin.licenses, queryKeys.songs.all]);

export const useCreateTier = () => useTierMutation((body: CreateTierBody) => call('createLicenseTier', { body, parse: parseTier }));

export const useUpdateTier = () =>
  useTierMutation(({ tierId, body }: { tierId: string; body: UpdateTierBody }) =>
    call('updateLicenseTier', { params: { tierId }, body, parse: parseTier }),
  );

export const useDeleteTier = () => useTierMutation((tierId: string) => call('deleteLicenseTier', { params: { tierId } }));

/** A song's own tier prices (USD; null takes the tier's default again); answers its licences after the change. */
export const useSetSongTierPrices = () =>
  useRefreshingMutation(
    ({ songId, prices }: { songId: string; prices: Record<string, number | null> }) =>
      call('setSongTierPrices', { params: { songId }, body: { prices }, parse: (data: unknown) => z.array(SongLicense).parse(data) }),
    [queryKeys.admin.songs.all, queryKeys.songs.all],
  );
