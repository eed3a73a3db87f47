/**
 * `postcss` for the Lambda bundles. Its one importer there, sanitize-html, parses a `style`
 * attribute with it, and the page allowlist (functions/domain/content/sanitize.ts) keeps no `style`
 * attribute, so it never runs; bundled, it was 58 KB parsed at every cold start of the two content
 * routes. Should `style` ever be allowed, this throws and sanitize-html drops the attribute.
 */
module.exports = {
  parse() {
    throw new Error('postcss is not bundled: the page allowlist keeps no style attribute');
  },
};
