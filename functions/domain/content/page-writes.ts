/**
 * Saving a public page: both back-office screens write the same record, and Website Content
 * changes the content alone. Content is sanitised here, before it is stored.
 */
import type { ContentRecord, PageRecord, SaveContentBody, SavePageBody } from '../../../shared/api/content';
import { writePage } from '../../data/content-repo';
import { toContent, toRecord, type Editor } from './pages';

/**
 * The sanitiser (sanitize-html with htmlparser2, entities' tables and marked: about 230 KB) is
 * loaded when a save reaches it, not when the function starts: the cost moves from the cold
 * import to the first valid save of a container, and a request refused before (bad token, invalid
 * body) never pays it.
 */
const sanitizer = () => import('./sanitize');

export async function savePage(body: SavePageBody, editor: Editor, now = new Date()): Promise<PageRecord> {
  const { pageHtml } = await sanitizer();
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
  const { pageHtml } = await sanitizer();
  const saved = await writePage({
    pageId: body.page_id,
    content: pageHtml(body.content),
    at: now.toISOString(),
    by: { id: editor.userId, name: editor.name },
  });
  return toContent(saved);
}
