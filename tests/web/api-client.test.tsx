import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../shared/api/paths';
import { ApiError, call, callBlob, callPage, onUnauthorized } from '../../web/src/lib/api-client';
import { callsTo, fakeToken, mockApi, urlsOf } from './render-app';

describe('call', () => {
  it('sends the stored token as a bearer header and the typed body as JSON', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    const fetchMock = mockApi({ createOrder: { status: 201, body: { orderId: 7, existing: false } } });

    const body = { songId: '01J0000000000000000000SONG', paymentMethod: 'bkash', amount: 329 } as const;
    await expect(call('createOrder', { body })).resolves.toEqual({ orderId: 7, existing: false });

    const [sent] = callsTo(fetchMock, 'createOrder');
    expect(sent?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(sent?.headers.get('Content-Type')).toBe('application/json');
    expect(sent?.body).toEqual(body);
  });

  it('substitutes URL-encoded path parameters and serialises the query, leaving out empty values', async () => {
    const fetchMock = mockApi({ verifyLicense: { body: { valid: false, message: 'License key not found' } }, listSongs: { body: [] } });

    await call('verifyLicense', { params: { key: 'A B/C?' } });
    await call('listSongs', { query: { q: 'rain & sun', genre: undefined, limit: 5 } });

    const [verify, songs] = fetchMock.mock.calls.map(([input]) => String(input as string | URL));
    expect(verify).toBe(paths.verifyLicense.path.replace('{key}', 'A%20B%2FC%3F'));
    expect(songs).toBe(`${paths.listSongs.path}?q=rain%20%26%20sun&limit=5`);
    expect(urlsOf(fetchMock, 'listSongs')[0]?.searchParams.get('q')).toBe('rain & sun');
  });

  it("throws an ApiError carrying the server's error text, status and code", async () => {
    mockApi({ getMe: { status: 409, body: { error: 'Already taken', message: 'Conflict', code: 'CONFLICT' } } });

    const error = await call('getMe').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Already taken', status: 409, code: 'CONFLICT' });
  });

  it("falls back to 'An error occurred' when the error body has no text", async () => {
    mockApi({ getMe: { status: 500 } });
    await expect(call('getMe')).rejects.toThrow('An error occurred');
  });

  it("reports 'Network error occurred' when fetch itself fails", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(call('getMe')).rejects.toMatchObject({ message: 'Network error occurred', status: 0 });
  });

  it('rejects a success body that does not pass the parser', async () => {
    mockApi({ getMe: { body: { unexpected: true } } });
    const parse = (data: unknown) => {
      if (typeof data !== 'object' || data === null || !('id' in data)) throw new TypeError('bad shape');
      return data;
    };
    await expect(call('getMe', { parse })).rejects.toBeInstanceOf(ApiError);
  });

  it('tells the unauthorized listeners when a request that carried a token is answered 401', async () => {
    localStorage.setItem('token', fakeToken());
    mockApi({ getMe: { status: 401, body: { error: 'Session expired' } } });
    const listener = vi.fn();
    const stop = onUnauthorized(listener);

    await expect(call('getMe')).rejects.toMatchObject({ status: 401 });
    stop();

    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('callPage and callBlob', () => {
  it('returns the parsed page with the cursor from X-Next-Cursor', async () => {
    mockApi({ listUsers: { body: [], headers: { 'X-Next-Cursor': 'next-page' } } });
    const page = await callPage('listUsers', { query: { limit: 1 }, parse: (data) => data as unknown[] });
    expect(page).toEqual({ items: [], nextCursor: 'next-page' });
  });

  it('returns a file body as a Blob and a failure as ApiError', async () => {
    mockApi({ exportAdminOrders: { body: 'id,status' } });
    expect(await (await callBlob('exportAdminOrders')).text()).toBe('"id,status"');

    mockApi({ exportAdminOrders: { status: 403, body: { error: 'Admin access required' } } });
    await expect(callBlob('exportAdminOrders')).rejects.toMatchObject({ message: 'Admin access required', status: 403 });
  });
});
