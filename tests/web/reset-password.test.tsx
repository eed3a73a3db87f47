import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE, RESET_DIALOG_CLOSE_MS } from '../../shared/constants';
import { callsTo, currentPath, mockApi, renderApp } from './render-app';

const dialog = () => screen.getByRole('dialog', { name: 'Reset Password' });

describe('Reset Password dialog', () => {
  it('emails a link, says to open it, and still takes a code typed by hand (Have a code instead?); closes 2 seconds after success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      forgotPassword: { body: { message: FORGOT_PASSWORD_MESSAGE } },
      resetPassword: { body: { message: 'Password reset successful' } },
    });
    const { user } = renderApp('/auth', { advanceTimers: vi.advanceTimersByTime });

    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await user.type(within(dialog()).getByLabelText('Email'), 'rina@example.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Email me a reset link' }));

    expect(await within(dialog()).findByText(FORGOT_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'forgotPassword')[0]?.body).toEqual({ email: 'rina@example.com' });
    // The mailed link is the way on; no code to paste unless the buyer asks for that fallback.
    expect(within(dialog()).getByTestId('reset-check-mail')).toHaveTextContent('open the link we sent');
    expect(within(dialog()).queryByLabelText('Reset code')).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Have a code instead?' }));

    await user.type(within(dialog()).getByLabelText('Reset code'), 'tok-123');
    await user.type(within(dialog()).getByLabelText('New Password'), 'brand-new-pass');
    await user.type(within(dialog()).getByLabelText('Confirm New Password'), 'brand-new-pass');
    await user.click(within(dialog()).getByRole('button', { name: 'Reset Password' }));

    expect(await within(dialog()).findByText('Password reset successful')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'resetPassword')[0]?.body).toEqual({
      token: 'tok-123',
      newPassword: 'brand-new-pass',
    });

    act(() => {
      vi.advanceTimersByTime(RESET_DIALOG_CLOSE_MS - 100);
    });
    expect(dialog()).toHaveAttribute('open');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole('heading', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it('requires a matching confirmation before sending the new password', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/auth?reset=tok-123');

    await user.type(await within(await screen.findByRole('dialog')).findByLabelText('New Password'), 'brand-new-pass');
    await user.type(within(dialog()).getByLabelText('Confirm New Password'), 'brand-new-pasS');
    await user.click(within(dialog()).getByRole('button', { name: 'Reset Password' }));

    expect(await within(dialog()).findByText('Passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'resetPassword')).toHaveLength(0);
  });

  it('opens from the mailed ?reset= link with its token taken from the address: only the new password is typed', async () => {
    const fetchMock = mockApi({ resetPassword: { body: { message: 'Password reset successful' } } });
    const { user } = renderApp('/auth?reset=emailed-token-42');

    const resetDialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    expect(within(resetDialog).queryByLabelText('Reset code')).not.toBeInTheDocument();
    expect(within(resetDialog).queryByLabelText('Email')).not.toBeInTheDocument();
    expect(within(resetDialog).getByText('Your reset link is recognised: choose your new password.')).toBeInTheDocument();
    await user.type(await within(resetDialog).findByLabelText('New Password'), 'brand-new-pass');
    await user.type(within(resetDialog).getByLabelText('Confirm New Password'), 'brand-new-pass');
    await user.click(within(resetDialog).getByRole('button', { name: 'Reset Password' }));
    expect(await within(resetDialog).findByText('Password reset successful')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'resetPassword')[0]?.body).toEqual({ token: 'emailed-token-42', newPassword: 'brand-new-pass' });
  });

  it('drops ?reset= from the address when the dialog is closed', async () => {
    const { user, router } = renderApp('/auth?reset=emailed-token-42');

    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));

    expect(router.state.location.search).toBe('');
    expect(currentPath(router)).toBe('/auth');
    expect(screen.queryByRole('heading', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it("shows the server's error text when the token is rejected and keeps the dialog open", async () => {
    mockApi({
      resetPassword: { status: 400, body: { error: 'Invalid or expired reset token', message: 'Bad Request', code: 'BAD_REQUEST' } },
    });
    const { user } = renderApp('/auth?reset=old-token');

    await user.type(await within(await screen.findByRole('dialog')).findByLabelText('New Password'), 'brand-new-pass');
    await user.type(within(dialog()).getByLabelText('Confirm New Password'), 'brand-new-pass');
    await user.click(within(dialog()).getByRole('button', { name: 'Reset Password' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Invalid or expired reset token');
    expect(dialog()).toHaveAttribute('open');
  });

  it("shows 'Network error occurred' when the request cannot reach the server", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { user } = renderApp('/auth');

    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await user.type(within(dialog()).getByLabelText('Email'), 'rina@example.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Email me a reset link' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Network error occurred');
    expect(within(dialog()).getByLabelText('Email')).toBeInTheDocument();
  });
});
