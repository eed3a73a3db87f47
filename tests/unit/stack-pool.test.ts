import { describe, expect, it } from 'vitest';
import { LeasePool } from '../helpers/stack-pool';

/** A pool whose n-th start resolves to `stack-n`, counting starts. */
function pool(size: number) {
  let starts = 0;
  const leases = new LeasePool(size, () => Promise.resolve(`stack-${++starts}`));
  return { leases, starts: () => starts };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('stack leases', () => {
  it('lends each stack to one holder at a time and starts no more than its size', async () => {
    const { leases, starts } = pool(2);
    const a = await leases.lease('1');
    const b = await leases.lease('2');
    let third: string | undefined;
    void leases.lease('3').then(async (lease) => (third = await lease.stack));
    await settled();
    expect([await a.stack, await b.stack]).toEqual(['stack-1', 'stack-2']);
    expect(third).toBeUndefined();
    expect(starts()).toBe(2);

    b.release();
    await settled();
    expect(third).toBe('stack-2');
  });

  it('gives back what a holder still holds when it asks again (its last file ended without releasing)', async () => {
    const { leases, starts } = pool(1);
    const first = await leases.lease('1');
    const second = await leases.lease('1');
    expect(await second.stack).toBe(await first.stack);
    first.release(); // late: must not free the newer lease
    let other = false;
    void leases.lease('2').then(() => (other = true));
    await settled();
    expect(other).toBe(false);
    expect(starts()).toBe(1);
  });

  it('drops a waiting holder whose request was abandoned', async () => {
    const { leases } = pool(1);
    const held = await leases.lease('1');
    const gone = new AbortController();
    let abandonedGot = false;
    void leases.lease('2', gone.signal).then(() => (abandonedGot = true));
    let next: string | undefined;
    void leases.lease('3').then(async (lease) => (next = await lease.stack));
    gone.abort();
    held.release();
    await settled();
    expect(abandonedGot).toBe(false);
    expect(next).toBe('stack-1');
  });

  it('prefers a healthy stack to one that failed to start, and starts ahead only up to its size', async () => {
    let starts = 0;
    const leases = new LeasePool(2, () => (++starts === 1 ? Promise.reject(new Error('no Java')) : Promise.resolve(`stack-${starts}`)));
    leases.prestart(5);
    expect(starts).toBe(2);
    await settled();
    expect(await (await leases.lease('1')).stack).toBe('stack-2');
    await expect((await leases.lease('2')).stack).rejects.toThrow('no Java');
  });
});
