/**
 * Routes of one area: artist accounts (issue 24) — the application, the studio (own songs, sales,
 * earnings, payouts) and the back office's applications, payouts and earnings figures.
 */
import {
  AdminPayouts,
  AdminPayoutsQuery,
  ArtistApplication,
  ArtistApplyBody,
  ArtistEarnings,
  ArtistMe,
  ArtistSales,
  ArtistSongList,
  ApplicationList,
  PayoutList,
  CreateArtistSongBody,
  DecideApplicationBody,
  EarningsReportQuery,
  EarningsStats,
  IdParams,
  MarkPaidBody,
  Payout,
  PayoutBody,
  RejectPayoutBody,
  SalesQuery,
  UpdateArtistSongBody,
} from '../artist';
import { AdminSongDetail, CreateUploadBody } from '../songs-admin';
import { PresignedUpload } from '../uploads';
import { adminRead, adminWrite, artistRead, artistWrite, signedInWrite } from './grant';
import { defineRoute, defineRoutes } from './define';

export const applyArtistRoute = /* @__PURE__ */ defineRoute('applyArtist', signedInWrite, {
  // Only a listener applies: an admin or an artist already has a role (409).
  authz: { admin: 409, artist: 409, otherArtist: 409 },
  body: ArtistApplyBody,
  response: ArtistApplication,
  status: 201,
  summary: 'A listener applies to sell as an artist (name, bio, links); an admin approves or refuses',
});

export const getArtistMeRoute = /* @__PURE__ */ defineRoute('getArtistMe', artistRead, {
  response: ArtistMe,
  summary: "The artist's account: artist name and slug, bio, avatar, the store's commission and price bounds",
});

export const listArtistSongsRoute = /* @__PURE__ */ defineRoute('listArtistSongs', artistRead, {
  response: ArtistSongList,
  summary: "The artist's own songs with their status (pending, published, rejected with the reason)",
});

export const createArtistUploadRoute = /* @__PURE__ */ defineRoute('createArtistUpload', artistRead, {
  status: 201,
  media: 'write',
  body: CreateUploadBody,
  response: PresignedUpload,
  summary: "A presigned POST for the studio's audio or cover file (the back office's limits)",
});

export const createArtistSongRoute = /* @__PURE__ */ defineRoute('createArtistSong', artistWrite, {
  status: 201,
  media: 'manage',
  body: CreateArtistSongBody,
  response: AdminSongDetail,
  summary: 'Upload a song as the artist: checked like the back office; pending review unless autoApproveUploads',
  timeoutSeconds: 29,
});

export const updateArtistSongRoute = /* @__PURE__ */ defineRoute('updateArtistSong', artistWrite, {
  owns: ['id'],
  media: 'manage',
  params: IdParams,
  body: UpdateArtistSongBody,
  response: AdminSongDetail,
  summary: "Edit the artist's own song: text, price within the store's bounds, withdraw from sale",
});

export const getArtistSalesRoute = /* @__PURE__ */ defineRoute('getArtistSales', artistRead, {
  query: SalesQuery,
  response: ArtistSales,
  summary: "Sales per period (chart) and the ledger's sales, without buyers' personal data",
});

export const getArtistEarningsRoute = /* @__PURE__ */ defineRoute('getArtistEarnings', artistRead, {
  response: ArtistEarnings,
  summary: 'Gross, commission, net, the available balance, held and paid-out amounts (one item read)',
});

export const listArtistPayoutsRoute = /* @__PURE__ */ defineRoute('listArtistPayouts', artistRead, {
  response: PayoutList,
  summary: "The artist's payout requests, newest first",
});

export const requestArtistPayoutRoute = /* @__PURE__ */ defineRoute('requestArtistPayout', artistWrite, {
  // The matrix's artists have no balance: a well-formed request is refused as more than it (409).
  authz: { artist: 409, otherArtist: 409 },
  body: PayoutBody,
  response: Payout,
  status: 201,
  summary:
    "Ask for a payout by wallet or bank (at least the store's minPayout setting, ৳1,000 by default); the amount is held from the balance",
});

export const listArtistApplicationsRoute = /* @__PURE__ */ defineRoute('listArtistApplications', adminRead, {
  response: ApplicationList,
  summary: 'Artist applications waiting for a decision, oldest first',
});

export const decideArtistApplicationRoute = /* @__PURE__ */ defineRoute('decideArtistApplication', adminWrite, {
  owns: [],
  params: IdParams,
  body: DecideApplicationBody,
  response: ArtistApplication,
  summary: 'Approve (the user becomes the artist) or refuse an application',
});

export const listAdminPayoutsRoute = /* @__PURE__ */ defineRoute('listAdminPayouts', adminRead, {
  query: AdminPayoutsQuery,
  response: AdminPayouts,
  summary: "Payout requests oldest first, with each artist's balance and the request's age",
});

export const markPayoutPaidRoute = /* @__PURE__ */ defineRoute('markPayoutPaid', adminWrite, {
  owns: [],
  mail: true,
  params: IdParams,
  body: MarkPaidBody,
  response: Payout,
  summary: "Mark a payout paid with the transfer's reference; mails the artist",
});

export const rejectPayoutRoute = /* @__PURE__ */ defineRoute('rejectPayout', adminWrite, {
  owns: [],
  mail: true,
  params: IdParams,
  body: RejectPayoutBody,
  response: Payout,
  summary: 'Reject a payout with a reason; the amount returns to the balance; mails the artist',
});

export const getAdminEarningsStatsRoute = /* @__PURE__ */ defineRoute('getAdminEarningsStats', adminRead, {
  response: EarningsStats,
  summary: "Gross sales of artists' songs, the store's commission and what is owed to artists",
});

export const exportArtistEarningsRoute = /* @__PURE__ */ defineRoute('exportArtistEarnings', adminRead, {
  query: EarningsReportQuery,
  contentType: 'text/csv',
  summary: 'The artist earnings report per artist and month as CSV, formula-safe',
});

export const artistRoutes = /* @__PURE__ */ defineRoutes(
  applyArtistRoute,
  getArtistMeRoute,
  listArtistSongsRoute,
  createArtistUploadRoute,
  createArtistSongRoute,
  updateArtistSongRoute,
  getArtistSalesRoute,
  getArtistEarningsRoute,
  listArtistPayoutsRoute,
  requestArtistPayoutRoute,
  listArtistApplicationsRoute,
  decideArtistApplicationRoute,
  listAdminPayoutsRoute,
  markPayoutPaidRoute,
  rejectPayoutRoute,
  getAdminEarningsStatsRoute,
  exportArtistEarningsRoute,
);
