import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo, mockApi, renderApp, routeKey } from './render-app';
import { order } from './order-fixtures';

beforeAll(async () => {
  await import('../../web/src/app/routes/guest-order');
});

const TOKEN = 't'.repeat(43);
const completed = order({ id: 42, status: 'completed', license_key: 'MM-AAAAA-BBBBB-CCCCC-DDDDD', user_id: 'guest' });

describe('guest order page (/guest/orders/:orderId)', () => {
  it('opens from the mailed link with its token, keeps the token, and downloads with Authorization: Guest', async () => {
    const fetchMock = mockApi({
      [routeKey('getGuestOrder', { orderId: 42 })]: { body: completed },
      [routeKey('downloadGuestOrder', { orderId: 42 })]: {
        body: { url: 'http://127.0.0.1:1/song.mp3', filename: 'Blue Monday.mp3', expiresAt: '2030-01-01T00:00:00.000Z' },
      },
    });
    const { user, router } = renderApp(`/guest/orders/42#token=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Payment approved' });
    expect(screen.getByTestId('license-key')).toHaveTextContent('MM-AAAAA-BBBBB-CCCCC-DDDDD');
    expect(callsTo(fetchMock, 'getGuestOrder')[0]?.headers.get('Authorization')).toBe(`Guest ${TOKEN}`);
    expect(localStorage.getItem('guest-order:42')).toBe(TOKEN);
    await waitFor(() => expect(router.state.location.hash).toBe(''));

    await user.click(screen.getByRole('button', { name: 'Download song' }));
    await waitFor(() => expect(callsTo(fetchMock, 'downloadGuestOrder')).toHaveLength(1));
    expect(callsTo(fetchMock, 'downloadGuestOrder')[0]?.headers.get('Authorization')).toBe(`Guest ${TOKEN}`);
  });

  it('asks for the mailed link when this browser has no token for the order', async () => {
    const fetchMock = mockApi({});
    renderApp('/guest/orders/43');
    await screen.findByRole('heading', { name: 'Open your order from its email' });
    expect(callsTo(fetchMock, 'getGuestOrder')).toHaveLength(0);
  });
});
