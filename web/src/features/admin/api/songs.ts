import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminSongDetail,
  AdminSongPage,
  AdminSongStats,
  PresignedUpload,
  UPLOAD_TIMEOUT_MS,
  type AdminSongStatus,
  type CreateSongBody,
  type SongStatusInput,
  type UpdateSongBody,
  type UploadKind,
} from '../../../../../shared/api/songs-admin';
import { call } from '../../../lib/api-client';

export type { AdminSong, AdminSongDetail } from '../../../../../shared/api/songs-admin';

export interface AdminSongsFilter {
  q?: string;
  status?: AdminSongStatus;
  page: number;
}

const SONGS_KEY = ['admin', 'songs'] as const;

export const useAdminSongs = (filter: AdminSongsFilter) =>
  useQuery({
    queryKey: [...SONGS_KEY, 'list', filter],
    queryFn: ({ signal }) =>
      call('listAdminSongs', {
        query: { q: filter.q || undefined, status: filter.status, page: filter.page },
        signal,
        parse: (data: unknown) => AdminSongPage.parse(data),
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminSongStats = () =>
  useQuery({
    queryKey: [...SONGS_KEY, 'stats'],
    queryFn: ({ signal }) => call('getAdminSongStats', { signal, parse: (data: unknown) => AdminSongStats.parse(data) }),
  });

const parseSong = (data: unknown): AdminSongDetail => AdminSongDetail.parse(data);

export const useAdminSong = (songId: string) =>
  useQuery({
    queryKey: [...SONGS_KEY, 'detail', songId],
    queryFn: ({ signal }) => call('getAdminSong', { params: { songId }, signal, parse: parseSong }),
  });

function useSongMutation<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // The public catalogue (/browse, the song page) follows every change too.
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: SONGS_KEY }), queryClient.invalidateQueries({ queryKey: ['songs'] })]),
  });
}

export const useCreateSong = () => useSongMutation((body: CreateSongBody) => call('createSong', { body, parse: parseSong }));

export const useUpdateSong = () =>
  useSongMutation(({ songId, body }: { songId: string; body: UpdateSongBody }) =>
    call('updateAdminSong', { params: { songId }, body, parse: parseSong }),
  );

export const useUpdateSongStatus = () =>
  useSongMutation(({ songId, status }: { songId: string; status: SongStatusInput }) =>
    call('updateSongStatus', { params: { songId }, body: { status }, parse: parseSong }),
  );

export const useDeleteSong = () => useSongMutation((songId: string) => call('deleteSong', { params: { songId } }));

/** Admin §4 Publish/Unpublish: published becomes draft, any other status becomes published. */
export const toggledStatus = (status: AdminSongStatus): 'published' | 'draft' => (status === 'published' ? 'draft' : 'published');

export const requestUpload = (kind: UploadKind, file: File, signal?: AbortSignal): Promise<PresignedUpload> =>
  call('createUpload', {
    body: { kind, fileName: file.name, contentType: file.type, size: file.size },
    signal,
    parse: (data: unknown) => PresignedUpload.parse(data),
  });

export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    message: string,
    readonly reason: 'status' | 'network' | 'timeout' | 'aborted',
  ) {
    super(message);
  }
}

/**
 * Sends one file straight to S3 with the presigned POST: every policy field first, then the file
 * (S3 ignores fields after it). XMLHttpRequest rather than fetch, because only it reports upload
 * progress. Fails on a non-2xx answer, a network error, the admin §9 timeout or `signal`.
 */
export function postToS3(
  upload: PresignedUpload,
  file: File,
  {
    onProgress,
    signal,
    timeoutMs = UPLOAD_TIMEOUT_MS,
  }: { onProgress?: (loaded: number, total: number) => void; signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('Upload cancelled', 'aborted'));
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', file);

    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (error?: UploadError) => {
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    xhr.open('POST', upload.url);
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? settle() : settle(new UploadError(`Storage answered ${xhr.status}`, 'status'));
    xhr.onerror = () => settle(new UploadError('Network error during upload', 'network'));
    xhr.ontimeout = () => settle(new UploadError('The upload timed out', 'timeout'));
    xhr.onabort = () => settle(new UploadError('Upload cancelled', 'aborted'));
    signal?.addEventListener('abort', onAbort);
    xhr.send(form);
  });
}
