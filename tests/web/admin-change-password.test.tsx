import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordScore, strengthLabel } from '../../web/src/features/admin/components/change-password-dialog';
import { callsTo, fakeToken, renderApp, type Handler, type MockResponse, preloadRoutes } from './render-app';
import { settingsAdmin, systemSettings } from './settings-fixtures';

preloadRoutes('admin', 'admin-settings');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const stored = systemSettings();

const NEW_TOKEN = fakeToken({ role: 'admin', name: 'Ada Admin', expiresIn: 7200 });

const asAdmin = (changePassword: MockResponse | Handler) => settingsAdmin(stored, { changePassword });

/** Opens the Security tab's dialog; typing goes through fireEvent so fake timers can run the close. */
async function openDialog() {
  const view = renderApp('/admin/settings');
  const form = within(await screen.findByRole('form', { name: 'System settings' }));
  await view.user.click(form.getByRole('tab', { name: 'Security' }));
  await view.user.click(form.getByRole('button', { name: 'Change Password' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Change Password' }));
  const type = (label: RegExp, value: string) => fireEvent.input(dialog.getByLabelText(label), { target: { value } });
  return { ...view, dialog, type };
}

describe('admin Change Password dialog (admin §2.13, §5)', () => {
  it('scores the five criteria and labels Weak at 2 or less, Medium at 3, Strong above', () => {
    expect([passwordScore(''), passwordScore('abc'), passwordScore('abcdefgh'), passwordScore('Abcdefgh')]).toEqual([0, 1, 2, 3]);
    expect([passwordScore('Abcdefg1'), passwordScore('Abcdef1!'), passwordScore('A1!')]).toEqual([4, 5, 3]);
    expect([0, 2, 3, 4, 5].map(strengthLabel)).toEqual(['Weak', 'Weak', 'Medium', 'Strong', 'Strong']);
  });

  it('shows three show/hide password fields, the meter and the first four requirements, and refuses a weak password', async () => {
    asAdmin({ body: { message: 'Password changed successfully', token: NEW_TOKEN } });
    const { dialog, type, user } = await openDialog();
    for (const label of ['current password', 'new password', 'confirm new password']) {
      expect(dialog.getByRole('button', { name: `Show ${label}` })).toBeInTheDocument();
    }
    await user.click(dialog.getByRole('button', { name: 'Show new password' }));
    expect(dialog.getByLabelText(/^New password/)).toHaveAttribute('type', 'text');

    const requirements = within(dialog.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem');
    expect(requirements.map((li) => li.textContent)).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
    ]);

    type(/^New password/, 'abcdefgh');
    expect(dialog.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Weak');
    expect(dialog.getByText('Password is too weak. Please use a stronger password.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Change Password' })).toBeDisabled();

    type(/^New password/, 'Abcdefgh');
    expect(dialog.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Medium');
    expect(dialog.queryByText('Password is too weak. Please use a stronger password.')).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Change Password' })).toBeEnabled();
    expect(requirements[3]).toHaveAttribute('data-met', 'false');
    type(/^New password/, 'Abcdefg1!');
    expect(dialog.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Strong');
  });

  it('says the new passwords do not match, inline and on submit, and sends nothing', async () => {
    const fetchMock = asAdmin({ body: { message: 'Password changed successfully', token: NEW_TOKEN } });
    const { dialog, type, user } = await openDialog();
    type(/^Current password/, 'old secret 1');
    type(/^New password/, 'Brand-new-1');
    type(/^Confirm new password/, 'Brand-new-2');
    expect(dialog.getByText('Passwords do not match')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Change Password' }));
    expect(await dialog.findByText('New passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'changePassword')).toEqual([]);
  });

  it("shows the server's error text, or 'Failed to change password' when it has none", async () => {
    let answer: MockResponse = { status: 400, body: { error: 'Current password is incorrect', code: 'VALIDATION_ERROR' } };
    asAdmin(() => answer);
    const { dialog, type, user } = await openDialog();
    type(/^Current password/, 'wrong');
    type(/^New password/, 'Brand-new-1');
    type(/^Confirm new password/, 'Brand-new-1');
    await user.click(dialog.getByRole('button', { name: 'Change Password' }));
    expect(await dialog.findByText('Current password is incorrect')).toBeInTheDocument();

    answer = { status: 500, body: {} };
    await user.click(dialog.getByRole('button', { name: 'Change Password' }));
    expect(await dialog.findByText('Failed to change password')).toBeInTheDocument();
  });

  it('changes the password, keeps the admin signed in with the new token, and closes 2 s after success', async () => {
    const fetchMock = asAdmin({ body: { message: 'Password changed successfully', token: NEW_TOKEN } });
    const success = vi.spyOn(toast, 'success');
    const { dialog, type } = await openDialog();
    type(/^Current password/, 'old secret 1');
    type(/^New password/, 'Brand-new-1');
    type(/^Confirm new password/, 'Brand-new-1');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(dialog.getByRole('button', { name: 'Change Password' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Password changed successfully!'));
    expect(callsTo(fetchMock, 'changePassword')[0]?.body).toEqual({ currentPassword: 'old secret 1', newPassword: 'Brand-new-1' });
    expect(localStorage.getItem('token')).toBe(NEW_TOKEN);
    expect(dialog.getByText('Password changed successfully!')).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(1_900);
    });
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument());
  });
});
