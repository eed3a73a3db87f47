/**
 * The buyer's own account (public-and-buyer spec §2 dashboard, My Analytics, Profile, Settings;
 * §3 Listener stats, User settings, Profile): contracts of the `/api/user/*` routes a signed-in
 * user calls about themselves.
 */
import { Email, PersonName } from './auth';
import { PresignedUpload, uploadFileShape } from './uploads';
import * as z from './zod';

export const DownloadQuality = /* @__PURE__ */ z.lazySchema(() => z.enum(['standard', 'high', 'lossless']));
export type DownloadQuality = z.infer<typeof DownloadQuality>;
export const Language = /* @__PURE__ */ z.lazySchema(() => z.enum(['en', 'es', 'fr', 'de']));
export type Language = z.infer<typeof Language>;
export const SettingsCurrency = /* @__PURE__ */ z.lazySchema(() => z.enum(['USD', 'EUR', 'GBP', 'BDT']));
export type SettingsCurrency = z.infer<typeof SettingsCurrency>;

/** Spec §3 User settings: every field, each with its default. */
export const UserSettings = /* @__PURE__ */ z.lazyStrictObject(() => ({
  notifications: z.boolean(),
  emailUpdates: z.boolean(),
  autoPlay: z.boolean(),
  highQualityAudio: z.boolean(),
  downloadNotifications: z.boolean(),
  autoDownload: z.boolean(),
  darkMode: z.boolean(),
  downloadQuality: DownloadQuality,
  language: Language,
  currency: SettingsCurrency,
}));
export type UserSettings = z.infer<typeof UserSettings>;

/** Spec §3: all booleans on except emailUpdates, quality high, language en, currency USD. */
export const DEFAULT_USER_SETTINGS: UserSettings = {
  notifications: true,
  emailUpdates: false,
  autoPlay: true,
  highQualityAudio: true,
  downloadNotifications: true,
  autoDownload: true,
  darkMode: true,
  downloadQuality: 'high',
  language: 'en',
  currency: 'USD',
};

export const PHONE_MAX_LENGTH = 20;
export const BIO_MAX_LENGTH = 500;

export const Phone = /* @__PURE__ */ z.lazySchema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(PHONE_MAX_LENGTH, `Phone must be at most ${PHONE_MAX_LENGTH} characters`),
      z.regex(/^(\+?[0-9][0-9 ()-]{5,19})?$/, 'Enter a valid phone number'),
    ),
);

export const Bio = /* @__PURE__ */ z.lazySchema(() => z.boundedText('Bio', BIO_MAX_LENGTH));

/** Spec §3 Profile, stored on the server now. */
export const Profile = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  phone: z.string(),
  bio: z.string(),
  /** The avatar's public path (`/covers/avatars/…`), or null for the initials (absent from older answers: null). */
  avatar_url: z._default(z.nullable(z.string()), null),
  created_at: z.string(),
}));
export type Profile = z.infer<typeof Profile>;

/** Avatars: JPEG, PNG or WebP up to 2 MB (declared at upload, enforced by the policy, decided by content when used). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_TYPE_MESSAGE = 'Avatar must be a JPEG, PNG or WebP image';
export const AVATAR_SIZE_MESSAGE = 'Avatar images may be at most 2 MB';

export const AvatarUploadBody = /* @__PURE__ */ z.lazySchema(() => z.strictObject(uploadFileShape()));
export type AvatarUploadBody = z.infer<typeof AvatarUploadBody>;

/** The avatar's presigned POST (the browser's name for it). */
export const AvatarUpload = PresignedUpload;
export type AvatarUpload = PresignedUpload;

export const SetAvatarBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  uploadId: z.string('Upload id is required').check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid upload id')),
}));
export type SetAvatarBody = z.infer<typeof SetAvatarBody>;

export const UpdateProfileBody = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ name: PersonName, phone: Phone, bio: Bio }));
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** Spec §3 Listener stats, from per-user aggregates kept on write, plus the figures My Analytics charts. */
export const ListenerStats = /* @__PURE__ */ z.lazyObject(() => ({
  totalPurchases: z.number(),
  /** USD, list prices. */
  totalSpent: z.number(),
  /** What the completed orders were paid, per currency paid in (taka and dollars); the dashboard shows their sum in the visitor's currency. */
  totalPaid: z.optional(z.object({ BDT: z.number(), USD: z.number() })),
  /** From purchases and plays; 'Electronic' (spec default) before either. */
  favoriteGenre: z.string(),
  songsOwned: z.number(),
  likedSongs: z.number(),
  downloadedSongs: z.number(),
  playlistCount: z.number(),
  followingArtists: z.number(),
  plays: z.number(),
  /** The last six calendar months (UTC), oldest first: `month` is `yyyy-mm`, `amount` USD spent. */
  monthlySpending: z.array(
    z.object({
      month: z.string(),
      amount: z.number(),
      purchases: z.number(),
    }),
  ),
  /** This month's spending against last month's, in percent; null when last month had none. */
  growth: z.nullable(z.number()),
  /** Genres by purchases + plays, largest first, `share` in percent of the whole. */
  topGenres: z.array(
    z.object({
      genre: z.string(),
      purchases: z.number(),
      plays: z.number(),
      share: z.number(),
    }),
  ),
  /** The newest four completed purchases (Recent Purchases; a pending or rejected order is no purchase). */
  recentActivity: z.array(
    z.object({
      orderId: z.number(),
      title: z.string(),
      artist: z.nullable(z.string()),
      type: z.enum(['song', 'subscription']),
      status: z.string(),
      /** USD list price. */
      amount: z.number(),
      created_at: z.string(),
    }),
  ),
}));
export type ListenerStats = z.infer<typeof ListenerStats>;

/**
 * `favoriteGenre` before the user has bought or played anything: none. The spec's 'Electronic' default
 * told a new user they liked a genre they never heard (issue 21).
 */
export const NO_FAVORITE_GENRE = '';

/** Email change: the new address and the current password. */
export const ChangeEmailBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  newEmail: Email,
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(128, 'Password is too long')),
}));
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;

/** Delete Account's confirmation: the account's email or its password, typed again. */
export const DeleteAccountBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  confirmation: z
    .string()
    .check(z.trim(), z.minLength(1, 'Type your email or password to confirm'), z.maxLength(254, 'Confirmation is too long')),
}));
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** `user-data-export.json`: everything stored about the caller, grouped by kind. */
export const UserDataExport = /* @__PURE__ */ z.lazyObject(() => ({
  exportedAt: z.string(),
  profile: Profile,
  settings: UserSettings,
  orders: z.array(z.record(z.string(), z.unknown())),
  licenses: z.array(z.record(z.string(), z.unknown())),
  subscriptions: z.array(z.record(z.string(), z.unknown())),
  /**
   * Every other item of the user's own partition (favourites, playlists, follows, reviews,
   * notifications, listening figures), grouped by its entity type.
   */
  account: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
}));
export type UserDataExport = z.infer<typeof UserDataExport>;

export const USER_EXPORT_FILENAME = 'user-data-export.json';
