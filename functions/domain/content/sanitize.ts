/**
 * What stored page content may contain: an allowlist of text markup, links and images. Nothing
 * that runs survives: no `<script>`, `<style>`, `<iframe>`, form or embed, no `on*` attribute,
 * no `style` attribute, and only http(s), mailto and tel URLs (never `javascript:` or `data:`).
 * The browser sanitises again (DOMPurify) before it renders, so one slip is not enough.
 */
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup'],
    ...['a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'],
    ...['section', 'article', 'header', 'footer', 'aside', 'div', 'span', 'abbr', 'address', 'time'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    abbr: ['title'],
    time: ['datetime'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the opener to the target.
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

/** Allowlisted HTML of HTML input. */
export const sanitizePageHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

/** Content that starts with a tag is HTML; anything else is read as Markdown (GFM). */
export const isHtml = (content: string): boolean => /^\s*</.test(content);

/** The HTML to store for what an admin typed: Markdown converted first, then the allowlist. */
export function pageHtml(content: string): string {
  const html = isHtml(content) ? content : marked.parse(content, { async: false, gfm: true });
  return sanitizePageHtml(html).trim();
}
