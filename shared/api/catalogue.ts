import { GENRES } from '../constants';
import { SongLicense, SongOffer } from './licenses';
import * as z from './zod';

export const Genre = /* @__PURE__ */ z.lazySchema(() => z.enum(GENRES));
export type Genre = z.infer<typeof Genre>;

/** Catalogue status: published songs are for sale; sold_out ones stay visible by link only. */
export const SongStatus = /* @__PURE__ */ z.lazySchema(() => z.enum(['published', 'sold_out', 'draft', 'pending', 'rejected']));
export type SongStatus = z.infer<typeof SongStatus>;

export const SongId = /* @__PURE__ */ z.lazySchema(() => z.string().check(z.regex(/^[0-9A-Za-z_-]{1,40}$/, 'Invalid song id')));

/** The fields every view of a song opens with, the public one and the back office's; `price` in USD, decimal as in the spec. */
export const songFields = () => ({
  id: z.string(),
  title: z.string(),
  artist: z.string(),
  genre: Genre,
  description: z.string(),
  price: z.number(),
});

/** A song as the public API shows it (public-and-buyer §3 Song + admin §3 Song counters). */
export const Song = /* @__PURE__ */ z.lazyObject(() => ({
  ...songFields(),
  status: SongStatus,
  is_available: z.boolean(),
  created_at: z.string(),
  /** Seconds. */
  duration: z.number(),
  rating: z.number(),
  downloads: z.number(),
  revenue: z.number(),
  /** Path of the cover image under the site (`/covers/…`, public through the CDN), or null: as the admin song's `cover_url`. */
  cover_url: z.nullable(z.string()),
  /** Licence tiers (issue 25): what the song has to offer them, and the tiers it is offered under, cheapest first. */
  offer: z.optional(SongOffer),
  licenses: z.optional(z.array(SongLicense)),
}));
export type Song = z.infer<typeof Song>;

/** One song for its page and the player: the listed fields and its waveform, 1,000 peaks in [0, 1] (empty when unknown). */
export const SongDetail = /* @__PURE__ */ z.lazySchema(() => z.extend(Song, { peaks: z.array(z.number()) }));
export type SongDetail = z.infer<typeof SongDetail>;

export const SONG_SORTS = ['newest', 'price', 'price_desc', 'title'] as const;
export const SongSort = /* @__PURE__ */ z.lazySchema(() => z.enum(SONG_SORTS));
export type SongSort = z.infer<typeof SongSort>;

const money = (label: string) =>
  /* @__PURE__ */ z
    .coerceNumber({ error: `${label} must be a number` })
    .check(
      /* @__PURE__ */ z.refine(Number.isFinite, `${label} must be a number`),
      /* @__PURE__ */ z.minimum(0, `${label} must be at least 0`),
      /* @__PURE__ */ z.maximum(100_000, `${label} is too large`),
    );

export const ListSongsQuery = /* @__PURE__ */ z.lazySchema(() =>
  z
    .strictObject({
      q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search is too long'))),
      /** Lower-case genre as in `/browse?genre=hip hop`; any case is accepted. */
      genre: z.optional(
        z.pipe(
          z.string().check(z.trim(), z.toLowerCase()),
          z.enum(
            GENRES.map((g) => g.toLowerCase()),
            { error: 'Unknown genre' },
          ),
        ),
      ),
      minPrice: z.optional(money('minPrice')),
      maxPrice: z.optional(money('maxPrice')),
      sort: z._default(SongSort, 'newest'),
      limit: z._default(
        z
          .coerceNumber({ error: 'limit must be a number' })
          .check(
            z.int('limit must be a whole number'),
            z.minimum(1, 'limit must be between 1 and 100'),
            z.maximum(100, 'limit must be between 1 and 100'),
          ),
        50,
      ),
      cursor: z.optional(z.string().check(z.maxLength(500))),
    })
    .check(
      z.refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
        message: 'minPrice must not be above maxPrice',
        path: ['minPrice'],
      }),
    ),
);
export type ListSongsQuery = z.infer<typeof ListSongsQuery>;

export const SongParams = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ songId: SongId }));

/** An owner's stream: `high` is the 320 kbps master, `standard` the 128 kbps derivative (the High quality audio preference). */
export const StreamQuality = /* @__PURE__ */ z.lazySchema(() => z.enum(['high', 'standard']));
export type StreamQuality = z.infer<typeof StreamQuality>;

/** Where the player fetches a song: the full track for its owner, the preview for anyone else. */
export const StreamLink = /* @__PURE__ */ z.lazyObject(() => ({
  url: z.string(),
  expiresAt: z.string(),
  /** True for the full track (the caller owns the song), false for the preview clip. */
  full: z.boolean(),
  quality: z.optional(StreamQuality),
}));
export type StreamLink = z.infer<typeof StreamLink>;

export const HomeStats = /* @__PURE__ */ z.lazySchema(() => z.figures('totalSongs', 'totalArtists', 'totalUsers', 'totalDownloads'));
export type HomeStats = z.infer<typeof HomeStats>;

export const WhatsAppSettings = /* @__PURE__ */ z.lazyObject(() => ({
  enabled: z.boolean(),
  phoneNumber: z.string(),
  message: z.string(),
}));
export type WhatsAppSettings = z.infer<typeof WhatsAppSettings>;

export const Faq = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
}));
export const HelpContent = /* @__PURE__ */ z.lazyObject(() => ({
  hero: z.object({ title: z.string(), subtitle: z.string() }),
  whatsappNumber: z.string(),
  faqs: z.array(Faq),
  contactInfo: z.object({
    email: z.string(),
    phone: z.string(),
    hours: z.string(),
  }),
}));
export type HelpContent = z.infer<typeof HelpContent>;

export const ScriptsContent = /* @__PURE__ */ z.lazyObject(() => ({
  header: z.array(z.string()),
  footer: z.array(z.string()),
}));
export type ScriptsContent = z.infer<typeof ScriptsContent>;

/** Public fields of the payment settings (public-and-buyer §3 Payment settings). */
export const PaymentSettings = /* @__PURE__ */ z.lazyObject(() => ({
  bkash: z.string(),
  bkash_enabled: z.boolean(),
  nagad: z.string(),
  nagad_enabled: z.boolean(),
  rocket: z.string(),
  rocket_enabled: z.boolean(),
  bank_name: z.string(),
  bank_account: z.string(),
  bank_routing: z.string(),
}));
export type PaymentSettings = z.infer<typeof PaymentSettings>;

export const ActivePaymentMethod = /* @__PURE__ */ z.lazyObject(() => ({
  /** `card` (Stripe) and `gateway` (PayPal, SSLCommerz): paid on the provider's hosted page and confirmed by it. */
  type: z.enum(['mobile', 'bank', 'card', 'gateway']),
  name: z.string(),
  wallet: z.optional(z.string()),
  bank_name: z.optional(z.string()),
  account_number: z.optional(z.string()),
  routing_number: z.optional(z.string()),
  account_name: z.optional(z.string()),
}));
export type ActivePaymentMethod = z.infer<typeof ActivePaymentMethod>;

export const ContactBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  name: z.requiredText('Name', 100),
  email: z.pipe(z.string().check(z.trim(), z.maxLength(254, 'Email is too long')), z.email('Enter a valid email address')),
  subject: z.requiredText('Subject', 200),
  message: z.requiredText('Message', 5000),
}));
export type ContactBody = z.infer<typeof ContactBody>;
