/**
 * Licence tiers (issue 25): the seeded tiers, a song's licences, buying a tier and getting its
 * files, upgrades, exclusives, and tiers in use.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSongId } from '../../scripts/local/seed';
import { STEMS_DEMO_SONGS, WAV_DEMO_SONGS } from '../../scripts/local/seed-tier-audio';
import { DEFAULT_USER_SETTINGS } from '../../shared/api/account';
import type { SongLicense } from '../../shared/api/licenses';
import { usdToBdt } from '../../shared/money';
import { countingWav } from '../fixtures/audio';
import { storedZip } from '../../scripts/local/stored-zip';
import { adminToken, api, baseUrl, isLocalStack, mailsTo, registerAndLogin } from '../helpers/api';
import { stack } from '../helpers/stack';
import { subscribeByWallet, walletPaidOrder } from '../helpers/orders';
import { uploaded } from '../helpers/uploads';

let admin: string;
let txn = 0;
const uniqueTxn = () => `TIER${Date.now().toString(36).toUpperCase()}${process.pid}${++txn}`;

const wavSong = (n: number) => demoSongId(WAV_DEMO_SONGS[n]!).id;
/** The objects s3rver holds under a media prefix whose names end with `suffix` (local stack only). */
function storedUnder(prefix: string, suffix: string): string[] {
  const dir = join(stack().dataDir, 's3', 'marketplace-media', prefix);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith(`${suffix}._S3rver_object`));
}
const priceOf = (licenses: readonly SongLicense[] | undefined, tier: string) => licenses?.find((l) => l.tier === tier)?.price;

/** A buyer's tier order, paid by bKash (not yet approved); answers the order id. */
const buyTier = (token: string, songId: string, tier: string, usd: number, upgradeFrom?: string) =>
  walletPaidOrder(token, { id: songId, price: usd }, uniqueTxn(), { tier, upgradeFrom });

async function approve(orderId: number) {
  const approved = await api('approvePayment', { params: { orderId }, token: admin });
  expect(approved.status, approved.text).toBe(200);
  return approved.body.license_key!;
}

/** A fresh published song with a WAV master (so WAV Lease, Unlimited and Exclusive), nobody else's test touches. */
async function newWavSong(title: string): Promise<string> {
  const audioUploadId = await uploaded(admin, 'audio', countingWav(4, 44100), 'audio/wav', 'master.wav');
  const created = await api('createSong', {
    token: admin,
    body: { title, artist: 'Tier Tests', genre: 'Ambient', price: 9.99, status: 'published', audioUploadId },
  });
  expect(created.status, created.text).toBe(201);
  return created.body.id;
}

/** The text a licence PDF draws (pdf-lib writes `<hex> Tj` into Flate content streams), joined by spaces. */
function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const runs: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) runs.push(Buffer.from(tj[1]!, 'hex').toString('latin1'));
  }
  return runs.join(' ').replace(/\s+/g, ' ');
}

beforeAll(async () => {
  admin = await adminToken();
});

describe('licence tiers', () => {
  it('seeds the five tiers with fixed ids, files and terms', async () => {
    const tiers = await api('listLicenseTiers', { token: admin });
    expect(tiers.status).toBe(200);
    const byId = new Map(tiers.body.map((t) => [t.id, t]));
    expect(['mp3', 'wav', 'stems', 'unlimited', 'exclusive'].map((id) => [id, byId.get(id)?.name, byId.get(id)?.exclusive])).toEqual([
      ['mp3', 'MP3 Lease', false],
      ['wav', 'WAV Lease', false],
      ['stems', 'Trackout', false],
      ['unlimited', 'Unlimited', false],
      ['exclusive', 'Exclusive', true],
    ]);
    expect(byId.get('stems')!.deliverables).toContain('stems');
    expect(byId.get('wav')!.deliverables).toContain('wav');
    expect(byId.get('unlimited')!.terms.distributionCopies).toBeNull();
    expect(byId.get('mp3')!.terms.distributionCopies).toBeGreaterThan(0);
  });

  it("lists a song's licences cheapest first, offering only the tiers whose files it has", async () => {
    const stemsSong = demoSongId(STEMS_DEMO_SONGS[0]!).id;
    const withStems = await api('getSong', { params: { songId: stemsSong } });
    expect(withStems.status).toBe(200);
    const licenses = withStems.body.licenses!;
    expect(licenses.map((l) => l.tier).sort()).toEqual(['exclusive', 'mp3', 'stems', 'unlimited', 'wav']);
    expect(licenses.map((l) => l.price)).toEqual([...licenses.map((l) => l.price)].sort((a, b) => a - b));
    expect(withStems.body.price).toBe(licenses[0]!.price);
    expect(licenses.find((l) => l.tier === 'exclusive')).toMatchObject({ exclusive: true, name: 'Exclusive' });

    // A WAV master without stems: no Trackout.
    const wavOnly = WAV_DEMO_SONGS.find((i) => !STEMS_DEMO_SONGS.includes(i))!;
    const noStems = await api('getSong', { params: { songId: demoSongId(wavOnly).id } });
    expect(noStems.body.licenses!.map((l) => l.tier)).not.toContain('stems');
    expect(noStems.body.licenses!.map((l) => l.tier)).toContain('wav');

    // An MP3 master: only the MP3 Lease.
    const mp3Only = await api('getSong', { params: { songId: demoSongId(0).id } });
    expect(mp3Only.body.licenses!.map((l) => l.tier)).toEqual(['mp3']);

    // The list carries the same.
    const list = await api('listSongs', { query: { limit: 100 } });
    const listed = list.body.find((s) => s.id === stemsSong);
    expect(listed?.licenses?.map((l) => l.tier)).toEqual(licenses.map((l) => l.tier));
  });

  it('prices a WAV order at the WAV tier and delivers a WAV file; the download-quality preference picks the default', async () => {
    const buyer = await registerAndLogin('Wav Buyer');
    const songId = wavSong(1);
    const song = await api('getSong', { params: { songId } });
    const wavPrice = priceOf(song.body.licenses, 'wav')!;
    expect(wavPrice).toBeGreaterThan(song.body.price);

    // The shown amount must be the tier's.
    const wrong = await api('createOrder', {
      token: buyer.token,
      body: { songId, paymentMethod: 'bkash', amount: usdToBdt(song.body.price), tier: 'wav' },
    });
    expect(wrong.status).toBe(409);

    const orderId = await buyTier(buyer.token, songId, 'wav', wavPrice);
    const order = await api('getOrder', { params: { orderId }, token: buyer.token });
    expect(order.body).toMatchObject({ amount: usdToBdt(wavPrice), currency: 'BDT', license_tier: 'wav', license_name: 'WAV Lease' });
    await approve(orderId);

    const files = await api('listOrderFiles', { params: { orderId }, token: buyer.token });
    expect(files.status).toBe(200);
    expect(files.body.map((f) => f.file)).toEqual(['mp3_320', 'wav']);
    expect(files.body.find((f) => f.default)?.file).toBe('mp3_320');

    const settings = await api('updateUserSettings', {
      token: buyer.token,
      body: { ...DEFAULT_USER_SETTINGS, downloadQuality: 'lossless' },
    });
    expect(settings.status, settings.text).toBe(200);
    const link = await api('downloadOrder', { params: { orderId }, token: buyer.token });
    expect(link.status).toBe(200);
    expect(link.body.filename).toMatch(/\.wav$/);
    const bytes = new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...bytes.subarray(8, 12))).toBe('WAVE');

    const mp3 = await api('downloadOrder', { params: { orderId }, query: { file: 'mp3_320' }, token: buyer.token });
    expect(mp3.body.filename).toMatch(/\.mp3$/);
    const stems = await api('downloadOrder', { params: { orderId }, query: { file: 'stems' }, token: buyer.token });
    expect(stems.status).toBe(403);
    expect(stems.body.code).toBe('FILE_NOT_IN_LICENSE');

    // The licence PDF is the WAV Lease contract filled in.
    const pdfLink = await api('downloadLicense', { params: { orderId }, token: buyer.token });
    expect(pdfLink.status).toBe(200);
    const text = pdfText(new Uint8Array(await (await fetch(pdfLink.body.url)).arrayBuffer()));
    const tiers = await api('listLicenseTiers', { token: admin });
    const wav = tiers.body.find((t) => t.id === 'wav')!;
    expect(text).toContain('WAV Lease');
    expect(text).toContain(`${wav.terms.distributionCopies!.toLocaleString('en-US')} distribution copies`);
    expect(text).toContain(`${wav.terms.audioStreams!.toLocaleString('en-US')} audio streams`);
    expect(text).toContain('WAV (lossless)');
    expect(text).toContain('Wav Buyer');
    expect(text).toContain(song.body.title);
  });

  it('upgrades a licence for the difference and shows the old one as upgraded', async () => {
    const buyer = await registerAndLogin('Upgrading Buyer');
    const songId = wavSong(2);
    const song = await api('getSong', { params: { songId } });
    const wavPrice = priceOf(song.body.licenses, 'wav')!;
    const unlimitedPrice = priceOf(song.body.licenses, 'unlimited')!;
    const oldKey = await approve(await buyTier(buyer.token, songId, 'wav', wavPrice));

    const again = await api('createOrder', {
      token: buyer.token,
      body: { songId, paymentMethod: 'bkash', amount: usdToBdt(unlimitedPrice), tier: 'unlimited' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_OWNED');

    const stranger = await registerAndLogin('Not The Owner');
    const stolen = await api('createOrder', {
      token: stranger.token,
      body: { songId, paymentMethod: 'bkash', amount: 0, tier: 'unlimited', upgradeFrom: oldKey },
    });
    expect(stolen.status).toBe(404);

    const difference = Math.round((unlimitedPrice - wavPrice) * 100) / 100;
    const orderId = await buyTier(buyer.token, songId, 'unlimited', difference, oldKey);
    const order = await api('getOrder', { params: { orderId }, token: buyer.token });
    expect(order.body).toMatchObject({ amount: usdToBdt(difference), license_tier: 'unlimited', upgrade_from: oldKey });
    const newKey = await approve(orderId);

    const old = await api('verifyLicense', { params: { key: oldKey } });
    expect(old.body).toMatchObject({ valid: false, status: 'upgraded', upgradedTo: newKey, tier: { id: 'wav', name: 'WAV Lease' } });
    const fresh = await api('verifyLicense', { params: { key: newKey } });
    expect(fresh.body).toMatchObject({ valid: true, status: 'active', tier: { id: 'unlimited', name: 'Unlimited' } });
    expect(fresh.body.tier!.terms).toContain('unlimited copies');

    // The upgraded licence cannot be upgraded again.
    const twice = await api('createOrder', {
      token: buyer.token,
      body: { songId, paymentMethod: 'bkash', amount: 0, tier: 'exclusive', upgradeFrom: oldKey },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('LICENSE_NOT_ACTIVE');
  });

  it('an exclusive approval retires the song: of 10 approved at once one wins, the rest are refused and closed', async () => {
    const songId = await newWavSong(`Exclusive race ${Date.now()}`);
    const song = await api('getSong', { params: { songId } });
    const price = priceOf(song.body.licenses, 'exclusive')!;
    expect(price).toBeGreaterThan(0);
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, i) => registerAndLogin(`Exclusive Buyer ${i}`)));
    const orders = await Promise.all(buyers.map((b) => buyTier(b.token, songId, 'exclusive', price)));
    const early = await registerAndLogin('Lease Buyer');
    const leaseOrder = await buyTier(early.token, songId, 'wav', priceOf(song.body.licenses, 'wav')!);

    const approvals = await Promise.all(orders.map((orderId) => api('approvePayment', { params: { orderId }, token: admin })));
    const won = approvals.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(approvals.filter((a) => a.status === 409)).toHaveLength(9);

    const retired = await api('getSong', { params: { songId } });
    expect(retired.body.status).toBe('sold_out');
    expect(retired.body.licenses).toEqual([]);
    const adminView = await api('getAdminSong', { params: { songId }, token: admin });
    expect(adminView.body.sale_status).toBe('sold');

    const late = await registerAndLogin('Too Late');
    const refused = await api('createOrder', {
      token: late.token,
      body: { songId, paymentMethod: 'bkash', amount: usdToBdt(price), tier: 'exclusive' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SOLD_OUT');

    // Every other open order was closed with the reason; one exclusive licence exists.
    const statuses = await Promise.all(
      [...orders, leaseOrder].map(async (orderId) => (await api('getOrder', { params: { orderId }, token: admin })).body),
    );
    expect(statuses.filter((o) => o.status === 'completed')).toHaveLength(1);
    expect(statuses.filter((o) => o.status === 'failed')).toHaveLength(10);
    expect(statuses.find((o) => o.status === 'failed')?.rejection_reason).toMatch(/sold exclusively/);
    if (isLocalStack()) {
      const loser = buyers[statuses.findIndex((o) => o.status === 'failed')] ?? early;
      expect(mailsTo(loser.email).some((m) => /exclusively/.test(m.text))).toBe(true);
    }
  });

  it('a tier in use cannot be deleted, only switched off; a new tier can be', async () => {
    const inUse = await api('deleteLicenseTier', { params: { tierId: 'wav' }, token: admin });
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe('TIER_IN_USE');
    const mp3 = await api('deleteLicenseTier', { params: { tierId: 'mp3' }, token: admin });
    expect(mp3.status).toBe(409);

    const id = `extra-${Date.now().toString(36)}`;
    const created = await api('createLicenseTier', {
      token: admin,
      body: {
        id,
        name: 'Radio Lease',
        deliverables: ['mp3_320'],
        terms: {
          distributionCopies: 500,
          audioStreams: 50_000,
          musicVideos: 0,
          radioStations: 10,
          paidPerformances: 0,
          creditRequired: true,
        },
        default_price: 19.99,
        active: false,
      },
    });
    expect(created.status, created.text).toBe(201);
    const { orders: _orders, position: _position, ...same } = created.body;
    const again = await api('createLicenseTier', { token: admin, body: same });
    expect(again.status).toBe(409);
    const removed = await api('deleteLicenseTier', { params: { tierId: id }, token: admin });
    expect(removed.status).toBe(200);
    expect((await api('deleteLicenseTier', { params: { tierId: id }, token: admin })).status).toBe(404);
  });

  it("overrides a song's tier price within the store's bounds", async () => {
    const songId = await newWavSong(`Price override ${Date.now()}`);
    const tooHigh = await api('setSongTierPrices', { params: { songId }, token: admin, body: { prices: { wav: 100_000 } } });
    expect(tooHigh.status).toBe(400);
    const set = await api('setSongTierPrices', { params: { songId }, token: admin, body: { prices: { wav: 14.5 } } });
    expect(set.status, set.text).toBe(200);
    expect(priceOf(set.body, 'wav')).toBe(14.5);
    const song = await api('getSong', { params: { songId } });
    expect(priceOf(song.body.licenses, 'wav')).toBe(14.5);
    // Cheaper than its MP3 Lease ($9.99): the list shows the WAV price, and the price filter compares that one.
    expect((await api('setSongTierPrices', { params: { songId }, token: admin, body: { prices: { wav: 6 } } })).status).toBe(200);
    const q = song.body.title;
    const under7 = await api('listSongs', { query: { q, maxPrice: 7 } });
    expect(under7.body.map((s) => [s.id, s.price])).toEqual([[songId, 6]]);
    expect((await api('listSongs', { query: { q, minPrice: 7 } })).body).toEqual([]);
    const cleared = await api('setSongTierPrices', { params: { songId }, token: admin, body: { prices: { wav: null } } });
    const tiers = await api('listLicenseTiers', { token: admin });
    expect(priceOf(cleared.body, 'wav')).toBe(tiers.body.find((t) => t.id === 'wav')!.default_price);
  });

  it("subscription downloads come at the plan's quality under the plan's tier", async () => {
    const songId = wavSong(3);
    const planOf = async (quality: 'standard' | 'premium', tier: string) => {
      const created = await api('createPlan', {
        token: admin,
        body: {
          name: `Tier test ${quality} ${Date.now()}`,
          price: 4.99,
          download_limit: 5,
          quality_limit: quality,
          license_tier: tier,
          is_active: true,
        },
      });
      expect(created.status, created.text).toBe(201);
      expect(created.body.license_tier).toBe(tier);
      return created.body;
    };
    const download = async (plan: { id: string; price: number }) => {
      const user = await registerAndLogin('Tier Subscriber');
      const sub = await subscribeByWallet(user.token, plan, uniqueTxn());
      expect(sub.status, sub.text).toBe(201);
      await approve(sub.body.orderId);
      const link = await api('downloadWithSubscription', { token: user.token, body: { songId } });
      expect(link.status, link.text).toBe(200);
      const first = await fetch(link.body.url, { redirect: 'manual' });
      const bytes = new Uint8Array(await (await fetch(first.headers.get('location')!)).arrayBuffer());
      return { filename: link.body.filename, bytes };
    };
    try {
      const standard = await planOf('standard', 'mp3');
      const premium = await planOf('premium', 'wav');
      const low = await download(standard);
      expect(low.filename).toMatch(/\.mp3$/);
      // MPEG-1 Layer III at 128 kbps: bitrate index 9 in the first frame's header (after any ID3 tag).
      const frame = low.bytes.findIndex((b, i) => b === 0xff && (low.bytes[i + 1]! & 0xe0) === 0xe0);
      expect(low.bytes[frame + 2]! >> 4).toBe(9);
      const lossless = await download(premium);
      expect(lossless.filename).toMatch(/\.wav$/);
      expect(String.fromCharCode(...lossless.bytes.subarray(0, 4))).toBe('RIFF');
    } finally {
      const plans = await api('listAdminPlans', { token: admin });
      await Promise.all(
        plans.body
          .filter((p) => p.name.startsWith('Tier test'))
          .map((p) => api('togglePlan', { params: { id: p.id }, token: admin, body: { is_active: false } })),
      );
    }
  });

  /** Uploads `zip` as the stems of `songId` the way the site does, in one presigned part, and completes it. */
  async function uploadStemsInOnePart(songId: string, zip: Uint8Array) {
    const { upload, uploadId } = (await api('createStemsUpload', { token: admin, body: { songId, size: zip.length } })).body;
    const [part] = (await api('signStemsUploadParts', { params: { upload }, token: admin, body: { uploadId, partNumbers: [1] } })).body
      .parts;
    const put = await fetch(part!.url, { method: 'PUT', body: new Blob([zip as Uint8Array<ArrayBuffer>]) });
    const parts = [{ partNumber: 1, etag: put.headers.get('etag') ?? '' }];
    return api('completeStemsUpload', { params: { upload }, token: admin, body: { uploadId, songId, parts } });
  }

  it('takes a stems ZIP by presigned multipart upload, resends a lost part, checks it and offers Trackout', async () => {
    const songId = await newWavSong(`Stems upload ${Date.now()}`);
    expect((await api('getSong', { params: { songId } })).body.licenses!.map((l) => l.tier)).not.toContain('stems');
    // Two parts: S3's minimum part size is 5 MiB for every part but the last.
    const zip = storedZip([
      { name: 'drums.wav', bytes: countingWav(100, 44100) },
      { name: 'bass.wav', bytes: countingWav(2, 44100) },
    ]);
    const started = await api('createStemsUpload', { token: admin, body: { songId, size: zip.length } });
    expect(started.status, started.text).toBe(201);
    const { upload, uploadId, partSize, partCount } = started.body;
    expect(partCount).toBe(Math.ceil(zip.length / partSize));
    const sign = async (partNumbers: number[]) =>
      (await api('signStemsUploadParts', { params: { upload }, token: admin, body: { uploadId, partNumbers } })).body.parts;
    const put = async (partNumber: number, url: string) => {
      const bytes = zip.subarray((partNumber - 1) * partSize, partNumber * partSize);
      const res = await fetch(url, { method: 'PUT', body: new Blob([bytes as Uint8Array<ArrayBuffer>]) });
      expect(res.status).toBe(200);
      return { partNumber, etag: res.headers.get('etag') ?? '' };
    };
    const signed = await sign(Array.from({ length: partCount }, (_, i) => i + 1));
    // The first part "drops"; after reconnecting only it is signed again and resent.
    const done = await Promise.all(signed.slice(1).map((p) => put(p.partNumber, p.url)));
    const [again] = await sign([1]);
    done.unshift(await put(1, again!.url));
    const completed = await api('completeStemsUpload', { params: { upload }, token: admin, body: { uploadId, songId, parts: done } });
    expect(completed.status, completed.text).toBe(200);
    expect(completed.body.stems.sort()).toEqual(['bass.wav', 'drums.wav']);
    expect(completed.body.files).toContain('stems');
    expect((await api('getSong', { params: { songId } })).body.licenses!.map((l) => l.tier)).toContain('stems');
    // The parts were uploaded to the song's stems key: completing copied nothing out of uploads/.
    const kept = isLocalStack() ? storedUnder(`songs/${songId}`, 'stems.zip') : [];
    if (isLocalStack()) {
      expect(kept).toHaveLength(1);
      expect(storedUnder('uploads/stems', '.zip')).toEqual([]);
    }

    // A ZIP of anything but audio is refused.
    const bad = storedZip([{ name: 'notes.txt', bytes: new TextEncoder().encode('not audio') }]);
    const refused = await uploadStemsInOnePart(songId, bad);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('NOT_STEMS_ZIP');
    // The refused ZIP is gone and the song still offers the stems it had.
    expect((await api('getSong', { params: { songId } })).body.licenses!.map((l) => l.tier)).toContain('stems');
    if (isLocalStack()) expect(storedUnder(`songs/${songId}`, 'stems.zip')).toEqual(kept);

    // Deleting the song deletes its stems with its other media.
    expect((await api('deleteSong', { params: { songId }, token: admin })).status).toBe(200);
    if (isLocalStack()) expect(storedUnder(`songs/${songId}`, 'stems.zip')).toEqual([]);
  });

  it("refuses a made-up upload id, another song's upload and a part list that misses parts with a 4xx, and lets the site read part ETags", async () => {
    const songId = await newWavSong(`Stems refusals ${Date.now()}`);
    const zip = storedZip([{ name: 'kick.wav', bytes: countingWav(1, 8000) }]);
    const started = await api('createStemsUpload', { token: admin, body: { songId, size: zip.length } });
    expect(started.status, started.text).toBe(201);
    const { upload, uploadId } = started.body;

    const madeUp = await api('completeStemsUpload', {
      params: { upload },
      token: admin,
      body: { uploadId: `${uploadId}x`, songId, parts: [{ partNumber: 1, etag: '"0123"' }] },
    });
    expect(madeUp.status, madeUp.text).toBe(422);
    expect(madeUp.body.code).toBe('UPLOAD_NOT_FOUND');
    const unsigned = await api('signStemsUploadParts', { params: { upload }, token: admin, body: { uploadId, partNumbers: [2] } });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.error).toBe('The upload has 1 parts, not part 2');

    const [part] = (await api('signStemsUploadParts', { params: { upload }, token: admin, body: { uploadId, partNumbers: [1] } })).body
      .parts;
    // The browser's PUT, from the site's origin: the part's ETag must be readable across origins.
    const origin = new URL(baseUrl()).origin;
    const put = await fetch(part!.url, { method: 'PUT', headers: { Origin: origin }, body: new Blob([zip as Uint8Array<ArrayBuffer>]) });
    expect(put.status).toBe(200);
    if (isLocalStack()) expect(put.headers.get('access-control-expose-headers') ?? '').toMatch(/\bETag\b/i);
    const etag = put.headers.get('etag') ?? '';

    const otherSong = await newWavSong(`Stems other ${Date.now()}`);
    const foreign = await api('completeStemsUpload', {
      params: { upload },
      token: admin,
      body: { uploadId, songId: otherSong, parts: [{ partNumber: 1, etag }] },
    });
    expect(foreign.status).toBe(400);
    const gap = await api('completeStemsUpload', {
      params: { upload },
      token: admin,
      body: { uploadId, songId, parts: [{ partNumber: 2, etag }] },
    });
    expect(gap.status).toBe(400);
    expect(gap.body.error).toBe('Parts not uploaded yet: 1');

    // Nothing was half-done: the same upload still completes, with the ETag unquoted as some clients send it.
    const completed = await api('completeStemsUpload', {
      params: { upload },
      token: admin,
      body: { uploadId, songId, parts: [{ partNumber: 1, etag: etag.replace(/"/g, '') }] },
    });
    expect(completed.status, completed.text).toBe(200);
    expect(completed.body.stems).toEqual(['kick.wav']);
    const first = isLocalStack() ? storedUnder(`songs/${songId}`, 'stems.zip') : [];

    // A new ZIP replaces it: the song points at the new one and the old one is deleted.
    const next = storedZip([{ name: 'snare.wav', bytes: countingWav(1, 8000) }]);
    const replaced = await uploadStemsInOnePart(songId, next);
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.stems).toEqual(['snare.wav']);
    if (isLocalStack()) {
      const now = storedUnder(`songs/${songId}`, 'stems.zip');
      expect(now).toHaveLength(1);
      expect(now).not.toEqual(first);
    }
  });
});
