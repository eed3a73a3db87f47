/**
 * Routes of one area: the signed-in user's own account (figures, settings, profile, data export
 * and deletion). Every route acts on the caller only, so no path names a user.
 */
import {
  AvatarUploadBody,
  ChangeEmailBody,
  DeleteAccountBody,
  ListenerStats,
  Profile,
  SetAvatarBody,
  UpdateProfileBody,
  UserDataExport,
  UserSettings,
} from '../account';
import { MessageResponse } from '../auth';
import { SongParams } from '../catalogue';
import { PresignedUpload } from '../uploads';
import { ownerWrite, signedInRead, signedInWrite } from './grant';
import { defineRoute, defineRoutes } from './define';

export const getListenerStatsRoute = /* @__PURE__ */ defineRoute('getListenerStats', signedInRead, {
  response: ListenerStats,
  summary: "The caller's listener stats and My Analytics figures, from aggregates kept on write",
});

export const getUserSettingsRoute = /* @__PURE__ */ defineRoute('getUserSettings', signedInRead, {
  response: UserSettings,
  summary: "The caller's preferences, defaults filled in",
});

export const updateUserSettingsRoute = /* @__PURE__ */ defineRoute('updateUserSettings', signedInWrite, {
  body: UserSettings,
  response: UserSettings,
  summary: "Saves every field of the caller's preferences",
});

export const getProfileRoute = /* @__PURE__ */ defineRoute('getProfile', signedInRead, {
  response: Profile,
  summary: "The caller's profile (name, email, phone, bio)",
});

export const updateProfileRoute = /* @__PURE__ */ defineRoute('updateProfile', signedInWrite, {
  body: UpdateProfileBody,
  response: Profile,
  summary: "Saves the caller's name, phone and bio",
});

export const exportUserDataRoute = /* @__PURE__ */ defineRoute('exportUserData', signedInRead, {
  response: UserDataExport,
  summary: 'Everything stored about the caller, as user-data-export.json',
});

export const deleteAccountRoute = /* @__PURE__ */ defineRoute('deleteAccount', signedInWrite, {
  media: 'avatar',
  // An admin account is never deleted by its owner: the back office could lose its last admin.
  authz: { admin: 403 },
  body: DeleteAccountBody,
  response: MessageResponse,
  summary: "Deletes the caller's account after the email or password is typed again; orders and licences stay, anonymised",
});

export const recordPlayRoute = /* @__PURE__ */ defineRoute('recordPlay', signedInWrite, {
  owns: [],
  params: SongParams,
  response: MessageResponse,
  summary: 'Counts one play of a song by the caller (their plays per genre: favourite genre, top genres)',
});

export const changeEmailRoute = /* @__PURE__ */ defineRoute('changeEmail', signedInWrite, {
  mail: true,
  body: ChangeEmailBody,
  response: MessageResponse,
  summary: 'Mails a link to a new address (password required); the account moves there when the link is opened',
});

export const createAvatarUploadRoute = /* @__PURE__ */ defineRoute('createAvatarUpload', signedInRead, {
  status: 201,
  media: 'avatar',
  body: AvatarUploadBody,
  response: PresignedUpload,
  summary: "A presigned POST for the caller's avatar (JPEG, PNG or WebP up to 2 MB, enforced by S3)",
});

export const setAvatarRoute = /* @__PURE__ */ defineRoute('setAvatar', ownerWrite, {
  // The upload id is the caller's own: anyone else's (an admin's too) answers 404.
  media: 'avatar',
  body: SetAvatarBody,
  response: Profile,
  summary: "Makes the caller's uploaded image (by content: JPEG, PNG or WebP up to 2 MB) their public avatar",
});

export const deleteAvatarRoute = /* @__PURE__ */ defineRoute('deleteAvatar', signedInWrite, {
  media: 'avatar',
  response: Profile,
  summary: "Removes the caller's avatar (the initials show again)",
});

export const accountRoutes = /* @__PURE__ */ defineRoutes(
  getListenerStatsRoute,
  getUserSettingsRoute,
  updateUserSettingsRoute,
  getProfileRoute,
  updateProfileRoute,
  exportUserDataRoute,
  deleteAccountRoute,
  recordPlayRoute,
  changeEmailRoute,
  createAvatarUploadRoute,
  setAvatarRoute,
  deleteAvatarRoute,
);
