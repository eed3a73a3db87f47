/**
 * Artist accounts and the studio's songs (issue 24): an admin makes a user an artist or approves a
 * listener's application; one account per artist name; an artist's upload waits for review and is
 * public once approved; another artist can neither read nor edit it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { artistSlug } from '../../shared/artists';
import { adminToken, api, apiLoose, isLocalStack, registerAndLogin } from '../helpers/api';
import { artistUploaded, newArtist, type ArtistAccount } from '../helpers/artists';
import { silentMp3 } from '../fixtures/audio';

const run = `${Date.now().toString(36)}${process.pid}`;
let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});

async function studioSong(artist: ArtistAccount, title: string) {
  const audioUploadId = await artistUploaded(artist.token, 'audio', silentMp3(5), 'audio/mpeg', 'take.mp3');
  const res = await api('createArtistSong', { token: artist.token, body: { title, genre: 'Ambient', price: 9.99, audioUploadId } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe.skipIf(!isLocalStack())('artist accounts', () => {
  it('an admin makes a user an artist: the account signs in as an artist and holds the name', async () => {
    const name = `Accounts Suite ${run} One`;
    const artist = await newArtist(admin, name);
    const login = await api('login', { body: { email: artist.email, password: artist.password } });
    expect(login.body.user.role).toBe('artist');
    const me = await api('getArtistMe', { token: artist.token });
    expect(me.status, me.text).toBe(200);
    expect(me.body).toMatchObject({ artist_name: name, artist_slug: artistSlug(name), email: artist.email });
  });

  it('refuses a second account for the same artist name with 409 and leaves that user a listener', async () => {
    const name = `Accounts Suite ${run} Taken`;
    await newArtist(admin, name);
    const second = await registerAndLogin('Second Claimant');
    // Another spelling of the same name is the same artist (one slug).
    const res = await apiLoose('updateUser', {
      token: admin,
      params: { id: second.user.id },
      body: { role: 'artist', artistName: name.toUpperCase() },
    });
    expect(res.status).toBe(409);
    expect(JSON.parse(res.text)).toMatchObject({ code: 'ARTIST_NAME_TAKEN' });
    expect((await api('getMe', { token: second.token })).body.role).toBe('user');
  });

  it('refuses to make an artist without an artist name (400)', async () => {
    const user = await registerAndLogin('Nameless');
    const res = await apiLoose('updateUser', { token: admin, params: { id: user.user.id }, body: { role: 'artist' } });
    expect(res.status).toBe(400);
    expect((await api('getMe', { token: user.token })).body.role).toBe('user');
  });

  it('a listener applies, an admin approves in the users screen and the listener becomes the artist', async () => {
    const listener = await registerAndLogin('Applicant');
    const artistName = `Accounts Suite ${run} Applicant`;
    const applied = await api('applyArtist', {
      token: listener.token,
      body: { artistName, bio: 'Field recordings', links: ['https://example.com/me'] },
    });
    expect(applied.status, applied.text).toBe(201);
    const queue = await api('listArtistApplications', { token: admin });
    expect(queue.body.map((a) => a.user_id)).toContain(listener.user.id);
    expect((await apiLoose('getArtistMe', { token: listener.token })).status).toBe(403);
    const approved = await api('decideArtistApplication', {
      token: admin,
      params: { id: listener.user.id },
      body: { decision: 'approve' },
    });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.status).toBe('approved');
    // The same session: the role is read on every request.
    const me = await api('getArtistMe', { token: listener.token });
    expect(me.body.artist_name).toBe(artistName);
    const again = await apiLoose('decideArtistApplication', {
      token: admin,
      params: { id: listener.user.id },
      body: { decision: 'refuse' },
    });
    expect(again.status).toBe(409);
  });

  it('a refused application leaves a listener, out of the queue', async () => {
    const listener = await registerAndLogin('Refused Applicant');
    await api('applyArtist', { token: listener.token, body: { artistName: `Accounts Suite ${run} Refused`, bio: '', links: [] } });
    const refused = await api('decideArtistApplication', {
      token: admin,
      params: { id: listener.user.id },
      body: { decision: 'refuse', reason: 'No catalogue yet' },
    });
    expect(refused.body).toMatchObject({ status: 'refused', reason: 'No catalogue yet' });
    expect((await api('listArtistApplications', { token: admin })).body.map((a) => a.user_id)).not.toContain(listener.user.id);
    expect((await api('getMe', { token: listener.token })).body.role).toBe('user');
  });

  it('answers 403 on the artist routes to a plain user and to an admin', async () => {
    const listener = await registerAndLogin('Plain Listener');
    for (const token of [listener.token, admin]) {
      const res = await apiLoose('getArtistEarnings', { token });
      expect(res.status).toBe(403);
    }
  });
});

describe.skipIf(!isLocalStack())('the studio', () => {
  let artist: ArtistAccount;
  let other: ArtistAccount;

  beforeAll(async () => {
    [artist, other] = await Promise.all([newArtist(admin, `Studio Suite ${run}`), newArtist(admin, `Studio Rival ${run}`)]);
  });

  it("uploads a song that waits for review under the account's artist name, and is public once approved", async () => {
    const song = await studioSong(artist, `Pending Take ${run}`);
    expect(song).toMatchObject({
      status: 'pending',
      artist: artist.artistName,
      listed: false,
      uploaded_by: `${artist.artistName} Account`,
    });
    expect((await apiLoose('getSong', { params: { songId: song.id } })).status).toBe(404);
    const mine = await api('listArtistSongs', { token: artist.token });
    expect(mine.body.map((s) => s.id)).toContain(song.id);
    // The review queue shows who uploaded it.
    const queue = await api('listAdminSongs', { token: admin, query: { status: 'pending', q: `Pending Take ${run}` } });
    expect(queue.body.find((s) => s.id === song.id)?.uploaded_by).toBe(`${artist.artistName} Account`);
    const approved = await api('updateSongStatus', { token: admin, params: { songId: song.id }, body: { status: 'published' } });
    expect(approved.status, approved.text).toBe(200);
    const page = await api('getSong', { params: { songId: song.id } });
    expect(page.status).toBe(200);
    expect(page.body.artist).toBe(artist.artistName);
  });

  it('shows a rejection with its reason to the artist', async () => {
    const song = await studioSong(artist, `Rejected Take ${run}`);
    await api('updateSongStatus', { token: admin, params: { songId: song.id }, body: { status: 'rejected', reason: 'Clipping at 1:02' } });
    const mine = (await api('listArtistSongs', { token: artist.token })).body.find((s) => s.id === song.id);
    expect(mine).toMatchObject({ status: 'rejected', rejection_reason: 'Clipping at 1:02' });
  });

  it("another artist can neither list nor edit the song (404), and the song's artist cannot be changed", async () => {
    const song = await studioSong(artist, `Private Take ${run}`);
    expect((await api('listArtistSongs', { token: other.token })).body.map((s) => s.id)).not.toContain(song.id);
    const theirs = await apiLoose('updateArtistSong', { token: other.token, params: { id: song.id }, body: { title: 'Stolen' } });
    expect(theirs.status).toBe(404);
    const renamed = await apiLoose('updateArtistSong', {
      token: artist.token,
      params: { id: song.id },
      body: { artist: 'Someone Else' },
    });
    expect(renamed.status).toBe(400);
    const unchanged = (await api('listArtistSongs', { token: artist.token })).body.find((s) => s.id === song.id);
    expect(unchanged).toMatchObject({ title: `Private Take ${run}`, artist: artist.artistName });
  });

  it("edits its own song's text and price within the store's bounds, and withdraws it from sale", async () => {
    const song = await studioSong(artist, `Edited Take ${run}`);
    await api('updateSongStatus', { token: admin, params: { songId: song.id }, body: { status: 'published' } });
    const tooDear = await apiLoose('updateArtistSong', { token: artist.token, params: { id: song.id }, body: { price: 100_000 } });
    expect(tooDear.status).toBe(400);
    const edited = await api('updateArtistSong', {
      token: artist.token,
      params: { id: song.id },
      body: { title: `Edited Take ${run} (remaster)`, price: 12.5, description: 'Now longer' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ title: `Edited Take ${run} (remaster)`, price: 12.5, listed: true });
    const withdrawn = await api('updateArtistSong', { token: artist.token, params: { id: song.id }, body: { is_available: false } });
    expect(withdrawn.body.listed).toBe(false);
  });

  it("shows the account's bio on the public artist page", async () => {
    await api('updateProfile', {
      token: artist.token,
      body: { name: `${artist.artistName} Account`, phone: '', bio: 'Tape loops from Dhaka' },
    });
    const song = await studioSong(artist, `Bio Take ${run}`);
    await api('updateSongStatus', { token: admin, params: { songId: song.id }, body: { status: 'published' } });
    const page = await api('getArtist', { params: { artist: artistSlug(artist.artistName) } });
    expect(page.status, page.text).toBe(200);
    expect(page.body).toMatchObject({ bio: 'Tape loops from Dhaka', image: null });
  });
});
