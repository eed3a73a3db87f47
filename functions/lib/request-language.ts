import type { Language } from '../../shared/api/account';

const SUPPORTED: readonly Language[] = ['en', 'es', 'fr', 'de'];

/**
 * The site language a visitor's request asks for: the first of the `Accept-Language` header's
 * languages (by quality) the site speaks, else English. The web app sends the language it shows;
 * a browser on its own sends its user's list. Used for the mails of people with no account yet.
 */
export function requestLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { base: tag.trim().split('-')[0]!.toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find((base): base is Language => SUPPORTED.includes(base as Language)) ?? 'en';
}
