import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { messages as de } from '../../web/src/i18n/locales/de/index';
import { messages as es } from '../../web/src/i18n/locales/es/index';
import { messages as fr } from '../../web/src/i18n/locales/fr/index';

/** Every leaf key as a dotted path, with its text. */
function leaves(tree: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) for (const [k, v] of leaves(value as object, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
const tags = (text: unknown) => [...String(text).matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();

const english = leaves(en);

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Keys with plural suffixes folded into their base, so languages with more plural forms compare equal. */
const bases = (keys: Iterable<string>) => [...new Set([...keys].map((k) => k.replace(PLURAL, '')))].sort();
const pluralBases = (keys: Iterable<string>) => [
  ...new Set([...keys].filter((k) => k.endsWith('_other')).map((k) => k.replace(PLURAL, ''))),
];

describe('translations', () => {
  it.each([
    ['es', es],
    ['fr', fr],
    ['de', de],
  ])('%s has every English key, no other, and the same placeholders and tags', (language, messages) => {
    const other = leaves(messages);
    expect(bases(other.keys())).toEqual(bases(english.keys()));
    // Each plural has every form the language's plural rules ask for (French and Spanish have 'many').
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const base of pluralBases(english.keys())) {
      for (const form of forms) expect(other.has(`${base}_${form}`), `${base}_${form}`).toBe(true);
    }
    for (const [key, text] of other) {
      const reference = english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
      expect(typeof text, key).toBe('string');
      expect(String(text).trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(reference));
      expect(tags(text), key).toEqual(tags(reference));
    }
  });

  it('English has the singular and the plural of every counted text', () => {
    for (const base of pluralBases(english.keys())) expect(english.has(`${base}_one`), base).toBe(true);
  });

  it('names only keys that exist in English wherever web/src calls t() or <Trans i18nKey> with a literal', () => {
    const root = join(__dirname, '../../web/src');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !path.includes(`${join('i18n', 'locales')}`)) files.push(path);
      }
    };
    walk(root);
    const keyLike = /^[a-zA-Z][\w-]*(\.[\w-]+)+$/;
    const areaKey = new RegExp(`'((?:${Object.keys(en).join('|')})\\.[\\w.-]+)'`, 'g');
    const missing: string[] = [];
    let seen = 0;
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      const uses = [
        ...code.matchAll(/\bt\(\s*'([^']+)'/g),
        ...code.matchAll(/i18nKey="([^"]+)"/g),
        // Keys kept in tables and passed to t() later: any quoted dotted key of an area English has.
        ...code.matchAll(areaKey),
      ];
      for (const [, key] of uses) {
        if (!key || !keyLike.test(key)) continue;
        seen += 1;
        const hasPlural = english.has(`${key}_one`) || english.has(`${key}_other`);
        if (!english.has(key) && !hasPlural) missing.push(`${relative(root, file)}: ${key}`);
      }
    }
    expect(seen).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it("has every file that shows a page area's texts import that area's English (the first download holds only the shell)", async () => {
    const root = join(__dirname, '../../web/src');
    const englishDir = join(root, 'i18n/locales/en');
    const areaFile = new Map<string, string>();
    for (const name of readdirSync(englishDir)) {
      if (!name.endsWith('.ts') || name === 'index.ts' || name === 'shell.ts') continue;
      const module = (await import(join(englishDir, name))) as Record<string, object>;
      for (const exported of Object.values(module)) for (const area of Object.keys(exported)) areaFile.set(area, name.replace(/\.ts$/, ''));
    }
    expect(areaFile.size).toBeGreaterThan(0);
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (name !== 'i18n') walk(path);
          continue;
        }
        if (!/\.tsx?$/.test(name)) continue;
        const code = readFileSync(path, 'utf8');
        const used = new Set([...code.matchAll(/\bt\(\s*['`]([a-zA-Z]+)\./g)].map((m) => m[1]));
        for (const area of used) {
          const file = area && areaFile.get(area);
          if (file && !code.includes(`i18n/locales/en/${file}'`))
            offenders.push(`${relative(root, path)} uses ${area}.* without importing locales/en/${file}`);
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
