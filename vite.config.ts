import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { DENIED_FILES, SERVED_ROOTS } from './scripts/local/served-roots';
import { prerenderFirstScreen } from './scripts/build/prerender-first-screen';
import { lowPriorityScripts } from './scripts/build/low-priority-scripts';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));

/**
 * Code that must never load before the first paint: the admin back office, the form stack
 * (zod, react-hook-form) that only the lazy routes need, and the shell's parts that appear after
 * it (toasts, player bar, support widget, notifications bell, footer, mobile menu, banners).
 * A rule with `page` also keeps the module out of that page's route chunk and its static imports
 * (what scripts/bench/web.ts counts as the page's initial JavaScript).
 */
const lazyOnly: { label: string; test: RegExp; page?: RegExp }[] = [
  { label: 'admin feature', test: /[\\/]web[\\/]src[\\/]features[\\/]admin[\\/]/ },
  { label: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
  { label: 'react-hook-form', test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
  { label: 'sonner (toasts)', test: /[\\/]node_modules[\\/]sonner[\\/]/ },
  { label: 'player bar', test: /[\\/]web[\\/]src[\\/]components[\\/]player[\\/]player-bar\.tsx$/ },
  { label: 'support widget', test: /[\\/]web[\\/]src[\\/]components[\\/]support[\\/]support-widget\.tsx$/ },
  { label: 'notifications bell', test: /[\\/]web[\\/]src[\\/]components[\\/]layouts[\\/]notifications-button\.tsx$/ },
  {
    label: 'footer, mobile menu, banners or analytics tag',
    test: /[\\/]web[\\/]src[\\/]components[\\/]layouts[\\/](site-footer|mobile-menu|maintenance|verify-email-banner|analytics-tag)\.tsx$/,
  },
  { label: 'admin header/footer snippets', test: /[\\/]web[\\/]src[\\/]lib[\\/]admin-snippets\.ts$/ },
  { label: 'React Router development build', test: /[\\/]react-router[\\/]dist[\\/]development[\\/]/ },
  // English ships with the entry; each other language is fetched only when it is shown.
  { label: 'non-English translation', test: /[\\/]web[\\/]src[\\/]i18n[\\/]locales[\\/](es|fr|de)[\\/]/ },
  // The English API messages another language translates from come with that language (i18n.ts).
  { label: 'English API messages', test: /[\\/]web[\\/]src[\\/]i18n[\\/]locales[\\/]en[\\/]errors\.ts$/ },
  // Account, checkout and back-office pages are routed inside their own modules (app/other-routes.tsx,
  // app/routes/admin.tsx), not by the store's table in the entry.
  { label: 'account or admin route table', test: /[\\/]web[\\/]src[\\/]app[\\/](other|admin)-routes\.tsx$/ },
  // Behind a click or below the fold of the store's pages (their budget is in bench/results.md).
  ...['home', 'browse', 'song', 'artist'].flatMap((name) => {
    const page = new RegExp(`[\\\\/]web[\\\\/]src[\\\\/]app[\\\\/]routes[\\\\/]${name}\\.tsx$`);
    return [
      { label: 'sonner (toasts)', test: /[\\/]node_modules[\\/]sonner[\\/]/, page },
      { label: 'purchase dialog', test: /[\\/]web[\\/]src[\\/]features[\\/]browse[\\/]components[\\/]purchase-(dialog|form)\.tsx$/, page },
      { label: 'playlist picker', test: /[\\/]web[\\/]src[\\/]components[\\/]library[\\/]playlist-picker\.tsx$/, page },
      ...(name === 'browse'
        ? []
        : [{ label: 'browse page', test: /[\\/]web[\\/]src[\\/]features[\\/]browse[\\/]components[\\/]browse-page\.tsx$/, page }]),
    ];
  }),
  {
    label: 'song widgets on home',
    test: /[\\/]web[\\/]src[\\/]features[\\/]browse[\\/]components[\\/](home-music|song-card|song-shelf)\.tsx$/,
    page: /[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]home\.tsx$/,
  },
  {
    label: 'song reviews, tier comparison or related shelves',
    test: /[\\/]web[\\/]src[\\/]features[\\/](reviews[\\/]components[\\/]reviews-section|browse[\\/]components[\\/](song-neighbours|license-tiers))\.tsx$/,
    page: /[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]song\.tsx$/,
  },
];

/** Fails the build when a lazy-only module reaches the entry chunk or its static imports (or a named page's). */
function keepOutOfInitialChunks(rules: typeof lazyOnly): Plugin {
  return {
    name: 'keep-out-of-initial-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return;
          seen.add(fileName);
          chunk.imports.forEach(visit);
        };
        roots.forEach(visit);
        return seen;
      };
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
      const initial = closure(entries);
      for (const rule of rules) {
        const page = rule.page;
        const roots = page ? chunks.filter((c) => c.moduleIds.some((id) => page.test(id))).map((c) => c.fileName) : [];
        if (page && roots.length === 0) this.error(`no chunk holds the page ${page.source}`);
        const files = page ? closure([...entries, ...roots]) : initial;
        for (const fileName of files) {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') continue;
          const id = chunk.moduleIds.find((m) => rule.test.test(m));
          if (id) this.error(`${rule.label} module ${id} landed in ${page ? `the page ${page.source}'s` : 'an'} initial chunk ${fileName}`);
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
  plugins: [
    react(),
    tailwindcss(),
    reactRouterProduction(),
    keepOutOfInitialChunks(lazyOnly),
    inlineScriptsAsFiles(),
    prerenderFirstScreen(),
    lowPriorityScripts(),
  ],
  server: {
    // The dev server reads files for whoever reaches its port: only what the SPA needs.
    fs: { strict: true, allow: SERVED_ROOTS, deny: DENIED_FILES },
  },
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: `${webRoot}/src/lib/use-sync-external-store-shim.ts` }],
  },
  build: {
    // Every browser the site supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
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
            // The store's shared widgets (song card and row, cover, play, favourite, playlist and buy
            // buttons, song queries) and what they import, icons included: one request for home,
            // browse, a song and an artist page, holding nothing that only one of them shows.
            // Each page's own modules and icons stay in its route chunk.
            // What home's first screen shares with the other store pages, so that home does not
            // import the song widgets' chunk: the catalogue's English texts, genre colours, section
            // title, stored page text, stats, and the icons home draws that the widgets draw too.
            {
              name: 'store-basics',
              test: /[\\/](web[\\/]src[\\/](i18n[\\/]locales[\\/]en[\\/]catalogue\.ts|lib[\\/](genre-colors\.ts|stored-page\.tsx|store-stats\.ts)|components[\\/]ui[\\/]titled-section\.tsx)|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](badge-check|download|eighth-notes)\.mjs)$/,
              priority: 7,
            },
            {
              name: 'store',
              test: /[\\/]web[\\/]src[\\/](features[\\/]browse[\\/](api[\\/]songs|hooks[\\/]use-(buy|song-access)|components[\\/](song-(card|row|grid|shelf|action)|cover-art|subscription-notice|purchase-slot))|components[\\/](library[\\/](favorite-button|add-to-playlist)|player[\\/]play-button)\.tsx$)/,
              priority: 6,
            },
            // What lazy pages share beyond that (icons, small UI parts) stays in chunks per set of
            // importers: a page downloads the icons it draws, not every page's (~9 KB gzip).
          ],
        },
      },
    },
  },
});
