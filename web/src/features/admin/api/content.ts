import * as z from 'zod';
import { ScriptsContent } from '../../../../../shared/api/catalogue';
import {
  AdminHelpContent,
  ContentRecord,
  PageRecord,
  ScriptsChange,
  type HelpContentBody,
  type PageId,
  type SaveContentBody,
  type SavePageBody,
  type ScriptsContentBody,
} from '../../../../../shared/api/content';
import { call } from '../../../lib/api-client';
import { useFreshQuery, useRefreshingMutation } from '../../../lib/query-hooks';
import { queryKeys } from '../../../lib/query-keys';

const parsePages = (data: unknown): PageRecord[] => z.array(PageRecord).parse(data);
const parseContent = (data: unknown): ContentRecord[] => z.array(ContentRecord).parse(data);

export const useAdminPages = () => useFreshQuery(queryKeys.admin.pages, (signal) => call('listAdminPages', { signal, parse: parsePages }));

export const useAdminContent = () =>
  useFreshQuery(queryKeys.admin.content, (signal) => call('listAdminContent', { signal, parse: parseContent }));

/** Both screens show the same records, and the public page reads them: a save refreshes all three. */
const pageKeys = ({ page_id }: { page_id: PageId }) => [queryKeys.admin.pages, queryKeys.admin.content, queryKeys.page(page_id)];

export const useSavePage = () =>
  useRefreshingMutation((body: SavePageBody) => call('updatePage', { body, parse: (data: unknown) => PageRecord.parse(data) }), pageKeys);

export const useSaveContent = () =>
  useRefreshingMutation(
    (body: SaveContentBody) => call('updateContent', { body, parse: (data: unknown) => ContentRecord.parse(data) }),
    pageKeys,
  );

const parseHelp = (data: unknown): AdminHelpContent => AdminHelpContent.parse(data);
const parseScripts = (data: unknown): ScriptsContent => ScriptsContent.parse(data);
const parseChanges = (data: unknown): ScriptsChange[] => z.array(ScriptsChange).parse(data);

export const useAdminHelpContent = () =>
  useFreshQuery(queryKeys.admin.helpContent, (signal) => call('getAdminHelpContent', { signal, parse: parseHelp }));

/** The public help page reads `queryKeys.helpContent`: a save refreshes it in this tab too. */
export const useSaveHelpContent = () =>
  useRefreshingMutation(
    (body: HelpContentBody) => call('updateHelpContent', { body, parse: parseHelp }),
    [queryKeys.admin.helpContent, queryKeys.helpContent],
    'success',
  );

export const useAdminScripts = () =>
  useFreshQuery(queryKeys.admin.scripts.all, (signal) => call('getAdminScriptsContent', { signal, parse: parseScripts }));

export const useScriptsChanges = () =>
  useFreshQuery(queryKeys.admin.scripts.changes, (signal) => call('listScriptsChanges', { signal, parse: parseChanges }));

export const useSaveScripts = () =>
  useRefreshingMutation(
    (body: ScriptsContentBody) => call('updateScriptsContent', { body, parse: parseScripts }),
    [queryKeys.admin.scripts.all],
    'success',
  );
