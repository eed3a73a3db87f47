/**
 * pdf-lib's PNG decoder, left out of the bundles: no function embeds a PNG (the licence's QR code
 * is drawn as vector squares). `infra/bundling.ts` aliases `@pdf-lib/upng` here.
 */
const unsupported = () => {
  throw new Error('PNG embedding is not bundled into this function (see infra/bundling.ts)');
};

export default { decode: unsupported, toRGBA8: unsupported };
