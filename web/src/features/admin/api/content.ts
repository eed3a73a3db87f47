import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { ContentRecord, PageRecord, type PageId, type SaveContentBody, type SavePageBody } from '../../../../../shared/api/content';
import { call } from '../../../lib/api-client';

const parsePages = (data: unknown): PageRecord[] => z.array(PageRecord).parse(data);
const parseContent = (data: unknown): ContentRecord[] => z.array(ContentRecord).parse(data);

export const useAdminPages = () =>
  useQuery({ queryKey: ['admin', 'pages'], queryFn: ({ signal }) => call('listAdminPages', { signal, parse: parsePages }), staleTime: 0 });

export const useAdminContent = () =>
  useQuery({
    queryKey: ['admin', 'content'],
    queryFn: ({ signal }) => call('listAdminContent', { signal, parse: parseContent }),
    staleTime: 0,
  });

/** Both screens show the same records, and the public page reads them: a save refreshes all three. */
function useInvalidatePage() {
  const queryClient = useQueryClient();
  return (pageId: PageId) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'pages'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'content'] }),
      queryClient.invalidateQueries({ queryKey: ['page', pageId] }),
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
