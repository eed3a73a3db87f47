import { useEffect } from 'react';
import type { ScriptsContent } from '../../../shared/api/catalogue';
import { ApiError, call } from './api-client';

/** Spec §9: the snippets call may take up to 120 s before it is abandoned. */
export const SNIPPETS_TIMEOUT_MS = 120_000;

/** Marks what was inserted, so the nodes can be found (and removed when the app unmounts). */
export const SNIPPET_ATTRIBUTE = 'data-admin-snippet';

function parseScripts(data: unknown): ScriptsContent {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const list = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
  return { header: list(fields.header), footer: list(fields.footer) };
}

/**
 * Admin snippets are markup only: verification metas, preconnect links, styles. Anything that
 * runs code (scripts, event handlers, javascript: URLs) is stripped here, and the site's CSP
 * (`script-src 'self'`) would refuse inline or third-party script anyway; analytics tags have
 * to ship with the bundle instead.
 */
async function sanitise(snippets: string[]): Promise<Node[]> {
  const { default: DOMPurify } = await import('dompurify');
  return snippets.flatMap((html) => {
    const fragment = DOMPurify.sanitize(html, {
      RETURN_DOM_FRAGMENT: true,
      // Keep a leading <meta>/<style> in the fragment instead of letting the parser hoist it away.
      FORCE_BODY: true,
      ADD_TAGS: ['meta', 'link', 'style'],
      ADD_ATTR: ['content', 'property', 'rel', 'media', 'crossorigin', 'sizes', 'as'],
      FORBID_TAGS: ['script', 'iframe', 'object', 'embed', 'base', 'form'],
      FORBID_ATTR: ['http-equiv'],
    });
    return Array.from(fragment.childNodes).filter((node) => node.nodeType === Node.ELEMENT_NODE);
  });
}

function insert(nodes: Node[], parent: HTMLElement): Node[] {
  for (const node of nodes) {
    (node as Element).setAttribute(SNIPPET_ATTRIBUTE, '');
    parent.appendChild(node);
  }
  return nodes;
}

/** Loads the header/footer snippets once at start; failures are only logged (spec §8). */
export function useAdminSnippets(): void {
  useEffect(() => {
    const controller = new AbortController();
    let timedOut = false;
    const timeout = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, SNIPPETS_TIMEOUT_MS);
    let inserted: Node[] = [];
    void (async () => {
      try {
        const { header, footer } = await call('getScriptsContent', { signal: controller.signal, parse: parseScripts });
        if (header.length === 0 && footer.length === 0) return;
        const [head, body] = await Promise.all([sanitise(header), sanitise(footer)]);
        if (controller.signal.aborted) return;
        inserted = [...insert(head, document.head), ...insert(body, document.body)];
      } catch (error) {
        // A 404 means no snippets are configured on this deployment: nothing to report.
        const missing = error instanceof ApiError && error.status === 404;
        if (timedOut || (!controller.signal.aborted && !missing)) console.warn('Header/footer snippets not loaded', error);
      } finally {
        clearTimeout(timeout);
      }
    })();
    return () => {
      controller.abort();
      clearTimeout(timeout);
      inserted.forEach((node) => node.parentNode?.removeChild(node));
    };
  }, []);
}
