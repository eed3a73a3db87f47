/**
 * Licence tiers (issue 25): the store-wide tiers a song sells under (MP3 Lease, WAV Lease,
 * Trackout, Unlimited, Exclusive and any the admin adds), each with its files and usage terms, and
 * the offers a song makes under them.
 */
import * as z from './zod';

/** The files a tier delivers. `wav` is the lossless master (a WAV, or the FLAC it was uploaded as). */
export const DELIVERABLES = ['mp3_128', 'mp3_320', 'wav', 'flac', 'stems'] as const;
export type Deliverable = (typeof DELIVERABLES)[number];
export const Deliverable = /* @__PURE__ */ z.lazySchema(() => z.enum(DELIVERABLES, 'Unknown deliverable'));

/** The seeded tiers' fixed ids. */
export const SEEDED_TIER_IDS = ['mp3', 'wav', 'stems', 'unlimited', 'exclusive'] as const;
/** The tier every licence sold before tiers existed became (the migration), and an order without `tier` gets the cheapest. */
export const LEGACY_TIER_ID = 'mp3';

export const TierId = /* @__PURE__ */ z.lazySchema(() =>
  z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,29}$/, 'Tier id must be 1–30 lower-case letters, digits, - or _')),
);
export const TierParams = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ tierId: TierId }));

const limit = (label: string) =>
  /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z
      .number({ error: `${label} must be a number or null (unlimited)` })
      .check(
        /* @__PURE__ */ z.int(`${label} must be a whole number`),
        /* @__PURE__ */ z.minimum(0, `${label} must be at least 0`),
        /* @__PURE__ */ z.maximum(1_000_000_000, `${label} is too large`),
      ),
  );

/** Usage limits of a tier; null is unlimited. */
export const LicenseTerms = /* @__PURE__ */ z.lazyStrictObject(() => ({
  distributionCopies: limit('Distribution copies'),
  audioStreams: limit('Audio streams'),
  musicVideos: limit('Music videos'),
  radioStations: limit('Radio stations'),
  paidPerformances: limit('Paid performances'),
  creditRequired: z.boolean({ error: 'creditRequired must be true or false' }),
}));
export type LicenseTerms = z.infer<typeof LicenseTerms>;

export const LicenseTier = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.string(),
  name: z.string(),
  deliverables: z.array(Deliverable),
  terms: LicenseTerms,
  /** USD, the price of a song that sets none of its own for this tier. */
  default_price: z.number(),
  exclusive: z.boolean(),
  active: z.boolean(),
  /** Orders placed under it: a tier in use can be switched off, never deleted. */
  orders: z.number(),
  /** Where it sits in lists (the seeded tiers 1–5). */
  position: z.number(),
}));
export type LicenseTier = z.infer<typeof LicenseTier>;

const tierName = () =>
  /* @__PURE__ */ z.string().check(z.trim(), z.minLength(1, 'Tier name is required'), z.maxLength(60, 'Tier name is too long'));
const tierPrice = () =>
  /* @__PURE__ */ z
    .number({ error: 'Default price must be a number' })
    .check(z.minimum(0, 'Default price must be at least 0'), z.maximum(100_000, 'Default price is too large'));
const deliverableList = () =>
  /* @__PURE__ */ z
    .array(Deliverable)
    .check(z.minLength(1, 'Choose at least one deliverable'), z.maxLength(DELIVERABLES.length, 'Too many deliverables'));

export const CreateTierBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  id: TierId,
  name: tierName(),
  deliverables: deliverableList(),
  terms: LicenseTerms,
  default_price: tierPrice(),
  exclusive: z._default(z.boolean(), false),
  active: z._default(z.boolean(), true),
}));
export type CreateTierBody = z.infer<typeof CreateTierBody>;

export const UpdateTierBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  name: z.optional(tierName()),
  deliverables: z.optional(deliverableList()),
  terms: z.optional(LicenseTerms),
  default_price: z.optional(tierPrice()),
  exclusive: z.optional(z.boolean()),
  active: z.optional(z.boolean()),
}));
export type UpdateTierBody = z.infer<typeof UpdateTierBody>;

/** One tier a song is offered under, as `GET /api/songs` shows it. */
export const SongLicense = /* @__PURE__ */ z.lazyObject(() => ({
  tier: z.string(),
  name: z.string(),
  /** USD. */
  price: z.number(),
  deliverables: z.array(Deliverable),
  exclusive: z.boolean(),
  terms: LicenseTerms,
}));
export type SongLicense = z.infer<typeof SongLicense>;

/**
 * What a song brings to the tiers, carried by the catalogue's song rows: the files it has and its
 * own prices (USD) for tiers where it does not take the tier's default.
 */
export const SongOffer = /* @__PURE__ */ z.lazyObject(() => ({
  files: z.array(Deliverable),
  prices: z.record(z.string(), z.number()),
}));
export type SongOffer = z.infer<typeof SongOffer>;

/** Per-song tier prices (admin): USD, or null to take the tier's default again. */
export const SongTierPricesBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  prices: z.record(
    TierId,
    z.nullable(z.number({ error: 'Price must be a number' }).check(z.minimum(0, 'Price must be at least 0'), z.maximum(100_000))),
  ),
}));
export type SongTierPricesBody = z.infer<typeof SongTierPricesBody>;

/** The files of an order's licence, for the download chooser. */
export const OrderFile = /* @__PURE__ */ z.lazyObject(() => ({
  file: Deliverable,
  /** The one the buyer's download-quality preference picks. */
  default: z.boolean(),
}));
export type OrderFile = z.infer<typeof OrderFile>;

export const DownloadFileQuery = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ file: z.optional(Deliverable) }));

/** 1234567 → '1,234,567' (no ICU: shared/ loads at every cold start). */
export const groupThousands = (n: number): string => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Short English summary of a tier's terms (verification). */
export function termsSummary(t: LicenseTerms): string {
  const n = (v: number | null, what: string) => (v === null ? `unlimited ${what}` : `${groupThousands(v)} ${what}`);
  return [
    n(t.distributionCopies, 'copies'),
    n(t.audioStreams, 'streams'),
    n(t.musicVideos, 'music videos'),
    n(t.radioStations, 'radio stations'),
    n(t.paidPerformances, 'paid performances'),
    t.creditRequired ? 'credit required' : 'no credit required',
  ].join(', ');
}

/** A stems ZIP may be this large (issue 25: up to 2 GB). */
export const STEMS_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** Parts of a stems upload: S3's minimum but the last is 5 MiB; 16 MiB keeps a 2 GB ZIP at 128 parts. */
export const STEMS_PART_BYTES = 16 * 1024 * 1024;
/** Where the server keeps what it started of each stems upload (a marker per upload; the bucket expires `uploads/` after a day). */
export const STEMS_UPLOAD_PREFIX = 'uploads/stems/';

export const UploadToken = /* @__PURE__ */ z.lazySchema(() => z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid upload')));
export const StemsUploadParams = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ upload: UploadToken }));
const S3UploadId = () => /* @__PURE__ */ z.string().check(z.minLength(1, 'uploadId is required'), z.maxLength(1024, 'Invalid uploadId'));

export const CreateStemsUploadBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  songId: z.string().check(z.regex(/^[0-9A-Za-z_-]{1,40}$/, 'Invalid song id')),
  size: z
    .number({ error: 'size must be a number' })
    .check(
      z.int('size must be a whole number'),
      z.minimum(22, 'The file is too small to be a ZIP'),
      z.maximum(STEMS_MAX_BYTES, 'Stems ZIPs may be at most 2 GB'),
    ),
}));
export type CreateStemsUploadBody = z.infer<typeof CreateStemsUploadBody>;

export const StemsUpload = /* @__PURE__ */ z.lazySchema(() =>
  z.object({ upload: z.string(), uploadId: z.string(), partSize: z.number(), partCount: z.number() }),
);
export type StemsUpload = z.infer<typeof StemsUpload>;

export const SignStemsPartsBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  uploadId: S3UploadId(),
  partNumbers: z
    .array(z.number().check(z.int(), z.minimum(1, 'Part numbers start at 1'), z.maximum(10_000, 'Part number too large')))
    .check(z.minLength(1, 'Ask for at least one part'), z.maxLength(100, 'At most 100 parts at a time')),
}));
export type SignStemsPartsBody = z.infer<typeof SignStemsPartsBody>;

export const SignedParts = /* @__PURE__ */ z.lazySchema(() =>
  z.object({ parts: z.array(z.object({ partNumber: z.number(), url: z.string() })), expiresAt: z.string() }),
);
export type SignedParts = z.infer<typeof SignedParts>;

export const CompleteStemsBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  uploadId: S3UploadId(),
  songId: z.string().check(z.regex(/^[0-9A-Za-z_-]{1,40}$/, 'Invalid song id')),
  parts: z
    .array(
      z.strictObject({
        partNumber: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
        etag: z.string().check(z.minLength(1), z.maxLength(200)),
      }),
    )
    .check(z.minLength(1, 'No parts were uploaded'), z.maxLength(10_000)),
}));
export type CompleteStemsBody = z.infer<typeof CompleteStemsBody>;

export const AbortStemsBody = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ uploadId: S3UploadId() }));
export type AbortStemsBody = z.infer<typeof AbortStemsBody>;

export const StemsSaved = /* @__PURE__ */ z.lazySchema(() =>
  z.object({ songId: z.string(), files: z.array(Deliverable), stems: z.array(z.string()), size: z.number() }),
);
export type StemsSaved = z.infer<typeof StemsSaved>;
