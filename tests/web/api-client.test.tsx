import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '../../web/src/lib/api-client';
import { callsTo, mockApi } from './render-app';

describe('apiRequest', () => {
  it('sends the stored token as a bearer header and JSON bodies', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    const fetchMock = mockApi({ 'POST /api/things': { status: 201, body: { ok: true } } });

    await expect(apiRequest('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });

    const [call] = callsTo(fetchMock, 'POST /api/things');
    expect(call?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.body).toEqual({ a: 1 });
  });

  it("throws an ApiError carrying the server's error text, status and code", async () => {
    mockApi({ 'GET /api/things': { status: 409, body: { error: 'Already taken', message: 'Conflict', code: 'CONFLICT' } } });

    const error = await apiRequest('/api/things').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Already taken', status: 409, code: 'CONFLICT' });
  });

  it("falls back to 'An error occurred' when the error body has no text", async () => {
    mockApi({ 'GET /api/things': { status: 500 } });
    await expect(apiRequest('/api/things')).rejects.toThrow('An error occurred');
  });

  it("reports 'Network error occurred' when fetch itself fails", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/things')).rejects.toMatchObject({ message: 'Network error occurred', status: 0 });
  });

  it('rejects a success body that does not pass the parser', async () => {
    mockApi({ 'GET /api/things': { body: { unexpected: true } } });
    const parse = (data: unknown) => {
      if (typeof data !== 'object' || data === null || !('id' in data)) throw new TypeError('bad shape');
      return data;
    };
    await expect(apiRequest('/api/things', { parse })).rejects.toBeInstanceOf(ApiError);
  });
});
