/**
 * Routes of one area: the signed-in user's own account (figures, settings, profile, data export
 * and deletion). Every route acts on the caller only, so no path names a user.
 */
import { ChangeEmailBody, DeleteAccountBody, ListenerStats, Profile, UpdateProfileBody, UserDataExport, UserSettings } from '../account';
import { MessageResponse } from '../auth';
import { SongParams } from '../catalogue';
import { defineRoute, defineRoutes } from './define';

const SIGNED_IN = { anonymous: 401, user: 200, otherUser: 200, admin: 200 } as const;

export const getListenerStatsRoute = /* @__PURE__ */ defineRoute('getListenerStats', {
  authz: SIGNED_IN,
  access: { table: 'read' },
  response: ListenerStats,
  summary: "The caller's listener stats and My Analytics figures, from aggregates kept on write",
});

export const getUserSettingsRoute = /* @__PURE__ */ defineRoute('getUserSettings', {
  authz: SIGNED_IN,
  access: { table: 'read' },
  response: UserSettings,
  summary: "The caller's preferences, defaults filled in",
});

export const updateUserSettingsRoute = /* @__PURE__ */ defineRoute('updateUserSettings', {
  authz: SIGNED_IN,
  access: { table: 'write' },
  body: UserSettings,
  response: UserSettings,
  summary: "Saves every field of the caller's preferences",
});

export const getProfileRoute = /* @__PURE__ */ defineRoute('getProfile', {
  authz: SIGNED_IN,
  access: { table: 'read' },
  response: Profile,
  summary: "The caller's profile (name, email, phone, bio)",
});

export const updateProfileRoute = /* @__PURE__ */ defineRoute('updateProfile', {
  authz: SIGNED_IN,
  access: { table: 'write' },
  body: UpdateProfileBody,
  response: Profile,
  summary: "Saves the caller's name, phone and bio",
});

export const exportUserDataRoute = /* @__PURE__ */ defineRoute('exportUserData', {
  authz: SIGNED_IN,
  access: { table: 'read' },
  response: UserDataExport,
  summary: 'Everything stored about the caller, as user-data-export.json',
});

export const deleteAccountRoute = /* @__PURE__ */ defineRoute('deleteAccount', {
  // An admin account is never deleted by its owner: the back office could lose its last admin.
  authz: { anonymous: 401, user: 200, otherUser: 200, admin: 403 },
  access: { table: 'write' },
  body: DeleteAccountBody,
  response: MessageResponse,
  summary: "Deletes the caller's account after the email or password is typed again; orders and licences stay, anonymised",
});

export const recordPlayRoute = /* @__PURE__ */ defineRoute('recordPlay', {
  authz: { ...SIGNED_IN, owns: [] },
  access: { table: 'write' },
  params: SongParams,
  response: MessageResponse,
  summary: 'Counts one play of a song by the caller (their plays per genre: favourite genre, top genres)',
});

export const changeEmailRoute = /* @__PURE__ */ defineRoute('changeEmail', {
  authz: SIGNED_IN,
  access: { table: 'write', mail: true },
  body: ChangeEmailBody,
  response: MessageResponse,
  summary: 'Mails a link to a new address (password required); the account moves there when the link is opened',
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
});
