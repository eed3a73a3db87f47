import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { DENIED_FILES, SERVED_ROOTS } from './scripts/local/served-roots';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));

/**
 * Code that must never load before the first paint: the admin back office, the form stack
 * (zod, react-hook-form) that only the lazy routes need, and the shell's parts that appear after
 * it (toasts, player bar, support widget, notifications bell).
 */
const lazyOnly: { label: string; test: RegExp }[] = [
  { label: 'admin feature', test: /[\\/]web[\\/]src[\\/]features[\\/]admin[\\/]/ },
  { label: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
  { label: 'react-hook-form', test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
  { label: 'sonner (toasts)', test: /[\\/]node_modules[\\/]sonner[\\/]/ },
  { label: 'player bar', test: /[\\/]web[\\/]src[\\/]components[\\/]player[\\/]player-bar\.tsx$/ },
  { label: 'support widget', test: /[\\/]web[\\/]src[\\/]components[\\/]support[\\/]support-widget\.tsx$/ },
  { label: 'notifications bell', test: /[\\/]web[\\/]src[\\/]components[\\/]layouts[\\/]notifications-button\.tsx$/ },
  { label: 'React Router development build', test: /[\\/]react-router[\\/]dist[\\/]development[\\/]/ },
  // English ships with the entry; each other language is fetched only when it is shown.
  { label: 'non-English translation', test: /[\\/]web[\\/]src[\\/]i18n[\\/]locales[\\/](es|fr|de)[\\/]/ },
];

/** Fails the build when a lazy-only module reaches the entry chunk or its static imports. */
function keepOutOfInitialChunks(rules: typeof lazyOnly): Plugin {
  return {
    name: 'keep-out-of-initial-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const initial = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk' || initial.has(fileName)) return;
        initial.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk' && output.isEntry) visit(fileName);
      }
      for (const fileName of initial) {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const rule = rules.find((r) => r.test.test(id));
          if (rule) this.error(`${rule.label} module ${id} landed in initial chunk ${fileName}`);
        }
      }
    },
  };
}

/**
 * React Router's package exports only its development build, whose dev warnings stay in a
 * production bundle; its `dist/production` twin (the same code with them off) goes into builds.
 */
function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      return { ...resolved, id: resolved.id.replace(/([\\/]react-router[\\/]dist[\\/])development([\\/])/, '$1production$2') };
    },
  };
}

/**
 * Dev only: moves the inline module scripts that plugins inject into index.html (React Fast
 * Refresh's preamble) into files served by the dev server, so the page runs under the site's
 * Content-Security-Policy (`script-src 'self'`, sent by the local gateway) exactly as in production.
 */
function inlineScriptsAsFiles(): Plugin {
  const scripts = new Map<string, string>();
  const prefix = '/@inline-script/';
  return {
    name: 'inline-scripts-as-files',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const code = req.url?.startsWith(prefix) ? scripts.get(req.url.slice(prefix.length)) : undefined;
        if (code === undefined) return next();
        res.setHeader('content-type', 'text/javascript');
        res.end(code);
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<script type="module">([\s\S]*?)<\/script>/g, (_tag, code: string) => {
          const name = `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
          scripts.set(name, code);
          return `<script type="module" src="${prefix}${name}"></script>`;
        }),
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), reactRouterProduction(), keepOutOfInitialChunks(lazyOnly), inlineScriptsAsFiles()],
  server: {
    // The dev server reads files for whoever reaches its port: only what the SPA needs.
    fs: { strict: true, allow: SERVED_ROOTS, deny: DENIED_FILES },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework changes least often: its own long-cached chunk.
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            // Only lazy route modules import these, so this chunk is fetched with the first form.
            {
              name: 'forms',
              test: /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/,
              priority: 10,
            },
            // Everything else the first render needs stays with the entry: by default the modules
            // that lazy pages share with it (query client, icon base, runtime helpers) became
            // small chunks of their own, one more request each before the first paint.
            { name: 'app', tags: ['$initial'], priority: 8 },
            // Lazy pages shared icons one file per icon (~300 bytes each); as one chunk they are a
            // single request. Below the browse group, so /browse's own icons come with its chunk
            // and /browse does not download the other pages' icons (~8 KB gzip).
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 5 },
            // /browse is where most visitors land: its page and what it imports (card, player
            // button, subscription notice, form controls…) come as one request after the entry
            // instead of a dozen tiny shared chunks, which on HTTP/1.1 and slow mobile networks
            // arrive in several round trips. Other pages that share a module import this chunk.
            {
              name: 'browse',
              test: /[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]browse\.tsx$/,
              priority: 6,
            },
          ],
        },
      },
    },
  },
});
