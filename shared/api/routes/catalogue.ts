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
import { everyone } from './authz';
import { defineRoute, defineRoutes } from './define';

export const listSongsRoute = /* @__PURE__ */ defineRoute('listSongs', {
  authz: /* @__PURE__ */ everyone(),
  access: { table: 'read', media: 'snapshot' },
  query: ListSongsQuery,
  response: /* @__PURE__ */ z.lazySchema(() => z.array(Song)),
  responseHeaders: ['X-Next-Cursor'],
  summary: 'Available songs: search, genre, price, sort (cursor in X-Next-Cursor)',
  // A cold container without a usable search snapshot reads the whole catalogue (rare; ~11 s at
  // 100,000 songs on DynamoDB Local). Cold starts from the snapshot take ~1.5 s there.
  timeoutSeconds: 29,
});

export const getSongRoute = /* @__PURE__ */ defineRoute('getSong', {
  authz: /* @__PURE__ */ everyone({ owns: [] }),
  access: { table: 'read' },
  params: SongParams,
  response: SongDetail,
  summary: 'One song with its waveform peaks, for its page, the player and deep links',
});

export const streamAudioRoute = /* @__PURE__ */ defineRoute('streamAudio', {
  authz: /* @__PURE__ */ everyone({ status: 302, owns: [] }),
  // Writes: each preview played is counted (analytics time buckets).
  access: { table: 'write', media: 'read' },
  params: SongParams,
  query: /* @__PURE__ */ z.lazySchema(() =>
    z.strictObject({
      t: z.optional(z.string().check(z.maxLength(20))),
      quality: z.optional(StreamQuality),
    }),
  ),
  status: 302,
  summary: '302 to a presigned URL of the preview clip (the full track for an entitled caller)',
});

export const getStreamLinkRoute = /* @__PURE__ */ defineRoute('getStreamLink', {
  authz: /* @__PURE__ */ everyone({ owns: [] }),
  // Writes: each preview played is counted (analytics time buckets).
  access: { table: 'write', media: 'read' },
  params: SongParams,
  query: /* @__PURE__ */ z.lazySchema(() => z.strictObject({ quality: z.optional(StreamQuality) })),
  response: StreamLink,
  summary:
    "The player's stream as a presigned URL: an owner's full track (320 kbps master, or the 128 kbps stream when high-quality audio is off), the preview for everyone else",
});

export const getHomeStatsRoute = /* @__PURE__ */ defineRoute('getHomeStats', {
  authz: /* @__PURE__ */ everyone(),
  access: { table: 'read' },
  response: HomeStats,
  summary: 'Home page statistics from aggregate counters',
});

export const listTrendingSongsRoute = /* @__PURE__ */ defineRoute('listTrendingSongs', {
  authz: /* @__PURE__ */ everyone(),
  access: { table: 'read', media: 'snapshot' },
  response: /* @__PURE__ */ z.lazySchema(() => z.array(Song)),
  summary: 'The most played and bought listed songs of the last 7 days (previews + 5 × sales), highest first; empty when nothing played',
});

export const getHelpContentRoute = /* @__PURE__ */ defineRoute('getHelpContent', {
  authz: /* @__PURE__ */ everyone(),
  access: { table: 'read' },
  response: HelpContent,
  summary: 'Help page content and FAQs',
});

export const getScriptsContentRoute = /* @__PURE__ */ defineRoute('getScriptsContent', {
  authz: /* @__PURE__ */ everyone(),
  access: { table: 'read' },
  response: ScriptsContent,
  summary: 'Admin header and footer HTML snippets',
});

export const submitContactRoute = /* @__PURE__ */ defineRoute('submitContact', {
  authz: /* @__PURE__ */ everyone({ status: 201 }),
  access: { table: 'write', mail: true },
  body: ContactBody,
  response: /* @__PURE__ */ z.lazySchema(() => z.object({ message: z.string() })),
  status: 201,
  summary: 'Store a contact form message for the support inbox and mail it to the support address (rate-limited per IP)',
});

export const catalogueRoutes = /* @__PURE__ */ defineRoutes({
  listSongs: listSongsRoute,
  getSong: getSongRoute,
  streamAudio: streamAudioRoute,
  getStreamLink: getStreamLinkRoute,
  getHomeStats: getHomeStatsRoute,
  listTrendingSongs: listTrendingSongsRoute,
  getHelpContent: getHelpContentRoute,
  getScriptsContent: getScriptsContentRoute,
  submitContact: submitContactRoute,
});
