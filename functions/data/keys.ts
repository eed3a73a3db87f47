/**
 * Every key template of the table lives here (ElectroDB-style: one owner). Prefixes are
 * upper case; ids are ULIDs, so sort keys built from them sort by creation time.
 */
export const ENTITY = {
  user: 'User',
  email: 'EmailReservation',
  throttle: 'Throttle',
  resetToken: 'ResetToken',
  song: 'Song',
  catalogueVersion: 'CatalogueVersion',
  catalogueChange: 'CatalogueChange',
  artist: 'Artist',
  stats: 'Stats',
  setting: 'Setting',
  contactMessage: 'ContactMessage',
} as const;
export type EntityType = (typeof ENTITY)[keyof typeof ENTITY];

export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  /** Users listed newest first for the back office. */
  userList: (createdAt: string, userId: string) => ({ GSI1PK: 'USERS', GSI1SK: `${createdAt}#${userId}` }),
  /** Reserves an address (lower-cased) so two accounts can never share it. */
  email: (emailLower: string) => ({ PK: `EMAIL#${emailLower}`, SK: 'EMAIL' }),
  throttle: (scope: string, subject: string) => ({ PK: `THROTTLE#${scope}#${subject}`, SK: 'THROTTLE' }),
  /** Reset tokens are stored by their SHA-256, never in clear. */
  resetToken: (tokenHash: string) => ({ PK: `RESET#${tokenHash}`, SK: 'RESET' }),
  song: (songId: string) => ({ PK: `SONG#${songId}`, SK: 'SONG' }),
  /** Every song, newest first: the source of a full search-index build and of the admin list. */
  songList: (createdAt: string, songId: string) => ({ GSI1PK: 'SONGS', GSI1SK: `${createdAt}#${songId}` }),
  /** Bumped on every change to a listed field; warm containers compare it to their index. */
  catalogueVersion: () => ({ PK: 'CATALOGUE', SK: 'VERSION' }),
  /** One item per catalogue version: what changed, so warm indexes apply deltas instead of rebuilding. */
  catalogueChange: (version: number) => ({ PK: 'CATALOGUE#CHANGES', SK: String(version).padStart(12, '0') }),
  /** Marks an artist name as seen, so the distinct-artist counter counts each once. */
  artist: (nameLower: string) => ({ PK: `ARTIST#${nameLower}`, SK: 'ARTIST' }),
  /** Aggregate counters maintained on write (home statistics, dashboards). */
  stats: () => ({ PK: 'STATS', SK: 'GLOBAL' }),
  setting: (name: string) => ({ PK: 'SETTINGS', SK: name }),
  contactMessage: (id: string) => ({ PK: `CONTACT#${id}`, SK: 'CONTACT' }),
  contactList: (createdAt: string, id: string) => ({ GSI1PK: 'CONTACTS', GSI1SK: `${createdAt}#${id}` }),
};
