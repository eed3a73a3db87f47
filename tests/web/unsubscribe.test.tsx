import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, urlsOf, preloadRoutes } from './render-app';

preloadRoutes('unsubscribe');

afterEach(() => vi.restoreAllMocks());

describe('/unsubscribe', () => {
  it('turns the new-release mails off with one click, signed out, and says so', async () => {
    localStorage.removeItem('token');
    const fetchMock = mockApi({ unsubscribeEmailUpdates: { body: { message: 'You will no longer get emails about new releases.' } } });
    const { user } = renderApp('/unsubscribe?token=u1.c2lnbmVk');
    expect(urlsOf(fetchMock, 'unsubscribeEmailUpdates')).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You will no longer get emails about new releases.');
    expect(urlsOf(fetchMock, 'unsubscribeEmailUpdates').map((u) => u.searchParams.get('token'))).toEqual(['u1.c2lnbmVk']);
  });

  it('shows why a forged link fails', async () => {
    mockApi({
      unsubscribeEmailUpdates: {
        status: 404,
        body: {
          error: 'This unsubscribe link is not valid',
          message: 'This unsubscribe link is not valid',
          code: 'UNSUBSCRIBE_LINK_INVALID',
        },
      },
    });
    const { user } = renderApp('/unsubscribe?token=forged');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
  });
});
