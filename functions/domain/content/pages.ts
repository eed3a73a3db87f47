/**
 * The eight public pages' stored text (admin §2.9), as read: a page is Published once a record
 * exists and shows its built-in text until then. Saves live in `page-writes.ts`, so the read
 * Lambdas do not bundle the sanitiser and the Markdown converter.
 */
import { PAGE_IDS, type ContentRecord, type PageId, type PageRecord, type PublicPage } from '../../../shared/api/content';
import { readPage, readPages, type StoredPage } from '../../data/content-repo';
import { NotFoundError } from '../../kernel/errors';

export interface Editor {
  userId: string;
  name: string;
}

const isPageId = (id: string): id is PageId => (PAGE_IDS as readonly string[]).includes(id);

export const toRecord = (p: StoredPage): PageRecord => ({
  page_id: p.pageId,
  content: p.content,
  meta_title: p.metaTitle,
  meta_description: p.metaDescription,
  updated_at: p.updatedAt,
  updated_by: p.updatedBy,
});

export const toContent = (p: StoredPage): ContentRecord => ({
  page_id: p.pageId,
  content: p.content,
  updated_at: p.updatedAt,
  updated_by: p.updatedBy,
});

/** The stored pages, in the fixed list's order; a page missing here is a Draft. */
async function storedPages(): Promise<StoredPage[]> {
  const found = await readPages(PAGE_IDS);
  return PAGE_IDS.flatMap((id) => found.filter((p) => p.pageId === id));
}

export const listPages = async (): Promise<PageRecord[]> => (await storedPages()).map(toRecord);
export const listContent = async (): Promise<ContentRecord[]> => (await storedPages()).map(toContent);

/** A known page's stored text, or `published: false` while it has none; an unknown id is a 404. */
export async function getPublicPage(pageId: string): Promise<PublicPage> {
  if (!isPageId(pageId)) throw new NotFoundError('Page not found', 'PAGE_NOT_FOUND');
  const stored = await readPage(pageId);
  if (!stored) return { page_id: pageId, published: false, content: '', meta_title: '', meta_description: '', updated_at: null };
  return {
    page_id: pageId,
    published: true,
    content: stored.content,
    meta_title: stored.metaTitle,
    meta_description: stored.metaDescription,
    updated_at: stored.updatedAt,
  };
}
