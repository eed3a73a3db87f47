/** A listener's first name as shown to others (reviews, shared playlists); the spec's default name when there is none. */
export const firstName = (name: string | undefined): string => name?.trim().split(/\s+/)[0] || 'Music Lover';
