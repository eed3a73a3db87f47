/**
 * Cover renditions (issue 21): a cover stored at several widths is named `<name>-w512.<ext>` and
 * has its smaller renditions beside it (`<name>-w320.<ext>`, `<name>-w160.<ext>`), so a card asks
 * for the width it shows and the song page for the largest. A cover without a width in its name
 * (an uploaded one: the stack has no image library to scale it) is one image.
 */
export const COVER_WIDTHS = [160, 320, 512] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];

/** The width a cover with renditions is named by: its largest. */
export const COVER_FULL_WIDTH = 512;

const WITH_RENDITIONS = /-w512\.(png|webp|jpg)$/;

/** The key (or URL) of `name`'s rendition at `width`. */
export const coverRendition = (name: string, width: CoverWidth, ext: 'png' | 'webp' | 'jpg'): string => `${name}-w${width}.${ext}`;

/** Every object behind a cover key or URL, largest last: its renditions, or the one image. */
export function coverRenditions(key: string): { width: CoverWidth | null; key: string }[] {
  const match = WITH_RENDITIONS.exec(key);
  if (!match) return [{ width: null, key }];
  const name = key.slice(0, match.index);
  const ext = match[1] as 'png' | 'webp' | 'jpg';
  return COVER_WIDTHS.map((width) => ({ width, key: coverRendition(name, width, ext) }));
}

/** An `<img srcset>` for a cover URL with renditions (`/covers/x/a-w160.png 160w, …`); undefined for one image. */
export function coverSrcSet(url: string): string | undefined {
  const renditions = coverRenditions(url);
  if (renditions[0]!.width === null) return undefined;
  return renditions.map((r) => `${r.key} ${r.width}w`).join(', ');
}
