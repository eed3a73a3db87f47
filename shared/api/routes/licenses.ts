/**
 * Routes of one area: licence tiers (issue 25): the admin's tiers, a song's tier prices, the
 * files of an order's licence and the stems upload. `../routes.ts` merges the areas.
 */
import { SongParams } from '../catalogue';
import {
  AbortStemsBody,
  CompleteStemsBody,
  CreateStemsUploadBody,
  CreateTierBody,
  LicenseTier,
  OrderFile,
  SignedParts,
  SignStemsPartsBody,
  SongLicense,
  SongTierPricesBody,
  StemsSaved,
  StemsUpload,
  StemsUploadParams,
  TierParams,
  UpdateTierBody,
} from '../licenses';
import { OrderParams } from '../orders';
import * as z from '../zod';
import { adminNoTable, adminRead, adminWrite, artistRead, artistWrite, ownerRead } from './grant';
import { defineRoute, defineRoutes } from './define';

export const listLicenseTiersRoute = /* @__PURE__ */ defineRoute('listLicenseTiers', adminRead, {
  response: /* @__PURE__ */ z.listOf(LicenseTier),
  summary: 'Every licence tier with its files, terms, default price and orders',
});

export const createLicenseTierRoute = /* @__PURE__ */ defineRoute('createLicenseTier', adminWrite, {
  status: 201,
  body: CreateTierBody,
  response: LicenseTier,
  summary: 'Add a licence tier',
});

export const updateLicenseTierRoute = /* @__PURE__ */ defineRoute('updateLicenseTier', adminWrite, {
  owns: [],
  params: TierParams,
  body: UpdateTierBody,
  response: LicenseTier,
  summary: 'Edit a licence tier or switch it on or off (sold contracts keep their snapshot)',
});

export const deleteLicenseTierRoute = /* @__PURE__ */ defineRoute('deleteLicenseTier', adminWrite, {
  owns: [],
  params: TierParams,
  response: z.MessageResponse,
  summary: 'Delete a licence tier no order was placed under (409 TIER_IN_USE otherwise)',
});

export const setSongTierPricesRoute = /* @__PURE__ */ defineRoute('setSongTierPrices', adminWrite, {
  owns: [],
  params: SongParams,
  body: SongTierPricesBody,
  response: /* @__PURE__ */ z.listOf(SongLicense),
  summary: "A song's own prices per tier (null: the tier's default), within the store's price bounds",
});

export const listOrderFilesRoute = /* @__PURE__ */ defineRoute('listOrderFiles', ownerRead, {
  owns: ['orderId'],
  params: OrderParams,
  response: /* @__PURE__ */ z.listOf(OrderFile),
  summary: "The files a completed order's licence delivers, the download-quality default marked",
});

export const createStemsUploadRoute = /* @__PURE__ */ defineRoute('createStemsUpload', adminRead, {
  status: 201,
  media: 'manage',
  body: CreateStemsUploadBody,
  response: StemsUpload,
  summary: 'Start a presigned multipart upload of a stems ZIP (up to 2 GB)',
});

export const signStemsUploadPartsRoute = /* @__PURE__ */ defineRoute('signStemsUploadParts', adminNoTable, {
  owns: [],
  media: 'manage',
  params: StemsUploadParams,
  body: SignStemsPartsBody,
  response: SignedParts,
  summary: 'Presigned URLs for parts of a stems upload (again for a part that must be resent)',
});

export const completeStemsUploadRoute = /* @__PURE__ */ defineRoute('completeStemsUpload', adminWrite, {
  owns: [],
  media: 'manage',
  params: StemsUploadParams,
  body: CompleteStemsBody,
  response: StemsSaved,
  summary: 'Complete a stems upload, check it is a ZIP of audio files and attach it to the song',
  timeoutSeconds: 29,
});

/** The studio's stems upload (issue 24): the same multipart upload, for the artist's own song only. */
export const createArtistStemsUploadRoute = /* @__PURE__ */ defineRoute('createArtistStemsUpload', artistRead, {
  status: 201,
  media: 'manage',
  // The song is named in the body: another artist's song answers 404, as if it did not exist.
  authz: { otherArtist: 404 },
  body: CreateStemsUploadBody,
  response: StemsUpload,
  summary: "Start a presigned multipart upload of the artist's own song's stems ZIP (up to 2 GB)",
});

export const signArtistStemsPartsRoute = /* @__PURE__ */ defineRoute('signArtistStemsParts', artistRead, {
  owns: ['upload'],
  media: 'manage',
  params: StemsUploadParams,
  body: SignStemsPartsBody,
  response: SignedParts,
  summary: "Presigned URLs for parts of the artist's stems upload (again for a part that must be resent)",
});

export const completeArtistStemsUploadRoute = /* @__PURE__ */ defineRoute('completeArtistStemsUpload', artistWrite, {
  owns: ['upload'],
  media: 'manage',
  params: StemsUploadParams,
  body: CompleteStemsBody,
  response: StemsSaved,
  summary: "Complete the artist's stems upload, check it is a ZIP of audio files and attach it to their song",
  timeoutSeconds: 29,
});

export const abortArtistStemsUploadRoute = /* @__PURE__ */ defineRoute('abortArtistStemsUpload', artistRead, {
  owns: ['upload'],
  media: 'manage',
  params: StemsUploadParams,
  body: AbortStemsBody,
  response: z.MessageResponse,
  summary: "Cancel the artist's unfinished stems upload (storage drops the parts it holds)",
});

export const licensesRoutes = /* @__PURE__ */ defineRoutes(
  listLicenseTiersRoute,
  createLicenseTierRoute,
  updateLicenseTierRoute,
  deleteLicenseTierRoute,
  setSongTierPricesRoute,
  listOrderFilesRoute,
  createStemsUploadRoute,
  signStemsUploadPartsRoute,
  completeStemsUploadRoute,
  createArtistStemsUploadRoute,
  signArtistStemsPartsRoute,
  completeArtistStemsUploadRoute,
  abortArtistStemsUploadRoute,
);
