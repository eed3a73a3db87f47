import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { queryKeys } from '../../../lib/query-keys';

const parsePages = (data: unknown): PageRecord[] => z.array(PageRecord).parse(data);
const parseContent = (data: unknown): ContentRecord[] => z.array(ContentRecord).parse(data);

export const useAdminPages = () =>
  useQuery({
    queryKey: queryKeys.admin.pages,
    queryFn: ({ signal }) => call('listAdminPages', { signal, parse: parsePages }),
    staleTime: 0,
  });

export const useAdminContent = () =>
  useQuery({
    queryKey: queryKeys.admin.content,
    queryFn: ({ signal }) => call('listAdminContent', { signal, parse: parseContent }),
    staleTime: 0,
  });

/** Both screens show the same records, and the public page reads them: a save refreshes all three. */
function useInvalidatePage() {
  const queryClient = useQueryClient();
  return (pageId: PageId) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.pages }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.content }),
      queryClient.invalidateQueries({ queryKey: queryKeys.page(pageId) }),
    ]);
}

export function useSavePage() {
  const invalidate = useInvalidatePage();
  return useMutation({
    mutationFn: (body: SavePageBody) => call('updatePage', { body, parse: (data: unknown) => PageRecord.parse(data) }),
    onSuccess: (saved) => invalidate(saved.page_id),
  });
}

export function useSaveContent() {
  const invalidate = useInvalidatePage();
  return useMutation({
    mutationFn: (body: SaveContentBody) => call('updateContent', { body, parse: (data: unknown) => ContentRecord.parse(data) }),
    onSuccess: (saved) => invalidate(saved.page_id),
  });
}

const parseHelp = (data: unknown): AdminHelpContent => AdminHelpContent.parse(data);
const parseScripts = (data: unknown): ScriptsContent => ScriptsContent.parse(data);
const parseChanges = (data: unknown): ScriptsChange[] => z.array(ScriptsChange).parse(data);

export const useAdminHelpContent = () =>
  useQuery({
    queryKey: queryKeys.admin.helpContent,
    queryFn: ({ signal }) => call('getAdminHelpContent', { signal, parse: parseHelp }),
    staleTime: 0,
  });

/** The public help page reads `queryKeys.helpContent`: a save refreshes it in this tab too. */
export function useSaveHelpContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HelpContentBody) => call('updateHelpContent', { body, parse: parseHelp }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.helpContent }),
        queryClient.invalidateQueries({ queryKey: queryKeys.helpContent }),
      ]),
  });
}

export const useAdminScripts = () =>
  useQuery({
    queryKey: queryKeys.admin.scripts.all,
    queryFn: ({ signal }) => call('getAdminScriptsContent', { signal, parse: parseScripts }),
    staleTime: 0,
  });

export const useScriptsChanges = () =>
  useQuery({
    queryKey: queryKeys.admin.scripts.changes,
    queryFn: ({ signal }) => call('listScriptsChanges', { signal, parse: parseChanges }),
    staleTime: 0,
  });

export function useSaveScripts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScriptsContentBody) => call('updateScriptsContent', { body, parse: parseScripts }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.scripts.all }),
  });
}
