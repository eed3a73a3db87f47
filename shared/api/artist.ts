/**
 * Contracts of the artist accounts (issue 24): the application, the studio's songs, sales, earnings
 * and payouts, and the back office's applications, payouts and earnings report. Money here is in
 * taka (decimal), the currency an artist is paid in; a sale in dollars is counted at ×110.
 */
import { convertAmount, formatTaka, formatUsd } from '../money';
import { BANK_ACCOUNT, BD_MOBILE, MIN_PAYOUT_DEFAULT_BDT } from './settings';
import { AdminSong, AudioFormat, CreateSongBody, UpdateSongBody } from './songs-admin';
import * as z from './zod';

export const ARTIST_NAME_MAX = 120;
export const ARTIST_BIO_MAX = 2000;
export const ARTIST_LINKS_MAX = 5;
/** The store's minimum payout in taka until an admin sets the `minPayout` setting. */
export const MIN_PAYOUT_BDT = MIN_PAYOUT_DEFAULT_BDT;
export const PAYOUT_METHODS = ['bkash', 'nagad', 'rocket', 'bank'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const PAYOUT_PROMISE = '5–7 business days';
/** `1000` → '৳1,000 ($9.09)': a taka amount (what payouts are paid in) with its dollar value. */
export const takaWithUsd = (taka: number): string => `${formatTaka(taka)} (${formatUsd(convertAmount(taka, 'BDT', 'USD'))})`;
/** The refusal of a payout under the store's `minPayout` setting, from the server and the studio alike. */
export const minPayoutMessage = (minPayout: number): string => `The minimum payout is ${takaWithUsd(minPayout)}`;
export const INSUFFICIENT_BALANCE_MESSAGE = 'The amount is more than your available balance';
export const PAYOUT_REASON_MAX = 500;
/** The longest reason an admin gives for refusing an artist application. */
export const DECISION_REASON_MAX = 500;
export const PAYOUT_REFERENCE_MAX = 100;
export const SALES_RANGES = ['7d', '30d', '90d', '12m'] as const;
export type SalesRange = (typeof SALES_RANGES)[number];

export const ArtistName = /* @__PURE__ */ z.lazySchema(() =>
  z.string('Artist name is required').check(
    z.trim(),
    z.minLength(1, 'Artist name is required'),
    z.maxLength(ARTIST_NAME_MAX, `Artist name must be at most ${ARTIST_NAME_MAX} characters`),
    z.refine((n) => /[\p{L}\p{N}]/u.test(n), 'Artist name must contain a letter or a digit'),
  ),
);

const Link = /* @__PURE__ */ z.lazySchema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(300, 'A link must be at most 300 characters'),
      z.regex(/^https?:\/\/\S+$/i, 'Links must start with http:// or https://'),
    ),
);

/** POST /api/artist/apply: a listener asks to sell here. */
export const ArtistApplyBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  artistName: ArtistName,
  bio: z._default(z.boundedText('Bio', ARTIST_BIO_MAX), ''),
  links: z._default(z.array(Link).check(z.maxLength(ARTIST_LINKS_MAX, `At most ${ARTIST_LINKS_MAX} links`)), []),
}));
export type ArtistApplyBody = z.infer<typeof ArtistApplyBody>;

export const ArtistApplication = /* @__PURE__ */ z.lazyObject(() => ({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  artist_name: z.string(),
  artist_slug: z.string(),
  bio: z.string(),
  links: z.array(z.string()),
  status: z.enum(['pending', 'approved', 'refused']),
  reason: z.nullable(z.string()),
  created_at: z.string(),
}));
export type ArtistApplication = z.infer<typeof ArtistApplication>;

export const DecideApplicationBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  decision: z.enum(['approve', 'refuse'], 'Decision must be approve or refuse'),
  reason: z.optional(z.boundedText('Reason', DECISION_REASON_MAX)),
}));
export type DecideApplicationBody = z.infer<typeof DecideApplicationBody>;

export const IdParams = /* @__PURE__ */ z.lazySchema(() =>
  z.strictObject({ id: z.string().check(z.regex(/^[0-9A-Za-z_-]{1,64}$/, 'Invalid id')) }),
);

/** GET /api/artist/me */
export const ArtistMe = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  artist_name: z.string(),
  artist_slug: z.string(),
  bio: z.string(),
  avatar_url: z.nullable(z.string()),
  commission_rate: z.number(),
  auto_approve_uploads: z.boolean(),
  min_price: z.number(),
  max_price: z.number(),
  /** The studio checks a file against these before uploading it (the server checks again). */
  max_file_size_mb: z.number(),
  allowed_formats: z.array(AudioFormat),
}));
export type ArtistMe = z.infer<typeof ArtistMe>;

/** An artist's own song: the back office's card (status, rejection reason, sales). */
export const ArtistSong = AdminSong;
export type ArtistSong = AdminSong;
export const ArtistSongList = /* @__PURE__ */ z.lazySchema(() => z.array(AdminSong));

/** POST /api/artist/songs: the back office's upload without artist and status (the account decides both). */
export const CreateArtistSongBody = /* @__PURE__ */ z.lazySchema(() =>
  z.omit(CreateSongBody, { artist: true, status: true, is_available: true }),
);
export type CreateArtistSongBody = z.infer<typeof CreateArtistSongBody>;

/** PUT /api/artist/songs/{id}: text and price, and withdrawing from sale (`is_available: false`) or offering again. */
export const UpdateArtistSongBody = /* @__PURE__ */ z.lazySchema(() =>
  z.pick(UpdateSongBody, { title: true, genre: true, description: true, price: true, is_available: true }),
);
export type UpdateArtistSongBody = z.infer<typeof UpdateArtistSongBody>;

export const SalesQuery = /* @__PURE__ */ z.lazyStrictObject(() => ({
  range: z._default(z.enum(SALES_RANGES, 'Range must be 7d, 30d, 90d or 12m'), '30d'),
  cursor: z.optional(z.string().check(z.maxLength(500, 'Invalid cursor'))),
}));
export type SalesQuery = z.infer<typeof SalesQuery>;

/** One sale (or its refund) as the artist sees it: no buyer data. */
export const ArtistSale = /* @__PURE__ */ z.lazyObject(() => ({
  date: z.string(),
  order_id: z.number(),
  song_id: z.string(),
  song: z.string(),
  kind: z.enum(['sale', 'refund']),
  gross: z.number(),
  commission_rate: z.number(),
  commission: z.number(),
  net: z.number(),
}));
export type ArtistSale = z.infer<typeof ArtistSale>;

export const SalesPoint = /* @__PURE__ */ z.lazySchema(() =>
  z.object({ period: z.string(), sales: z.number(), gross: z.number(), net: z.number(), plays: z.number() }),
);
export type SalesPoint = z.infer<typeof SalesPoint>;

/** One song's previews played and sales over the range (a refund takes its sale back). */
export const SongSales = /* @__PURE__ */ z.lazySchema(() =>
  z.object({ song_id: z.string(), song: z.string(), plays: z.number(), sales: z.number(), gross: z.number(), net: z.number() }),
);
export type SongSales = z.infer<typeof SongSales>;

export const ArtistSales = /* @__PURE__ */ z.lazyObject(() => ({
  range: z.enum(SALES_RANGES),
  currency: z.literal('BDT'),
  totals: z.object({ sales: z.number(), gross: z.number(), commission: z.number(), net: z.number(), plays: z.number() }),
  series: z.array(SalesPoint),
  /** Per song, most sold first (then most played). */
  songs: z.array(SongSales),
  sales: z.array(ArtistSale),
  next_cursor: z.nullable(z.string()),
}));
export type ArtistSales = z.infer<typeof ArtistSales>;

export const ArtistEarnings = /* @__PURE__ */ z.lazyObject(() => ({
  currency: z.literal('BDT'),
  sales: z.number(),
  gross: z.number(),
  commission: z.number(),
  net: z.number(),
  /** What a payout may ask for now: net less what is held by open requests and what was paid. */
  available: z.number(),
  held: z.number(),
  paid_out: z.number(),
  min_payout: z.number(),
  payout_promise: z.string(),
}));
export type ArtistEarnings = z.infer<typeof ArtistEarnings>;

const payoutAccountMessage = 'Enter a Bangladeshi mobile number like 01XXXXXXXXX for a wallet, or an 8 to 20 digit bank account';

export const PayoutBody = /* @__PURE__ */ z.lazySchema(() =>
  z
    .strictObject({
      amount: z.number('Amount must be a number').check(z.positive('Amount must be more than 0'), z.lte(10_000_000, 'Amount is too large')),
      method: z.enum(PAYOUT_METHODS, 'Method must be bkash, nagad, rocket or bank'),
      account: z
        .string('Account is required')
        .check(z.trim(), z.minLength(1, 'Account is required'), z.maxLength(40, payoutAccountMessage)),
    })
    .check(
      z.refine((b) => (b.method === 'bank' ? BANK_ACCOUNT.test(b.account) : BD_MOBILE.test(b.account)), {
        message: payoutAccountMessage,
        path: ['account'],
      }),
      z.refine((b) => Math.round(b.amount * 100) === b.amount * 100, { message: 'Amount may have at most 2 decimals', path: ['amount'] }),
    ),
);
export type PayoutBody = z.infer<typeof PayoutBody>;

export const PayoutStatus = /* @__PURE__ */ z.lazySchema(() => z.enum(['requested', 'paid', 'rejected']));

export const Payout = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.string(),
  amount: z.number(),
  currency: z.literal('BDT'),
  method: z.enum(PAYOUT_METHODS),
  account: z.string(),
  status: PayoutStatus,
  requested_at: z.string(),
  decided_at: z.nullable(z.string()),
  reference: z.nullable(z.string()),
  reason: z.nullable(z.string()),
}));
export type Payout = z.infer<typeof Payout>;
export const PayoutList = /* @__PURE__ */ z.lazySchema(() => z.array(Payout));
export const ApplicationList = /* @__PURE__ */ z.lazySchema(() => z.array(ArtistApplication));

export const AdminPayout = /* @__PURE__ */ z.lazySchema(() =>
  z.extend(Payout, {
    artist_id: z.string(),
    artist_name: z.string(),
    /** The artist's balance now (available + held). */
    balance: z.number(),
    age_days: z.number(),
  }),
);
export type AdminPayout = z.infer<typeof AdminPayout>;

export const AdminPayoutsQuery = /* @__PURE__ */ z.lazyStrictObject(() => ({
  status: z._default(z.enum(['requested', 'paid', 'rejected'], 'Status must be requested, paid or rejected'), 'requested'),
}));

export const AdminPayouts = /* @__PURE__ */ z.lazySchema(() => z.object({ promise: z.string(), payouts: z.array(AdminPayout) }));
export type AdminPayouts = z.infer<typeof AdminPayouts>;

export const MarkPaidBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  reference: z.requiredText('Reference', PAYOUT_REFERENCE_MAX),
}));
export const RejectPayoutBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  reason: z.requiredText('Reason', PAYOUT_REASON_MAX),
}));

/**
 * The marketplace's money: what buyers paid for artists' songs, the store's commission, and what it
 * owes them (`owed_to_artists`: net earned and not yet paid out, held requests included).
 */
export const EarningsStats = /* @__PURE__ */ z.lazyObject(() => ({
  currency: z.literal('BDT'),
  ...z.figureFields('gross_sales', 'commission', 'artists_net', 'paid_out', 'owed_to_artists', 'open_payouts'),
}));
export type EarningsStats = z.infer<typeof EarningsStats>;

export const EarningsReportQuery = /* @__PURE__ */ z.lazyStrictObject(() => ({
  from: z._default(z.string().check(z.regex(/^\d{4}-\d{2}$/, 'from must be a month like 2026-01')), '2000-01'),
  to: z._default(z.string().check(z.regex(/^\d{4}-\d{2}$/, 'to must be a month like 2026-12')), '2999-12'),
}));
export type EarningsReportQuery = z.infer<typeof EarningsReportQuery>;
