import { GENRES } from '../constants';
import * as z from './zod';

export const Genre = /* @__PURE__ */ z.enum(GENRES);
export type Genre = z.infer<typeof Genre>;

/** Catalogue status: published songs are for sale; sold_out ones stay visible by link only. */
export const SongStatus = /* @__PURE__ */ z.enum(['published', 'sold_out', 'draft', 'pending', 'rejected']);
export type SongStatus = z.infer<typeof SongStatus>;

export const SongId = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^[0-9A-Za-z_-]{1,40}$/, 'Invalid song id'));

/** A song as the public API shows it (public-and-buyer §3 Song + admin §3 Song counters). */
export const Song = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string(),
  title: /* @__PURE__ */ z.string(),
  artist: /* @__PURE__ */ z.string(),
  genre: Genre,
  description: /* @__PURE__ */ z.string(),
  /** USD, decimal as in the spec. */
  price: /* @__PURE__ */ z.number(),
  status: SongStatus,
  is_available: /* @__PURE__ */ z.boolean(),
  created_at: /* @__PURE__ */ z.string(),
  /** Seconds. */
  duration: /* @__PURE__ */ z.number(),
  rating: /* @__PURE__ */ z.number(),
  downloads: /* @__PURE__ */ z.number(),
  revenue: /* @__PURE__ */ z.number(),
  /** Path of the cover image under the site (`/covers/…`, public through the CDN), or null: as the admin song's `cover_url`. */
  cover_url: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
});
export type Song = z.infer<typeof Song>;

/** One song for its page and the player: the listed fields and its waveform, 1,000 peaks in [0, 1] (empty when unknown). */
export const SongDetail = /* @__PURE__ */ z.extend(Song, { peaks: /* @__PURE__ */ z.array(/* @__PURE__ */ z.number()) });
export type SongDetail = z.infer<typeof SongDetail>;

export const SONG_SORTS = ['newest', 'price', 'price_desc', 'title'] as const;
export const SongSort = /* @__PURE__ */ z.enum(SONG_SORTS);
export type SongSort = z.infer<typeof SongSort>;

const money = (label: string) =>
  /* @__PURE__ */ z
    .coerceNumber({ error: `${label} must be a number` })
    .check(
      /* @__PURE__ */ z.refine(Number.isFinite, `${label} must be a number`),
      /* @__PURE__ */ z.minimum(0, `${label} must be at least 0`),
      /* @__PURE__ */ z.maximum(100_000, `${label} is too large`),
    );

export const ListSongsQuery = /* @__PURE__ */ z
  .strictObject({
    q: /* @__PURE__ */ z.optional(
      /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.trim(), /* @__PURE__ */ z.maxLength(100, 'Search is too long')),
    ),
    /** Lower-case genre as in `/browse?genre=hip hop`; any case is accepted. */
    genre: /* @__PURE__ */ z.optional(
      /* @__PURE__ */ z.pipe(
        /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.trim(), /* @__PURE__ */ z.toLowerCase()),
        /* @__PURE__ */ z.enum(
          /* @__PURE__ */ GENRES.map((g) => g.toLowerCase()),
          { error: 'Unknown genre' },
        ),
      ),
    ),
    minPrice: /* @__PURE__ */ z.optional(/* @__PURE__ */ money('minPrice')),
    maxPrice: /* @__PURE__ */ z.optional(/* @__PURE__ */ money('maxPrice')),
    sort: /* @__PURE__ */ z._default(SongSort, 'newest'),
    limit: /* @__PURE__ */ z._default(
      /* @__PURE__ */ z
        .coerceNumber({ error: 'limit must be a number' })
        .check(
          /* @__PURE__ */ z.int('limit must be a whole number'),
          /* @__PURE__ */ z.minimum(1, 'limit must be between 1 and 100'),
          /* @__PURE__ */ z.maximum(100, 'limit must be between 1 and 100'),
        ),
      50,
    ),
    cursor: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(500))),
  })
  .check(
    /* @__PURE__ */ z.refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
      message: 'minPrice must not be above maxPrice',
      path: ['minPrice'],
    }),
  );
export type ListSongsQuery = z.infer<typeof ListSongsQuery>;

export const SongParams = /* @__PURE__ */ z.strictObject({ songId: SongId });

export const HomeStats = /* @__PURE__ */ z.object({
  totalSongs: /* @__PURE__ */ z.number(),
  totalArtists: /* @__PURE__ */ z.number(),
  totalUsers: /* @__PURE__ */ z.number(),
  totalDownloads: /* @__PURE__ */ z.number(),
});
export type HomeStats = z.infer<typeof HomeStats>;

export const WhatsAppSettings = /* @__PURE__ */ z.object({
  enabled: /* @__PURE__ */ z.boolean(),
  phoneNumber: /* @__PURE__ */ z.string(),
  message: /* @__PURE__ */ z.string(),
});
export type WhatsAppSettings = z.infer<typeof WhatsAppSettings>;

export const Faq = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string(),
  question: /* @__PURE__ */ z.string(),
  answer: /* @__PURE__ */ z.string(),
});
export const HelpContent = /* @__PURE__ */ z.object({
  hero: /* @__PURE__ */ z.object({ title: /* @__PURE__ */ z.string(), subtitle: /* @__PURE__ */ z.string() }),
  whatsappNumber: /* @__PURE__ */ z.string(),
  faqs: /* @__PURE__ */ z.array(Faq),
  contactInfo: /* @__PURE__ */ z.object({
    email: /* @__PURE__ */ z.string(),
    phone: /* @__PURE__ */ z.string(),
    hours: /* @__PURE__ */ z.string(),
  }),
});
export type HelpContent = z.infer<typeof HelpContent>;

export const ScriptsContent = /* @__PURE__ */ z.object({
  header: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  footer: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
});
export type ScriptsContent = z.infer<typeof ScriptsContent>;

/** Public fields of the payment settings (public-and-buyer §3 Payment settings). */
export const PaymentSettings = /* @__PURE__ */ z.object({
  bkash: /* @__PURE__ */ z.string(),
  bkash_enabled: /* @__PURE__ */ z.boolean(),
  nagad: /* @__PURE__ */ z.string(),
  nagad_enabled: /* @__PURE__ */ z.boolean(),
  rocket: /* @__PURE__ */ z.string(),
  rocket_enabled: /* @__PURE__ */ z.boolean(),
  bank_name: /* @__PURE__ */ z.string(),
  bank_account: /* @__PURE__ */ z.string(),
  bank_routing: /* @__PURE__ */ z.string(),
});
export type PaymentSettings = z.infer<typeof PaymentSettings>;

export const ActivePaymentMethod = /* @__PURE__ */ z.object({
  type: /* @__PURE__ */ z.enum(['mobile', 'bank']),
  name: /* @__PURE__ */ z.string(),
  wallet: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  bank_name: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  account_number: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  routing_number: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  account_name: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});
export type ActivePaymentMethod = z.infer<typeof ActivePaymentMethod>;

export const ContactBody = /* @__PURE__ */ z.strictObject({
  name: /* @__PURE__ */ z
    .string()
    .check(
      /* @__PURE__ */ z.trim(),
      /* @__PURE__ */ z.minLength(1, 'Name is required'),
      /* @__PURE__ */ z.maxLength(100, 'Name must be at most 100 characters'),
    ),
  email: /* @__PURE__ */ z.pipe(
    /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.trim(), /* @__PURE__ */ z.maxLength(254, 'Email is too long')),
    /* @__PURE__ */ z.email('Enter a valid email address'),
  ),
  subject: /* @__PURE__ */ z
    .string()
    .check(
      /* @__PURE__ */ z.trim(),
      /* @__PURE__ */ z.minLength(1, 'Subject is required'),
      /* @__PURE__ */ z.maxLength(200, 'Subject must be at most 200 characters'),
    ),
  message: /* @__PURE__ */ z
    .string()
    .check(
      /* @__PURE__ */ z.trim(),
      /* @__PURE__ */ z.minLength(1, 'Message is required'),
      /* @__PURE__ */ z.maxLength(5000, 'Message must be at most 5000 characters'),
    ),
});
export type ContactBody = z.infer<typeof ContactBody>;
