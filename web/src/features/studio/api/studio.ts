import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ArtistEarnings,
  ArtistMe,
  ArtistSales,
  Payout,
  PayoutList,
  ArtistSongList,
  type CreateArtistSongBody,
  type PayoutBody,
  type SalesRange,
  type UpdateArtistSongBody,
  type ArtistApplyBody,
} from '../../../../../shared/api/artist';
import { AdminSongDetail, PresignedUpload } from '../../../../../shared/api/songs-admin';
import { useCallQuery } from '../../../lib/call-query';
import { call } from '../../../lib/api-client';
import { postFile } from '../../../lib/presigned-post';
import { useRefreshingMutation } from '../../../lib/query-hooks';

// The studio's keys stay here: query-keys is in every first download, the studio is not.
const KEY = ['studio'] as const;

export const useArtistMe = () =>
  useCallQuery([...KEY, 'me'], (signal) => call('getArtistMe', { signal, parse: (d: unknown) => ArtistMe.parse(d) }));

export const useArtistSongs = () =>
  useCallQuery([...KEY, 'songs'], (signal) => call('listArtistSongs', { signal, parse: (d: unknown) => ArtistSongList.parse(d) }));

export const useArtistSales = (range: SalesRange, cursor?: string) =>
  useCallQuery([...KEY, 'sales', range, cursor], (signal) =>
    call('getArtistSales', { query: { range, cursor }, signal, parse: (d: unknown) => ArtistSales.parse(d) }),
  );

export const useArtistEarnings = () =>
  useCallQuery([...KEY, 'earnings'], (signal) => call('getArtistEarnings', { signal, parse: (d: unknown) => ArtistEarnings.parse(d) }));

export const useArtistPayouts = () =>
  useCallQuery([...KEY, 'payouts'], (signal) => call('listArtistPayouts', { signal, parse: (d: unknown) => PayoutList.parse(d) }));

/** Refetches the studio's lists (after a stems upload, which goes through its own component). */
export function useRefreshStudio(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
}

const useStudioMutation = <V, R>(request: (vars: V) => Promise<R>) => useRefreshingMutation(request, [KEY]);

/** The studio upload: a presigned POST for the audio (progress reported), then the song made from it on the server. */
export const useUploadSong = () =>
  useStudioMutation(
    async ({
      file,
      contentType,
      body,
      onProgress,
    }: {
      file: File;
      contentType: string;
      body: Omit<CreateArtistSongBody, 'audioUploadId'>;
      onProgress: (percent: number) => void;
    }) => {
      const upload = await call('createArtistUpload', {
        body: { kind: 'audio', fileName: file.name, contentType, size: file.size },
        parse: (d: unknown) => PresignedUpload.parse(d),
      });
      await postFile(upload, file, { onProgress: (loaded, total) => onProgress(Math.round((loaded / total) * 100)) });
      return call('createArtistSong', {
        body: { ...body, audioUploadId: upload.uploadId },
        parse: (d: unknown) => AdminSongDetail.parse(d),
      });
    },
  );

export const useUpdateArtistSong = () =>
  useStudioMutation(({ id, body }: { id: string; body: UpdateArtistSongBody }) =>
    call('updateArtistSong', { params: { id }, body, parse: (d: unknown) => AdminSongDetail.parse(d) }),
  );

export const useRequestPayout = () =>
  useStudioMutation((body: PayoutBody) => call('requestArtistPayout', { body, parse: (d: unknown) => Payout.parse(d) }));

export const useApplyArtist = () => useMutation({ mutationFn: (body: ArtistApplyBody) => call('applyArtist', { body }) });
