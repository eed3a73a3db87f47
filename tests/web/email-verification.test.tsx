import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
  VERIFY_LINK_EXPIRED_MESSAGE,
  VERIFY_LINK_INVALID_MESSAGE,
  VERIFY_LINK_USED_MESSAGE,
} from '../../shared/constants';
import { activeMethods } from './order-fixtures';
import { apiUser, callsTo, fakeToken, mockApi, renderApp, routeKey, type MockResponse } from './render-app';
import { song } from './song-fixtures';

beforeAll(async () => {
  await import('../../web/src/app/routes/verify-email');
  await import('../../web/src/app/routes/browse');
  await import('../../web/src/features/browse/components/purchase-dialog');
});

const wireError = (status: number, code: string, error: string): MockResponse => ({ status, body: { error, message: error, code } });

describe('/verify-email', () => {
  it('uses the mailed token once and says the address is verified', async () => {
    const fetchMock = mockApi({ verifyEmail: { body: { message: EMAIL_VERIFIED_MESSAGE } } });
    renderApp('/verify-email?token=tok-123');
    expect(await screen.findByText(EMAIL_VERIFIED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse music' })).toHaveAttribute('href', '/browse');
    expect(callsTo(fetchMock, 'verifyEmail').map((c) => c.body)).toEqual([{ token: 'tok-123' }]);
  });

  it.each([
    ['used', wireError(409, 'VERIFY_LINK_USED', 'used'), VERIFY_LINK_USED_MESSAGE],
    ['expired', wireError(422, 'VERIFY_LINK_EXPIRED', 'expired'), VERIFY_LINK_EXPIRED_MESSAGE],
    ['unknown', wireError(404, 'VERIFY_LINK_INVALID', 'invalid'), VERIFY_LINK_INVALID_MESSAGE],
  ])('tells a visitor a link that is %s, by its code', async (_, answer, text) => {
    mockApi({ verifyEmail: answer });
    renderApp('/verify-email?token=tok-9');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('offers a signed-in buyer with an expired link a new one, with no banner over the page', async () => {
    localStorage.setItem('token', fakeToken());
    const fetchMock = mockApi({
      getMe: { body: { ...apiUser(), emailVerificationPending: true } },
      verifyEmail: wireError(422, 'VERIFY_LINK_EXPIRED', 'expired'),
      resendVerification: { body: { message: 'We have sent you a new verification link.' } },
    });
    const success = vi.spyOn(toast, 'success');
    const { user } = renderApp('/verify-email?token=old');
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('We have sent you a new verification link.'));
    expect(callsTo(fetchMock, 'resendVerification')).toHaveLength(1);
    // The page says it all: no banner on top of it.
    expect(screen.queryByText(/Please verify your email address to buy music/)).not.toBeInTheDocument();
  });

  it('says a link without a token is not valid, without calling the API', async () => {
    const fetchMock = mockApi({});
    renderApp('/verify-email');
    expect(await screen.findByText(VERIFY_LINK_INVALID_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute('href', '/auth');
    expect(callsTo(fetchMock, 'verifyEmail')).toEqual([]);
  });
});

describe('a buyer who has not verified the email address', () => {
  const blue = song({ id: 'song-42', title: 'Blue Monday', artist: 'Nadia Sultana', price: 2.49 });

  const store = (pending: boolean) => {
    localStorage.setItem('token', fakeToken());
    return mockApi({
      getMe: { body: { ...apiUser({ email: 'rina@example.com' }), emailVerificationPending: pending } },
      listSongs: { body: [blue] },
      [routeKey('getSong', { songId: 'song-42' })]: { body: blue },
      getActivePaymentMethods: { body: activeMethods },
      resendVerification: { body: { message: 'We have sent you a new verification link.' } },
    });
  };

  it('sees a banner on every page with Resend email, which mails a new link', async () => {
    const fetchMock = store(true);
    const success = vi.spyOn(toast, 'success');
    const { user } = renderApp('/browse');
    const banner = (await screen.findByText(/Please verify your email address to buy music/)).closest('[role="status"]') as HTMLElement;
    await user.click(within(banner).getByRole('button', { name: 'Resend email' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('We have sent you a new verification link.'));
    expect(callsTo(fetchMock, 'resendVerification')).toHaveLength(1);
  });

  it('is told in the purchase dialog why buying is blocked, with Purchase Now disabled', async () => {
    store(true);
    renderApp('/browse?buy=song-42');
    const dialog = await screen.findByRole('dialog', { name: 'Complete Purchase' });
    expect(await within(dialog).findByText(EMAIL_NOT_VERIFIED_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Purchase Now' })).toBeDisabled();
  });

  it('sees neither once verified', async () => {
    store(false);
    renderApp('/browse?buy=song-42');
    const dialog = await screen.findByRole('dialog', { name: 'Complete Purchase' });
    await within(dialog).findByRole('radio', { name: /bKash/ });
    expect(within(dialog).getByRole('button', { name: 'Purchase Now' })).toBeEnabled();
    expect(screen.queryByText(EMAIL_NOT_VERIFIED_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByText(/Please verify your email address to buy music/)).not.toBeInTheDocument();
  });
});
