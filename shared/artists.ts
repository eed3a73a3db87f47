/**
 * Artists are the catalogue's artist names (issue 14): an artist's page, follow and follower count
 * are keyed by the name's slug, so `/artist/luna-waves` names "Luna Waves" whatever its case or accents.
 * Zod-free: song cards link to artist pages from the browser's first download.
 */

/** "Björk & The Sugarcubes" → "bjork-the-sugarcubes"; empty when the name has no letter or digit. */
export function artistSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

/** The longest slug a path may carry. */
export const ARTIST_SLUG_MAX = 100;
/** What a slug may look like on the wire (letters and digits of any script, single dashes). */
export const ARTIST_SLUG_PATTERN = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

/** Limits of a listener's collection (issue 14). */
export const PLAYLISTS_PER_USER_MAX = 100;
export const PLAYLIST_SONGS_MAX = 1000;
export const PLAYLIST_NAME_MAX = 100;
export const FAVORITES_PER_USER_MAX = 1000;
export const FOLLOWING_PER_USER_MAX = 1000;
export const REVIEW_COMMENT_MAX = 1000;
/** GET reviews shows the newest this many (the average and count cover all of them). */
export const REVIEWS_LIST_LIMIT = 50;
