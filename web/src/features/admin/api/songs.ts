import {
  AdminSongDetail,
  AdminSongList,
  AdminSongStats,
  PresignedUpload,
  UPLOAD_TIMEOUT_MS,
  type AdminSongStatus,
  type CreateSongBody,
  type SongStatusInput,
  type UpdateSongBody,
  type UploadKind,
} from '../../../../../shared/api/songs-admin';
import { useCallQuery, usePageQuery } from '../../../lib/call-query';
import { call, callPage } from '../../../lib/api-client';
import type { UploadLimits } from '../../../lib/upload-check';

export { checkFile, type UploadLimits } from '../../../lib/upload-check';
import { useAdminSystemSettings } from './settings';
import { useRefreshingMutation } from '../../../lib/query-hooks';
import { queryKeys } from '../../../lib/query-keys';
import { postFile, UploadError } from '../../../lib/presigned-post';

export type { AdminSong, AdminSongDetail } from '../../../../../shared/api/songs-admin';

export interface AdminSongsFilter {
  q?: string;
  status?: AdminSongStatus;
  /** The page's X-Next-Cursor from the page before; undefined for the first. */
  cursor?: string;
}

export const useAdminSongs = (filter: AdminSongsFilter) =>
  usePageQuery(queryKeys.admin.songs.list(filter), (signal) =>
    callPage('listAdminSongs', {
      query: { q: filter.q || undefined, status: filter.status, cursor: filter.cursor },
      signal,
      parse: (data: unknown) => AdminSongList.parse(data),
    }),
  );

export const useAdminSongStats = () =>
  useCallQuery(queryKeys.admin.songs.stats, (signal) =>
    call('getAdminSongStats', { signal, parse: (data: unknown) => AdminSongStats.parse(data) }),
  );

const parseSong = (data: unknown): AdminSongDetail => AdminSongDetail.parse(data);

export const useAdminSong = (songId: string) =>
  useCallQuery(queryKeys.admin.songs.detail(songId), (signal) => call('getAdminSong', { params: { songId }, signal, parse: parseSong }));

// The public catalogue (/browse, the song page) follows every change too.
const useSongMutation = <V, R>(request: (vars: V) => Promise<R>) =>
  useRefreshingMutation(request, [queryKeys.admin.songs.all, queryKeys.songs.all]);

export const useCreateSong = () => useSongMutation((body: CreateSongBody) => call('createSong', { body, parse: parseSong }));

export const useUpdateSong = () =>
  useSongMutation(({ songId, body }: { songId: string; body: UpdateSongBody }) =>
    call('updateAdminSong', { params: { songId }, body, parse: parseSong }),
  );

export const useUpdateSongStatus = () =>
  useSongMutation(({ songId, status, reason }: { songId: string; status: SongStatusInput; reason?: string }) =>
    call('updateSongStatus', { params: { songId }, body: { status, ...(reason === undefined ? {} : { reason }) }, parse: parseSong }),
  );

export const useDeleteSong = () => useSongMutation((songId: string) => call('deleteSong', { params: { songId } }));

/** Admin §4 Publish/Unpublish: published becomes draft, any other status becomes published. */
export const toggledStatus = (status: AdminSongStatus): 'published' | 'draft' => (status === 'published' ? 'draft' : 'published');

export const requestUpload = (kind: UploadKind, file: File, contentType: string, signal?: AbortSignal): Promise<PresignedUpload> =>
  call('createUpload', {
    body: { kind, fileName: file.name, contentType, size: file.size },
    signal,
    parse: (data: unknown) => PresignedUpload.parse(data),
  });

/** Admin §9 defaults, used until the system settings have loaded (the server checks again). */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { audioMaxBytes: 50 * 1024 * 1024, formats: ['mp3', 'wav', 'flac'] };

/** The audio limits of the system settings (maxFileSize in MB, allowedFormats). */
export function useUploadLimits(): UploadLimits {
  const settings = useAdminSystemSettings();
  return settings.data
    ? { audioMaxBytes: settings.data.maxFileSize * 1024 * 1024, formats: settings.data.allowedFormats }
    : DEFAULT_UPLOAD_LIMITS;
}

export interface PickedFile {
  kind: UploadKind;
  file: File;
  contentType: string;
}

/**
 * Asks for one presigned POST per file, then sends them all straight to S3, reporting the bytes
 * sent over the bytes to send. Answers the upload ids in the order of `files`.
 */
export async function uploadAll(
  files: PickedFile[],
  { onPrepared, onProgress, signal }: { onPrepared?: () => void; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<string[]> {
  const uploads = await Promise.all(files.map(({ kind, file, contentType }) => requestUpload(kind, file, contentType, signal)));
  uploads.forEach((upload, i) => {
    if (files[i]!.file.size > upload.maxBytes) throw new UploadError(`${files[i]!.file.name} is larger than the store accepts`, 'status');
  });
  onPrepared?.();
  const total = files.reduce((sum, { file }) => sum + file.size, 0);
  const sent = files.map(() => 0);
  await Promise.all(
    uploads.map((upload, i) =>
      postFile(upload, files[i]!.file, {
        signal,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        onProgress: (loaded) => {
          sent[i] = loaded;
          onProgress?.(sent.reduce((a, b) => a + b, 0) / total);
        },
      }).then(() => {
        sent[i] = files[i]!.file.size;
        onProgress?.(sent.reduce((a, b) => a + b, 0) / total);
      }),
    ),
  );
  return uploads.map((u) => u.uploadId);
}
