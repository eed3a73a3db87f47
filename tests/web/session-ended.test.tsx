import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, fakeToken, mockApi, renderApp } from './render-app';

const SUSPENDED = 'Your account has been suspended. Please contact support.';

describe('a session the server ends', () => {
  it('sends the user to /auth and says why, once', async () => {
    localStorage.setItem('token', fakeToken());
    mockApi({ getMe: { status: 401, body: { error: SUSPENDED, message: SUSPENDED, code: 'ACCOUNT_SUSPENDED' } } });
    const { router } = renderApp('/dashboard');

    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    expect(await screen.findByRole('alert')).toHaveTextContent(SUSPENDED);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('session-ended')).toBeNull();
  });

  it('shows no reason on /auth when no session ended', async () => {
    mockApi({});
    renderApp('/auth');
    await screen.findByRole('tab', { name: 'Login' });
    expect(screen.queryByText(SUSPENDED)).not.toBeInTheDocument();
  });
});
