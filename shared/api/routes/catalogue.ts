/**
 * Routes of one area: songs, audio previews, home statistics, help and script content, and the contact form.
 * A handler imports only its area's module, so its cold start builds only these schemas;
 * `../routes.ts` merges the areas.
 */
import * as z from '../zod';
import {
  ContactBody,
  HelpContent,
  HomeStats,
  ListSongsQuery,
  ScriptsContent,
  Song,
  SongDetail,
  SongParams,
  StreamLink,
  StreamQuality,
} from '../catalogue';
import { anyoneRead, anyoneWrite } from './grant';
import { defineRoute, defineRoutes } from './define';

export const listSongsRoute = /* @__PURE__ */ defineRoute('listSongs', anyoneRead, {
  media: 'snapshot',
  query: ListSongsQuery,
  response: /* @__PURE__ */ z.listOf(Song),
  responseHeaders: ['X-Next-Cursor'],
  summary: 'Available songs: search, genre, price, sort (cursor in X-Next-Cursor)',
  // A cold container without a usable search snapshot reads the whole catalogue (rare; ~11 s at
  // 100,000 songs on DynamoDB Local). Cold starts from the snapshot take ~1.5 s there.
  timeoutSeconds: 29,
});

export const getSongRoute = /* @__PURE__ */ defineRoute('getSong', anyoneRead, {
  owns: [],
  params: SongParams,
  response: SongDetail,
  summary: 'One song with its waveform peaks, for its page, the player and deep links',
});

export const streamAudioRoute = /* @__PURE__ */ defineRoute('streamAudio', anyoneWrite, {
  // Writes: each preview played is counted (analytics time buckets).
  status: 302,
  owns: [],
  media: 'read',
  params: SongParams,
  query: /* @__PURE__ */ z.lazySchema(() =>
    z.strictObject({
      t: z.optional(z.string().check(z.maxLength(20))),
      quality: z.optional(StreamQuality),
    }),
  ),
  summary: '302 to a presigned URL of the preview clip (the full track for an entitled caller)',
});

export const getStreamLinkRoute = /* @__PURE__ */ defineRoute('getStreamLink', anyoneWrite, {
  // Writes: each preview played is counted (analytics time buckets).
  owns: [],
  media: 'read',
  params: SongParams,
  query: /* @__PURE__ */ z.lazySchema(() => z.strictObject({ quality: z.optional(StreamQuality) })),
  response: StreamLink,
  summary:
    "The player's stream as a presigned URL: an owner's full track (320 kbps master, or the 128 kbps stream when high-quality audio is off), the preview for everyone else",
});

export const getHomeStatsRoute = /* @__PURE__ */ defineRoute('getHomeStats', anyoneRead, {
  response: HomeStats,
  summary: 'Home page statistics from aggregate counters',
});

export const listTrendingSongsRoute = /* @__PURE__ */ defineRoute('listTrendingSongs', anyoneRead, {
  media: 'snapshot',
  response: /* @__PURE__ */ z.listOf(Song),
  summary: 'The most played and bought listed songs of the last 7 days (previews + 5 × sales), highest first; empty when nothing played',
});

export const getHelpContentRoute = /* @__PURE__ */ defineRoute('getHelpContent', anyoneRead, {
  response: HelpContent,
  summary: 'Help page content and FAQs',
});

export const getScriptsContentRoute = /* @__PURE__ */ defineRoute('getScriptsContent', anyoneRead, {
  response: ScriptsContent,
  summary: 'Admin header and footer HTML snippets',
});

export const submitContactRoute = /* @__PURE__ */ defineRoute('submitContact', anyoneWrite, {
  status: 201,
  mail: true,
  body: ContactBody,
  response: z.MessageResponse,
  summary: 'Store a contact form message for the support inbox and mail it to the support address (rate-limited per IP)',
});

export const catalogueRoutes = /* @__PURE__ */ defineRoutes(
  listSongsRoute,
  getSongRoute,
  streamAudioRoute,
  getStreamLinkRoute,
  getHomeStatsRoute,
  listTrendingSongsRoute,
  getHelpContentRoute,
  getScriptsContentRoute,
  submitContactRoute,
);
