import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUser, callsTo, fakeToken, mockApi, renderApp, preloadRoutes } from './render-app';
import { mySubscription, plans } from './subscription-fixtures';

preloadRoutes('subscription');

const END = '2026-12-24T10:00:00.000Z';

/** /subscription for a signed-in user, with `mocks` answering its calls, and its "Your subscription" panel once shown. */
async function subscriptionPanel(mocks: Parameters<typeof mockApi>[0]) {
  localStorage.setItem('token', fakeToken());
  const fetchMock = mockApi({ getMe: { body: apiUser() }, listPlans: { body: plans }, ...mocks });
  const { user } = renderApp('/subscription');
  const panel = await screen.findByRole('region', { name: 'Your subscription' }, { timeout: 5000 });
  return { fetchMock, user, panel };
}

describe('cancelling a subscription on /subscription', () => {
  it('asks first, then shows "Cancelled, access until <date>" and no Cancel button', { timeout: 20_000 }, async () => {
    let current = mySubscription({ status: 'active', end_date: END, cancelled_at: null });
    const { fetchMock, user, panel } = await subscriptionPanel({
      getSubscriptionState: () => ({ body: { subscription: current } }),
      cancelSubscription: () => {
        current = { ...current, cancelled_at: '2026-11-24T15:00:00.000Z' };
        return { body: current };
      },
    });
    expect(within(panel).getByText('Active until 24 Dec 2026')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/stays active until 24 Dec 2026/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(callsTo(fetchMock, 'cancelSubscription')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(panel).findByText('Cancelled, access until 24 Dec 2026', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'cancelSubscription')).toHaveLength(1);
    expect(within(panel).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('offers no cancel for a lifetime plan', { timeout: 20_000 }, async () => {
    const { panel } = await subscriptionPanel({
      getSubscriptionState: { body: { subscription: mySubscription({ status: 'active', end_date: null, cancelled_at: null }) } },
    });
    expect(within(panel).getByText('Lifetime access')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('shows the paid plan queued to start when the current one ends', { timeout: 20_000 }, async () => {
    const { panel } = await subscriptionPanel({
      getSubscriptionState: {
        body: {
          subscription: {
            ...mySubscription({ status: 'active', end_date: END, cancelled_at: null }),
            next_plan: { id: 'sub_next', plan_name: 'Pro', start_date: END, end_date: '2027-01-24T10:00:00.000Z' },
          },
        },
      },
    });
    expect(within(panel).getByText('Then Pro from 24 Dec 2026, already paid')).toBeInTheDocument();
  });
});
