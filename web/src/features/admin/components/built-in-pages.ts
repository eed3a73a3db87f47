import type { PageId } from '../../../../../shared/api/content';
import { paths } from '../../../config/paths';
import { about } from '../../../i18n/locales/en/about';
import { catalogue } from '../../../i18n/locales/en/catalogue';
import { contact } from '../../../i18n/locales/en/contact';
import { home } from '../../../i18n/locales/en/home';
import { legal } from '../../../i18n/locales/en/legal';
import { subscriptions } from '../../../i18n/locales/en/subscriptions';

/** Where a translation's inline components lead once written out as plain HTML. */
const LINKS: Record<string, string> = {
  verify: paths.licenseVerify,
  contact: paths.contact,
  dmca: paths.dmca,
  refund: paths.refund,
};

/** A translation as HTML: `{{siteName}}` filled in, `<verify>…</verify>` a link, `<email/>` the support address. */
function html(text: string, vars: { siteName: string; supportEmail: string }): string {
  return text
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name === 'siteName' ? vars.siteName : name === 'date' ? '' : `{{${name}}}`))
    .replace(/<email\/>/g, `<a href="mailto:${vars.supportEmail}">${vars.supportEmail}</a>`)
    .replace(/<(\w+)>(.*?)<\/\1>/g, (whole, tag: string, inner: string) => {
      if (['strong', 'em', 'b', 'i'].includes(tag)) return whole;
      const to = LINKS[tag];
      return to ? `<a href="${to}">${inner}</a>` : inner;
    });
}

type Section = Record<string, unknown>;
const isSection = (value: unknown): value is Section => typeof value === 'object' && value !== null && 'heading' in value;

/** A policy page's intro and numbered sections as the public page shows them: heading, paragraphs, item lists. */
function policyHtml(policy: Record<string, unknown>, vars: { siteName: string; supportEmail: string }): string {
  const out = [`<p>${html(String(policy.intro), vars)}</p>`];
  for (const section of Object.values(policy).filter(isSection)) {
    out.push(`<h2>${html(String(section.heading), vars)}</h2>`);
    let items: string[] = [];
    const flush = () => {
      if (items.length > 0) out.push(`<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`);
      items = [];
    };
    for (const [key, value] of Object.entries(section)) {
      if (key === 'heading' || typeof value !== 'string') continue;
      // `text`, `text1`… are paragraphs; every other entry (`item1`, `account`…) is a point of the section's list.
      if (!/^text\d*$/.test(key)) items.push(html(value, vars));
      else {
        flush();
        out.push(`<p>${html(value, vars)}</p>`);
      }
    }
    flush();
  }
  return out.join('\n');
}

function aboutHtml(vars: { siteName: string; supportEmail: string }): string {
  const a = about.about;
  return [
    `<p>${html(a.intro, vars)}</p>`,
    `<h2>${a.missionTitle}</h2>`,
    `<p>${a.mission1}</p>`,
    `<p>${a.mission2}</p>`,
    `<h2>${a.valuesTitle}</h2>`,
    ...Object.values(a.values).map((v) => `<h3>${v.title}</h3>\n<p>${v.text}</p>`),
    `<h2>${a.teamTitle}</h2>`,
    `<ul>${Object.values(a.team)
      .map((m) => `<li><strong>${m.role}</strong>: ${m.bio}</li>`)
      .join('')}</ul>`,
  ].join('\n');
}

/**
 * The text a public page shows while no text is stored for it (its English built-in text), as
 * HTML, so the page editor starts from what visitors read and a save changes only what the admin
 * edits. The FAQ page's slot holds nothing built in: its questions are edited under Website Content.
 */
export function builtInPageHtml(pageId: PageId, vars: { siteName: string; supportEmail: string }): string {
  switch (pageId) {
    case 'home':
      return `<p>${html(home.home.heroText, vars)}</p>`;
    case 'browse':
      return `<p>${html(catalogue.browse.intro, vars)}</p>`;
    case 'pricing':
      return `<p>${html(subscriptions.plans.pricingIntro, vars)}</p>`;
    case 'contact':
      return `<p>${html(contact.contact.intro, vars)}</p>`;
    case 'about':
      return aboutHtml(vars);
    case 'terms':
      return policyHtml(legal.legal.terms, vars);
    case 'privacy':
      return policyHtml(legal.legal.privacy, vars);
    case 'faq':
      return '';
  }
}
