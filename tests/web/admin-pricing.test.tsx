import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '../../shared/api/subscriptions';
import { callsTo, renderApp, routeKey, urlsOf, preloadRoutes } from './render-app';
import { expectSent } from './expect-sent';
import { adminApiWith, expectAdminPage } from './admin-page';
import { plan, plans } from './subscription-fixtures';
import { retype } from './form-fields';

preloadRoutes('admin', 'admin-pricing');

afterEach(() => vi.restoreAllMocks());

const stats = { total_plans: 4, active_plans: 3, total_subscribers: 12, monthly_revenue: 239.88 };
const archived = plan({ id: 'old', name: 'Starter', price: 4.99, is_active: false, features: [] });

const asAdmin = adminApiWith({
  listAdminPlans: { body: [...plans, archived] },
  getPlanStats: { body: stats },
});

const planCard = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('article')!;

describe('/admin/pricing', () => {
  it('shows the plan stats and every plan, an inactive one dimmed, from the sidebar entry', async () => {
    asAdmin();
    renderApp('/admin/pricing');

    await expectAdminPage('Pricing Plans', 'Pricing Plans');
    // The card shows a placeholder until its figures arrive: wait for the figure, not the card.
    await waitFor(() => expect(screen.getByTestId('stat-Total Plans')).toHaveTextContent('4'));
    expect(screen.getByTestId('stat-Active Plans')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-Subscribers')).toHaveTextContent('12');
    expect(screen.getByTestId('stat-Monthly Revenue')).toHaveTextContent('$239.88');

    const pro = await planCard('Pro');
    expect(within(pro).getByText('Popular')).toBeInTheDocument();
    expect(within(pro).getByText('50 downloads per month')).toBeInTheDocument();
    expect(within(await planCard('Unlimited')).getByText('Unlimited downloads')).toBeInTheDocument();
    const starter = await planCard('Starter');
    expect(starter).toHaveClass('border-dashed');
    expect(within(starter).getByText('Inactive')).toBeInTheDocument();
    expect(pro).not.toHaveClass('border-dashed');
  });

  it('creates a plan: name and price are required, features are a list, an empty limit is unlimited', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = asAdmin({
      createPlan: (body) => ({ status: 201, body: { ...plan(), ...(body as object), id: 'new', download_limit: -1 } }),
    });
    const { user } = renderApp('/admin/pricing');

    await user.click(await screen.findByRole('button', { name: 'Create Plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Plan' }));
    await user.click(dialog.getByRole('button', { name: 'Create Plan' }));
    expect(dialog.getByText('Plan name is required')).toBeInTheDocument();
    expect(dialog.getByText('Price is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'createPlan')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Plan name'), 'Studio');
    await user.type(dialog.getByLabelText('Price (USD)'), '29.5');
    await user.selectOptions(dialog.getByLabelText('Duration'), 'yearly');
    await user.type(dialog.getByLabelText('Feature 1'), 'Stems included');
    await user.click(dialog.getByRole('button', { name: 'Add feature' }));
    await user.type(dialog.getByLabelText('Feature 2'), 'Priority support');
    await retype(user, dialog, 'Trial days', 'soon');
    await user.click(dialog.getByRole('button', { name: 'Create Plan' }));

    await expectSent(success, 'Plan created successfully!', fetchMock, 'createPlan', {
      name: 'Studio',
      price: 29.5,
      duration: 'yearly',
      download_limit: null,
      download_limit_type: 'monthly',
      features: ['Stems included', 'Priority support'],
      is_popular: false,
      is_active: true,
      trial_days: 0,
      max_devices: 1,
      quality_limit: 'high',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Plan' })).not.toBeInTheDocument());
    await waitFor(() => expect(urlsOf(fetchMock, 'listAdminPlans')).toHaveLength(2));
  });

  it('edits a plan with its current values filled in', async () => {
    const fetchMock = asAdmin({
      [routeKey('updatePlan', { id: 'pro' })]: (body) => ({ body: { ...plans[1], ...(body as object), download_limit: -1 } }),
    });
    const { user } = renderApp('/admin/pricing');

    await user.click(within(await planCard('Pro')).getByRole('button', { name: 'Edit Pro' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Plan' }));
    expect(dialog.getByLabelText('Plan name')).toHaveValue('Pro');
    expect(dialog.getByLabelText('Download limit')).toHaveValue(50);
    expect(dialog.getByLabelText('Feature 2')).toHaveValue('Stems on request');
    await user.clear(dialog.getByLabelText('Download limit'));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(callsTo(fetchMock, routeKey('updatePlan', { id: 'pro' }))).toHaveLength(1));
    expect(callsTo(fetchMock, routeKey('updatePlan', { id: 'pro' }))[0]?.body).toMatchObject({
      name: 'Pro',
      price: 19.99,
      download_limit: null,
      is_popular: true,
    });
  });

  it('toggles a plan by sending the opposite of its state', async () => {
    const fetchMock = asAdmin({
      [routeKey('togglePlan', { id: 'pro' })]: (body) => ({ body: { ...plans[1], ...(body as object) } }),
      [routeKey('togglePlan', { id: 'old' })]: (body) => ({ body: { ...archived, ...(body as object) } }),
    });
    const { user } = renderApp('/admin/pricing');

    await user.click(within(await planCard('Pro')).getByRole('button', { name: 'Deactivate Pro' }));
    await user.click(within(await planCard('Starter')).getByRole('button', { name: 'Activate Starter' }));

    await waitFor(() => expect(callsTo(fetchMock, routeKey('togglePlan', { id: 'old' }))).toHaveLength(1));
    expect(callsTo(fetchMock, routeKey('togglePlan', { id: 'pro' }))[0]?.body).toEqual({ is_active: false });
    expect(callsTo(fetchMock, routeKey('togglePlan', { id: 'old' }))[0]?.body).toEqual({ is_active: true });
  });

  it("duplicates a plan as '{name} (Copy)', inactive and not popular", async () => {
    const fetchMock = asAdmin({ createPlan: (body) => ({ status: 201, body: { ...(body as Plan), id: 'copy', download_limit: 50 } }) });
    const { user } = renderApp('/admin/pricing');

    await user.click(within(await planCard('Pro')).getByRole('button', { name: 'Duplicate Pro' }));

    await waitFor(() => expect(callsTo(fetchMock, 'createPlan')).toHaveLength(1));
    expect(callsTo(fetchMock, 'createPlan')[0]?.body).toEqual({
      name: 'Pro (Copy)',
      price: 19.99,
      duration: 'monthly',
      download_limit: 50,
      download_limit_type: 'monthly',
      features: ['Commercial licence', 'Stems on request'],
      is_popular: false,
      is_active: false,
      trial_days: 0,
      max_devices: 1,
      quality_limit: 'high',
    });
  });

  it("deletes only after 'Are you sure you want to delete this plan?', and reports a refusal", async () => {
    const error = vi.spyOn(toast, 'error');
    const fetchMock = asAdmin({
      [routeKey('deletePlan', { id: 'old' })]: { body: { message: 'Plan deleted' } },
      [routeKey('deletePlan', { id: 'pro' })]: {
        status: 409,
        body: { error: 'This plan has subscribers', message: 'x', code: 'CONFLICT' },
      },
    });
    const { user } = renderApp('/admin/pricing');

    await user.click(within(await planCard('Starter')).getByRole('button', { name: 'Delete Starter' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete plan' }));
    expect(dialog.getByText('Are you sure you want to delete this plan?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, routeKey('deletePlan', { id: 'old' }))).toHaveLength(0);

    await user.click(within(await planCard('Starter')).getByRole('button', { name: 'Delete Starter' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Delete plan' }));
    await user.click(dialog.getByRole('button', { name: 'Delete Plan' }));
    await waitFor(() => expect(callsTo(fetchMock, routeKey('deletePlan', { id: 'old' }))).toHaveLength(1));

    await user.click(within(await planCard('Pro')).getByRole('button', { name: 'Delete Pro' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete plan' })).getByRole('button', { name: 'Delete Plan' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to delete plan', { description: 'This plan has subscribers' }));
  });
});
