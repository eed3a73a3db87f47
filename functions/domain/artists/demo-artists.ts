/**
 * The seeded demo artists' accounts (issue 24): one artist account per artist name of the demo
 * catalogue, holding that name, with the artist's seeded songs in its studio. Their passwords are
 * random and never shown: an admin sends a reset link from the users screen to hand one over.
 */
import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { artistSlug } from '../../../shared/artists';
import { artistAccountBySlug, putArtistAccount, putArtistSong } from '../../data/artists-repo';
import { createUser, type User } from '../../data/users-repo';
import { hashPassword } from './../accounts/passwords';

/** The sign-in address of a demo artist: the name's slug at the demo domain. */
export const demoArtistEmail = (artistName: string) => `${artistSlug(artistName)}@artists.marketplace.local`;

/** Creates the accounts that are missing; answers how many it made. Idempotent. */
export async function ensureDemoArtists(songsByArtist: ReadonlyMap<string, readonly { id: string; createdAt: string }[]>): Promise<number> {
  // One hash of one random, discarded password for all of them: nobody knows it, and a seed hashes once.
  let hash: string | undefined;
  let made = 0;
  for (const [artistName, songs] of songsByArtist) {
    const slug = artistSlug(artistName);
    if (!slug || (await artistAccountBySlug(slug))) continue;
    hash ??= await hashPassword(randomBytes(24).toString('base64url'));
    const now = new Date();
    const at = now.toISOString();
    const user: User = {
      id: ulid(now.getTime()),
      name: artistName,
      email: demoArtistEmail(artistName),
      role: 'artist',
      passwordHash: hash,
      passwordVersion: 0,
      status: 'active',
      createdAt: at,
      updatedAt: at,
    };
    await createUser(user, { kind: 'registration', message: `Demo artist account created: ${artistName}` });
    await putArtistAccount({ userId: user.id, artistName, artistSlug: slug, links: [], createdAt: at });
    for (const song of songs) await putArtistSong(user.id, song.id, song.createdAt);
    made++;
  }
  return made;
}
