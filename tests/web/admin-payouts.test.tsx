import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPayout } from '../../shared/api/artist';
import { apiUser, callsTo, fakeToken, mockApi, preloadRoutes, renderApp, type Handler, type MockResponse } from './render-app';

preloadRoutes('admin', 'admin-payouts');

afterEach(() => vi.restoreAllMocks());

const ME = 'ADMINID0000000000000000000';
const payout: AdminPayout = {
  id: 'PAYOUT00000000000000000001',
  amount: 1000,
  currency: 'BDT',
  method: 'nagad',
  account: '01812345678',
  status: 'requested',
  requested_at: '2026-11-27T09:00:00.000Z',
  decided_at: null,
  reference: null,
  reason: null,
  artist_id: 'ARTIST0000000000000000001',
  artist_name: 'Night Owl',
  balance: 2500,
  age_days: 0,
};

function asAdmin(handlers: Record<string, Handler | MockResponse> = {}) {
  localStorage.setItem('token', fakeToken({ userId: ME, role: 'admin', name: 'Ada Admin' }));
  return mockApi({
    getMe: { body: apiUser({ id: ME, role: 'admin', name: 'Ada Admin' }) },
    listMyNotifications: { body: { notifications: [], unread: 0 } },
    listAdminPayouts: { body: { promise: '5–7 business days', payouts: [payout] } },
    getAdminEarningsStats: {
      body: { currency: 'BDT', gross_sales: 0, commission: 0, artists_net: 0, paid_out: 0, owed_to_artists: 0, open_payouts: 1 },
    },
    ...handlers,
  });
}

/** Opens the payout's dialog from its row's button. */
async function open(user: ReturnType<typeof renderApp>['user'], button: string, title: string) {
  const row = (await screen.findByText('Night Owl', {}, { timeout: 10_000 })).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

/** The toast and the browser prompt, watched: a decision is confirmed by toast, and never asked through window.prompt. */
const decisionSpies = () => ({ success: vi.spyOn(toast, 'success'), prompt: vi.spyOn(window, 'prompt') });

/** The decision went out once with `body`, `message` was toasted, the dialog closed, and no browser prompt was used. */
async function expectDecided(
  spies: ReturnType<typeof decisionSpies>,
  message: string,
  sent: { fetchMock: ReturnType<typeof asAdmin>; route: 'markPayoutPaid' | 'rejectPayout'; body: Record<string, string> },
) {
  await waitFor(() => expect(spies.success).toHaveBeenCalledWith(message));
  expect(callsTo(sent.fetchMock, sent.route).map((c) => c.body)).toEqual([sent.body]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(spies.prompt).not.toHaveBeenCalled();
}

describe('/admin/payouts', () => {
  it('marks a payout paid only with a typed transfer reference, trimmed, in a dialog', async () => {
    const spies = decisionSpies();
    const fetchMock = asAdmin({ markPayoutPaid: { body: { ...payout, status: 'paid', reference: 'NGD-42' } } });
    const { user } = renderApp('/admin/payouts');
    const dialog = await open(user, 'Mark paid', 'Mark payout paid');
    expect(dialog).toHaveTextContent('৳1,000.00 to Night Owl (01812345678)');
    const reference = within(dialog).getByLabelText('Transfer reference');
    expect(reference).toHaveAttribute('maxlength', '100');

    await user.type(reference, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    expect(await within(dialog).findByText('Reference is required')).toBeInTheDocument();
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'markPayoutPaid')).toHaveLength(0);

    await user.clear(reference);
    await user.type(reference, '  NGD-42  ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    await expectDecided(spies, 'Payout marked paid', { fetchMock, route: 'markPayoutPaid', body: { reference: 'NGD-42' } });
  });

  it('rejects a payout only with a typed reason, trimmed, and sends nothing on Cancel', async () => {
    const spies = decisionSpies();
    const fetchMock = asAdmin({ rejectPayout: { body: { ...payout, status: 'rejected', reason: 'Wrong number' } } });
    const { user } = renderApp('/admin/payouts');

    let dialog = await open(user, 'Reject', 'Reject payout');
    await user.type(within(dialog).getByLabelText('Reason for the artist'), 'Wrong number');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'rejectPayout')).toHaveLength(0);

    dialog = await open(user, 'Reject', 'Reject payout');
    const reason = within(dialog).getByLabelText('Reason for the artist');
    expect(reason).toHaveValue('');
    expect(reason).toHaveAttribute('maxlength', '500');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Payout' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'rejectPayout')).toHaveLength(0);

    await user.type(reason, '  Wrong number  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Payout' }));
    await expectDecided(spies, 'Payout rejected', { fetchMock, route: 'rejectPayout', body: { reason: 'Wrong number' } });
  });

  it("keeps the dialog open with the server's message when the decision is refused", async () => {
    asAdmin({ markPayoutPaid: { status: 409, body: { error: 'This payout was already paid', code: 'PAYOUT_DECIDED' } } });
    const { user } = renderApp('/admin/payouts');
    const dialog = await open(user, 'Mark paid', 'Mark payout paid');
    await user.type(within(dialog).getByLabelText('Transfer reference'), 'NGD-42');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    expect(await within(dialog).findByText('This payout was already paid')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Transfer reference')).toHaveValue('NGD-42');
  });
});
