import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUser, callsTo, currentPath, fakeToken, mockApi, renderApp, preloadRoutes } from './render-app';
import { order } from './order-fixtures';
import { startAutoDownloads } from '../../web/src/lib/auto-downloads';
import { DOWNLOAD_FRAME_LIFETIME_MS } from '../../web/src/lib/download';

preloadRoutes('orders');

afterEach(() => vi.restoreAllMocks());

const completed = order({ id: 21, song_title: 'Monsoon', status: 'completed', payment_status: 'completed', license_key: 'K1-K2-K3' });

const rain = order({ id: 22, song_title: 'Rain', status: 'completed', payment_status: 'completed', license_key: 'K4-K5-K6' });

const monsoonUrl = 'http://s3.local/media/songs/s1/master.mp3?X-Amz-Signature=x';
const rainUrl = 'http://s3.local/media/songs/s2/master.mp3?X-Amz-Signature=y';
const link = (orderId: number, url: string, filename: string) => ({ orderId, url, filename, expiresAt: '2030-01-01T00:00:00Z' });

/** The server's side: the waiting downloads (Monsoon's unless given) are answered once, then nothing. */
function signedIn(initially = [link(21, monsoonUrl, 'Monsoon.mp3')]) {
  localStorage.setItem('token', fakeToken());
  let waiting = initially;
  return mockApi({
    getMe: { body: apiUser() },
    getMyOrders: { body: [completed, rain] },
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

/** The links followed by clicking (each a navigation of the page). */
function trackClicks(): string[] {
  const clicks: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.href);
  });
  return clicks;
}

/** The files started in hidden frames, by URL. */
const framedDownloads = () =>
  Array.from(document.querySelectorAll<HTMLIFrameElement>('iframe[data-download]')).map((frame) => {
    expect(frame.hidden).toBe(true);
    return frame.src;
  });

afterEach(() => {
  for (const frame of document.querySelectorAll('iframe[data-download]')) frame.remove();
});

describe('auto-download', () => {
  it('starts the waiting download once when My Orders opens, and says so', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = signedIn();
    renderApp('/orders');
    await waitFor(() => expect(framedDownloads()).toEqual([monsoonUrl]));
    expect(success).toHaveBeenCalledWith('Download started!');
    expect(callsTo(fetchMock, 'startAutoDownloads')).toHaveLength(1);
  });

  it('starts every waiting download, each in its own frame, without leaving the page', async () => {
    const clicks = trackClicks();
    signedIn([link(21, monsoonUrl, 'Monsoon.mp3'), link(22, rainUrl, 'Rain.mp3')]);
    const before = window.location.href;
    const { router } = renderApp('/orders');
    await waitFor(() => expect(framedDownloads()).toEqual([monsoonUrl, rainUrl]));
    await screen.findByRole('article', { name: 'Rain' });
    expect(clicks).toEqual([]);
    expect(currentPath(router)).toBe('/orders');
    expect(window.location.href).toBe(before);
  });

  it('takes each frame away again once its download has long started', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      signedIn([link(21, monsoonUrl, 'Monsoon.mp3'), link(22, rainUrl, 'Rain.mp3')]);
      await startAutoDownloads();
      expect(framedDownloads()).toHaveLength(2);
      vi.advanceTimersByTime(DOWNLOAD_FRAME_LIFETIME_MS);
      expect(framedDownloads()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens My Orders from the approval in the bell, where the download starts once', async () => {
    const fetchMock = signedIn();
    const { user, router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Notifications' })).getByRole('button', { name: 'Order approved (unread)' }),
    );
    await waitFor(() => expect(currentPath(router)).toBe('/orders'));
    await screen.findByRole('article', { name: 'Monsoon' });
    await waitFor(() => expect(callsTo(fetchMock, 'startAutoDownloads').length).toBeGreaterThanOrEqual(1));
    expect(framedDownloads()).toEqual([monsoonUrl]);
  });
});
