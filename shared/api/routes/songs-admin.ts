/**
 * Routes of one area: the songs back office (admin §2.5, §2.6, §7) and the presigned uploads that
 * replace `upload.php`. A handler imports only this module, so its Lambda builds only these schemas.
 */
import {
  AdminSongDetail,
  AdminSongList,
  AdminSongParams,
  AdminSongStats,
  CreateSongBody,
  CreateUploadBody,
  ListAdminSongsQuery,
  UpdateSongBody,
  UpdateSongStatusBody,
} from '../songs-admin';
import { PresignedUpload } from '../uploads';
import * as z from '../zod';
import { adminRead, adminWrite } from './grant';
import { defineRoute, defineRoutes } from './define';

export const listAdminSongsRoute = /* @__PURE__ */ defineRoute('listAdminSongs', adminRead, {
  query: ListAdminSongsQuery,
  response: AdminSongList,
  responseHeaders: ['X-Next-Cursor', 'X-Total-Count'],
  summary: 'Every song whatever its status, searched, filtered, sorted, 12 a page (cursor in X-Next-Cursor, total in X-Total-Count)',
});

export const getAdminSongStatsRoute = /* @__PURE__ */ defineRoute('getAdminSongStats', adminRead, {
  response: AdminSongStats,
  summary: 'Songs stat cards (total, published, pending review, revenue) from aggregate counters',
});

export const getAdminSongRoute = /* @__PURE__ */ defineRoute('getAdminSong', adminRead, {
  owns: [],
  params: AdminSongParams,
  response: AdminSongDetail,
  summary: 'One song with its admin fields and waveform peaks',
});

export const createUploadRoute = /* @__PURE__ */ defineRoute('createUpload', adminRead, {
  status: 201,
  media: 'write',
  body: CreateUploadBody,
  response: PresignedUpload,
  summary: 'A presigned POST for one audio or cover file under uploads/ (size and type enforced by S3)',
});

export const createSongRoute = /* @__PURE__ */ defineRoute('createSong', adminWrite, {
  status: 201,
  media: 'manage',
  body: CreateSongBody,
  response: AdminSongDetail,
  summary: 'Create a song from uploaded files: format by content, preview, waveform, search index',
  // A 50 MB WAV is read, cut and moved inside the request.
  timeoutSeconds: 29,
});

export const updateAdminSongRoute = /* @__PURE__ */ defineRoute('updateAdminSong', adminWrite, {
  owns: [],
  media: 'manage',
  params: AdminSongParams,
  body: UpdateSongBody,
  response: AdminSongDetail,
  summary: 'Edit a song (fields, optionally a new audio, preview or cover upload)',
  timeoutSeconds: 29,
});

export const updateSongStatusRoute = /* @__PURE__ */ defineRoute('updateSongStatus', adminWrite, {
  owns: [],
  params: AdminSongParams,
  body: UpdateSongStatusBody,
  response: AdminSongDetail,
  summary: 'Publish or unpublish a song (any status of the list or the form)',
});

export const deleteSongRoute = /* @__PURE__ */ defineRoute('deleteSong', adminWrite, {
  owns: [],
  media: 'manage',
  params: AdminSongParams,
  response: z.MessageResponse,
  summary: 'Delete a song without orders, with its media and index entry (400 when it has orders)',
});

export const songsAdminRoutes = /* @__PURE__ */ defineRoutes(
  listAdminSongsRoute,
  getAdminSongStatsRoute,
  getAdminSongRoute,
  createUploadRoute,
  createSongRoute,
  updateAdminSongRoute,
  updateSongStatusRoute,
  deleteSongRoute,
);
