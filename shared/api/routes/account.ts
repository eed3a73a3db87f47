/**
 * Routes of one area: the signed-in user's own account (figures, settings, profile, data export
 * and deletion). Every route acts on the caller only, so no path names a user.
 */
import {
  AvatarUpload,
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
import { signedIn, userOwn } from './authz';
import { defineRoute, defineRoutes } from './define';

export const getListenerStatsRoute = /* @__PURE__ */ defineRoute('getListenerStats', {
  authz: /* @__PURE__ */ signedIn(),
  access: { table: 'read' },
  response: ListenerStats,
  summary: "The caller's listener stats and My Analytics figures, from aggregates kept on write",
});

export const getUserSettingsRoute = /* @__PURE__ */ defineRoute('getUserSettings', {
  authz: /* @__PURE__ */ signedIn(),
  access: { table: 'read' },
  response: UserSettings,
  summary: "The caller's preferences, defaults filled in",
});

export const updateUserSettingsRoute = /* @__PURE__ */ defineRoute('updateUserSettings', {
  authz: /* @__PURE__ */ signedIn(),
  access: { table: 'write' },
  body: UserSettings,
  response: UserSettings,
  summary: "Saves every field of the caller's preferences",
});

export const getProfileRoute = /* @__PURE__ */ defineRoute('getProfile', {
  authz: /* @__PURE__ */ signedIn(),
  access: { table: 'read' },
  response: Profile,
  summary: "The caller's profile (name, email, phone, bio)",
});

export const updateProfileRoute = /* @__PURE__ */ defineRoute('updateProfile', {
  authz: /* @__PURE__ */ signedIn(),
  access: { table: 'write' },
  body: UpdateProfileBody,
  response: Profile,
  summary: "Saves the caller's name, phone and bio",
});

export const exportUserDataRoute = /* @__PURE__ */ defineRoute('exportUserData', {
  authz: /* @__PURE__ */ signedIn(),
  access: { table: 'read' },
  response: UserDataExport,
  summary: 'Everything stored about the caller, as user-data-export.json',
});

export const deleteAccountRoute = /* @__PURE__ */ defineRoute('deleteAccount', {
  // An admin account is never deleted by its owner: the back office could lose its last admin.
  authz: /* @__PURE__ */ Object.assign(/* @__PURE__ */ signedIn(), { admin: 403 }),
  access: { table: 'write', media: 'avatar' },
  body: DeleteAccountBody,
  response: MessageResponse,
  summary: "Deletes the caller's account after the email or password is typed again; orders and licences stay, anonymised",
});

export const recordPlayRoute = /* @__PURE__ */ defineRoute('recordPlay', {
  authz: /* @__PURE__ */ signedIn({ owns: [] }),
  access: { table: 'write' },
  params: SongParams,
  response: MessageResponse,
  summary: 'Counts one play of a song by the caller (their plays per genre: favourite genre, top genres)',
});

export const changeEmailRoute = /* @__PURE__ */ defineRoute('changeEmail', {
  authz: /* @__PURE__ */ signedIn(),
  access: { table: 'write', mail: true },
  body: ChangeEmailBody,
  response: MessageResponse,
  summary: 'Mails a link to a new address (password required); the account moves there when the link is opened',
});

export const createAvatarUploadRoute = /* @__PURE__ */ defineRoute('createAvatarUpload', {
  authz: /* @__PURE__ */ signedIn({ status: 201 }),
  access: { table: 'read', media: 'avatar' },
  body: AvatarUploadBody,
  response: AvatarUpload,
  status: 201,
  summary: "A presigned POST for the caller's avatar (JPEG, PNG or WebP up to 2 MB, enforced by S3)",
});

export const setAvatarRoute = /* @__PURE__ */ defineRoute('setAvatar', {
  // The upload id is the caller's own: anyone else's (an admin's too) answers 404.
  authz: /* @__PURE__ */ userOwn(),
  access: { table: 'write', media: 'avatar' },
  body: SetAvatarBody,
  response: Profile,
  summary: "Makes the caller's uploaded image (by content: JPEG, PNG or WebP up to 2 MB) their public avatar",
});

export const deleteAvatarRoute = /* @__PURE__ */ defineRoute('deleteAvatar', {
  authz: /* @__PURE__ */ signedIn(),
  access: { table: 'write', media: 'avatar' },
  response: Profile,
  summary: "Removes the caller's avatar (the initials show again)",
});

export const accountRoutes = /* @__PURE__ */ defineRoutes({
  getListenerStats: getListenerStatsRoute,
  getUserSettings: getUserSettingsRoute,
  updateUserSettings: updateUserSettingsRoute,
  getProfile: getProfileRoute,
  updateProfile: updateProfileRoute,
  exportUserData: exportUserDataRoute,
  deleteAccount: deleteAccountRoute,
  recordPlay: recordPlayRoute,
  changeEmail: changeEmailRoute,
  createAvatarUpload: createAvatarUploadRoute,
  setAvatar: setAvatarRoute,
  deleteAvatar: deleteAvatarRoute,
});
