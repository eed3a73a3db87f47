import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE, RESET_DIALOG_CLOSE_MS } from '../../shared/constants';
import { callsTo, currentPath, mockApi, renderApp } from './render-app';

const dialog = () => screen.getByRole('dialog', { name: 'Reset Password' });

describe('Reset Password dialog', () => {
  it('requests a token by email, then resets the password and closes 2 seconds after success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      forgotPassword: { body: { message: FORGOT_PASSWORD_MESSAGE } },
      resetPassword: { body: { message: 'Password reset successful' } },
    });
    const { user } = renderApp('/auth', { advanceTimers: vi.advanceTimersByTime });

    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await user.type(within(dialog()).getByLabelText('Email'), 'rina@example.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Send Reset Token' }));

    expect(await within(dialog()).findByText(FORGOT_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'forgotPassword')[0]?.body).toEqual({ email: 'rina@example.com' });

    await user.type(within(dialog()).getByLabelText('Reset Token'), 'tok-123');
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

  it('opens at step 2 with the token from a ?reset= link filled in', async () => {
    renderApp('/auth?reset=emailed-token-42');

    const resetDialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    expect(within(resetDialog).getByLabelText('Reset Token')).toHaveValue('emailed-token-42');
    expect(within(resetDialog).queryByLabelText('Email')).not.toBeInTheDocument();
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
    await user.click(within(dialog()).getByRole('button', { name: 'Send Reset Token' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Network error occurred');
    expect(within(dialog()).getByLabelText('Email')).toBeInTheDocument();
  });
});
