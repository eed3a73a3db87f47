/**
 * The eight public pages' stored text (admin §2.9): a page is Published once a record exists and
 * shows its built-in text until then. Both back-office screens write the same record; Website
 * Content changes the content alone. Content is sanitised here, before it is stored.
 */
import {
  PAGE_IDS,
  type ContentRecord,
  type PageId,
  type PageRecord,
  type PublicPage,
  type SaveContentBody,
  type SavePageBody,
} from '../../../shared/api/content';
import { readPage, readPages, writePage, type StoredPage } from '../../data/content-repo';
import { NotFoundError } from '../errors';
import { pageHtml } from './sanitize';

export interface Editor {
  userId: string;
  name: string;
}

const isPageId = (id: string): id is PageId => (PAGE_IDS as readonly string[]).includes(id);

const toRecord = (p: StoredPage): PageRecord => ({
  page_id: p.pageId,
  content: p.content,
  meta_title: p.metaTitle,
  meta_description: p.metaDescription,
  updated_at: p.updatedAt,
  updated_by: p.updatedBy,
});

const toContent = (p: StoredPage): ContentRecord => ({
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

export async function savePage(body: SavePageBody, editor: Editor, now = new Date()): Promise<PageRecord> {
  const saved = await writePage({
    pageId: body.page_id,
    content: pageHtml(body.content),
    meta: { title: body.meta_title, description: body.meta_description },
    at: now.toISOString(),
    by: { id: editor.userId, name: editor.name },
  });
  return toRecord(saved);
}

export async function saveContent(body: SaveContentBody, editor: Editor, now = new Date()): Promise<ContentRecord> {
  const saved = await writePage({
    pageId: body.page_id,
    content: pageHtml(body.content),
    at: now.toISOString(),
    by: { id: editor.userId, name: editor.name },
  });
  return toContent(saved);
}

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
