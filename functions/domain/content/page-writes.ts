/**
 * Saving a public page: both back-office screens write the same record, and Website Content
 * changes the content alone. Content is sanitised here, before it is stored.
 */
import type { ContentRecord, PageRecord, SaveContentBody, SavePageBody } from '../../../shared/api/content';
import { writePage } from '../../data/content-repo';
import { toContent, toRecord, type Editor } from './pages';
import { pageHtml } from './sanitize';

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
