/**
 * Vite build plugin: the entry script and its modulepreloads in index.html get `fetchpriority="low"`.
 * What a phone paints first is the prerendered first screen (prerender-first-screen.ts), which needs
 * only the HTML and the stylesheet; at their default High priority the module scripts compete with
 * the stylesheet for the first round trips, and Lighthouse's simulated phone counts every script
 * requested at High priority before the paint as blocking it (FCP = LCP at about 1.9 s instead of
 * about 1 s). React still starts as soon as they arrive. Record: docs/decisions/014.
 */
import type { Plugin } from 'vite';

const SCRIPT_TAGS = /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g;

export function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const marked = html.replace(SCRIPT_TAGS, '<$1 fetchpriority="low"');
        if (marked === html) throw new Error('index.html has no module script or modulepreload to mark');
        return marked;
      },
    },
  };
}
