/**
 * A listener's collection (issue 14): favourites, playlists and their public links, following
 * artists, artist pages and song reviews. The stack is shared, so counters are checked as changes
 * from what this file read, on songs and artists from the end of the catalogue (other files use
 * its start), and nothing here changes a store-wide setting (reviews off: tests/isolated).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Song } from '../../shared/api/catalogue';
import { artistSlug, PLAYLISTS_PER_USER_MAX, PLAYLIST_SONGS_MAX } from '../../shared/artists';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, apiLoose, registerAndLogin } from '../helpers/api';
import { payByWallet } from '../helpers/orders';

let songs: Song[];
let admin: string;
let txnCounter = 0;
const txn = () => `LIB${Date.now().toString(36).toUpperCase()}${process.pid}${++txnCounter}`;

/** A song far from the start of the catalogue (the other files use its first songs). */
const pick = (fromEnd: number) => songs[songs.length - 1 - fromEnd]!;

/** A buyer who owns `song` (order paid and approved). */
async function owner(song: Song, name = 'Rita Reviewer') {
  const buyer = await registerAndLogin(name);
  const order = await api('createOrder', {
    token: buyer.token,
    body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price) },
  });
  expect(order.status).toBe(201);
  const orderId = order.body.orderId;
  const paid = await payByWallet(orderId, buyer.token, txn());
  expect(paid.status).toBe(200);
  expect((await api('approvePayment', { params: { orderId }, token: admin })).status).toBe(200);
  return buyer;
}

beforeAll(async () => {
  admin = await adminToken();
  const listed = await api('listSongs', { query: { limit: 100, sort: 'title' } });
  songs = listed.body.filter((s) => s.price > 0);
  expect(songs.length).toBeGreaterThan(6);
});

describe('favourites', () => {
  it('a heart counts one like however often it is sent, and comes off once', async () => {
    const song = pick(0);
    const { token } = await registerAndLogin();
    const first = await api('addFavorite', { params: { songId: song.id }, token });
    expect(first.status).toBe(200);
    expect(first.body.favorited).toBe(true);
    const again = await api('addFavorite', { params: { songId: song.id }, token });
    expect(again.status).toBe(200);
    expect(again.body.likes).toBe(first.body.likes);

    const list = await api('listFavorites', { token });
    expect(list.body.map((s) => s.id)).toEqual([song.id]);
    expect(list.body[0]!.favorited_at).toMatch(/^\d{4}-/);

    const removed = await api('removeFavorite', { params: { songId: song.id }, token });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ favorited: false, likes: first.body.likes - 1 });
    const removedAgain = await api('removeFavorite', { params: { songId: song.id }, token });
    expect(removedAgain.body).toMatchObject({ favorited: false, likes: first.body.likes - 1 });
    expect((await api('listFavorites', { token })).body).toEqual([]);
  });

  it('two listeners are two likes, and each sees only their own favourites', async () => {
    const song = pick(1);
    const [a, b] = await Promise.all([registerAndLogin(), registerAndLogin()]);
    const one = await api('addFavorite', { params: { songId: song.id }, token: a.token });
    const two = await api('addFavorite', { params: { songId: song.id }, token: b.token });
    expect(two.body.likes).toBe(one.body.likes + 1);
    await api('addFavorite', { params: { songId: pick(2).id }, token: b.token });
    expect((await api('listFavorites', { token: a.token })).body.map((s) => s.id)).toEqual([song.id]);
    expect((await api('listFavorites', { token: b.token })).body.map((s) => s.id)).toEqual([pick(2).id, song.id]);
    await api('removeFavorite', { params: { songId: song.id }, token: a.token });
    await api('removeFavorite', { params: { songId: song.id }, token: b.token });
    await api('removeFavorite', { params: { songId: pick(2).id }, token: b.token });
  });

  it('refuses a song that does not exist with 404 and a malformed id with 400', async () => {
    const { token } = await registerAndLogin();
    const missing = await api('addFavorite', { params: { songId: 'NOSUCHSONG000000000000000' }, token });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Song not found');
    expect((await apiLoose('addFavorite', { params: { songId: 'bad id!' }, token })).status).toBe(400);
    expect((await api('listFavorites', { token })).body).toEqual([]);
  });
});

describe('playlists', () => {
  it('create, add songs in order, reorder, rename, remove: songCount and duration follow', async () => {
    const { token } = await registerAndLogin();
    const created = await api('createPlaylist', { body: { name: '  Road trip  ' }, token });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Road trip', songCount: 0, duration: 0, shared: false, shareId: null });
    const id = created.body.id;
    const [x, y, z] = [pick(0), pick(1), pick(2)];

    const added = await api('updatePlaylist', { params: { id }, body: { songIds: [x.id, y.id, z.id] }, token });
    expect(added.status).toBe(200);
    expect(added.body.songs.map((s) => s.id)).toEqual([x.id, y.id, z.id]);
    expect(added.body.songCount).toBe(3);
    expect(added.body.duration).toBe(x.duration + y.duration + z.duration);

    const reordered = await api('updatePlaylist', { params: { id }, body: { songIds: [z.id, x.id], name: 'Evening' }, token });
    expect(reordered.body).toMatchObject({ name: 'Evening', songCount: 2, duration: z.duration + x.duration });
    expect(reordered.body.songs.map((s) => s.id)).toEqual([z.id, x.id]);

    const read = await api('getPlaylist', { params: { id }, token });
    expect(read.body.songs.map((s) => s.id)).toEqual([z.id, x.id]);
    const list = await api('listPlaylists', { token });
    expect(list.body).toEqual([expect.objectContaining({ id, name: 'Evening', songCount: 2 })]);

    expect((await api('deletePlaylist', { params: { id }, token })).status).toBe(200);
    expect((await api('getPlaylist', { params: { id }, token })).status).toBe(404);
    expect((await api('listPlaylists', { token })).body).toEqual([]);
  });

  it("another user's playlist answers 404 to every call and stays as it was", async () => {
    const [ownerUser, other] = await Promise.all([registerAndLogin(), registerAndLogin()]);
    const id = (await api('createPlaylist', { body: { name: 'Mine' }, token: ownerUser.token })).body.id;
    expect((await api('getPlaylist', { params: { id }, token: other.token })).status).toBe(404);
    expect((await api('updatePlaylist', { params: { id }, body: { name: 'Theirs' }, token: other.token })).status).toBe(404);
    expect((await api('deletePlaylist', { params: { id }, token: other.token })).status).toBe(404);
    expect((await api('getPlaylist', { params: { id }, token: ownerUser.token })).body.name).toBe('Mine');
  });

  it('refuses bad names, duplicates and songs that are not listed with 400, changing nothing', async () => {
    const { token } = await registerAndLogin();
    const empty = await api('createPlaylist', { body: { name: '   ' }, token });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toContain('Playlist name is required');
    expect((await api('createPlaylist', { body: { name: 'x'.repeat(101) }, token })).status).toBe(400);
    const id = (await api('createPlaylist', { body: { name: 'x'.repeat(100) }, token })).body.id;

    const dup = await api('updatePlaylist', { params: { id }, body: { songIds: [pick(0).id, pick(0).id] }, token });
    expect(dup.status).toBe(400);
    expect(dup.body.error).toBe('A song can be in a playlist only once');
    const unknown = await api('updatePlaylist', { params: { id }, body: { songIds: [pick(0).id, 'NOSUCHSONG000000000000000'] }, token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Only songs listed in the catalogue can be added to a playlist');
    const tooMany = await apiLoose('updatePlaylist', {
      params: { id },
      body: { songIds: Array.from({ length: PLAYLIST_SONGS_MAX + 1 }, (_, i) => `S${i}`) },
      token,
    });
    expect(tooMany.status).toBe(400);
    expect(String(tooMany.body.error)).toContain(`at most ${PLAYLIST_SONGS_MAX} songs`);
    expect((await apiLoose('updatePlaylist', { params: { id }, body: { owner: 'x' }, token })).status).toBe(400);
    expect((await api('getPlaylist', { params: { id }, token })).body).toMatchObject({ songCount: 0, songs: [] });
  });

  it(`stops at ${PLAYLISTS_PER_USER_MAX} playlists with a clear message`, async () => {
    const { token } = await registerAndLogin();
    for (let i = 0; i < PLAYLISTS_PER_USER_MAX; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, (_, j) => api('createPlaylist', { body: { name: `List ${i + j}` }, token })),
      );
      expect(batch.map((r) => r.status)).toEqual(Array(10).fill(201));
    }
    const over = await api('createPlaylist', { body: { name: 'One too many' }, token });
    expect(over.status).toBe(422);
    expect(over.body.error).toBe(`You can have at most ${PLAYLISTS_PER_USER_MAX} playlists. Delete one to create another.`);
    const list = await api('listPlaylists', { token });
    expect(list.body).toHaveLength(PLAYLISTS_PER_USER_MAX);
    expect((await api('deletePlaylist', { params: { id: list.body[0]!.id }, token })).status).toBe(200);
    expect((await api('createPlaylist', { body: { name: 'Room again' }, token })).status).toBe(201);
  });

  it('a shared playlist is readable by anyone by its link, shows only the first name, and unsharing ends the link', async () => {
    const sharer = await registerAndLogin('Priya Sharer Long');
    const id = (await api('createPlaylist', { body: { name: 'Shared mix' }, token: sharer.token })).body.id;
    await api('updatePlaylist', { params: { id }, body: { songIds: [pick(3).id] }, token: sharer.token });
    const shared = await api('updatePlaylist', { params: { id }, body: { shared: true }, token: sharer.token });
    expect(shared.body.shared).toBe(true);
    const shareId = shared.body.shareId!;
    expect(shareId.length).toBeGreaterThanOrEqual(20);

    const anon = await api('getSharedPlaylist', { params: { shareId } });
    expect(anon.status).toBe(200);
    expect(anon.body).toMatchObject({ name: 'Shared mix', owner: 'Priya', songCount: 1 });
    expect(anon.body.songs.map((s) => s.id)).toEqual([pick(3).id]);
    expect(anon.text).not.toContain(sharer.email);
    expect(anon.text).not.toContain(sharer.user.id);
    expect(anon.text).not.toContain(id);

    const again = await api('updatePlaylist', { params: { id }, body: { shared: true }, token: sharer.token });
    expect(again.body.shareId).toBe(shareId);
    await api('updatePlaylist', { params: { id }, body: { shared: false }, token: sharer.token });
    expect((await api('getSharedPlaylist', { params: { shareId } })).status).toBe(404);
  });
});

describe('following and artist pages', () => {
  /** An artist of the catalogue's end, other than the one the authorization matrix follows. */
  const artistOf = (n: number) => pick(n).artist;

  it("an artist page lists the artist's songs and followers; following twice counts once", async () => {
    const name = artistOf(4);
    const slug = artistSlug(name);
    const page = await api('getArtist', { params: { artist: slug } });
    expect(page.status).toBe(200);
    expect(page.body.name).toBe(name);
    expect(page.body.tracks.length).toBeGreaterThan(0);
    expect(page.body.tracks.every((s) => artistSlug(s.artist) === slug)).toBe(true);
    expect(page.body.songs).toBe(page.body.tracks.length);
    expect(page.body.following).toBe(false);

    const { token } = await registerAndLogin();
    const follow = await api('followArtist', { params: { artist: slug }, token });
    expect(follow.body).toEqual({ artist: slug, following: true, followers: page.body.followers + 1 });
    const twice = await api('followArtist', { params: { artist: slug }, token });
    expect(twice.body.followers).toBe(page.body.followers + 1);
    const mine = await api('getArtist', { params: { artist: slug }, token });
    expect(mine.body.following).toBe(true);
    expect((await api('listFollowing', { token })).body).toEqual([
      expect.objectContaining({ id: slug, name, followers: page.body.followers + 1, songs: page.body.songs }),
    ]);

    const unfollow = await api('unfollowArtist', { params: { artist: slug }, token });
    expect(unfollow.body).toEqual({ artist: slug, following: false, followers: page.body.followers });
    const unfollowTwice = await api('unfollowArtist', { params: { artist: slug }, token });
    expect(unfollowTwice.body.followers).toBe(page.body.followers);
    expect((await api('listFollowing', { token })).body).toEqual([]);
  });

  it('an artist the catalogue does not list answers 404; a malformed slug 400', async () => {
    const { token } = await registerAndLogin();
    const missing = await api('getArtist', { params: { artist: 'nobody-by-this-name-at-all' } });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Artist not found');
    expect((await api('followArtist', { params: { artist: 'nobody-by-this-name-at-all' }, token })).status).toBe(404);
    expect((await apiLoose('getArtist', { params: { artist: 'Bad Slug!' } })).status).toBe(400);
    expect((await api('listFollowing', { token })).body).toEqual([]);
  });
});

describe('reviews', () => {
  it('an owner rates once and edits; the average and count move and the reviewer shows by first name', async () => {
    const song = pick(5);
    const before = await api('getSongReviews', { params: { songId: song.id } });
    expect(before.status).toBe(200);
    expect(before.body.enabled).toBe(true);
    const buyer = await owner(song, 'Rita Reviewer');

    const mineBefore = await api('getSongReviews', { params: { songId: song.id }, token: buyer.token });
    expect(mineBefore.body).toMatchObject({ canReview: true, mine: null });

    const rated = await api('putSongReview', {
      params: { songId: song.id },
      body: { rating: 4, comment: 'Warm and slow' },
      token: buyer.token,
    });
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({ reviewer: 'Rita', rating: 4, comment: 'Warm and slow', mine: true });
    const edited = await api('putSongReview', { params: { songId: song.id }, body: { rating: 2 }, token: buyer.token });
    expect(edited.body).toMatchObject({ rating: 2, comment: '' });

    const after = await api('getSongReviews', { params: { songId: song.id }, token: buyer.token });
    expect(after.body.count).toBe(before.body.count + 1);
    expect(after.body.mine).toMatchObject({ rating: 2, reviewer: 'Rita' });
    const shown = after.body.reviews.find((r) => r.mine);
    expect(shown).toMatchObject({ reviewer: 'Rita', rating: 2 });
    expect(after.text).not.toContain(buyer.email);
    expect(after.text).not.toContain(buyer.user.id);
    expect(after.text).not.toContain('Reviewer');
    if (before.body.count === 0) expect(after.body.average).toBe(2);

    // The song's own rating (public song and the admin songs list) is the average.
    const publicSong = await api('getSong', { params: { songId: song.id } });
    expect(publicSong.body.rating).toBe(after.body.average);
    const adminSong = await api('getAdminSong', { params: { songId: song.id }, token: admin });
    expect(adminSong.body.rating).toBe(after.body.average);
  });

  it('a listener who does not own the song gets 403, and a bad rating 400; nothing is stored', async () => {
    const song = pick(5);
    const before = await api('getSongReviews', { params: { songId: song.id } });
    const { token } = await registerAndLogin();
    const refused = await api('putSongReview', { params: { songId: song.id }, body: { rating: 5 }, token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Only listeners who own this song can review it');
    for (const rating of [0, 6, 3.5]) {
      expect((await apiLoose('putSongReview', { params: { songId: song.id }, body: { rating }, token })).status).toBe(400);
    }
    const long = await apiLoose('putSongReview', { params: { songId: song.id }, body: { rating: 3, comment: 'x'.repeat(1001) }, token });
    expect(long.status).toBe(400);
    expect(String(long.body.error)).toContain('at most 1000 characters');
    expect((await api('putSongReview', { params: { songId: song.id }, body: { rating: 5 } })).status).toBe(401);
    const after = await api('getSongReviews', { params: { songId: song.id }, token });
    expect(after.body.count).toBe(before.body.count);
    expect(after.body.canReview).toBe(false);
  });
});
