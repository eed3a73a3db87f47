/**
 * The public pages' stored text (admin §2.9, §3 Page content record), the help page's content and
 * the header/footer snippets (public-and-buyer §3 Help content, Scripts content), as admins write
 * them. Page HTML is sanitised by the server before it is stored and again by the browser.
 */
import { Faq } from './catalogue';
import { formatCount } from '../money';
import * as z from './zod';

export const PAGE_TYPES = ['static', 'legal', 'support'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Admin §2.9: the fixed list of eight public pages, in the screens' order. */
export const PAGES = [
  { page_id: 'home', path: '/', type: 'static', title: 'Home' },
  { page_id: 'about', path: '/about', type: 'static', title: 'About' },
  { page_id: 'contact', path: '/contact', type: 'support', title: 'Contact' },
  { page_id: 'browse', path: '/browse', type: 'static', title: 'Browse' },
  { page_id: 'pricing', path: '/pricing', type: 'static', title: 'Pricing' },
  { page_id: 'terms', path: '/terms', type: 'legal', title: 'Terms of Service' },
  { page_id: 'privacy', path: '/privacy', type: 'legal', title: 'Privacy Policy' },
  { page_id: 'faq', path: '/faq', type: 'support', title: 'FAQ' },
] as const satisfies readonly { page_id: string; path: string; type: PageType; title: string }[];

export type PageId = (typeof PAGES)[number]['page_id'];
export const PAGE_IDS = PAGES.map((p) => p.page_id) as [PageId, ...PageId[]];

/** Generous for a policy text, small enough that a page stays one small item. */
export const PAGE_CONTENT_MAX = 50_000;
export const META_TITLE_MAX = 120;
export const META_DESCRIPTION_MAX = 320;

export const PageIdField = /* @__PURE__ */ z.lazySchema(() => z.enum(PAGE_IDS, `page_id must be one of ${PAGE_IDS.join(', ')}`));

// Grouped by hand: `toLocaleString` would load ICU's number data while the module loads, about
// 20 ms of every content route's cold start.
const content = /* @__PURE__ */ z.lazySchema(() =>
  z.string().check(z.maxLength(PAGE_CONTENT_MAX, `Content must be at most ${formatCount(PAGE_CONTENT_MAX)} characters`)),
);

/** PUT /api/admin/pages: content (HTML or Markdown) and the page's SEO fields. */
export const SavePageBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  page_id: PageIdField,
  content,
  meta_title: z.boundedText('Meta title', META_TITLE_MAX),
  meta_description: z
    .string()
    .check(z.trim(), z.maxLength(META_DESCRIPTION_MAX, `Meta description must be at most ${META_DESCRIPTION_MAX} characters`)),
}));
export type SavePageBody = z.infer<typeof SavePageBody>;

/** PUT /api/admin/content: the content alone; the page's meta fields stay as they are. */
export const SaveContentBody = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ page_id: PageIdField, content }));
export type SaveContentBody = z.infer<typeof SaveContentBody>;

/** A stored page: Published exactly when one exists (admin §4). `content` is sanitised HTML. */
export const PageRecord = /* @__PURE__ */ z.lazyObject(() => ({
  page_id: PageIdField,
  content: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  updated_at: z.string(),
  /** The name of the admin who saved it last. */
  updated_by: z.string(),
}));
export type PageRecord = z.infer<typeof PageRecord>;

/** GET /api/admin/content: the Website Content screen's record (admin §3 Content page record). */
export const ContentRecord = /* @__PURE__ */ z.lazySchema(() =>
  z.pick(PageRecord, { page_id: true, content: true, updated_at: true, updated_by: true }),
);
export type ContentRecord = z.infer<typeof ContentRecord>;

export const PageParams = /* @__PURE__ */ z.lazyStrictObject(() => ({
  pageId: z.string().check(z.minLength(1), z.maxLength(40)),
}));

/**
 * GET /api/pages/{pageId}: a known page. `published: false` (never saved) means the SPA keeps
 * its built-in text; the other fields are then empty.
 */
export const PublicPage = /* @__PURE__ */ z.lazyObject(() => ({
  page_id: PageIdField,
  published: z.boolean(),
  content: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  updated_at: z.nullable(z.string()),
}));
export type PublicPage = z.infer<typeof PublicPage>;

export const HELP_FAQS_MAX = 50;

/**
 * PUT /api/admin/content/help: the help page's hero, FAQs and contact details. The chat number
 * is not here: it is the support chat's (/admin/whatsapp), so every page shows the same one.
 */
export const HelpContentBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  hero: z.strictObject({ title: z.requiredText('Hero title', 120), subtitle: z.boundedText('Hero subtitle', 300) }),
  faqs: z
    .array(
      z.strictObject({
        id: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'FAQ id must be lower-case letters, digits and hyphens')),
        question: z.requiredText('Question', 300),
        answer: z.requiredText('Answer', 3000),
      }),
    )
    .check(z.maxLength(HELP_FAQS_MAX, `At most ${HELP_FAQS_MAX} FAQs`)),
  contactInfo: z.strictObject({
    email: z.union([z.literal(''), z.email('Contact email must be an email address')]),
    phone: z.boundedText('Contact phone', 40),
    hours: z.boundedText('Opening hours', 200),
  }),
}));
export type HelpContentBody = z.infer<typeof HelpContentBody>;

/** What the admin editor reads: the stored help content without the derived chat number. */
export const AdminHelpContent = /* @__PURE__ */ z.lazyObject(() => ({
  hero: z.object({ title: z.string(), subtitle: z.string() }),
  faqs: z.array(Faq),
  contactInfo: z.object({
    email: z.string(),
    phone: z.string(),
    hours: z.string(),
  }),
}));
export type AdminHelpContent = z.infer<typeof AdminHelpContent>;

export const SNIPPETS_MAX = 10;
export const SNIPPET_MAX = 5_000;

const snippets = (place: string) =>
  /* @__PURE__ */ z
    .array(
      /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.maxLength(SNIPPET_MAX, `A ${place} snippet must be at most ${SNIPPET_MAX} characters`)),
    )
    .check(/* @__PURE__ */ z.maxLength(SNIPPETS_MAX, `At most ${SNIPPETS_MAX} ${place} snippets`));

/**
 * PUT /api/admin/content/scripts: the header and footer snippets, stored as given (they are
 * markup for every page, not page text); the site's Content-Security-Policy decides what runs.
 */
export const ScriptsContentBody = /* @__PURE__ */ z.lazySchema(() =>
  z.strictObject({ header: snippets('header'), footer: snippets('footer') }),
);
export type ScriptsContentBody = z.infer<typeof ScriptsContentBody>;

/** One change of the snippets: who saved what, when. */
export const ScriptsChange = /* @__PURE__ */ z.lazyObject(() => ({
  id: z.string(),
  changed_at: z.string(),
  changed_by: z.string(),
  changed_by_id: z.string(),
  header: z.array(z.string()),
  footer: z.array(z.string()),
}));
export type ScriptsChange = z.infer<typeof ScriptsChange>;

/** The snippet editor lists this many of the newest changes. */
export const SCRIPTS_CHANGES_SHOWN = 20;
