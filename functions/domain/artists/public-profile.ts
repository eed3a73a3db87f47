/** What the public artist page adds when an account holds the artist's name (issue 24): its bio and avatar. */
import { getProfileExtras } from '../../data/account-repo';
import { artistAccountBySlug } from '../../data/artists-repo';

export async function artistAccountExtras(slug: string): Promise<{ bio?: string | null; image?: string | null }> {
  const account = await artistAccountBySlug(slug);
  if (!account) return {};
  const extras = await getProfileExtras(account.userId);
  return { bio: extras.bio || null, image: extras.avatarKey ? `/${extras.avatarKey}` : null };
}
