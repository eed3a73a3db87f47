/** Issue 21's API: trending songs from the week's plays, and the subscription question that never 404s. */
import { describe, expect, it } from 'vitest';
import { api, registerAndLogin } from '../helpers/api';

interface Listed {
  id: string;
  title: string;
  status: string;
  is_available: boolean;
}

const play = async (songId: string, times: number) => {
  for (let i = 0; i < times; i++) expect((await api('streamAudio', { params: { songId } })).status).toBe(302);
};

describe('GET /api/charts/trending', () => {
  it('lists the songs played this week, the more played first, only listed songs', async () => {
    const listed: Listed[] = (await api('listSongs', { query: { limit: 40, sort: 'title' } })).body;
    const [often, sometimes] = listed.filter((s) => s.status === 'published' && s.is_available).slice(-2);
    expect(often && sometimes).toBeTruthy();
    await play(often!.id, 24);
    await play(sometimes!.id, 12);

    const res = await api('listTrendingSongs');
    expect(res.status).toBe(200);
    const ids = (res.body as Listed[]).map((s) => s.id);
    expect(ids).toContain(often!.id);
    expect(ids).toContain(sometimes!.id);
    expect(ids.indexOf(often!.id)).toBeLessThan(ids.indexOf(sometimes!.id));
    expect(ids.length).toBeLessThanOrEqual(8);
    expect((res.body as Listed[]).every((s) => s.status === 'published')).toBe(true);
  });
});

describe('GET /api/subscription/state', () => {
  it('answers 200 with null for a user without a subscription, where my-subscription answers 404', async () => {
    const { token } = await registerAndLogin('State Asker');
    const state = await api('getSubscriptionState', { token });
    expect(state.status).toBe(200);
    expect(state.body).toEqual({ subscription: null });
    expect((await api('getMySubscription', { token })).status).toBe(404);
  });

  it('refuses a visitor with 401', async () => {
    expect((await api('getSubscriptionState')).status).toBe(401);
  });
});
