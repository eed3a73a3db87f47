/**
 * Web bundle section: `vite build` with the repository's config (writes web/dist, which the
 * lighthouse section serves), then the JavaScript a first visit downloads before the page can
 * render: the entry chunk and its static imports, plus the lazy route module of the page and its
 * static imports. Chunk contents come from the build output itself (module ids per chunk), so the
 * admin check sees every module, not just chunk names.
 *
 * Targets (measured here, never asserted in tests): ≤ 150 KB gzip initial JS per page, and no
 * admin code in it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, progress, repoRoot, table, type Section } from './lib';

export const TARGET_INITIAL_GZIP_BYTES = 150 * 1024;

/** Pages to measure: URL path → lazy route module (see web/src/app/routes.tsx). */
export const PAGES: { path: string; route: string }[] = [
  { path: '/', route: 'web/src/app/routes/home.tsx' },
  { path: '/browse', route: 'web/src/app/routes/browse.tsx' },
  // The licence-tiers section measures this row with a five-tier song; what loads is the same.
  { path: '/songs/{id}', route: 'web/src/app/routes/song.tsx' },
  { path: '/artist/{slug}', route: 'web/src/app/routes/artist.tsx' },
];

/** The song page's row, which the licence-tiers section reports beside the five-tier song's API figures. */
export const SONG_PAGE = PAGES.find((p) => p.path === '/songs/{id}')!;

const ADMIN_MODULE = /[\\/]web[\\/]src[\\/](features[\\/]admin[\\/]|app[\\/]routes[\\/]admin)/;

/** What the section needs from a Rolldown/Rollup output chunk. */
interface Chunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  code: string;
  css: string[];
}

interface Built {
  chunks: Map<string, Chunk>;
  assets: Map<string, Uint8Array | string>;
}

const bytesOf = (s: Uint8Array | string) => (typeof s === 'string' ? Buffer.from(s) : Buffer.from(s));
const gzipLen = (s: Uint8Array | string) => gzipSync(bytesOf(s), { level: 9 }).byteLength;
const normal = (id: string) => id.replace(/\\/g, '/').split('?')[0]!;

export const buildWeb = async (): Promise<Built> => {
  const { build } = await import('vite');
  progress('web: vite build');
  const result = await build({ configFile: join(repoRoot, 'vite.config.ts'), logLevel: 'silent' });
  const outputs = (Array.isArray(result) ? result : [result]) as {
    output?: {
      type: 'chunk' | 'asset';
      fileName: string;
      isEntry?: boolean;
      facadeModuleId?: string | null;
      moduleIds?: string[];
      imports?: string[];
      code?: string;
      source?: Uint8Array | string;
      viteMetadata?: { importedCss?: Set<string> };
    }[];
  }[];
  const chunks = new Map<string, Chunk>();
  const assets = new Map<string, Uint8Array | string>();
  for (const o of outputs) {
    if (!o.output) throw new Error('vite build() returned a watcher, not an output');
    for (const item of o.output) {
      if (item.type === 'chunk') {
        chunks.set(item.fileName, {
          fileName: item.fileName,
          isEntry: Boolean(item.isEntry),
          facadeModuleId: item.facadeModuleId ? normal(item.facadeModuleId) : null,
          moduleIds: (item.moduleIds ?? []).map(normal),
          imports: item.imports ?? [],
          code: item.code ?? '',
          css: [...(item.viteMetadata?.importedCss ?? [])],
        });
      } else {
        assets.set(item.fileName, item.source ?? '');
      }
    }
  }
  return { chunks, assets };
};

/** `roots` and everything they import statically. */
const closure = (chunks: Map<string, Chunk>, roots: string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f) || !chunks.has(f)) return;
    seen.add(f);
    chunks.get(f)!.imports.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
};

/** The chunk holding a module: its facade if it has one, else any chunk that bundled it. */
const chunkOf = (chunks: Map<string, Chunk>, module: string): Chunk | undefined => {
  const abs = normal(join(repoRoot, module));
  const all = [...chunks.values()];
  return all.find((c) => c.facadeModuleId === abs) ?? all.find((c) => c.moduleIds.includes(abs));
};

interface PageRow {
  path: string;
  missing?: string;
  files: string[];
  raw: number;
  gzip: number;
  cssGzip: number;
  admin: string[];
}

export const measurePages = ({ chunks, assets }: Built, pages = PAGES): PageRow[] => {
  const entries = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
  return pages.map(({ path, route }) => {
    const routeChunk = chunkOf(chunks, route);
    const files = closure(chunks, routeChunk ? [...entries, routeChunk.fileName] : entries);
    let raw = 0;
    let gzip = 0;
    const css = new Set<string>();
    const admin = new Set<string>();
    for (const f of files) {
      const c = chunks.get(f)!;
      raw += Buffer.byteLength(c.code);
      gzip += gzipLen(c.code);
      c.css.forEach((x) => css.add(x));
      for (const id of c.moduleIds) if (ADMIN_MODULE.test(id)) admin.add(id.slice(id.indexOf('web/src/')));
    }
    const cssGzip = [...css].reduce((n, f) => n + (assets.has(f) ? gzipLen(assets.get(f)!) : 0), 0);
    return {
      path,
      missing: routeChunk ? undefined : `route module ${route} not in the build (no ${path} route yet?)`,
      files: [...files],
      raw,
      gzip,
      cssGzip,
      admin: [...admin],
    };
  });
};

const describeChunk = (c: Chunk): string => {
  if (c.isEntry) return 'entry';
  if (c.facadeModuleId) return c.facadeModuleId.replace(`${normal(repoRoot)}/`, '');
  const pkgs = new Set(c.moduleIds.map((id) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? '(app)'));
  const list = [...pkgs].slice(0, 4).join(', ');
  return pkgs.size > 4 ? `${list}, …` : list;
};

export const renderWeb = (built: Built, pages: PageRow[]): string => {
  const { chunks } = built;
  const rows = pages.map((p) => {
    if (p.missing) return [`\`${p.path}\``, '—', '—', '—', '—', '—', `❌ missing: ${p.missing}`];
    const size = p.gzip <= TARGET_INITIAL_GZIP_BYTES ? '✅' : `⚠️ over ${kb(TARGET_INITIAL_GZIP_BYTES)} KB`;
    return [
      `\`${p.path}\``,
      String(p.files.length),
      kb(p.raw),
      kb(p.gzip),
      kb(p.cssGzip),
      p.admin.length ? `❌ ${p.admin.slice(0, 3).join(', ')}${p.admin.length > 3 ? ', …' : ''}` : '✅',
      size,
    ];
  });
  const sets = pages
    .filter((p) => !p.missing)
    .map((p) => `- \`${p.path}\`: ${p.files.map((f) => `\`${f}\``).join(', ')}`);

  const largest = [...chunks.values()]
    .map((c) => ({ c, raw: Buffer.byteLength(c.code), gzip: gzipLen(c.code) }))
    .sort((a, b) => b.raw - a.raw)
    .slice(0, 10)
    .map(({ c, raw, gzip }) => [
      `\`${c.fileName}\``,
      describeChunk(c),
      kb(raw),
      kb(gzip),
      pages
        .filter((p) => p.files.includes(c.fileName))
        .map((p) => p.path)
        .join(', ') || 'lazy',
    ]);
  const totalRaw = [...chunks.values()].reduce((n, c) => n + Buffer.byteLength(c.code), 0);
  // What every page downloads before its own route chunk: the floor under each row above.
  const shared = [...closure(chunks, [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName))].map((f) => chunks.get(f)!);
  const sharedGzip = shared.reduce((n, c) => n + gzipLen(c.code), 0);
  const floor = shared
    .map((c) => ({ c, gzip: gzipLen(c.code) }))
    .sort((a, b) => b.gzip - a.gzip)
    .map(({ c, gzip }) => `\`${c.fileName}\` (${describeChunk(c)}) ${kb(gzip)}`)
    .join(', ');

  return [
    `\`vite build\` → web/dist. Initial JS per page = entry chunk + its static imports + the page's lazy route chunk ` +
      `+ its static imports; gzip level 9 per file. Target ≤ ${kb(TARGET_INITIAL_GZIP_BYTES)} KB gzip, no admin modules.`,
    '',
    table(['Page', 'Chunks', 'Initial JS raw (KB)', 'Initial JS gzip (KB)', 'Initial CSS gzip (KB)', 'No admin code', 'Size target'], rows),
    '',
    ...sets,
    '',
    `Every page's floor, the entry and its static imports: **${kb(sharedGzip)} KB gzip** (${floor}); ` +
      `a page's own chunks add to it, so ${kb(Math.max(0, TARGET_INITIAL_GZIP_BYTES - sharedGzip))} KB is what the target leaves a page.`,
    '',
    `Largest chunks (of ${chunks.size}, ${kb(totalRaw)} KB JS in total):`,
    '',
    table(['Chunk', 'Contains', 'Raw (KB)', 'Gzip (KB)', 'Initial for'], largest),
  ].join('\n');
};

async function runSection(): Promise<string> {
  const built = await buildWeb();
  // Sanity: what was built is what web/dist serves.
  const html = readFileSync(join(repoRoot, 'web', 'dist', 'index.html'), 'utf8');
  for (const c of built.chunks.values()) {
    if (c.isEntry && !html.includes(c.fileName)) throw new Error(`web/dist/index.html does not load the entry chunk ${c.fileName}`);
  }
  return renderWeb(built, measurePages(built));
}

export const section: Section = {
  name: 'web',
  title: 'Web bundle (initial JavaScript per page)',
  description: 'vite build; initial JS for /, /browse, /songs/{id} and /artist/{slug} (raw, gzip), admin code check, largest chunks',
  run: runSection,
};

