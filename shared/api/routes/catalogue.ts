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
  SongParams,
} from '../catalogue';
import { paths } from '../paths';
import { defineRoutes } from './define';

export const catalogueRoutes = defineRoutes({
  listSongs: {
    ...paths.listSongs,
    authz: { anonymous: 200, user: 200, otherUser: 200, admin: 200 },
    access: { table: 'read', media: 'snapshot' },
    query: ListSongsQuery,
    response: z.array(Song),
    summary: 'Available songs: search, genre, price, sort (cursor in X-Next-Cursor)',
    // A cold container without a usable search snapshot reads the whole catalogue (rare; ~11 s at
    // 100,000 songs on DynamoDB Local). Cold starts from the snapshot take ~1.5 s there.
    timeoutSeconds: 29,
  },
  getSong: {
    ...paths.getSong,
    authz: { anonymous: 200, user: 200, otherUser: 200, admin: 200, owns: [] },
    access: { table: 'read' },
    params: SongParams,
    response: Song,
    summary: 'One song, for its page and deep links',
  },
  streamAudio: {
    ...paths.streamAudio,
    authz: { anonymous: 302, user: 302, otherUser: 302, admin: 302, owns: [] },
    access: { table: 'read', media: 'read' },
    params: SongParams,
    query: z.strictObject({ t: z.optional(z.string().check(z.maxLength(20))) }),
    status: 302,
    summary: '302 to a presigned URL of the preview clip (the full track for an entitled caller)',
  },
  getHomeStats: {
    ...paths.getHomeStats,
    authz: { anonymous: 200, user: 200, otherUser: 200, admin: 200 },
    access: { table: 'read' },
    response: HomeStats,
    summary: 'Home page statistics from aggregate counters',
  },
  getHelpContent: {
    ...paths.getHelpContent,
    authz: { anonymous: 200, user: 200, otherUser: 200, admin: 200 },
    access: { table: 'read' },
    response: HelpContent,
    summary: 'Help page content and FAQs',
  },
  getScriptsContent: {
    ...paths.getScriptsContent,
    authz: { anonymous: 200, user: 200, otherUser: 200, admin: 200 },
    access: { table: 'read' },
    response: ScriptsContent,
    summary: 'Admin header and footer HTML snippets',
  },
  submitContact: {
    ...paths.submitContact,
    authz: { anonymous: 201, user: 201, otherUser: 201, admin: 201 },
    access: { table: 'write' },
    body: ContactBody,
    response: z.object({ message: z.string() }),
    status: 201,
    summary: 'Store a contact form message (rate-limited per IP)',
  },
});
