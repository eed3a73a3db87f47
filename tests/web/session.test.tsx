import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUser, callsTo, currentPath, fakeToken, heldResponse, mockApi, renderApp, preloadRoutes } from './render-app';

// The first lazy import of the home route is slow to transform; pay for it once, outside the tests' timeouts.
preloadRoutes('home');

describe('session restore at start', () => {
  it('removes an expired token and treats the visitor as logged out', async () => {
    localStorage.setItem('token', fakeToken({ expiresIn: -60 }));
    const fetchMock = mockApi({});
    const { router } = renderApp('/dashboard');

    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'getMe')).toHaveLength(0);
  });

  it('removes a token it cannot decode', async () => {
    localStorage.setItem('token', 'not-a-jwt');
    mockApi({});
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('restores a valid token with the name from its claims, then refreshes it from /api/user/me', async () => {
    const token = fakeToken({ name: 'Old Name' });
    localStorage.setItem('token', token);
    const me = heldResponse();
    const fetchMock = mockApi({ getMe: me.handler });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome back, Old Name' })).toBeInTheDocument();
    await me.respond({ body: apiUser({ name: 'Rina Rahman' }) });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Rina Rahman' })).toBeInTheDocument();
    expect(screen.getByText('rina@example.com')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'getMe')[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('clears the session when an authenticated call answers 401', async () => {
    localStorage.setItem('token', fakeToken());
    mockApi({ getMe: { status: 401, body: { error: 'Session expired', message: 'Unauthorized', code: 'UNAUTHORIZED' } } });
    const { router } = renderApp('/dashboard');

    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
