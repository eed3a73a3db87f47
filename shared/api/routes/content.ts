/**
 * Routes of one area: the public pages' stored text (admin §2.9), the help page's content and the
 * header/footer snippets, written by an admin and read by every visitor's page. A handler imports only this module, so its Lambda builds only these schemas.
 */
import { ScriptsContent } from '../catalogue';
import {
  AdminHelpContent,
  ContentRecord,
  HelpContentBody,
  PageParams,
  PageRecord,
  PublicPage,
  SaveContentBody,
  SavePageBody,
  ScriptsChange,
  ScriptsContentBody,
} from '../content';
import * as z from '../zod';
import { adminRead, adminWrite, anyoneRead } from './grant';
import { defineRoute, defineRoutes } from './define';

export const listAdminPagesRoute = /* @__PURE__ */ defineRoute('listAdminPages', adminRead, {
  response: /* @__PURE__ */ z.listOf(PageRecord),
  summary: 'Stored page records (a page without one is a Draft)',
});

export const updatePageRoute = /* @__PURE__ */ defineRoute('updatePage', adminWrite, {
  body: SavePageBody,
  response: PageRecord,
  summary: "Save a page's content (HTML or Markdown, sanitised) and meta title and description",
});

export const listAdminContentRoute = /* @__PURE__ */ defineRoute('listAdminContent', adminRead, {
  response: /* @__PURE__ */ z.listOf(ContentRecord),
  summary: 'Stored page content for the Website Content screen',
});

export const updateContentRoute = /* @__PURE__ */ defineRoute('updateContent', adminWrite, {
  body: SaveContentBody,
  response: ContentRecord,
  summary: "Save a page's content alone (HTML or Markdown, sanitised)",
});

export const getPageRoute = /* @__PURE__ */ defineRoute('getPage', anyoneRead, {
  owns: [],
  params: PageParams,
  response: PublicPage,
  summary: "A public page's stored text and meta (published: false keeps the built-in text)",
});

export const getAdminHelpContentRoute = /* @__PURE__ */ defineRoute('getAdminHelpContent', adminRead, {
  response: AdminHelpContent,
  summary: "The help page's hero, FAQs and contact details, for the editor",
});

export const updateHelpContentRoute = /* @__PURE__ */ defineRoute('updateHelpContent', adminWrite, {
  body: HelpContentBody,
  response: AdminHelpContent,
  summary: "Save the help page's hero, FAQs and contact details",
});

export const getAdminScriptsContentRoute = /* @__PURE__ */ defineRoute('getAdminScriptsContent', adminRead, {
  response: ScriptsContent,
  summary: 'The header and footer snippets, for the editor',
});

export const updateScriptsContentRoute = /* @__PURE__ */ defineRoute('updateScriptsContent', adminWrite, {
  body: ScriptsContentBody,
  response: ScriptsContent,
  summary: 'Save the header and footer snippets (each change is logged with who and when)',
});

export const listScriptsChangesRoute = /* @__PURE__ */ defineRoute('listScriptsChanges', adminRead, {
  response: /* @__PURE__ */ z.listOf(ScriptsChange),
  summary: 'The newest changes of the header and footer snippets: who, when, what',
});

export const contentRoutes = /* @__PURE__ */ defineRoutes(
  listAdminPagesRoute,
  updatePageRoute,
  listAdminContentRoute,
  updateContentRoute,
  getPageRoute,
  getAdminHelpContentRoute,
  updateHelpContentRoute,
  getAdminScriptsContentRoute,
  updateScriptsContentRoute,
  listScriptsChangesRoute,
);
