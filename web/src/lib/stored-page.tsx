import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PageId, PublicPage } from '../../../shared/api/content';
import { call } from './api-client';
import { queryKeys } from './query-keys';

/**
 * Read by hand, not with the shared schema: every public page (home first) asks for its text, and
 * the schema library would add to the first download. Anything malformed reads as "none stored".
 */
function parsePage(data: unknown): PublicPage {
  const f = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    page_id: f.page_id as PageId,
    published: f.published === true && typeof f.content === 'string',
    content: text(f.content),
    meta_title: text(f.meta_title),
    meta_description: text(f.meta_description),
    updated_at: typeof f.updated_at === 'string' ? f.updated_at : null,
  };
}

/**
 * A public page's text as an admin stored it (/admin/pages). Undefined while loading, on failure
 * or when none is stored: the page then shows its built-in text.
 */
export function useStoredPage(pageId: PageId): PublicPage | undefined {
  const { data } = useQuery({
    queryKey: queryKeys.page(pageId),
    queryFn: ({ signal }) => call('getPage', { params: { pageId }, signal, parse: parsePage }),
    staleTime: 60_000,
    retry: false,
  });
  return data?.published ? data : undefined;
}

/** The stored content when there is some; an emptied page keeps its built-in text. */
export function useStoredContent(pageId: PageId): string | undefined {
  const page = useStoredPage(pageId);
  return page && page.content.trim() !== '' ? page.content : undefined;
}

/**
 * The page's `<title>` (the stored meta title, else the built-in one) and its meta description:
 * index.html carries the site's description, so a stored one replaces it while the page is shown.
 */
export function PageHead({ pageId, title }: { pageId: PageId; title: string }) {
  const page = useStoredPage(pageId);
  const description = page?.meta_description.trim();
  useEffect(() => {
    if (!description) return;
    const meta =
      document.querySelector<HTMLMetaElement>('meta[name="description"]') ?? document.head.appendChild(document.createElement('meta'));
    const created = !meta.name;
    meta.name = 'description';
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
  return <title>{page?.meta_title.trim() || title}</title>;
}

/**
 * Stored page HTML, sanitised again here (the server already did) with DOMPurify's defaults plus:
 * no forms, frames or styles, and links that open a new tab cannot reach this one.
 */
async function purify(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  const purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier.sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style'],
  });
}

/** Typography for stored HTML (no typography plugin): headings, paragraphs, lists, links, tables. */
export const STORED_PROSE =
  'flex flex-col gap-4 leading-relaxed text-muted [&_a]:font-medium [&_a]:text-brand [&_a:hover]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_h1]:text-3xl [&_h1]:font-extrabold [&_h1]:text-ink [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_img]:max-w-full [&_img]:rounded-xl [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:text-ink [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2 [&_ul]:list-disc [&_ul]:pl-6';

/** Renders stored page HTML once it is sanitised in the browser. */
export function StoredHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<{ from: string; html: string }>();
  useEffect(() => {
    let live = true;
    void purify(html).then((out) => live && setClean({ from: html, html: out }));
    return () => {
      live = false;
    };
  }, [html]);
  if (clean?.from !== html) return null;
  return <div data-stored-page="" className={className ?? STORED_PROSE} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
