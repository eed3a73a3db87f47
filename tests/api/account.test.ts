/**
 * The buyer's own account (issue 14): listener stats kept on write, settings, profile, the data
 * export (the caller's data and nobody else's) and self-service deletion (login fails, the email
 * registers again, the licence still verifies without the email, the admin still has the order).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS, type UserDataExport } from '../../shared/api/account';
import { artistSlug } from '../../shared/artists';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, apiLoose, isLocalStack, mailsTo, registerAndLogin, uniqueEmail } from '../helpers/api';
import { invoiceName } from '../helpers/order-name';
import { payByWallet, walletPaidOrder } from '../helpers/orders';

type Song = { id: string; title: string; artist: string; genre: string; price: number };

let songs: Song[];
let admin: string;
let txnCounter = 0;
const uniqueTxn = () => `ACC${Date.now().toString(36).toUpperCase()}${process.pid}${++txnCounter}`;
let songCursor = 17;
const nextSong = () => songs[songCursor++ % songs.length]!;

/** Orders, pays and has the admin approve one song: the buyer owns it with a licence. */
async function bought(token: string, song = nextSong()) {
  const orderId = await walletPaidOrder(token, song, uniqueTxn());
  const approved = await api('approvePayment', { params: { orderId }, token: admin });
  expect(approved.status).toBe(200);
  return { song, orderId, licenseKey: approved.body.license_key as string };
}

beforeAll(async () => {
  songs = (await api('listSongs', { query: { limit: 100 } })).body;
  admin = await adminToken();
});

describe('listener stats', () => {
  it('start at zero with the spec default genre, then count an approved purchase, its genre and its month', async () => {
    const buyer = await registerAndLogin('Stats Buyer');
    const empty = await api('getListenerStats', { token: buyer.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ totalPurchases: 0, totalSpent: 0, favoriteGenre: '', songsOwned: 0, recentActivity: [] });
    expect(empty.body.monthlySpending).toHaveLength(6);
    expect(empty.body.growth).toBeNull();
    expect(empty.body.totalPaid).toEqual({ BDT: 0, USD: 0 });

    const { song } = await bought(buyer.token);
    const stats = (await api('getListenerStats', { token: buyer.token })).body;
    expect(stats.totalPurchases).toBe(1);
    expect(stats.totalSpent).toBeCloseTo(song.price, 2);
    // What the order was paid, in its own currency: the dashboard's Total spent in taka is this sum.
    expect(stats.totalPaid).toEqual({ BDT: usdToBdt(song.price), USD: 0 });
    expect(stats.favoriteGenre).toBe(song.genre);
    expect(stats.songsOwned).toBe(1);
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(stats.monthlySpending.at(-1)).toEqual({ month: thisMonth, amount: song.price, purchases: 1 });
    expect(stats.topGenres).toEqual([{ genre: song.genre, purchases: 1, plays: 0, share: 100 }]);
    expect(stats.recentActivity).toHaveLength(1);
    expect(stats.recentActivity[0]).toMatchObject({ title: song.title, status: 'completed', type: 'song' });
  });

  it('lists only completed purchases in Recent Purchases: a rejected and a pending order are left out', async () => {
    const buyer = await registerAndLogin('Recent Buyer');
    const { song } = await bought(buyer.token);
    const order = async (s: Song) =>
      (await api('createOrder', { token: buyer.token, body: { songId: s.id, paymentMethod: 'bkash', amount: usdToBdt(s.price) } })).body
        .orderId;
    const rejected = await order(nextSong());
    const paid = await payByWallet(rejected, buyer.token, uniqueTxn());
    expect(paid.status).toBe(200);
    expect((await api('rejectPayment', { params: { orderId: rejected }, token: admin, body: { reason: 'Wrong amount' } })).status).toBe(
      200,
    );
    await order(nextSong());

    const stats = (await api('getListenerStats', { token: buyer.token })).body;
    expect(stats.recentActivity.map((r) => [r.title, r.status])).toEqual([[song.title, 'completed']]);
    // Total spent counts the completed order only: neither the rejected nor the unpaid one.
    expect(stats.totalPaid).toEqual({ BDT: usdToBdt(song.price), USD: 0 });
  });

  it('answers 401 without a session', async () => {
    expect((await api('getListenerStats', {})).status).toBe(401);
  });

  it("counts a signed-in listener's plays under the song's genre, and refuses an unknown song with 404", async () => {
    const listener = await registerAndLogin('Playing Listener');
    const song = nextSong();
    for (let i = 0; i < 2; i++) expect((await api('recordPlay', { params: { songId: song.id }, token: listener.token })).status).toBe(200);
    const stats = (await api('getListenerStats', { token: listener.token })).body;
    expect(stats.plays).toBe(2);
    expect(stats.favoriteGenre).toBe(song.genre);
    expect(stats.topGenres).toEqual([{ genre: song.genre, purchases: 0, plays: 2, share: 100 }]);
    expect((await api('recordPlay', { params: { songId: '01ZZZZZZZZZZZZZZZZZZZZZZZZ' }, token: listener.token })).status).toBe(404);
    expect((await api('recordPlay', { params: { songId: song.id } })).status).toBe(401);
  });
});

describe('settings', () => {
  it('read as the spec defaults, save every field, and refuse an unknown value or field with 400 and no change', async () => {
    const user = await registerAndLogin('Settings User');
    const first = await api('getUserSettings', { token: user.token });
    expect(first.body).toEqual(DEFAULT_USER_SETTINGS);

    const changed = {
      ...DEFAULT_USER_SETTINGS,
      downloadQuality: 'lossless',
      currency: 'BDT',
      autoPlay: false,
      emailUpdates: true,
    } as const;
    const saved = await api('updateUserSettings', { token: user.token, body: changed });
    expect(saved.status).toBe(200);
    expect((await api('getUserSettings', { token: user.token })).body).toEqual(changed);

    const bad = await apiLoose('updateUserSettings', { token: user.token, body: { ...changed, downloadQuality: 'ultra' } });
    expect(bad.status).toBe(400);
    const extra = await apiLoose('updateUserSettings', { token: user.token, body: { ...changed, role: 'admin' } });
    expect(extra.status).toBe(400);
    const partial = await apiLoose('updateUserSettings', { token: user.token, body: { autoPlay: true } });
    expect(partial.status).toBe(400);
    expect((await api('getUserSettings', { token: user.token })).body).toEqual(changed);

    const other = await registerAndLogin('Other Settings User');
    expect((await api('getUserSettings', { token: other.token })).body).toEqual(DEFAULT_USER_SETTINGS);
  });
});

describe('settings decide what the store sends', () => {
  it('with download notifications and notifications off, an approval sends no mail and no bell entry; with the defaults it sends both', async () => {
    const quiet = await registerAndLogin('Quiet Buyer');
    await api('updateUserSettings', {
      token: quiet.token,
      body: { ...DEFAULT_USER_SETTINGS, downloadNotifications: false, notifications: false },
    });
    const loud = await registerAndLogin('Default Buyer');
    const [q, l] = [await bought(quiet.token), await bought(loud.token)];

    const bellOf = async (token: string) =>
      ((await api('listMyNotifications', { token })).body as unknown as { notifications: { title: string }[] }).notifications;
    expect((await bellOf(quiet.token)).map((n) => n.title)).not.toContain('Order approved');
    expect((await bellOf(loud.token)).map((n) => n.title)).toContain('Order approved');
    if (isLocalStack()) {
      await expect.poll(() => mailsTo(loud.email).some((m) => new RegExp(invoiceName(l.orderId)).test(m.subject))).toBe(true);
      expect(mailsTo(quiet.email).some((m) => new RegExp(invoiceName(q.orderId)).test(m.subject))).toBe(false);
    }
  });
});

describe('profile', () => {
  it('saves name, phone and bio; refuses a too-long bio, a bad phone and an empty name with 400', async () => {
    const user = await registerAndLogin('Profile User');
    const saved = await api('updateProfile', {
      token: user.token,
      body: { name: 'Renamed Listener', phone: '+880 1712-345678', bio: 'Lo-fi fan' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Renamed Listener', phone: '+880 1712-345678', bio: 'Lo-fi fan', email: user.email });
    const read = await api('getProfile', { token: user.token });
    expect(read.body).toMatchObject({ name: 'Renamed Listener', phone: '+880 1712-345678', bio: 'Lo-fi fan' });
    expect((await api('getMe', { token: user.token })).body.name).toBe('Renamed Listener');

    for (const body of [
      { name: 'Renamed Listener', phone: '', bio: 'x'.repeat(501) },
      { name: 'Renamed Listener', phone: 'call me maybe', bio: '' },
      { name: '   ', phone: '', bio: '' },
    ]) {
      expect((await apiLoose('updateProfile', { token: user.token, body })).status).toBe(400);
    }
    expect((await api('getProfile', { token: user.token })).body).toMatchObject({ name: 'Renamed Listener', bio: 'Lo-fi fan' });
  });
});

describe('email change', () => {
  const linkIn = async (address: string): Promise<string> => {
    await expect.poll(() => mailsTo(address).length).toBeGreaterThan(0);
    const text = mailsTo(address).at(-1)!.text;
    return new URL(/https?:\/\/\S+\/verify-email\?token=\S+/.exec(text)![0]).searchParams.get('token')!;
  };

  it.runIf(isLocalStack())(
    'needs the password, refuses a taken address, and moves the account only when the mailed link is opened',
    async () => {
      const user = await registerAndLogin('Moving User');
      const other = await registerAndLogin('Address Owner');
      const newEmail = uniqueEmail('moved');

      const wrong = await api('changeEmail', { token: user.token, body: { newEmail, password: 'not my password' } });
      expect(wrong.status).toBe(400);
      expect((await api('changeEmail', { token: user.token, body: { newEmail: other.email, password: user.password } })).status).toBe(409);

      const asked = await api('changeEmail', { token: user.token, body: { newEmail, password: user.password } });
      expect(asked.status).toBe(200);
      expect((await api('getMe', { token: user.token })).body.email).toBe(user.email);

      const token = await linkIn(newEmail);
      const used = await api('verifyEmail', { body: { token } });
      expect(used.status).toBe(200);
      expect(used.body.message).toBe('Your email address has been changed. Sign in with the new address from now on.');
      expect((await api('verifyEmail', { body: { token } })).status).toBe(409);

      expect((await api('getMe', { token: user.token })).body.email).toBe(newEmail);
      expect((await api('login', { body: { email: newEmail, password: user.password } })).status).toBe(200);
      expect((await api('login', { body: { email: user.email, password: user.password } })).status).toBe(401);
      expect((await api('register', { body: { name: 'New Owner', email: user.email, password: 'another passphrase' } })).status).toBe(201);
    },
  );
});

describe('data export', () => {
  it("holds the caller's profile, settings, order, licence and notifications, and nothing of another user", async () => {
    const [alice, bob] = await Promise.all([registerAndLogin('Export Alice'), registerAndLogin('Export Bob')]);
    const a = await bought(alice.token);
    const b = await bought(bob.token);
    await api('updateUserSettings', { token: alice.token, body: { ...DEFAULT_USER_SETTINGS, language: 'fr' } });

    const res = await api('exportUserData', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="user-data-export.json"');
    const data = res.body as unknown as UserDataExport;
    expect(data.profile).toMatchObject({ id: alice.user.id, email: alice.email, name: 'Export Alice' });
    expect(data.settings.language).toBe('fr');
    expect(data.orders.map((o) => o.id)).toEqual([a.orderId]);
    expect(data.licenses.map((l) => l.licenseKey)).toEqual([a.licenseKey]);
    expect(Object.keys(data.account)).toContain('UserNotification');

    expect(res.text).not.toContain('passwordHash');
    expect(res.text).not.toContain(bob.email);
    expect(res.text).not.toContain(bob.user.id);
    expect(res.text).not.toContain(b.licenseKey);
    expect(res.text).not.toContain(`"id": ${b.orderId},`);
  });
});

describe('delete account', () => {
  it('needs the email or password typed again; a wrong one changes nothing', async () => {
    const user = await registerAndLogin('Careful User');
    const wrong = await api('deleteAccount', { token: user.token, body: { confirmation: 'not-me@example.com' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Type your email address or your password to confirm');
    expect((await api('getMe', { token: user.token })).status).toBe(200);
    expect((await apiLoose('deleteAccount', { token: user.token, body: {} })).status).toBe(400);

    const byPassword = await api('deleteAccount', { token: user.token, body: { confirmation: user.password } });
    expect(byPassword.status).toBe(200);
    expect(byPassword.body.message).toBe('Account deleted successfully');
  });

  it('ends the session, frees the email, keeps the order for the admin and the licence verifiable without the email', async () => {
    const user = await registerAndLogin('Leaving Buyer');
    const { orderId, licenseKey } = await bought(user.token);
    await api('updateUserSettings', { token: user.token, body: { ...DEFAULT_USER_SETTINGS, darkMode: false } });

    const gone = await api('deleteAccount', { token: user.token, body: { confirmation: user.email.toUpperCase() } });
    expect(gone.status).toBe(200);

    expect((await api('getMe', { token: user.token })).status).toBe(401);
    expect((await api('login', { body: { email: user.email, password: user.password } })).status).toBe(401);

    const verified = await api('verifyLicense', { params: { key: licenseKey } });
    expect(verified.status).toBe(200);
    expect(verified.body.valid).toBe(true);
    expect(verified.text).not.toContain(user.email);
    expect(verified.text.toLowerCase()).not.toContain(user.email.slice(0, 6).toLowerCase());

    const order = await api('listAdminOrders', { query: { q: String(orderId) }, token: admin });
    expect(order.status).toBe(200);
    expect(order.text).toContain(`"id":${orderId}`);
    expect(order.text).not.toContain(user.email);

    const again = await api('register', { body: { name: 'Returning Buyer', email: user.email, password: 'a brand new passphrase' } });
    expect(again.status).toBe(201);
    const fresh = await api('login', { body: { email: user.email, password: 'a brand new passphrase' } });
    expect(fresh.status).toBe(200);
    expect((await api('getUserSettings', { token: fresh.body.token })).body).toEqual(DEFAULT_USER_SETTINGS);
    expect((await api('getListenerStats', { token: fresh.body.token })).body.songsOwned).toBe(0);
  });

  it("counts the collection in the stats, exports it, and takes the user's like and follow back on deletion", async () => {
    const fan = await registerAndLogin('Collecting Fan');
    const song = nextSong();
    const slug = artistSlug(song.artist);
    const liked = await api('addFavorite', { params: { songId: song.id }, token: fan.token });
    expect(liked.status).toBe(200);
    const followed = await api('followArtist', { params: { artist: slug }, token: fan.token });
    expect(followed.status).toBe(200);
    expect((await api('createPlaylist', { body: { name: 'Road trip' }, token: fan.token })).status).toBe(201);

    const stats = (await api('getListenerStats', { token: fan.token })).body;
    expect(stats).toMatchObject({ likedSongs: 1, playlistCount: 1, followingArtists: 1 });
    const exported = (await api('exportUserData', { token: fan.token })).body as unknown as UserDataExport;
    expect(exported.account.Favorite?.map((f) => f.songId)).toEqual([song.id]);
    expect(exported.account.Playlist?.map((p) => p.name)).toEqual(['Road trip']);
    expect(exported.account.Follow).toHaveLength(1);

    expect((await api('deleteAccount', { token: fan.token, body: { confirmation: fan.email } })).status).toBe(200);
    const artist = await api('getArtist', { params: { artist: slug } });
    expect(artist.body.followers).toBe(followed.body.followers - 1);
    const other = await registerAndLogin('Later Fan');
    const relike = await api('addFavorite', { params: { songId: song.id }, token: other.token });
    expect(relike.body.likes).toBe(liked.body.likes);
  });

  it('refuses an admin account with 403', async () => {
    const res = await api('deleteAccount', { token: admin, body: { confirmation: 'anything' } });
    expect(res.status).toBe(403);
  });
});
