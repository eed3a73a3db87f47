/**
 * Email updates (issue 20): an opted-in follower gets one mail a day at most about the artists'
 * new songs, with a one-click unsubscribe (RFC 8058 headers and a link that works signed out).
 * Isolated: it publishes songs.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '../../shared/api/account';
import { artistSlug } from '../../shared/artists';
import { encodePcm16Wav } from '../../functions/media/wav';
import { adminToken, api, apiLoose, isLocalStack, mailsTo, registerAndLogin, localTable } from '../helpers/api';
import { setFunctionEnv } from '../helpers/function-env';
import { stack } from '../helpers/stack';
import { uploaded } from '../helpers/uploads';

const run = `${Date.now().toString(36)}${process.pid}`;
const artist = `Release Suite ${run}`;
const slug = artistSlug(artist);
let admin: string;
let tone: Uint8Array;

type MailWithHeaders = { subject: string; text: string; html: string; headers?: Record<string, string> };
const releaseMails = (email: string) =>
  mailsTo(email).filter((m) => m.subject.includes(artist) || m.subject.includes('artists you follow'));

async function publish(title: string) {
  const audioUploadId = await uploaded(admin, 'audio', tone, 'audio/wav', `${title}.wav`);
  const created = await api('createSong', {
    token: admin,
    body: {
      title,
      artist,
      genre: 'Ambient',
      description: 'Release mail suite',
      price: 9.99,
      is_available: true,
      status: 'for_sale',
      audioUploadId,
    },
  });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

const sweep = async () => {
  const res = await api('sendReleaseDigests', { token: admin });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

async function listener(name: string, emailUpdates: boolean, follows: boolean) {
  const who = await registerAndLogin(name);
  const saved = await api('updateUserSettings', { token: who.token, body: { ...DEFAULT_USER_SETTINGS, emailUpdates } });
  expect(saved.status).toBe(200);
  if (follows) expect((await api('followArtist', { params: { artist: slug }, token: who.token })).status).toBe(200);
  return who;
}

beforeAll(async () => {
  admin = await adminToken();
  const rate = 22050;
  const samples = new Int16Array(rate * 3);
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(Math.sin((2 * Math.PI * 330 * i) / rate) * 8000);
  tone = encodePcm16Wav(samples, rate, 1);
});

describe.skipIf(!isLocalStack())('new-release mails', () => {
  it('mails opted-in followers once a day about songs published since they followed, and nobody else', async () => {
    const first = await publish(`First Light ${run}`);
    const fan = await listener('Opted In Fan', true, true);
    const quiet = await listener('Quiet Follower', false, true);
    const stranger = await listener('Opted In Stranger', true, false);

    // Published before anyone followed: not news to them.
    await sweep();
    expect(releaseMails(fan.email)).toEqual([]);

    const second = await publish(`Second Wind ${run}`);
    expect((await sweep()).mailed).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = releaseMails(fan.email) as MailWithHeaders[];
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`New from ${artist}: ${second.title}`);
    expect(mail!.text).toContain(second.title);
    expect(mail!.text).not.toContain(first.title);
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/api\/email\/unsubscribe\?token=[^>]+>$/);
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(releaseMails(quiet.email)).toEqual([]);
    expect(releaseMails(stranger.email)).toEqual([]);

    // A third song the same day waits for tomorrow's mail, however often the sweep runs.
    const third = await publish(`Third Eye ${run}`);
    await sweep();
    await sweep();
    expect(releaseMails(fan.email)).toHaveLength(1);

    // Tomorrow: the day of the last mail moved back, as the clock would.
    const ddb = localTable();
    await ddb.send(
      new UpdateCommand({
        TableName: 'marketplace',
        Key: { PK: `USER#${fan.user.id}`, SK: 'RELEASE_DIGEST' },
        UpdateExpression: 'SET #day = :yesterday',
        ExpressionAttributeNames: { '#day': 'day' },
        ExpressionAttributeValues: { ':yesterday': '2000-01-01' },
      }),
    );
    await sweep();
    const next = releaseMails(fan.email)[1]!;
    expect(next.subject).toBe(`New from ${artist}: ${third.title}`);
    expect(next.text).not.toContain(second.title);
    expect(releaseMails(quiet.email)).toEqual([]);
  });

  it("unsubscribes in one click from the mail's List-Unsubscribe URL, signed out; a forged link is refused", async () => {
    const fan = await listener('One Click Fan', true, true);
    await publish(`Fourth Wall ${run}`);
    await sweep();
    const mail = releaseMails(fan.email).at(-1) as MailWithHeaders | undefined;
    expect(mail).toBeDefined();
    const url = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;

    // What a mail client sends (RFC 8058): a POST with the form body, no cookies, no session.
    const target = new URL(url);
    const res = await fetch(`${stack().baseUrl}${target.pathname}${target.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await api('getUserSettings', { token: fan.token })).body.emailUpdates).toBe(false);

    const token = target.searchParams.get('token')!;
    const forged = `${fan.user.id === 'x' ? 'y' : 'x'}${token.slice(1)}`;
    const refused = await apiLoose('unsubscribeEmailUpdates', { query: { token: forged } });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('This unsubscribe link is not valid');
  });

  it('indexes follows made before the follower index once, so their listeners get the mails too', async () => {
    const fan = await listener('Early Follower', true, true);
    const ddb = localTable();
    // The follow as an earlier version stored it: no GSI1 keys.
    await ddb.send(
      new UpdateCommand({
        TableName: 'marketplace',
        Key: { PK: `USER#${fan.user.id}`, SK: `FOLLOW#${slug}` },
        UpdateExpression: 'REMOVE GSI1PK, GSI1SK',
      }),
    );
    setFunctionEnv();
    Object.assign(process.env, { TABLE_NAME: 'marketplace', AWS_ENDPOINT_URL_DYNAMODB: stack().ddbEndpoint });
    const { backfillFollowerIndex } = await import('../../functions/data/migrations/006-follower-index');
    expect(await backfillFollowerIndex({ force: true })).toBeGreaterThanOrEqual(1);
    expect(await backfillFollowerIndex({ force: true })).toBe(0);

    const song = await publish(`Fifth Season ${run}`);
    await sweep();
    expect(releaseMails(fan.email).map((m) => m.subject)).toEqual([`New from ${artist}: ${song.title}`]);
  });
});
