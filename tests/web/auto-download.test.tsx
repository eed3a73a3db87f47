import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiUser, callsTo, currentPath, fakeToken, mockApi, renderApp } from './render-app';
import { order } from './order-fixtures';

beforeAll(async () => {
  await import('../../web/src/app/routes/orders');
});

afterEach(() => vi.restoreAllMocks());

const completed = order({ id: 21, song_title: 'Monsoon', status: 'completed', payment_status: 'completed', license_key: 'K1-K2-K3' });

/** The server's side: the one waiting download is answered once, then nothing. */
function signedIn() {
  localStorage.setItem('token', fakeToken());
  let waiting = [
    {
      orderId: 21,
      url: 'http://s3.local/media/songs/s1/master.mp3?X-Amz-Signature=x',
      filename: 'Monsoon.mp3',
      expiresAt: '2030-01-01T00:00:00Z',
    },
  ];
  return mockApi({
    getMe: { body: apiUser() },
    getMyOrders: { body: [completed] },
    startAutoDownloads: () => {
      const answer = waiting;
      waiting = [];
      return { body: answer };
    },
    listMyNotifications: {
      body: {
        notifications: [
          {
            id: 'n1',
            title: 'Order approved',
            message: 'Your payment was approved.',
            type: 'success',
            created_at: '2026-11-20T10:00:00.000Z',
            read: false,
          },
        ],
        unread: 1,
      },
    },
    markNotificationRead: { body: { message: 'Notification marked as read' } },
  });
}

function trackDownloads(): string[] {
  const clicks: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) clicks.push(this.download);
  });
  return clicks;
}

describe('auto-download', () => {
  it('starts the waiting download once when My Orders opens, and says so', async () => {
    const clicks = trackDownloads();
    const success = vi.spyOn(toast, 'success');
    const fetchMock = signedIn();
    renderApp('/orders');
    await waitFor(() => expect(clicks).toEqual(['Monsoon.mp3']));
    expect(success).toHaveBeenCalledWith('Download started!');
    expect(callsTo(fetchMock, 'startAutoDownloads')).toHaveLength(1);
  });

  it('opens My Orders from the approval in the bell, where the download starts once', async () => {
    const clicks = trackDownloads();
    const fetchMock = signedIn();
    const { user, router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Notifications' })).getByRole('button', { name: 'Order approved (unread)' }),
    );
    await waitFor(() => expect(currentPath(router)).toBe('/orders'));
    await screen.findByRole('article', { name: 'Monsoon' });
    await waitFor(() => expect(callsTo(fetchMock, 'startAutoDownloads').length).toBeGreaterThanOrEqual(1));
    expect(clicks).toEqual(['Monsoon.mp3']);
  });
});
