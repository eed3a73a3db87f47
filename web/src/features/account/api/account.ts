import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AvatarUpload,
  Profile,
  USER_EXPORT_FILENAME,
  type ChangeEmailBody,
  type DeleteAccountBody,
  type UpdateProfileBody,
  type UserSettings,
} from '../../../../../shared/api/account';
import { ChangePasswordResponse, MessageResponse, type ChangePasswordBody } from '../../../../../shared/api/auth';
import { call, callBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { postFile } from '../../../lib/presigned-post';
import { useSession } from '../../../lib/session';
import { applyUserSettings, parseUserSettings } from '../../../lib/user-settings';
import { queryKeys } from '../../../lib/query-keys';
import { useUserQuery } from '../../../lib/user-query';

export function useSaveSettings() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (body: UserSettings) => call('updateUserSettings', { body, parse: parseUserSettings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.userSettings.user(user?.id ?? null), saved);
      applyUserSettings(saved);
    },
  });
}

/** PUT /api/user/change-password: every other session ends; the answer carries this device's new token. */
export const useChangeUserPassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      call('changeUserPassword', { body, parse: (data: unknown) => ChangePasswordResponse.parse(data) }),
  });

/** GET /api/user/export, saved as user-data-export.json. */
export async function exportMyData(): Promise<void> {
  saveBlob(await callBlob('exportUserData'), USER_EXPORT_FILENAME);
}

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: DeleteAccountBody) => call('deleteAccount', { body, parse: (data: unknown) => MessageResponse.parse(data) }),
  });

export function useProfile() {
  return useUserQuery(queryKeys.profile.user, (signal) => call('getProfile', { signal, parse: (data: unknown) => Profile.parse(data) }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => call('updateProfile', { body, parse: (data: unknown) => Profile.parse(data) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.profile.user(user?.id ?? null), saved);
      // The header shows the name from the session's getMe.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me.all });
    },
  });
}

/** PUT /api/user/email: a link goes to the new address; the account moves when it is opened. */
export const useChangeEmail = () =>
  useMutation({
    mutationFn: (body: ChangeEmailBody) => call('changeEmail', { body, parse: (data: unknown) => MessageResponse.parse(data) }),
  });

/**
 * Avatar: a presigned POST (the server's limits again in its policy), the file straight to the
 * bucket with progress, then PUT /api/user/avatar, which judges the file by its content.
 */
export function useSetAvatar(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (file: File) => {
      const upload = await call('createAvatarUpload', {
        body: { fileName: file.name, contentType: file.type, size: file.size },
        parse: (data: unknown) => AvatarUpload.parse(data),
      });
      await postFile(upload, file, { onProgress: (loaded, total) => onProgress(Math.round((loaded / total) * 100)) });
      return call('setAvatar', { body: { uploadId: upload.uploadId }, parse: (data: unknown) => Profile.parse(data) });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.profile.user(user?.id ?? null), saved);
      // The header shows the avatar from the session's getMe.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me.all });
    },
  });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: () => call('deleteAvatar', { parse: (data: unknown) => Profile.parse(data) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.profile.user(user?.id ?? null), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.me.all });
    },
  });
}
