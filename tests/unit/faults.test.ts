import { afterEach, describe, expect, it, vi } from 'vitest';

/** functions/lib/faults.ts reads LOCAL_FAULTS once, at import: each case imports a fresh copy. */
async function faultsModule(flag: string | undefined) {
  vi.resetModules();
  vi.stubEnv('LOCAL_FAULTS', flag);
  return import('../../functions/lib/faults');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('local fault injection', () => {
  it('without LOCAL_FAULTS=1 never reads the fault header and injects nothing', async () => {
    const faults = await faultsModule(undefined);
    const header = vi.fn(() => 'ddb-throttle');
    const injected = faults.runWithRequestFault(header, Date.now() + 1000, () => faults.injectFault('ddb-throttle'));
    expect(header).not.toHaveBeenCalled();
    expect(injected).toBe(false);
  });

  it('with LOCAL_FAULTS=1 injects the named fault in its request only, as many times as asked', async () => {
    const faults = await faultsModule('1');
    const spent = faults.runWithRequestFault(
      () => 'mail-down;times=2',
      Date.now() + 1000,
      () => [1, 2, 3].map(() => faults.injectFault('mail-down')),
    );
    expect(spent).toEqual([true, true, false]);
    expect(faults.injectFault('mail-down')).toBe(false);
  });

  it('ignores an unknown class and narrows a fault to the entries its key names', async () => {
    const faults = await faultsModule('1');
    expect(faults.parseFault('meteor-strike', 0)).toBeUndefined();
    const narrowed = faults.runWithRequestFault(
      () => 'txn-condition;key=LICENSE#',
      0,
      () => [
        faults.injectFault('txn-condition', (key) => 'ORDER#1'.startsWith(key)),
        faults.injectFault('txn-condition', (key) => 'LICENSE#AB'.startsWith(key)),
      ],
    );
    expect(narrowed).toEqual([false, true]);
  });

  it('lets the first `skip` matching calls through, then injects', async () => {
    const faults = await faultsModule('1');
    const spent = faults.runWithRequestFault(
      () => 'timeout;key=BatchGetItem;skip=1;times=1',
      0,
      () =>
        ['GetItem', 'BatchGetItem', 'BatchGetItem', 'BatchGetItem'].map((command) =>
          faults.injectFault('timeout', (key) => key === command),
        ),
    );
    expect(spent).toEqual([false, false, true, false]);
  });

  it('shortens the function timeout only for a timeout fault that names seconds, and only with LOCAL_FAULTS=1', async () => {
    const off = await faultsModule(undefined);
    expect(off.faultFunctionTimeoutMs('timeout;seconds=8')).toBeUndefined();
    const on = await faultsModule('1');
    expect(on.faultFunctionTimeoutMs('timeout;key=TransactWriteItems;seconds=8')).toBe(8000);
    expect(on.faultFunctionTimeoutMs('timeout')).toBeUndefined();
    expect(on.faultFunctionTimeoutMs('mail-down;seconds=8')).toBeUndefined();
    expect(on.faultFunctionTimeoutMs('timeout;seconds=-1')).toBeUndefined();
    expect(on.faultFunctionTimeoutMs(undefined)).toBeUndefined();
  });
});
