/**
 * Contracts of the songs back office (admin §2.5, §2.6, §3 Song, §4, §5, §7): the catalogue list
 * with its stat cards, one song with its waveform, the create/edit/status/delete calls and the
 * presigned uploads that replace `upload.php`.
 *
 * One status model (functions/data/README.md, "Song status"): a song's stored `status` is one of
 * `SONG_STATUSES` below; the form's for_sale / sold / inactive are accepted as aliases
 * (`FORM_STATUS_ALIASES`) and shown back as `sale_status`. A song is listed publicly if and only if
 * it is published, available and not sold out.
 */
import { GENRES } from '../constants';
import { SongId, songFields, type SongStatus } from './catalogue';
import { SongOffer } from './licenses';
import { uploadFileShape } from './uploads';
import * as z from './zod';

/** Where the browser posts a song file or cover (the web imports it from here). */
export { PresignedUpload } from './uploads';

/** Where presigned uploads land in the media bucket; a lifecycle rule empties it after a day. */
export const UPLOADS_PREFIX = 'uploads/';
/** Admin §9: songs page size. */
export const ADMIN_SONGS_PAGE_SIZE = 12;
/** Admin §9: cover images up to 5 MB (audio follows the system settings' maxFileSize). */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
/** The content types a presigned audio upload may declare, per format of the system settings. */
export const AUDIO_CONTENT_TYPES = {
  mp3: ['audio/mpeg', 'audio/mp3'],
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  flac: ['audio/flac', 'audio/x-flac'],
} as const;
/** An uploaded preview may run at most this long (the generated one is PREVIEW_SECONDS). */
export const MAX_UPLOADED_PREVIEW_SECONDS = 60;
/** Points of a song's waveform. */
export const WAVEFORM_POINTS = 1000;
export const SONG_TITLE_MAX = 200;
export const SONG_ARTIST_MAX = 120;
export const SONG_DESCRIPTION_MAX = 5000;

/** Admin §4: the list's statuses, and the one a song has while its audio is being processed. */
export const ADMIN_LIST_STATUSES = ['published', 'pending', 'draft', 'rejected'] as const;
/**
 * The one set of status names the back office shows, in the list, its filter and the forms
 * (stored statuses; the form aliases below are still accepted by the API).
 */
export const SONG_STATUS_LABELS = {
  published: 'Published',
  pending: 'Pending review',
  draft: 'Draft',
  rejected: 'Rejected',
  sold_out: 'Sold out',
  processing: 'Processing',
} as const;
/** The statuses an admin picks in the create and edit forms; review moves pending songs (approve, reject). */
export const FORM_STATUSES = ['published', 'draft', 'sold_out'] as const;
export type FormStatusChoice = (typeof FORM_STATUSES)[number];
export const REJECTION_REASON_MAX = 500;
/** Admin §4: the form's statuses, stored as `published`, `sold_out` and `draft`. */
export const FORM_STATUS_ALIASES = { for_sale: 'published', sold: 'sold_out', inactive: 'draft' } as const;
export type FormStatus = keyof typeof FORM_STATUS_ALIASES;

/** Stored status: the public SongStatus plus `processing` (never listed, never visible by link). */
export const AdminSongStatus = /* @__PURE__ */ z.lazySchema(() =>
  z.enum(['published', 'sold_out', 'draft', 'pending', 'rejected', 'processing']),
);
export type AdminSongStatus = z.infer<typeof AdminSongStatus>;

/** What a create or edit may set: a stored status or a form alias. */
export const SongStatusInput = /* @__PURE__ */ z.lazySchema(() =>
  z.enum(
    ['published', 'pending', 'draft', 'rejected', 'sold_out', 'for_sale', 'sold', 'inactive'],
    'Status must be published, pending, draft, rejected, for_sale, sold or inactive',
  ),
);
export type SongStatusInput = z.infer<typeof SongStatusInput>;

export const SaleStatus = /* @__PURE__ */ z.lazySchema(() => z.enum(['for_sale', 'sold', 'inactive']));
export type SaleStatus = z.infer<typeof SaleStatus>;

export const AudioFormat = /* @__PURE__ */ z.lazySchema(() => z.enum(['mp3', 'wav', 'flac']));
export type AudioFormat = z.infer<typeof AudioFormat>;

/** A song as the back office shows it (list card, edit form). */
export const AdminSong = /* @__PURE__ */ z.lazyObject(() => ({
  ...songFields(),
  status: AdminSongStatus,
  /** The form's view of status + is_available. */
  sale_status: SaleStatus,
  is_available: z.boolean(),
  /** Listed in the public catalogue now: published, available, not sold out. */
  listed: z.boolean(),
  /** Seconds. */
  duration: z.number(),
  format: z.nullable(AudioFormat),
  bitrate: z.nullable(z.number()),
  sample_rate: z.nullable(z.number()),
  downloads: z.number(),
  revenue: z.number(),
  /** Out of 5; null while nobody has rated the song. */
  rating: z.nullable(z.number()),
  /** Path of the cover image under the site (served by the CDN), or null. */
  cover_url: z.nullable(z.string()),
  /** Why the review rejected it, while its status is `rejected`; null otherwise. */
  rejection_reason: z.nullable(z.string()),
  /** The artist account that uploaded it from the studio; absent for the back office's own songs. */
  uploaded_by: z.optional(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
}));
export type AdminSong = z.infer<typeof AdminSong>;

/** One song with its waveform: WAVEFORM_POINTS peaks in [0, 1] (empty while processing). */
export const AdminSongDetail = /* @__PURE__ */ z.lazySchema(() =>
  z.extend(AdminSong, {
    peaks: z.array(z.number()),
    /** Licence tiers (issue 25): the files it has and its own tier prices (USD) where it does not take the default. */
    offer: z.optional(SongOffer),
  }),
);
export type AdminSongDetail = z.infer<typeof AdminSongDetail>;

export const ADMIN_SONG_SORTS = ['newest', 'oldest', 'title', 'price', 'price_desc', 'downloads', 'revenue'] as const;
export const AdminSongSort = /* @__PURE__ */ z.lazySchema(() => z.enum(ADMIN_SONG_SORTS));
export type AdminSongSort = z.infer<typeof AdminSongSort>;

/** The admin songs list's largest page. */
export const ADMIN_SONGS_PAGE_MAX = 100;

export const ListAdminSongsQuery = /* @__PURE__ */ z.lazyStrictObject(() => ({
  /** Matches title, artist or genre, any case. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search is too long'))),
  status: z.optional(AdminSongStatus),
  sort: z._default(AdminSongSort, 'newest'),
  limit: z._default(
    z
      .coerceNumber({ error: 'limit must be a number' })
      .check(
        z.int('limit must be a whole number'),
        z.minimum(1, 'limit must be at least 1'),
        z.maximum(ADMIN_SONGS_PAGE_MAX, `limit must be at most ${ADMIN_SONGS_PAGE_MAX}`),
      ),
    ADMIN_SONGS_PAGE_SIZE,
  ),
  /** The previous page's X-Next-Cursor, made for the same sort. */
  cursor: z.optional(z.string().check(z.maxLength(2000, 'Invalid cursor'))),
}));
export type ListAdminSongsQuery = z.infer<typeof ListAdminSongsQuery>;

/** The spec's array of songs: the next page's cursor in X-Next-Cursor, the total that matched in X-Total-Count. */
export const AdminSongList = /* @__PURE__ */ z.lazySchema(() => z.array(AdminSong));
export type AdminSongList = z.infer<typeof AdminSongList>;

/** Admin §2.5 stat cards, from aggregate counters; `totalRevenue` in USD. */
export const AdminSongStats = /* @__PURE__ */ z.lazySchema(() => z.figures('totalSongs', 'published', 'pendingReview', 'totalRevenue'));
export type AdminSongStats = z.infer<typeof AdminSongStats>;

export const AdminSongParams = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ songId: SongId }));

/** An upload id: names one object under `uploads/` that the server made the presigned POST for. */
export const UploadId = /* @__PURE__ */ z.lazySchema(() => z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid upload id')));

export const UploadKind = /* @__PURE__ */ z.lazySchema(() => z.enum(['audio', 'cover'], 'Upload kind must be audio or cover'));
export type UploadKind = z.infer<typeof UploadKind>;

export const CreateUploadBody = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ kind: UploadKind, ...uploadFileShape() }));
export type CreateUploadBody = z.infer<typeof CreateUploadBody>;

const title = /* @__PURE__ */ z.lazySchema(() => z.requiredText('Title', SONG_TITLE_MAX, 'Title is required'));
const artist = /* @__PURE__ */ z.lazySchema(() => z.requiredText('Artist', SONG_ARTIST_MAX, 'Artist is required'));
const description = /* @__PURE__ */ z.lazySchema(() => z.boundedText('Description', SONG_DESCRIPTION_MAX));
/** Step 0.01 (admin §5); the range is the system settings' minPrice…maxPrice, checked by the server. */
const price = /* @__PURE__ */ z.lazySchema(() =>
  z.number('Price is required and must be a number').check(
    z.refine(Number.isFinite, 'Price must be a number'),
    z.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Price must be in steps of 0.01'),
    z.gte(0, 'Price must be at least 0'),
    z.lte(1_000_000, 'Price is too large'),
  ),
);
const genre = /* @__PURE__ */ z.lazySchema(() => z.enum(GENRES, `Genre must be one of ${GENRES.join(', ')}`));

export const CreateSongBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  title,
  artist,
  genre,
  description: z.optional(description),
  price,
  is_available: z._default(z.boolean(), true),
  status: z._default(SongStatusInput, 'for_sale'),
  /** The full track (admin §5: required, audio only). */
  audioUploadId: UploadId,
  /** An optional preview clip (audio, at most MAX_UPLOADED_PREVIEW_SECONDS); cut from the master when absent. */
  previewUploadId: z.optional(UploadId),
  coverUploadId: z.optional(UploadId),
}));
export type CreateSongBody = z.infer<typeof CreateSongBody>;

/**
 * The create body's fields, every one optional and none defaulted: what is sent changes, the rest
 * stays (an upload id replaces that file).
 */
export const UpdateSongBody = /* @__PURE__ */ z.lazySchema(() =>
  z.partial(z.extend(CreateSongBody, { is_available: z.boolean(), status: SongStatusInput })),
);
export type UpdateSongBody = z.infer<typeof UpdateSongBody>;

/**
 * Admin §4 Publish/Unpublish (published ↔ draft, any list status may be set) and the review of a
 * pending song: approve is `published`, reject is `rejected` with the `reason` the uploader reads.
 */
export const UpdateSongStatusBody = /* @__PURE__ */ z.lazySchema(() =>
  z
    .strictObject({
      status: SongStatusInput,
      reason: z.optional(
        z
          .string('Reason must be text')
          .check(z.trim(), z.maxLength(REJECTION_REASON_MAX, `Reason must be at most ${REJECTION_REASON_MAX} characters`)),
      ),
    })
    .check(
      z.superRefine((body, ctx) => {
        if (body.status === 'rejected' && !body.reason) {
          ctx.issues.push({ code: 'custom', path: ['reason'], message: 'A reason is required to reject a song', input: body.reason });
        } else if (body.status !== 'rejected' && body.reason !== undefined) {
          ctx.issues.push({
            code: 'custom',
            path: ['reason'],
            message: 'A reason is only given when rejecting a song',
            input: body.reason,
          });
        }
      }),
    ),
);
export type UpdateSongStatusBody = z.infer<typeof UpdateSongStatusBody>;

/** Admin §8: the 400 a song with orders answers on delete contains these words. */
export const SONG_HAS_ORDERS_MESSAGE = 'Cannot delete a song with existing orders';
/** Admin §4: what the upload progress shows. */
export const UPLOAD_TEXTS = {
  preparing: 'Preparing upload...',
  uploading: 'Uploading files...',
  progress: (n: number) => `Uploading... ${n}%`,
  done: 'Upload completed successfully!',
  failed: 'Upload failed. Please try again.',
} as const;
/** Admin §9. */
export const UPLOAD_TIMEOUT_MS = 300_000;

/** Stored status → the form's sale status. */
export function saleStatusOf(status: AdminSongStatus, isAvailable: boolean): SaleStatus {
  if (status === 'sold_out') return 'sold';
  return status === 'published' && isAvailable ? 'for_sale' : 'inactive';
}

/** A status input → the stored status. */
export const storedStatusOf = (input: SongStatusInput): SongStatus =>
  input in FORM_STATUS_ALIASES ? FORM_STATUS_ALIASES[input as FormStatus] : (input as SongStatus);
