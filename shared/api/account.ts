/**
 * The buyer's own account (public-and-buyer spec §2 dashboard, My Analytics, Profile, Settings;
 * §3 Listener stats, User settings, Profile): contracts of the `/api/user/*` routes a signed-in
 * user calls about themselves.
 */
import { Email, PersonName } from './auth';
import * as z from './zod';

export const DownloadQuality = /* @__PURE__ */ z.enum(['standard', 'high', 'lossless']);
export type DownloadQuality = z.infer<typeof DownloadQuality>;
export const Language = /* @__PURE__ */ z.enum(['en', 'es', 'fr', 'de']);
export type Language = z.infer<typeof Language>;
export const SettingsCurrency = /* @__PURE__ */ z.enum(['USD', 'EUR', 'GBP', 'BDT']);
export type SettingsCurrency = z.infer<typeof SettingsCurrency>;

/** Spec §3 User settings: every field, each with its default. */
export const UserSettings = /* @__PURE__ */ z.strictObject({
  notifications: /* @__PURE__ */ z.boolean(),
  emailUpdates: /* @__PURE__ */ z.boolean(),
  autoPlay: /* @__PURE__ */ z.boolean(),
  highQualityAudio: /* @__PURE__ */ z.boolean(),
  downloadNotifications: /* @__PURE__ */ z.boolean(),
  autoDownload: /* @__PURE__ */ z.boolean(),
  darkMode: /* @__PURE__ */ z.boolean(),
  downloadQuality: DownloadQuality,
  language: Language,
  currency: SettingsCurrency,
});
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

export const Phone = /* @__PURE__ */ z
  .string()
  .check(
    /* @__PURE__ */ z.trim(),
    /* @__PURE__ */ z.maxLength(PHONE_MAX_LENGTH, `Phone must be at most ${PHONE_MAX_LENGTH} characters`),
    /* @__PURE__ */ z.regex(/^(\+?[0-9][0-9 ()-]{5,19})?$/, 'Enter a valid phone number'),
  );

export const Bio = /* @__PURE__ */ z
  .string()
  .check(/* @__PURE__ */ z.trim(), /* @__PURE__ */ z.maxLength(BIO_MAX_LENGTH, `Bio must be at most ${BIO_MAX_LENGTH} characters`));

/** Spec §3 Profile, stored on the server now. */
export const Profile = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  email: /* @__PURE__ */ z.string(),
  role: /* @__PURE__ */ z.string(),
  phone: /* @__PURE__ */ z.string(),
  bio: /* @__PURE__ */ z.string(),
  /** The avatar's public path (`/covers/avatars/…`), or null for the initials (absent from older answers: null). */
  avatar_url: /* @__PURE__ */ z._default(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()), null),
  created_at: /* @__PURE__ */ z.string(),
});
export type Profile = z.infer<typeof Profile>;

/** Avatars: JPEG, PNG or WebP up to 2 MB (declared at upload, enforced by the policy, decided by content when used). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_TYPE_MESSAGE = 'Avatar must be a JPEG, PNG or WebP image';
export const AVATAR_SIZE_MESSAGE = 'Avatar images may be at most 2 MB';

export const AvatarUploadBody = /* @__PURE__ */ z.strictObject({
  fileName: /* @__PURE__ */ z
    .string('File name is required')
    .check(
      /* @__PURE__ */ z.trim(),
      /* @__PURE__ */ z.minLength(1, 'File name is required'),
      /* @__PURE__ */ z.maxLength(255, 'File name must be at most 255 characters'),
    ),
  contentType: /* @__PURE__ */ z
    .string('Content type is required')
    .check(
      /* @__PURE__ */ z.trim(),
      /* @__PURE__ */ z.toLowerCase(),
      /* @__PURE__ */ z.minLength(1, 'Content type is required'),
      /* @__PURE__ */ z.maxLength(100, 'Content type is too long'),
    ),
  /** Bytes, as the browser's File.size reports it; the policy enforces the limit again. */
  size: /* @__PURE__ */ z
    .number('Size must be a number')
    .check(/* @__PURE__ */ z.int('Size must be a whole number of bytes'), /* @__PURE__ */ z.positive('The file is empty')),
});
export type AvatarUploadBody = z.infer<typeof AvatarUploadBody>;

/** A presigned POST: `fields` first, then the file as `file`, to `url`. */
export const AvatarUpload = /* @__PURE__ */ z.object({
  uploadId: /* @__PURE__ */ z.string(),
  url: /* @__PURE__ */ z.string(),
  fields: /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()),
  maxBytes: /* @__PURE__ */ z.number(),
  expiresAt: /* @__PURE__ */ z.string(),
});
export type AvatarUpload = z.infer<typeof AvatarUpload>;

export const SetAvatarBody = /* @__PURE__ */ z.strictObject({
  uploadId: /* @__PURE__ */ z
    .string('Upload id is required')
    .check(/* @__PURE__ */ z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid upload id')),
});
export type SetAvatarBody = z.infer<typeof SetAvatarBody>;

export const UpdateProfileBody = /* @__PURE__ */ z.strictObject({ name: PersonName, phone: Phone, bio: Bio });
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** Spec §3 Listener stats, from per-user aggregates kept on write, plus the figures My Analytics charts. */
export const ListenerStats = /* @__PURE__ */ z.object({
  totalPurchases: /* @__PURE__ */ z.number(),
  /** USD, list prices. */
  totalSpent: /* @__PURE__ */ z.number(),
  /** From purchases and plays; 'Electronic' (spec default) before either. */
  favoriteGenre: /* @__PURE__ */ z.string(),
  songsOwned: /* @__PURE__ */ z.number(),
  likedSongs: /* @__PURE__ */ z.number(),
  downloadedSongs: /* @__PURE__ */ z.number(),
  playlistCount: /* @__PURE__ */ z.number(),
  followingArtists: /* @__PURE__ */ z.number(),
  plays: /* @__PURE__ */ z.number(),
  /** The last six calendar months (UTC), oldest first: `month` is `yyyy-mm`, `amount` USD spent. */
  monthlySpending: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.object({
      month: /* @__PURE__ */ z.string(),
      amount: /* @__PURE__ */ z.number(),
      purchases: /* @__PURE__ */ z.number(),
    }),
  ),
  /** This month's spending against last month's, in percent; null when last month had none. */
  growth: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.number()),
  /** Genres by purchases + plays, largest first, `share` in percent of the whole. */
  topGenres: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.object({
      genre: /* @__PURE__ */ z.string(),
      purchases: /* @__PURE__ */ z.number(),
      plays: /* @__PURE__ */ z.number(),
      share: /* @__PURE__ */ z.number(),
    }),
  ),
  /** The newest orders (spec: the first 4). */
  recentActivity: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.object({
      orderId: /* @__PURE__ */ z.number(),
      title: /* @__PURE__ */ z.string(),
      artist: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
      type: /* @__PURE__ */ z.enum(['song', 'subscription']),
      status: /* @__PURE__ */ z.string(),
      /** USD list price. */
      amount: /* @__PURE__ */ z.number(),
      created_at: /* @__PURE__ */ z.string(),
    }),
  ),
});
export type ListenerStats = z.infer<typeof ListenerStats>;

/** The spec's default favourite genre, before the user has bought or played anything. */
export const DEFAULT_FAVORITE_GENRE = 'Electronic';

/** Email change: the new address and the current password. */
export const ChangeEmailBody = /* @__PURE__ */ z.strictObject({
  newEmail: Email,
  password: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.minLength(1, 'Password is required'), /* @__PURE__ */ z.maxLength(128, 'Password is too long')),
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;

/** Delete Account's confirmation: the account's email or its password, typed again. */
export const DeleteAccountBody = /* @__PURE__ */ z.strictObject({
  confirmation: /* @__PURE__ */ z
    .string()
    .check(
      /* @__PURE__ */ z.trim(),
      /* @__PURE__ */ z.minLength(1, 'Type your email or password to confirm'),
      /* @__PURE__ */ z.maxLength(254, 'Confirmation is too long'),
    ),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** `user-data-export.json`: everything stored about the caller, grouped by kind. */
export const UserDataExport = /* @__PURE__ */ z.object({
  exportedAt: /* @__PURE__ */ z.string(),
  profile: Profile,
  settings: UserSettings,
  orders: /* @__PURE__ */ z.array(/* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.unknown())),
  licenses: /* @__PURE__ */ z.array(/* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.unknown())),
  subscriptions: /* @__PURE__ */ z.array(/* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.unknown())),
  /**
   * Every other item of the user's own partition (favourites, playlists, follows, reviews,
   * notifications, listening figures), grouped by its entity type.
   */
  account: /* @__PURE__ */ z.record(
    /* @__PURE__ */ z.string(),
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.unknown())),
  ),
});
export type UserDataExport = z.infer<typeof UserDataExport>;

export const USER_EXPORT_FILENAME = 'user-data-export.json';
